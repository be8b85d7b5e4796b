"""The table of primitives: each operation's forward function and its VJP and JVP rules, side by side.

A row reads `name = Primitive("name", forward, vjp_for_input_0, ..., jvps=(jvp_for_input_0, ...))`.
`forward` works on numpy values (numpy's own, or one of `kernels.py`); each VJP rule `rule(g, ans, *inputs, **params)`
maps the gradient `g` flowing into the output `ans` to the gradient of one input,
or is `None` where an input takes no gradient (labels, conditions); each JVP rule
`rule(t, ans, *inputs, **params)` maps one input's tangent `t` to its part of the
output's tangent (`jvps=SYMMETRIC` where the VJP rules serve, as for elementwise
operations). Rules are written with the same differentiable operations, so a
backward pass recorded on an outer tape can itself be differentiated (Hessians).

Each rule is TensorFlow's registered gradient for the operation, built from the
same operations as TensorFlow builds it, so that second and third derivatives
agree with TensorFlow's at kinks, zeros and singular points too (`log` is
`g * reciprocal(x)`, whose own gradient is 0 for a zero incoming gradient;
`relu` multiplies by its mask, so its second derivative is zeros, not None).

Every rule accepts a `g` with extra leading axes (`lead(g, ans)`): `jacobian`
pushes all its rows through the graph at once that way. Rules therefore index
axes relative to the end, or prefix `lead(g, ans)` to the shapes they build.

Primitives take their parameters normalised (axes as tuples, complete shapes);
`gradcli.functions` calls them with TensorFlow's arguments.
"""
import math

import numpy as np

from gradcli.engine import dtypes, kernels, recording, special, tensor, work
from gradcli.engine.recording import is_recording
from gradcli.engine.subnormal import SUBNORMAL
from gradcli.engine.tensor import SYMMETRIC, Primitive, Tensor, constant, convert_inputs
from gradcli.words.errors import InvalidArgumentError, complex_gradient_refused

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


def _times(g, y):
    """g * y for a gradient rule; y's numbers, as a view, where g is a broadcast one (as a sum's gradient is):
    the same numbers without a pass over memory. A view is never written into (the backward pass owns only
    arrays of its own), and no tape records the product it stands for, so not while one records the backward
    pass; nor where arithmetic reads subnormal numbers as zero (TF-exact float32, a tensor marked as holding
    them)."""
    gv, yv = g.value, y.value
    if (type(gv) is np.ndarray and type(yv) is np.ndarray and gv.shape == yv.shape and gv.dtype == yv.dtype
            and gv.size and not any(gv.strides) and gv.flat[0] == 1 and y.key not in SUBNORMAL
            and (tensor.TF_EXACT is None or yv.dtype != np.float32) and not recording.ACTIVE
            and not recording.FORWARD):
        return Tensor(yv.view())
    return g * y


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


def _nonzero(x):
    """TensorFlow's cast(x != 0, x.dtype): a constant."""
    return mask(x.value != 0, x)


def _log_parts(g):
    """The logarithms of g's positive part and of its negative part's magnitude (the dtype's lowest number where
    there is none), as TensorFlow splits a gradient to run it through a cumulative logsumexp."""
    lowest = float(np.finfo(g.value.dtype).min)
    return (where(g > 0.0, log(where(g > 0.0, g, 1.0)), lowest),  # (no log of what where discards: no warning)
            where(g < 0.0, log(where(g < 0.0, -g, 1.0)), lowest))


def _cumulative_logsumexp_vjp(g, ans, x, axis, exclusive, reverse):
    # TensorFlow's: the positive and negative parts of g, each through a cumulative logsumexp the other way. A
    # part with no entries is the lowest float, which `- ans` may take to -inf, as in TensorFlow: exp makes it 0.
    with np.errstate(over="ignore"):
        positive, negative = (exp(cumulative_logsumexp(part - ans, axis=axis, exclusive=exclusive,
                                                       reverse=not reverse) + x) for part in _log_parts(g))
    return positive - negative


def _cumulative_logsumexp_jvp(t, ans, x, axis, exclusive, reverse):
    # sum over each window of exp(x - ans) t, the VJP transposed, split as it splits g (-inf as there).
    with np.errstate(over="ignore"):
        positive, negative = (exp(cumulative_logsumexp(part + x, axis=axis, exclusive=exclusive, reverse=reverse)
                                  - ans) for part in _log_parts(t))
    return positive - negative


# BiasAdd's gradient for the bias is BiasAddGrad (nn_grad.py), a sum over every axis but the last in its own order,
# not Sum's; TensorFlow's jacobians (pfor) turn it into a Sum over those axes, which summing `g`'s rows to the bias's
# shape is. BiasAddGrad's own gradient tiles `gg` over the rows of `g`.
def _bias_add_vjp_bias(g, ans, x, bias):
    return unbroadcast(g, ans, bias) if g.ndim > ans.ndim else bias_add_grad(g)


def _bias_add_grad_vjp(gg, ans, g):
    front = lead(gg, ans)
    rows = reshape(gg, shape=front + (1,) * (g.ndim - 1) + g.shape[-1:])
    return broadcast_to(rows, shape=front + g.shape)


# MatMul's gradients are MatMuls with transpose flags, as TensorFlow's (math_grad.py): which flags matters, as
# they choose the kernel, and so the order of the sums, in TensorFlow's float32 arithmetic.
def _matmul_vjp_a(g, ans, a, b, transpose_a=False, transpose_b=False):
    if transpose_a:
        grad = matmul(b, g, transpose_a=transpose_b, transpose_b=True)
    else:
        grad = matmul(g, b, transpose_b=not transpose_b)
    return sum_to(grad, a.shape, g.ndim - ans.ndim)


