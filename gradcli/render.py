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
import csv
import io
import json
import math
import os
import sys

import numpy as np

from gradcli.errors import EvaluationError

Out = collections.namedtuple("Out", "stream content")  # stream: "stdout" or "stderr"; content: text or renderables

# How to present numbers and text: significant digits in tables, and colour ("auto": on a terminal, unless
# the NO_COLOR environment variable is set; "always"; "never").
Presentation = collections.namedtuple("Presentation", "precision color", defaults=(8, "auto"))


def render(report, output_format, presentation=Presentation()):
    """What the report's command prints for it in `output_format`: Out items, in order."""
    return FORMATS[report.command][output_format](report, presentation)


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
    """A tensor's value as a bare number or nested lists, strict-JSON safe; None stays None."""
    if array is None:
        return None
    array = np.asarray(array, dtype=np.float64)
    if array.ndim == 0:
        return plain_number(array)
    if np.isfinite(array).all():
        return array.tolist()
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


def results_json(results, check=None, symbolic=None):
    """The JSON document for results, as one line of strict JSON; with a finite-difference check
    and symbolic derivatives when given."""
    doc = {"results": [result_to_dict(r) for r in results]}
    if check is not None:
        doc["check"] = {"max_abs_error": plain_number(check.max_abs_error),
                        "max_rel_error": plain_number(check.max_rel_error), "agrees": check.agrees}
    if symbolic is not None:
        doc["symbolic"] = [{"target": r.target, "source": r.source, "derivative": r.formula,
                            "value": plain_number(r.value), "tape": plain_number(r.tape), "agrees": r.agrees}
                           for r in symbolic]
    return json.dumps(doc, allow_nan=False)


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

def result_tables(result, precision=8, title=None):
    """A result for a person: a heading, its targets with their values, its sources with their gradients."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    heading = Text(title or f"{result.kind} (line {result.line})", style="bold")
    targets = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    sources = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for table, role, values in ((targets, "target", "value"), (sources, "source", SOURCE_KEYS.get(result.kind,
                                                                                                   result.kind))):
        table.add_column(role, style="bold", no_wrap=True)
        table.add_column("shape", no_wrap=True)
        table.add_column(values, no_wrap=True)
    if result.kind == "jvp":
        targets.add_column("jvp", no_wrap=True)
    for t in result.targets:
        jvp = [format_array(None if t.jvp is None else t.jvp.value, precision)] if result.kind == "jvp" else []
        targets.add_row(t.expr, _shape(t.value.shape), format_array(t.value.value, precision), *jvp)
    for s in result.sources:
        if isinstance(s.result, list):
            sources.add_row(s.expr, _shape(s.value.shape), _block_text(result, s.result, precision))
            continue
        shape = s.value.shape if s.result is None else s.result.shape
        sources.add_row(s.expr, _shape(shape), format_array(None if s.result is None else s.result.value, precision))
    return Group(heading, targets, Text(""), sources, Text(""))


def _block_text(result, blocks, precision):
    """A hessian's row of blocks, each labelled with the source it differentiates by."""
    return "\n".join(f"d/d{other.expr}: " + format_slices(None if b is None else b.value, precision).replace(
        "\n", "\n" + " " * (len(other.expr) + 4)) for other, b in zip(result.sources, blocks))


def _shape(shape):
    return str(tuple(shape))


def format_slices(value, precision=8):
    """Like `format_array`, but an array of rank 3 or more as labelled matrices: [0, :, :] then its rows."""
    array = None if value is None else np.asarray(value)
    if array is None or array.ndim <= 2:
        return format_array(array, precision)
    blocks = []
    for index in np.ndindex(array.shape[:-2]):
        label = "[" + ", ".join(str(i) for i in index) + ", :, :]"
        blocks.append(label + "\n" + format_array(array[index], precision))
    return "\n".join(blocks)


# ----- For scripts: CSV and plain text -----

