"""Results: what differentiating targets by sources gives, how it is checked, and how numbers compare.

A `Result` is one `tape.gradient` or `tape.jacobian` call: its targets with
their values, and its sources with their gradients (or jacobians), flattened in
the order written. `gradient`, `jacobian`, `hessian`, `batch_jacobian` and `jvp`
each make one kind, from an `Ask` (the tape, and where the call is written);
programs, the calculator and batch runs all read them, and the renderers turn
them into text.
"""
import contextlib
import dataclasses
import warnings

import numpy as np

from gradcli.engine.forward import tangent_for
from gradcli.engine.tape import CrossBatchWarning, OutputGradientsError, seeds_for, unconnected_policy
from gradcli.engine.tensor import Tensor
from gradcli.lang.runtime import operation_failure
from gradcli.words.errors import EvaluationError, GradcliError, LimitExceeded, OperationError, Position


@dataclasses.dataclass
class Target:
    expr: str
    value: Tensor
    jvp: object = None  # a jvp result's J·v of this target (a Tensor, or None where the tangents do not reach it)
    expected: "Expectation" = None  # the J·v a program expects of it


@dataclasses.dataclass
class Expectation:
    """An answer stated for a source (a program's `expect=`, or `--expect`): a tensor, or None for unconnected;
    with its own tolerance (relative and absolute) when one is given."""

    value: object
    position: Position
    tolerance: float = None


@dataclasses.dataclass
class Source:
    expr: str
    value: Tensor
    result: object  # a Tensor (the gradient or jacobian), or None for an unconnected source
    expected: Expectation = None


@dataclasses.dataclass
class Seed:
    """An output gradient given for a target, and where it was written (for errors)."""

    value: Tensor
    position: Position = None


@dataclasses.dataclass
class Mismatch:
    """An expected answer that does not hold."""

    position: Position
    message: str


@dataclasses.dataclass
class Result:
    """One call's answer. `kind` is "gradient" or "jacobian"; "hessian" (each source's result a list of blocks,
    one per source), "batch_jacobian", or "jvp" (each source's result its tangent, each target's jvp J·v).
    `order` counts nested tapes: 2 for the gradient of a gradient."""

    kind: str
    line: int
    targets: list
    sources: list
    order: int = 1
    warnings: list = dataclasses.field(default_factory=list)  # what the call warned of (rows that mix)


@dataclasses.dataclass(frozen=True)
class Ask:
    """Where a result is asked for: the tape that recorded its targets, the line and place of the call (for
    errors), and `paused`, the block its last step runs in (the tape's stop_recording, unless the answer is to
    be differentiated again)."""

    tape: object
    line: int = 1
    position: Position = None
    paused: object = contextlib.nullcontext


# Each function below answers one kind of result call. `targets` and `sources` are (expr, tensor) pairs,
# `expectations` one Expectation (or None) per source.

def gradient(ask, targets, sources, seeds=None, unconnected="none", expectations=None):
    """tape.gradient of the targets by the sources, seeded with `seeds` (one Seed per target) or ones."""
    policy = _guarded(unconnected_policy, ask.position, unconnected)
    with ask.paused():
        answers = _guarded(_gradient, ask.position, ask.tape, targets, _tensors(sources), seeds, policy,
                           ask.position)
    return _result("gradient", ask, targets, sources, answers, expectations)


def jacobian(ask, targets, sources, unconnected="none", expectations=None):
    """tape.jacobian of the one target by the sources."""
    policy = _guarded(unconnected_policy, ask.position, unconnected)
    with ask.paused():
        answers = _guarded(ask.tape.jacobian, ask.position, _tensors(targets)[0], _tensors(sources), policy)
    return _result("jacobian", ask, targets, sources, answers, expectations)


def batch_jacobian(ask, targets, sources, unconnected="none", expectations=None):
    """tape.batch_jacobian of the one target by the one source; a target whose rows mix is warned of."""
    policy = _guarded(unconnected_policy, ask.position, unconnected)
    caught = []
    with ask.paused():
        answer = _guarded(_batch_jacobian, ask.position, ask.tape, _tensors(targets)[0], _tensors(sources)[0],
                          policy, caught)
    return _result("batch_jacobian", ask, targets, sources, [answer], expectations,
                   warnings=[f"line {ask.line}: {w}" for w in caught])


def hessian(ask, targets, sources, unconnected="none", expectations=None):
    """The one scalar target's Hessian: each source's row of blocks, the jacobian of its gradient recorded on
    the tape (which is recording)."""
    from gradcli.engine.curvature import hessian_rows  # (imported only for a Hessian: start-up stays quick)

    policy = _guarded(unconnected_policy, ask.position, unconnected)
    _, rows = _guarded(hessian_rows, ask.position, ask.tape, _tensors(targets)[0], _tensors(sources), ask.paused,
                       policy)
    return _result("hessian", ask, targets, sources, rows, expectations, order=2)


