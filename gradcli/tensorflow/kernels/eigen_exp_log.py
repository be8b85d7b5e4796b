"""Eigen's vectorised exp/log family on Packet8f (AVX without FMA), in numpy float32.

Transcribed from Eigen commit dcbaf2d608f306450f1e74949eb87e9a22a7ef4b, the one
whose headers the tensorflow 2.21.0 wheel ships (Eigen is MPL-2.0; its
polynomial coefficients are reused here with credit):
Eigen/src/Core/arch/Default/GenericPacketMathFunctions.h (pexp_float,
plog_impl_float, generic_expm1, generic_log1p, ptanh_float, generic_pow,
pfrexp/pldexp), arch/AVX/MathFunctions.h (preciprocal, prsqrt: Newton steps on
vrcpps/vrsqrtps, whose Intel tables are in `x86_tables`),
functors/UnaryFunctors.h (scalar_logistic_op<float>) and
unsupported/Eigen/src/SpecialFunctions/SpecialFunctionsImpl.h
(generic_fast_erfc<float>).
"""
import numpy as np

from gradcli.tensorflow.kernels.flush import (
    _DEFAULT_NAN_BITS,
    _HALF,
    _INF,
    _ONE,
    _QUIET_BIT,
    _SIGN_BIT,
    _ZERO,
    F32,
    U32,
    _abs,
    _add,
    _bits,
    _blend_bits,
    _daz,
    _div,
    _from_bits,
    _madd,
    _mul,
    _negate,
    _nmadd,
    _pmax,
    _pmin,
    _round_half_away,
    _select,
    _sub,
    _truncate_to_int32,
)
from gradcli.tensorflow.kernels.x86_tables import RCP, RSQRT

# --------------------------------------------------------------------------
# Eigen vector routines (Packet8f, AVX without FMA)
# --------------------------------------------------------------------------

def _polevl(x, coefficients):
    """Eigen ppolevl: Horner's scheme with pmadd, coefficients from the highest degree."""
    result = np.full(x.shape, coefficients[0], dtype=F32)
    for c in coefficients[1:]:
        result = _madd(result, x, F32(c))
    return result


def pfrexp(a):
    """Eigen pfrexp_generic (GenericPacketMathFunctions.h): a = m * 2**e, |m| in [0.5, 1).

    Inputs are already flushed, so the subnormal branch only sees zeros.
    Returns (m, e) with e as float32; zero, inf and NaN give (a, 0).
    """
    biased = (_bits(a) >> 23) & U32(0xFF)
    keep = (a == _ZERO) | (biased == 255)
    mantissa = _from_bits((_bits(a) & U32(0x807FFFFF)) | U32(0x3F000000))
    return (_select(keep, a, mantissa),
            _select(keep, _ZERO, biased.astype(F32) - F32(126)))


def pldexp(a, exponent):
    """Eigen pldexp_generic: a * 2**exponent in four exact power-of-two multiplies."""
    e = _truncate_to_int32(_pmin(_pmax(exponent, F32(-278)), F32(278)))
    quarter = e >> 2
    scale = _from_bits(((quarter + 127) << 23).astype(U32))
    out = _mul(_mul(_mul(a, scale), scale), scale)
    rest = _from_bits(((e - 3 * quarter + 127) << 23).astype(U32))
    return _mul(out, rest)


def pldexp_fast(a, exponent):
    """Eigen pldexp_fast: one multiply by 2**e with the biased exponent clamped to [0, 255]."""
    biased = _truncate_to_int32(_pmin(_pmax(_add(exponent, F32(127)), _ZERO), F32(255)))
    return _mul(a, _from_bits((biased << 23).astype(U32)))


