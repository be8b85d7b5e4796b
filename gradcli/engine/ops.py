"""The table of primitives: each operation's forward function and its VJP and JVP rules, side by side.

A row reads `name = Primitive("name", forward, vjp_for_input_0, ..., jvps=(jvp_for_input_0, ...))`.
`forward` works on numpy values; each VJP rule `rule(g, ans, *inputs, **params)`
maps the gradient `g` flowing into the output `ans` to the gradient of one input,
or is `None` where an input takes no gradient (labels, conditions); each JVP rule
`rule(t, ans, *inputs, **params)` maps one input's tangent `t` to its part of the
output's tangent (`jvps=SYMMETRIC` where the VJP rules serve, as for elementwise
operations). Rules are
written with the same differentiable operations, so a backward pass recorded on
an outer tape can itself be differentiated (Hessians).

Each rule is TensorFlow's registered gradient for the operation, built from the
same operations as TensorFlow builds it, so that second and third derivatives
agree with TensorFlow's at kinks, zeros and singular points too (`log` is
`g * reciprocal(x)`, whose own gradient is 0 for a zero incoming gradient;
`relu` multiplies by its mask, so its second derivative is zeros, not None).

Every rule accepts a `g` with extra leading axes (`lead(g, ans)`): `jacobian`
pushes all its rows through the graph at once that way. Rules therefore index
axes relative to the end, or prefix `lead(g, ans)` to the shapes they build.

Primitives take their parameters normalised (axes as tuples, complete shapes);
`vocabulary.py` calls them with TensorFlow's arguments.
"""
import math

import numpy as np

from gradcli.engine.limits import check_elements
from gradcli.engine.recording import is_recording
from gradcli.engine.tensor import SYMMETRIC, InvalidArgumentError, Primitive, Tensor, constant, convert_inputs


# ----- Helpers the rules share -----

def lead(g, ans):
    """The leading axes `g` carries beyond `ans`'s shape: the rows of a batched jacobian."""
    return g.shape[: g.ndim - ans.ndim]


def sum_to(g, shape, n_lead):
    """Sum `g` (shaped lead + broadcast shape) back to lead + `shape`, undoing numpy broadcasting."""
    extra = g.ndim - n_lead - len(shape)
    stretched = tuple(n_lead + extra + i for i, n in enumerate(shape) if n == 1 and g.shape[n_lead + extra + i] != 1)
    axes = tuple(range(n_lead, n_lead + extra)) + stretched
    if axes:
        g = reduce_sum(g, axis=axes, keepdims=False)
    target = g.shape[:n_lead] + tuple(shape)
    return g if g.shape == target else reshape(g, shape=target)


def unbroadcast(g, ans, x):
    """The gradient of an elementwise op's input `x`, from the gradient `g` of its output `ans`."""
    return g if ans.shape == x.shape else sum_to(g, x.shape, g.ndim - ans.ndim)


def kept_shape(shape, axes):
    """`shape` with the reduced `axes` kept as 1s."""
    return tuple(1 if i in axes else n for i, n in enumerate(shape))


def expand_as_reduced(g, ans, x, axis):
    """The gradient of a reduction, broadcast back over the reduced axes of `x`."""
    front = lead(g, ans)
    return broadcast_to(reshape(g, shape=front + kept_shape(x.shape, axis)), shape=front + x.shape)


def insert_axis(g, axis):
    """`g` with a new axis of size 1 at `axis` (negative: counted from the end of the result)."""
    position = g.ndim + 1 + axis
    return reshape(g, shape=g.shape[:position] + (1,) + g.shape[position:])


def mask(condition, like):
    """A constant 0/1 tensor, of `like`'s dtype, where `condition` holds."""
    return Tensor(np.asarray(condition, dtype=like.value.dtype))


def zeros_rule(g, ans, x, *others, **params):
    """A rule whose gradient is TensorFlow's `zeros_like(x)`: a constant, so nothing flows further back."""
    return Tensor(np.zeros(lead(g, ans) + x.shape, dtype=g.value.dtype))


def matrix_transpose(x):
    """`x` with its last two axes swapped."""
    return transpose(x, perm=tuple(range(x.ndim - 2)) + (x.ndim - 1, x.ndim - 2))


# ----- Forward functions numpy lacks -----

def _sigmoid(x):
    e = np.exp(-np.abs(x))  # never overflows
    return np.where(x >= 0, 1 / (1 + e), e / (1 + e))


def _log_softmax(x, axis):
    shifted = x - np.max(x, axis=axis, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))


def _softmax(x, axis):
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)


def _matmul(a, b):
    if a.ndim < 2 or b.ndim < 2:
        if a.ndim == b.ndim:
            problem = f"In[0] and In[1] ndims must be == 2: {a.ndim}"
        elif a.ndim <= 2 and b.ndim <= 2:
            problem = f"In[0] and In[1] has different ndims: {dims(a.shape)} vs. {dims(b.shape)}"
        else:
            problem = f"In[{0 if a.ndim < 2 else 1}] ndims must be >= 2: {min(a.ndim, b.ndim)}"
        raise ValueError(f"{problem} (matmul multiplies matrices; use linalg.matvec or tensordot for vectors)")
    if a.shape[-1] != b.shape[-2]:
        raise ValueError(f"Matrix size-incompatible: In[0]: {dims(a.shape)}, In[1]: {dims(b.shape)}")
    try:
        batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    except ValueError:
        raise ValueError(f"In[0] and In[1] must have compatible batch dimensions: {dims(a.shape)} vs. "
                         f"{dims(b.shape)}") from None
    check_elements(math.prod(batch) * a.shape[-2] * b.shape[-1], "the matrix product")
    return np.matmul(a, b)


def dims(shape):
    """A shape as TensorFlow's messages write it: [2,3]."""
    return "[" + ",".join(map(str, shape)) + "]"


def _where(condition, x, y):
    if condition.dtype != bool:
        raise ValueError("the condition must be boolean, such as x > 0")
    check_elements(math.prod(np.broadcast_shapes(np.shape(condition), np.shape(x), np.shape(y))), "where's result")
    return np.where(condition, x, y)


def _ungather(g, index, shape):
    out = np.zeros(shape, dtype=g.dtype)
    out[index] = g
    return out


def _pick(x, index, front, rank):
    n_lead = x.ndim - rank  # jacobian rows, ahead of everything
    return x[(slice(None),) * (n_lead + front) + index]


def _unpick(g, index, front, shape):
    """The adjoint of _pick: g added into zeros of `shape` where _pick took its values (repeats add up)."""
    picked_rank = front + np.broadcast(*index).ndim + len(shape) - front - len(index)
    n_lead = g.ndim - picked_rank
    out = np.zeros(g.shape[:n_lead] + tuple(shape), dtype=g.dtype)
    np.add.at(out, (slice(None),) * (n_lead + front) + index, g)
    return out


