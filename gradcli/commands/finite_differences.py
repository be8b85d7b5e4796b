"""Finite differences: the tape's numbers recomputed from the formulas alone, an independent witness (`--check`).

Every check moves the values by ±FD_STEP and evaluates again, in float64: a
gradient or jacobian against differences of the formulas, a level of nested
tapes against differences of the level before it, a Hessian against
differences of the gradient, each source element in turn; a jvp against
differences of the formulas along the tangents. `central_differences` is the
one loop that moves and evaluates, within CHECK_MAX_EVALUATIONS, telling
`step_done` how far it has come; `compare` is the one comparison.
"""
import dataclasses

import numpy as np

from gradcli.commands.comparisons import weighted_sum
from gradcli.engine.limits import CHECK_MAX_EVALUATIONS
from gradcli.engine.tensor import Tensor
from gradcli.lang.results import close
from gradcli.lang.runtime import evaluation_scope
from gradcli.words.errors import GradcliError
from gradcli.words.phrases import counted

# torch.autograd.gradcheck's step and tolerances; float32 answers are compared more loosely.
FD_STEP = 1e-6
TOLERANCES = {"float64": (1e-5, 1e-3), "float32": (1e-3, 1e-2)}  # absolute, relative


@dataclasses.dataclass
class Difference:
    """The first element where the tape and finite differences disagree."""

    kind: str  # "gradient", "jacobian", "hessian" or "jvp"
    source: str
    index: tuple
    tape: float
    finite_differences: float


@dataclasses.dataclass
class Check:
    """How far the tape's numbers are from central finite differences (the errors among finite values), and the
    elements finite differences cannot check: where they are not finite, the formulas are not finite on both
    sides of the point (as sqrt's are at 0), and there is nothing to compare with."""

    max_abs_error: float
    max_rel_error: float
    agrees: bool  # every element that could be checked agrees
    difference: Difference = None  # the first that disagrees
    unchecked: list = dataclasses.field(default_factory=list)  # a Difference for each that could not be checked
    checked: int = 0  # how many elements could be


def check_gradient(calculator, results, step_done=None):
    """Every gradient and jacobian of the calculator's formulas in `results` against central differences of the
    formulas, by each source element; the gradient's as the jacobians weighted by the output gradients."""
    base = _float64(calculator.values)
    jacobians = by_element(_formulas(calculator), base, calculator.sources, [t.shape for t in calculator.targets],
                           step_done=step_done)
    weights = calculator.weights()

    def expected(result, j):
        if result.kind == "jacobian":
            return jacobians[result.line - 1][j]
        return weighted_sum([jacobian[j] for jacobian in jacobians], weights)

    return compare([(result.kind, source.expr, source.result, expected(result, j))
                    for result in results for j, source in enumerate(result.sources)], calculator.dtype)


def check_levels(calculator, order, result, step_done=None):
    """Level `order` of nested tapes against central differences of the sum of level `order` - 1 (itself from the
    tapes, `order` - 1 of them run backward at each move)."""
    def level_sum(values):
        levels = calculator.at(_tensors(values), "float64").nested_gradients(order - 1)
        return [np.asarray(sum(float(np.sum(g.numpy())) for g in levels[-1] if g is not None))]

    (expected,) = by_element(level_sum, _float64(calculator.values), calculator.sources, [()], order, step_done)
    return compare([("gradient", s.expr, s.result, e) for s, e in zip(result.sources, expected)], calculator.dtype)


def check_hessian(calculator, result, step_done=None):
    """Each Hessian block against central differences of the tape's gradient (a tape run backward at each move)."""
    def gradient(values):
        answers = calculator.at(_tensors(values), "float64").nested_gradients(1)[-1]
        return [np.zeros(s.value.shape) if g is None else g.numpy() for g, s in zip(answers, result.sources)]

    expected = by_element(gradient, _float64(calculator.values), calculator.sources,
                          [s.value.shape for s in result.sources], 2, step_done)
    return compare([("hessian", f"{source.expr} d{other.expr}", block, expected[i][j])
                    for i, source in enumerate(result.sources)
                    for j, (other, block) in enumerate(zip(result.sources, source.result))], calculator.dtype)


def check_jvp(calculator, result, step_done=None):
    """Each formula's J·v against central differences of the formula along the tangents."""
    tangents = {s.expr: np.asarray(s.result.numpy(), np.float64) for s in result.sources}
    (along,) = central_differences(_formulas(calculator), [_along(_float64(calculator.values), tangents)],
                                   step_done=step_done)
    return compare([("jvp", t.expr, t.jvp, d) for t, d in zip(result.targets, along)], calculator.dtype)


