"""Eigen's vectorised sin, cos, asin, acos, atan, atan2, atanh, erf and erfc on Packet8f, in numpy float32.

Transcribed from Eigen commit dcbaf2d608f3 (MPL-2.0): Eigen/src/Core/arch/Default/GenericPacketMathFunctions.h
(psincos_float with its Payne-Hanek reduction, pasin_float, pacos_float, generic_atan, patan2, patanh_float)
and unsupported/Eigen/src/SpecialFunctions/SpecialFunctionsImpl.h (generic_fast_erf<float>,
generic_fast_erfc<float>).
"""
import numpy as np

from gradcli.tensorflow.kernels.eigen_exp_log import pexp_float, plog_float, preciprocal_fast
from gradcli.tensorflow.kernels.flush import _daz, _flush, _pmax, _pmin
from gradcli.tensorflow.kernels.trig_base import (
    ALL_ONES_NAN,
    F32,
    F64,
    HALF_PI,
    I32,
    PI,
    SIGN_BIT,
    _int_bits,
    _polevl,
    _where_nan_put,
)

# ----- Eigen's vectorised trigonometric routines (Eigen/src/Core/arch/Default/GenericPacketMathFunctions.h) -----

# 192 bits of 2/pi, 8 new bits per entry (Eigen's trig_reduce_huge table).
_TWO_OVER_PI = np.array([
    0x00000028, 0x000028be, 0x0028be60, 0x28be60db, 0xbe60db93, 0x60db9391, 0xdb939105, 0x9391054a, 0x91054a7f,
    0x054a7f09, 0x4a7f09d5, 0x7f09d5f4, 0x09d5f47d, 0xd5f47d4d, 0xf47d4d37, 0x7d4d3770, 0x4d377036, 0x377036d8,
    0x7036d8a5, 0x36d8a566, 0xd8a5664f, 0xa5664f10, 0x664f10e4, 0x4f10e410, 0x10e41000, 0xe4100000], dtype=np.uint64)


def _trig_reduce_huge(ax):
    """trig_reduce_huge: Payne-Hanek reduction of finite |x| >= 2**8 in 2.62-bit fixed point.

    Returns (x - q pi/2 as float32, q as int32).  The 32-bit product xi * two_over_pi[i - 1] wraps, as in C.
    """
    xi = _int_bits(ax).astype(np.uint64)
    e = (xi >> 23) - 118
    xi = ((xi & 0x7FFFFF) | 0x800000) << (e & 7)
    i = (e >> 3).astype(np.intp)
    p = xi * _TWO_OVER_PI[i + 7]
    p = xi * _TWO_OVER_PI[i + 3] + (p >> 32)
    p = (((xi * _TWO_OVER_PI[i - 1]) & 0xFFFFFFFF) << 32) + p
    q = (p + (1 << 61)) >> 62
    p -= q << 62
    reduced = (p.view(np.int64).astype(F64) * F64(3.4061215800865545e-19)).astype(F32)  # pi/2 * 2**-62
    return reduced, q.astype(I32)


def _psincos_float(x_in, sine):
    """psincos_float, the build without FMA: Cody-Waite reduction by pi/2 in four parts (Payne-Hanek from
    25966 for sin, 18838 for cos), then the sine or cosine polynomial by quadrant.  Constants are Eigen's."""
    x_in = _daz(x_in)
    ax = np.abs(x_in)
    y_round = ax * F32(0.636619746685028076171875) + F32(12582912)  # adding 1.5 * 2**23 rounds to an integer
    quadrant = _int_bits(y_round).copy()  # the integer sits in the low significand bits
    y = y_round - F32(12582912)
    x = y * F32(-1.5703125) + ax
    x = y * F32(-0.000483989715576171875) + x
    x = y * F32(1.62865035235881805419921875e-07) + x
    x = y * F32(5.5644315544167710640977020375430583953857421875e-11) + x
    huge = (ax >= F32(25966 if sine else 18838)) & np.isfinite(ax)
    if huge.any():
        x[huge], quadrant[huge] = _trig_reduce_huge(ax[huge])
    if sine:
        sign = (_int_bits(x_in) ^ (quadrant << 30)) & SIGN_BIT
    else:
        sign = ((quadrant + 1) << 30) & SIGN_BIT
    x2 = x * x
    cos_poly = _polevl(x2, [2.4372266125283204019069671630859375e-05, -0.00138865201734006404876708984375,
                            0.041666619479656219482421875, -0.5, 1.0])
    sin_poly = _polevl(x2, [-0.0001959234114083702898469196984621021329076029360294342041015625,
                            0.0083326873655616851693794799871284340042620897293090820312500000,
                            -0.1666666203982298255503735617821803316473960876464843750000000000]) * x2
    sin_poly = sin_poly * x + x
    even = (quadrant & 1) == 0
    result = np.where(even == sine, sin_poly, cos_poly)
    return (_int_bits(result) ^ sign).view(F32)


