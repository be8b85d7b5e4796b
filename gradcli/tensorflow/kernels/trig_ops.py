"""TensorFlow's float32 trigonometric and special functions, and the ops exact in IEEE arithmetic, bit for bit.

Public functions are TensorFlow ops on float32 arrays (any shape; C order decides Eigen's packets), returning
float32 arrays of the (broadcast) shape: sin ... digamma, lgamma; add, subtract, multiply, divide,
squared_difference, divide_no_nan, floordiv, floormod, square, floor, ceil, round, sign, relu, relu_grad,
maximum, minimum and the comparisons. The exact ones differ from numpy only by TensorFlow's flush modes, which
NaN survives when both operands are NaN (x86 returns the first, quieted), and some zero signs.
"""
import numpy as np

from gradcli.tensorflow.kernels.eigen_trig import (
    _fast_erf_float,
    _pacos_float,
    _pasin_float,
    _patan2_float,
    _patan_float,
    _patanh_float,
    _pcos_float,
    _perfc_float,
    _psin_float,
)
from gradcli.tensorflow.kernels.flush import _daz, _flush
from gradcli.tensorflow.kernels.glibc_trig import (
    _eigen_digamma,
    _glibc_acosf,
    _glibc_acoshf,
    _glibc_asinf,
    _glibc_asinhf,
    _glibc_atan2f,
    _glibc_atanf,
    _glibc_atanhf,
    _glibc_cosf,
    _glibc_coshf,
    _glibc_sinf,
    _glibc_sinhf,
    _glibc_tanf,
    _scalar_erfc,
)
from gradcli.tensorflow.kernels.lgamma import _glibc_lgammaf_r
from gradcli.tensorflow.kernels.trig_base import (
    F32,
    _as_float32,
    _eigen_split,
    _quiet,
    _scalar_only,
    _uniform,
)

# ----- The operations, as TensorFlow's CPU kernels compute them on float32 tensors -----

def sin(x):
    """tf.math.sin: Eigen psin_float on packets of 8, glibc sinf on the tail."""
    return _eigen_split(_psin_float, _glibc_sinf, x)


def cos(x):
    """tf.math.cos: Eigen pcos_float on packets of 8, glibc cosf on the tail."""
    return _eigen_split(_pcos_float, _glibc_cosf, x)


def tan(x):
    """tf.math.tan: glibc tanf on every element (Eigen has no float ptan on AVX)."""
    return _scalar_only(_glibc_tanf, x)


def asin(x):
    """tf.math.asin: Eigen pasin_float on packets of 8, glibc asinf on the tail."""
    return _eigen_split(_pasin_float, _glibc_asinf, x)


def acos(x):
    """tf.math.acos: Eigen pacos_float on packets of 8, glibc acosf on the tail."""
    return _eigen_split(_pacos_float, _glibc_acosf, x)


def atan(x):
    """tf.math.atan: Eigen generic_atan on packets of 8, glibc atanf on the tail."""
    return _eigen_split(_patan_float, _glibc_atanf, x)


def atan2(y, x):
    """tf.math.atan2(y, x) on tensors of one shape (or a scalar and a tensor): Eigen patan2 on packets of 8
    of the output, glibc atan2f on the tail.  TensorFlow's general broadcasting path evaluates by blocks,
    which may move the packet boundaries (docs/tensorflow.md, TF-exact arithmetic)."""
    return _eigen_split(_patan2_float, _glibc_atan2f, y, x)


def sinh(x):
    """tf.math.sinh: glibc sinhf on every element."""
    return _scalar_only(_glibc_sinhf, x)


def cosh(x):
    """tf.math.cosh: glibc coshf on every element."""
    return _scalar_only(_glibc_coshf, x)


def asinh(x):
    """tf.math.asinh: glibc asinhf on every element."""
    return _scalar_only(_glibc_asinhf, x)


def acosh(x):
    """tf.math.acosh: glibc acoshf on every element."""
    return _scalar_only(_glibc_acoshf, x)


def atanh(x):
    """tf.math.atanh: Eigen patanh_float on packets of 8, glibc atanhf on the tail."""
    return _eigen_split(_patanh_float, _glibc_atanhf, x)


def erf(x):
    """tf.math.erf: Eigen generic_fast_erf<float>, the same float code on packets and on the tail."""
    return _uniform(_fast_erf_float, x)


def erfc(x):
    """tf.math.erfc: Eigen generic_fast_erfc<float>, with pexp_float and preciprocal on packets of 8 and
    glibc expf and a division on the tail."""
    return _eigen_split(_perfc_float, _scalar_erfc, x)


