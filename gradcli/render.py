"""Presentation: results as JSON documents and as rich tables. Pure functions, no printing.

JSON follows the reference schema: one entry per result, its flattened targets
(shape, value) and sources (shape, gradient or jacobian), scalars as bare
numbers, arrays as nested lists, non-finite numbers as "inf", "-inf", "nan".
rich is imported only by the table renderers.
"""
import json
import math

import numpy as np

SUMMARY_THRESHOLD = 100  # arrays with more elements are shown by their corners
EDGE_ITEMS = 3  # how many rows and columns of each corner


def plain_number(x):
    """A float for JSON: itself when finite, else the string 'inf', '-inf' or 'nan'."""
    x = float(x)
    return x if math.isfinite(x) else ("nan" if math.isnan(x) else ("inf" if x > 0 else "-inf"))


def to_json_value(array):
    """A tensor's value as a bare number or nested lists, strict-JSON safe; None stays None."""
    if array is None:
        return None
    array = np.asarray(array, dtype=np.float64)
    if array.ndim == 0:
        return plain_number(array)
    if np.isfinite(array).all():
        return array.tolist()
    return [to_json_value(row) for row in array]


def result_to_dict(result):
    return {
        "kind": result.kind,
        "line": result.line,
        "targets": [{"expr": t.expr, "shape": list(t.value.shape), "value": to_json_value(t.value.value)}
                    for t in result.targets],
        "sources": [{"expr": s.expr, "shape": list(s.value.shape),
                     result.kind: None if s.result is None else to_json_value(s.result.value)}
                    for s in result.sources],
    }


def results_json(results):
    """The JSON document for a list of results, as one line of strict JSON."""
    return json.dumps({"results": [result_to_dict(r) for r in results]}, allow_nan=False)


# ----- Numbers and arrays as text -----

def format_number(x, precision=8):
    """`precision` significant digits, shortest form: 6.0, 0.20586156, 1.5e-07, inf."""
    x = float(x)
    if not math.isfinite(x):
        return plain_number(x)
    if x == 0 or 1e-4 <= abs(x) < 1e16:
        return np.format_float_positional(x, precision=precision, unique=True, fractional=False, trim="0")
    return np.format_float_scientific(x, precision=precision - 1, unique=True, trim="0")


def format_array(value, precision=8):
    """A number, or an array laid out as a matrix with aligned columns; large arrays by their corners."""
    if value is None:
        return "None"
    array = np.asarray(value)
    if array.ndim == 0:
        return format_number(array, precision)
    summarise = array.size > SUMMARY_THRESHOLD
    shown = _shown_values(array, summarise)
    width = max((len(format_number(v, precision)) for v in shown), default=0)
    cell = lambda v: format_number(v, precision).rjust(width)  # noqa: E731
    return "\n".join(_array_lines(array, cell, summarise))


def _shown_indices(n, summarise):
    return list(range(n)) if not summarise or n <= 2 * EDGE_ITEMS else \
        list(range(EDGE_ITEMS)) + [None] + list(range(n - EDGE_ITEMS, n))


def _shown_values(array, summarise):
    if array.ndim == 0:
        return [array]
    return [v for i in _shown_indices(array.shape[0], summarise) if i is not None
            for v in _shown_values(array[i], summarise)]


def _array_lines(array, cell, summarise):
    """numpy's nested-bracket layout: one line per row, a blank line between higher blocks."""
    indices = _shown_indices(array.shape[0], summarise)
    if array.ndim == 1:
        return ["[" + " ".join("..." if i is None else cell(array[i]) for i in indices) + "]"]
    lines = []
    for k, i in enumerate(indices):
        if k > 0:
            lines.extend([""] * (array.ndim - 2))
        block = ["..."] if i is None else _array_lines(array[i], cell, summarise)
        lines.extend(" " + line if line else line for line in block)
    lines[0] = "[" + lines[0][1:]
    lines[-1] += "]"
    return lines


# ----- Tables -----

def result_tables(result, precision=8):
    """A result for a person: a heading, its targets with their values, its sources with their gradients."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    heading = Text(f"{result.kind} (line {result.line})", style="bold")
    targets = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    sources = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for table, role, values in ((targets, "target", "value"), (sources, "source", result.kind)):
        table.add_column(role, style="bold", no_wrap=True)
        table.add_column("shape", no_wrap=True)
        table.add_column(values, no_wrap=True)
    for t in result.targets:
        targets.add_row(t.expr, _shape(t.value.shape), format_array(t.value.value, precision))
    for s in result.sources:
        shape = s.value.shape if s.result is None else s.result.shape
        sources.add_row(s.expr, _shape(shape), format_array(None if s.result is None else s.result.value, precision))
    return Group(heading, targets, Text(""), sources, Text(""))


def _shape(shape):
    return str(tuple(shape))
