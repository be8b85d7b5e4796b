"""glibc 2.36's expf, logf, expm1f and log1pf over whole arrays.

glibc's ifunc picks the FMA variants of its float functions on a CPU with FMA; their double arithmetic is
reproduced with `exact.fma64`. A reimplementation of glibc's code (LGPL-2.1+; constants from ARM's
optimized-routines and fdlibm, reproduced as facts about it).
"""
import functools

import numpy as np

from gradcli.tensorflow.kernels.exact import fma64
from gradcli.tensorflow.kernels.flush import _daz, _flush
from gradcli.tensorflow.kernels.glibc_exp_log import EXP2F_TABLE
from gradcli.tensorflow.kernels.trig_base import (
    F32,
    F64,
    I32,
    _int_bits,
    _polevl,
    _quiet,
)


def _skip_empty(routine):
    """Decorator for routines applied to subsets: no elements in, no elements out, without running the
    dozens of numpy steps that would each process nothing."""
    @functools.wraps(routine)
    def wrapper(x, *rest, **options):
        return np.empty_like(x) if x.size == 0 else routine(x, *rest, **options)
    return wrapper


def _abstop12(bits):
    """Top 12 bits of a float's representation with the sign cleared (glibc's abstop12)."""
    return (bits >> 20) & 0x7FF


def _glibc_math_invalid(x):
    """__math_invalidf: (x - x) / (x - x), the input's quiet NaN or the default NaN for infinities."""
    return np.where(np.isnan(x), _quiet(x), np.uint32(0xFFC00000).view(F32))


def _glibc_svid_domain_error(x):
    """The LIBM_SVID_COMPAT wrappers (math/w_*f_compat.c) of asinf and acosf return __kernel_standard's
    NAN, the positive quiet NaN, for a domain error (acoshf's and atanhf's compute zero / zero, the default
    NaN, as `_glibc_math_invalid` does); NaN inputs pass through quieted."""
    return np.where(np.isnan(x), _quiet(x), np.uint32(0x7FC00000).view(F32))


# __exp2f_data (e_exp2f_data.c): 2**(i/32) table and the N-scaled polynomial.  Constants are glibc's (ARM).
_EXP2F_TABLE = np.array(EXP2F_TABLE, dtype=np.uint64)
_EXP2F_SHIFT = F64(float.fromhex("0x1.8p+52"))
_EXP2F_INVLN2_N = F64(float.fromhex("0x1.71547652b82fep+0") * 32)
_EXP2F_POLY_N = [F64(float.fromhex("0x1.c6af84b912394p-5") / 32 ** 3),
                 F64(float.fromhex("0x1.ebfce50fac4f3p-3") / 32 ** 2),
                 F64(float.fromhex("0x1.62e42ff0c52d6p-1") / 32)]


@_skip_empty
def _nested(x, coefficients):
    """c0 + x*(c1 + x*(c2 + ...)), fdlibm's nested polynomial form, in float32."""
    return _polevl(x, coefficients[::-1])



def _glibc_expf(x):
    """__expf_fma (e_expf.c): exp(x) = 2**(k/32) 2**(r/32) in double.  The fused operations are
    kd = fma(InvLn2N, x, SHIFT), r = fma(InvLn2N, x, -kd), fma(C0, r, C1), fma(C2, r, 1), fma(z, r2, y)."""
    bits = _int_bits(x)
    xd = _daz(x).astype(F64)
    kd = fma64(_EXP2F_INVLN2_N, xd, _EXP2F_SHIFT)
    ki = kd.view(np.uint64)
    kd = kd - _EXP2F_SHIFT
    r = fma64(_EXP2F_INVLN2_N, xd, -kd)
    s = (_EXP2F_TABLE[ki % 32] + (ki << np.uint64(47))).view(F64)
    z = fma64(_EXP2F_POLY_N[0], r, _EXP2F_POLY_N[1])
    y = fma64(_EXP2F_POLY_N[2], r, F64(1))
    y = fma64(z, r * r, y) * s
    out = _flush(y.astype(F32))
    big = _abstop12(bits) >= 0x42B  # |x| >= 88 or x is NaN: the special cases
    if big.any():
        xb = x[big]
        special = np.where(xb > F32(float.fromhex("0x1.62e42ep6")), F32(np.inf), out[big])
        special = np.where(xb < F32(float.fromhex("-0x1.9fe368p6")), F32(0), special)
        special = np.where(np.isinf(xb), np.where(xb > 0, xb, F32(0)), special)
        out[big] = np.where(np.isnan(xb), _quiet(xb), special)
    return out