def pexp_float(x):
    """Eigen pexp_float: Cephes range reduction and a degree-6 polynomial."""
    x = _daz(x)
    zero_mask = x < F32(-104.0)
    clamped = _pmin(x, F32(88.723))
    m = np.floor(_madd(clamped, F32(1.44269504088896341), _HALF))
    r = _madd(m, F32(-0.693359375), clamped)
    r = _madd(m, F32(2.12194440e-4), r)
    r2 = _mul(r, r)
    p_even = _madd(r2, F32(1.37449637986719608306884765625e-3), F32(4.166965186595916748046875e-2))
    p_odd = _madd(r2, F32(8.36894474923610687255859375e-3), F32(0.16666518151760101318359375))
    p_even = _madd(r2, p_even, F32(0.49999988079071044921875))
    p_low = _add(r, _ONE)
    y = _madd(r, p_odd, p_even)
    y = _madd(r2, y, p_low)
    # Eigen takes pldexp_fast when no lane has |x| > 87; both give the same bits there.
    return _select(zero_mask, _ZERO, _pmax(pldexp(y, m), x))


def plog_float(x):
    """Eigen plog_impl_float (natural log): frexp, then a [2/3] rational on [sqrt(.5)-1, sqrt(2)-1]."""
    x = _daz(x)
    m, e = pfrexp(x)
    below = m < F32(0.707106781186547524)
    shifted = _sub(m, _ONE)
    e = _sub(e, _select(below, _ONE, _ZERO))
    t = _add(shifted, _select(below, m, _ZERO))
    p = _mul(t, _polevl(t, (0.18256296349849254, 1.0000000190281063, 1.0000000190281136)))
    q = _polevl(t, (0.049616247954120038, 0.59923249590823520, 1.4999999999999927, 1.0))
    result = _madd(e, F32(0.693147180559945309417), _div(p, q))
    # por(result, invalid_mask) turns negative and NaN inputs into all-ones NaNs.
    result = _select(x == _INF, _INF, result)
    invalid = ~(x >= _ZERO)
    result = _from_bits(_blend_bits(invalid, U32(0xFFFFFFFF), _bits(result)))
    return _select(x == _ZERO, -_INF, result)


def pexpm1(x):
    """Eigen generic_expm1: Kahan's (u - 1) * x / log(u) with u = exp(x)."""
    flushed = _daz(x)
    u = pexp_float(flushed)
    u_minus_one = _sub(u, _ONE)
    log_u = plog_float(u)
    expm1 = _mul(u_minus_one, _div(flushed, log_u))
    expm1 = _select(log_u == u, u, expm1)
    expm1 = _select(u_minus_one == F32(-1.0), F32(-1.0), expm1)
    return _select(u == _ONE, x, expm1)


def plog1p(x):
    """Eigen generic_log1p: Kahan's x * log(1 + x) / ((1 + x) - 1)."""
    flushed = _daz(x)
    x_plus_one = _add(flushed, _ONE)
    log1 = plog_float(x_plus_one)
    large = _mul(flushed, _div(log1, _sub(x_plus_one, _ONE)))
    # Measured: TF returns a subnormal x flushed here (the tail's log1pf returns it as is).
    return _select((x_plus_one == _ONE) | (x_plus_one == log1), flushed, large)


def ptanh_float(x):
    """Eigen ptanh_float (non-FMA clamp): odd [9/8] rational after clamping to +-7.90738964."""
    clamp = F32(7.90738964080810547)
    x = _pmax(_pmin(_daz(x), clamp), -clamp)
    x2 = _mul(x, x)
    x3 = _mul(x2, x)
    p = _polevl(x2, (1.394553628e-8, 2.102733560e-5, 3.520756727e-3, 1.340216100e-1))
    q = _polevl(x2, (8.015776984e-7, 3.326951409e-4, 2.597254514e-2, 4.673548340e-1, 1.0))
    return _div(_madd(x3, p, x), q)


def plogistic_float(x):
    """Eigen scalar_logistic_op<float>::packetOp (UnaryFunctors.h): exp(x/2)**2 / (1 + exp(x/2)**2)."""
    x = _daz(x)
    zero_mask = x < F32(-104.0)
    half_x = _mul(_pmin(x, F32(16.6355324)), _HALF)
    m = np.floor(_madd(half_x, F32(1.44269504088896341), _HALF))
    r = _madd(m, F32(-0.693359375), half_x)
    r = _madd(m, F32(2.12194440e-4), r)
    r2 = _mul(r, r)
    p_even = _madd(r2, F32(4.1898667812347412109375e-2), F32(0.49999141693115234375))
    p_odd = _madd(r2, F32(8.33471305668354034423828125e-3), F32(0.16666877269744873046875))
    p = _madd(r, p_odd, p_even)
    p = _madd(r2, p, _add(r, _ONE))
    e = pldexp_fast(p, m)
    e = _mul(e, e)
    return _select(zero_mask, _ZERO, _div(e, _add(_ONE, e)))