def _psin_float(x):
    return _psincos_float(x, sine=True)


def _pcos_float(x):
    return _psincos_float(x, sine=False)


def _pasin_float(x_in):
    """pasin_float: asin(x)/x as a degree-8 even polynomial on [0, 0.5], asin(x) = pi/2 - 2 asin(sqrt((1-x)/2))
    above; |x| > 1 gives the all-ones NaN (por with the comparison mask).  Constants are Eigen's."""
    x_in = _daz(x_in)
    abs_x = np.abs(x_in)
    large = abs_x > F32(0.5)
    x = np.where(large, np.sqrt(F32(0.5) - F32(0.5) * abs_x), abs_x)
    p = _polevl(x * x, [5.08838854730129241943359375e-2, 3.95139865577220916748046875e-2,
                        7.550220191478729248046875e-2, 0.16664917767047882080078125, 1.00000011920928955078125]) * x
    p = np.where(large, HALF_PI - F32(2) * p, p)
    result = (_int_bits(p) ^ (_int_bits(x_in) & SIGN_BIT)).view(F32)
    result[abs_x > 1] = ALL_ONES_NAN
    return _where_nan_put(result, x_in)


def _pacos_float(x_in):
    """pacos_float: acos(x)/sqrt(1-x) as a degree-6 polynomial on [0, 1] (even and odd terms evaluated
    apart), acos(-x) = pi - acos(x).  Constants are Eigen's."""
    x_in = _daz(x_in)
    abs_x = np.abs(x_in)
    x2 = x_in * x_in
    p_even = _polevl(x2, [2.36423197202384471893310546875e-3, 2.717843465507030487060546875e-2,
                          8.8804088532924652099609375e-2, 1.57079637050628662109375])
    p_odd = _polevl(x2, [-1.1368644423782825469970703125e-2, -4.8969544470310211181640625e-2,
                         -0.214591205120086669921875])
    result = np.sqrt(F32(1) - abs_x) * (p_odd * abs_x + p_even)
    result = np.where(_int_bits(x_in) < 0, PI - result, result)
    return _where_nan_put(result, x_in, sign_from=np.zeros_like(_int_bits(x_in)))


def _patan_float(x_in):
    """generic_atan with patan_reduced<float>: |x| > 1 is mapped to 1/|x| by preciprocal (rcpps and one
    Newton step), then a [4/6] rational approximation of atan on [0, 1].  Constants are Eigen's."""
    x_in = _daz(x_in)
    abs_x = np.abs(x_in)
    large = abs_x > 1
    x = np.where(large, preciprocal_fast(abs_x), abs_x)
    x2 = x * x
    p = _polevl(x2, [1.12026982009410858154296875e-01, 7.296695709228515625e-01, 8.109951019287109375e-01])
    q = _polevl(x2, [1.00917108356952667236328125e-02, 2.8318560123443603515625e-01, 1.0, 8.109951019287109375e-01])
    p = _flush(x * (p / q))
    result = np.where(large, HALF_PI - p, p)
    return _where_nan_put((_int_bits(result) ^ (_int_bits(x_in) & SIGN_BIT)).view(F32), x_in)


def _patan2_float(y_in, x_in):
    """patan2 (GenericPacketMath.h): atan(y / x) plus pi with y's sign where x is negative; |y| == |x| gives
    atan(+-1) and two zeros atan(+-0), so that inf/inf and 0/0 follow IEC 60559.

    The zero test pcmp_eq(por(x, y), 0) is compiled to a bit test: a subnormal and a zero are not "both
    zero", but |x| == |y| holds for them under DAZ, so atan2(0, 1e-45) is pi/4."""
    y, x = _daz(y_in), _daz(x_in)
    y_sign = _int_bits(y) & SIGN_BIT
    result_sign = y_sign ^ (_int_bits(x) & SIGN_BIT)
    shift = ((_int_bits(PI) & (_int_bits(x) >> 31)) | y_sign).view(F32)
    arg = _flush(y / x)
    arg = np.where(np.abs(x) == np.abs(y), (_int_bits(F32(1)) | result_sign).view(F32), arg)
    both_zero = ((_int_bits(x_in) | _int_bits(y_in)) & ~SIGN_BIT) == 0
    arg = np.where(both_zero, result_sign.view(F32), arg)
    return _patan_float(arg) + shift