def csv_rows(results):
    """A header, then one row per element: result, target, source, index, value (None when unconnected)."""
    yield ["result", "target", "source", "index", "value"]
    for result in results:
        targets = "; ".join(t.expr for t in result.targets)
        if result.kind == "jvp":  # the jvp of each target, by element (its sources' tangents are given, not found)
            for t in result.targets:
                yield from _csv_elements(result.kind, t.expr, "", "", t.jvp)
            continue
        for s in result.sources:
            if not isinstance(s.result, list):
                yield from _csv_elements(result.kind, targets, s.expr, "", s.result)
                continue
            for other, block in zip(result.sources, s.result):  # a hessian's blocks: d/d<source> before the index
                yield from _csv_elements(result.kind, targets, s.expr, f"d/d{other.expr}", block)


def _csv_elements(kind, targets, source, prefix, tensor):
    if tensor is None:
        yield [kind, targets, source, prefix, "None"]
        return
    array = np.asarray(tensor.value)
    for index in np.ndindex(array.shape):
        yield [kind, targets, source, prefix + "".join(f"[{i}]" for i in index), repr_number(array[index])]


def repr_number(x):
    """The shortest text that reads back as the same number in its dtype: 6.0, 0.20586157 (float32), nan."""
    x = np.asarray(x)[()]
    return str(x) if np.isfinite(x) else plain_number(x)


def plain_lines(result):
    """One line per source: a scalar as a bare number, an array as its elements, None when unconnected; a
    hessian's row of blocks one after the other; a jvp's line per target instead, its J·v."""
    answers = [t.jvp for t in result.targets] if result.kind == "jvp" else [s.result for s in result.sources]
    for answer in answers:
        if answer is None:
            yield "None"
        else:
            yield " ".join("None" if b is None else " ".join(repr_number(v) for v in np.asarray(b.value).reshape(-1))
                           for b in (answer if isinstance(answer, list) else [answer]))


def jacobian_comparison(gradient, jacobians, comparison, weights=None, precision=8):
    """The answer to "shouldn't this be a jacobian?": each formula's jacobian block per source, their
    (weighted) sum over formulas and elements, and tape.gradient's answer below it."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("target", style="bold", no_wrap=True)
    table.add_column("shape", no_wrap=True)
    if weights is not None:
        table.add_column("output gradient", no_wrap=True)
    for s in gradient.sources:
        table.add_column(f"d/d{s.expr}", no_wrap=True)
    gap = [""] * (2 if weights is None else 3)
    for k, jac in enumerate(jacobians):
        target = jac.targets[0]
        weight = [] if weights is None else [format_array(weights[k], precision)]
        table.add_row(target.expr, str(target.value.shape), *weight,
                      *(format_slices(None if s.result is None else s.result.value, precision) for s in jac.sources))
    table.add_section()
    label = "sum" if weights is None else "weighted sum"
    table.add_row(label, *gap[1:], *(format_array(v, precision) for v in comparison.summed))
    table.add_row("tape.gradient", *gap[1:],
                  *(format_array(None if s.result is None else s.result.value, precision) for s in gradient.sources))
    table.add_row("", *gap[1:], *("equal" if same else "DIFFERENT" for same in comparison.equal), style="dim")
    how = "weighted by the output gradients and summed" if weights is not None else "summed"
    heading = Text(f"tape.jacobian of each target: {how} over the targets and their elements, "
                   "they give tape.gradient", style="bold")
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
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for column in ("target", "source", "derivative (sympy)", "sympy value", "tape value", ""):
        table.add_column(column, no_wrap=True)
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
    """The recorded tape drawn as a tree: operation, value and the gradient that flowed back into each."""
    from rich.text import Text
    from rich.tree import Tree

    def label(node):
        text = Text()
        text.append(node.label, style="bold")
        text.append(f"  = {summary(node.value.value, precision)}")
        gradient = None if node.gradient is None else node.gradient.value
        text.append(f"  gradient {summary(gradient, precision)}", style="green" if gradient is not None else "dim")
        if node.repeated:
            text.append("  (its inputs are drawn above)", style="dim")
        return text

    def grow(branch, node):
        for child in node.children:
            grow(branch.add(label(child)), child)

    tree = Tree(Text("targets (the gradient flowing into each is the sum over its uses)", style="bold"))
    for root in roots:
        grow(tree.add(label(root)), root)
    return tree


def batch_tables(entries):
    """A batch for a person: a line per file (results, status, time), then the failures' messages."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for name, justify in (("file", "left"), ("results", "right"), ("status", "left"), ("time", "right")):
        table.add_column(name, justify=justify, no_wrap=True)
    for e in entries:
        status = "ok" if e.ok else ("expected answer differs" if e.mismatches else "failed")
        table.add_row(e.file, "-" if e.results is None else str(len(e.results)), status, f"{e.seconds * 1000:.1f} ms",
                      style=None if e.ok else "red")
    failed = [e for e in entries if not e.ok]
    summary = Text(f"{len(entries) - len(failed)} passed, {len(failed)} failed", style="bold")
    messages = [Text(_failure(e, problem)) for e in failed for problem in e.mismatches or [e.error]]
    return [Group(table, Text(""), *messages, *([Text("")] if messages else []), summary)]


