"""Derivatives beyond the first, and along a direction: nested tapes, Hessians and forward mode.

- `nested_gradients`: TensorFlow's N nested tapes. Level k is `tape.gradient` of
  level k-1's results by the sources, so it sums as the first level does: the
  second level of `[f]` by `[x, y]` is d/dx (df/dx + df/dy), one tensor per
  source.
- `hessian_blocks`: d²f / dxᵢ dxⱼ for every pair of sources, each block the
  jacobian of one source's gradient (all its rows pushed back at once).
- `directional_derivatives`: J·v of each target, by a ForwardAccumulator.
- `eigen`: the Hessian's eigenvalues, and what they say about the point.

The calculator's formulas use them through `order_report`, `jvp_report` and
`hessian_report` (reports.py); programs through their result kinds.
"""
import dataclasses

import numpy as np

from gradcli.forward import ForwardAccumulator
from gradcli.tape import GradientTape, UnconnectedGradients
from gradcli.tensor import Tensor


def nested_gradients(evaluate, sources, order, seeds=None, persistent_outer=False):
    """Every level of `order` nested tapes: [targets, first level, ..., order-th level], each level after the
    first one entry (a tensor, or None where unconnected) per source; and the outermost tape.

    `evaluate()` gives the targets (recorded by every tape); `seeds` are the first level's output gradients.
    The outermost tape is persistent when asked, for jacobians of the last level but one."""
    tapes = [GradientTape(persistent=persistent_outer and k == 0) for k in range(order)]
    return _nest(evaluate, sources, tapes, seeds), tapes[0]


def _nest(evaluate, sources, tapes, seeds):
    tape, inner = tapes[0], tapes[1:]
    with tape:
        tape.watch(sources)
        levels = _nest(evaluate, sources, inner, seeds) if inner else [list(evaluate())]
    targets = [t for t in levels[-1] if t is not None]  # an unconnected entry adds nothing to the next level
    if not targets:
        levels.append([None] * len(sources))
    else:
        levels.append(tape.gradient(targets, sources, output_gradients=None if inner else seeds))
    return levels


def hessian_blocks(evaluate, sources):
    """The scalar target evaluate() gives, its gradient, and the Hessian's blocks: blocks[i][j] is
    d²f / d sources[i] d sources[j], shaped sources[i].shape + sources[j].shape (None where unconnected)."""
    outer = GradientTape(persistent=True)
    with outer:
        outer.watch(sources)
        ((target,), gradient), _ = nested_gradients(evaluate, sources, 1)
    blocks = [[None] * len(sources) if g is None else outer.jacobian(g, sources) for g in gradient]
    return target, gradient, blocks


def directional_derivatives(evaluate, primals, tangents):
    """The targets evaluate() gives, and each one's J·v along `tangents` (None where they do not reach it)."""
    with ForwardAccumulator(primals, tangents) as accumulator:
        targets = list(evaluate())
    return targets, [accumulator.jvp(t) for t in targets]


def zeros_where_unconnected(tensors, likes, policy):
    """`tensors` with None replaced by zeros shaped like the corresponding `likes`, under unconnected='zero'."""
    if policy is not UnconnectedGradients.ZERO:
        return list(tensors)
    return [Tensor(np.zeros(like.shape, like.value.dtype)) if t is None else t for t, like in zip(tensors, likes)]


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
    """The Hessian's eigenvalues, ascending, and what they and the gradient say about the point."""

    values: list
    curvature: str  # "positive definite", "negative definite", "indefinite", "positive semidefinite", ...
    stationary: bool  # whether the gradient is zero here
    verdict: str


# Eigenvalues and gradients within this of zero (relative to the largest eigenvalue, or absolutely) are zero.
ZERO_RTOL, ZERO_ATOL = 1e-9, 1e-12


def eigen(matrix, gradient):
    """What the Hessian's eigenvalues say: the curvature at the point and, where the gradient is zero, whether it
    is a minimum, a maximum or a saddle."""
    if not np.all(np.isfinite(matrix)):
        return Eigen([], "undefined", False, "the Hessian holds inf or nan here: no eigenvalues")
    values = np.linalg.eigvalsh((matrix + matrix.T) / 2)
    tolerance = ZERO_ATOL + ZERO_RTOL * float(np.max(np.abs(values), initial=0.0))
    positive, negative = int(np.sum(values > tolerance)), int(np.sum(values < -tolerance))
    flat = len(values) - positive - negative
    curvature = {(True, False): "positive definite", (False, True): "negative definite"}.get(
        (positive == len(values), negative == len(values)), "indefinite" if positive and negative else
        ("positive semidefinite" if positive else "negative semidefinite" if negative else "zero"))
    stationary = bool(np.all(np.abs(gradient) <= ZERO_ATOL + ZERO_RTOL * np.max(np.abs(gradient), initial=0.0)))
    return Eigen([float(v) for v in values], curvature, stationary, _verdict(curvature, stationary, flat))


_SHAPES = {
    "positive definite": ("a local minimum", "the function curves upward in every direction here"),
    "negative definite": ("a local maximum", "the function curves downward in every direction here"),
    "indefinite": ("a saddle point", "the function curves upward in some directions and downward in others"),
}


def _verdict(curvature, stationary, flat):
    if curvature in _SHAPES:
        point, shape = _SHAPES[curvature]
        return f"{point}: the gradient is zero and {shape}" if stationary else \
            f"not a stationary point (the gradient is not zero); {shape}"
    if not stationary:
        return f"not a stationary point (the gradient is not zero); the Hessian is {curvature}"
    return (f"the gradient is zero, but the Hessian is {curvature} ({flat} flat direction{'s' * (flat != 1)}): "
            "second derivatives cannot tell a minimum, a maximum or a saddle apart here")