def _cumulative(ufunc, x, axis, exclusive, reverse):
    if reverse:
        x = np.flip(x, axis)
    out = ufunc.accumulate(x, axis=axis, dtype=x.dtype)
    if exclusive and x.shape[axis]:  # shift by one, starting from the identity: no division, so zeros are safe
        first = np.full_like(np.take(out, [0], axis=axis), ufunc.identity)
        out = np.concatenate([first, np.delete(out, -1, axis=axis)], axis=axis)
    return np.flip(out, axis) if reverse else out


def _class_indices(labels, logits):
    if logits.ndim == 0 or labels.shape != logits.shape[:-1]:
        raise ValueError(f"labels of shape {labels.shape} need logits of shape {labels.shape} + (classes,), "
                         f"got {logits.shape}")
    index = labels.astype(np.intp)
    if np.any(index != labels):
        raise ValueError(f"labels must be class numbers, not {labels.tolist()}")
    outside = index[(index < 0) | (index >= logits.shape[-1])]
    if outside.size:
        raise ValueError(f"Received a label value of {outside[0]} which is outside the valid range of "
                         f"[0, {logits.shape[-1]}).  Label values: {' '.join(map(str, index.ravel()))} (labels must "
                         f"be class numbers from 0 to {logits.shape[-1] - 1})")
    return index


def _sparse_xent(labels, logits):
    index = _class_indices(labels, logits)
    return -np.take_along_axis(_log_softmax(logits, -1), index[..., None], axis=-1)[..., 0]


def _xent(labels, logits, axis):
    if labels.shape != logits.shape:
        raise ValueError(f"labels and logits must have the same shape, got {labels.shape} and {logits.shape}")
    return -np.sum(labels * _log_softmax(logits, axis), axis=axis)


def _one_hot(labels, logits):
    return Tensor(np.eye(logits.shape[-1], dtype=logits.value.dtype)[_class_indices(labels.value, logits.value)])


def _lowest(x):
    """The identity of a maximum over `x`'s dtype: an empty maximum is -inf (the lowest integer), as in TensorFlow."""
    return -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min


def _highest(x):
    return np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).max


def _erf(x):
    return np.vectorize(math.erf, otypes=[np.float64])(x).astype(x.dtype, copy=False)


def _erfc(x):
    return np.vectorize(math.erfc, otypes=[np.float64])(x).astype(x.dtype, copy=False)


def _divide_no_nan(x, y):
    with np.errstate(divide="ignore", invalid="ignore"):  # the divisions by zero are the ones replaced by 0
        return np.where(y == 0, 0, np.divide(x, y)).astype(x.dtype)


def _floordiv(x, y):
    if x.dtype.kind == "f":
        with np.errstate(divide="ignore", invalid="ignore"):  # x // 0 is inf or nan, as in TensorFlow
            return np.floor(np.divide(x, y))  # TensorFlow's float FloorDiv: 1 // 0.1 is 10, where numpy says 9
    _refuse_integer_division_by_zero(y)
    return np.floor_divide(x, y)


def _floormod(x, y):
    if x.dtype.kind != "f":
        _refuse_integer_division_by_zero(y)
    return np.mod(x, y)


def _refuse_integer_division_by_zero(y):
    if np.any(np.asarray(y) == 0):
        raise ValueError("Integer division by zero")


# SELU's constants, as TensorFlow's kernel has them.
SELU_SCALE = 1.0507009873554804934193349852946
SELU_SCALE_ALPHA = 1.7580993408473768599402175208123


def _elu(x):
    return np.where(x < 0, np.exp(x) - 1, x)  # exp(x) - 1, as TensorFlow's kernel computes it (not expm1)


def _selu(x):
    return np.where(x < 0, SELU_SCALE_ALPHA * (np.exp(x) - 1), SELU_SCALE * x)


def _slope(alpha, x):
    """leaky_relu's slope in x's dtype: TensorFlow keeps alpha as a float32 attribute (0.2 is 0.20000000298...)."""
    return np.asarray(np.float32(alpha), dtype=x.dtype)


def _euclidean_norm(x, axis, keepdims):
    total = np.sum(x * x, axis=axis, keepdims=keepdims)
    if x.dtype.kind == "f":
        return np.sqrt(total)
    return np.sqrt(total).astype(x.dtype)  # an integer norm is truncated, as TensorFlow's kernel does


def _tile(x, multiples):
    check_elements(x.size * math.prod(multiples), "tile's result")
    return np.tile(x, multiples)


def _pad(x, paddings, mode, constant_values):
    n_lead = x.ndim - len(paddings)  # jacobian rows, not padded
    widths = [(0, 0)] * n_lead + list(paddings)
    check_elements(math.prod(n + before + after for n, (before, after) in zip(x.shape, widths)), "pad's result")
    if mode == "CONSTANT":
        return np.pad(x, widths, mode="constant", constant_values=constant_values)
    return np.pad(x, widths, mode=mode.lower())  # numpy's reflect and symmetric are TensorFlow's


def _unpad(g, paddings, mode):
    """The adjoint of _pad: the middle of g, plus (mirror modes) the padding added back where it was copied from."""
    n_lead = g.ndim - len(paddings)
    if mode == "CONSTANT":
        return g[(slice(None),) * n_lead + tuple(slice(before, g.shape[n_lead + i] - after)
                                                  for i, (before, after) in enumerate(paddings))]
    for i, (before, after) in enumerate(paddings):
        axis = n_lead + i
        size = g.shape[axis] - before - after
        sources = np.pad(np.arange(size), (before, after), mode=mode.lower())  # where each padded entry came from
        folded = np.zeros(g.shape[:axis] + (size,) + g.shape[axis + 1:], dtype=g.dtype)
        np.add.at(folded, (slice(None),) * axis + (sources,), g)
        g = folded
    return g


def _inverse(a, adjoint):
    _require_square(a)
    try:
        inverse = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        raise ValueError("Input is not invertible.") from None
    return np.swapaxes(inverse, -1, -2) if adjoint else inverse


def _determinant(a):
    _require_square(a)
    return np.linalg.det(a)


def _solve(a, b, adjoint):
    _require_square(a)
    if b.ndim < a.ndim:  # (more axes are the rows of a jacobian, in the gradient's own solve)
        raise ValueError(f"All input tensors must have the same rank: matrix of shape {a.shape}, rhs of shape "
                         f"{b.shape} (the right-hand side is a matrix: one column per system)")
    if b.shape[-2] != a.shape[-1]:
        raise ValueError(f"Input matrix and right-hand side must have the same number of rows: {a.shape[-1]} vs. "
                         f"{b.shape[-2]}")
    try:
        return np.linalg.solve(np.swapaxes(a, -1, -2) if adjoint else a, b)
    except np.linalg.LinAlgError:
        raise ValueError("Input matrix is not invertible.") from None


def _require_square(a):
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise ValueError(f"Input matrix must be square, not of shape {a.shape}.")


def _einsum(*operands, equation):
    return np.einsum(equation, *operands, optimize=len(operands) > 2)


