"""Derivatives beyond the first, and along a direction, from targets already recorded on a persistent tape.

The tape is recording when these are called, so that what they compute is
recorded too and can be differentiated again; formulas (the calculator's tape)
and programs (the program's tape) use the same functions.

- `nested_gradients`: TensorFlow's N nested tapes. Level k is `tape.gradient` of
  level k-1's results by the sources, so it sums as the first level does: the
  second level of `[f]` by `[x, y]` is d/dx (df/dx + df/dy), one tensor per
  source.
- `hessian_rows`: d²f / dxᵢ dxⱼ for every pair of sources, each row the
  jacobian of one source's gradient (all its rows pushed back at once).
- `directional_derivatives`: J·v of each target along tangents, the recorded
  operations carried forward by a `ForwardAccumulator` (TensorFlow's forward mode).
- `eigen`: the Hessian's eigenvalues, and what they say about the point.
"""
import contextlib
import dataclasses

import numpy as np

from gradcli.engine.forward import ForwardAccumulator
from gradcli.engine.tape import UnconnectedGradients


def nested_gradients(tape, targets, sources, order, seeds=None, unconnected=UnconnectedGradients.NONE):
    """Every level of `order` nested tapes: [targets, first level, ..., order-th level], each level after the
    first one entry (a tensor, or None where unconnected) per source.

    `seeds` are the first level's output gradients; `unconnected` is the last level's policy. Each level but the
    last is recorded on `tape`, to be differentiated by the next."""
    levels = [list(targets)]
    for k in range(order):
        last = k == order - 1
        connected = [t for t in levels[-1] if t is not None]  # an unconnected entry adds nothing to the next level
        with tape.stop_recording() if last else contextlib.nullcontext():
            levels.append(tape.gradient(connected, sources, seeds if k == 0 else None,
                                        unconnected if last else UnconnectedGradients.NONE))
    return levels


def hessian_rows(tape, target, sources, paused, unconnected=UnconnectedGradients.NONE):
    """The gradient of the scalar `target`, recorded on `tape`, and each source's row of Hessian blocks: the
    jacobian of its gradient by every source, d²f / d sources[i] d sources[j] shaped sources[i].shape +
    sources[j].shape (None where unconnected). The rows are computed inside `paused()`: the tape's
    stop_recording, unless they are to be differentiated again."""
    if target.ndim:
        raise ValueError(f"hessian() takes a scalar target, not one of shape {target.shape}; reduce_sum(...) it for "
                         "the Hessian of its sum")
    gradient = tape.gradient(target, sources)
    with paused():
        return gradient, [[None] * len(sources) if g is None else tape.jacobian(g, sources, unconnected)
                          for g in gradient]


def directional_derivatives(tape, targets, primals, tangents, paused):
    """Each target's J·v along `tangents` of `primals` (None where they do not reach it), computed as
    `ForwardAccumulator` computes it, the one forward mode: the operations the tape recorded between the
    primals and the targets are carried forward again, in the order they ran, each by its JVP rule. The
    tangents are tensors of their primals' shapes and dtypes (`forward.tangent_for`); the replay runs inside
    `paused()`."""
    accumulator = ForwardAccumulator(primals, tangents)
    with paused():
        accumulator.replay(tape.operations_between(primals, targets))
    return accumulator.jvp(list(targets))


def hessian_matrix(blocks, sources):
    """The blocks as one symmetric matrix over all the sources' elements (zeros where unconnected)."""
    sizes = [s.size for s in sources]
    rows = []
    for i, row in enumerate(blocks):
        rows.append(np.concatenate([np.zeros((sizes[i], sizes[j])) if b is None else
                                    np.asarray(b.value, dtype=np.float64).reshape(sizes[i], sizes[j])
                                    for j, b in enumerate(row)], axis=1))
    return np.concatenate(rows, axis=0)


@dataclasses.dataclass
class Eigen:
    """The Hessian's eigenvalues, ascending, and what they and the gradient say about the point (in words:
    `output.as_text.verdict`)."""

    values: list
    curvature: str  # "positive definite", "indefinite", "positive semidefinite", ... ("undefined": inf or nan)
    stationary: bool  # whether the gradient is zero here
    flat: int = 0  # how many eigenvalues are zero: directions second derivatives say nothing of
    unconnected: bool = False  # the gradient is None: the formula depends on no source
    gradient_finite: bool = True  # False where the gradient holds inf or nan: then it is never called zero
    negative: int = 0  # how many eigenvalues are below zero (the rest, neither flat nor negative, are above)


# Eigenvalues and gradients within this of zero (relative to the largest eigenvalue, or absolutely) are zero.
ZERO_RTOL, ZERO_ATOL = 1e-9, 1e-12


def eigen(matrix, gradient, unconnected=False):
    """What the Hessian's eigenvalues say: the curvature at the point and, where the gradient is zero (or None,
    `unconnected`), whether it is a minimum, a maximum or a saddle."""
    gradient_finite = bool(np.all(np.isfinite(gradient)))
    if not np.all(np.isfinite(matrix)):
        return Eigen([], "undefined", False, unconnected=unconnected, gradient_finite=gradient_finite)
    values = np.linalg.eigvalsh((matrix + matrix.T) / 2)
    tolerance = ZERO_ATOL + ZERO_RTOL * float(np.max(np.abs(values), initial=0.0))
    positive, negative = int(np.sum(values > tolerance)), int(np.sum(values < -tolerance))
    flat = len(values) - positive - negative
    curvature = {(True, False): "positive definite", (False, True): "negative definite"}.get(
        (positive == len(values), negative == len(values)), "indefinite" if positive and negative else
        ("positive semidefinite" if positive else "negative semidefinite" if negative else "zero"))
    # (An inf in the gradient would make the tolerance inf and every other entry "zero".)
    stationary = gradient_finite and bool(
        np.all(np.abs(gradient) <= ZERO_ATOL + ZERO_RTOL * np.max(np.abs(gradient), initial=0.0)))
    return Eigen([float(v) for v in values], curvature, stationary, flat, unconnected, gradient_finite, negative)
