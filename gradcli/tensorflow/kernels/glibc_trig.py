"""glibc 2.36's float sinf, cosf, tanf, asinf, acosf, atanf, atan2f, sinhf, coshf, asinhf, acoshf, atanhf
over whole arrays (the scalar path of TensorFlow's kernels), and Eigen's scalar erfc and digamma.

A reimplementation of glibc's code for x86-64 (sysdeps/ieee754/flt-32; LGPL-2.1+, constants from fdlibm and
ARM's optimized-routines), FMA variants included; Eigen's digamma_impl<float> (MPL-2.0).
"""
import numpy as np

from gradcli.tensorflow.kernels.eigen_trig import _fast_erfc_float
from gradcli.tensorflow.kernels.exact import fma64
from gradcli.tensorflow.kernels.flush import _daz, _flush
from gradcli.tensorflow.kernels.glibc_fma import (
    _abstop12,
    _glibc_expf,
    _glibc_expm1f,
    _glibc_log1pf,
    _glibc_logf,
    _glibc_math_invalid,
    _glibc_svid_domain_error,
    _skip_empty,
)
from gradcli.tensorflow.kernels.trig_base import (
    F32,
    F64,
    I32,
    PI,
    SIGN_BIT,
    _int_bits,
    _polevl,
    _quiet,
)

_SINCOSF_HPI_INV = F64(float.fromhex("0x1.45F306DC9C883p+23"))  # 2/pi * 2**24
_SINCOSF_HPI = F64(float.fromhex("0x1.921FB54442D18p0"))
_SINCOSF_COS = [F64(float.fromhex(h)) for h in ["0x1p0", "-0x1.ffffffd0c621cp-2", "0x1.55553e1068f19p-5",
                                                 "-0x1.6c087e89a359dp-10", "0x1.99343027bf8c3p-16"]]
_SINCOSF_SIN = [F64(float.fromhex(h)) for h in ["-0x1.555545995a603p-3", "0x1.1107605230bc4p-7",
                                                 "-0x1.994eb3774cf24p-13"]]
_INV_PIO4 = np.array([
    0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e, 0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529,
    0x441529fc, 0x1529fc27, 0x29fc2757, 0xfc2757d1, 0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0,
    0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599, 0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041], dtype=np.uint64)


def _sincosf_reduce_fast(x, fused):
    """reduce_fast (s_sincosf.h) for |x| < 120: n = nearest integer to x 2/pi (through 2**24-scaled
    truncation), x - n pi/2 in double; sinf and cosf fuse that subtraction, tanf does not."""
    n = ((x * _SINCOSF_HPI_INV).astype(I32) + 0x800000) >> 24
    if fused:
        return fma64(-n.astype(F64), _SINCOSF_HPI, x), n
    return x - n * _SINCOSF_HPI, n


def _sincosf_reduce_large(bits):
    """reduce_large (s_sincosf.h): x mod pi/2 for |x| >= 120 by a 32x96-bit product with 4/pi, as a double
    between -pi/4 and pi/4, and the quadrant n.  The sign of x is ignored."""
    xi = bits.astype(np.uint64)
    table = ((xi >> 26) & 15).astype(np.intp)
    mantissa = ((xi & 0xFFFFFF) | 0x800000) << ((xi >> 23) & 7)
    res0 = (mantissa * _INV_PIO4[table]) & 0xFFFFFFFF
    res1 = mantissa * _INV_PIO4[table + 4]
    res2 = mantissa * _INV_PIO4[table + 8]
    res0 = ((res2 >> 32) | (res0 << 32)) + res1
    n = (res0 + (1 << 61)) >> 62
    res0 -= n << 62
    return res0.view(np.int64).astype(F64) * F64(float.fromhex("0x1.921FB54442D18p-62")), n.astype(I32)


