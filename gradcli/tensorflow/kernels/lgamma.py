"""glibc 2.36's lgammaf_r (e_lgammaf_r.c, lgamma_negf.c) over whole arrays: TensorFlow's Lgamma on every element.

A reimplementation of glibc's code (LGPL-2.1+; constants from fdlibm), with its calls to the FMA variants of
sinf, cosf and logf.
"""
import numpy as np

from gradcli.tensorflow.kernels.flush import _daz
from gradcli.tensorflow.kernels.glibc_fma import (
    _glibc_log1pf,
    _glibc_logf,
    _nested,
    _skip_empty,
)
from gradcli.tensorflow.kernels.glibc_trig import _glibc_cosf, _glibc_sinf
from gradcli.tensorflow.kernels.trig_base import (
    F32,
    I32,
    PI,
    _int_bits,
    _polevl,
)

# ----- lgammaf_r (glibc 2.36 e_lgammaf_r.c and lgamma_negf.c; constants are glibc's, from fdlibm) -----

_LGAMMA_A = [7.7215664089e-02, 3.2246702909e-01, 6.7352302372e-02, 2.0580807701e-02, 7.3855509982e-03,
             2.8905137442e-03, 1.1927076848e-03, 5.1006977446e-04, 2.2086278477e-04, 1.0801156895e-04,
             2.5214456400e-05, 4.4864096708e-05]
_LGAMMA_T = [4.8383611441e-01, -1.4758771658e-01, 6.4624942839e-02, -3.2788541168e-02, 1.7970675603e-02,
             -1.0314224288e-02, 6.1005386524e-03, -3.6845202558e-03, 2.2596477065e-03, -1.4034647029e-03,
             8.8108185446e-04, -5.3859531181e-04, 3.1563205994e-04, -3.1275415677e-04, 3.3552918467e-04]
_LGAMMA_U = [-7.7215664089e-02, 6.3282704353e-01, 1.4549225569e+00, 9.7771751881e-01, 2.2896373272e-01,
             1.3381091878e-02]
_LGAMMA_V = [1.0, 2.4559779167e+00, 2.1284897327e+00, 7.6928514242e-01, 1.0422264785e-01, 3.2170924824e-03]
_LGAMMA_S = [-7.7215664089e-02, 2.1498242021e-01, 3.2577878237e-01, 1.4635047317e-01, 2.6642270386e-02,
             1.8402845599e-03, 3.1947532989e-05]
_LGAMMA_R = [1.0, 1.3920053244e+00, 7.2193557024e-01, 1.7193385959e-01, 1.8645919859e-02, 7.7794247773e-04,
             7.3266842264e-06]
_LGAMMA_W = [4.1893854737e-01, 8.3333335817e-02, -2.7777778450e-03, 7.9365057172e-04, -5.9518753551e-04,
             8.3633989561e-04, -1.6309292987e-03]
_LGAMMA_TC, _LGAMMA_TF, _LGAMMA_TT = F32(1.4616321325e+00), F32(-1.2148628384e-01), F32(6.6971006518e-09)


@_skip_empty
def _glibc_sin_pif(x):
    """sin_pif (e_lgammaf_r.c) for negative x: -sin(pi x) through sinf or cosf of a reduced argument."""
    ix = _int_bits(x) & 0x7FFFFFFF
    y = -x
    z = np.floor(y)
    fraction = z != y
    half = y * F32(0.5)
    reduced = F32(2) * (half - np.floor(half))  # |x| mod 2
    n = np.where(fraction, (reduced * F32(4)).astype(I32), 0)
    parity = np.where(ix < 0x4B000000, _int_bits(y + F32(8388608)), _int_bits(y)) & 1  # integers: y + 2**23
    n = np.where(fraction, n, np.where(ix >= 0x4B800000, 0, parity << 2))
    y = np.where(fraction, reduced, np.where(ix >= 0x4B800000, F32(0), parity.astype(F32)))
    # case 0: sinf(pi y); 1, 2: cosf(pi (0.5 - y)); 3, 4: sinf(pi (1 - y)); 5, 6: -cosf(pi (y - 1.5));
    # 7: sinf(pi (y - 2)); and sinf(pi x) itself below 0.25
    shift = np.select([n == 0, n <= 2, n <= 4, n <= 6], [F32(0), F32(0.5), F32(1), F32(1.5)], F32(2))
    arg = np.where((n >= 1) & (n <= 4), shift - y, y - shift)
    use_cos = ((n >= 1) & (n <= 2)) | ((n >= 5) & (n <= 6))
    small = ix < 0x3E800000
    arg = PI * np.where(small, x, arg)
    use_cos &= ~small
    result = np.empty_like(x)
    result[use_cos] = _glibc_cosf(arg[use_cos])
    result[~use_cos] = _glibc_sinf(arg[~use_cos])
    negate = (n >= 5) & (n <= 6) & ~small
    return np.where(negate, result, -result)


