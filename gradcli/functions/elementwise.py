"""The elementwise functions: arithmetic, comparisons, logic and tests of each element, where, casts, complex
numbers and the like; with `unary` and `binary`, which give a primitive TensorFlow's signature.

A function whose call is a primitive is one row here, `row(name, unary(ops.NAME), description, ...)`; the
primitive itself, its forward function, its gradient rules and the dtypes it takes (sin refuses an integer
tensor, as TensorFlow's kernel does), is a row of `gradcli/engine/ops.py`.
"""
import functools
import math
import warnings

import numpy as np

from gradcli.engine import dtypes, kernels, ops
from gradcli.engine.tensor import Tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_numpy_dtype, booleans, no_layout, require_floating
from gradcli.functions.registry import Group
from gradcli.words.errors import InvalidArgumentError, TensorFlowWarning

GROUP = Group("elementwise", elementwise=True)
row, declared = GROUP.row, GROUP.declared


def unary(prim):
    return lambda x: prim(x)


def binary(prim):
    return lambda x, y: prim(x, y)


def piecewise(sp, first, first_when, second):
    """A sympy form that is `first` where `first_when` holds, else `second`."""
    return sp.Piecewise((first, first_when), (second, True))


row("abs", unary(ops.abs), "|x|; the gradient at 0 is 0, as in TensorFlow", sympy=lambda sp, x: sp.Abs(x))
row("sqrt", unary(ops.sqrt), "square root; a zero incoming gradient gives 0 even at x = 0",
    sympy=lambda sp, x: sp.sqrt(x))
row("square", unary(ops.square), "x * x", sympy=lambda sp, x: x ** 2)
row("exp", unary(ops.exp), "e to the x", sympy=lambda sp, x: sp.exp(x))
row("log", unary(ops.log), "natural logarithm", ("math",), sympy=lambda sp, x: sp.log(x))
row("log1p", unary(ops.log1p), "log(1 + x), accurate for small x", ("math",), sympy=lambda sp, x: sp.log(1 + x))
row("expm1", unary(ops.expm1), "exp(x) - 1, accurate for small x", ("math",),
    sympy=lambda sp, x: sp.exp(x) - 1)
row("sin", unary(ops.sin), "sine", sympy=lambda sp, x: sp.sin(x))
row("cos", unary(ops.cos), "cosine", sympy=lambda sp, x: sp.cos(x))
row("tan", unary(ops.tan), "tangent", sympy=lambda sp, x: sp.tan(x))
row("asin", unary(ops.asin), "inverse sine", sympy=lambda sp, x: sp.asin(x))
row("acos", unary(ops.acos), "inverse cosine", sympy=lambda sp, x: sp.acos(x))
row("atan", unary(ops.atan), "inverse tangent", sympy=lambda sp, x: sp.atan(x))
row("sinh", unary(ops.sinh), "hyperbolic sine", sympy=lambda sp, x: sp.sinh(x))
row("asinh", unary(ops.asinh), "inverse hyperbolic sine", sympy=lambda sp, x: sp.asinh(x))
row("acosh", unary(ops.acosh), "inverse hyperbolic cosine (of x >= 1)", sympy=lambda sp, x: sp.acosh(x))
row("atanh", unary(ops.atanh), "inverse hyperbolic tangent (of -1 < x < 1)", sympy=lambda sp, x: sp.atanh(x))
row("lgamma", unary(ops.lgamma), "log |Gamma(x)|; inf at 0, -1, -2, ...", ("math",), sympy=lambda sp, x: sp.loggamma(x))
row("digamma", unary(ops.digamma), "d/dx lgamma(x); its gradient is polygamma(1, x)", ("math",),
    sympy=lambda sp, x: sp.digamma(x))
row("cosh", unary(ops.cosh), "hyperbolic cosine", sympy=lambda sp, x: sp.cosh(x))
row("tanh", unary(ops.tanh), "hyperbolic tangent", ("tf", "math", "nn"), sympy=lambda sp, x: sp.tanh(x))
row("sigmoid", unary(ops.sigmoid), "logistic function 1 / (1 + exp(-x))", ("tf", "math", "nn"),
    sympy=lambda sp, x: 1 / (1 + sp.exp(-x)))
row("reciprocal", unary(ops.reciprocal), "1 / x; a zero incoming gradient gives 0 even at x = 0", ("math",),
    sympy=lambda sp, x: 1 / x)