def _sincosf_poly(x, x2, n, negate_cos):
    """sinf_poly (x86 sincosf_poly.h) compiled with FMA: the sine polynomial where n is even, the cosine
    one where n is odd (negated where negate_cos, the second table), rounded to float once at the end."""
    out = np.empty_like(x)
    even = (n & 1) == 0
    xs, x2s = x[even], x2[even]
    x3 = xs * x2s
    s1 = fma64(x2s, _SINCOSF_SIN[2], _SINCOSF_SIN[1])
    out[even] = fma64(s1, x3 * x2s, fma64(x3, _SINCOSF_SIN[0], xs))
    x2c = x2[~even]
    sign = np.where(negate_cos[~even], F64(-1), F64(1))
    c0, c1, c2, c3, c4 = (sign * coefficient for coefficient in _SINCOSF_COS)
    x4 = x2c * x2c
    c_low = fma64(x2c, c1, c0)
    c_high = fma64(x2c, c4, c3)
    out[~even] = fma64(c_high, x4 * x2c, fma64(x4, c2, c_low))
    return out


@_skip_empty
def _glibc_sincosf(y, cosine):
    """__sinf_fma / __cosf_fma (s_sinf.c, s_cosf.c): double-precision reduction and polynomials."""
    bits = _int_bits(y)
    top = _abstop12(bits)
    x = _daz(y).astype(F64)
    n = np.zeros(y.shape, I32)
    reduced = x.copy()
    sign = np.zeros(y.shape, I32)
    fast = (top >= 0x3F4) & (top < 0x42F)  # pi/4 <= |y| < 120
    reduced[fast], n[fast] = _sincosf_reduce_fast(x[fast], fused=True)
    large = (top >= 0x42F) & (top < 0x7F8)
    reduced[large], n[large] = _sincosf_reduce_large(bits[large])
    sign[large] = (bits[large] >> 31) & 1  # reduce_large ignores the sign: fold it into the quadrant
    quadrant = n + sign
    signs = np.array([1.0, -1.0, -1.0, 1.0])
    xs = reduced * signs[quadrant & 3]
    x2 = reduced * reduced
    n_poly = n ^ 1 if cosine else n
    out = _flush(_sincosf_poly(xs, x2, n_poly, negate_cos=(quadrant & 2) != 0).astype(F32))
    tiny = top < 0x398  # |y| < 2**-12
    out[tiny] = F32(1) if cosine else y[tiny]
    special = top >= 0x7F8
    out[special] = _glibc_math_invalid(y[special])
    return out


def _glibc_sinf(x):
    return _glibc_sincosf(x, cosine=False)


def _glibc_cosf(x):
    return _glibc_sincosf(x, cosine=True)


_TANF_T = [3.3333334327e-01, 1.3333334029e-01, 5.3968254477e-02, 2.1869488060e-02, 8.8632395491e-03,
           3.5920790397e-03, 1.4562094584e-03, 5.8804126456e-04, 2.4646313977e-04, 7.8179444245e-05,
           7.1407252108e-05, -1.8558637748e-05, 2.5907305826e-05]


