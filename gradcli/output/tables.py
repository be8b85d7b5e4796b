"""Tables for people, drawn with rich: results, the jacobian beside the gradient, sympy's derivatives,
Hessians, sweeps, batches, graphs and the vocabulary.

Each function returns renderables; nothing here prints. rich is imported by each
function that draws, so that the formats for scripts never import it.
"""
from gradcli.output.as_json import SOURCE_KEYS
from gradcli.output.console import FOLDED
from gradcli.output.numbers import FULL, format_array, format_number, format_slices, summary

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


def new_table(*columns):
    """A table as gradcli draws them: a rule under the header, no edges, and a column per name that never wraps,
    for numbers (a (name, options) pair gives the column rich's options too: LABEL for text that may fold, never
    narrower than its header's longest word). A table too wide for the terminal shows a record per row instead
    (`_fitting_table`): a column is never lost."""
    from rich import box

    table = _fitting_table()(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for column in columns:
        name, options = column if isinstance(column, tuple) else (column, {})
        longest_word = max(map(len, str(name).split()), default=0)
        table.add_column(name, **{"no_wrap": True, "min_width": longest_word, **options})
    return table


def _fitting_table():
    """rich's Table, but where its columns cannot all fit the width it is drawn in, each row as a record: a line
    'header: cell' per column, a blank line between rows."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    class FittingTable(Table):
        def __rich_console__(self, console, options):
            if self.__rich_measure__(console, options).minimum <= options.max_width:
                yield from super().__rich_console__(console, options)
                return
            records = []
            for row in range(self.row_count):
                cells = [(str(column.header), _as_text(column._cells[row])) for column in self.columns]
                records += [Text(f"{header}: ") + cell if header else cell for header, cell in cells
                            if header or cell.plain] + [Text("")]
            yield Group(*records[:-1])

    return FittingTable


def _as_text(cell):
    from rich.text import Text

    return cell if isinstance(cell, Text) else Text(str(cell))


# A column of text (a formula, a file, a signature) that folds onto more lines to fit the terminal.
LABEL = {"no_wrap": False, "overflow": "fold"}


def _value_table(role, heading, rows, presentation):
    """A table of (expression, shape, value) rows, the values laid out to fit beside the other columns."""
    table = new_table((role, {"style": "bold", **LABEL}), "shape", heading)
    width = value_width(presentation, [role] + [expr for expr, _, _ in rows],
                         ["shape"] + [shape_text(shape) for _, shape, _ in rows])
    for expr, shape, value in rows:
        text = value if isinstance(value, str) else format_array(value, presentation.precision, width)
        table.add_row(expr, shape_text(shape), text)
    return table


def value_width(presentation, *label_columns, values=1):
    """How wide each of `values` value columns may be beside the label columns, to fit the terminal; FULL for
    every entry (--full)."""
    if presentation.full:
        return FULL
    labels = sum(max(map(len, column), default=0) + COLUMN_GAP for column in label_columns)
    return max(NARROWEST_VALUE, (presentation.table_width - labels) // values - COLUMN_GAP * (values - 1))


def shape_text(shape):
    return str(tuple(shape))


def jacobian_comparison(gradient, jacobians, comparison, presentation, weights=None):
    """The answer to "shouldn't this be a jacobian?": each formula's jacobian block per source, their
    (weighted) sum over formulas and elements, and tape.gradient's answer below it."""
    from rich.console import Group
    from rich.text import Text

    precision = presentation.precision
    table = new_table(("target", {"style": "bold", **LABEL}), "shape",
                      *(["output gradient"] if weights is not None else []),
                   *(f"d/d{s.expr}" for s in gradient.sources))
    labels = ["target", "tape.gradient"] + [jac.targets[0].expr for jac in jacobians]
    width = value_width(presentation, labels, ["shape"] + [shape_text(jac.targets[0].value.shape) for jac in jacobians],
                         values=len(gradient.sources) + (weights is not None))
    gap = [""] * (2 if weights is None else 3)
    for k, jac in enumerate(jacobians):
        target = jac.targets[0]
        weight = [] if weights is None else [format_array(weights[k], precision, width)]
        table.add_row(target.expr, shape_text(target.value.shape), *weight,
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


def symbolic_table(rows, precision=8):
    """sympy's derivative of each target by each source, its value, and the tape's beside it."""
    from rich.console import Group
    from rich.text import Text

    table = new_table(("target", LABEL), ("source", LABEL), ("derivative (sympy)", LABEL), "sympy", "tape", "")
    in_sums = False
    for row in rows:
        if row.target in ("sum", "weighted sum") and not in_sums:
            table.add_section()
            in_sums = True
        table.add_row(row.target, row.source, row.formula, format_number(row.value, precision),
                      format_number(row.tape, precision), "agrees" if row.agrees else "DIFFERS")
    order = rows[0].order if rows else 1
    nested = f", order {order}: each level d/dsource of the sum of the level before" if order > 1 else ""
    return Group(Text(f"symbolic derivatives{nested}", style="bold"), table, Text(""))


def functions_table(group, entries, width):
    """One group of the vocabulary: signature and description of each function, the signatures whole where the
    `width` leaves the descriptions DESCRIBED columns."""
    from rich import box
    from rich.table import Table

    table = Table(title=group, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD, show_edge=False,
                  pad_edge=False)
    longest = max(len(e.signature) for e in entries)
    table.add_column("function", overflow="fold", min_width=max(FOLDED, min(longest, width - DESCRIBED)))
    table.add_column("description")
    for e in entries:
        aliases = "".join(f"\n  also {a}" for a in e.aliases)
        table.add_row(e.signature + aliases, e.description)
    return table


DESCRIBED = 26  # the narrowest a description is folded to, beside whole signatures


def graph_tree(roots, sources, precision=6):
    """The formulas drawn as trees of their parts: each one's value and the gradient that flows back along its
    edge; then each source's gradient, the sum over its uses."""
    from rich.console import Group
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

    tree = Tree(Text("targets (each part with the gradient that flows back to it along its edge)", style="bold"))
    for root in roots:
        grow(tree.add(label(root)), root)
    totals = [Text(f"tape.gradient for {name}: {summary(None if g is None else g.value, precision)} (the sum over "
                   "its uses)") for name, g in sources]
    return Group(tree, *totals)


def batch_tables(entries, interrupted=False):
    """A batch for a person: a line per file (results, status, time), then the failures' messages and the
    warnings (inf and nan in results, TensorFlow's), and whether it was interrupted."""
    from rich.console import Group
    from rich.text import Text

    table = new_table(("file", LABEL), ("results", {"justify": "right"}), ("status", LABEL),
                      ("time", {"justify": "right"}))
    for e in entries:
        status = "ok" if e.ok else ("expected answer differs" if e.mismatches else "failed")
        table.add_row(e.file, "-" if e.results is None else str(len(e.results)), status, f"{e.seconds * 1000:.1f} ms",
                      style=None if e.ok else "red")
    failed = [e for e in entries if not e.ok]
    stopped = ", then Ctrl-C stopped it" if interrupted else ""
    totals = Text(f"{len(entries) - len(failed)} passed, {len(failed)} failed{stopped}", style="bold")
    messages = [Text(failure_text(e, problem), overflow="fold")
                for e in failed for problem in e.mismatches or [e.error]]
    messages += [Text(f"{e.file}: {warning_text(w)}", overflow="fold") for e in entries for w in e.warnings or []]
    return [Group(table, Text(""), *messages, *([Text("")] if messages else []), totals)]


def warning_text(text):
    return text if text.startswith(("WARNING:", "warning:")) else f"warning: {text}"


def failure_text(entry, problem):
    place = ":".join(str(p) for p in (entry.file, problem.line, problem.col) if p is not None)
    return f"{place}: error: {problem.message}"


SWEEP_EDGE_ROWS = 10  # a table of a longer sweep shows this many points at each end


def jvp_comparison(report, precision=8):
    """Each formula's jacobian by the tangents' names, J·v from it, and the forward mode's answer beside it."""
    from rich.console import Group
    from rich.text import Text

    table = new_table(("target", LABEL), "shape", *[f"d/d{s.expr}" for s in report.result.sources], "J·v", "jvp", "")
    for jac, target, product, same in zip(report.jacobians, report.result.targets, report.comparison.summed,
                                          report.comparison.equal):
        table.add_row(target.expr, shape_text(target.value.shape),
                      *(format_slices(None if s.result is None else s.result.value, precision) for s in jac.sources),
                      format_array(product, precision), format_array(None if target.jvp is None else target.jvp.value,
                                                                     precision), "equal" if same else "DIFFERENT")
    tangents = ", ".join(f"{s.expr} = {format_array(s.result.value, precision)}" for s in report.result.sources)
    heading = Text(f"tape.jacobian of each target times the tangents ({tangents}) gives the jvp", style="bold")
    return Group(heading, table, Text(""))


def hessian_tables(report, precision=8):
    """The formula's value, then a row per source: its gradient and its Hessian block by every source."""
    from rich.console import Group
    from rich.text import Text

    result = report.result
    (target,) = result.targets
    table = new_table(("source", LABEL), "shape", "gradient", *[f"d/d{s.expr}" for s in result.sources])
    for s, gradient in zip(result.sources, report.gradient):
        table.add_row(s.expr, shape_text(s.value.shape),
                      format_array(None if gradient is None else gradient.value, precision),
                      *(format_slices(None if b is None else b.value, precision) for b in s.result))
    value = Text(f"value  {format_array(target.value.value, precision)}")
    return Group(Text(report.call, style="bold"), value, Text(""), table, Text(""))


def sweep_table(sweep, precision=8):
    """The first and last points of a sweep, each formula's value and the gradient beside the coordinates."""
    from rich.console import Group
    from rich.text import Text

    ranges = ", ".join(f"{a.name} from {format_number(a.start, precision)} to {format_number(a.stop, precision)}"
                       for a in sweep.axes)
    heading = Text(f"{sweep.call} at {sweep.size} points: {ranges}", style="bold")
    table = new_table(*[a.name for a in sweep.axes], *[t.expr for t in sweep.targets],
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
    return Group(heading, table, *notes)