def _failure(entry, problem):
    place = ":".join(str(p) for p in (entry.file, problem.line, problem.col) if p is not None)
    return f"{place}: error: {problem.message}"


# ----- gradcli grad -----

def _grad_table(report, presentation):
    precision = presentation.precision
    renderables = [result_tables(report.gradient, precision, title=report.call)]
    if report.jacobians:
        renderables.append(jacobian_comparison(report.gradient, report.jacobians, report.comparison, report.weights,
                                               precision))
    if report.derivatives:
        renderables.append(symbolic_table(report.derivatives, precision))
    yield _out(renderables)
    if report.check:
        yield _out(check_line(report.check))
    yield from _non_finite(report)


def _grad_json(report, presentation):
    yield _out(results_json([report.gradient] + report.jacobians, report.check, report.derivatives))
    yield from _non_finite(report)


def _grad_csv(report, presentation):
    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerows(csv_rows([report.gradient] + report.jacobians))
    yield _out(text.getvalue().removesuffix("\n"))
    yield from _grad_notes(report)


def _grad_plain(report, presentation):
    yield _out("\n".join(plain_lines(report.gradient)))
    yield from _grad_notes(report)


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
    yield from _non_finite(report)


def _non_finite(report):
    """inf and nan in the results: a warning each, or an error each with --strict."""
    for message in report.warnings:
        yield _err(f"{'error' if report.strict else 'warning'}: {message}")


# ----- gradcli run -----

def _run_table(report, presentation):
    yield _out([result_tables(r, presentation.precision) for r in report.results])
    yield from _run_notes(report)


def _run_json(report, presentation):
    yield _out(results_json(report.results))
    yield from _run_notes(report)


def _run_notes(report):
    yield from _non_finite(report)
    for mismatch in report.mismatches:
        yield _err(EvaluationError(mismatch.message, mismatch.position).format())


def _tensorflow_table(report, presentation):
    yield from map(_err, report.warnings)  # what it printed, it printed as it ran


def _tensorflow_json(report, presentation):
    yield _out(json.dumps({"file": report.file, "output": "".join(report.printed)}))
    yield from map(_err, report.warnings)


# ----- gradcli batch -----

def _batch_table(report, presentation):
    yield _out(batch_tables(_with_progress(report.entries(), report.total, presentation)))


def _batch_jsonl(report, presentation):
    for entry in report.entries():
        yield _out(entry_line(entry))  # as soon as its file is done


def _batch_json(report, presentation):
    entries = _with_progress(report.entries(), report.total, presentation)
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
    return json.dumps(line, allow_nan=False)