def _patanh_float(x_in):
    """patanh_float: x + x**3 P(x**2) on [0, 0.5), 0.5 log((1+x)/(1-x)) with Eigen's plog above, +-inf at +-1
    and the all-ones NaN beyond.  Constants are Eigen's."""
    x = _daz(x_in)
    abs_x = np.abs(x)
    x2 = x * x
    p = _polevl(x2, [0.1819281280040740966796875, 8.2311116158962249755859375e-2, 0.14672131836414337158203125,
                     0.1997792422771453857421875, 0.3333373963832855224609375])
    p = (x * x2) * p + x
    r = F32(0.5) * plog_float((F32(1) + x) / (F32(1) - x))
    result = np.where(abs_x >= F32(0.5), r, p)
    result = np.where(abs_x == 1, ((_int_bits(x) & SIGN_BIT) | 0x7F800000).view(F32), result)
    result[abs_x > 1] = ALL_ONES_NAN
    return _where_nan_put(result, x)


# ----- Eigen's error functions (unsupported/Eigen/src/SpecialFunctions/SpecialFunctionsImpl.h) -----

def _fast_erf_float(x):
    """generic_fast_erf<float>: a [11/10] rational approximation, x**2 clamped to 16 and the result to
    [-1, 1].  Both of Eigen's paths (packet and scalar) run this same float code.  Constants are Eigen's."""
    x = _daz(x)
    x2 = _pmin(F32(16), _flush(x * x))
    p = _polevl(x2, [2.123732201653183437883853912353515625e-06, 2.861979592125862836837768554687500000e-04,
                     3.658048342913389205932617187500000000e-03, 5.243302136659622192382812500000000000e-02,
                     1.874160766601562500000000000000000000e-01, 1.128379106521606445312500000000000000e+00]) * x
    q = _polevl(x2, [3.89185734093189239501953125000e-05, 1.14329601638019084930419921875e-03,
                     1.47520881146192550659179687500e-02, 1.12945675849914550781250000000e-01,
                     4.99425798654556274414062500000e-01, 1.0])
    return _where_nan_put(_pmax(_pmin(p / q, F32(1)), F32(-1)), x)


def _veltkamp_low_product(x, y, xy):
    """twoprod_low without FMA: x * y - fl(x * y) exactly, by Veltkamp splitting and Dekker's product."""
    def split(v):
        gamma = F32(4097) * v
        high = (v - gamma) + gamma
        return high, v - high
    x_hi, x_lo = split(x)
    y_hi, y_lo = split(y)
    low = x_hi * y_hi + (-xy)
    low = x_hi * y_lo + low
    low = x_lo * y_hi + low
    return x_lo * y_lo + low


def _fast_erfc_float(x_in, exp, reciprocal):
    """generic_fast_erfc<float>: 1 + x S(x**2) for |x| <= 1; exp(-x**2) P(1/x**2) / (x Q(1/x**2)) beyond,
    with x clamped to [-11, 11] and exp(-x**2) corrected by the low part of x**2.  The packet path uses
    Eigen's pexp and preciprocal, the scalar path glibc's expf and a division: pass them in.
    Constants are Eigen's."""
    x = _pmin(_pmax(_daz(x_in), F32(-11)), F32(11))
    x2 = x * x
    small = _polevl(x2, [5.61802298761904239654541015625e-04, -4.91381669417023658752441406250e-03,
                         2.67075151205062866210937500000e-02, -1.12800106406211853027343750000e-01,
                         3.76122951507568359375000000000e-01, -1.12837910652160644531250000000e+00]) * x + F32(1)
    large = x2 > 1
    xl, x2l = x[large], x2[large]
    exp_hi = exp(-x2l)
    z = exp_hi - _flush(exp_hi * _veltkamp_low_product(xl, xl, x2l))
    q2 = reciprocal(x2l)
    num = _polevl(q2, [1.0208116471767425537109375e-01, 4.2920666933059692382812500e-01,
                       3.2379078865051269531250000e-01, 5.3971976041793823242187500e-02])
    denom = xl * _polevl(q2, [1.7251677811145782470703125e-02, 3.9137163758277893066406250e-01, 1.0,
                              6.2173241376876831054687500e-01, 9.5662862062454223632812500e-02])
    result = small.copy()
    result[large] = _flush(z * (num / denom) + np.where(xl < 0, F32(2), F32(0)))
    return _where_nan_put(result, x)


def _perfc_float(x):
    """perfc on Packet8f: generic_fast_erfc<float> with Eigen's pexp_float and preciprocal."""
    return _fast_erfc_float(x, pexp_float, preciprocal_fast)