def _matmul_vjp_b(g, ans, a, b, transpose_a=False, transpose_b=False):
    if transpose_b:
        grad = matmul(g, a, transpose_a=True, transpose_b=transpose_a)
    else:
        grad = matmul(a, g, transpose_a=not transpose_a)
    return sum_to(grad, b.shape, g.ndim - ans.ndim)


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
    inputs, output = kernels.explicit_ellipsis(equation, [x.shape for x in xs]).split("->")
    subscripts = inputs.split(",")
    mine = subscripts[i]
    others = [s for j, s in enumerate(subscripts) if j != i]
    available = set(output).union(*others)
    kept = "".join(c for c in dict.fromkeys(mine) if c in available)
    grad = einsum(g, *[x for j, x in enumerate(xs) if j != i],
                  equation=f"...{output}{''.join(',' + s for s in others)}->...{kept}")
    return _restore_subscripts(grad, kept, mine, dict(zip(mine, xs[i].shape)),
                               set(kernels.LETTERS) - set(inputs + output))


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


def _cast_vjp(g, ans, x, dtype, source):
    """The gradient of a cast from `source` to `dtype`: cast back to `source`."""
    _refuse_complex_cast(dtype, source)
    return cast(g, dtype=source, source=dtype)


def _cast_jvp(t, ans, x, dtype, source):
    """The tangent of a cast from `source` to `dtype`: cast likewise."""
    _refuse_complex_cast(dtype, source)
    return cast(t, dtype=dtype, source=source)


def _refuse_complex_cast(dtype, source):
    """Refuse a gradient through a cast from or to complex numbers (TensorFlow's is the real part's)."""
    if "c" in (dtype.kind, source.kind):
        raise complex_gradient_refused(f"a cast from {dtypes.as_dtype(source).name} to "
                                       f"{dtypes.as_dtype(dtype).name} is on the way")


def _abs_vjp(g, ans, x):
    if x.value.dtype.kind == "c":  # |z| of complex z is real: its gradient would be complex
        raise complex_gradient_refused("tf.abs of complex numbers is on the way")
    return g * sign(x)  # abs'(0) = 0


def _complex_refused(operation):
    """The rules of an operation that makes or takes complex numbers: gradcli refuses what flows through it."""
    def rule(*args, **params):
        raise complex_gradient_refused(f"{operation} is on the way")
    return rule


def _unregistered(name):
    """The rule of an operation TensorFlow registers no gradient for: it raises what TensorFlow raises."""
    def rule(*args, **params):
        raise LookupError(f"gradient registry has no entry for: {name}")
    return rule


def linear(name):
    """The JVP rule of a linear operation: the operation itself, applied to the tangent with the same parameters."""
    def rule(t, ans, x, **params):
        return globals()[name](t, **params)
    return rule


# ----- The table -----
# Elementwise, one input: the jacobian is diagonal, so each VJP rule is its JVP rule too (jvps=SYMMETRIC).
negative = Primitive("negative", np.negative, lambda g, ans, x: -g, jvps=SYMMETRIC, saves="shapes", op="Neg",
                     moves_data=True, takes="fic")
abs = Primitive("abs", np.abs, _abs_vjp, jvps=SYMMETRIC, moves_data=True, takes="fic")
sign = Primitive("sign", np.sign, zeros_rule, jvps=(None,), saves="shapes", takes="fic")
sqrt = Primitive("sqrt", np.sqrt, lambda g, ans, x: sqrt_grad(ans, g), jvps=SYMMETRIC, saves="ans", takes="fc")
rsqrt = Primitive("rsqrt", lambda x: np.reciprocal(np.sqrt(x)), lambda g, ans, x: rsqrt_grad(ans, g),
                  jvps=SYMMETRIC, saves="ans", takes="fc")
reciprocal = Primitive("reciprocal", np.reciprocal, lambda g, ans, x: reciprocal_grad(ans, g), jvps=SYMMETRIC,
                       saves="ans", op="Reciprocal", takes="fc")
square = Primitive("square", np.square, lambda g, ans, x: square_grad(x, g), jvps=SYMMETRIC, takes="fiuc")
exp = Primitive("exp", np.exp, lambda g, ans, x: _times(g, ans), jvps=(lambda t, ans, x: t * ans,), saves="ans",
                takes="fc")
log = Primitive("log", np.log, lambda g, ans, x: g * reciprocal(x), jvps=SYMMETRIC, takes="fc")
log1p = Primitive("log1p", np.log1p, lambda g, ans, x: g * reciprocal(1.0 + x), jvps=SYMMETRIC, takes="fc")
expm1 = Primitive("expm1", np.expm1, lambda g, ans, x: g * exp(x), jvps=SYMMETRIC, takes="fc")
sin = Primitive("sin", np.sin, lambda g, ans, x: sin_grad(x, g), jvps=SYMMETRIC, takes="fc")
cos = Primitive("cos", np.cos, lambda g, ans, x: cos_grad(x, g), jvps=SYMMETRIC, takes="fc")
tan = Primitive("tan", np.tan, lambda g, ans, x: square(reciprocal(cos(x))) * g, jvps=SYMMETRIC, takes="fc")
asin = Primitive("asin", np.arcsin, lambda g, ans, x: g * reciprocal(sqrt(1.0 - square(x))), jvps=SYMMETRIC, takes="fc")
acos = Primitive("acos", np.arccos, lambda g, ans, x: -g * reciprocal(sqrt(1.0 - square(x))), jvps=SYMMETRIC,
                 takes="fc")