def arg_extreme(x, axis, largest):
    """TensorFlow's ArgMax/ArgMin: the first index of the extreme; NaN never wins (its comparisons are false),
    and a slice with nothing comparable gives 0."""
    if x.shape[axis] == 0:
        raise ValueError(f"Reduction axis {axis} is empty in shape {dims(x.shape)}")
    if largest:
        return np.argmax(np.where(x > _lowest(x), x, _lowest(x)), axis=axis)
    return np.argmin(np.where(x < _highest(x), x, _highest(x)), axis=axis)


# ----- Rules longer than a line -----

def _extremum_vjp(g, ans, x, axis, keepdims):
    # TensorFlow splits the gradient equally among tied extremes (and a NaN extreme gives NaN everywhere).
    return reshape(g, shape=lead(g, ans) + kept_shape(x.shape, axis)) * _extremum_shares(ans, x, axis, g)


def _extremum_jvp(t, ans, x, axis, keepdims):
    return reduce_sum(t * _extremum_shares(ans, x, axis, t), axis=axis, keepdims=keepdims)


def _extremum_shares(ans, x, axis, like):
    """Each element's share of a reduce_max's (or reduce_min's) gradient: 1/n for each of n tied extremes."""
    selected = x.value == np.reshape(ans.value, kept_shape(x.shape, axis))
    return mask(selected / np.sum(selected, axis=axis, keepdims=True), like)


def _prod_vjp(g, ans, x, axis, keepdims):
    return expand_as_reduced(g, ans, x, axis) * _product_of_others(x, axis)


def _prod_jvp(t, ans, x, axis, keepdims):
    return reduce_sum(t * _product_of_others(x, axis), axis=axis, keepdims=keepdims)


def _product_of_others(x, axis):
    """For each element, the product of all the other elements along `axis`, as two exclusive cumulative
    products (as TensorFlow does): no division, so zeros in x are handled exactly."""
    others = [i for i in range(x.ndim) if i not in axis]
    perm = tuple(axis) + tuple(others)
    permuted = transpose(x, perm=perm)
    n_reduced = math.prod(x.shape[i] for i in axis)
    flat = reshape(permuted, shape=(n_reduced, math.prod(x.shape[i] for i in others)))
    left = cumprod(flat, axis=-2, exclusive=True, reverse=False)
    right = cumprod(flat, axis=-2, exclusive=True, reverse=True)
    return transpose(reshape(left * right, shape=permuted.shape), perm=tuple(np.argsort(perm)))


def _cumprod_vjp(g, ans, x, axis, exclusive, reverse):
    # TensorFlow's: divide the reversed running sum by x with div_no_nan, so a zero in x gets 0.
    return divide_no_nan(cumsum(ans * g, axis=axis, exclusive=exclusive, reverse=not reverse), x)


def _cumprod_jvp(t, ans, x, axis, exclusive, reverse):
    # The VJP transposed: the running sum of t / x (0 where x is 0), times the running product.
    return ans * cumsum(divide_no_nan(t, x), axis=axis, exclusive=exclusive, reverse=reverse)


def _matmul_vjp_a(g, ans, a, b):
    return sum_to(matmul(g, matrix_transpose(b)), a.shape, g.ndim - ans.ndim)


def _matmul_vjp_b(g, ans, a, b):
    return sum_to(matmul(matrix_transpose(a), g), b.shape, g.ndim - ans.ndim)


def _pow_times_exponent_slope(g, ans, x, y):
    """g d(x**y)/dy, before any summing back to y's shape. TensorFlow: no sensible real log for x <= 0, so that
    part of the gradient is 0."""
    positive = x > 0
    log_x = where(positive, log(where(positive, x, 1.0)), 0.0)
    value = ans if isinstance(ans, Tensor) else power(x, y)  # a lean node keeps the inputs only
    return g * value * log_x


def _pow_times_base_slope(g, ans, x, y):
    """g d(x**y)/dx, before any summing back to x's shape."""
    if not is_recording() and y.ndim == 0 and y.value == 2:  # x ** 2, and no outer tape needs d/dy of this rule
        return square_grad(x, g)
    return g * y * power(x, y - 1.0)


def _atan2_times_slope(g, y, x, of_y):
    """g d atan2(y, x) / dy (or / dx), before any summing back to the input's shape."""
    shared = g / (square(y) + square(x))
    return x * shared if of_y else -y * shared


def _concat_jvp(i, t, ans, *xs, axis):
    """Input i's tangent in its place, zeros in the others'."""
    return concat(*[t if j == i else Tensor(np.zeros(x.shape, t.value.dtype)) for j, x in enumerate(xs)], axis=axis)


def _concat_vjp(i, g, ans, *xs, axis):
    start = sum(x.shape[axis] for x in xs[:i])
    index = (Ellipsis, slice(start, start + xs[i].shape[axis])) + (slice(None),) * (-axis - 1)
    return getitem(g, index=index)


def _transpose_vjp(g, ans, x, perm):
    negative = [p for p in perm if p < 0]
    if negative:  # TensorFlow's forward counts a negative entry from the end; its gradient refuses it
        raise InvalidArgumentError(f"{negative[0]} is not between 0 and {len(perm)} (transpose's gradient needs "
                                   "perm entries from 0 up)")
    return transpose(g, perm=_lead_perm(g, ans, np.argsort(perm)))


def _xent_backprop_vjp(g, ans, labels, logits, axis):
    # The gradient reaching softmax - labels goes to the logits only: TensorFlow drops its labels part.
    probabilities = softmax(logits, axis=axis)
    return probabilities * (g - reduce_sum(g * probabilities, axis=(g.ndim + axis,), keepdims=True))


def _silu_vjp(g, ans, x, beta, of_x):
    # TensorFlow's own (custom) gradient of swish, recomputing the sigmoid.
    s = sigmoid(beta * x)
    if of_x:
        return g * (s * (1.0 + (beta * x) * (1.0 - s)))
    n_lead = g.ndim - ans.ndim
    total = reduce_sum(g * square(x) * s * (1.0 - s), axis=tuple(range(n_lead, g.ndim)), keepdims=False)
    return reshape(total, shape=lead(g, ans) + beta.shape)


def _silu_slope(x, beta):
    """sigmoid'(beta x), as _silu_vjp computes it: d silu / d beta is x^2 times it."""
    s = sigmoid(beta * x)
    return s * (1.0 - s)


def _euclidean_norm_vjp(g, ans, x, axis, keepdims):
    front, kept = lead(g, ans), kept_shape(x.shape, axis)
    return x / (reshape(ans, shape=kept) / reshape(g, shape=front + kept))


def _tile_vjp(g, ans, x, multiples):
    # TensorFlow's: split each axis into (multiple, size) and sum over the multiples.
    front = lead(g, ans)
    split = tuple(n for pair in zip(multiples, x.shape) for n in pair)
    summed = tuple(len(front) + 2 * i for i in range(x.ndim))
    return reduce_sum(reshape(g, shape=front + split), axis=summed, keepdims=False)