def _with_progress(entries, total, presentation):
    """All entries, with a progress bar on stderr while they come, when stderr is a terminal."""
    from rich.progress import Progress

    terminal = console(sys.stderr, presentation)
    if not terminal.is_terminal:
        return list(entries)
    with Progress(console=terminal, transient=True) as progress:
        task = progress.add_task("running", total=total)
        collected = []
        for entry in entries:
            collected.append(entry)
            progress.advance(task)
    return collected


# ----- gradcli graph and gradcli functions -----

def _graph_table(report, presentation):
    yield _out([graph_tree(report.roots, presentation.precision)])


def _functions_table(report, presentation):
    yield _out([functions_table(group, entries) for group, entries in report.groups.items()])


def _functions_plain(report, presentation):
    for entries in report.groups.values():
        for e in entries:
            yield _out(f"{e.signature}\t{e.description}")


def _functions_json(report, presentation):
    yield _out(json.dumps([{"name": e.name, "aliases": list(e.aliases), "group": e.group, "signature": e.signature,
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
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow([name for name, _, _ in columns])
    writer.writerows([_entry(x) for x in row] for row in zip(*(entries for _, _, entries in columns)))
    yield _out(text.getvalue().removesuffix("\n"))
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
    points = [json.dumps(_point_dict(sweep, i), allow_nan=False) for i in range(sweep.size)]
    yield _out(json.dumps(head)[:-1] + ', "points": [\n' + ",\n".join(points) + "\n]}")
    yield from _non_finite(report)


def _point_dict(sweep, i):
    return {"at": {a.name: plain_number(c[i]) for a, c in zip(sweep.axes, sweep.coordinates)},
            "targets": [{"expr": t.expr, "shape": list(t.shape), "value": to_json_value(t.values[i])}
                        for t in sweep.targets],
            "sources": [{"expr": s.expr, "shape": list(s.shape),
                         "gradient": None if s.values is None else to_json_value(s.values[i])} for s in sweep.sources]}


def _sweep_table(report, presentation):
    """The first and last points as a table, each formula's value and the gradient beside the coordinates."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    sweep, precision = report.sweep, presentation.precision
    ranges = ", ".join(f"{a.name} from {format_number(a.start, precision)} to {format_number(a.stop, precision)}"
                       for a in sweep.axes)
    heading = Text(f"{sweep.call} at {sweep.size} points: {ranges}", style="bold")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for name in [a.name for a in sweep.axes] + [t.expr for t in sweep.targets] + [f"d/d{s.expr}" for s in sweep.sources]:
        table.add_column(name, no_wrap=True)
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
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for column in ["target", "shape"] + [f"d/d{s.expr}" for s in report.result.sources] + ["J·v", "jvp", ""]:
        table.add_column(column, no_wrap=True)
    for jac, target, product, same in zip(report.jacobians, report.result.targets, report.products, report.equal):
        table.add_row(target.expr, str(target.value.shape),
                      *(format_slices(None if s.result is None else s.result.value, precision) for s in jac.sources),
                      format_array(product, precision), format_array(None if target.jvp is None else target.jvp.value,
                                                                     precision), "equal" if same else "DIFFERENT")
    tangents = ", ".join(f"{s.expr} = {format_array(s.result.value, precision)}" for s in report.result.sources)
    heading = Text(f"tape.jacobian of each target times the tangents ({tangents}) gives the jvp", style="bold")
    return Group(heading, table, Text(""))


def _jvp_table(report, presentation):
    renderables = [result_tables(report.result, presentation.precision, title=report.call)]
    if report.jacobians:
        renderables.append(jvp_comparison(report, presentation.precision))
    yield _out(renderables)
    if report.check:
        yield _out(check_line(report.check))
    yield from _non_finite(report)


def _jvp_json(report, presentation):
    yield _out(results_json([report.result] + report.jacobians, report.check))
    yield from _non_finite(report)


def _jvp_csv(report, presentation):
    yield _out(_csv_text([report.result] + report.jacobians))
    yield from _checked_notes(report)


def _jvp_plain(report, presentation):
    yield _out("\n".join(plain_lines(report.result)))
    yield from _checked_notes(report)


def _csv_text(results):
    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerows(csv_rows(results))
    return text.getvalue().removesuffix("\n")


def _checked_notes(report):
    """What scripts' formats say on stderr without sympy: the finite-difference verdict, inf and nan."""
    if report.check:
        yield _err(check_line(report.check))
    yield from _non_finite(report)


# ----- gradcli hessian -----

def hessian_tables(report, precision=8):
    """The formula's value, then a row per source: its gradient and its Hessian block by every source."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    result = report.result
    (target,) = result.targets
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for column in ["source", "shape", "gradient"] + [f"d/d{s.expr}" for s in result.sources]:
        table.add_column(column, no_wrap=True)
    for s, gradient in zip(result.sources, report.gradient):
        table.add_row(s.expr, str(s.value.shape), format_array(None if gradient is None else gradient.value, precision),
                      *(format_slices(None if b is None else b.value, precision) for b in s.result))
    value = Text(f"value  {format_array(target.value.value, precision)}")
    return Group(Text(report.call, style="bold"), value, Text(""), table, Text(""))


def eigen_lines(found, precision=8):
    """The Hessian's eigenvalues, and what they say about the point."""
    values = ", ".join(format_number(v, precision) for v in found.values)
    return [f"eigenvalues: {values}" if found.values else "eigenvalues: none", f"{found.curvature}: {found.verdict}"
            if found.values else found.verdict]


def _eigen_json(found):
    return {"eigenvalues": [plain_number(v) for v in found.values], "curvature": found.curvature,
            "stationary": found.stationary, "verdict": found.verdict}


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
    doc = json.loads(results_json([report.result], report.check, report.derivatives))
    doc["results"][0]["gradient"] = [_json_result(g) for g in report.gradient]
    if report.eigen:
        doc["eigen"] = _eigen_json(report.eigen)
    yield _out(json.dumps(doc, allow_nan=False))
    yield from _non_finite(report)


def _hessian_csv(report, presentation):
    yield _out(_csv_text([report.result]))
    yield from _hessian_notes(report)


def _hessian_plain(report, presentation):
    yield _out("\n".join(plain_lines(report.result)))
    yield from _hessian_notes(report)


def _hessian_notes(report):
    if report.eigen:
        yield from map(_err, eigen_lines(report.eigen))
    yield from _grad_notes(report)


# ----- gradcli plot -----

def _plot_terminal(report, presentation):
    """The picture in the terminal, or a note on standard error of the file it went to."""
    from gradcli.plot import TerminalPlot

    if report.output:
        yield _err(f"wrote {report.output}")
    else:
        yield _out([TerminalPlot(report.picture)])
    for message in report.warnings:
        yield _err(f"warning: {message}; the picture leaves those points out")


FORMATS = {  # the first format of each command is its default
    "grad": {"table": _grad_table, "json": _grad_json, "csv": _grad_csv, "plain": _grad_plain},
    "grad sweep": {"table": _sweep_table, "json": _sweep_json, "csv": _sweep_csv, "plain": _sweep_plain},
    "grad jvp": {"table": _jvp_table, "json": _jvp_json, "csv": _jvp_csv, "plain": _jvp_plain},
    "hessian": {"table": _hessian_table, "json": _hessian_json, "csv": _hessian_csv, "plain": _hessian_plain},
    "run": {"table": _run_table, "json": _run_json},
    "run tensorflow": {"table": _tensorflow_table, "json": _tensorflow_json},
    "batch": {"table": _batch_table, "jsonl": _batch_jsonl, "json": _batch_json},
    "graph": {"table": _graph_table},
    "plot": {"terminal": _plot_terminal},
    "functions": {"table": _functions_table, "plain": _functions_plain, "json": _functions_json},
}

SUMMARY_THRESHOLD = 100  # arrays with more elements are shown by their corners
EDGE_ITEMS = 3  # how many rows and columns of each corner