# __logf_data (e_logf_data.c): 1/c and log(c) for 16 subintervals, ln2 and the log1p polynomial (glibc, ARM).
_LOGF_INVC = np.array([float.fromhex(h) for h in [
    "0x1.661ec79f8f3bep+0", "0x1.571ed4aaf883dp+0", "0x1.49539f0f010bp+0", "0x1.3c995b0b80385p+0",
    "0x1.30d190c8864a5p+0", "0x1.25e227b0b8eap+0", "0x1.1bb4a4a1a343fp+0", "0x1.12358f08ae5bap+0",
    "0x1.0953f419900a7p+0", "0x1p+0", "0x1.e608cfd9a47acp-1", "0x1.ca4b31f026aap-1",
    "0x1.b2036576afce6p-1", "0x1.9c2d163a1aa2dp-1", "0x1.886e6037841edp-1", "0x1.767dcf5534862p-1"]])
_LOGF_LOGC = np.array([float.fromhex(h) for h in [
    "-0x1.57bf7808caadep-2", "-0x1.2bef0a7c06ddbp-2", "-0x1.01eae7f513a67p-2", "-0x1.b31d8a68224e9p-3",
    "-0x1.6574f0ac07758p-3", "-0x1.1aa2bc79c81p-3", "-0x1.a4e76ce8c0e5ep-4", "-0x1.1973c5a611cccp-4",
    "-0x1.252f438e10c1ep-5", "0x0p+0", "0x1.aa5aa5df25984p-5", "0x1.c5e53aa362eb4p-4",
    "0x1.526e57720db08p-3", "0x1.bc2860d22477p-3", "0x1.1058bc8a07ee1p-2", "0x1.4043057b6ee09p-2"]])
_LOGF_LN2 = F64(float.fromhex("0x1.62e42fefa39efp-1"))
_LOGF_POLY = [F64(float.fromhex(h)) for h in ["-0x1.00ea348b88334p-2", "0x1.5575b0be00b6ap-2", "-0x1.ffffef20a4123p-2"]]


@_skip_empty
def _glibc_logf(x):
    """__logf_fma (e_logf.c): log(x) = log1p(z/c - 1) + log(c) + k ln2 in double.  The fused operations are
    r = fma(z, 1/c, -1), y0 = fma(k, Ln2, log c), fma(r, A1, A2), fma(r2, A0, y) and fma(y, r2, r + y0).

    A subnormal x is normalised by x * 2**23, which DAZ turns into 0: the result is then about -103.97."""
    ix = x.view(np.uint32).copy()
    ix[(ix & 0x7F800000) == 0] = np.uint32(-(23 << 23) % 2 ** 32)  # asuint(x * 0x1p23f) - (23 << 23), x * 2**23 is 0
    tmp = ix - np.uint32(0x3F330000)
    i = ((tmp >> 19) % 16).astype(np.intp)
    k = tmp.view(I32) >> 23
    z = (ix - (tmp & np.uint32(0xFF800000))).view(F32).astype(F64)
    r = fma64(z, _LOGF_INVC[i], F64(-1))
    y0 = fma64(k.astype(F64), _LOGF_LN2, _LOGF_LOGC[i])
    y = fma64(r, _LOGF_POLY[1], _LOGF_POLY[2])
    y = fma64(r * r, _LOGF_POLY[0], y)
    out = fma64(y, r * r, r + y0).astype(F32)
    raw = _int_bits(x)
    out[raw == 0x3F800000] = 0
    out[(raw & 0x7FFFFFFF) == 0] = -np.inf  # __math_divzerof(1)
    out[raw == 0x7F800000] = np.inf
    invalid = (raw < 0) & ((raw & 0x7FFFFFFF) != 0) | ((raw & 0x7FFFFFFF) > 0x7F800000)
    out[invalid] = _glibc_math_invalid(x[invalid])
    return out