def _einsum_vjp(i, g, ans, *xs, equation):
    """TensorFlow's einsum gradient: contract g with the other operands back to operand i's subscripts."""
    inputs, output = explicit_ellipsis(equation, [x.shape for x in xs]).split("->")
    subscripts = inputs.split(",")
    mine = subscripts[i]
    others = [s for j, s in enumerate(subscripts) if j != i]
    available = set(output).union(*others)
    kept = "".join(c for c in dict.fromkeys(mine) if c in available)
    grad = einsum(g, *[x for j, x in enumerate(xs) if j != i],
                  equation=f"...{output}{''.join(',' + s for s in others)}->...{kept}")
    return _restore_subscripts(grad, kept, mine, dict(zip(mine, xs[i].shape)), set(LETTERS) - set(inputs + output))


def _restore_subscripts(grad, kept, wanted, sizes, unused_letters):
    """`grad` (subscripts `kept`) spread over the subscripts `wanted`: a subscript it lacks (summed in that
    operand alone) is broadcast back with ones, and a repeated one (a diagonal) is placed with an identity."""
    fresh = iter(sorted(unused_letters))
    factors, factor_subscripts, result, seen = [], [], "", set(kept)
    for c in wanted:
        if c not in seen:
            seen.add(c)
            factors.append(Tensor(np.ones(sizes[c], dtype=grad.value.dtype)))
            factor_subscripts.append(c)
            result += c
        elif c in result:
            new = next(fresh)
            factors.append(Tensor(np.eye(sizes[c], dtype=grad.value.dtype)))
            factor_subscripts.append(c + new)
            result += new
        else:
            result += c
    if not factors:
        return grad
    return einsum(grad, *factors, equation=f"...{kept}{''.join(',' + s for s in factor_subscripts)}->...{result}")


LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def explicit_ellipsis(equation, shapes):
    """`equation` with each `...` written as letters of its own: every operand's `...` must stand for the same
    axes (the einsums gradients build carry their jacobian rows that way)."""
    if "..." not in equation:
        return equation
    inputs, output = equation.split("->")
    subscripts = inputs.split(",")
    spans = {tuple(shape[s.index("..."):s.index("...") + len(shape) - (len(s) - 3)])
             for s, shape in zip(subscripts, shapes) if "..." in s}
    if len(spans) != 1:
        raise ValueError(f"einsum: '...' must stand for the same axes in every operand of {equation!r}")
    (span,) = spans
    letters = "".join(sorted(set(LETTERS) - set(equation)))[:len(span)]
    return equation.replace("...", letters)


def _inverse_vjp(g, ans, a, adjoint):
    if adjoint:
        return -matmul(ans, matmul(matrix_transpose(g), ans))
    return -matmul(matrix_transpose(ans), matmul(g, matrix_transpose(ans)))


def _inverse_jvp(t, ans, a, adjoint):
    # d(A^-1) = -A^-1 dA A^-1 (and its transpose for the adjoint's inverse)
    return -matmul(ans, matmul(matrix_transpose(t) if adjoint else t, ans))


def _determinant_jvp(t, ans, a):
    # d det(A) = det(A) tr(A^-1 dA), the VJP's inverse (adjoint) transposed
    return ans * reduce_sum(matrix_inverse(a, adjoint=True) * t, axis=(t.ndim - 2, t.ndim - 1), keepdims=False)


def _determinant_vjp(g, ans, a):
    multipliers = reshape(g * ans, shape=g.shape + (1, 1))
    return multipliers * matrix_inverse(a, adjoint=True)


def _solve_vjp(g, ans, a, b, adjoint, of_a):
    grad_b = matrix_solve(a, g, adjoint=not adjoint)
    if not of_a:
        return grad_b
    if adjoint:
        return sum_to(-matmul(ans, matrix_transpose(grad_b)), a.shape, g.ndim - ans.ndim)
    return sum_to(-matmul(grad_b, matrix_transpose(ans)), a.shape, g.ndim - ans.ndim)


def _raise_no_second_derivative(name):
    def rule(*args, **params):
        raise InvalidArgumentError(f"TensorFlow has no gradient for {name}: {name.split('_')[0]} can be "
                                   "differentiated once only")
    return rule


def linear(name):
    """The JVP rule of a linear operation: the operation itself, applied to the tangent with the same parameters."""
    def rule(t, ans, x, **params):
        return globals()[name](t, **params)
    return rule


# ----- Gradient operations -----
# Elementwise VJPs g * f'(x) as operations of their own, as TensorFlow has TanhGrad and SqrtGrad: each
# computes into one fresh buffer, where composing them would allocate a temporary per factor (on large
# arrays, the allocations cost more than the arithmetic). Their own rules give second derivatives.

def _times_g(derivative):
    """A forward (x, g, out=None) -> derivative(x) * g, computed in one buffer: `out` when given (an array
    the backward pass is done with), else derivative's fresh result."""
    def forward(x, g, out=None):
        d = derivative(x, out if out is not None and out.shape == np.shape(x) else None)
        if out is not None:
            return np.multiply(d, g, out=out)
        if isinstance(d, np.ndarray) and d.shape == np.shape(g) and d.dtype == np.result_type(d, g):
            return np.multiply(d, g, out=d)
        return d * g
    return forward


def _then(first, second):
    """A derivative x -> second(first(x), x), the second step written into the first's result."""
    def derivative(x, out=None):
        d = first(x, out=out)
        return second(d, x, out=d) if isinstance(d, np.ndarray) else second(d, x)
    return derivative


def _zero_where_g_is_zero(times_g):
    """TensorFlow's SqrtGrad, RsqrtGrad and ReciprocalGrad give 0 where the incoming gradient is 0, even where
    the derivative itself is infinite or NaN."""
    def forward(y, g, out=None):
        result = times_g(y, g, out)
        if isinstance(result, np.ndarray) and result.shape == np.shape(g):
            np.copyto(result, 0, where=(g == 0))
            return result
        return np.where(g == 0, 0, result)
    return forward


_sqrt_grad = _zero_where_g_is_zero(_times_g(lambda y, out: np.divide(0.5, y, out=out)))
_rsqrt_grad = _zero_where_g_is_zero(_times_g(lambda y, out: np.multiply(np.power(y, 3, out=out), -0.5, out=out)))
_reciprocal_grad = _zero_where_g_is_zero(_times_g(lambda y, out: np.negative(np.square(y, out=out), out=out)))


# ----- The table -----
# Elementwise, one input: the jacobian is diagonal, so each VJP rule is its JVP rule too (jvps=SYMMETRIC).
negative = Primitive("negative", np.negative, lambda g, ans, x: -g, jvps=SYMMETRIC, saves="shapes", op="Neg",
                     moves_data=True)
abs = Primitive("abs", np.abs, lambda g, ans, x: g * sign(x), jvps=SYMMETRIC, moves_data=True)  # abs'(0) = 0
sign = Primitive("sign", np.sign, zeros_rule, jvps=(None,), saves="shapes")
sqrt = Primitive("sqrt", np.sqrt, lambda g, ans, x: sqrt_grad(ans, g), jvps=SYMMETRIC, saves="ans")
rsqrt = Primitive("rsqrt", lambda x: np.reciprocal(np.sqrt(x)), lambda g, ans, x: rsqrt_grad(ans, g),
                  jvps=SYMMETRIC, saves="ans")