row("rsqrt", unary(ops.rsqrt), "1 / sqrt(x); a zero incoming gradient gives 0 even at x = 0", ("math",),
    sympy=lambda sp, x: 1 / sp.sqrt(x))
row("erf", unary(ops.erf), "the error function", ("math",), sympy=lambda sp, x: sp.erf(x))
row("erfc", unary(ops.erfc), "the complementary error function 1 - erf(x)", ("math",),
    sympy=lambda sp, x: sp.erfc(x))
row("negative", unary(ops.negative), "-x", sympy=lambda sp, x: -x)
row("identity", lambda input: ops.identity(input), "x itself, as a new tensor", ("tf",), sympy=lambda sp, x: x)
row("stop_gradient", lambda input: ops.stop_gradient(input), "x, but no gradient flows through it", ("tf",))
row("sign", unary(ops.sign), "-1, 0 or 1 by the sign of x (NaN for NaN); its gradient is zeros")
row("floor", unary(ops.floor), "the largest integer <= x; no gradient, as in TensorFlow")
row("ceil", unary(ops.ceil), "the smallest integer >= x; no gradient, as in TensorFlow", ("math",))
row("round", unary(ops.round), "the nearest integer, halves to even; no gradient, as in TensorFlow")

row("add", binary(ops.add), "x + y", sympy=lambda sp, x, y: x + y)
row("subtract", binary(ops.subtract), "x - y", sympy=lambda sp, x, y: x - y)
row("multiply", binary(ops.multiply), "x * y", sympy=lambda sp, x, y: x * y)
row("maximum", binary(ops.maximum), "the larger of x and y; a tie sends the gradient to x",
    sympy=lambda sp, x, y: piecewise(sp, x, x >= y, y))
row("minimum", binary(ops.minimum), "the smaller of x and y; a tie sends the gradient to x",
    sympy=lambda sp, x, y: piecewise(sp, x, x <= y, y))
row("pow", binary(ops.power), "x ** y; the gradient for y is 0 where x <= 0", sympy=lambda sp, x, y: x ** y)
row("atan2", lambda y, x: ops.atan2(y, x), "angle of the point (x, y), in (-pi, pi]",
    sympy=lambda sp, y, x: sp.atan2(y, x))
row("divide_no_nan", binary(ops.divide_no_nan), "x / y, but 0 where y is 0", ("math",))
row("squared_difference", binary(ops.squared_difference), "(x - y) ** 2", ("math",),
    sympy=lambda sp, x, y: (x - y) ** 2)
row("xlogy", binary(ops.xlogy), "x * log(y), but 0 where x is 0", ("math",))
row("xdivy", binary(ops.xdivy), "x / y, but 0 where x is 0", ("math",))
row("multiply_no_nan", binary(ops.multiply_no_nan), "x * y, but 0 where y is 0 (even if x is inf or NaN)", ("math",))


@declared("polygamma", "the a-th derivative of digamma at x (a a whole number, of x's dtype)", ("math",))
def polygamma(a, x):
    a, x = convert(a), convert(x)
    if a.dtype is not x.dtype:
        raise TypeError(f"`x` and `a` must have the same dtype, got {x.dtype!r} != {a.dtype!r}.")
    return ops.polygamma(a, x)


@declared("polyval", "the polynomial with the list of coefficients coeffs (highest power first) at x, by Horner's "
          "rule", ("math",), elementwise=False)
def polyval(coeffs, x):
    if not isinstance(coeffs, list):
        raise ValueError(f"Argument coeffs must be list type found {type(coeffs)}.")
    x = convert(x)
    if not coeffs:
        return zeros_like(x)
    value = convert(coeffs[0])
    for c in coeffs[1:]:
        value = convert(c) + value * x
    return value


row("floordiv", binary(ops.floordiv), "floor(x / y), the operator //; no gradient, as in TensorFlow", ("math",))
row("floormod", binary(ops.floormod), "x - floor(x / y) * y, the operator %", ("math",))


@declared("divide", "x / y; integers are divided as float64", sympy=lambda sp, x, y: x / y)
def divide(x, y):
    return ops.truediv(x, y)


row("truediv", divide, "x / y, as the operator /; integers are divided as float64", sympy=lambda sp, x, y: x / y)

row("less", binary(ops.less), "x < y, a boolean tensor (no gradient)", sympy=lambda sp, x, y: sp.Lt(x, y))
row("less_equal", binary(ops.less_equal), "x <= y, a boolean tensor (no gradient)",
    sympy=lambda sp, x, y: sp.Le(x, y))