atan = Primitive("atan", np.arctan, lambda g, ans, x: g * reciprocal(1.0 + square(x)), jvps=SYMMETRIC, takes="fc")
asinh = Primitive("asinh", np.arcsinh, lambda g, ans, x: g / cosh(ans), jvps=SYMMETRIC, saves="ans", takes="fc")
acosh = Primitive("acosh", np.arccosh, lambda g, ans, x: g / sinh(ans), jvps=SYMMETRIC, saves="ans", takes="fc")
atanh = Primitive("atanh", np.arctanh, lambda g, ans, x: g * reciprocal(1.0 - square(x)), jvps=SYMMETRIC, takes="fc")
lgamma = Primitive("lgamma", special.lgamma, lambda g, ans, x: g * digamma(x), jvps=SYMMETRIC, takes="f")
digamma = Primitive("digamma", special.digamma,
                    lambda g, ans, x: g * polygamma(Tensor(np.ones((), x.value.dtype)), x), jvps=SYMMETRIC, takes="f")
sinh = Primitive("sinh", np.sinh, lambda g, ans, x: g * cosh(x), jvps=SYMMETRIC, takes="fc")
cosh = Primitive("cosh", np.cosh, lambda g, ans, x: g * sinh(x), jvps=SYMMETRIC, takes="fc")
tanh = Primitive("tanh", np.tanh, lambda g, ans, x: tanh_grad(ans, g), jvps=SYMMETRIC, saves="ans", takes="fc")
sigmoid = Primitive("sigmoid", kernels.sigmoid, lambda g, ans, x: sigmoid_grad(ans, g), jvps=SYMMETRIC, saves="ans",
                    takes="fc")
erf = Primitive("erf", special.erf, lambda g, ans, x: g * (2 / math.sqrt(math.pi)) * exp(-square(x)), jvps=SYMMETRIC,
                takes="f")
erfc = Primitive("erfc", special.erfc, lambda g, ans, x: g * (-2 / math.sqrt(math.pi)) * exp(-square(x)),
                 jvps=SYMMETRIC, takes="f")
relu = Primitive("relu", lambda x: np.maximum(x, 0), lambda g, ans, x: relu_grad(g, ans), jvps=SYMMETRIC,
                 saves="ans", takes="fiu")
relu6 = Primitive("relu6", lambda x: np.minimum(np.maximum(x, 0), 6), lambda g, ans, x: relu6_grad(g, ans),
                  jvps=SYMMETRIC, saves="ans", takes="fiu")
leaky_relu = Primitive("leaky_relu", lambda x, alpha: np.where(x > 0, x, x * kernels.slope(alpha, x)),
                       lambda g, ans, x, alpha: leaky_relu_grad(g, x, alpha=alpha), jvps=SYMMETRIC, takes="fiu")
elu = Primitive("elu", kernels.elu, lambda g, ans, x: elu_grad(g, ans), jvps=SYMMETRIC, saves="ans", takes="f")
selu = Primitive("selu", kernels.selu, lambda g, ans, x: selu_grad(g, ans), jvps=SYMMETRIC, saves="ans", takes="f")
softplus = Primitive("softplus", lambda x: np.logaddexp(0, x), lambda g, ans, x: g * sigmoid(x), jvps=SYMMETRIC,
                     takes="f")
# TensorFlow's forward mode transposes SoftsignGrad, which has no gradient: softsign has no JVP there.
softsign = Primitive("softsign", lambda x: x / (1 + np.abs(x)), lambda g, ans, x: softsign_grad(g, x),
                     jvps=(_unregistered("SoftsignGrad"),), takes="f")
silu = Primitive("silu", lambda x, beta: x * kernels.sigmoid(beta * x),
                 lambda g, ans, x, beta: _silu_vjp(g, ans, x, beta, of_x=True),
                 lambda g, ans, x, beta: _silu_vjp(g, ans, x, beta, of_x=False),
                 jvps=(lambda t, ans, x, beta: _silu_vjp(t, ans, x, beta, of_x=True),
                       lambda t, ans, x, beta: t * (square(x) * _silu_slope(x, beta))), takes="fc")
identity = Primitive("identity", lambda x: x, lambda g, ans, x: g, jvps=SYMMETRIC, saves="shapes", moves_data=True)
stop_gradient = Primitive("stop_gradient", lambda x: x, None, moves_data=True)
cast = Primitive("cast", lambda x, dtype, source: kernels.cast(x, dtype), _cast_vjp, jvps=(_cast_jvp,), saves="shapes",
                 converts=True)
# Complex numbers: made from their parts, and taken apart. gradcli refuses gradients of them (TensorFlow's
# follow its own conventions for complex derivatives), so their rules refuse whatever reaches them.
complex = Primitive("complex", kernels.complex_of, _complex_refused("tf.complex"), _complex_refused("tf.complex"),
                    jvps=(_complex_refused("tf.complex"),) * 2, takes="f", op="Complex")
real = Primitive("real", np.real, _complex_refused("tf.math.real"), jvps=(_complex_refused("tf.math.real"),),
                 takes="c")
imag = Primitive("imag", np.imag, _complex_refused("tf.math.imag"), jvps=(_complex_refused("tf.math.imag"),),
                 takes="c")
conj = Primitive("conj", np.conj, _complex_refused("tf.math.conj"), jvps=(_complex_refused("tf.math.conj"),),
                 takes="c")
angle = Primitive("angle", kernels.angle, _complex_refused("tf.math.angle"), jvps=(_complex_refused("tf.math.angle"),),
                  takes="c")