def digamma(x):
    """tf.math.digamma: Eigen digamma_impl<float> on every element."""
    return _scalar_only(_eigen_digamma, x)


def lgamma(x):
    """tf.math.lgamma: glibc lgammaf_r on every element (lgamma_impl<float>)."""
    return _scalar_only(_glibc_lgammaf_r, x)


# ----- Operations that are exact in IEEE arithmetic -----
#
# numpy computes these exactly as TensorFlow does except for the flush modes (a subnormal input counts as
# a zero, a subnormal result becomes one), which NaN survives when both operands are NaN (x86 returns the
# first operand, quieted), the sign of some zeros, and, for a few, a difference between Eigen's packet and
# scalar code.  abs, negative, identity, where, is_nan, is_inf and is_finite move bits only: numpy's own
# functions are exact for them, subnormals and NaN payloads included.

def _first_nan(result, x, y):
    """Put x86's NaN in the result: the first NaN operand, quieted."""
    nan = np.isnan(x) | np.isnan(y)
    if nan.any():
        result[nan] = np.where(np.isnan(x[nan]), _quiet(x[nan]), _quiet(y[nan]))
    return result


def _arithmetic(ufunc):
    def routine(x, y):
        return _first_nan(_flush(ufunc(_daz(x), _daz(y))), x, y)
    return routine


def add(x, y):
    """tf.math.add (AddV2): x + y under FTZ/DAZ."""
    return _uniform(_arithmetic(np.add), x, y)


def subtract(x, y):
    """tf.math.subtract (Sub): x - y under FTZ/DAZ."""
    return _uniform(_arithmetic(np.subtract), x, y)


def multiply(x, y):
    """tf.math.multiply (Mul): x * y under FTZ/DAZ."""
    return _uniform(_arithmetic(np.multiply), x, y)


def divide(x, y):
    """tf.math.divide / truediv (RealDiv): x / y under FTZ/DAZ (a subnormal divisor counts as zero)."""
    return _uniform(_arithmetic(np.divide), x, y)


def _squared_difference(x, y):
    d = _arithmetic(np.subtract)(x, y)
    return _flush(d * d)


def squared_difference(x, y):
    """tf.math.squared_difference: scalar_squared_difference_op, (x - y) * (x - y) under FTZ/DAZ."""
    return _uniform(_squared_difference, x, y)


def _divide_no_nan(x, y):
    return np.where(_daz(y) == 0, F32(0), _arithmetic(np.divide)(x, y))


def divide_no_nan(x, y):
    """tf.math.divide_no_nan: div_no_nan_op, +0 where y is 0 (or subnormal), x / y elsewhere."""
    return _uniform(_divide_no_nan, x, y)


def _floor_divide(x, y):
    return np.floor(_arithmetic(np.divide)(x, y))


def floordiv(x, y):
    """tf.math.floordiv on floats: google_floor_div_real, floor(x / y) with the quotient flushed first."""
    return _uniform(_floor_divide, x, y)


def _glibc_fmodf(x, y):
    """fmodf through the compat wrapper (w_fmodf_compat.c) and __ieee754_fmodf (e_fmodf.c) under DAZ: the
    exact remainder with x's sign, subnormal or not (the integer algorithm builds it bit by bit, and the
    final `x *= one` is folded away by the compiler); fmod(inf, y) and fmod(x, 0) give zero / zero, the
    default NaN, and a subnormal y counts as 0 there (the wrapper tests y == 0.0f under DAZ)."""
    remainder = np.fmod(x, y)
    domain = (np.isinf(x) | (_daz(y) == 0)) & ~np.isnan(x) & ~np.isnan(y)
    remainder[domain] = np.uint32(0xFFC00000).view(F32)
    return _first_nan(remainder, x, y)


def _floor_mod(x, y):
    truncated = _glibc_fmodf(x, y)
    t, yd = _daz(truncated), _daz(y)
    adjust = (t != 0) & ((yd < 0) != (t < 0))
    truncated[adjust] = _flush(t[adjust] + yd[adjust])
    return truncated


def floormod(x, y):
    """tf.math.floormod on floats: google_floor_fmod (scalar only), fmodf(x, y) plus y when the signs differ.
    An exact zero remainder keeps x's sign (numpy's mod gives y's)."""
    return _uniform(_floor_mod, x, y)


def _daz_unary(ufunc):
    def routine(x):
        return _flush(ufunc(_daz(x)))
    return routine