@_skip_empty
def _glibc_kernel_tanf(x, y, iy):
    """__kernel_tanf (k_tanf.c, fdlibm in float): tan(x + y) for |x + y| <= pi/4, or -1/tan if iy = -1."""
    hx = _int_bits(x)
    ix = hx & 0x7FFFFFFF
    out = np.empty_like(x)
    tiny = ix < 0x39000000  # |x| < 2**-13: (int) x == 0
    out[tiny] = np.where(iy[tiny] == 1, x[tiny], F32(-1) / x[tiny])
    work = ~tiny
    x, y, hx, ix, iy = x[work], y[work], hx[work], ix[work], iy[work]
    big = ix >= 0x3F2CA140  # |x| >= 0.6744: tan(pi/4 - x)
    x = np.where(big & (hx < 0), -x, x)
    y = np.where(big & (hx < 0), -y, y)
    reflected = (F32(7.8539812565e-01) - x) + (F32(3.7748947079e-08) - y)
    x = np.where(big, reflected, x)
    y = np.where(big, F32(0), y)
    iyf = iy.astype(F32)
    sign = F32(1) - ((hx >> 30) & 2).astype(F32)
    z = x * x
    w = z * z
    r = _polevl(w, _TANF_T[11:0:-2])
    v = z * _polevl(w, _TANF_T[12:1:-2])
    s = z * x
    r = y + z * (s * (r + v) + y)
    r = r + F32(_TANF_T[0]) * s
    w = x + r
    near_pi4 = big & (np.abs(x) < F32(2.0 ** -13))
    result_big = sign * (iyf - F32(2) * (x - (w * w / (w + iyf) - r)))
    result_big = np.where(near_pi4, sign * iyf * (F32(1) - F32(2) * iyf * x), result_big)
    # -1/(x + r) computed accurately for iy = -1
    z_hi = (_int_bits(w) & I32(-4096)).view(F32)
    v = r - (z_hi - x)
    a = F32(-1) / w
    t = (_int_bits(a) & I32(-4096)).view(F32)
    s = F32(1) + t * z_hi
    minus_cot = t + a * (s + t * v)
    out[work] = np.where(big, result_big, np.where(iy == 1, w, minus_cot))
    return out


@_skip_empty
def _glibc_tanf(x):
    """__tanf (s_tanf.c): rem_pio2f with reduce_fast (not fused: s_tanf.c is built without FMA) or
    reduce_large from s_sincosf.h, then __kernel_tanf on the float pair (y0, y1)."""
    bits = _int_bits(x)
    ix = bits & 0x7FFFFFFF
    out = np.empty_like(x)
    small = ix <= 0x3F490FDA  # |x| <= pi/4
    out[small] = _glibc_kernel_tanf(x[small], np.zeros_like(x[small]), np.ones(small.sum(), I32))
    special = ix >= 0x7F800000
    out[special] = _glibc_math_invalid(x[special])
    reduce = ~small & ~special
    xr = _daz(x[reduce]).astype(F64)
    dx = np.empty_like(xr)
    n = np.empty(xr.shape, I32)
    fast = _abstop12(bits[reduce]) < 0x42F  # |x| < 120
    dx[fast], n[fast] = _sincosf_reduce_fast(xr[fast], fused=False)
    large_bits = bits[reduce][~fast]
    dx[~fast], n[~fast] = _sincosf_reduce_large(large_bits)
    dx[~fast] = np.where(large_bits < 0, -dx[~fast], dx[~fast])
    y0 = dx.astype(F32)
    y1 = (dx - y0).astype(F32)
    out[reduce] = _glibc_kernel_tanf(y0, y1, 1 - ((n & 1) << 1))
    return out


def _glibc_asinf(x):
    """__asinf: the compat wrapper around __ieee754_asinf (e_asinf.c, fdlibm in float with glibc's polynomial)."""
    hx = _int_bits(x)
    ix = hx & 0x7FFFFFFF
    xa = _daz(x)
    out = np.empty_like(x)
    pio2_hi, pio2_lo = F32(1.57079637050628662109375), F32(-4.37113900018624283e-8)
    pio4_hi = F32(0.785398185253143310546875)
    coefficients = [4.216630880e-2, 2.417951451e-2, 4.547037598e-2, 7.495297643e-2, 1.666675248e-1]
    one = ix == 0x3F800000
    out[one] = xa[one] * pio2_hi + xa[one] * pio2_lo
    invalid = ix > 0x3F800000
    out[invalid] = _glibc_svid_domain_error(x[invalid])
    tiny = ix < 0x32000000
    out[tiny] = x[tiny]
    small = (ix >= 0x32000000) & (ix < 0x3F000000)
    xs = xa[small]
    t = xs * xs
    out[small] = xs + xs * (t * _polevl(t, coefficients))
    large = (ix >= 0x3F000000) & (ix < 0x3F800000)
    xl = xa[large]
    t = (F32(1) - np.abs(xl)) * F32(0.5)
    p = t * _polevl(t, coefficients)
    s = np.sqrt(t)
    near_one = pio2_hi - (F32(2) * (s + s * p) - pio2_lo)
    w = (_int_bits(s) & I32(-4096)).view(F32)
    c = (t - w * w) / (s + w)
    p = F32(2) * s * p - (pio2_lo - F32(2) * c)
    q = pio4_hi - F32(2) * w
    middle = pio4_hi - (p - q)
    t = np.where(ix[large] >= 0x3F79999A, near_one, middle)
    out[large] = np.where(hx[large] > 0, t, -t)
    return out