# Rounding: TensorFlow registers no gradient, so a source reached only through them is unconnected.
floor = Primitive("floor", np.floor, None, takes="f")
ceil = Primitive("ceil", np.ceil, None, takes="f")
round = Primitive("round", np.round, None, takes="fiu")  # half to even, as TensorFlow rounds
# Comparisons: boolean tensors, with no gradient (as in TensorFlow), written into no float buffer.
less = Primitive("less", np.less, None, None, writes_out=False, takes="fiu")
less_equal = Primitive("less_equal", np.less_equal, None, None, writes_out=False, takes="fiu")
greater = Primitive("greater", np.greater, None, None, writes_out=False, takes="fiu")
greater_equal = Primitive("greater_equal", np.greater_equal, None, None, writes_out=False, takes="fiu")
equal = Primitive("equal", np.equal, None, None, writes_out=False)
not_equal = Primitive("not_equal", np.not_equal, None, None, writes_out=False)
# Logic on booleans and bits of integers (a tensor's & | ^ ~ pick one by its dtype): no gradient.
logical_and = Primitive("logical_and", np.logical_and, None, None, writes_out=False, takes="b", op="LogicalAnd")
logical_or = Primitive("logical_or", np.logical_or, None, None, writes_out=False, takes="b", op="LogicalOr")
logical_xor = Primitive("logical_xor", np.logical_xor, None, None, writes_out=False, takes="b", op="LogicalOr")
logical_not = Primitive("logical_not", np.logical_not, None, writes_out=False, takes="b", op="LogicalNot")
bitwise_and = Primitive("bitwise_and", np.bitwise_and, None, None, writes_out=False, takes="iu", op="BitwiseAnd")
bitwise_or = Primitive("bitwise_or", np.bitwise_or, None, None, writes_out=False, takes="iu", op="BitwiseOr")
bitwise_xor = Primitive("bitwise_xor", np.bitwise_xor, None, None, writes_out=False, takes="iu", op="BitwiseXor")
invert = Primitive("invert", np.invert, None, writes_out=False, takes="iu", op="Invert")

# Elementwise, two inputs, with numpy broadcasting summed back to each input's shape by the VJPs; a JVP's part
# broadcasts to the output's shape by itself.
add = Primitive("add", np.add,
                lambda g, ans, x, y: unbroadcast(g, ans, x),
                lambda g, ans, x, y: unbroadcast(g, ans, y),
                jvps=(lambda t, ans, x, y: t, lambda t, ans, x, y: t), saves="shapes", op="AddV2", takes="fiuc")
subtract = Primitive("subtract", np.subtract,
                     lambda g, ans, x, y: unbroadcast(g, ans, x),
                     lambda g, ans, x, y: unbroadcast(-g, ans, y),
                     jvps=(lambda t, ans, x, y: t, lambda t, ans, x, y: -t), saves="shapes", op="Sub", takes="fiuc")
multiply = Primitive("multiply", np.multiply,
                     lambda g, ans, x, y: unbroadcast(_times(g, y), ans, x),
                     lambda g, ans, x, y: unbroadcast(_times(g, x), ans, y),
                     jvps=(lambda t, ans, x, y: t * y, lambda t, ans, x, y: x * t), op="Mul", takes="fiuc")
divide = Primitive("divide", np.divide,
                   lambda g, ans, x, y: unbroadcast(g / y, ans, x),
                   lambda g, ans, x, y: unbroadcast(g * (-x / y / y), ans, y),
                   jvps=(lambda t, ans, x, y: t / y, lambda t, ans, x, y: t * (-x / y / y)), op="RealDiv", takes="fiuc")
divide_no_nan = Primitive("divide_no_nan", kernels.divide_no_nan,
                          lambda g, ans, x, y: unbroadcast(divide_no_nan(g, y), ans, x),
                          lambda g, ans, x, y: unbroadcast(g * divide_no_nan(divide_no_nan(-x, y), y), ans, y),
                          jvps=(lambda t, ans, x, y: divide_no_nan(t, y),
                                lambda t, ans, x, y: t * divide_no_nan(divide_no_nan(-x, y), y)),
                          op="DivNoNan", takes="fiuc")
squared_difference = Primitive("squared_difference", lambda x, y: np.square(np.subtract(x, y)),
                               lambda g, ans, x, y: unbroadcast((2.0 * g) * (x - y), ans, x),
                               lambda g, ans, x, y: unbroadcast(-((2.0 * g) * (x - y)), ans, y),
                               jvps=(lambda t, ans, x, y: (2.0 * t) * (x - y),
                                     lambda t, ans, x, y: -((2.0 * t) * (x - y))), takes="fic")
floordiv = Primitive("floordiv", kernels.floordiv, None, None, op="FloorDiv", takes="fiu")
floormod = Primitive("floormod", kernels.floormod,
                     lambda g, ans, x, y: unbroadcast(g, ans, x),
                     lambda g, ans, x, y: unbroadcast(g * -floordiv(x, y), ans, y),
                     jvps=(lambda t, ans, x, y: t, lambda t, ans, x, y: t * -floordiv(x, y)),
                     op="FloorMod", takes="fiu")
power = Primitive("pow", kernels.power,
                  lambda g, ans, x, y: unbroadcast(_pow_times_base_slope(g, ans, x, y), ans, x),
                  lambda g, ans, x, y: unbroadcast(_pow_times_exponent_slope(g, ans, x, y), ans, y),
                  jvps=(_pow_times_base_slope, _pow_times_exponent_slope), writes_out=True, takes="fic")
maximum = Primitive("maximum", np.maximum,  # a tie sends the gradient to x, as in TensorFlow
                    lambda g, ans, x, y: unbroadcast(where(x >= y, g, 0.0), ans, x),
                    lambda g, ans, x, y: unbroadcast(where(x >= y, 0.0, g), ans, y),
                    jvps=(lambda t, ans, x, y: where(x >= y, t, 0.0), lambda t, ans, x, y: where(x >= y, 0.0, t)),
                    takes="fiu")
