"""The table of primitives: each operation's forward function and its VJPs, side by side.

A row reads `name = Primitive("name", forward, vjp_for_input_0, vjp_for_input_1, ...)`.
`forward` works on numpy values; each VJP rule `rule(g, ans, *inputs, **params)`
maps the gradient `g` flowing into the output `ans` to the gradient of one input,
or is `None` where an input takes no gradient (labels, conditions). Rules are
written with the same differentiable operations, so a backward pass recorded on
an outer tape can itself be differentiated (Hessians).

Every rule accepts a `g` with extra leading axes (`lead(g, ans)`): `jacobian`
pushes all its rows through the graph at once that way. Rules therefore index
axes relative to the end, or prefix `lead(g, ans)` to the shapes they build.

Primitives take their parameters normalised (axes as tuples, complete shapes);
`vocabulary.py` calls them with TensorFlow's arguments.
"""
import math

import numpy as np

from gradcli.limits import check_elements
from gradcli.recording import is_recording
from gradcli.tensor import Primitive, Tensor, constant


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
    return Tensor(np.asarray(condition, dtype=like.dtype))


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
    if a.ndim == 0 or b.ndim == 0:
        raise ValueError(f"needs tensors of rank 1 or more, got shapes {a.shape} and {b.shape}")
    inner_a, inner_b = a.shape[-1], b.shape[0] if b.ndim == 1 else b.shape[-2]
    if inner_a != inner_b:
        raise ValueError(f"cannot multiply shapes {a.shape} and {b.shape}: "
                         f"inner dimensions {inner_a} and {inner_b} differ")
    batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    check_elements(math.prod(batch) * (a.shape[-2] if a.ndim > 1 else 1) * (b.shape[-1] if b.ndim > 1 else 1),
                   "the matrix product")
    return np.matmul(a, b)


def _where(condition, x, y):
    if condition.dtype != bool:
        raise ValueError("the condition must be boolean, such as x > 0")
    check_elements(math.prod(np.broadcast_shapes(np.shape(condition), np.shape(x), np.shape(y))), "where's result")
    return np.where(condition, x, y)


def _ungather(g, index, shape):
    out = np.zeros(shape, dtype=g.dtype)
    out[index] = g
    return out


def _cumulative(ufunc, x, axis, exclusive, reverse):
    if reverse:
        x = np.flip(x, axis)
    out = ufunc.accumulate(x, axis=axis)
    if exclusive:  # shift by one, starting from the identity: no division, so zeros are safe
        first = np.full_like(np.take(out, [0], axis=axis), ufunc.identity)
        out = np.concatenate([first, np.delete(out, -1, axis=axis)], axis=axis)
    return np.flip(out, axis) if reverse else out


def _class_indices(labels, logits):
    if logits.ndim == 0 or labels.shape != logits.shape[:-1]:
        raise ValueError(f"labels of shape {labels.shape} need logits of shape {labels.shape} + (classes,), "
                         f"got {logits.shape}")
    index = labels.astype(np.intp)
    if np.any(index != labels) or np.any(index < 0) or np.any(index >= logits.shape[-1]):
        raise ValueError(f"labels must be class numbers from 0 to {logits.shape[-1] - 1}")
    return index


def _sparse_xent(labels, logits):
    index = _class_indices(labels, logits)
    return -np.take_along_axis(_log_softmax(logits, -1), index[..., None], axis=-1)[..., 0]


def _xent(labels, logits, axis):
    if labels.shape != logits.shape:
        raise ValueError(f"labels and logits must have the same shape, got {labels.shape} and {logits.shape}")
    return -np.sum(labels * _log_softmax(logits, axis), axis=axis)


def _one_hot(labels, logits):
    return Tensor(np.eye(logits.shape[-1], dtype=logits.dtype)[_class_indices(labels.value, logits.value)])


# ----- Rules longer than a line -----

