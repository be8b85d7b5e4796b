"""Results for scripts: CSV rows (one per element) and plain text (values only, keeping their shapes)."""
import numpy as np

from gradcli.output.numbers import format_number, repr_number


def csv_text(rows):
    """CSV text of rows, one line each."""
    import csv
    import io

    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerows(rows)
    return text.getvalue().removesuffix("\n")


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
    """Each result's answers, one after another: a blank line between answers when one is a matrix or more, and
    a blank line before each jacobian after the gradient."""
    blocks = []
    for result in results:
        answers = _plain_answers(result, precision)
        spaced = any(lines for _, lines in answers)
        blocks.append(("\n\n" if spaced else "\n").join(text for text, _ in answers))
    return "\n\n".join(blocks)


def _plain_answers(result, precision):
    """What plain text shows of a result, as (text, whether it spans lines) pairs: each source's answer; a jvp's
    targets' J·v instead; a hessian's every block, row by row, None where TensorFlow gives None (a row of
    scalar blocks on one line: a row of the Hessian)."""
    if result.kind == "jvp":
        return [_plain_answer(None if t.jvp is None else t.jvp.value, precision) for t in result.targets]
    answers = []
    for s in result.sources:
        if not isinstance(s.result, list):
            answers.append(_plain_answer(None if s.result is None else s.result.value, precision))
            continue
        blocks = [None if b is None else b.value for b in s.result]
        if all(np.ndim(b) == 0 for b in blocks):
            answers.append((" ".join(plain_block(b, precision) for b in blocks), False))
        else:
            answers.extend((plain_block(b, precision), True) for b in blocks)
    return answers


def _plain_answer(value, precision):
    return plain_block(value, precision), np.ndim(value) >= 2


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


def entry_text(x):
    return "None" if x is None else repr_number(x)


def check_line(check):
    """How the tape compares with central finite differences: a line for what could be checked, and one for
    what could not (where finite differences are not finite)."""
    errors = (f"largest absolute error {check.max_abs_error:.3g}, largest relative error {check.max_rel_error:.3g}"
              " among finite values")
    lines = []
    if check.agrees and check.checked:
        lines.append(f"finite differences agree: {errors}")
    elif not check.agrees:
        d = check.difference
        lines.append(f"finite differences DISAGREE: the {d.kind} for {_element(d)} is {format_number(d.tape)}, "
                     f"finite differences give {format_number(d.finite_differences)}; {errors}")
    if check.unchecked:
        d, others = check.unchecked[0], len(check.unchecked) - 1
        more = f" (and {others} more element{'s' * (others != 1)})" if others else ""
        lines.append(f"cannot check {_element(d)}{more}: the {d.kind} is {format_number(d.tape)}; finite "
                     f"differences give {format_number(d.finite_differences)} (the formulas are not finite on both "
                     "sides of the point)")
    return "\n".join(lines)


def _element(difference):
    return difference.source + "".join(f"[{i}]" for i in difference.index)


EIGENVALUES_LISTED = 10  # more eigenvalues than this are summarised, unless --full lists them all


def eigen_lines(found, precision=8, full=False):
    """The Hessian's eigenvalues (a summary of many, unless `full`), and what they say about the point."""
    if not found.values:
        return ["eigenvalues: none", verdict(found)]
    if len(found.values) > EIGENVALUES_LISTED and not full:
        listed = eigen_summary(found, precision)
    else:
        listed = "eigenvalues: " + ", ".join(format_number(v, precision) for v in found.values)
    return [listed, f"{found.curvature}: {verdict(found)}"]


def eigen_summary(found, precision):
    """Many eigenvalues in one line: how many, the smallest and the largest, and how many of each sign."""
    positive = len(found.values) - found.flat - found.negative
    smallest, largest = (format_number(v, precision) for v in (found.values[0], found.values[-1]))
    return (f"eigenvalues: {len(found.values)}, from {smallest} to {largest}: {positive} positive, "
            f"{found.negative} negative, {found.flat} zero (--full lists them all)")


_SHAPES = {
    "positive definite": ("a local minimum", "the function curves upward in every direction here"),
    "negative definite": ("a local maximum", "the function curves downward in every direction here"),
    "indefinite": ("a saddle point", "the function curves upward in some directions and downward in others"),
}


def verdict(found):
    """What the Hessian's eigenvalues (an Eigen) and the gradient say about the point, in words."""
    if found.curvature == "undefined":
        return "the Hessian holds inf or nan here: no eigenvalues"
    not_stationary = "not a stationary point (the gradient is not zero)" if found.gradient_finite else \
        "not known to be a stationary point (the gradient holds inf or nan)"
    if found.curvature in _SHAPES:
        point, shape = _SHAPES[found.curvature]
        return f"{point}: the gradient is zero and {shape}" if found.stationary else f"{not_stationary}; {shape}"
    if not found.stationary:
        return f"{not_stationary}; the Hessian is {found.curvature}"
    gradient = "None (the formula depends on no source)" if found.unconnected else "zero"
    return (f"the gradient is {gradient} and the Hessian is {found.curvature} ({found.flat} flat "
            f"direction{'s' * (found.flat != 1)}): second derivatives cannot tell a minimum, a maximum or a saddle "
            "apart here")


def derivative_name(row):
    """A symbolic Derivative's name: d(f)/dx, or for nested tapes "order 3 of f by x"."""
    return f"d({row.target})/d{row.source}" if row.order == 1 else f"order {row.order} of {row.target} by {row.source}"