row("greater", binary(ops.greater), "x > y, a boolean tensor (no gradient)", sympy=lambda sp, x, y: sp.Gt(x, y))
row("greater_equal", binary(ops.greater_equal), "x >= y, a boolean tensor (no gradient)",
    sympy=lambda sp, x, y: sp.Ge(x, y))
row("equal", binary(ops.equal), "x == y, a boolean tensor (no gradient)", sympy=lambda sp, x, y: sp.Eq(x, y))
row("not_equal", binary(ops.not_equal), "x != y, a boolean tensor (no gradient)",
    sympy=lambda sp, x, y: sp.Ne(x, y))


row("bitwise_and", binary(ops.bitwise_and), "x & y bit by bit, of integer tensors", ("bitwise",))
row("bitwise_or", binary(ops.bitwise_or), "x | y bit by bit, of integer tensors", ("bitwise",))
row("bitwise_xor", binary(ops.bitwise_xor), "x ^ y bit by bit, of integer tensors", ("bitwise",))
row("invert", unary(ops.invert), "~x, each bit flipped, of an integer tensor", ("bitwise",))


@declared("logical_not", "not x, of a boolean tensor")
def logical_not(x):
    return ops.logical_not(*map(Tensor, booleans("LogicalNot", x)))


@declared("logical_and", "x and y, of boolean tensors")
def logical_and(x, y):
    return ops.logical_and(*map(Tensor, booleans("LogicalAnd", x, y)))


@declared("logical_or", "x or y, of boolean tensors")
def logical_or(x, y):
    return ops.logical_or(*map(Tensor, booleans("LogicalOr", x, y)))


@declared("logical_xor", "x or y but not both, of boolean tensors", ("math",))
def logical_xor(x, y):
    return ops.logical_xor(*map(Tensor, booleans("LogicalOr", x, y)))  # TensorFlow's is built on LogicalOr, first


@declared("complex", "real + imag i, from float32 parts (complex64) or float64 ones (complex128)", ("tf", "dtypes"))
def make_complex(real, imag):
    parts = convert(real), convert(imag)
    if parts[0].dtype is not parts[1].dtype or parts[0].dtype not in (dtypes.float32, dtypes.float64):
        raise TypeError(f"The `real` and `imag` components have incorrect types: {parts[0].dtype.name} "
                        f"{parts[1].dtype.name}. They must be consistent, and one of [tf.float32, tf.float64]")
    return ops.complex(*parts)


@declared("real", "the real part of complex numbers; other numbers themselves", ("math",))
def real(input):
    x = convert(input)
    if x.dtype.is_complex:
        return ops.real(x)
    if x.dtype.is_bool:
        raise TypeError(f"input must be a numeric tensor, but got tensor with dtype {x.dtype}")
    return x


@declared("imag", "the imaginary part of complex numbers; zeros for other numbers", ("math",))
def imag(input):
    x = convert(input)
    return ops.imag(x) if x.dtype.is_complex else Tensor(np.zeros_like(x.value))


@declared("conj", "the complex conjugate of complex numbers; other numbers themselves", ("math",))
def conj(x):
    x = convert(x)
    if x.dtype.is_complex:
        return ops.conj(x)
    if x.dtype.is_bool:
        raise TypeError(f"Expected numeric or variant tensor, got dtype {x.dtype!r}.")
    return x


@declared("angle", "the argument of complex numbers; of real ones, pi where negative, else 0", ("math",))
def angle(input):
    x = convert(input)
    if x.dtype.is_complex:
        return ops.angle(x)
    if not x.dtype.is_floating:  # TensorFlow's pi times ones of x's dtype
        raise TypeError(f"Cannot convert {math.pi} to EagerTensor of dtype {x.dtype.kernel_name}")
    return Tensor(convert(np.where(x.value < 0, math.pi, 0.0), x.dtype).value)


def _float_test(ufunc, name):
    """A numpy test of each element (isnan, ...) of floating-point tensors, as TensorFlow's takes no others."""
    def test(x):
        x = convert(x)
        require_floating(x, name)
        return Tensor(ufunc(x.value))
    return test


