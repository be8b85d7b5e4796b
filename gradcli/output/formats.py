"""Every command's report as text, in each of its formats: the one table of formats.

`FORMATS` maps each command to its formats, and each format to the renderer of
each of the command's modes (grad at a point, over a range, along a
direction; run of a program or of TensorFlow code): every format exists in every
mode. `render` yields what goes to stdout and to stderr, as `Out` items (a line
of text, or a list of rich renderables), as soon as each is ready, so that
`gradcli batch --format jsonl` streams. A new format is one renderer per mode in
its command's table.
"""
import collections

from gradcli.words.errors import EvaluationError
from gradcli.lang.result_calls import NOTHING_TO_DIFFERENTIATE
from gradcli.output.as_json import (
    eigen_document,
    entry_line,
    json_line,
    json_result,
    point_dict,
    results_document,
    results_json,
    to_json_value,
)
from gradcli.output.as_text import (check_line, csv_rows, csv_text, derivative_name, eigen_lines, entry_text,
                                    plain_lines, sweep_columns)
from gradcli.output.console import Presentation
from gradcli.output.numbers import format_number
from gradcli.output.tables import (
    batch_tables,
    functions_table,
    graph_tree,
    hessian_tables,
    jacobian_comparison,
    jvp_comparison,
    result_tables,
    sweep_table,
    symbolic_table,
)

# stream: "stdout" or "stderr"; content: data as text (written as it is), Prose (text for people, wrapped to the
# terminal), a GradcliError (formatted to the terminal), or a list of rich renderables. What goes to stderr is for
# people: its text is prose.
Out = collections.namedtuple("Out", "stream content")
Prose = collections.namedtuple("Prose", "text")


def render(report, output_format, presentation=Presentation()):
    """What the report's command prints for it in `output_format`: Out items, in order."""
    renderer = FORMATS[report.command][output_format]
    outs = (renderer[report.mode] if isinstance(renderer, dict) else renderer)(report, presentation)
    return _reasons_only(outs) if _fails_strict(report) else outs


def _fails_strict(report):
    """Whether the report's results hold inf or nan under --strict: then they are no result to print."""
    return getattr(report, "strict", False) and bool(report.warnings)


def _reasons_only(outs):
    """What goes to standard error of `outs`: the reasons a result is refused, without the result."""
    return (out for out in outs if out.stream == "stderr")


def _out(content):
    return Out("stdout", content)


def _err(content):
    return Out("stderr", Prose(content) if isinstance(content, str) else content)


def _say(text):
    """Text for people on stdout, beside a table: wrapped to the terminal, as a table fits it."""
    return Out("stdout", Prose(text))


def _grad_table(report, presentation):
    renderables = [result_tables(report.gradient, presentation, title=report.call)]
    if report.jacobians:
        renderables.append(jacobian_comparison(report.gradient, report.jacobians, report.comparison, presentation,
                                               report.weights))
    if report.derivatives:
        renderables.append(symbolic_table(report.derivatives, presentation.precision))
    yield _out(renderables)
    if report.check:
        yield _say(check_line(report.check))
    yield from _grad_warnings(report)


def _grad_json(report, presentation):
    yield _out(results_json([report.gradient] + report.jacobians, report.check, report.derivatives))
    yield from _grad_warnings(report)