reciprocal = Primitive("reciprocal", np.reciprocal, lambda g, ans, x: reciprocal_grad(ans, g), jvps=SYMMETRIC,
                       saves="ans", op="Reciprocal")
square = Primitive("square", np.square, lambda g, ans, x: square_grad(x, g), jvps=SYMMETRIC)
exp = Primitive("exp", np.exp, lambda g, ans, x: g * ans, jvps=SYMMETRIC, saves="ans")
log = Primitive("log", np.log, lambda g, ans, x: g * reciprocal(x), jvps=SYMMETRIC)
log1p = Primitive("log1p", np.log1p, lambda g, ans, x: g * reciprocal(1.0 + x), jvps=SYMMETRIC)
expm1 = Primitive("expm1", np.expm1, lambda g, ans, x: g * exp(x), jvps=SYMMETRIC)
sin = Primitive("sin", np.sin, lambda g, ans, x: sin_grad(x, g), jvps=SYMMETRIC)
cos = Primitive("cos", np.cos, lambda g, ans, x: cos_grad(x, g), jvps=SYMMETRIC)
tan = Primitive("tan", np.tan, lambda g, ans, x: square(reciprocal(cos(x))) * g, jvps=SYMMETRIC)
asin = Primitive("asin", np.arcsin, lambda g, ans, x: g * reciprocal(sqrt(1.0 - square(x))), jvps=SYMMETRIC)
acos = Primitive("acos", np.arccos, lambda g, ans, x: -g * reciprocal(sqrt(1.0 - square(x))), jvps=SYMMETRIC)
atan = Primitive("atan", np.arctan, lambda g, ans, x: g * reciprocal(1.0 + square(x)), jvps=SYMMETRIC)
sinh = Primitive("sinh", np.sinh, lambda g, ans, x: g * cosh(x), jvps=SYMMETRIC)
cosh = Primitive("cosh", np.cosh, lambda g, ans, x: g * sinh(x), jvps=SYMMETRIC)
tanh = Primitive("tanh", np.tanh, lambda g, ans, x: tanh_grad(ans, g), jvps=SYMMETRIC, saves="ans")
sigmoid = Primitive("sigmoid", _sigmoid, lambda g, ans, x: sigmoid_grad(ans, g), jvps=SYMMETRIC, saves="ans")
erf = Primitive("erf", _erf, lambda g, ans, x: g * (2 / math.sqrt(math.pi)) * exp(-square(x)), jvps=SYMMETRIC)
erfc = Primitive("erfc", _erfc, lambda g, ans, x: g * (-2 / math.sqrt(math.pi)) * exp(-square(x)), jvps=SYMMETRIC)
relu = Primitive("relu", lambda x: np.maximum(x, 0), lambda g, ans, x: relu_grad(g, ans), jvps=SYMMETRIC,
                 saves="ans")
leaky_relu = Primitive("leaky_relu", lambda x, alpha: np.where(x > 0, x, x * _slope(alpha, x)),
                       lambda g, ans, x, alpha: leaky_relu_grad(g, x, alpha=alpha), jvps=SYMMETRIC)
elu = Primitive("elu", _elu, lambda g, ans, x: elu_grad(g, ans), jvps=SYMMETRIC, saves="ans")
selu = Primitive("selu", _selu, lambda g, ans, x: selu_grad(g, ans), jvps=SYMMETRIC, saves="ans")
softplus = Primitive("softplus", lambda x: np.logaddexp(0, x), lambda g, ans, x: g * sigmoid(x), jvps=SYMMETRIC)
# TensorFlow's forward mode transposes SoftsignGrad, which has no gradient: softsign has no JVP there.
softsign = Primitive("softsign", lambda x: x / (1 + np.abs(x)), lambda g, ans, x: softsign_grad(g, x),
                     jvps=(_raise_no_second_derivative("SoftsignGrad"),))
silu = Primitive("silu", lambda x, beta: x * _sigmoid(beta * x),
                 lambda g, ans, x, beta: _silu_vjp(g, ans, x, beta, of_x=True),
                 lambda g, ans, x, beta: _silu_vjp(g, ans, x, beta, of_x=False),
                 jvps=(lambda t, ans, x, beta: _silu_vjp(t, ans, x, beta, of_x=True),
                       lambda t, ans, x, beta: t * (square(x) * _silu_slope(x, beta))))
identity = Primitive("identity", lambda x: x, lambda g, ans, x: g, jvps=SYMMETRIC, saves="shapes", moves_data=True)
stop_gradient = Primitive("stop_gradient", lambda x: x, None, moves_data=True)
cast = Primitive("cast", lambda x, dtype, source: x.astype(dtype),
                 lambda g, ans, x, dtype, source: cast(g, dtype=source, source=dtype),
                 jvps=(lambda t, ans, x, dtype, source: cast(t, dtype=dtype, source=source),), saves="shapes")
# Rounding: TensorFlow registers no gradient, so a source reached only through them is unconnected.
floor = Primitive("floor", np.floor, None)
ceil = Primitive("ceil", np.ceil, None)
round = Primitive("round", np.round, None)  # half to even, as TensorFlow rounds
# Comparisons: boolean tensors, with no gradient (as in TensorFlow), written into no float buffer.
less = Primitive("less", np.less, None, None, writes_out=False)
less_equal = Primitive("less_equal", np.less_equal, None, None, writes_out=False)
greater = Primitive("greater", np.greater, None, None, writes_out=False)
greater_equal = Primitive("greater_equal", np.greater_equal, None, None, writes_out=False)
equal = Primitive("equal", np.equal, None, None, writes_out=False)
not_equal = Primitive("not_equal", np.not_equal, None, None, writes_out=False)

# Elementwise, two inputs, with numpy broadcasting summed back to each input's shape by the VJPs; a JVP's part
# broadcasts to the output's shape by itself.
add = Primitive("add", np.add,
                lambda g, ans, x, y: unbroadcast(g, ans, x),
                lambda g, ans, x, y: unbroadcast(g, ans, y),
                jvps=(lambda t, ans, x, y: t, lambda t, ans, x, y: t), saves="shapes", op="AddV2")
subtract = Primitive("subtract", np.subtract,
                     lambda g, ans, x, y: unbroadcast(g, ans, x),
                     lambda g, ans, x, y: unbroadcast(-g, ans, y),
                     jvps=(lambda t, ans, x, y: t, lambda t, ans, x, y: -t), saves="shapes", op="Sub")
multiply = Primitive("multiply", np.multiply,
                     lambda g, ans, x, y: unbroadcast(g * y, ans, x),
                     lambda g, ans, x, y: unbroadcast(x * g, ans, y),
                     jvps=(lambda t, ans, x, y: t * y, lambda t, ans, x, y: x * t), op="Mul")
divide = Primitive("divide", np.divide,
                   lambda g, ans, x, y: unbroadcast(g / y, ans, x),
                   lambda g, ans, x, y: unbroadcast(g * (-x / y / y), ans, y),
                   jvps=(lambda t, ans, x, y: t / y, lambda t, ans, x, y: t * (-x / y / y)), op="RealDiv")