def jvp(ask, targets, primals, tangents, expectations=None, labels=None):
    """J·v of the targets along `tangents` of `primals` ((expr, tensor) pairs), as TensorFlow's forward mode
    defines it, from the tape that recorded the targets. Each tangent takes its primal's dtype; `labels` name
    them in messages (default: tangent 0, tangent 1, ...)."""
    from gradcli.engine.curvature import directional_derivatives

    labels = labels or [f"tangent {i}" for i in range(len(tangents))]
    tangent_tensors = [_guarded(tangent_for, ask.position, label, p, t.value) for label, p, t in
                       zip(labels, _tensors(primals), _tensors(tangents))]
    jvps = _guarded(directional_derivatives, ask.position, ask.tape, _tensors(targets), _tensors(primals),
                    tangent_tensors, ask.paused)
    expectations = expectations or [None] * len(targets)
    return Result("jvp", ask.line, [Target(expr, t, j, e) for (expr, t), j, e in zip(targets, jvps, expectations)],
                  [Source(expr, p, v) for (expr, p), v in zip(primals, tangent_tensors)])


def _result(kind, ask, targets, sources, answers, expectations, order=1, warnings=()):
    expectations = expectations or [None] * len(sources)
    return Result(kind, ask.line, [Target(expr, t) for expr, t in targets],
                  [Source(expr, s, a, e) for (expr, s), a, e in zip(sources, answers, expectations)], order=order,
                  warnings=list(warnings))


def _tensors(pairs):
    return [tensor for _, tensor in pairs]


def _batch_jacobian(tape, target, source, policy, caught):
    """tape.batch_jacobian, with what it warns of (a target whose rows mix) kept in `caught`."""
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always", CrossBatchWarning)
        answer = tape.batch_jacobian(target, source, policy)
    caught.extend(str(w.message) for w in seen if w.category is CrossBatchWarning)
    return answer


def _gradient(tape, targets, sources, seeds, policy, position):
    try:
        return tape.gradient(_tensors(targets), sources, None if seeds is None else [s.value for s in seeds], policy)
    except OutputGradientsError as exc:
        raise _seeds_error(exc, targets, seeds, position) from None


def check_seeds(targets, seeds, position=None):
    """Refuse output gradients (Seeds) that do not fit their targets ((expr, tensor) pairs) as tape.gradient
    would, before it is asked: the error is placed at the seed, or else at `position`."""
    try:
        seeds_for([t for _, t in targets], [s.value for s in seeds])
    except OutputGradientsError as exc:
        raise _seeds_error(exc, targets, seeds, position) from None


def _seeds_error(exc, targets, seeds, position):
    """The user's error for what the tape refused of the seeds: said of the target, at the seed's place."""
    if exc.index is None:
        return GradcliError(str(exc), position)
    (expr, target), seed = targets[exc.index], seeds[exc.index]
    tensorflow = f" ({exc.tensorflow})" if exc.tensorflow else ""
    return GradcliError(f"the output gradient for target '{expr}' has shape {seed.value.shape}, but the target has "
                        f"shape {target.shape}{tensorflow}", seed.position)


def _guarded(function, position, *args):
    """`function(*args)`, with its complaints about the arguments as errors placed at `position`, and what fails
    while it differentiates as `failing_at` says it."""
    with failing_at(position):
        try:
            return function(*args)
        except (OperationError, LookupError):
            raise
        except GradcliError as exc:  # (what gradcli does not compute: the gradients of complex numbers)
            raise exc.located(position) from None
        except (ValueError, TypeError) as exc:  # the call's arguments, refused before anything is computed
            raise GradcliError(str(exc), position) from None


@contextlib.contextmanager
def failing_at(position=None):
    """Within this block, an operation that fails is told as the user wrote it (`operation_failure`); what
    TensorFlow raises for an operation it registers no gradient for (LookupError) is an EvaluationError, exit
    status 1, naming the exception; and a size beyond a limit is refused (exit status 2). Each is placed at
    `position` unless its origin is known."""
    try:
        yield
    except LimitExceeded as exc:
        raise GradcliError(str(exc), position) from None
    except OperationError as exc:
        raise operation_failure(exc, position) from None
    except LookupError as exc:
        raise EvaluationError(f"{type(exc).__name__}: {exc}", position) from None


# ----- Checking results -----

# An expected answer holds within the reference cases' tolerance; a float32 answer, within float32's round-off.
EXPECT_TOLERANCES = {"float64": (1e-6, 1e-9), "float32": (1e-5, 1e-6)}  # relative, absolute


