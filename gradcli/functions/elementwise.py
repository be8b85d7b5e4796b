"""The elementwise functions: arithmetic, comparisons, logic and tests of each element, where, cast, and
the like; with `unary`, `floats_only` and `binary`, which give a primitive TensorFlow's signature.

A function whose call is a primitive is one row here, `row(name, unary(ops.NAME), description, ...)`; the
primitive itself, its forward function and its gradient rules, is a row of `gradcli/engine/ops.py`.
"""
import functools

import numpy as np

from gradcli.engine import ops
from gradcli.engine.errors import InvalidArgumentError
from gradcli.engine.tensor import Tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_numpy_dtype, booleans, require_floating
from gradcli.functions.registry import Group

GROUP = Group("elementwise", elementwise=True)
row, declared = GROUP.row, GROUP.declared


def unary(prim):
    return lambda x: prim(x)


def floats_only(prim):
    """A primitive of one argument that takes floating-point tensors only, as TensorFlow's kernel does."""
    def call(x):
        if type(x) is Tensor and x.value.dtype.kind != "f":
            require_floating(x, prim.name)
        return prim(x)
    return call


def binary(prim):
    return lambda x, y: prim(x, y)


def piecewise(sp, first, first_when, second):
    """A sympy form that is `first` where `first_when` holds, else `second`."""
    return sp.Piecewise((first, first_when), (second, True))


row("abs", unary(ops.abs), "|x|; the gradient at 0 is 0, as in TensorFlow", sympy=lambda sp, x: sp.Abs(x))
row("sqrt", floats_only(ops.sqrt), "square root; a zero incoming gradient gives 0 even at x = 0",
    sympy=lambda sp, x: sp.sqrt(x))
row("square", unary(ops.square), "x * x", sympy=lambda sp, x: x ** 2)
row("exp", floats_only(ops.exp), "e to the x", sympy=lambda sp, x: sp.exp(x))
row("log", floats_only(ops.log), "natural logarithm", ("math",), sympy=lambda sp, x: sp.log(x))
row("log1p", floats_only(ops.log1p), "log(1 + x), accurate for small x", ("math",), sympy=lambda sp, x: sp.log(1 + x))
row("expm1", floats_only(ops.expm1), "exp(x) - 1, accurate for small x", ("math",),
    sympy=lambda sp, x: sp.exp(x) - 1)
row("sin", floats_only(ops.sin), "sine", sympy=lambda sp, x: sp.sin(x))
row("cos", floats_only(ops.cos), "cosine", sympy=lambda sp, x: sp.cos(x))
row("tan", floats_only(ops.tan), "tangent", sympy=lambda sp, x: sp.tan(x))
row("asin", floats_only(ops.asin), "inverse sine", sympy=lambda sp, x: sp.asin(x))
row("acos", floats_only(ops.acos), "inverse cosine", sympy=lambda sp, x: sp.acos(x))
row("atan", floats_only(ops.atan), "inverse tangent", sympy=lambda sp, x: sp.atan(x))
row("sinh", floats_only(ops.sinh), "hyperbolic sine", sympy=lambda sp, x: sp.sinh(x))
row("cosh", floats_only(ops.cosh), "hyperbolic cosine", sympy=lambda sp, x: sp.cosh(x))
row("tanh", floats_only(ops.tanh), "hyperbolic tangent", ("tf", "math", "nn"), sympy=lambda sp, x: sp.tanh(x))
row("sigmoid", floats_only(ops.sigmoid), "logistic function 1 / (1 + exp(-x))", ("tf", "math", "nn"),
    sympy=lambda sp, x: 1 / (1 + sp.exp(-x)))
row("reciprocal", floats_only(ops.reciprocal), "1 / x; a zero incoming gradient gives 0 even at x = 0", ("math",),
    sympy=lambda sp, x: 1 / x)
row("rsqrt", floats_only(ops.rsqrt), "1 / sqrt(x); a zero incoming gradient gives 0 even at x = 0", ("math",),
    sympy=lambda sp, x: 1 / sp.sqrt(x))