_LGAMMA_ZEROS = np.array([[float.fromhex(a), float.fromhex(b)] for a, b in [
    ("-0x2.74ff94p+0", "0x1.3fe0f2p-24"), ("-0x2.bf682p+0", "-0x1.437b2p-24"), ("-0x3.24c1b8p+0", "0x6.c34cap-28"),
    ("-0x3.f48e2cp+0", "0x1.707a04p-24"), ("-0x4.0a13ap+0", "0x1.e99aap-24"), ("-0x4.fdd5ep+0", "0x1.64454p-24"),
    ("-0x5.021a98p+0", "0x2.03d248p-24"), ("-0x5.ffa4cp+0", "0x2.9b82fcp-24"), ("-0x6.005ac8p+0", "-0x1.625f24p-24"),
    ("-0x6.fff3p+0", "0x2.251e44p-24"), ("-0x7.000dp+0", "0x8.48078p-28"), ("-0x7.fffe6p+0", "0x1.fa98c4p-28"),
    ("-0x8.0001ap+0", "-0x1.459fcap-28"), ("-0x8.ffffdp+0", "-0x1.c425e8p-24"), ("-0x9.00003p+0", "0x1.c44b82p-24"),
    ("-0xap+0", "0x4.9f942p-24"), ("-0xap+0", "-0x4.9f93b8p-24"), ("-0xbp+0", "0x6.b9916p-28"),
    ("-0xbp+0", "-0x6.b9915p-28"), ("-0xcp+0", "0x8.f76c8p-32"), ("-0xcp+0", "-0x8.f76c7p-32"),
    ("-0xdp+0", "0xb.09231p-36"), ("-0xdp+0", "-0xb.09231p-36"), ("-0xep+0", "0xc.9cba5p-40"),
    ("-0xep+0", "-0xc.9cba5p-40"), ("-0xfp+0", "0xd.73f9fp-44")]], dtype=F32)
_LGAMMA_NEG_POLY = [  # (|gamma(x)| - 1)(x - n)/(x - x0) on [-2 - (j+1)/8, -2 - j/8], constant term first
    ["-0x1.0b71c6p+0", "-0xc.73a1ep-4", "-0x1.ec8462p-4", "-0xe.37b93p-4", "-0x1.02ed36p-4", "-0xe.cbe26p-4"],
    ["-0xf.29309p-4", "-0xc.a5cfep-4", "0x3.9c93fcp-4", "-0x1.02a2fp+0", "0x9.896bep-4", "-0x1.519704p+0"],
    ["-0xd.7d28dp-4", "-0xe.6964cp-4", "0xb.0d4f1p-4", "-0x1.9240aep+0", "0x1.dadabap+0", "-0x3.1778c4p+0"],
    ["-0xb.74ea2p-4", "-0x1.2a82cp+0", "0x1.880234p+0", "-0x3.320c4p+0", "0x5.572a38p+0", "-0x9.f92bap+0",
     "0x1.1c347ep+4"],
    ["-0x3.d10108p-4", "0x1.cd5584p+0", "0x3.819c24p+0", "0x6.84cbb8p+0", "0xb.bf269p+0", "0x1.57fb12p+4",
     "0x2.7b9854p+4"],
    ["-0x6.b5d25p-4", "0x1.28d604p+0", "0x1.db6526p+0", "0x2.e20b38p+0", "0x4.44c378p+0", "0x6.62a08p+0",
     "0x9.6db3ap+0"],
    ["-0x8.a41b2p-4", "0xc.da87fp-4", "0x1.147312p+0", "0x1.7617dap+0", "0x1.d6c13p+0", "0x2.57a358p+0"],
    ["-0xa.046d6p-4", "0x9.70b89p-4", "0xa.a89a6p-4", "0xd.2f2d8p-4", "0xd.e32b4p-4", "0xf.fb741p-4"]]
_LGAMMA_STIRLING = [F32(float.fromhex(h)) for h in ["0x1.555556p-4", "-0xb.60b61p-12", "0x3.403404p-12"]]
_E_HI, _E_LO = F32(float.fromhex("0x2.b7e15p+0")), F32(float.fromhex("0x1.628aeep-24"))


def _sinf_or_cosf(use_sinf, sin_argument, cos_argument):
    """glibc's sinf of sin_argument where use_sinf holds, cosf of cos_argument elsewhere."""
    out = np.empty_like(sin_argument)
    out[use_sinf] = _glibc_sinf(sin_argument[use_sinf])
    out[~use_sinf] = _glibc_cosf(cos_argument[~use_sinf])
    return out