_ACOSF_P = [3.4793309169e-05, 7.9153501429e-04, -4.0055535734e-02, 2.0121252537e-01, -3.2556581497e-01,
            1.6666667163e-01]
_ACOSF_Q = [7.7038154006e-02, -6.8828397989e-01, 2.0209457874e+00, -2.4033949375e+00, 1.0]


def _glibc_acosf(x):
    """__acosf: the compat wrapper around __ieee754_acosf (e_acosf.c, fdlibm in float)."""
    hx = _int_bits(x)
    ix = hx & 0x7FFFFFFF
    xa = _daz(x)
    out = np.empty_like(x)
    pi, pio2_hi, pio2_lo = F32(3.1415925026e+00), F32(1.5707962513e+00), F32(7.5497894159e-08)

    def rational(z):
        return z * _polevl(z, _ACOSF_P) / _polevl(z, _ACOSF_Q)

    one = ix == 0x3F800000
    out[one] = np.where(hx[one] > 0, F32(0), pi + F32(2) * pio2_lo)
    invalid = ix > 0x3F800000
    out[invalid] = _glibc_svid_domain_error(x[invalid])
    tiny = ix <= 0x32800000
    out[tiny] = pio2_hi + pio2_lo
    small = (ix > 0x32800000) & (ix < 0x3F000000)
    xs = xa[small]
    out[small] = pio2_hi - (xs - (pio2_lo - xs * rational(xs * xs)))
    negative = (ix >= 0x3F000000) & (ix < 0x3F800000) & (hx < 0)
    z = (F32(1) + xa[negative]) * F32(0.5)
    s = np.sqrt(z)
    out[negative] = pi - F32(2) * (s + (rational(z) * s - pio2_lo))
    positive = (ix >= 0x3F000000) & (ix < 0x3F800000) & (hx > 0)
    z = (F32(1) - xa[positive]) * F32(0.5)
    s = np.sqrt(z)
    df = (_int_bits(s) & I32(-4096)).view(F32)
    c = (z - df * df) / (s + df)
    out[positive] = F32(2) * (df + (rational(z) * s + c))
    return out


_ATANF_HI = np.array([4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e+00], F32)
_ATANF_LO = np.array([5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08], F32)
_ATANF_ODD = [1.6285819933e-02, 4.9768779427e-02, 6.6610731184e-02, 9.0908870101e-02, 1.4285714924e-01,
              3.3333334327e-01]
_ATANF_EVEN = [-3.6531571299e-02, -5.8335702866e-02, -7.6918758452e-02, -1.1111110449e-01, -2.0000000298e-01]