def _extremum_vjp(g, ans, x, axis, keepdims):
    # TensorFlow splits the gradient equally among tied extremes.
    kept = kept_shape(x.shape, axis)
    selected = x.value == np.reshape(ans.value, kept)
    share = selected / np.sum(selected, axis=axis, keepdims=True)
    return reshape(g, shape=lead(g, ans) + kept) * mask(share, g)


def _prod_vjp(g, ans, x, axis, keepdims):
    # The product of all the other elements, as two exclusive cumulative products
    # (as TensorFlow does): no division, so zeros in x are handled exactly.
    others = [i for i in range(x.ndim) if i not in axis]
    perm = tuple(axis) + tuple(others)
    permuted = transpose(x, perm=perm)
    n_reduced = int(np.prod([x.shape[i] for i in axis]))
    flat = reshape(permuted, shape=(n_reduced, -1))
    left = cumprod(flat, axis=-2, exclusive=True, reverse=False)
    right = cumprod(flat, axis=-2, exclusive=True, reverse=True)
    rest = transpose(reshape(left * right, shape=permuted.shape), perm=tuple(np.argsort(perm)))
    return expand_as_reduced(g, ans, x, axis) * rest


def _as_matrix(x, row):
    return x if x.ndim > 1 else reshape(x, shape=(1, -1) if row else (-1, 1))


def _matrix_transpose(x):
    return transpose(x, perm=tuple(range(x.ndim - 2)) + (x.ndim - 1, x.ndim - 2))


def _matmul_cotangent(g, ans, a, b):
    """`g` reshaped as the gradient of the matrix product of `a` and `b` seen as matrices."""
    a_mat, b_mat = _as_matrix(a, row=True), _as_matrix(b, row=False)
    batch = np.broadcast_shapes(a_mat.shape[:-2], b_mat.shape[:-2])
    return reshape(g, shape=lead(g, ans) + batch + (a_mat.shape[-2], b_mat.shape[-1])), a_mat, b_mat


def _matmul_vjp_a(g, ans, a, b):
    g_mat, a_mat, b_mat = _matmul_cotangent(g, ans, a, b)
    n_lead = g.ndim - ans.ndim
    return reshape(sum_to(matmul(g_mat, _matrix_transpose(b_mat)), a_mat.shape, n_lead), shape=lead(g, ans) + a.shape)


def _matmul_vjp_b(g, ans, a, b):
    g_mat, a_mat, b_mat = _matmul_cotangent(g, ans, a, b)
    n_lead = g.ndim - ans.ndim
    return reshape(sum_to(matmul(_matrix_transpose(a_mat), g_mat), b_mat.shape, n_lead), shape=lead(g, ans) + b.shape)


def _pow_vjp_exponent(g, ans, x, y):
    # TensorFlow: no sensible real log for x <= 0, so that part of the gradient is 0.
    positive = x > 0
    log_x = where(positive, log(where(positive, x, 1.0)), 0.0)
    value = ans if isinstance(ans, Tensor) else power(x, y)  # a lean node keeps the inputs only
    return unbroadcast(g * value * log_x, ans, y)


def _concat_vjp(i, g, ans, *xs, axis):
    start = sum(x.shape[axis] for x in xs[:i])
    index = (Ellipsis, slice(start, start + xs[i].shape[axis])) + (slice(None),) * (-axis - 1)
    return getitem(g, index=index)


def _pow_vjp_base(g, ans, x, y):
    if not is_recording() and y.ndim == 0 and y.value == 2:  # x ** 2, and no outer tape needs d/dy of this rule
        return unbroadcast(square_grad(x, g), ans, x)
    return unbroadcast(g * y * power(x, y - 1.0), ans, x)


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


def _sqrt_grad(y, g, out=None):
    # TensorFlow's SqrtGrad: a zero incoming gradient gives 0, even where sqrt'(0) is infinite.
    result = _times_g(lambda y, out: np.divide(0.5, y, out=out))(y, g, out)
    if isinstance(result, np.ndarray) and result.shape == np.shape(g):
        np.copyto(result, 0, where=(g == 0))
        return result
    return np.where(g == 0, 0, result)