def _lg_sinpi(x):
    """lg_sinpi (lgamma_negf.c): sin(pi x) for -0.25 <= x <= 0.5."""
    return _sinf_or_cosf(x <= F32(0.25), PI * x, PI * (F32(0.5) - x))


def _lg_cospi(x):
    """lg_cospi (lgamma_negf.c): cos(pi x) for -0.25 <= x <= 0.5."""
    return _sinf_or_cosf(x > F32(0.25), PI * (F32(0.5) - x), PI * x)


@_skip_empty
def _glibc_lgamma_negf(x):
    """__lgamma_negf (lgamma_negf.c) for -15 < x < -2: expansion around the zero x0 of lgamma in x's
    half-integer interval; poles (even multiples of -1/2) give +inf."""
    i = np.floor(F32(-2) * x).astype(I32)
    pole = ((i & 1) == 0) & (i.astype(F32) == F32(-2) * x)
    xn = np.where((i & 1) == 0, -i // 2, (-i - 1) // 2).astype(F32)  # the integer end of x's half-interval
    i = i - 4
    xdiff = (x - _LGAMMA_ZEROS[i, 0]) - _LGAMMA_ZEROS[i, 1]
    result = np.empty_like(x)
    near = i < 2  # -3 < x < -2
    result[near] = _lgamma_negf_polynomial(x[near], xdiff[near], xn[near])
    result[~near] = _lgamma_negf_stirling(x[~near], xdiff[~near], xn[~near], i[~near])
    result[pole] = np.inf
    return result


@_skip_empty
def _lgamma_negf_polynomial(x, xdiff, xn):
    """Between -3 and -2: log1p of the polynomial for (|gamma(x)| - 1)(x - xn)/(x - x0) on x's eighth."""
    j = np.floor(F32(-8) * x).astype(I32) - 16
    x_adj = x - (-33 - 2 * j).astype(F32) * F32(0.0625)
    g = np.empty_like(x)
    for piece, coefficients in enumerate(_LGAMMA_NEG_POLY):
        here = j == piece
        g[here] = _polevl(x_adj[here], [F32(float.fromhex(h)) for h in coefficients[::-1]])
    return _glibc_log1pf(g * xdiff / (x - xn))


@_skip_empty
def _lgamma_negf_stirling(x, xdiff, xn, i):
    """Below -3: log(sinpi(x0) / sinpi(x)) + log(gamma(1 - x0) / gamma(1 - x)), the second by Stirling."""
    x0_hi, x0_lo = _LGAMMA_ZEROS[i, 0], _LGAMMA_ZEROS[i, 1]
    x_idiff = np.abs(xn - x)
    x0_idiff = np.abs((xn - x0_hi) - x0_lo)
    log_sinpi_ratio = np.empty_like(x)
    by_log = x0_idiff < x_idiff * F32(0.5)
    log_sinpi_ratio[by_log] = _glibc_logf(_lg_sinpi(x0_idiff[by_log]) / _lg_sinpi(x_idiff[by_log]))
    by_log1p = ~by_log
    x0diff2 = np.where((i[by_log1p] & 1) == 0, xdiff[by_log1p], -xdiff[by_log1p]) * F32(0.5)
    sx0d2, cx0d2 = _lg_sinpi(x0diff2), _lg_cospi(x0diff2)
    cotangent = _lg_cospi(x_idiff[by_log1p]) / _lg_sinpi(x_idiff[by_log1p])
    log_sinpi_ratio[by_log1p] = _glibc_log1pf(F32(2) * sx0d2 * (-sx0d2 + cx0d2 * cotangent))
    y0 = F32(1) - x0_hi
    y0_eps = (-x0_hi + (F32(1) - y0)) - x0_lo
    y = F32(1) - x
    y_eps = -x + (F32(1) - y)
    log_gamma_high = (xdiff * _glibc_log1pf((((y0 - _E_HI) - _E_LO) + y0_eps) / _E_HI)
                      + ((y - F32(0.5)) + y_eps) * _glibc_log1pf(xdiff / y))
    y0r, yr = F32(1) / y0, F32(1) / y
    y0r2, yr2 = y0r * y0r, yr * yr
    dlast = -xdiff / (y * y0)
    elast = dlast * yr * (yr + y0r)
    bterms = [dlast * _LGAMMA_STIRLING[0]]
    for coefficient in _LGAMMA_STIRLING[1:]:
        dlast, elast = dlast * y0r2 + elast, elast * yr2
        bterms.append(dlast * coefficient)
    log_gamma_low = ((F32(0) + bterms[2]) + bterms[1]) + bterms[0]
    return log_sinpi_ratio + (log_gamma_high + log_gamma_low)


def _glibc_lgammaf_r(x_in):
    """__lgammaf_r: __ieee754_lgammaf_r (e_lgammaf_r.c, fdlibm in float) with glibc's __lgamma_negf for
    -15 < x < -2.  The compat wrapper's HUGE_VAL for poles and overflow is the +inf computed anyway."""
    hx = _int_bits(x_in)
    ix = hx & 0x7FFFFFFF
    x = _daz(x_in)
    out = np.empty_like(x)
    special = ix >= 0x7F800000
    out[special] = x_in[special] * x_in[special]
    tiny = (ix < 0x30800000) & ~special  # |x| < 2**-30, zeros and subnormals included
    out[tiny] = -_glibc_logf(np.abs(x_in[tiny]))
    out[(ix == 0)] = np.inf
    negative = (hx < 0) & ~special & ~tiny
    out[negative & (ix >= 0x4B000000)] = np.inf
    mid_negative = negative & (ix > 0x40000000) & (ix < 0x41700000)
    out[mid_negative] = _glibc_lgamma_negf(x[mid_negative])
    reflect = negative & (ix < 0x4B000000) & ~mid_negative
    t = _glibc_sin_pif(x[reflect])
    nadj = _glibc_logf(PI / np.abs(t * x[reflect]))
    positive = ~special & ~tiny & ~negative
    work = positive | reflect
    r = _lgammaf_positive(np.abs(x[work]), ix[work])
    r[reflect[work]] = nadj - r[reflect[work]]
    out[work] = r
    out[reflect] = np.where(t == 0, F32(np.inf), out[reflect])
    return out


@_skip_empty
def _lgammaf_positive(x, ix):
    """The positive-argument part of __ieee754_lgammaf_r, for 2**-30 <= x (ix: x's bits)."""
    r = np.empty_like(x)
    below_two = ix < 0x40000000
    r[below_two] = _lgammaf_below_two(x[below_two], ix[below_two])
    moderate = ~below_two & (ix < 0x41000000)
    r[moderate] = _lgammaf_below_eight(x[moderate])
    large = ix >= 0x41000000
    t = _glibc_logf(x[large])
    stirling = ix[large] < 0x4C800000
    xs = x[large]
    zr = F32(1) / xs
    series = _LGAMMA_W[0] + zr * _nested(zr * zr, _LGAMMA_W[1:])
    r[large] = np.where(stirling, (xs - F32(0.5)) * (t - F32(1)) + series, xs * (t - F32(1)))
    return r


@_skip_empty
def _lgammaf_below_two(x, ix):
    """lgamma on [2**-30, 2): -log(x) where x <= 0.9 (then lgamma(x + 1)), and one of three approximations
    around 1, the minimum tc and 2."""
    one, half = F32(1), F32(0.5)
    small = ix <= 0x3F666666
    r = np.zeros_like(x)
    r[small] = -_glibc_logf(x[small])
    case = np.select([small & (ix >= 0x3F3B4A20), small & (ix >= 0x3E6D3308), small,
                      ix >= 0x3FDDA618, ix >= 0x3F9DA620], [0, 1, 2, 0, 1], 2)
    y = np.select([small & (case == 0), small & (case == 1), small, case == 0, case == 1],
                  [one - x, x - (_LGAMMA_TC - one), x, F32(2) - x, x - _LGAMMA_TC], x - one)
    z = y * y
    case0 = (y * _nested(z, _LGAMMA_A[0::2]) + z * _nested(z, _LGAMMA_A[1::2])) - half * y
    w = z * y
    p1, p2, p3 = (_nested(w, _LGAMMA_T[k::3]) for k in range(3))
    case1 = _LGAMMA_TF + (z * p1 - (_LGAMMA_TT - w * (p2 + y * p3)))
    case2 = -half * y + (y * _nested(y, _LGAMMA_U)) / _nested(y, _LGAMMA_V)
    result = r + np.select([case == 0, case == 1], [case0, case1], case2)
    return np.where((ix == 0x3F800000) | (ix == 0x40000000), F32(0), result)


@_skip_empty
def _lgammaf_below_eight(x):
    """lgamma on [2, 8): lgamma(2 + y) by a rational approximation, then the recurrence as log of a product."""
    half = F32(0.5)
    i = x.astype(I32)
    y = x - i.astype(F32)
    result = half * y + (y * _nested(y, _LGAMMA_S)) / _nested(y, _LGAMMA_R)
    product = np.ones_like(x)
    for k in range(7, 2, -1):  # case 7: z *= y + 6, falling through to case 3: z *= y + 2
        product = np.where(i >= k, product * (y + F32(k - 1)), product)
    recurrence = i >= 3
    result[recurrence] += _glibc_logf(product[recurrence])
    return result