row("erf", floats_only(ops.erf), "the error function", ("math",), sympy=lambda sp, x: sp.erf(x))
row("erfc", floats_only(ops.erfc), "the complementary error function 1 - erf(x)", ("math",),
    sympy=lambda sp, x: sp.erfc(x))
row("negative", unary(ops.negative), "-x", sympy=lambda sp, x: -x)
row("identity", unary(ops.identity), "x itself, as a new tensor", ("tf",), sympy=lambda sp, x: x)
row("stop_gradient", unary(ops.stop_gradient), "x, but no gradient flows through it", ("tf",))
row("sign", unary(ops.sign), "-1, 0 or 1 by the sign of x (NaN for NaN); its gradient is zeros")
row("floor", floats_only(ops.floor), "the largest integer <= x; no gradient, as in TensorFlow")
row("ceil", floats_only(ops.ceil), "the smallest integer >= x; no gradient, as in TensorFlow", ("math",))
row("round", unary(ops.round), "the nearest integer, halves to even; no gradient, as in TensorFlow")

row("add", binary(ops.add), "x + y", sympy=lambda sp, x, y: x + y)
row("subtract", binary(ops.subtract), "x - y", sympy=lambda sp, x, y: x - y)
row("multiply", binary(ops.multiply), "x * y", sympy=lambda sp, x, y: x * y)
row("maximum", binary(ops.maximum), "the larger of x and y; a tie sends the gradient to x",
    sympy=lambda sp, x, y: piecewise(sp, x, x >= y, y))
row("minimum", binary(ops.minimum), "the smaller of x and y; a tie sends the gradient to x",
    sympy=lambda sp, x, y: piecewise(sp, x, x <= y, y))
row("pow", binary(ops.power), "x ** y; the gradient for y is 0 where x <= 0", sympy=lambda sp, x, y: x ** y)
row("atan2", binary(ops.atan2), "angle of the point (x, y), in (-pi, pi]", sympy=lambda sp, y, x: sp.atan2(y, x))
row("divide_no_nan", binary(ops.divide_no_nan), "x / y, but 0 where y is 0", ("math",))
row("squared_difference", binary(ops.squared_difference), "(x - y) ** 2", ("math",),
    sympy=lambda sp, x, y: (x - y) ** 2)
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


@declared("logical_not", "not x, of a boolean tensor")
def logical_not(x):
    return Tensor(np.logical_not(*booleans("LogicalNot", x)))


@declared("logical_and", "x and y, of boolean tensors")
def logical_and(x, y):
    return Tensor(np.logical_and(*booleans("LogicalAnd", x, y)))


@declared("logical_or", "x or y, of boolean tensors")
def logical_or(x, y):
    return Tensor(np.logical_or(*booleans("LogicalOr", x, y)))


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
    return ops.where(condition, x, y)


@declared("cast", "x as another dtype; the gradient flows between float dtypes only", ("tf",))
def cast(x, dtype):
    x, target = convert(x), as_numpy_dtype(dtype)
    source = x.value.dtype
    if source == target:
        return x
    if source.kind == "f" and target.kind == "f":
        return ops.cast(x, dtype=target, source=source)
    with np.errstate(invalid="ignore"):  # NaN and inf become the lowest integer, as on TensorFlow's CPU
        return Tensor(x.value.astype(target))  # to or from integers: no gradient, as in TensorFlow


@declared("zeros_like", "zeros of x's shape (and dtype); no gradient", ("tf",))
def zeros_like(input, dtype=None):
    x = convert(input)
    return Tensor(np.zeros(x.shape, as_numpy_dtype(dtype, x.value.dtype)))


@declared("ones_like", "ones of x's shape (and dtype); no gradient", ("tf",))
def ones_like(input, dtype=None):
    x = convert(input)
    return Tensor(np.ones(x.shape, as_numpy_dtype(dtype, x.value.dtype)))
