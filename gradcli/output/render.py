"""Presentation: every command's report as text, in each of its formats. Pure functions, no printing.

`FORMATS` has one table per command, mapping each format name to the function
that renders it; `render` yields what goes to stdout and to stderr, as `Out`
items (a line of text, or a list of rich renderables), as soon as each is
ready: `gradcli batch --format jsonl` streams. A new format is one function in a
command's table.

JSON follows the reference schema: one entry per result, its flattened targets
(shape, value) and sources (shape, gradient or jacobian), scalars as bare
numbers, arrays as nested lists, non-finite numbers as "inf", "-inf", "nan".
rich is imported only by the table renderers.
"""
import collections
import contextlib
import functools
import math
import os
import sys

import numpy as np

from gradcli.engine.errors import EvaluationError

SUMMARY_THRESHOLD = 100  # arrays with more elements are shown by their corners
FULL = "full"  # the width of a value shown whole (--full): every entry
EDGE_ITEMS = 3  # how many rows and columns of each corner

Out = collections.namedtuple("Out", "stream content")  # stream: "stdout" or "stderr"; content: text or renderables


class Presentation(collections.namedtuple("Presentation", "digits color full width",
                                          defaults=(None, "auto", False, 80))):
    """How to present numbers and text: significant `digits` (None: 8 in tables, all a number's dtype holds in
    plain and CSV), `color` ("auto": on a terminal, unless the NO_COLOR environment variable is set; "always";
    "never"), and `full`: every entry of an array, where tables otherwise summarise it to fit `width`, the
    terminal's."""

    @property
    def precision(self):
        """The significant digits of numbers in tables."""
        return self.digits or 8


def render(report, output_format, presentation=Presentation()):
    """What the report's command prints for it in `output_format`: Out items, in order."""
    return FORMATS[report.command][output_format](report, presentation)


