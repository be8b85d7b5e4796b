"""Sweeps: formulas and their gradient at every point of a range or a grid (`gradcli grad --over`).

`--over x=-2:2:9` asks, at each of nine points, for what `gradcli grad --at
x=<point>` gives; several `--over` names make a grid, the first name varying
slowest. The other names keep their `--at` values. Every point gets its own
tape.gradient, for any formula: reductions, matmul and softmax of vectors built
from the swept names included.

All points are evaluated at once, in one pass, when every function the formulas
call on a swept value has a batching rule (`vectorized.RULES`). One backward pass
then gives each point its own gradient, since no point's value depends on
another point's inputs. The batched answer is checked against single-point
evaluations at the first and the last point; formulas without a rule, or a
check that fails, are evaluated point by point instead, still with one
backward pass for all points.

    >>> from gradcli.commands.calculator import Question
    >>> s = sweep(Question(["x*x"]), [parse_axis("x=0:2:3")])
    >>> s.sources[0].values.tolist(), s.batched
    ([0.0, 2.0, 4.0], True)
"""
import dataclasses
import math

import numpy as np

from gradcli.commands.calculator import Calculator, constant_value, parse_assignment
from gradcli.commands.vectorized import NotBatchable, evaluate_batched
from gradcli.engine.limits import LIMITS, exceeded
from gradcli.engine.tape import GradientTape
from gradcli.engine.tensor import Tensor, constant
from gradcli.lang.results import SAME_NUMBERS, holds_non_finite, same_numbers
from gradcli.lang.runtime import evaluation_scope
from gradcli.words.errors import GradcliError

DEFAULT_COUNT = 101  # points of a --over range given without a COUNT
# How closely the batched pass must match a single point's evaluation (it may add in another order).
_AGREEMENT = {"float64": SAME_NUMBERS, "float32": (1e-4, 1e-6)}


@dataclasses.dataclass(frozen=True)
class Axis:
    """One swept name: COUNT evenly spaced points from START to STOP, both included."""

    name: str
    start: float
    stop: float
    count: int

    def points(self):
        """The points, each start (1 - t) + stop t: no step stop - start to overflow (-1e308:1e308), and the
        ends exact."""
        t = np.linspace(0.0, 1.0, self.count)
        return self.start * (1.0 - t) + self.stop * t


@dataclasses.dataclass
class Series:
    """A formula's value, or a source's gradient, at every point: one row per point (None: unconnected)."""

    expr: str
    shape: tuple  # at one point
    values: object


@dataclasses.dataclass
class Sweep:
    call: str  # the TensorFlow call answered at each point
    axes: list  # the Axis of each swept name
    coordinates: list  # per axis, each point's coordinate, in the sweep's dtype
    targets: list  # the Series of each formula's value
    sources: list  # the Series of each source's gradient
    batched: bool  # all points in one pass, or point by point

    @property
    def size(self):
        return len(self.coordinates[0])


def parse_axis(text, default_count=DEFAULT_COUNT):
    """`NAME=START:STOP[:COUNT]` as an Axis; START and STOP may be expressions of constants (-pi:pi)."""
    form = "NAME=START:STOP or NAME=START:STOP:COUNT"
    name, value = parse_assignment(text, "--over", form, "x=-2:2:9")
    parts = value.split(":")
    if len(parts) not in (2, 3) or not all(part.strip() for part in parts):
        raise GradcliError(f"--over takes {form}, as in --over x=-2:2:9, not {text!r}")
    start, stop = (_number(part.strip(), f"--over {name}") for part in parts[:2])
    count = _count(parts[2].strip(), name) if len(parts) == 3 else default_count
    if start == stop:
        raise GradcliError(f"--over {name} needs START and STOP apart, not both {start!r}")
    return Axis(name, start, stop, count)


def _number(text, source):
    value = constant_value(text, source)
    if value.ndim != 0 or not math.isfinite(float(value)):
        raise GradcliError(f"{source} takes finite numbers for START and STOP, not {text!r}")
    return float(value)


def _count(text, name):
    if not text.isdigit() or int(text) < 2:
        raise GradcliError(f"--over {name} takes a COUNT of 2 or more points, not {text!r}")
    return int(text)


def sweep(question, axes):
    """The question's formulas' values and tape.gradient at every point of the --over ranges, each an Axis (a
    grid for several)."""
    _check_names(axes, question.at)
    points = math.prod(a.count for a in axes)
    if LIMITS.max_elements is not None and points > LIMITS.max_elements:
        raise GradcliError(exceeded("max_elements", f"the sweep would have {points:,} points"))
    grid = np.meshgrid(*(a.points() for a in axes), indexing="ij")
    coordinates = [g.reshape(-1).astype(question.dtype) for g in grid]
    swept = {a.name: c for a, c in zip(axes, coordinates)}
    first = Calculator(question, _point(swept, 0))
    at_first = _on_its_own(first)  # an error in the formulas is said as `--at` says it, not of a point
    batched = _batched(first, swept)
    if batched is not None:
        at_last = _on_its_own(first.at({**first.values, **_point(swept, -1)}))
        if not (_agrees(at_first, *batched, 0, question.dtype) and _agrees(at_last, *batched, -1, question.dtype)):
            batched = None
    targets, gradients = batched or _point_by_point(first, swept)
    return Sweep(first.call_text(), axes, coordinates,
                 [Series(f, t.shape, v) for f, t, v in zip(first.formulas, first.targets, targets)],
                 [Series(s, first.values[s].shape, g) for s, g in zip(first.sources, gradients)], batched is not None)