def x86_rcp(a):
    """vrcpps on an Intel CPU: 12-bit table result, ±inf for ±0, ±0 for ±inf and tiny results."""
    bits = _bits(a)
    sign = bits & _SIGN_BIT
    biased = ((bits >> 23) & U32(0xFF)).astype(np.int32)
    significand = RCP[(bits >> 12) & U32(0x7FF)] << 11
    result_exponent = 253 - biased
    normal = sign | (np.clip(result_exponent, 0, 255).astype(U32) << 23) | significand
    out = _blend_bits(result_exponent > 0, normal, sign)  # tiny results are flushed
    out = _blend_bits(biased == 0, sign | U32(0x7F800000), out)
    out = _blend_bits(biased == 255, sign, out)
    out = _blend_bits(np.isnan(a), bits | U32(_QUIET_BIT), out)
    return _from_bits(out)


def x86_rsqrt(a):
    """vrsqrtps on an Intel CPU: table indexed by exponent parity and the top 10 significand bits."""
    bits = _bits(a)
    sign = bits & _SIGN_BIT
    biased = ((bits >> 23) & U32(0xFF)).astype(np.int32)
    odd_power = (biased - 127) & 1
    index = ((bits >> 13) & U32(0x3FF)) + (odd_power << 10).astype(U32)
    result_exponent = 126 - ((biased - 127 - odd_power) >> 1)
    out = (np.clip(result_exponent, 0, 255).astype(U32) << 23) | (RSQRT[index] << 11)
    out = _blend_bits(biased == 0, sign | U32(0x7F800000), out)  # ±0 -> ±inf
    out = _blend_bits(biased == 255, U32(0), out)  # +inf -> +0
    out = _blend_bits((sign != 0) & (biased != 0), U32(_DEFAULT_NAN_BITS), out)
    out = _blend_bits(np.isnan(a), bits | U32(_QUIET_BIT), out)
    return _from_bits(out)


def preciprocal_fast(a):
    """Eigen preciprocal<Packet8f> (AVX, EIGEN_FAST_MATH): one Newton step on vrcpps."""
    approx = x86_rcp(a)
    error = _nmadd(_daz(a), approx, _ONE)
    return _select(error == error, _madd(approx, error, approx), approx)


def prsqrt_fast(a):
    """Eigen prsqrt<Packet8f> (AVX, EIGEN_FAST_MATH): generic_rsqrt_newton_step on vrsqrtps."""
    approx = x86_rsqrt(a)
    r2 = _mul(_daz(a), approx)
    half_r = _mul(approx, F32(-0.5))
    h = _madd(r2, approx, F32(-1.0))
    refined = _madd(half_r, h, approx)
    return _select(np.isnan(refined), approx, refined)


def _veltkamp_split(x):
    """Eigen veltkamp_splitting: x = hi + lo with hi holding the top 12 bits."""
    gamma = _mul(F32(4097.0), x)
    hi = _add(_sub(x, gamma), gamma)
    return hi, _sub(x, hi)


def _twoprod(x, y):
    """Eigen twoprod without FMA (Dekker): x * y = hi + lo."""
    x_hi, x_lo = _veltkamp_split(x)
    y_hi, y_lo = _veltkamp_split(y)
    hi = _mul(x, y)
    lo = _madd(x_hi, y_hi, _negate(hi))
    lo = _madd(x_hi, y_lo, lo)
    lo = _madd(x_lo, y_hi, lo)
    return hi, _madd(x_lo, y_lo, lo)