def narrowest_width(console, renderables):
    """The narrowest width at which `renderables` print with no number or place wrapped or cut: headings and
    prose may wrap, but a table's column that must not wrap keeps its widest cell, and a line that must not
    wrap keeps its length."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    rigid = [0]
    unbounded = console.options.update_width(1_000_000)

    def hold(renderable):
        if isinstance(renderable, Group):
            for part in renderable.renderables:
                hold(part)
        elif isinstance(renderable, Text) and renderable.no_wrap:
            rigid.append(renderable.cell_len)
        elif isinstance(renderable, Table):
            for column in renderable.columns:
                if column.no_wrap:
                    column.min_width = max(console.measure(cell, options=unbounded).maximum
                                           for cell in [column.header, *column._cells])

    for renderable in renderables:
        hold(renderable)
    return max([console.measure(r, options=unbounded).minimum for r in renderables] + rigid)


def console(file, presentation, width=None):
    """A rich console writing to `file` as `presentation` says: no markup in cells (a formula's [x] is text),
    and escape codes only where colour is wanted."""
    from rich.console import Console

    color = {"always": {"force_terminal": True}, "never": {"color_system": None}}.get(presentation.color, {})
    if presentation.color == "auto" and os.environ.get("NO_COLOR"):
        color = {"color_system": None}
    return Console(file=file, highlight=False, markup=False, width=width, **color)


def _out(content):
    return Out("stdout", content)


def _err(content):
    return Out("stderr", content)


def plain_number(x):
    """A float for JSON: itself when finite, else the string 'inf', '-inf' or 'nan'."""
    x = float(x)
    return x if math.isfinite(x) else ("nan" if math.isnan(x) else ("inf" if x > 0 else "-inf"))


def to_json_value(array):
    """A tensor's value as a bare number or nested lists, strict-JSON safe; None stays None. Each number is the
    shortest that reads back as itself in its own dtype: a float32 0.20586157, not its float64 widening."""
    if array is None:
        return None
    array = np.asarray(array)
    if array.ndim == 0:
        return plain_number(repr_number(array))
    return [to_json_value(row) for row in array]


# The key of each source's answer in JSON, by the kind of result: its kind, but a jvp's sources hold tangents.
SOURCE_KEYS = {"jvp": "tangent"}


def result_to_dict(result):
    """A result as JSON: its targets (with their jvp, for a jvp) and sources (with their gradient, jacobian,
    hessian — a list of blocks, one per source —, batch_jacobian or tangent); `order` for nested tapes."""
    doc = {"kind": result.kind, "line": result.line}
    if result.order != 1:
        doc["order"] = result.order
    doc["targets"] = [{"expr": t.expr, "shape": list(t.value.shape), "value": to_json_value(t.value.value),
                       **({"jvp": _json_result(t.jvp)} if result.kind == "jvp" else {})} for t in result.targets]
    doc["sources"] = [{"expr": s.expr, "shape": list(s.value.shape),
                       SOURCE_KEYS.get(result.kind, result.kind): _json_result(s.result)} for s in result.sources]
    return doc


def _json_result(result):
    if result is None:
        return None
    if isinstance(result, list):  # a hessian's row of blocks
        return [_json_result(block) for block in result]
    return to_json_value(result.value)


def _json(document):
    """One line of strict JSON (json is imported here: the plain and table formats do without it)."""
    import json

    return json.dumps(document, allow_nan=False)


def _csv(rows):
    """CSV text of rows, one line each."""
    import csv
    import io

    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerows(rows)
    return text.getvalue().removesuffix("\n")


def results_json(results, check=None, symbolic=None):
    """The JSON document for results, as one line of strict JSON; with a finite-difference check
    and symbolic derivatives when given."""
    return _json(results_document(results, check, symbolic))


def results_document(results, check=None, symbolic=None):
    """The document `results_json` writes, as a dict."""
    doc = {"results": [result_to_dict(r) for r in results]}
    if check is not None:
        doc["check"] = {"max_abs_error": plain_number(check.max_abs_error),
                        "max_rel_error": plain_number(check.max_rel_error), "agrees": check.agrees}
    if symbolic is not None:
        doc["symbolic"] = [{"target": r.target, "source": r.source, "derivative": r.formula,
                            "value": plain_number(r.value), "tape": plain_number(r.tape), "agrees": r.agrees}
                           for r in symbolic]
    return doc


# ----- Numbers and arrays as text -----

def format_number(x, precision=8):
    """`precision` significant digits, shortest form: 6.0, 0.20586156, 1.5e-07, inf; zero has no sign."""
    x = float(x) + 0.0  # -0.0 + 0.0 is 0.0
    if not math.isfinite(x):
        return plain_number(x)
    if x == 0 or 1e-4 <= abs(x) < 1e16:
        return np.format_float_positional(x, precision=precision, unique=True, fractional=False, trim="0")
    return np.format_float_scientific(x, precision=precision - 1, unique=True, trim="0")


def format_array(value, precision=8, width=None):
    """A number, or an array laid out as a matrix with aligned columns, as numpy lays it out: large arrays by
    their corners, and arrays wider than `width` characters with fewer entries of each row at its ends; every
    entry when `width` is FULL."""
    if value is None:
        return "None"
    array = np.asarray(value)
    if array.ndim == 0:
        return format_number(array, precision)
    if array.size == 0:
        return "[]"  # as numpy prints an empty array of any shape
    if width is FULL:
        edges = (None,)
    elif array.size > SUMMARY_THRESHOLD:
        edges = (EDGE_ITEMS, 2, 1)
    else:
        edges = (None, EDGE_ITEMS, 2, 1)
    for edge in edges:  # None: every entry; then fewer and fewer, until the widest line fits
        lines = _array_lines(array, _cell(array, edge, precision), edge)
        if width in (None, FULL) or max(map(len, lines)) <= width:
            break
    return "\n".join(lines)


def _cell(array, edge, precision):
    """Numbers of one width: the widest of those shown."""
    shown = _shown_values(array, edge)
    width = max((len(format_number(v, precision)) for v in shown), default=0)
    return lambda v: format_number(v, precision).rjust(width)


def _shown_indices(n, edge):
    return list(range(n)) if edge is None or n <= 2 * edge else list(range(edge)) + [None] + list(range(n - edge, n))


def _shown_values(array, edge):
    if array.ndim == 0:
        return [array]
    return [v for i in _shown_indices(array.shape[0], edge) if i is not None for v in _shown_values(array[i], edge)]


def _array_lines(array, cell, edge):
    """numpy's nested-bracket layout: one line per row, a blank line between higher blocks."""
    indices = _shown_indices(array.shape[0], edge)
    if array.ndim == 1:
        return ["[" + " ".join("..." if i is None else cell(array[i]) for i in indices) + "]"]
    lines = []
    for k, i in enumerate(indices):
        if k > 0:
            lines.extend([""] * (array.ndim - 2))
        block = ["..."] if i is None else _array_lines(array[i], cell, edge)
        lines.extend(" " + line if line else line for line in block)
    lines[0] = "[" + lines[0][1:]
    lines[-1] += "]"
    return lines


# ----- Tables -----

COLUMN_GAP = 3  # the spaces between two columns of a table
NARROWEST_VALUE = 20  # a value column is never squeezed narrower than this to fit the terminal


def result_tables(result, presentation, title=None):
    """A result for a person: a heading, its targets with their values, its sources with their gradients."""
    from rich.console import Group
    from rich.text import Text

    heading = Text(title or f"{result.kind} (line {result.line})", style="bold")
    targets = _value_table("target", "value", [(t.expr, t.value.shape, t.value.value) for t in result.targets],
                           presentation)
    parts = [heading, targets, Text("")]
    if result.kind == "jvp":  # each target's J·v, in a table of its own
        parts += [_value_table("target", "jvp", [(t.expr, t.value.shape, None if t.jvp is None else t.jvp.value)
                                                 for t in result.targets], presentation), Text("")]
    sources = _value_table("source", SOURCE_KEYS.get(result.kind, result.kind),
                           [(s.expr, s.value.shape if s.result is None or isinstance(s.result, list) else
                             s.result.shape, _source_value(result, s, presentation)) for s in result.sources],
                           presentation)
    return Group(*parts, sources, Text(""))


def _source_value(result, source, presentation):
    """A source's answer for a table: its value, or a hessian's row of blocks as text, each labelled with the
    source it differentiates by."""
    if not isinstance(source.result, list):
        return None if source.result is None else source.result.value
    return "\n".join(f"d/d{other.expr}: " + format_slices(None if b is None else b.value, presentation.precision)
                     .replace("\n", "\n" + " " * (len(other.expr) + 4)) for other, b in zip(result.sources,
                                                                                          source.result))


def _table(*columns):
    """A table as gradcli draws them: a rule under the header, no edges, and a column per name that never wraps
    (a (name, options) pair gives the column rich's options too)."""
    from rich import box
    from rich.table import Table

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for column in columns:
        name, options = column if isinstance(column, tuple) else (column, {})
        table.add_column(name, no_wrap=True, **options)
    return table


def _value_table(role, heading, rows, presentation):
    """A table of (expression, shape, value) rows, the values laid out to fit beside the other columns."""
    table = _table((role, {"style": "bold"}), "shape", heading)
    width = _value_width(presentation, [role] + [expr for expr, _, _ in rows],
                         ["shape"] + [_shape(shape) for _, shape, _ in rows])
    for expr, shape, value in rows:
        text = value if isinstance(value, str) else format_array(value, presentation.precision, width)
        table.add_row(expr, _shape(shape), text)
    return table


def _value_width(presentation, *label_columns, values=1):
    """How wide each of `values` value columns may be beside the label columns, to fit the terminal; FULL for
    every entry (--full)."""
    if presentation.full:
        return FULL
    labels = sum(max(map(len, column), default=0) + COLUMN_GAP for column in label_columns)
    return max(NARROWEST_VALUE, (presentation.width - labels) // values - COLUMN_GAP * (values - 1))


def _shape(shape):
    return str(tuple(shape))


def format_slices(value, precision=8, width=None):
    """Like `format_array`, but an array of rank 3 or more as labelled matrices: [0, :, :] then its rows."""
    array = None if value is None else np.asarray(value)
    if array is None or array.ndim <= 2:
        return format_array(array, precision, width)
    blocks = []
    for index in np.ndindex(array.shape[:-2]):
        label = "[" + ", ".join(str(i) for i in index) + ", :, :]"
        blocks.append(label + "\n" + format_array(array[index], precision, width))
    return "\n".join(blocks)


# ----- For scripts: CSV and plain text -----

def csv_rows(results, precision=None):
    """A header, then one row per element: result, target, source, index, value (None when unconnected); a jvp's
    rows are its targets' J·v, a hessian's are each block's, `d/dy` before the index naming it."""
    yield ["result", "target", "source", "index", "value"]
    for result in results:
        targets = "; ".join(t.expr for t in result.targets)
        if result.kind == "jvp":  # the jvp of each target, by element (its sources' tangents are given, not found)
            for t in result.targets:
                yield from _csv_elements(result.kind, t.expr, "", "", t.jvp, precision)
            continue
        for s in result.sources:
            if not isinstance(s.result, list):
                yield from _csv_elements(result.kind, targets, s.expr, "", s.result, precision)
                continue
            for other, block in zip(result.sources, s.result):  # a hessian's blocks: d/d<source> before the index
                yield from _csv_elements(result.kind, targets, s.expr, f"d/d{other.expr}", block, precision)


def _csv_elements(kind, targets, source, prefix, tensor, precision):
    if tensor is None:
        yield [kind, targets, source, prefix, "None"]
        return
    array = np.asarray(tensor.value)
    for index in np.ndindex(array.shape):
        yield [kind, targets, source, prefix + "".join(f"[{i}]" for i in index), repr_number(array[index], precision)]


def repr_number(x, precision=None):
    """The shortest text that reads back as the same number in its dtype (6.0, 0.20586157 for a float32, nan), or
    with `precision` significant digits; zero has no sign."""
    x = np.asarray(x)[()]
    if precision is not None:
        return format_number(x, precision)
    return str(x + x.dtype.type(0)) if np.isfinite(x) else plain_number(x)


def plain_block(value, precision=None):
    """A value for scripts, keeping its shape: a scalar or a vector on one line (elements separated by spaces), a
    matrix a line per row, higher ranks their matrices one after another with a blank line between; None."""
    if value is None:
        return "None"
    array = np.asarray(value)
    if array.ndim <= 1:
        return " ".join(repr_number(v, precision) for v in array.reshape(-1))
    if array.ndim == 2:
        return "\n".join(plain_block(row, precision) for row in array)
    return "\n\n".join(plain_block(matrix, precision) for matrix in array.reshape((-1,) + array.shape[-2:]))


def plain_lines(results, precision=None):
    """Each result's sources, one after another: a blank line between sources when one is a matrix or more, and
    a blank line before each jacobian after the gradient."""
    blocks = []
    for result in results:
        values = _plain_values(result)
        spaced = any(np.ndim(v) >= 2 for v in values)
        blocks.append(("\n\n" if spaced else "\n").join(plain_block(v, precision) for v in values))
    return "\n\n".join(blocks)


def _plain_values(result):
    """What plain text shows of a result: each source's answer; a jvp's targets' J·v instead; a hessian's row of
    blocks as one vector (a row of the Hessian, for scalar sources), None where a block is unconnected."""
    if result.kind == "jvp":
        return [None if t.jvp is None else t.jvp.value for t in result.targets]
    values = []
    for s in result.sources:
        if isinstance(s.result, list):
            blocks = s.result
            values.append(None if any(b is None for b in blocks) else
                          np.concatenate([np.ravel(b.value) for b in blocks]))
        else:
            values.append(None if s.result is None else s.result.value)
    return values


def jacobian_comparison(gradient, jacobians, comparison, presentation, weights=None):
    """The answer to "shouldn't this be a jacobian?": each formula's jacobian block per source, their
    (weighted) sum over formulas and elements, and tape.gradient's answer below it."""
    from rich.console import Group
    from rich.text import Text

    precision = presentation.precision
    table = _table(("target", {"style": "bold"}), "shape", *(["output gradient"] if weights is not None else []),
                   *(f"d/d{s.expr}" for s in gradient.sources))
    labels = ["target", "tape.gradient"] + [jac.targets[0].expr for jac in jacobians]
    width = _value_width(presentation, labels, ["shape"] + [_shape(jac.targets[0].value.shape) for jac in jacobians],
                         values=len(gradient.sources) + (weights is not None))
    gap = [""] * (2 if weights is None else 3)
    for k, jac in enumerate(jacobians):
        target = jac.targets[0]
        weight = [] if weights is None else [format_array(weights[k], precision, width)]
        table.add_row(target.expr, _shape(target.value.shape), *weight,
                      *(format_slices(None if s.result is None else s.result.value, precision, width)
                        for s in jac.sources))
    table.add_section()
    label = "sum" if weights is None else "weighted sum"
    table.add_row(label, *gap[1:], *(format_array(v, precision, width) for v in comparison.summed))
    table.add_row("tape.gradient", *gap[1:], *(format_array(None if s.result is None else s.result.value, precision,
                                                            width) for s in gradient.sources))
    table.add_row("", *gap[1:], *("equal" if same else "DIFFERENT" for same in comparison.equal), style="dim")
    how = "weighted by the output gradients and summed" if weights is not None else "summed"
    heading = Text(f"tape.jacobian of each target, {how} over targets and elements, is tape.gradient", style="bold")
    return Group(heading, table, Text(""))


def check_line(check):
    """One line on how the tape compares with central finite differences."""
    errors = (f"largest absolute error {check.max_abs_error:.3g}, largest relative error {check.max_rel_error:.3g}"
              " among finite values")
    if check.agrees:
        return f"finite differences agree: {errors}"
    d = check.difference
    element = d.source + "".join(f"[{i}]" for i in d.index)
    return (f"finite differences DISAGREE: the {d.kind} for {element} is {format_number(d.tape)}, finite "
            f"differences give {format_number(d.finite_differences)}; {errors}")


def symbolic_table(rows, precision=8):
    """sympy's derivative of each target by each source, its value, and the tape's beside it."""
    from rich.console import Group
    from rich.text import Text

    table = _table("target", "source", "derivative (sympy)", "sympy value", "tape value", "")
    in_sums = False
    for row in rows:
        if row.target == "sum" and not in_sums:
            table.add_section()
            in_sums = True
        table.add_row(row.target, row.source, row.formula, format_number(row.value, precision),
                      format_number(row.tape, precision), "agrees" if row.agrees else "DIFFERS")
    return Group(Text("symbolic derivatives", style="bold"), table, Text(""))


def functions_table(group, entries):
    """One group of the vocabulary: signature and description of each function."""
    from rich import box
    from rich.table import Table

    table = Table(title=group, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD, show_edge=False,
                  pad_edge=False)
    table.add_column("function", no_wrap=True)
    table.add_column("description")
    for e in entries:
        aliases = "".join(f"\n  also {a}" for a in e.aliases)
        table.add_row(e.signature + aliases, e.description)
    return table


def summary(value, precision=6):
    """A short one-line form of a value: the number, the elements of a small array, or its shape and range."""
    if value is None:
        return "None"
    array = np.asarray(value)
    if array.size <= 6:
        return format_array(array, precision).replace("\n", "")
    return f"{array.shape} from {format_number(array.min(), precision)} to {format_number(array.max(), precision)}"


def graph_tree(roots, precision=6):
    """The formulas drawn as trees of their parts: each one's value and the gradient that flowed back into it."""
    from rich.text import Text
    from rich.tree import Tree

    def label(node):
        text = Text()
        text.append(node.label, style="bold")
        text.append(f"  = {summary(node.value.value, precision)}")
        gradient = None if node.gradient is None else node.gradient.value
        text.append(f"  gradient {summary(gradient, precision)}", style="green" if gradient is not None else "dim")
        return text

    def grow(branch, node):
        for child in node.children:
            grow(branch.add(label(child)), child)

    tree = Tree(Text("targets (the gradient flowing into each is the sum over its uses)", style="bold"))
    for root in roots:
        grow(tree.add(label(root)), root)
    return tree


def batch_tables(entries, interrupted=False):
    """A batch for a person: a line per file (results, status, time), then the failures' messages and the
    warnings (inf and nan in results, TensorFlow's), and whether it was interrupted."""
    from rich.console import Group
    from rich.text import Text

    table = _table("file", ("results", {"justify": "right"}), "status", ("time", {"justify": "right"}))
    for e in entries:
        status = "ok" if e.ok else ("expected answer differs" if e.mismatches else "failed")
        table.add_row(e.file, "-" if e.results is None else str(len(e.results)), status, f"{e.seconds * 1000:.1f} ms",
                      style=None if e.ok else "red")
    failed = [e for e in entries if not e.ok]
    stopped = ", then Ctrl-C stopped it" if interrupted else ""
    totals = Text(f"{len(entries) - len(failed)} passed, {len(failed)} failed{stopped}", style="bold")
    # A message keeps its line whole, to be found and copied: places, like numbers, never wrap.
    messages = [Text(_failure(e, problem), no_wrap=True) for e in failed for problem in e.mismatches or [e.error]]
    messages += [Text(f"{e.file}: {_warning(w)}", no_wrap=True) for e in entries for w in e.warnings or []]
    return [Group(table, Text(""), *messages, *([Text("")] if messages else []), totals)]


def _warning(text):
    return text if text.startswith(("WARNING:", "warning:")) else f"warning: {text}"


def _failure(entry, problem):
    place = ":".join(str(p) for p in (entry.file, problem.line, problem.col) if p is not None)
    return f"{place}: error: {problem.message}"


# ----- gradcli grad -----

def _grad_table(report, presentation):
    renderables = [result_tables(report.gradient, presentation, title=report.call)]
    if report.jacobians:
        renderables.append(jacobian_comparison(report.gradient, report.jacobians, report.comparison, presentation,
                                               report.weights))
    if report.derivatives:
        renderables.append(symbolic_table(report.derivatives, presentation.precision))
    yield _out(renderables)
    if report.check:
        yield _out(check_line(report.check))
    yield from _grad_warnings(report)


def _grad_json(report, presentation):
    yield _out(results_json([report.gradient] + report.jacobians, report.check, report.derivatives))
    yield from _grad_warnings(report)


def _grad_notes(report):
    """What scripts' formats say on stderr: sympy's derivatives, the finite-difference verdict, inf and nan."""
    for row in report.derivatives or []:
        yield _err(f"d({row.target})/d{row.source} = {row.formula}")
    for row in report.derivatives or []:
        if not row.agrees:
            yield _err(f"error: sympy's d({row.target})/d{row.source} is {format_number(row.value)} here, but the "
                       f"tape's is {format_number(row.tape)}")
    if report.check:
        yield _err(check_line(report.check))
    yield from _grad_warnings(report)


def _grad_warnings(report):
    """What the tape did without a word (integer sources), inf and nan in the results, and answers that differ
    from --expect."""
    for note in report.notes:
        yield _err(f"warning: {note}")
    yield from _non_finite(report)
    for mismatch in report.mismatches:
        yield _err(f"error: {mismatch.message}")


def _non_finite(report):
    """inf and nan in the results: a warning each, or an error each with --strict."""
    for message in report.warnings:
        yield _err(f"{'error' if report.strict else 'warning'}: {message}")


# ----- gradcli run -----

def _run_table(report, presentation):
    yield _out([result_tables(r, presentation) for r in report.results])
    yield from _run_notes(report)


def _run_json(report, presentation):
    yield _out(results_json(report.results))
    yield from _run_notes(report)


def _run_notes(report):
    yield from _non_finite(report)
    for mismatch in report.mismatches:
        yield _err(EvaluationError(mismatch.message, mismatch.position).format())
    if report.error:
        yield _err(report.error.format())
    elif not report.results:
        from gradcli.lang.parse import NOTHING_TO_DIFFERENTIATE

        yield _err(f"error: {NOTHING_TO_DIFFERENTIATE}")


def _tensorflow_table(report, presentation):
    yield from map(_err, report.warnings)  # what it printed, it printed as it ran


def _tensorflow_json(report, presentation):
    yield _out(_json({"file": report.file, "output": "".join(report.printed)}))
    yield from map(_err, report.warnings)


# ----- gradcli batch -----

def _batch_table(report, presentation):
    entries, interrupted = _collected(report, presentation)
    yield _out(batch_tables(entries, interrupted))
    if interrupted:
        raise KeyboardInterrupt  # the rows finished so far are shown; Ctrl-C still ends with its status


def _batch_jsonl(report, presentation):
    for entry in report.entries():
        yield _out(entry_line(entry))  # as soon as its file is done


def _batch_json(report, presentation):
    entries, interrupted = _collected(report, presentation)
    if interrupted:
        raise KeyboardInterrupt
    failed = sum(not e.ok for e in entries)
    body = ", ".join(entry_line(e) for e in entries)
    yield _out(f'{{"passed": {len(entries) - failed}, "failed": {failed}, "files": [{body}]}}')


def entry_line(entry):
    """A batch entry as one line of strict JSON, without its timing (output must not depend on the machine)."""
    line = {"file": entry.file, "ok": entry.ok}
    if entry.results is not None:
        line["results"] = [result_to_dict(r) for r in entry.results]
    if entry.output is not None:
        line["output"] = entry.output
    if entry.warnings:
        line["warnings"] = entry.warnings
    if entry.error:
        line["error"] = vars(entry.error)
    if entry.mismatches:
        line["mismatches"] = [vars(m) for m in entry.mismatches]
    return _json(line)


@contextlib.contextmanager
def _progress_bar(description, presentation, total=None):
    """A progress bar on stderr while the block runs, when stderr is a terminal: yields a function that updates
    it (rich's Progress.update of its one task: completed=, total=, advance=, description=), or None elsewhere."""
    terminal = console(sys.stderr, presentation)
    if not terminal.is_terminal:
        yield None
        return
    from rich.progress import Progress

    with Progress(console=terminal, transient=True) as progress:
        yield functools.partial(progress.update, progress.add_task(description, total=total))


@contextlib.contextmanager
def progress_on_terminal(what, presentation):
    """A `step_done(count, total)` that shows a progress bar on stderr while the block runs, on a terminal."""
    with _progress_bar(what, presentation) as update:
        yield update and (lambda count, total: update(completed=count, total=total))


def _collected(report, presentation):
    """The batch's entries, and whether Ctrl-C stopped it first; with a progress bar on stderr while they come,
    naming the file running, when stderr is a terminal."""
    collected = []
    try:
        with _progress_bar(report.files[0], presentation, total=len(report.files)) as update:
            for entry in report.entries():
                collected.append(entry)
                if update:
                    update(advance=1, description=report.files[len(collected)] if len(collected) < len(report.files)
                           else "")
    except KeyboardInterrupt:
        return collected, True
    return collected, False


# ----- gradcli graph and gradcli functions -----

def _graph_table(report, presentation):
    yield _out([graph_tree(report.roots, presentation.precision)])


def _graph_json(report, presentation):
    def node(n):
        return {"expr": n.label, "shape": list(n.value.shape), "value": to_json_value(n.value.value),
                "gradient": None if n.gradient is None else to_json_value(n.gradient.value),
                "inputs": [node(child) for child in n.children]}
    yield _out(_json({"targets": [node(root) for root in report.roots]}))


def _functions_table(report, presentation):
    yield _out([functions_table(group, entries) for group, entries in report.groups.items()])


def _functions_plain(report, presentation):
    for entries in report.groups.values():
        for e in entries:
            yield _out(f"{e.signature}\t{e.description}")


def _functions_json(report, presentation):
    yield _out(_json([{"name": e.name, "aliases": list(e.aliases), "group": e.group, "signature": e.signature,
                       "description": e.description} for entries in report.groups.values() for e in entries]))


# ----- gradcli grad --over -----

SWEEP_EDGE_ROWS = 10  # a table of a longer sweep shows this many points at each end


def sweep_columns(sweep):
    """The sweep as columns of one entry per point, each (name, role, entries): the coordinates, each element
    of each formula's value, then of each source's gradient (one column of None for an unconnected source)."""
    columns = [(a.name, "coordinate", c) for a, c in zip(sweep.axes, sweep.coordinates)]
    for role, prefix, series in [("value", "", t) for t in sweep.targets] + [("gradient", "d/d", s)
                                                                             for s in sweep.sources]:
        if series.values is None:
            columns.append((prefix + series.expr, role, [None] * sweep.size))
            continue
        rows = np.asarray(series.values)
        for index in np.ndindex(rows.shape[1:]):
            name = prefix + series.expr + "".join(f"[{i}]" for i in index)
            columns.append((name, role, rows[(slice(None),) + index]))
    return columns


def _entry(x):
    return "None" if x is None else repr_number(x)


def _sweep_csv(report, presentation):
    columns = sweep_columns(report.sweep)
    rows = [[_entry(x) for x in row] for row in zip(*(entries for _, _, entries in columns))]
    yield _out(_csv([[name for name, _, _ in columns]] + rows))
    yield from _non_finite(report)


def _sweep_plain(report, presentation):
    """One line per point: its coordinates, then the gradient's elements, as `--format plain` gives them."""
    shown = [entries for _, role, entries in sweep_columns(report.sweep) if role != "value"]
    yield _out("\n".join(" ".join(_entry(x) for x in row) for row in zip(*shown)))
    yield from _non_finite(report)


def _sweep_json(report, presentation):
    """One document, one point to a line: {"call", "over", "points": [{"at", "targets", "sources"}, ...]}."""
    sweep = report.sweep
    head = {"call": sweep.call, "over": [{"name": a.name, "start": a.start, "stop": a.stop, "count": a.count}
                                         for a in sweep.axes]}
    points = [_json(_point_dict(sweep, i)) for i in range(sweep.size)]
    yield _out(_json(head)[:-1] + ', "points": [\n' + ",\n".join(points) + "\n]}")
    yield from _non_finite(report)


def _point_dict(sweep, i):
    return {"at": {a.name: plain_number(c[i]) for a, c in zip(sweep.axes, sweep.coordinates)},
            "targets": [{"expr": t.expr, "shape": list(t.shape), "value": to_json_value(t.values[i])}
                        for t in sweep.targets],
            "sources": [{"expr": s.expr, "shape": list(s.shape),
                         "gradient": None if s.values is None else to_json_value(s.values[i])} for s in sweep.sources]}


def _sweep_table(report, presentation):
    """The first and last points as a table, each formula's value and the gradient beside the coordinates."""
    from rich.console import Group
    from rich.text import Text

    sweep, precision = report.sweep, presentation.precision
    ranges = ", ".join(f"{a.name} from {format_number(a.start, precision)} to {format_number(a.stop, precision)}"
                       for a in sweep.axes)
    heading = Text(f"{sweep.call} at {sweep.size} points: {ranges}", style="bold")
    table = _table(*[a.name for a in sweep.axes], *[t.expr for t in sweep.targets],
                   *[f"d/d{s.expr}" for s in sweep.sources])
    series = [t.values for t in sweep.targets] + [s.values for s in sweep.sources]
    hidden = sweep.size - 2 * SWEEP_EDGE_ROWS
    for i in range(sweep.size):
        if hidden > 0 and SWEEP_EDGE_ROWS <= i < sweep.size - SWEEP_EDGE_ROWS:
            if i == SWEEP_EDGE_ROWS:
                table.add_row(*["⋮"] * (len(sweep.axes) + len(series)), style="dim")
            continue
        table.add_row(*(format_number(c[i], precision) for c in sweep.coordinates),
                      *(summary(None if v is None else v[i], precision) for v in series))
    notes = [Text(f"{hidden} points not shown; --format csv lists every point", style="dim")] if hidden > 0 else []
    yield _out([Group(heading, table, *notes)])
    yield from _non_finite(report)


# ----- gradcli grad --jvp -----

def jvp_comparison(report, precision=8):
    """Each formula's jacobian by the tangents' names, J·v from it, and the forward mode's answer beside it."""
    from rich.console import Group
    from rich.text import Text

    table = _table("target", "shape", *[f"d/d{s.expr}" for s in report.result.sources], "J·v", "jvp", "")
    for jac, target, product, same in zip(report.jacobians, report.result.targets, report.comparison.summed,
                                          report.comparison.equal):
        table.add_row(target.expr, _shape(target.value.shape),
                      *(format_slices(None if s.result is None else s.result.value, precision) for s in jac.sources),
                      format_array(product, precision), format_array(None if target.jvp is None else target.jvp.value,
                                                                     precision), "equal" if same else "DIFFERENT")
    tangents = ", ".join(f"{s.expr} = {format_array(s.result.value, precision)}" for s in report.result.sources)
    heading = Text(f"tape.jacobian of each target times the tangents ({tangents}) gives the jvp", style="bold")
    return Group(heading, table, Text(""))


def _jvp_table(report, presentation):
    renderables = [result_tables(report.result, presentation, title=report.call)]
    if report.jacobians:
        renderables.append(jvp_comparison(report, presentation.precision))
    yield _out(renderables)
    if report.check:
        yield _out(check_line(report.check))
    yield from _non_finite(report)


def _jvp_json(report, presentation):
    yield _out(results_json([report.result] + report.jacobians, report.check))
    yield from _non_finite(report)


# ----- gradcli hessian -----

def hessian_tables(report, precision=8):
    """The formula's value, then a row per source: its gradient and its Hessian block by every source."""
    from rich.console import Group
    from rich.text import Text

    result = report.result
    (target,) = result.targets
    table = _table("source", "shape", "gradient", *[f"d/d{s.expr}" for s in result.sources])
    for s, gradient in zip(result.sources, report.gradient):
        table.add_row(s.expr, _shape(s.value.shape), format_array(None if gradient is None else gradient.value, precision),
                      *(format_slices(None if b is None else b.value, precision) for b in s.result))
    value = Text(f"value  {format_array(target.value.value, precision)}")
    return Group(Text(report.call, style="bold"), value, Text(""), table, Text(""))


def eigen_lines(found, precision=8):
    """The Hessian's eigenvalues, and what they say about the point."""
    values = ", ".join(format_number(v, precision) for v in found.values)
    return [f"eigenvalues: {values}" if found.values else "eigenvalues: none", f"{found.curvature}: {verdict(found)}"
            if found.values else verdict(found)]


def _eigen_json(found):
    return {"eigenvalues": [plain_number(v) for v in found.values], "curvature": found.curvature,
            "stationary": found.stationary, "verdict": verdict(found)}


_SHAPES = {
    "positive definite": ("a local minimum", "the function curves upward in every direction here"),
    "negative definite": ("a local maximum", "the function curves downward in every direction here"),
    "indefinite": ("a saddle point", "the function curves upward in some directions and downward in others"),
}


def verdict(found):
    """What the Hessian's eigenvalues (an Eigen) and the gradient say about the point, in words."""
    if found.curvature == "undefined":
        return "the Hessian holds inf or nan here: no eigenvalues"
    if found.curvature in _SHAPES:
        point, shape = _SHAPES[found.curvature]
        return f"{point}: the gradient is zero and {shape}" if found.stationary else \
            f"not a stationary point (the gradient is not zero); {shape}"
    if not found.stationary:
        return f"not a stationary point (the gradient is not zero); the Hessian is {found.curvature}"
    return (f"the gradient is zero, but the Hessian is {found.curvature} ({found.flat} flat "
            f"direction{'s' * (found.flat != 1)}): second derivatives cannot tell a minimum, a maximum or a saddle "
            "apart here")


def _hessian_table(report, presentation):
    precision = presentation.precision
    renderables = [hessian_tables(report, precision)]
    if report.derivatives:
        renderables.append(symbolic_table(report.derivatives, precision))
    yield _out(renderables)
    if report.eigen:
        yield _out("\n".join(eigen_lines(report.eigen, precision)))
    if report.check:
        yield _out(check_line(report.check))
    yield from _non_finite(report)


def _hessian_json(report, presentation):
    doc = results_document([report.result], report.check, report.derivatives)
    doc["results"][0]["gradient"] = [_json_result(g) for g in report.gradient]
    if report.eigen:
        doc["eigen"] = _eigen_json(report.eigen)
    yield _out(_json(doc))
    yield from _non_finite(report)


def _hessian_notes(report):
    if report.eigen:
        yield from map(_err, eigen_lines(report.eigen))
    yield from _grad_notes(report)


# ----- gradcli plot -----

def _plot_terminal(report, presentation):
    """The picture in the terminal, or a note on standard error of the file it went to."""
    from gradcli.output.drawing import TerminalPlot

    if report.output:
        yield _err(f"wrote {report.output}")
    else:
        yield _out([TerminalPlot(report.picture)])
    for message in report.warnings:
        yield _err(f"warning: {message}; the picture leaves those points out")


def _for_scripts(results_of, notes):
    """The csv and plain formats of a report whose results are `results_of(report)`, with `notes` on stderr."""
    def as_csv(report, presentation):
        yield _out(_csv(csv_rows(results_of(report), presentation.digits)))
        yield from notes(report)

    def as_plain(report, presentation):
        yield _out(plain_lines(results_of(report), presentation.digits))
        yield from notes(report)

    return {"csv": as_csv, "plain": as_plain}


FORMATS = {  # the first format of each command is its default
    "grad": {"table": _grad_table, "json": _grad_json, **_for_scripts(lambda r: [r.gradient] + r.jacobians,
                                                                       _grad_notes)},
    "grad sweep": {"table": _sweep_table, "json": _sweep_json, "csv": _sweep_csv, "plain": _sweep_plain},
    "grad jvp": {"table": _jvp_table, "json": _jvp_json, **_for_scripts(lambda r: [r.result] + r.jacobians,
                                                                         _grad_notes)},
    "hessian": {"table": _hessian_table, "json": _hessian_json, **_for_scripts(lambda r: [r.result], _hessian_notes)},
    "run": {"table": _run_table, "json": _run_json},
    "run tensorflow": {"table": _tensorflow_table, "json": _tensorflow_json},
    "batch": {"table": _batch_table, "jsonl": _batch_jsonl, "json": _batch_json},
    "graph": {"table": _graph_table, "json": _graph_json},
    "plot": {"terminal": _plot_terminal},
    "functions": {"table": _functions_table, "plain": _functions_plain, "json": _functions_json},
}