minimum = Primitive("minimum", np.minimum,
                    lambda g, ans, x, y: unbroadcast(where(x <= y, g, 0.0), ans, x),
                    lambda g, ans, x, y: unbroadcast(where(x <= y, 0.0, g), ans, y),
                    jvps=(lambda t, ans, x, y: where(x <= y, t, 0.0), lambda t, ans, x, y: where(x <= y, 0.0, t)),
                    takes="fiu")
atan2 = Primitive("atan2", np.arctan2,
                  lambda g, ans, y, x: unbroadcast(_atan2_times_slope(g, y, x, of_y=True), ans, y),
                  lambda g, ans, y, x: unbroadcast(_atan2_times_slope(g, y, x, of_y=False), ans, x),
                  jvps=(lambda t, ans, y, x: _atan2_times_slope(t, y, x, of_y=True),
                        lambda t, ans, y, x: _atan2_times_slope(t, y, x, of_y=False)), takes="f")
# TensorFlow's: no gradient for the order a, and polygamma(a + 1, x) for x.
polygamma = Primitive("polygamma", special.polygamma,
                      None, lambda g, ans, a, x: unbroadcast(g * polygamma(a + 1.0, x), ans, x),
                      jvps=(None, lambda t, ans, a, x: t * polygamma(a + 1.0, x)), takes="f")
# x log y and x / y, 0 where x is 0; x y, 0 where y is 0: TensorFlow's rules keep to the same conventions.
xlogy = Primitive("xlogy", kernels.xlogy,
                  lambda g, ans, x, y: unbroadcast(xlogy(_nonzero(x), y) * g, ans, x),
                  lambda g, ans, x, y: unbroadcast(xdivy(x, y) * g, ans, y),
                  jvps=(lambda t, ans, x, y: xlogy(_nonzero(x), y) * t, lambda t, ans, x, y: xdivy(x, y) * t),
                  takes="fc")
xdivy = Primitive("xdivy", kernels.xdivy,
                  lambda g, ans, x, y: unbroadcast(xdivy(_nonzero(x), y) * g, ans, x),
                  lambda g, ans, x, y: unbroadcast(xdivy(-x, y ** 2.0) * g, ans, y),
                  jvps=(lambda t, ans, x, y: xdivy(_nonzero(x), y) * t, lambda t, ans, x, y: xdivy(-x, y ** 2.0) * t),
                  takes="fc")
multiply_no_nan = Primitive("multiply_no_nan", kernels.multiply_no_nan,
                            lambda g, ans, x, y: unbroadcast(multiply_no_nan(g, y), ans, x),
                            lambda g, ans, x, y: unbroadcast(multiply_no_nan(x, g), ans, y),
                            jvps=(lambda t, ans, x, y: multiply_no_nan(t, y),
                                  lambda t, ans, x, y: multiply_no_nan(x, t)),
                            op="MulNoNan", takes="fc")
where = Primitive("where", kernels.where,
                  None,
                  lambda g, ans, c, x, y: unbroadcast(where(c, g, 0.0), ans, x),
                  lambda g, ans, c, x, y: unbroadcast(where(c, 0.0, g), ans, y),
                  jvps=(None, lambda t, ans, c, x, y: where(c, t, 0.0), lambda t, ans, c, x, y: where(c, 0.0, t)),
                  same_dtype=(1, 2), op="SelectV2", dtype_input=1)
matmul = Primitive("matmul", kernels.matmul, _matmul_vjp_a, _matmul_vjp_b,
                   jvps=(lambda t, ans, a, b, **flags: matmul(t, b, **flags),
                         lambda t, ans, a, b, **flags: matmul(a, t, **flags)), op="MatMul",
                   takes="fic", work=work.matmul_work)
# value + bias along the last axis (data format NHWC), as Keras's Dense and Conv layers add their bias.
bias_add = Primitive("bias_add", np.add, lambda g, ans, x, bias: g, _bias_add_vjp_bias,
                     jvps=(lambda t, ans, x, bias: t, lambda t, ans, x, bias: t), saves="shapes", op="BiasAdd",
                     takes="fiuc")
bias_add_grad = Primitive("bias_add_grad",
                          lambda g: np.sum(g.reshape(-1, g.shape[-1]), axis=0, dtype=g.dtype.type),
                          _bias_add_grad_vjp, jvps=(linear("bias_add_grad"),), saves="shapes", op="BiasAddGrad",
                          takes="fiuc")
einsum = Primitive("einsum", kernels.einsum, vjp_argnum=_einsum_vjp,
                   jvp_argnum=lambda i, t, ans, *xs, equation: einsum(*xs[:i], t, *xs[i + 1:], equation=equation),
                   takes="fiuc", work=work.einsum_work)

# Gradient operations: f'(x) * g for the elementwise ops above, as TensorFlow has TanhGrad and SqrtGrad (their
# kernels compute into one buffer; their own rules give second derivatives); the second input, g, may carry leading
# axes.
# In float16 and bfloat16 each step of their kernels is rounded, as TensorFlow's are (or its separate operations).
# Each JVP is its VJP without the sum back to the input's shape (the tangent t of y or g in place of gg).
sin_grad = Primitive("sin_grad", kernels.times_g(np.cos),
                     lambda gg, ans, x, g: unbroadcast(gg * cos_grad(x, g), ans, x),
                     lambda gg, ans, x, g: sin_grad(x, gg),
                     jvps=(lambda t, ans, x, g: t * cos_grad(x, g), lambda t, ans, x, g: sin_grad(x, t)),
                     writes_out=True, rounds_each_step=True)