_LN2_HI, _LN2_LO = F32(6.9313812256e-01), F32(9.0580006145e-06)  # fdlibm's ln2 split for float


@_skip_empty
def _glibc_expm1f(x):
    """__expm1f (s_expm1f.c, fdlibm in float): x = k ln2 + r (+ a correction c), expm1(r) by a rational
    approximation, then 2**k (1 + expm1(r)) - 1 arranged to avoid cancellation."""
    hx = _int_bits(x) & 0x7FFFFFFF
    negative = _int_bits(x) < 0
    xa = _daz(x)
    out = np.empty_like(x)
    minus_one = negative & (hx >= 0x4195B844) & (hx <= 0x7F800000)  # x <= -27 ln2: tiny - one
    overflow = ~negative & (hx >= 0x42B17218) & (hx <= 0x7F800000) & (xa > F32(8.8721679688e+01))
    nan = hx > 0x7F800000
    tiny = hx < 0x33000000  # x - (t - (huge + x)): x itself, a zero for a subnormal
    out[minus_one] = -1
    out[overflow] = np.inf  # huge * huge, or x itself for +inf
    out[nan] = _quiet(x[nan])
    out[tiny] = xa[tiny] - F32(0)
    work = ~(minus_one | overflow | nan | tiny)
    out[work] = _expm1f_core(*_expm1f_reduce(xa[work], hx[work], negative[work]))
    return out


def _expm1f_reduce(x, hx, negative):
    """s_expm1f.c's argument reduction: (r, c, k) with x = k ln2 + r - c, k = 0 below ln2/2."""
    k = np.zeros(x.shape, I32)
    one_ln2 = (hx > 0x3EB17218) & (hx < 0x3F851592)  # ln2/2 < |x| < 3 ln2/2: k = +-1
    many_ln2 = hx >= 0x3F851592
    k[one_ln2] = np.where(negative[one_ln2], -1, 1)
    half = np.where(negative[many_ln2], F32(-0.5), F32(0.5))
    k[many_ln2] = (F32(1.4426950216e+00) * x[many_ln2] + half).astype(I32)  # (int) truncates
    kf = k.astype(F32)
    hi = x - kf * _LN2_HI  # k ln2_hi is exact (ln2_hi has 16 significant bits)
    lo = kf * _LN2_LO
    reduced = hx > 0x3EB17218
    r = np.where(reduced, hi - lo, x)
    c = np.where(reduced, (hi - r) - lo, F32(0))
    return r, c, k


def _expm1f_core(x, c, k):
    """s_expm1f.c from `hfx = 0.5 * x` on: the rational correction and the reconstruction by k."""
    hfx = F32(0.5) * x
    hxs = x * hfx
    r1 = F32(1) + hxs * _nested(hxs, [-3.3333335072e-02, 1.5873016091e-03, -7.9365076090e-05, 4.0082177293e-06,
                                     -2.0109921195e-07])
    t = F32(3) - r1 * hfx
    e = hxs * ((r1 - t) / (F32(6) - x * t))
    k_zero = x - (x * e - hxs)
    e = (x * (e - c) - c) - hxs
    k_minus_one = F32(0.5) * (x - e) - F32(0.5)
    k_one = np.where(x < F32(-0.25), F32(-2) * (e - (x + F32(0.5))), F32(1) + F32(2) * (x - e))
    scale = k << 23  # adds k to a float's exponent
    far = (((F32(1) - (e - x)).view(I32) + scale).view(F32)) - F32(1)  # k <= -2 or k > 56
    one_minus_2_to_minus_k = (0x3F800000 - (0x1000000 >> np.clip(k, 0, 31))).astype(I32).view(F32)
    middle = ((one_minus_2_to_minus_k - (e - x)).view(I32) + scale).view(F32)  # 2 <= k < 23
    two_to_minus_k = ((0x7F - np.clip(k, 0, 127)) << 23).astype(I32).view(F32)
    high = (((x - (e + two_to_minus_k)) + F32(1)).view(I32) + scale).view(F32)  # 23 <= k <= 56
    return np.select([k == 0, k == -1, k == 1, (k <= -2) | (k > 56), k < 23],
                     [k_zero, k_minus_one, k_one, far, middle], high)