# ----- The table -----
# Elementwise, one input.
negative = Primitive("negative", np.negative, lambda g, ans, x: -g, saves="shapes")
abs = Primitive("abs", np.abs, lambda g, ans, x: g * Tensor(np.sign(x.value)))  # abs'(0) = 0
sqrt = Primitive("sqrt", np.sqrt, lambda g, ans, x: sqrt_grad(ans, g), saves="ans")
square = Primitive("square", np.square, lambda g, ans, x: square_grad(x, g))
exp = Primitive("exp", np.exp, lambda g, ans, x: g * ans, saves="ans")
log = Primitive("log", np.log, lambda g, ans, x: g / x)
log1p = Primitive("log1p", np.log1p, lambda g, ans, x: g / (1.0 + x))
expm1 = Primitive("expm1", np.expm1, lambda g, ans, x: g * exp(x))
sin = Primitive("sin", np.sin, lambda g, ans, x: sin_grad(x, g))
cos = Primitive("cos", np.cos, lambda g, ans, x: cos_grad(x, g))
tan = Primitive("tan", np.tan, lambda g, ans, x: g * square(1.0 / cos(x)))
asin = Primitive("asin", np.arcsin, lambda g, ans, x: g / sqrt(1.0 - square(x)))
acos = Primitive("acos", np.arccos, lambda g, ans, x: -g / sqrt(1.0 - square(x)))
atan = Primitive("atan", np.arctan, lambda g, ans, x: g / (1.0 + square(x)))
sinh = Primitive("sinh", np.sinh, lambda g, ans, x: g * cosh(x))
cosh = Primitive("cosh", np.cosh, lambda g, ans, x: g * sinh(x))
tanh = Primitive("tanh", np.tanh, lambda g, ans, x: tanh_grad(ans, g), saves="ans")
sigmoid = Primitive("sigmoid", _sigmoid, lambda g, ans, x: sigmoid_grad(ans, g), saves="ans")
relu = Primitive("relu", lambda x: np.maximum(x, 0),  # relu'(0) = 0
                 lambda g, ans, x: where(ans > 0, g, 0.0), saves="ans")
softplus = Primitive("softplus", lambda x: np.logaddexp(0, x), lambda g, ans, x: g * sigmoid(x))
identity = Primitive("identity", lambda x: x, lambda g, ans, x: g, saves="shapes")
stop_gradient = Primitive("stop_gradient", lambda x: x, None)

# Elementwise, two inputs, with numpy broadcasting summed back to each input's shape.
add = Primitive("add", np.add,
                lambda g, ans, x, y: unbroadcast(g, ans, x),
                lambda g, ans, x, y: unbroadcast(g, ans, y), saves="shapes")
subtract = Primitive("subtract", np.subtract,
                     lambda g, ans, x, y: unbroadcast(g, ans, x),
                     lambda g, ans, x, y: unbroadcast(-g, ans, y), saves="shapes")
multiply = Primitive("multiply", np.multiply,
                     lambda g, ans, x, y: unbroadcast(g * y, ans, x),
                     lambda g, ans, x, y: unbroadcast(x * g, ans, y))
divide = Primitive("divide", np.divide,
                   lambda g, ans, x, y: unbroadcast(g / y, ans, x),
                   lambda g, ans, x, y: unbroadcast(g * (-x / y / y), ans, y))
power = Primitive("pow", np.power, _pow_vjp_base, _pow_vjp_exponent)
maximum = Primitive("maximum", np.maximum,  # a tie sends the gradient to x, as in TensorFlow
                    lambda g, ans, x, y: unbroadcast(where(x >= y, g, 0.0), ans, x),
                    lambda g, ans, x, y: unbroadcast(where(x >= y, 0.0, g), ans, y))