cos_grad = Primitive("cos_grad", kernels.times_g(kernels.then(np.sin, lambda d, x, out=None: np.negative(d, out=out))),
                     lambda gg, ans, x, g: unbroadcast(gg * -sin_grad(x, g), ans, x),
                     lambda gg, ans, x, g: cos_grad(x, gg),
                     jvps=(lambda t, ans, x, g: t * -sin_grad(x, g), lambda t, ans, x, g: cos_grad(x, t)),
                     writes_out=True, rounds_each_step=True)
tanh_grad = Primitive("tanh_grad",  # from y = tanh(x): (1 - y^2) g
                      kernels.times_g(kernels.then(np.square, lambda d, y, out=None: np.subtract(1, d, out=out))),
                      lambda gg, ans, y, g: unbroadcast(gg * -2.0 * g * y, ans, y),
                      lambda gg, ans, y, g: tanh_grad(y, gg),
                      jvps=(lambda t, ans, y, g: t * -2.0 * g * y, lambda t, ans, y, g: tanh_grad(y, t)),
                      writes_out=True, rounds_each_step=True)
sigmoid_grad = Primitive("sigmoid_grad", kernels.sigmoid_grad,  # from y = sigmoid(x): g y (1 - y)
                         lambda gg, ans, y, g: unbroadcast(gg * g - 2.0 * (gg * g) * y, ans, y),
                         lambda gg, ans, y, g: sigmoid_grad(y, gg),
                         jvps=(lambda t, ans, y, g: t * g - 2.0 * (t * g) * y, lambda t, ans, y, g: sigmoid_grad(y, t)),
                         writes_out=True, rounds_each_step=True)
square_grad = Primitive("square_grad", kernels.times_g(lambda x, out=None: np.multiply(x, 2, out=out)),
                        lambda gg, ans, x, g: unbroadcast(2.0 * gg * g, ans, x),
                        lambda gg, ans, x, g: square_grad(x, gg),
                        jvps=(lambda t, ans, x, g: 2.0 * t * g, lambda t, ans, x, g: square_grad(x, t)),
                        writes_out=True, rounds_each_step=True)
sqrt_grad = Primitive("sqrt_grad", kernels.sqrt_grad,  # from y = sqrt(x): 0.5 g / y
                      lambda gg, ans, y, g: unbroadcast(-(gg / y) * ans, ans, y),
                      lambda gg, ans, y, g: 0.5 * (gg / y),
                      jvps=(lambda t, ans, y, g: -(t / y) * ans, lambda t, ans, y, g: 0.5 * (t / y)),
                      saves="all", writes_out=True, rounds_each_step=True)
rsqrt_grad = Primitive("rsqrt_grad", kernels.rsqrt_grad,  # from y = rsqrt(x): -0.5 g y^3
                       lambda gg, ans, y, g: unbroadcast(-1.5 * gg * g * square(y), ans, y),
                       lambda gg, ans, y, g: rsqrt_grad(y, gg),
                       jvps=(lambda t, ans, y, g: -1.5 * t * g * square(y), lambda t, ans, y, g: rsqrt_grad(y, t)),
                       writes_out=True, rounds_each_step=True)
reciprocal_grad = Primitive("reciprocal_grad", kernels.reciprocal_grad,  # from y = 1 / x: -g y^2
                            lambda gg, ans, y, g: unbroadcast(gg * -2.0 * g * y, ans, y),
                            lambda gg, ans, y, g: reciprocal_grad(y, gg),
                            jvps=(lambda t, ans, y, g: t * -2.0 * g * y, lambda t, ans, y, g: reciprocal_grad(y, t)),
                            writes_out=True, rounds_each_step=True)
relu_grad = Primitive("relu_grad", lambda g, y: g * (y > 0),  # a product with the mask: inf * 0 is nan
                      lambda gg, ans, g, y: relu_grad(gg, y), zeros_rule,
                      jvps=(lambda t, ans, g, y: relu_grad(t, y), None))
relu6_grad = Primitive("relu6_grad", lambda g, y: g * ((y > 0) & (y < 6)),  # as relu_grad: a product with the mask
                       lambda gg, ans, g, y: relu6_grad(gg, y), zeros_rule,
                       jvps=(lambda t, ans, g, y: relu6_grad(t, y), None))
leaky_relu_grad = Primitive("leaky_relu_grad", lambda g, x, alpha: np.where(x > 0, g, g * kernels.slope(alpha, x)),
                            lambda gg, ans, g, x, alpha: leaky_relu_grad(gg, x, alpha=alpha), zeros_rule,
                            jvps=(lambda t, ans, g, x, alpha: leaky_relu_grad(t, x, alpha=alpha), None))
elu_grad = Primitive("elu_grad", lambda g, y: np.where(y < 0, g * (y + 1), g),
                     lambda gg, ans, g, y: elu_grad(gg, y),
                     lambda gg, ans, g, y: unbroadcast(where(y < 0.0, gg * g, 0.0), ans, y),
                     jvps=(lambda t, ans, g, y: elu_grad(t, y), lambda t, ans, g, y: where(y < 0.0, t * g, 0.0)))
selu_grad = Primitive("selu_grad",
                      lambda g, y: np.where(y < 0, g * (y + kernels.SELU_SCALE_ALPHA), g * kernels.SELU_SCALE),
                      lambda gg, ans, g, y: selu_grad(gg, y),
                      lambda gg, ans, g, y: unbroadcast(where(y < 0.0, gg * g, 0.0), ans, y),
                      jvps=(lambda t, ans, g, y: selu_grad(t, y), lambda t, ans, g, y: where(y < 0.0, t * g, 0.0)))