@_skip_empty
def _glibc_log1pf(x):
    """__log1pf (s_log1pf.c, fdlibm in float): log(1 + x) = k ln2 + log1p(f) with a correction term c."""
    hx = _int_bits(x)
    ax = hx & 0x7FFFFFFF
    xa = _daz(x)
    out = np.empty_like(x)
    below = hx < 0x3ED413D7  # x < 0.41422, including every negative input
    invalid = below & (ax >= 0x3F800000)  # x <= -1
    out[invalid] = np.where(xa[invalid] == -1, F32(-np.inf), _glibc_math_invalid(x[invalid]))
    tiny = below & ~invalid & (ax < 0x31000000)
    xt = xa[tiny]
    out[tiny] = np.where(ax[tiny] < 0x24800000, x[tiny], xt - xt * xt * F32(0.5))
    special = hx >= 0x7F800000  # +inf and positive NaN: x + x
    out[special] = x[special] + x[special]
    work = ~invalid & ~tiny & ~special
    x, hxw = xa[work], hx[work]
    direct = below[work] & ((hxw > 0) | (hxw <= -0x416A09E1))  # -0.2929 <= x < 0.41422: k = 0, f = x
    u = np.where(hxw < 0x5A000000, F32(1) + x, x)
    hu = _int_bits(u)
    k = (hu >> 23) - 127
    c = np.where(k > 0, F32(1) - (u - x), x - (u - F32(1))) / u
    c = np.where(hxw < 0x5A000000, c, F32(0))
    hu = hu & 0x007FFFFF
    upper = hu >= 0x3504F7
    u = np.where(upper, hu | 0x3F000000, hu | 0x3F800000).view(F32)
    k = k + upper
    hu = np.where(upper, (0x00800000 - hu) >> 2, hu)
    f = np.where(direct, x, u - F32(1))
    k = np.where(direct, 0, k)
    hu = np.where(direct, 1, hu)
    kf = k.astype(F32)
    ln2_hi, ln2_lo = _LN2_HI, _LN2_LO
    hfsq = F32(0.5) * f * f
    s = f / (F32(2) + f)
    z = s * s
    R = z * _polevl(z, [1.4798198640e-01, 1.5313838422e-01, 1.8183572590e-01, 2.2222198546e-01, 2.8571429849e-01,
                        4.0000000596e-01, 6.6666668653e-01])
    result = np.where(k == 0, f - (hfsq - s * (hfsq + R)),
                      kf * ln2_hi - ((hfsq - (s * (hfsq + R) + (kf * ln2_lo + c))) - f))
    exact_power = hu == 0  # |f| < 2**-20
    R = hfsq * (F32(1) - F32(0.66666666666666666) * f)
    small_f = np.where(k == 0, f - R, kf * ln2_hi - ((R - (kf * ln2_lo + c)) - f))
    zero_f = np.where(k == 0, F32(0), kf * ln2_hi + (c + kf * ln2_lo))
    result = np.where(exact_power, np.where(f == 0, zero_f, small_f), result)
    out[work] = result
    return out


# __sincosf_table (x86 sincosf_poly.h layout): the cosine polynomial c0..c4 and sine polynomial s1..s3;
# the second table negates the cosine.  __inv_pio4: 4/pi to 192 bits, 8 new bits per entry (glibc, ARM).