minimum = Primitive("minimum", np.minimum,
                    lambda g, ans, x, y: unbroadcast(where(x <= y, g, 0.0), ans, x),
                    lambda g, ans, x, y: unbroadcast(where(x <= y, 0.0, g), ans, y))
atan2 = Primitive("atan2", np.arctan2,
                  lambda g, ans, y, x: unbroadcast(g * x / (square(x) + square(y)), ans, y),
                  lambda g, ans, y, x: unbroadcast(g * -y / (square(x) + square(y)), ans, x))
where = Primitive("where", _where,
                  None,
                  lambda g, ans, c, x, y: unbroadcast(where(c, g, 0.0), ans, x),
                  lambda g, ans, c, x, y: unbroadcast(where(c, 0.0, g), ans, y))
matmul = Primitive("matmul", _matmul, _matmul_vjp_a, _matmul_vjp_b)

# Gradient operations: f'(x) * g for the elementwise ops above; the second input, g, may carry leading axes.
sin_grad = Primitive("sin_grad", _times_g(np.cos),
                     lambda gg, ans, x, g: unbroadcast(gg * cos_grad(x, g), ans, x),
                     lambda gg, ans, x, g: sin_grad(x, gg), writes_out=True)
cos_grad = Primitive("cos_grad", _times_g(_then(np.sin, lambda d, x, out=None: np.negative(d, out=out))),
                     lambda gg, ans, x, g: unbroadcast(gg * -sin_grad(x, g), ans, x),
                     lambda gg, ans, x, g: cos_grad(x, gg), writes_out=True)
tanh_grad = Primitive("tanh_grad",  # from y = tanh(x): (1 - y^2) g
                      _times_g(_then(np.square, lambda d, y, out=None: np.subtract(1, d, out=out))),
                      lambda gg, ans, y, g: unbroadcast(gg * g * (-2.0 * y), ans, y),
                      lambda gg, ans, y, g: tanh_grad(y, gg), writes_out=True)
sigmoid_grad = Primitive("sigmoid_grad",  # from y = sigmoid(x): y (1 - y) g
                         _times_g(_then(lambda y, out=None: np.subtract(1, y, out=out),
                                        lambda d, y, out=None: np.multiply(d, y, out=out))),
                         lambda gg, ans, y, g: unbroadcast(gg * g * (1.0 - 2.0 * y), ans, y),
                         lambda gg, ans, y, g: sigmoid_grad(y, gg), writes_out=True)
square_grad = Primitive("square_grad", _times_g(lambda x, out=None: np.multiply(x, 2, out=out)),
                        lambda gg, ans, x, g: unbroadcast(2.0 * gg * g, ans, x),
                        lambda gg, ans, x, g: square_grad(x, gg), writes_out=True)
sqrt_grad = Primitive("sqrt_grad", _sqrt_grad,  # from y = sqrt(x)
                      lambda gg, ans, y, g: unbroadcast(gg * where(g == 0, 0.0, -ans / y), ans, y),
                      lambda gg, ans, y, g: sqrt_grad(y, gg), saves="all", writes_out=True)

# Reductions over `axis`, a sorted tuple of non-negative axes.
reduce_sum = Primitive("reduce_sum", lambda x, axis, keepdims: np.sum(x, axis=axis, keepdims=keepdims),
                         lambda g, ans, x, axis, keepdims: expand_as_reduced(g, ans, x, axis), saves="shapes")
reduce_max = Primitive("reduce_max", lambda x, axis, keepdims: np.max(x, axis=axis, keepdims=keepdims),
                         _extremum_vjp, saves="all")
reduce_min = Primitive("reduce_min", lambda x, axis, keepdims: np.min(x, axis=axis, keepdims=keepdims),
                         _extremum_vjp, saves="all")
reduce_prod = Primitive("reduce_prod", lambda x, axis, keepdims: np.prod(x, axis=axis, keepdims=keepdims),
                          _prod_vjp)