def _glibc_atanf(x):
    """__atanf (s_atanf.c, fdlibm in float): reduction to [-7/16, 7/16] around 0.5, 1, 1.5 or infinity."""
    hx = _int_bits(x)
    ix = hx & 0x7FFFFFFF
    out = np.empty_like(x)
    huge = ix >= 0x4C000000  # |x| >= 2**25
    out[huge] = np.where(hx[huge] > 0, _ATANF_HI[3] + _ATANF_LO[3], -_ATANF_HI[3] - _ATANF_LO[3])
    nan = ix > 0x7F800000
    out[nan] = _quiet(x[nan])
    tiny = ix < 0x31000000
    out[tiny] = x[tiny]
    work = ~huge & ~tiny
    xw, ixw = x[work], ix[work]
    a = np.abs(xw)
    region = np.select([ixw < 0x3EE00000, ixw < 0x3F300000, ixw < 0x3F980000, ixw < 0x401C0000], [-1, 0, 1, 2], 3)
    reduced = np.select(
        [region == -1, region == 0, region == 1, region == 2],
        [xw, (F32(2) * a - F32(1)) / (F32(2) + a), (a - F32(1)) / (a + F32(1)),
         (a - F32(1.5)) / (F32(1) + F32(1.5) * a)],
        F32(-1) / a)
    z = reduced * reduced
    w = z * z
    s1 = z * _polevl(w, _ATANF_ODD)
    s2 = w * _polevl(w, _ATANF_EVEN)
    central = reduced - reduced * (s1 + s2)
    index = np.maximum(region, 0)
    z = _ATANF_HI[index] - ((reduced * (s1 + s2) - _ATANF_LO[index]) - reduced)
    z = np.where(hx[work] < 0, -z, z)
    out[work] = np.where(region < 0, central, z)
    return out


def _glibc_atan2f(y, x):
    """__ieee754_atan2f (e_atan2f.c, fdlibm in float): special cases by sign and class, otherwise
    atanf(|y/x|) placed in the right quadrant with pi_lo corrections.  NaN: x + y."""
    hx, hy = _int_bits(x), _int_bits(y)
    ix, iy = hx & 0x7FFFFFFF, hy & 0x7FFFFFFF
    tiny, pi_o_4, pi_o_2, pi, pi_lo = (F32(1.0e-30), F32(7.8539818525e-01), F32(1.5707963705e+00),
                                       F32(3.1415927410e+00), F32(-8.7422776573e-08))
    m = ((hy >> 31) & 1) | ((hx >> 30) & 2)  # 2 * sign(x) + sign(y)
    quotient = _flush(np.abs(_daz(y) / _daz(x)))
    z = _glibc_atanf(quotient)
    k = (iy - ix) >> 23
    z = np.where(k > 60, pi_o_2 + F32(0.5) * pi_lo, z)
    z = np.where((hx < 0) & (k < -60), F32(0), z)
    result = np.select([m == 0, m == 1, m == 2], [z, (_int_bits(z) ^ SIGN_BIT).view(F32), pi - (z - pi_lo)],
                       (z - pi_lo) - pi)
    y_inf = np.where(hy < 0, -pi_o_2 - tiny, pi_o_2 + tiny)
    result = np.where(iy == 0x7F800000, y_inf, result)
    both_inf = np.array([pi_o_4 + tiny, -pi_o_4 - tiny, F32(3) * pi_o_4 + tiny, F32(-3) * pi_o_4 - tiny])[m]
    x_inf = np.array([F32(0), F32(-0.0), pi + tiny, -pi - tiny])[m]
    result = np.where(ix == 0x7F800000, np.where(iy == 0x7F800000, both_inf, x_inf), result)
    result = np.where(ix == 0, y_inf, result)
    y_zero = np.select([m <= 1, m == 2], [y, pi + tiny], -pi - tiny)
    result = np.where(iy == 0, y_zero, result)
    result = np.where(hx == 0x3F800000, _glibc_atanf(y), result)
    nan = (ix > 0x7F800000) | (iy > 0x7F800000)
    return np.where(nan, np.where(ix > 0x7F800000, _quiet(x), _quiet(y)), result)