def close(got, want, rtol, atol):
    """Elementwise, whether `got` is `want` within |got - want| <= atol + rtol |want|; nan matches nan,
    and an infinity matches the same infinity."""
    got, want = np.asarray(got, dtype=np.float64), np.asarray(want, dtype=np.float64)
    with np.errstate(invalid="ignore"):
        # (Only a finite `want` has a tolerance: rtol |inf| is inf, within which every number would be.)
        near = np.isfinite(want) & (np.abs(got - want) <= atol + rtol * np.abs(want))
    return near | (np.isnan(got) & np.isnan(want)) | (np.isinf(want) & (got == want))


# The same numbers, up to the order in which sums are taken: relative and absolute tolerance.
SAME_NUMBERS = (1e-9, 1e-12)


def same_numbers(got, want, tolerance=SAME_NUMBERS):
    """Whether `got` and `want` (arrays or tensors, None where unconnected) hold the same numbers: both None, or
    both of one shape and `close` within `tolerance` (relative, absolute)."""
    if got is None or want is None:
        return got is None and want is None
    return np.shape(got) == np.shape(want) and bool(np.all(close(got, want, *tolerance)))


def mismatches(results, expecter="the program expects"):
    """Every expected answer in `results` that does not hold."""
    found = []
    for result in results:
        answers = ([(f"the jvp of '{t.expr}'", t.jvp, t.expected) for t in result.targets] if result.kind == "jvp"
                   else [(f"the {result.kind} for '{s.expr}'", s.result, s.expected) for s in result.sources])
        for what, got, expected in answers:
            if expected is not None and not _holds(expected, got):
                found.append(Mismatch(expected.position, f"{what} is {_brief(got)}, but {expecter} "
                                                         f"{_brief(expected.value)}"))
    return found


def _holds(expectation, got):
    expected = expectation.value
    if expected is None or got is None:
        return expected is None and got is None
    got_array = one_array(got)
    if got_array is None:
        return False
    rtol, atol = EXPECT_TOLERANCES.get(got_array.dtype.name, EXPECT_TOLERANCES["float64"])
    if expectation.tolerance is not None:
        rtol = atol = expectation.tolerance
    return expected.shape == got_array.shape and bool(np.all(close(got_array, expected.value, rtol, atol)))


def blocks_of(result):
    """A source's result as a list of tensors: a hessian's blocks, or the one gradient (jacobian, tangent)."""
    return result if isinstance(result, list) else [result]


def one_array(result):
    """A source's result as one array: its value, a hessian row's one block, or its blocks stacked when they
    share a shape (None when they do not, or one is unconnected)."""
    if any(b is None for b in blocks_of(result)):
        return None
    blocks = [np.asarray(b.value) for b in blocks_of(result)]
    if len(blocks) == 1:
        return blocks[0]
    return np.stack(blocks) if all(b.shape == blocks[0].shape for b in blocks) else None


def _brief(result):
    if result is None:
        return "None (unconnected)"
    return repr([_as_printed(b.value) for b in result] if isinstance(result, list) else _as_printed(result.value))


def _as_printed(value):
    """A value as Python numbers that print as its dtype's shortest digits: a float32 6.2, not 6.199999809265137."""
    array = np.asarray(value)
    if array.dtype in (np.float16, np.float32):
        return np.array([float(str(v)) for v in array.flat]).reshape(array.shape).tolist()
    return array.tolist()


def non_finite(results):
    """A message for each target value, gradient or jacobian in `results` that holds inf or nan, and for each
    warning a result carries (a batch_jacobian whose rows mix)."""
    found = []
    for result in results:
        found.extend(result.warnings)
        named = [(f"the target '{t.expr}'", t.value) for t in result.targets]
        named += [(f"the jvp of '{t.expr}'", t.jvp) for t in result.targets if t.jvp is not None]
        named += [(f"the {result.kind} for '{s.expr}'", block) for s in result.sources if s.result is not None
                  for block in blocks_of(s.result) if block is not None]
        found.extend(f"line {result.line}: {message}" for what, tensor in named
                     for message in holds_non_finite(what, np.asarray(tensor.value)))
    return found


def holds_non_finite(what, values, points=None):
    """What `values` (named `what`) holds of nan and inf, as messages; with `points`, its rows along the first
    axis are points (of a sweep), and each message says at how many of them."""
    if points is None:
        kinds = [kind for kind, test in (("nan", np.isnan), ("inf", np.isinf)) if test(values).any()]
        return [f"{what} holds {' and '.join(kinds)}"] if kinds else []
    rows = values.reshape(points, -1)
    counts = [(kind, int(test(rows).any(axis=1).sum())) for kind, test in (("nan", np.isnan), ("inf", np.isinf))]
    return [f"{what} holds {kind} at {count} of {points} points" for kind, count in counts if count]