# Along one `axis`, negative (counted from the end) so that leading jacobian rows do not move it.
cumsum = Primitive("cumsum", lambda x, axis, exclusive, reverse: _cumulative(np.add, x, axis, exclusive, reverse),
                     lambda g, ans, x, axis, exclusive, reverse:
                         cumsum(g, axis=axis, exclusive=exclusive, reverse=not reverse),
                     saves="shapes")
cumprod = Primitive("cumprod",
                      lambda x, axis, exclusive, reverse: _cumulative(np.multiply, x, axis, exclusive, reverse),
                      lambda g, ans, x, axis, exclusive, reverse:
                          cumsum(ans * g, axis=axis, exclusive=exclusive, reverse=not reverse) / x,
                      saves="all")
softmax = Primitive("softmax", _softmax,
                      lambda g, ans, x, axis: ans * (g - reduce_sum(g * ans, axis=(g.ndim + axis,), keepdims=True)),
                      saves="ans")
log_softmax = Primitive("log_softmax", _log_softmax,
                          lambda g, ans, x, axis: g - reduce_sum(g, axis=(g.ndim + axis,), keepdims=True) * exp(ans),
                          saves="ans")
concat = Primitive("concat", lambda *xs, axis: np.concatenate(xs, axis=axis), vjp_argnum=_concat_vjp,
                     saves="shapes")

# Cross-entropies over the last axis (sparse) or `axis`. As in TensorFlow, the logits
# get softmax - labels, and sparse labels get no gradient.
sparse_softmax_xent = Primitive("sparse_softmax_cross_entropy_with_logits", _sparse_xent,
                          None,
                          lambda g, ans, labels, logits:
                              insert_axis(g, -1) * (softmax(logits, axis=-1) - _one_hot(labels, logits)))
softmax_xent = Primitive("softmax_cross_entropy_with_logits", _xent,
                   lambda g, ans, labels, logits, axis: insert_axis(g, axis) * -log_softmax(logits, axis=axis),
                   lambda g, ans, labels, logits, axis: insert_axis(g, axis) * (softmax(logits, axis=axis) - labels))

# Shapes and indexing: only shapes are read. Shapes given to the primitives are complete tuples.
reshape = Primitive("reshape", lambda x, shape: np.reshape(x, shape),
                      lambda g, ans, x, shape: reshape(g, shape=lead(g, ans) + x.shape),
                      saves="shapes")
broadcast_to = Primitive("broadcast_to", lambda x, shape: np.broadcast_to(x, shape),  # a view: no memory
                           lambda g, ans, x, shape: sum_to(g, x.shape, g.ndim - ans.ndim),
                           saves="shapes")
transpose = Primitive("transpose", lambda x, perm: np.transpose(x, perm),
                        lambda g, ans, x, perm: transpose(g, perm=_lead_perm(g, ans, np.argsort(perm))),
                        saves="shapes")
getitem = Primitive("getitem", lambda x, index: x[index],
                    lambda g, ans, x, index:
                        ungather(g, index=_lead_index(g, ans, index), shape=lead(g, ans) + x.shape),
                    saves="shapes")
ungather = Primitive("ungather", _ungather,  # scatters g into zeros: the adjoint of getitem
                     lambda g, ans, x, index, shape: getitem(g, index=_lead_index(g, ans, index)),
                     saves="shapes")


def _lead_perm(g, ans, perm):
    n = g.ndim - ans.ndim
    return tuple(range(n)) + tuple(n + int(p) for p in perm)


def _lead_index(g, ans, index):
    return (slice(None),) * (g.ndim - ans.ndim) + index


def pack(values, dtype=None):
    """A nested list holding tensors, stacked into one tensor (TensorFlow's auto-packing)."""
    rows = [pack(v, dtype) if isinstance(v, (list, tuple)) else constant(v, dtype) for v in values]
    return concat(*[reshape(r, shape=(1,) + r.shape) for r in rows], axis=-1 - rows[0].ndim)