divide_no_nan = Primitive("divide_no_nan", _divide_no_nan,
                          lambda g, ans, x, y: unbroadcast(divide_no_nan(g, y), ans, x),
                          lambda g, ans, x, y: unbroadcast(g * divide_no_nan(divide_no_nan(-x, y), y), ans, y),
                          jvps=(lambda t, ans, x, y: divide_no_nan(t, y),
                                lambda t, ans, x, y: t * divide_no_nan(divide_no_nan(-x, y), y)), op="DivNoNan")
squared_difference = Primitive("squared_difference", lambda x, y: np.square(np.subtract(x, y)),
                               lambda g, ans, x, y: unbroadcast((2.0 * g) * (x - y), ans, x),
                               lambda g, ans, x, y: unbroadcast(-((2.0 * g) * (x - y)), ans, y),
                               jvps=(lambda t, ans, x, y: (2.0 * t) * (x - y),
                                     lambda t, ans, x, y: -((2.0 * t) * (x - y))))
floordiv = Primitive("floordiv", _floordiv, None, None, op="FloorDiv")
floormod = Primitive("floormod", _floormod,
                     lambda g, ans, x, y: unbroadcast(g, ans, x),
                     lambda g, ans, x, y: unbroadcast(g * -floordiv(x, y), ans, y),
                     jvps=(lambda t, ans, x, y: t, lambda t, ans, x, y: t * -floordiv(x, y)), op="FloorMod")
power = Primitive("pow", np.power,
                  lambda g, ans, x, y: unbroadcast(_pow_times_base_slope(g, ans, x, y), ans, x),
                  lambda g, ans, x, y: unbroadcast(_pow_times_exponent_slope(g, ans, x, y), ans, y),
                  jvps=(_pow_times_base_slope, _pow_times_exponent_slope))
maximum = Primitive("maximum", np.maximum,  # a tie sends the gradient to x, as in TensorFlow
                    lambda g, ans, x, y: unbroadcast(where(x >= y, g, 0.0), ans, x),
                    lambda g, ans, x, y: unbroadcast(where(x >= y, 0.0, g), ans, y),
                    jvps=(lambda t, ans, x, y: where(x >= y, t, 0.0), lambda t, ans, x, y: where(x >= y, 0.0, t)))
minimum = Primitive("minimum", np.minimum,
                    lambda g, ans, x, y: unbroadcast(where(x <= y, g, 0.0), ans, x),
                    lambda g, ans, x, y: unbroadcast(where(x <= y, 0.0, g), ans, y),
                    jvps=(lambda t, ans, x, y: where(x <= y, t, 0.0), lambda t, ans, x, y: where(x <= y, 0.0, t)))
atan2 = Primitive("atan2", np.arctan2,
                  lambda g, ans, y, x: unbroadcast(_atan2_times_slope(g, y, x, of_y=True), ans, y),
                  lambda g, ans, y, x: unbroadcast(_atan2_times_slope(g, y, x, of_y=False), ans, x),
                  jvps=(lambda t, ans, y, x: _atan2_times_slope(t, y, x, of_y=True),
                        lambda t, ans, y, x: _atan2_times_slope(t, y, x, of_y=False)))
where = Primitive("where", _where,
                  None,
                  lambda g, ans, c, x, y: unbroadcast(where(c, g, 0.0), ans, x),
                  lambda g, ans, c, x, y: unbroadcast(where(c, 0.0, g), ans, y),
                  jvps=(None, lambda t, ans, c, x, y: where(c, t, 0.0), lambda t, ans, c, x, y: where(c, 0.0, t)),
                  same_dtype=(1, 2), op="SelectV2")
matmul = Primitive("matmul", _matmul, _matmul_vjp_a, _matmul_vjp_b,
                   jvps=(lambda t, ans, a, b: matmul(t, b), lambda t, ans, a, b: matmul(a, t)), op="MatMul")
einsum = Primitive("einsum", _einsum, vjp_argnum=_einsum_vjp,
                   jvp_argnum=lambda i, t, ans, *xs, equation: einsum(*xs[:i], t, *xs[i + 1:], equation=equation))

# Gradient operations: f'(x) * g for the elementwise ops above; the second input, g, may carry leading axes.
# Each JVP is its VJP without the sum back to the input's shape (the tangent t of y or g in place of gg).
sin_grad = Primitive("sin_grad", _times_g(np.cos),
                     lambda gg, ans, x, g: unbroadcast(gg * cos_grad(x, g), ans, x),
                     lambda gg, ans, x, g: sin_grad(x, gg),
                     jvps=(lambda t, ans, x, g: t * cos_grad(x, g), lambda t, ans, x, g: sin_grad(x, t)),
                     writes_out=True)
cos_grad = Primitive("cos_grad", _times_g(_then(np.sin, lambda d, x, out=None: np.negative(d, out=out))),
                     lambda gg, ans, x, g: unbroadcast(gg * -sin_grad(x, g), ans, x),
                     lambda gg, ans, x, g: cos_grad(x, gg),
                     jvps=(lambda t, ans, x, g: t * -sin_grad(x, g), lambda t, ans, x, g: cos_grad(x, t)),
                     writes_out=True)
tanh_grad = Primitive("tanh_grad",  # from y = tanh(x): (1 - y^2) g
                      _times_g(_then(np.square, lambda d, y, out=None: np.subtract(1, d, out=out))),
                      lambda gg, ans, y, g: unbroadcast(gg * -2.0 * g * y, ans, y),
                      lambda gg, ans, y, g: tanh_grad(y, gg),
                      jvps=(lambda t, ans, y, g: t * -2.0 * g * y, lambda t, ans, y, g: tanh_grad(y, t)),
                      writes_out=True)
sigmoid_grad = Primitive("sigmoid_grad",  # from y = sigmoid(x): y (1 - y) g
                         _times_g(_then(lambda y, out=None: np.subtract(1, y, out=out),
                                        lambda d, y, out=None: np.multiply(d, y, out=out))),
                         lambda gg, ans, y, g: unbroadcast(gg * g - 2.0 * (gg * g) * y, ans, y),
                         lambda gg, ans, y, g: sigmoid_grad(y, gg),
                         jvps=(lambda t, ans, y, g: t * g - 2.0 * (t * g) * y, lambda t, ans, y, g: sigmoid_grad(y, t)),
                         writes_out=True)
square_grad = Primitive("square_grad", _times_g(lambda x, out=None: np.multiply(x, 2, out=out)),
                        lambda gg, ans, x, g: unbroadcast(2.0 * gg * g, ans, x),
                        lambda gg, ans, x, g: square_grad(x, gg),
                        jvps=(lambda t, ans, x, g: 2.0 * t * g, lambda t, ans, x, g: square_grad(x, t)),
                        writes_out=True)
sqrt_grad = Primitive("sqrt_grad", _sqrt_grad,  # from y = sqrt(x): 0.5 g / y
                      lambda gg, ans, y, g: unbroadcast(-(gg / y) * ans, ans, y),
                      lambda gg, ans, y, g: 0.5 * (gg / y),
                      jvps=(lambda t, ans, y, g: -(t / y) * ans, lambda t, ans, y, g: 0.5 * (t / y)),
                      saves="all", writes_out=True)