softsign_grad = Primitive("softsign_grad", lambda g, x: g / np.square(1 + np.abs(x)),
                          _unregistered("SoftsignGrad"), _unregistered("SoftsignGrad"),
                          jvps=(_unregistered("SoftsignGrad"),) * 2)

# Reductions over `axis`, a sorted tuple of non-negative axes.
# (a linear operation is its own JVP: `linear(op)` applies it to the tangent)
# (summing in the input's dtype: numpy would widen int32 to int64, TensorFlow keeps it; by its scalar type, which
# numpy's reductions take for bfloat16's storage too)
reduce_sum = Primitive("reduce_sum",
                       lambda x, axis, keepdims: np.sum(x, axis=axis, keepdims=keepdims, dtype=x.dtype.type),
                       lambda g, ans, x, axis, keepdims: expand_as_reduced(g, ans, x, axis),
                       jvps=(linear("reduce_sum"),), saves="shapes", op="Sum", takes="fiuc")
reduce_max = Primitive("reduce_max",
                       lambda x, axis, keepdims: np.max(x, axis=axis, keepdims=keepdims, initial=kernels.lowest(x)),
                       _extremum_vjp, jvps=(_extremum_jvp,), saves="all", op="Max", takes="fiu")
reduce_min = Primitive("reduce_min",
                       lambda x, axis, keepdims: np.min(x, axis=axis, keepdims=keepdims, initial=kernels.highest(x)),
                       _extremum_vjp, jvps=(_extremum_jvp,), saves="all", op="Min", takes="fiu")
reduce_prod = Primitive("reduce_prod",
                        lambda x, axis, keepdims: np.prod(x, axis=axis, keepdims=keepdims, dtype=x.dtype.type),
                        _prod_vjp, jvps=(_prod_jvp,), op="Prod", takes="fiuc")
euclidean_norm = Primitive("reduce_euclidean_norm", kernels.euclidean_norm, _euclidean_norm_vjp,
                           jvps=(lambda t, ans, x, axis, keepdims:
                                     reduce_sum(x * t, axis=axis, keepdims=keepdims) / ans,), saves="all", takes="fiuc")
l2_loss = Primitive("l2_loss", lambda x: np.sum(x * x) / 2,  # TensorFlow's L2Loss: the gradient is x g
                    lambda g, ans, x: reshape(g, shape=g.shape + (1,) * x.ndim) * x,
                    jvps=(lambda t, ans, x: reduce_sum(x * t, axis=tuple(range(x.ndim)), keepdims=False),), takes="f")

# Along one `axis`, negative (counted from the end) so that leading jacobian rows do not move it.
cumsum = Primitive("cumsum",
                   lambda x, axis, exclusive, reverse: kernels.cumulative(np.add, x, axis, exclusive, reverse),
                   lambda g, ans, x, axis, exclusive, reverse:
                       cumsum(g, axis=axis, exclusive=exclusive, reverse=not reverse),
                   jvps=(linear("cumsum"),), saves="shapes", takes="fiuc", rounds_each_step=True)
cumprod = Primitive("cumprod",
                    lambda x, axis, exclusive, reverse: kernels.cumulative(np.multiply, x, axis, exclusive, reverse),
                    _cumprod_vjp, jvps=(_cumprod_jvp,), saves="all", takes="fiuc", rounds_each_step=True)
cumulative_logsumexp = Primitive("cumulative_logsumexp", lambda x, axis, exclusive, reverse:
                                     kernels.cumulative(np.logaddexp, x, axis, exclusive, reverse),
                                 _cumulative_logsumexp_vjp, jvps=(_cumulative_logsumexp_jvp,), saves="all", takes="f",
                                 rounds_each_step=True)
softmax = Primitive("softmax", kernels.softmax,
                    lambda g, ans, x, axis: ans * (g - reduce_sum(g * ans, axis=(g.ndim + axis,), keepdims=True)),
                    jvps=SYMMETRIC, saves="ans", takes="f")
log_softmax = Primitive("log_softmax", kernels.log_softmax,
                        lambda g, ans, x, axis: g - reduce_sum(g, axis=(g.ndim + axis,), keepdims=True) * exp(ans),
                        jvps=(lambda t, ans, x, axis: t - reduce_sum(t * exp(ans), axis=(t.ndim + axis,),
                                                                      keepdims=True),),
                        saves="ans", op="LogSoftmax", takes="f")
concat = Primitive("concat", lambda *xs, axis: np.concatenate(xs, axis=axis), vjp_argnum=_concat_vjp,
                   jvp_argnum=_concat_jvp, saves="shapes", op="ConcatV2", moves_data=True)

# Cross-entropies over the last axis (sparse) or `axis`. As in TensorFlow, the logits
# get softmax - labels, and sparse labels get no gradient.
sparse_softmax_xent = Primitive("sparse_softmax_cross_entropy_with_logits", kernels.sparse_xent,
                                None,
                                lambda g, ans, labels, logits:
                                    insert_axis(g, -1) * sparse_xent_backprop(labels, logits),
                                jvps=(None, lambda t, ans, labels, logits: reduce_sum(
                                    t * sparse_xent_backprop(labels, logits), axis=(t.ndim - 1,), keepdims=False)),
                                same_dtype=(), takes="f", dtype_input=1)