def _twoprod_low(x, y, xy):
    """Eigen twoprod_low without FMA: the error of the rounded product xy."""
    x_hi, x_lo = _veltkamp_split(x)
    y_hi, y_lo = _veltkamp_split(y)
    lo = _madd(x_hi, y_hi, _negate(xy))
    lo = _madd(x_hi, y_lo, lo)
    lo = _madd(x_lo, y_hi, lo)
    return _madd(x_lo, y_lo, lo)


def _fast_twosum(x, y):
    s = _add(x, y)
    return s, _sub(y, _sub(s, x))


def _fast_twosum_dd(x_hi, x_lo, y_hi, y_lo):
    """Eigen fast_twosum for two double words."""
    r_hi, r_lo = _fast_twosum(x_hi, y_hi)
    return _fast_twosum(r_hi, _add(_add(y_lo, r_lo), x_lo))


def _twoprod_dw(x_hi, x_lo, y):
    """Eigen twoprod(double word, float)."""
    c_hi, c_lo1 = _twoprod(x_hi, y)
    t_hi, t_lo1 = _fast_twosum(c_hi, _mul(x_lo, y))
    return _fast_twosum(t_hi, _add(t_lo1, c_lo1))


def _split_double(value):
    """A double constant as Eigen stores it in two floats: hi = float(value), lo = float(value - hi)."""
    hi = F32(value)
    return hi, F32(value - float(hi))


def _accurate_log2(z):
    """Eigen accurate_log2<float>: log2(z) for z in [sqrt(.5), sqrt(2)] as a double word."""
    c0_hi, c0_lo = _split_double(1.442695041742110273474963832995854318141937255859375)
    c1_hi, c1_lo = _split_double(-7.2134751588268664068692714863573201000690460205078125e-01)
    x = _sub(z, _ONE)
    p = _polevl(x, (9.7010828554630279541015625e-02, -1.6896486282348632812500000e-01,
                    1.7200836539268493652343750e-01, -1.7892272770404815673828125e-01,
                    2.0505344867706298828125000e-01, -2.4046677350997924804687500e-01,
                    2.8857553005218505859375000e-01, -3.6067414283752441406250000e-01,
                    4.8089790344238281250000000e-01))
    p_hi, p_lo = _twoprod(x, p)
    p_hi, p_lo = _fast_twosum_dd(np.full_like(x, c1_hi), np.full_like(x, c1_lo), p_hi, p_lo)
    p_hi, p_lo = _twoprod_dw(p_hi, p_lo, x)
    p_hi, p_lo = _fast_twosum_dd(np.full_like(x, c0_hi), np.full_like(x, c0_lo), p_hi, p_lo)
    return _twoprod_dw(p_hi, p_lo, x)


def _generic_exp2(x):
    """Eigen generic_exp2: exp(ln2 * x) with the product's rounding error folded back in."""
    x = _pmax(_pmin(x, F32(129.0)), F32(-150.0))
    p_hi, p_lo = _twoprod(np.full_like(x, F32(0.693147180559945309417)), x)
    return _mul(pexp_float(p_hi), _add(_ONE, p_lo))


def _pow_positive(x, y):
    """Eigen generic_pow_impl: exp2(y * log2(x)) in double-word arithmetic, x >= 0."""
    m, e = pfrexp(x)
    scale = m < F32(0.70710678118654752440)
    m = _select(scale, _mul(F32(2.0), m), m)
    e = _select(scale, _sub(e, _ONE), e)
    rx_hi, rx_lo = _accurate_log2(m)
    f1_hi, f1_lo = _twoprod(e, y)
    f2_hi, f2_lo = _twoprod_dw(rx_hi, rx_lo, y)
    f_hi, f_lo = _fast_twosum_dd(f1_hi, f1_lo, f2_hi, f2_lo)
    n_z = _round_half_away(f_hi)
    r_z = _add(_sub(f_hi, n_z), f_lo)
    n_r = _round_half_away(r_z)
    r_z = _sub(r_z, n_r)
    n_z = _add(n_z, n_r)
    # Eigen picks pldexp_fast when every lane has |n_z| <= 126; both agree there.
    return pldexp(_generic_exp2(r_z), n_z)