def by_element(evaluate, base, names, shapes, cost=1, step_done=None):
    """d evaluate / d base[name] for each of `names`, one source element at a time (`central_differences`): for
    each output of `evaluate` (of `shapes`), for each name, an array shaped output + the name's shape."""
    elements = [(j, index) for j, name in enumerate(names) for index in np.ndindex(base[name].shape)]
    columns = central_differences(evaluate, [_element(base, names[j], index) for j, index in elements], cost,
                                  step_done)
    blocks = [[np.zeros(shape + base[name].shape) for name in names] for shape in shapes]
    for (j, index), outputs in zip(elements, columns):
        for k, derivative in enumerate(outputs):
            blocks[k][j][(Ellipsis,) + index] = derivative
    return blocks


def central_differences(evaluate, moves, cost=1, step_done=None):
    """(evaluate(move(h)) - evaluate(move(-h))) / 2h for each of `moves`, h = FD_STEP, in float64: for each move,
    one array per output of `evaluate`.

    A move gives the values (name -> float64 array) a step away along its direction. One call of `evaluate`
    costs `cost` evaluations (a forward pass through the formulas, and one more per tape run backward): more than
    CHECK_MAX_EVALUATIONS in all is refused before any. `step_done(count, total)` is told of each move done."""
    evaluations = 2 * cost * len(moves)
    if evaluations > CHECK_MAX_EVALUATIONS:
        what = "the formulas" if cost == 1 else f"the formulas, then {counted(cost - 1, 'tape')} backward"
        raise GradcliError(f"--check evaluates {what} twice for each source element: {evaluations:,} evaluations "
                           f"for the sources' {len(moves):,} elements, more than its limit of "
                           f"{CHECK_MAX_EVALUATIONS:,} (check a smaller value)")
    differences = []
    with evaluation_scope("float64"):
        for done, move in enumerate(moves, start=1):
            high, low = evaluate(move(FD_STEP)), evaluate(move(-FD_STEP))
            differences.append([(hi - lo) / (2 * FD_STEP) for hi, lo in zip(high, low)])
            if step_done:
                step_done(done, len(moves))
    return differences


def _element(base, name, index):
    """The move of element `index` of `name` alone."""
    def move(step):
        moved = base[name].copy()
        moved[index] += step
        return {**base, name: moved}
    return move


def _along(base, direction):
    """The move of the names of `direction` along its arrays, the others kept."""
    return lambda step: {n: v + step * direction[n] if n in direction else v for n, v in base.items()}


def _float64(values):
    return {name: np.asarray(v.numpy(), dtype=np.float64) for name, v in values.items()}


def _tensors(values):
    return {name: Tensor(v) for name, v in values.items()}


def _formulas(calculator):
    """The calculator's formulas at moved values, as float64 arrays, for `central_differences`."""
    return lambda values: [np.asarray(t.numpy(), dtype=np.float64) for t in calculator.evaluate(_tensors(values))]


def compare(entries, dtype):
    """A Check of (kind, name, tensor or None, what finite differences give) entries, element by element, with
    `dtype`'s tolerances: finite numbers within them; where finite differences are not finite, the element is
    not checked (unless the tape gives the same inf or nan)."""
    atol, rtol = TOLERANCES[dtype]
    worst_abs, worst_rel, first, unchecked, checked = 0.0, 0.0, None, [], 0
    for kind, name, tensor, expected in entries:
        got = np.zeros(expected.shape) if tensor is None else np.asarray(tensor.numpy(), np.float64)
        finite = np.isfinite(got) & np.isfinite(expected)
        error = np.abs(got - expected)[finite]
        worst_abs = max(worst_abs, float(np.max(error, initial=0.0)))
        worst_rel = max(worst_rel, float(np.max(error / np.maximum(np.abs(expected[finite]), 1e-300), initial=0.0)))
        near = close(got, expected, rtol, atol)
        # A nan of finite differences checks nothing, not even a nan of the tape; their inf checks the same inf.
        checkable = np.isfinite(expected) | (np.isinf(expected) & near)
        for index in map(tuple, np.argwhere(~checkable)):
            unchecked.append(Difference(kind, name, index, float(got[index]), float(expected[index])))
        checked += int(np.count_nonzero(checkable))
        differing = np.argwhere(~near & np.isfinite(expected))
        if len(differing) and first is None:
            index = tuple(differing[0])
            first = Difference(kind, name, index, float(got[index]), float(expected[index]))
    return Check(worst_abs, worst_rel, first is None, first, unchecked, checked)