def _glibc_sinhf(x):
    """__sinhf (e_sinhf.c, fdlibm in float): expm1f below 22, 0.5 expf(|x|) above, expf(|x|/2)**2 / 2 near
    overflow."""
    ix = _int_bits(x) & 0x7FFFFFFF
    xa = _daz(x)
    a = np.abs(xa)
    h = np.where(_int_bits(x) < 0, F32(-0.5), F32(0.5))
    out = np.empty_like(x)
    out[:] = xa * F32(1.0e37)  # overflow (the compat wrapper's +-HUGE_VAL is the same infinity)
    moderate = ix < 0x41B00000
    t = _glibc_expm1f(a[moderate])
    below_one = h[moderate] * (F32(2) * t - t * t / (t + F32(1)))
    above_one = h[moderate] * (t + t / (t + F32(1)))
    out[moderate] = np.where(ix[moderate] < 0x3F800000, below_one, above_one)
    _beyond_22(out, ix, a, h)
    tiny = ix < 0x31800000
    out[tiny] = x[tiny]
    special = ix >= 0x7F800000
    out[special] = x[special] + x[special]
    return out


def _beyond_22(out, ix, a, h):
    """sinhf's and coshf's |x| in [22, ln(FLT_MAX)): h expf(|x|); and up to their overflow threshold, where expf(|x|)
    itself would overflow, (h expf(|x|/2)) expf(|x|/2). Written into `out` (ix: the bits of |x|)."""
    large = (ix >= 0x41B00000) & (ix < 0x42B17180)
    out[large] = h[large] * _glibc_expf(a[large])
    edge = (ix >= 0x42B17180) & (ix <= 0x42B2D4FC)
    w = _glibc_expf(F32(0.5) * a[edge])
    out[edge] = (h[edge] * w) * w


def _glibc_coshf(x):
    """__coshf (e_coshf.c, fdlibm in float): 1 + expm1f(|x|)**2 / (2 expf(|x|)) below ln2/2,
    (expf(|x|) + 1/expf(|x|)) / 2 below 22, then as sinhf."""
    ix = _int_bits(x) & 0x7FFFFFFF
    a = np.abs(_daz(x))
    half = F32(0.5)
    out = np.full_like(x, np.inf)
    small = (ix >= 0x24000000) & (ix < 0x3EB17218)
    t = _glibc_expm1f(a[small])
    w = F32(1) + t
    out[small] = F32(1) + (t * t) / (w + w)
    moderate = (ix >= 0x3EB17218) & (ix < 0x41B00000)
    t = _glibc_expf(a[moderate])
    out[moderate] = half * t + half / t
    _beyond_22(out, ix, a, np.full_like(x, half))
    out[ix < 0x24000000] = 1
    special = ix >= 0x7F800000
    out[special] = x[special] * x[special]
    return out


def _glibc_asinhf(x):
    """__asinhf (s_asinhf.c, fdlibm in float): log1pf below 2, logf(2|x| + 1/(sqrt(x*x+1)+|x|)) below 2**14,
    logf(|x|) + ln2 above; the sign is copied from x."""
    ix = _int_bits(x) & 0x7FFFFFFF
    a = np.abs(_daz(x))
    one = F32(1)
    w = np.empty_like(x)
    small = ix <= 0x40000000
    t = a[small] * a[small]
    w[small] = _glibc_log1pf(a[small] + t / (one + np.sqrt(one + t)))
    middle = (ix > 0x40000000) & (ix <= 0x47000000)
    am = a[middle]
    w[middle] = _glibc_logf(F32(2) * am + one / (np.sqrt(am * am + one) + am))
    large = ix > 0x47000000
    w[large] = _glibc_logf(a[large]) + F32(6.9314718246e-01)
    out = np.copysign(w, x)
    tiny = ix < 0x38000000
    out[tiny] = x[tiny]
    special = ix >= 0x7F800000
    out[special] = x[special] + x[special]
    return out