def ppow(x, y):
    """Eigen generic_pow<Packet8f>: _pow_positive plus the C++ std::pow special cases."""
    raw_x, x, y = x, _daz(x), _daz(y)
    pow_ = _pow_positive(_abs(x), y)
    x_abs, y_abs = _abs(x), _abs(y)
    x_is_negative, x_is_zero = x < _ZERO, x == _ZERO
    y_is_negative = y < _ZERO
    y_abs_is_inf = y_abs == _INF
    y_is_int = (np.floor(y) == y) & ~y_abs_is_inf
    y_half = _mul(y, _HALF)
    y_is_odd_int = y_is_int & ~(_round_half_away(y_half) == y_half)
    huge_exponent = F32(128) * F32(0.693147180559945309417) / F32(2.0 ** -23)  # evaluated in float
    pow_ = _select(x_is_negative & ~y_is_int, F32(np.nan), pow_)
    pow_ = _select(x_is_zero, _select(y_is_negative, _INF, _ZERO), pow_)
    pow_ = _select((_bits(x) >> 31).astype(bool) & y_is_odd_int, _negate(pow_), pow_)
    inf_y_value = _select((y_is_negative & x_is_zero) | (y_is_negative ^ (_ONE < x_abs)), _INF, _ZERO)
    inf_y_value = _select(x == F32(-1.0), _ONE, inf_y_value)
    pow_ = _select(huge_exponent <= y_abs, inf_y_value, pow_)
    pos_inf_value = _select(y_is_negative, _ZERO, _INF)
    neg_inf_value = _select(y_is_odd_int, _negate(pos_inf_value), pos_inf_value)
    pow_ = _select(x_abs == _INF, _select(x_is_negative, neg_inf_value, pos_inf_value), pow_)
    pow_ = _select(np.isnan(x) | np.isnan(y), F32(np.nan), pow_)
    return _select(y == _ONE, raw_x, _select((x == _ONE) | (y == _ZERO), _ONE, pow_))


def _erfc_small(x, x2):
    """generic_fast_erfc<float> for |x| <= 1: 1 + x * S(x**2)."""
    alpha = (5.61802298761904239654541015625e-04, -4.91381669417023658752441406250e-03,
             2.67075151205062866210937500000e-02, -1.12800106406211853027343750000e-01,
             3.76122951507568359375000000000e-01, -1.12837910652160644531250000000e+00)
    return _madd(x, _polevl(x2, alpha), _ONE)


def _erfc_large(x, x2, exp_neg, reciprocal):
    """generic_fast_erfc<float> for |x| > 1: exp(-x**2) / x * P(1/x**2) / Q(1/x**2)."""
    gamma = (1.0208116471767425537109375e-01, 4.2920666933059692382812500e-01,
             3.2379078865051269531250000e-01, 5.3971976041793823242187500e-02)
    delta = (1.7251677811145782470703125e-02, 3.9137163758277893066406250e-01,
             1.0000000000000000000000000e+00, 6.2173241376876831054687500e-01,
             9.5662862062454223632812500e-02)
    x2_lo = _twoprod_low(x, x, x2)
    exp_hi = exp_neg(_negate(x2))
    z = _nmadd(exp_hi, x2_lo, exp_hi)
    q2 = reciprocal(x2)
    r = _div(_polevl(q2, gamma), _mul(x, _polevl(q2, delta)))
    return _madd(z, r, _select(x < _ZERO, F32(2.0), _ZERO))


def _erfc(x_in, exp_neg, reciprocal):
    """Eigen generic_fast_erfc<float> (SpecialFunctionsImpl.h) with pluggable exp and 1/x."""
    x = _pmin(_pmax(_daz(x_in), F32(-11.0)), F32(11.0))
    x2 = _mul(x, x)
    result = _erfc_small(x, x2)
    large = _ONE < x2
    if large.any():
        result = _select(large, _erfc_large(x, x2, exp_neg, reciprocal), result)
    return result


def perfc(x):
    """Packet erfc: pexp_float and the rcpps-based reciprocal."""
    return _erfc(x, pexp_float, preciprocal_fast)