def _grad_notes(report, presentation=None):
    """What scripts' formats say on stderr: sympy's derivatives, the finite-difference verdict, inf and nan."""
    for row in report.derivatives or []:
        yield _err(f"{derivative_name(row)} = {row.formula}")
    for row in report.derivatives or []:
        if not row.agrees:
            yield _err(f"error: sympy's {derivative_name(row)} is {format_number(row.value)} here, but the "
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


def _run_table(report, presentation):
    yield _out([result_tables(r, presentation) for r in report.results])
    yield from _run_notes(report)


def _run_json(report, presentation):
    yield _out(results_json(report.results))
    yield from _run_notes(report)


def _run_notes(report):
    yield from _non_finite(report)
    for mismatch in report.mismatches:
        yield _err(EvaluationError(mismatch.message, mismatch.position))
    if report.error:
        yield _err(report.error)
    elif not report.results:
        yield _err(f"error: {NOTHING_TO_DIFFERENTIATE}")


def _tensorflow_table(report, presentation):
    return ()  # what it printed, its warnings too, it printed as it ran


def _tensorflow_json(report, presentation):
    yield _out(json_line({"file": report.file, "output": "".join(text for _, text in report.printed)}))


def _batch_table(report, presentation):
    entries = list(report.entries())
    yield _out(batch_tables(entries, report.interrupted))


def _batch_jsonl(report, presentation):
    for entry in report.entries():
        yield _out(entry_line(entry))  # as soon as its file is done


def _batch_json(report, presentation):
    entries = list(report.entries())
    if report.interrupted:
        return  # one document of the whole batch: there is none to give
    failed = sum(not e.ok for e in entries)
    body = ", ".join(entry_line(e) for e in entries)
    yield _out(f'{{"passed": {len(entries) - failed}, "failed": {failed}, "files": [{body}]}}')


def _graph_table(report, presentation):
    yield _out([graph_tree(report.roots, report.sources, presentation.precision)])


def _graph_json(report, presentation):
    def node(n):
        return {"expr": n.label, "shape": list(n.value.shape), "value": to_json_value(n.value.value),
                "gradient": None if n.gradient is None else to_json_value(n.gradient.value),
                "inputs": [node(child) for child in n.children]}
    yield _out(json_line({"targets": [node(root) for root in report.roots],
                          "sources": [{"expr": name, "gradient": None if g is None else to_json_value(g.value)}
                                      for name, g in report.sources]}))


def _functions_table(report, presentation):
    yield _out([functions_table(group, entries, presentation.table_width) for group, entries in report.groups.items()])


def _functions_plain(report, presentation):
    for entries in report.groups.values():
        for e in entries:
            yield _out(f"{e.signature}\t{e.description}")


def _functions_json(report, presentation):
    yield _out(json_line([{"name": e.name, "aliases": list(e.aliases), "group": e.group, "signature": e.signature,
                       "description": e.description} for entries in report.groups.values() for e in entries]))


def _functions_markdown(report, presentation):
    """The vocabulary as a Markdown page (docs/functions.md is this output): a table per group."""
    def cell(text):
        return text.replace("|", "\\|")

    def tensorflow_name(module, name):
        return f"`tf.{name}`" if module == "tf" else f"`tf.{module}.{name}`"

    yield _out("# Functions\n\n"
               "What formulas and programs may call, by group, with TensorFlow's names and arguments (this page is\n"
               "the output of `gradcli functions --format markdown`). An alias follows its function in parentheses.\n"
               "TensorFlow code calls a function by the names in its TensorFlow column.")
    for group, entries in report.groups.items():
        yield _out(f"\n## {group}\n\n| function | TensorFlow | description |\n| --- | --- | --- |")
        for e in entries:
            function = " ".join([f"`{e.signature}`"] + [f"(`{alias}`)" for alias in e.aliases])
            names = " ".join(tensorflow_name(*where) for where in e.tensorflow_names())
            yield _out(f"| {cell(function)} | {names} | {cell(e.description)} |")


def _sweep_csv(report, presentation):
    columns = sweep_columns(report.sweep)
    rows = [[entry_text(x) for x in row] for row in zip(*(entries for _, _, entries in columns))]
    yield _out(csv_text([[name for name, _, _ in columns]] + rows))
    yield from _non_finite(report)


def _sweep_plain(report, presentation):
    """One line per point: its coordinates, then the gradient's elements, as `--format plain` gives them."""
    shown = [entries for _, role, entries in sweep_columns(report.sweep) if role != "value"]
    yield _out("\n".join(" ".join(entry_text(x) for x in row) for row in zip(*shown)))
    yield from _non_finite(report)


def _sweep_json(report, presentation):
    """One document, one point to a line: {"call", "over", "points": [{"at", "targets", "sources"}, ...]}."""
    sweep = report.sweep
    head = {"call": sweep.call, "over": [{"name": a.name, "start": a.start, "stop": a.stop, "count": a.count}
                                         for a in sweep.axes]}
    points = [json_line(point_dict(sweep, i)) for i in range(sweep.size)]
    yield _out(json_line(head)[:-1] + ', "points": [\n' + ",\n".join(points) + "\n]}")
    yield from _non_finite(report)


def _sweep_table(report, presentation):
    yield _out([sweep_table(report.sweep, presentation.precision)])
    yield from _non_finite(report)


def _jvp_table(report, presentation):
    renderables = [result_tables(report.result, presentation, title=report.call)]
    if report.jacobians:
        renderables.append(jvp_comparison(report, presentation.precision))
    yield _out(renderables)
    if report.check:
        yield _say(check_line(report.check))
    yield from _non_finite(report)


def _jvp_json(report, presentation):
    yield _out(results_json([report.result] + report.jacobians, report.check))
    yield from _non_finite(report)


def _hessian_table(report, presentation):
    precision = presentation.precision
    renderables = [hessian_tables(report, precision)]
    if report.derivatives:
        renderables.append(symbolic_table(report.derivatives, precision))
    yield _out(renderables)
    if report.eigen:
        yield _say("\n".join(eigen_lines(report.eigen, precision, presentation.full)))
    if report.check:
        yield _say(check_line(report.check))
    yield from _non_finite(report)


def _hessian_json(report, presentation):
    doc = results_document([report.result], report.check, report.derivatives)
    for source, gradient in zip(doc["results"][0]["sources"], report.gradient, strict=True):
        source["gradient"] = json_result(gradient)  # under each source, as grad's JSON has it
    if report.eigen:
        doc["eigen"] = eigen_document(report.eigen)
    yield _out(json_line(doc))
    yield from _non_finite(report)


def _hessian_notes(report, presentation):
    if report.eigen:
        yield from map(_err, eigen_lines(report.eigen, full=presentation.full))
    yield from _grad_notes(report)


def _plot_terminal(report, presentation):
    """The picture in the terminal, or a note on standard error of the file it went to."""
    from gradcli.output.drawing import TerminalPlot

    if report.output:
        yield _err(f"wrote {report.output}")
    else:
        yield _out([TerminalPlot(report.picture)])
    for message in report.warnings:
        yield _err(f"warning: {message}; the picture leaves those points out")


def _as_csv(results_of, notes):
    """The csv format of a report whose results are `results_of(report)`, with `notes` on stderr."""
    def render_csv(report, presentation):
        yield _out(csv_text(csv_rows(results_of(report), presentation.digits)))
        yield from notes(report, presentation)
    return render_csv


def _as_plain(results_of, notes):
    """The plain format of a report whose results are `results_of(report)`, with `notes` on stderr."""
    def render_plain(report, presentation):
        yield _out(plain_lines(results_of(report), presentation.digits))
        yield from notes(report, presentation)
    return render_plain


def _at_a_point(report):
    return [report.gradient] + report.jacobians


def _along_tangents(report):
    return [report.result] + report.jacobians


def _hessian(report):
    return [report.result]


# command -> format -> the renderer of each of the command's modes (or of its one mode); the first format is the
# command's default. A report names its command, and its mode where the command has several.
FORMATS = {
    "grad": {
        "table": {"point": _grad_table, "sweep": _sweep_table, "jvp": _jvp_table},
        "json": {"point": _grad_json, "sweep": _sweep_json, "jvp": _jvp_json},
        "csv": {"point": _as_csv(_at_a_point, _grad_notes), "sweep": _sweep_csv,
                "jvp": _as_csv(_along_tangents, _grad_notes)},
        "plain": {"point": _as_plain(_at_a_point, _grad_notes), "sweep": _sweep_plain,
                  "jvp": _as_plain(_along_tangents, _grad_notes)},
    },
    "hessian": {"table": _hessian_table, "json": _hessian_json, "csv": _as_csv(_hessian, _hessian_notes),
                "plain": _as_plain(_hessian, _hessian_notes)},
    "run": {"table": {"program": _run_table, "tensorflow": _tensorflow_table},
            "json": {"program": _run_json, "tensorflow": _tensorflow_json}},
    "batch": {"table": _batch_table, "jsonl": _batch_jsonl, "json": _batch_json},
    "graph": {"table": _graph_table, "json": _graph_json},
    "plot": {"terminal": _plot_terminal},
    "functions": {"table": _functions_table, "plain": _functions_plain, "json": _functions_json,
                  "markdown": _functions_markdown},
}
