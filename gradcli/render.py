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


# ----- Tables -----

def format_array(value, precision=8):
    """A number, or an array laid out as rows of a matrix (corners only when large); never wrapped."""
    if value is None:
        return "None"
    array = np.asarray(value)
    return np.array2string(array, precision=precision, max_line_width=1_000_000, threshold=SUMMARY_THRESHOLD,
                           edgeitems=3, floatmode="maxprec", suppress_small=False, separator=" ")


def result_tables(result, precision=8):
    """A result for a person: a heading, its targets with their values, its sources with their gradients."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    heading = Text(f"{result.kind} (line {result.line})", style="bold")
    targets = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    sources = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    for table, role, values in ((targets, "target", "value"), (sources, "source", result.kind)):
        table.add_column(role, style="bold", no_wrap=True)
        table.add_column("shape", no_wrap=True)
        table.add_column(values, no_wrap=True)
    for t in result.targets:
        targets.add_row(t.expr, _shape(t.value.shape), format_array(t.value.value, precision))
    for s in result.sources:
        shape = s.value.shape if s.result is None else s.result.shape
        sources.add_row(s.expr, _shape(shape), format_array(None if s.result is None else s.result.value, precision))
    return Group(heading, targets, sources)


def _shape(shape):
    return str(tuple(shape))