def _glibc_acoshf(x):
    """__acoshf: the compat wrapper's zero / zero below 1, then __ieee754_acoshf (e_acoshf.c, fdlibm in float):
    log1pf below 2, logf(2x - 1/(x + sqrt(x*x - 1))) below 2**28, logf(x) + ln2 above."""
    hx = _int_bits(x)
    xa = _daz(x)
    one = F32(1)
    out = np.empty_like(x)
    small = (hx > 0x3F800000) & (hx <= 0x40000000)
    t = xa[small] - one
    out[small] = _glibc_log1pf(t + np.sqrt(F32(2) * t + t * t))
    middle = (hx > 0x40000000) & (hx < 0x4D800000)
    xm = xa[middle]
    out[middle] = _glibc_logf(F32(2) * xm - one / (xm + np.sqrt(xm * xm - one)))
    large = (hx >= 0x4D800000) & (hx < 0x7F800000)
    out[large] = _glibc_logf(xa[large]) + F32(6.9314718246e-01)
    out[hx == 0x3F800000] = 0
    special = hx >= 0x7F800000
    out[special] = x[special] + x[special]
    below_one = hx < 0x3F800000  # every negative input too, including -NaN
    out[below_one] = _glibc_math_invalid(x[below_one])
    return out


def _glibc_atanhf(x):
    """__atanhf: the compat wrapper (NaN beyond 1, +-inf at +-1), then __ieee754_atanhf (e_atanhf.c):
    0.5 log1pf(2|x| + 2|x| |x| / (1 - |x|)) below 0.5, 0.5 log1pf(2|x| / (1 - |x|)) below 1."""
    xa = np.abs(_daz(x))
    out = np.empty_like(x)
    small = xa < F32(0.5)
    a = xa[small]
    t = a + a
    out[small] = F32(0.5) * _glibc_log1pf(t + t * a / (F32(1) - a))
    middle = (xa >= F32(0.5)) & (xa < 1)
    a = xa[middle]
    out[middle] = F32(0.5) * _glibc_log1pf((a + a) / (F32(1) - a))
    out = np.copysign(out, x)
    tiny = (_int_bits(x) & 0x7FFFFFFF) < 0x31800000  # |x| < 2**-28, subnormals included
    out[tiny] = x[tiny]
    out[xa == 1] = np.copysign(F32(np.inf), x[xa == 1])
    beyond = ~(xa <= 1)
    out[beyond] = _glibc_math_invalid(x[beyond])
    return out


# ----- Eigen's scalar-only special functions -----

def _scalar_erfc(x):
    """generic_fast_erfc<float> on a scalar (erfc_impl<float>): pexp is std::exp, glibc's expf, and
    preciprocal is a division."""
    return _fast_erfc_float(x, _glibc_expf, lambda v: F32(1) / v)


_DIGAMMA_ASYMPTOTIC = [-4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
                       8.33333333333333333333E-2]


def _eigen_digamma(x_in):
    """digamma_impl<float> (SpecialFunctionsImpl.h, Cephes' psi): reflection through pi / tanf(pi x) for
    x <= 0, the recurrence up to 10, then logf(s) - 1/(2s) - the asymptotic series.  Every pole and -inf
    give the positive quiet NaN.  tanf and logf are glibc's.  Constants are Eigen's."""
    x = _daz(x_in)
    negative = x <= 0
    p = np.floor(x)
    pole = negative & (p == x)
    frac = x - p
    nearer_up = negative & (frac > F32(0.5))
    frac = np.where(nearer_up, x - (p + F32(1)), frac)
    reflect = negative & (frac != F32(0.5))  # at a half-integer the term is 0
    reflection = np.zeros_like(x)
    reflection[reflect] = PI / _glibc_tanf(PI * frac[reflect])
    s = np.where(negative, F32(1) - x, x)
    w = np.zeros_like(s)
    for _ in range(10):  # s < 10 needs at most ten steps of psi(s + 1) = psi(s) + 1/s from s > 0
        below = s < 10
        w = np.where(below, w + F32(1) / s, w)
        s = np.where(below, s + F32(1), s)
    z = F32(1) / (s * s)
    series = np.where(s < F32(1e8), z * _polevl(z, _DIGAMMA_ASYMPTOTIC), F32(0))
    y = ((_glibc_logf(s) - F32(0.5) / s) - series) - w
    y = np.where(negative, y - reflection, y)
    y[pole] = np.uint32(0x7FC00000).view(F32)
    return y