rsqrt_grad = Primitive("rsqrt_grad", _rsqrt_grad,  # from y = rsqrt(x): -0.5 g y^3
                       lambda gg, ans, y, g: unbroadcast(-1.5 * gg * g * square(y), ans, y),
                       lambda gg, ans, y, g: rsqrt_grad(y, gg),
                       jvps=(lambda t, ans, y, g: -1.5 * t * g * square(y), lambda t, ans, y, g: rsqrt_grad(y, t)),
                       writes_out=True)
reciprocal_grad = Primitive("reciprocal_grad", _reciprocal_grad,  # from y = 1 / x: -g y^2
                            lambda gg, ans, y, g: unbroadcast(gg * -2.0 * g * y, ans, y),
                            lambda gg, ans, y, g: reciprocal_grad(y, gg),
                            jvps=(lambda t, ans, y, g: t * -2.0 * g * y, lambda t, ans, y, g: reciprocal_grad(y, t)),
                            writes_out=True)
relu_grad = Primitive("relu_grad", lambda g, y: g * (y > 0),  # a product with the mask: inf * 0 is nan
                      lambda gg, ans, g, y: relu_grad(gg, y), zeros_rule,
                      jvps=(lambda t, ans, g, y: relu_grad(t, y), None))
leaky_relu_grad = Primitive("leaky_relu_grad", lambda g, x, alpha: np.where(x > 0, g, g * _slope(alpha, x)),
                            lambda gg, ans, g, x, alpha: leaky_relu_grad(gg, x, alpha=alpha), zeros_rule,
                            jvps=(lambda t, ans, g, x, alpha: leaky_relu_grad(t, x, alpha=alpha), None))
elu_grad = Primitive("elu_grad", lambda g, y: np.where(y < 0, g * (y + 1), g),
                     lambda gg, ans, g, y: elu_grad(gg, y),
                     lambda gg, ans, g, y: unbroadcast(where(y < 0.0, gg * g, 0.0), ans, y),
                     jvps=(lambda t, ans, g, y: elu_grad(t, y), lambda t, ans, g, y: where(y < 0.0, t * g, 0.0)))
selu_grad = Primitive("selu_grad", lambda g, y: np.where(y < 0, g * (y + SELU_SCALE_ALPHA), g * SELU_SCALE),
                      lambda gg, ans, g, y: selu_grad(gg, y),
                      lambda gg, ans, g, y: unbroadcast(where(y < 0.0, gg * g, 0.0), ans, y),
                      jvps=(lambda t, ans, g, y: selu_grad(t, y), lambda t, ans, g, y: where(y < 0.0, t * g, 0.0)))
softsign_grad = Primitive("softsign_grad", lambda g, x: g / np.square(1 + np.abs(x)),
                          _raise_no_second_derivative("SoftsignGrad"), _raise_no_second_derivative("SoftsignGrad"),
                          jvps=(_raise_no_second_derivative("SoftsignGrad"),) * 2)

# Reductions over `axis`, a sorted tuple of non-negative axes.
# (a linear operation is its own JVP: `linear(op)` applies it to the tangent)
# (summing in the input's dtype: numpy would widen int32 to int64, TensorFlow keeps it)
reduce_sum = Primitive("reduce_sum",
                       lambda x, axis, keepdims: np.sum(x, axis=axis, keepdims=keepdims, dtype=x.dtype),
                       lambda g, ans, x, axis, keepdims: expand_as_reduced(g, ans, x, axis),
                       jvps=(linear("reduce_sum"),), saves="shapes", op="Sum")
reduce_max = Primitive("reduce_max",
                       lambda x, axis, keepdims: np.max(x, axis=axis, keepdims=keepdims, initial=_lowest(x)),
                       _extremum_vjp, jvps=(_extremum_jvp,), saves="all", op="Max")
reduce_min = Primitive("reduce_min",
                       lambda x, axis, keepdims: np.min(x, axis=axis, keepdims=keepdims, initial=_highest(x)),
                       _extremum_vjp, jvps=(_extremum_jvp,), saves="all", op="Min")
reduce_prod = Primitive("reduce_prod",
                        lambda x, axis, keepdims: np.prod(x, axis=axis, keepdims=keepdims, dtype=x.dtype),
                        _prod_vjp, jvps=(_prod_jvp,), op="Prod")
euclidean_norm = Primitive("reduce_euclidean_norm", _euclidean_norm, _euclidean_norm_vjp,
                           jvps=(lambda t, ans, x, axis, keepdims:
                                     reduce_sum(x * t, axis=axis, keepdims=keepdims) / ans,), saves="all")
l2_loss = Primitive("l2_loss", lambda x: np.sum(x * x) / 2,  # TensorFlow's L2Loss: the gradient is x g
                    lambda g, ans, x: reshape(g, shape=g.shape + (1,) * x.ndim) * x,
                    jvps=(lambda t, ans, x: reduce_sum(x * t, axis=tuple(range(x.ndim)), keepdims=False),))

# Along one `axis`, negative (counted from the end) so that leading jacobian rows do not move it.
cumsum = Primitive("cumsum", lambda x, axis, exclusive, reverse: _cumulative(np.add, x, axis, exclusive, reverse),
                   lambda g, ans, x, axis, exclusive, reverse:
                       cumsum(g, axis=axis, exclusive=exclusive, reverse=not reverse),
                   jvps=(linear("cumsum"),), saves="shapes")
cumprod = Primitive("cumprod",
                    lambda x, axis, exclusive, reverse: _cumulative(np.multiply, x, axis, exclusive, reverse),
                    _cumprod_vjp, jvps=(_cumprod_jvp,), saves="all")
softmax = Primitive("softmax", _softmax,
                    lambda g, ans, x, axis: ans * (g - reduce_sum(g * ans, axis=(g.ndim + axis,), keepdims=True)),
                    jvps=SYMMETRIC, saves="ans")
log_softmax = Primitive("log_softmax", _log_softmax,
                        lambda g, ans, x, axis: g - reduce_sum(g, axis=(g.ndim + axis,), keepdims=True) * exp(ans),
                        jvps=(lambda t, ans, x, axis: t - reduce_sum(t * exp(ans), axis=(t.ndim + axis,),
                                                                      keepdims=True),),
                        saves="ans", op="LogSoftmax")
concat = Primitive("concat", lambda *xs, axis: np.concatenate(xs, axis=axis), vjp_argnum=_concat_vjp,
                   jvp_argnum=_concat_jvp, saves="shapes", op="ConcatV2", moves_data=True)