row("is_nan", _float_test(np.isnan, "is_nan"), "whether x is NaN, a boolean tensor", ("math",))
row("is_inf", _float_test(np.isinf, "is_inf"), "whether x is inf or -inf, a boolean tensor", ("math",))
row("is_finite", _float_test(np.isfinite, "is_finite"), "whether x is neither inf nor NaN", ("math",))


@declared("add_n", "the sum of a list of tensors of one shape", elementwise=False)
def add_n(inputs):
    tensors = [convert(x) for x in inputs]
    if not tensors or any(t.shape != tensors[0].shape for t in tensors):
        raise InvalidArgumentError("Inputs to operation AddN of type AddN must have the same size and shape: "
                                   f"{[list(t.shape) for t in tensors]}")
    return functools.reduce(ops.add, tensors)


@declared("where", "x where condition holds, else y; gradients follow the choice", ("tf",),
          sympy=lambda sp, condition, x, y: piecewise(sp, x, condition, y))
def where(condition, x=None, y=None):
    if x is None and y is None:  # TensorFlow's one-argument form: the coordinates of the true (nonzero) items
        return Tensor(np.argwhere(convert(condition).value).astype(np.int64))
    if x is None or y is None:
        raise ValueError("x and y must both be non-None or both be None.")
    return ops.where(convert(condition), x, y)  # (a list of booleans is booleans, whatever x's dtype)


@declared("cast", "x as another dtype; the gradient flows between float dtypes only", ("tf", "dtypes"))
def cast(x, dtype):
    x, target = convert(x), dtypes.as_dtype(dtype)
    source = x.dtype
    if source is target:
        return x
    if source.is_complex and target.is_floating:
        warnings.warn(f"You are casting an input of type {source.name} to an incompatible dtype {target.name}.  "
                      "This will discard the imaginary part and may not be what you intended.", TensorFlowWarning,
                      stacklevel=2)
    if source.kind in "fc" and target.kind in "fc":  # a gradient flows (refused when asked for, for complex)
        return ops.cast(x, dtype=target.numpy_dtype, source=source.numpy_dtype)
    return Tensor(kernels.cast(x.value, target.numpy_dtype))  # to or from integers: no gradient, as in TensorFlow


@declared("saturate_cast", "x as another dtype, first clipped to its range (where cast would wrap around)",
          ("tf", "dtypes"))
def saturate_cast(value, dtype):
    # TensorFlow's: a complex number's real part, clipped to what both dtypes hold, then cast (complex numbers
    # cast to complex ones are not clipped here).
    x, target = convert(value), dtypes.as_dtype(dtype)
    if x.dtype.is_complex and not target.is_complex:
        warnings.warn("Casting complex to real discards imaginary part.", TensorFlowWarning, stacklevel=2)
        x = ops.real(x)
    if not x.dtype.is_complex:
        low, high = _saturation_limits(x.dtype, target.real_dtype)
        x = ops.minimum(ops.maximum(x, low), high)
    return cast(x, target)


def _saturation_limits(source, target):
    """The range of `target` that `source` holds, as tensors of `source`; each moved toward 0 where rounding it
    to `source` took it outside (int32's largest, 2147483647, is 2147483648.0 as a float32), as TensorFlow nudges
    them, comparing in a dtype that holds both."""
    try:
        common = np.promote_types(source.numpy_dtype, target.numpy_dtype)
    except TypeError:
        common = np.dtype(np.float64)
    low = convert(np.maximum(source.min, target.min), source).value  # (numpy's numbers: an int32 takes 255.0)
    high = convert(np.minimum(float(source.max), float(target.max)), source).value
    if np.array([low, target.min], common)[0] < target.min:
        low = np.nextafter(low, np.zeros_like(low))
    if np.array([high, target.max], common)[0] > target.max:
        high = np.nextafter(high, np.zeros_like(high))
    return Tensor(np.asarray(low, source.numpy_dtype)), Tensor(np.asarray(high, source.numpy_dtype))


@declared("zeros_like", "zeros of x's shape (and dtype); no gradient", ("tf",))
def zeros_like(input, dtype=None, name=None, layout=None):
    no_layout(layout)
    x = convert(input)
    return Tensor(np.zeros(x.shape, as_numpy_dtype(dtype, x.value.dtype)))


@declared("ones_like", "ones of x's shape (and dtype); no gradient", ("tf",))
def ones_like(input, dtype=None, name=None, layout=None):
    no_layout(layout)
    x = convert(input)
    return Tensor(np.ones(x.shape, as_numpy_dtype(dtype, x.value.dtype)))