softmax_xent = Primitive("softmax_cross_entropy_with_logits", kernels.xent,
                         lambda g, ans, labels, logits, axis: insert_axis(g, axis) * -log_softmax(logits, axis=axis),
                         lambda g, ans, labels, logits, axis:
                             insert_axis(g, axis) * xent_backprop(labels, logits, axis=axis),
                         jvps=(lambda t, ans, labels, logits, axis:
                                   -reduce_sum(t * log_softmax(logits, axis=axis), axis=(t.ndim + axis,),
                                               keepdims=False),
                               lambda t, ans, labels, logits, axis:
                                   reduce_sum(t * xent_backprop(labels, logits, axis=axis), axis=(t.ndim + axis,),
                                              keepdims=False)), takes="f")
# TensorFlow's op has softmax - labels as a second output; what reaches it flows to the logits alone.
xent_backprop = Primitive("xent_backprop", lambda labels, logits, axis: kernels.softmax(logits, axis) - labels,
                          zeros_rule, _xent_backprop_vjp, jvps=(None, _xent_backprop_vjp))
# Likewise the sparse op's: softmax - one_hot(labels), its labels taking no gradient.
sparse_xent_backprop = Primitive("sparse_xent_backprop", kernels.sparse_xent_backprop, None,
                                 lambda g, ans, labels, logits: _xent_backprop_vjp(g, ans, labels, logits, axis=-1),
                                 jvps=(None, lambda t, ans, labels, logits:
                                           _xent_backprop_vjp(t, ans, labels, logits, axis=-1)),
                                 same_dtype=(), takes="f", dtype_input=1)

# Shapes and indexing: only shapes are read. Shapes given to the primitives are complete tuples.
reshape = Primitive("reshape", kernels.reshape,
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
ungather = Primitive("ungather", kernels.ungather,  # scatters g into zeros: the adjoint of getitem
                     lambda g, ans, x, index, shape: getitem(g, index=_lead_index(g, ans, index)),
                     jvps=(linear("ungather"),), saves="shapes", moves_data=True)
# Integer-array indexing (gather, gather_nd, boolean_mask, diagonals): `index` is a tuple of integer arrays
# applied after the first `front` axes of a tensor of rank `rank`; its adjoint adds g back where it was taken.
pick = Primitive("pick", kernels.pick,
                 lambda g, ans, x, index, front, rank: unpick(g, index=index, front=front, shape=x.shape),
                 jvps=(linear("pick"),), saves="shapes", moves_data=True, op="GatherV2")
unpick = Primitive("unpick", kernels.unpick,
                   lambda g, ans, x, index, front, shape: pick(g, index=index, front=front, rank=len(shape)),
                   jvps=(linear("unpick"),), saves="shapes", moves_data=True)


def select(x, flags, front=0):
    """The entries (or slices) of `x` where the boolean array `flags` holds, matched to x's axes from `front`,
    flattened into one axis: TensorFlow's boolean_mask, and x[mask]."""
    if flags.ndim == 0 or x.shape[front:front + flags.ndim] != flags.shape:
        raise InvalidArgumentError(f"Shapes {x.shape[front:front + flags.ndim]} and {flags.shape} are incompatible")
    return pick(x, index=np.nonzero(flags), front=front, rank=x.ndim)


tile = Primitive("tile", lambda x, multiples: kernels.tile(x, (1,) * (x.ndim - len(multiples)) + tuple(multiples)),
                 _tile_vjp, jvps=(linear("tile"),), saves="shapes", moves_data=True)
pad = Primitive("pad", kernels.pad,
                lambda g, ans, x, paddings, mode, constant_values: unpad(g, paddings=paddings, mode=mode),
                jvps=(lambda t, ans, x, paddings, mode, constant_values:
                          pad(t, paddings=paddings, mode=mode, constant_values=0),),
                saves="shapes", moves_data=True, op="PadV2")
unpad = Primitive("unpad", kernels.unpad,  # the adjoint of pad: TensorFlow's Slice or MirrorPadGrad
                  lambda g, ans, x, paddings, mode: pad(g, paddings=paddings, mode=mode, constant_values=0),
                  jvps=(linear("unpad"),), saves="shapes", moves_data=True)

# Linear algebra on the last two axes.
matrix_inverse = Primitive("inv", kernels.inverse, _inverse_vjp, jvps=(_inverse_jvp,), saves="all", op="MatrixInverse",
                           takes="fc", work=work.cubic_work)
matrix_determinant = Primitive("det", kernels.determinant, _determinant_vjp, jvps=(_determinant_jvp,), saves="all",
                               op="MatrixDeterminant", takes="fc", work=work.cubic_work)
matrix_solve = Primitive("solve", kernels.solve,
                         lambda g, ans, a, b, adjoint: _solve_vjp(g, ans, a, b, adjoint, of_a=True),
                         lambda g, ans, a, b, adjoint: _solve_vjp(g, ans, a, b, adjoint, of_a=False),
                         jvps=(lambda t, ans, a, b, adjoint: -matrix_solve(a, matmul(matrix_transpose(t) if adjoint
                                                                                     else t, ans), adjoint=adjoint),
                               lambda t, ans, a, b, adjoint: matrix_solve(a, t, adjoint=adjoint)),
                         saves="all", op="MatrixSolve", takes="fc", work=work.cubic_work)


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
    divided as float32 (those of 8 and 16 bits) or float64 (wider ones), as TensorFlow's table has them."""
    x, y = convert_inputs((x, y))
    if x.value.dtype != y.value.dtype:
        raise TypeError(f"`x` and `y` must have the same dtype, got {x.dtype!r} != {y.dtype!r}.")
    if x.value.dtype.kind in "iu":
        quotient = np.dtype(np.float32 if x.value.dtype.itemsize <= 2 else np.float64)
        x, y = (cast(t, dtype=quotient, source=t.value.dtype) for t in (x, y))
    return divide(x, y)