# Cross-entropies over the last axis (sparse) or `axis`. As in TensorFlow, the logits
# get softmax - labels, and sparse labels get no gradient.
sparse_softmax_xent = Primitive("sparse_softmax_cross_entropy_with_logits", _sparse_xent,
                                None,
                                lambda g, ans, labels, logits:
                                    insert_axis(g, -1) * (softmax(logits, axis=-1) - _one_hot(labels, logits)),
                                jvps=(None, lambda t, ans, labels, logits: reduce_sum(
                                    t * (softmax(logits, axis=-1) - _one_hot(labels, logits)), axis=(t.ndim - 1,),
                                    keepdims=False)),
                                same_dtype=())
softmax_xent = Primitive("softmax_cross_entropy_with_logits", _xent,
                         lambda g, ans, labels, logits, axis: insert_axis(g, axis) * -log_softmax(logits, axis=axis),
                         lambda g, ans, labels, logits, axis:
                             insert_axis(g, axis) * xent_backprop(labels, logits, axis=axis),
                         jvps=(lambda t, ans, labels, logits, axis:
                                   -reduce_sum(t * log_softmax(logits, axis=axis), axis=(t.ndim + axis,), keepdims=False),
                               lambda t, ans, labels, logits, axis:
                                   reduce_sum(t * xent_backprop(labels, logits, axis=axis), axis=(t.ndim + axis,),
                                              keepdims=False)))
# TensorFlow's op has softmax - labels as a second output; what reaches it flows to the logits alone.
xent_backprop = Primitive("xent_backprop", lambda labels, logits, axis: _softmax(logits, axis) - labels,
                          zeros_rule, _xent_backprop_vjp, jvps=(None, _xent_backprop_vjp))

# Shapes and indexing: only shapes are read. Shapes given to the primitives are complete tuples.
reshape = Primitive("reshape", lambda x, shape: np.reshape(x, shape),
                    lambda g, ans, x, shape: reshape(g, shape=lead(g, ans) + x.shape),
                    jvps=(linear("reshape"),), saves="shapes", moves_data=True)
broadcast_to = Primitive("broadcast_to", lambda x, shape: np.broadcast_to(x, shape),  # a view: no memory
                         lambda g, ans, x, shape: sum_to(g, x.shape, g.ndim - ans.ndim),
                         jvps=(linear("broadcast_to"),), saves="shapes", moves_data=True)
transpose = Primitive("transpose", lambda x, perm: np.transpose(x, tuple(p % x.ndim for p in perm)),
                      _transpose_vjp, jvps=(linear("transpose"),), saves="shapes", moves_data=True)
getitem = Primitive("getitem", lambda x, index: x[index],
                    lambda g, ans, x, index:
                        ungather(g, index=_lead_index(g, ans, index), shape=lead(g, ans) + x.shape),
                    jvps=(linear("getitem"),), saves="shapes", moves_data=True)
ungather = Primitive("ungather", _ungather,  # scatters g into zeros: the adjoint of getitem
                     lambda g, ans, x, index, shape: getitem(g, index=_lead_index(g, ans, index)),
                     jvps=(linear("ungather"),), saves="shapes", moves_data=True)
# Integer-array indexing (gather, gather_nd, boolean_mask, diagonals): `index` is a tuple of integer arrays
# applied after the first `front` axes of a tensor of rank `rank`; its adjoint adds g back where it was taken.
pick = Primitive("pick", _pick,
                 lambda g, ans, x, index, front, rank: unpick(g, index=index, front=front, shape=x.shape),
                 jvps=(linear("pick"),), saves="shapes", moves_data=True, op="GatherV2")
unpick = Primitive("unpick", _unpick,
                   lambda g, ans, x, index, front, shape: pick(g, index=index, front=front, rank=len(shape)),
                   jvps=(linear("unpick"),), saves="shapes", moves_data=True)


def select(x, flags, front=0):
    """The entries (or slices) of `x` where the boolean array `flags` holds, matched to x's axes from `front`,
    flattened into one axis: TensorFlow's boolean_mask, and x[mask]."""
    if flags.ndim == 0 or x.shape[front:front + flags.ndim] != flags.shape:
        raise InvalidArgumentError(f"Shapes {x.shape[front:front + flags.ndim]} and {flags.shape} are incompatible")
    return pick(x, index=np.nonzero(flags), front=front, rank=x.ndim)


tile = Primitive("tile", lambda x, multiples: _tile(x, (1,) * (x.ndim - len(multiples)) + tuple(multiples)),
                 _tile_vjp, jvps=(linear("tile"),), saves="shapes", moves_data=True)
pad = Primitive("pad", _pad, lambda g, ans, x, paddings, mode, constant_values: unpad(g, paddings=paddings, mode=mode),
                jvps=(lambda t, ans, x, paddings, mode, constant_values:
                          pad(t, paddings=paddings, mode=mode, constant_values=0),),
                saves="shapes", moves_data=True, op="PadV2")
unpad = Primitive("unpad", _unpad,  # the adjoint of pad: TensorFlow's Slice or MirrorPadGrad
                  lambda g, ans, x, paddings, mode: pad(g, paddings=paddings, mode=mode, constant_values=0),
                  jvps=(linear("unpad"),), saves="shapes", moves_data=True)

# Linear algebra on the last two axes.
matrix_inverse = Primitive("inv", _inverse, _inverse_vjp, jvps=(_inverse_jvp,), saves="all", op="MatrixInverse")
matrix_determinant = Primitive("det", _determinant, _determinant_vjp, jvps=(_determinant_jvp,), saves="all",
                               op="MatrixDeterminant")
matrix_solve = Primitive("solve", _solve,
                         lambda g, ans, a, b, adjoint: _solve_vjp(g, ans, a, b, adjoint, of_a=True),
                         lambda g, ans, a, b, adjoint: _solve_vjp(g, ans, a, b, adjoint, of_a=False),
                         jvps=(lambda t, ans, a, b, adjoint: -matrix_solve(a, matmul(matrix_transpose(t) if adjoint
                                                                                     else t, ans), adjoint=adjoint),
                               lambda t, ans, a, b, adjoint: matrix_solve(a, t, adjoint=adjoint)),
                         saves="all", op="MatrixSolve")


def _lead_perm(g, ans, perm):
    n = g.ndim - ans.ndim
    return tuple(range(n)) + tuple(n + int(p) for p in perm)


def _lead_index(g, ans, index):
    return (slice(None),) * (g.ndim - ans.ndim) + index


def pack(values, dtype=None):
    """A nested list holding tensors, stacked into one tensor (TensorFlow's auto-packing)."""
    rows = [pack(v, dtype) if isinstance(v, (list, tuple)) else constant(v, dtype) for v in values]
    return concat(*[reshape(r, shape=(1,) + r.shape) for r in rows], axis=-1 - rows[0].ndim)


def truediv(x, y):
    """TensorFlow's `x / y`: both of one dtype (a TypeError otherwise, before any kernel runs), and integers
    divided as float64."""
    x, y = convert_inputs((x, y))
    if x.value.dtype != y.value.dtype:
        raise TypeError(f"`x` and `y` must have the same dtype, got {x.dtype!r} != {y.dtype!r}.")
    if x.value.dtype.kind in "iu":
        x, y = (cast(t, dtype=np.dtype(np.float64), source=t.value.dtype) for t in (x, y))
    return divide(x, y)