def square(x):
    """tf.math.square: x * x under FTZ/DAZ."""
    return _uniform(_daz_unary(np.square), x)


def floor(x):
    """tf.math.floor: floor of x with subnormals read as zeros."""
    return _uniform(_daz_unary(np.floor), x)


def ceil(x):
    """tf.math.ceil: ceil of x with subnormals read as zeros."""
    return _uniform(_daz_unary(np.ceil), x)


def round(x):
    """tf.math.round: half to even (scalar_round_half_to_even_op) with subnormals read as zeros."""
    return _uniform(_daz_unary(np.rint), x)


def _psign(x):
    """psign for float packets: abs(x) where x is zero, subnormal or NaN (sign cleared), else +-1."""
    abs_x = np.abs(x)
    return np.where(_daz(abs_x) > 0, np.copysign(F32(1), x), abs_x)


def _scalar_sign(x):
    """sign_impl for float: x itself for NaN, else (x > 0) - (x < 0) with subnormals read as zeros (+0)."""
    xd = _daz(x)
    return np.where(np.isnan(x), x, (xd > 0).astype(F32) - (xd < 0).astype(F32))


def sign(x):
    """tf.math.sign: Eigen psign on packets of 8, sign_impl on the tail (they differ on subnormals,
    NaN signs and -0)."""
    return _eigen_split(_psign, _scalar_sign, x)


def _packet_relu(x):
    """cwiseMax<PropagateNaN>(0) on packets: x where NaN (raw), else vmaxps(x, 0) = x > 0 ? x : 0."""
    xd = _daz(x)
    return np.where(np.isnan(x), x, np.where(xd > 0, xd, F32(0)))


def _scalar_relu(x):
    """The same on the tail, as the compiler built that loop: the first element of an odd-length tail goes
    through scalar code, std::max(x, 0) = x < 0 ? 0 : x with x's own bits (a subnormal survives), the
    others through two-wide vector code that reads subnormals as zeros."""
    paired = np.where(_daz(x) < 0, F32(0), _daz(x))
    if x.size % 2:
        paired[0] = F32(0) if _daz(x[:1])[0] < 0 else x[0]
    return paired


def relu(x):
    """tf.nn.relu: Relu's cwiseMax with PropagateNaN; -0 and subnormals differ between packets and tail,
    and within the tail between its first element (odd lengths) and the others."""
    return _eigen_split(_packet_relu, _scalar_relu, x)


def _packet_max(x, y):
    """pminmax_propagate_nan with pmax: x if x is NaN, else vmaxps(x, y) = x > y ? x : y."""
    xd, yd = _daz(x), _daz(y)
    return np.where(np.isnan(x), x, np.where(xd > yd, xd, np.where(np.isnan(y), y, yd)))


def _scalar_max(x, y):
    """pmax<PropagateNaN> on a scalar: x if NaN, y if NaN, else std::max(x, y) = x < y ? y : x."""
    xd, yd = _daz(x), _daz(y)
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, np.where(xd < yd, yd, xd)))


def _packet_min(x, y):
    xd, yd = _daz(x), _daz(y)
    return np.where(np.isnan(x), x, np.where(xd < yd, xd, np.where(np.isnan(y), y, yd)))


def _scalar_min(x, y):
    xd, yd = _daz(x), _daz(y)
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, np.where(yd < xd, yd, xd)))


def maximum(x, y):
    """tf.math.maximum (scalar_max_op<PropagateNaN>): NaN operands are returned as they are; a tie
    between zeros returns y in packets and x in the tail."""
    return _eigen_split(_packet_max, _scalar_max, x, y)


def minimum(x, y):
    """tf.math.minimum (scalar_min_op<PropagateNaN>): as maximum."""
    return _eigen_split(_packet_min, _scalar_min, x, y)


def _relu_grad(g, y):
    return _arithmetic(np.multiply)(g, (_daz(y) > 0).astype(F32))


def relu_grad(g, y):
    """tf.raw_ops.ReluGrad, relu's fused gradient kernel: g * (y > 0) as a float product, so that an
    infinite g gives NaN where y <= 0 and a subnormal y counts as 0."""
    return _uniform(_relu_grad, g, y)


def _comparison(ufunc):
    def compare(x, y):
        x, y = np.broadcast_arrays(_as_float32(x), _as_float32(y))
        return ufunc(_daz(x), _daz(y))
    return compare


less, less_equal, greater, greater_equal, equal, not_equal = (
    _comparison(u) for u in (np.less, np.less_equal, np.greater, np.greater_equal, np.equal, np.not_equal))