def _check_names(axes, assignments):
    given = {parse_assignment(text, "--at")[0] for text in assignments}
    seen = set()
    for axis in axes:
        if axis.name in given:
            raise GradcliError(f"{axis.name} is given by both --at and --over; give it once")
        if axis.name in seen:
            raise GradcliError(f"--over gives {axis.name} twice")
        seen.add(axis.name)


def _point(swept, index):
    """The swept names' values at one point, as tensors."""
    return {name: constant(coordinates[index], coordinates.dtype) for name, coordinates in swept.items()}


def _on_its_own(calculator):
    """The formulas' values and the gradient at the calculator's one point, as arrays (None: unconnected)."""
    return [t.value for t in calculator.targets] + [None if s.result is None else s.result.value
                                                    for s in calculator.gradient().sources]


def _batched(probe, swept):
    """(values, gradients) of every point in one pass, or None when a formula has no batching rule.

    Every name becomes a leaf with a row per point: a swept name its coordinates, another name its
    --at value repeated, so that each point's gradient lands in its own row."""
    count = len(next(iter(swept.values())))
    leaves = {name: Tensor(swept[name] if name in swept else np.repeat(v.value[np.newaxis], count, axis=0))
              for name, v in probe.values.items()}
    tape = GradientTape()
    try:
        with evaluation_scope(probe.dtype, tape):
            tape.watch(list(leaves.values()))
            targets = [evaluate_batched(tree, formula, leaves, count)
                       for tree, formula in zip(probe.trees, probe.formulas)]
    except (NotBatchable, GradcliError):
        return None
    seeds = None if probe.seeds is None else [np.broadcast_to(s.value.value, (count,) + s.value.shape)
                                              for s in probe.seeds]
    with evaluation_scope(probe.dtype):
        gradients = tape.gradient(targets, [leaves[name] for name in probe.sources], seeds, probe.unconnected)
    return [t.value for t in targets], [None if g is None else g.value for g in gradients]


def _agrees(single, values, gradients, index, dtype):
    """Whether row `index` of a batched answer is what evaluating that point on its own gave (`single`)."""
    rows = [v[index] for v in values] + [None if g is None else g[index] for g in gradients]
    return all(same_numbers(row, one, _AGREEMENT[dtype]) for one, row in zip(single, rows))


def _point_by_point(probe, swept):
    """(values, gradients) evaluating the formulas at each point in turn, on one tape, then one backward pass
    for all points: each point's sources are leaves of their own."""
    count = len(next(iter(swept.values())))
    tape = GradientTape()
    targets, sources = [], []
    with evaluation_scope(probe.dtype, tape):
        for index in range(count):
            values = {name: Tensor(np.asarray(swept[name][index]) if name in swept else v.value.copy())
                      for name, v in probe.values.items()}
            tape.watch(list(values.values()))
            targets.append(_evaluate_at(probe, values, swept, index))
            sources.extend(values[name] for name in probe.sources)
    seeds = None if probe.seeds is None else [s.value for _ in range(count) for s in probe.seeds]
    with evaluation_scope(probe.dtype):
        gradients = tape.gradient([t for point in targets for t in point], sources, seeds, probe.unconnected)
    per_source = len(probe.sources)
    values = [_rows([point[k].value for point in targets], probe.formulas[k]) for k in range(len(probe.formulas))]
    columns = [gradients[j::per_source] for j in range(per_source)]
    return values, [None if column[0] is None else np.stack([g.value for g in column]) for column in columns]


def _evaluate_at(probe, values, swept, index):
    try:
        return probe.evaluate(values)
    except GradcliError as exc:
        point = ", ".join(f"{name}={float(coordinates[index])!r}" for name, coordinates in swept.items())
        raise type(exc)(f"at {point}: {exc.message}", exc.position) from None


def _rows(arrays, formula):
    if len({a.shape for a in arrays}) > 1:
        raise GradcliError(f"the shape of '{formula}' changes from point to point; a sweep needs one shape")
    return np.stack(arrays)


def non_finite(result):
    """A message for each formula value and gradient of the sweep that holds inf or nan, and at how many points."""
    series = ([(f"the target '{t.expr}'", t) for t in result.targets]
              + [(f"the gradient for '{s.expr}'", s) for s in result.sources if s.values is not None])
    return [message for what, one in series
            for message in holds_non_finite(what, np.asarray(one.values), result.size)]
