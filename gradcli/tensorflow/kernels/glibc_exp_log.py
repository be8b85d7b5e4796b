"""glibc 2.36's scalar expf, logf, powf, expm1f and log1pf, one float at a time: the tail of TensorFlow's
Exp, Log, Pow, Expm1, Log1p (and Sigmoid, Erfc) kernels.

A reimplementation of glibc's float code as built for x86-64 (Debian 12): expf,
logf and powf come from ARM's optimized-routines and run their FMA ifunc
variants on FMA-capable CPUs (the fused operations are computed exactly with
`Fraction`); expm1f and log1pf are the FreeBSD/Sun msun float code. Constants
are glibc's (LGPL-2.1+), reproduced as facts about that implementation.
"""
import math

import numpy as np

from gradcli.tensorflow.kernels.eigen_exp_log import _erfc
from gradcli.tensorflow.kernels.flush import (
    _DEFAULT_NAN_BITS,
    _MIN_NORMAL_DOUBLE,
    _ONE,
    _QUIET_BIT,
    F32,
    U32,
    _div,
    _hex,
)

# --------------------------------------------------------------------------
# Scalar routines: Eigen's operator() and glibc 2.36 libm, one element at a time
# --------------------------------------------------------------------------

def _to_f32(value):
    """Round a double to float32 as cvtsd2ss does under FTZ; returns a Python float."""
    with np.errstate(all="ignore"):
        rounded = float(F32(value))
    return math.copysign(0.0, rounded) if abs(rounded) < _MIN_NORMAL_DOUBLE else rounded


def _daz_scalar(value):
    """Denormals-are-zero for one operand."""
    return math.copysign(0.0, value) if abs(value) < _MIN_NORMAL_DOUBLE else value


def _fadd(a, b):
    return _to_f32(_daz_scalar(a) + _daz_scalar(b))


def _fsub(a, b):
    return _to_f32(_daz_scalar(a) - _daz_scalar(b))


def _fmul(a, b):
    return _to_f32(_daz_scalar(a) * _daz_scalar(b))


def _fdiv(a, b):
    a, b = _daz_scalar(a), _daz_scalar(b)
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return a if math.isnan(a) else _default_nan()
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return _to_f32(a / b)


def _fma(a, b, c):
    """Correctly rounded double fused multiply-add (glibc's FMA ifunc variants use vfmadd)."""
    if not all(map(math.isfinite, (a, b, c))):
        return a * b + c
    from fractions import Fraction  # (imports decimal's C library: only where a tail needs it)

    return float(Fraction(a) * Fraction(b) + Fraction(c))


def _f32_bits(value):
    return int(np.array(value, dtype=F32).view(U32))


def _f32_from_bits(bits):
    return float(np.array(bits & 0xFFFFFFFF, dtype=U32).view(F32))


def _f64_bits(value):
    return int(np.array(value, dtype=np.float64).view(np.uint64))


def _f64_from_bits(bits):
    return float(np.array(bits & 0xFFFFFFFFFFFFFFFF, dtype=np.uint64).view(np.float64))


def _default_nan():
    return _f32_from_bits(_DEFAULT_NAN_BITS)


def _quiet(x):
    """A float32 NaN operand as an SSE arithmetic instruction returns it (quiet bit set)."""
    return F32(_f32_from_bits(int(np.array(x, dtype=F32).view(U32)) | _QUIET_BIT))


EXP2F_TABLE = (
    0x3ff0000000000000, 0x3fefd9b0d3158574, 0x3fefb5586cf9890f, 0x3fef9301d0125b51,
    0x3fef72b83c7d517b, 0x3fef54873168b9aa, 0x3fef387a6e756238, 0x3fef1e9df51fdee1,
    0x3fef06fe0a31b715, 0x3feef1a7373aa9cb, 0x3feedea64c123422, 0x3feece086061892d,
    0x3feebfdad5362a27, 0x3feeb42b569d4f82, 0x3feeab07dd485429, 0x3feea47eb03a5585,
    0x3feea09e667f3bcd, 0x3fee9f75e8ec5f74, 0x3feea11473eb0187, 0x3feea589994cce13,
    0x3feeace5422aa0db, 0x3feeb737b0cdc5e5, 0x3feec49182a3f090, 0x3feed503b23e255d,
    0x3feee89f995ad3ad, 0x3feeff76f2fb5e47, 0x3fef199bdd85529c, 0x3fef3720dcef9069,
    0x3fef5818dcfba487, 0x3fef7c97337b9b5f, 0x3fefa4afa2a490da, 0x3fefd0765b6e4540,
)  # glibc e_exp2f_data.c: bits of 2**(i/32) minus i << 47
_EXP2F_POLY = (_hex("0x1.c6af84b912394p-5"), _hex("0x1.ebfce50fac4f3p-3"), _hex("0x1.62e42ff0c52d6p-1"))


def glibc_expf(x):
    """glibc 2.36 __expf_fma (sysdeps/ieee754/flt-32/e_expf.c, contracted as in libm.so.6)."""
    x = float(x)
    bits = _f32_bits(x)
    if (bits >> 20) & 0x7FF >= 0x42B:  # |x| >= 88 or x is nan
        if bits == 0xFF800000:
            return F32(0.0)
        if (bits >> 20) & 0x7FF >= 0x7F8:
            return _quiet(x) if math.isnan(x) else F32(x)
        if x > _hex("0x1.62e42ep6"):
            return F32(np.inf)
        if x < -_hex("0x1.9d1d9ep6"):  # underflows, or would be subnormal: flushed
            return F32(0.0)
    xd = _daz_scalar(x)
    inv_ln2_n, shift = _hex("0x1.71547652b82fep+0") * 32, _hex("0x1.8p+52")
    kd_shifted = _fma(inv_ln2_n, xd, shift)
    ki = _f64_bits(kd_shifted)
    kd = kd_shifted - shift
    r = _fma(inv_ln2_n, xd, -kd)
    s = _f64_from_bits(EXP2F_TABLE[ki % 32] + (ki << 47))
    c0, c1, c2 = (c / 32 ** (3 - i) for i, c in enumerate(_EXP2F_POLY))
    z = _fma(c0, r, c1)
    y = _fma(c2, r, 1.0)
    y = _fma(z, r * r, y)
    return F32(_to_f32(y * s))


_LOG_INVERSES = (
    _hex("0x1.661ec79f8f3bep+0"), _hex("0x1.571ed4aaf883dp+0"), _hex("0x1.49539f0f010bp+0"),
    _hex("0x1.3c995b0b80385p+0"), _hex("0x1.30d190c8864a5p+0"), _hex("0x1.25e227b0b8eap+0"),
    _hex("0x1.1bb4a4a1a343fp+0"), _hex("0x1.12358f08ae5bap+0"), _hex("0x1.0953f419900a7p+0"),
    _hex("0x1p+0"), _hex("0x1.e608cfd9a47acp-1"), _hex("0x1.ca4b31f026aap-1"),
    _hex("0x1.b2036576afce6p-1"), _hex("0x1.9c2d163a1aa2dp-1"), _hex("0x1.886e6037841edp-1"),
    _hex("0x1.767dcf5534862p-1"),
)  # glibc's 1/c of 16 subintervals of [0x3f330000, 2 * 0x3f330000], shared by logf and powf
_LOGF_TABLE = tuple(zip(_LOG_INVERSES, (
    -_hex("0x1.57bf7808caadep-2"), -_hex("0x1.2bef0a7c06ddbp-2"), -_hex("0x1.01eae7f513a67p-2"),
    -_hex("0x1.b31d8a68224e9p-3"), -_hex("0x1.6574f0ac07758p-3"), -_hex("0x1.1aa2bc79c81p-3"),
    -_hex("0x1.a4e76ce8c0e5ep-4"), -_hex("0x1.1973c5a611cccp-4"), -_hex("0x1.252f438e10c1ep-5"),
    _hex("0x0p+0"), _hex("0x1.aa5aa5df25984p-5"), _hex("0x1.c5e53aa362eb4p-4"),
    _hex("0x1.526e57720db08p-3"), _hex("0x1.bc2860d22477p-3"), _hex("0x1.1058bc8a07ee1p-2"),
    _hex("0x1.4043057b6ee09p-2"),
)))  # glibc e_logf_data.c: (1/c, log(c))


def glibc_logf(x):
    """glibc 2.36 __logf_fma (sysdeps/ieee754/flt-32/e_logf.c, contracted as in libm.so.6)."""
    ix = _f32_bits(float(x))
    if ix == 0x3F800000:
        return F32(0.0)
    if (ix - 0x00800000) & 0xFFFFFFFF >= 0x7F800000 - 0x00800000:
        if (ix * 2) & 0xFFFFFFFF == 0:
            return F32(-np.inf)
        if ix == 0x7F800000:
            return F32(np.inf)
        if (ix & 0x80000000) or (ix * 2) & 0xFFFFFFFF >= 0xFF000000:
            return _quiet(x) if np.isnan(x) else F32(_default_nan())
        # Subnormal: glibc rescales by 2**23, which DAZ turns into 0 * 2**23.
        ix = (_f32_bits(_fmul(float(x), _hex("0x1p23"))) - (23 << 23)) & 0xFFFFFFFF
    tmp = (ix - 0x3F330000) & 0xFFFFFFFF
    invc, logc = _LOGF_TABLE[(tmp >> 19) % 16]
    k = (tmp - (1 << 32) if tmp & 0x80000000 else tmp) >> 23
    z = _f32_from_bits((ix - (tmp & (0x1FF << 23))) & 0xFFFFFFFF)
    a0, a1, a2 = -_hex("0x1.00ea348b88334p-2"), _hex("0x1.5575b0be00b6ap-2"), -_hex("0x1.ffffef20a4123p-2")
    r = _fma(z, invc, -1.0)
    y0 = _fma(float(k), _hex("0x1.62e42fefa39efp-1"), logc)
    r2 = r * r
    y = _fma(r, a1, a2)
    y = _fma(r2, a0, y)
    return F32(_to_f32(_fma(r2, y, r + y0)))


_POWF_LOG2_TABLE = tuple(zip(_LOG_INVERSES, (
    -_hex("0x1.efec65b963019p-2"), -_hex("0x1.b0b6832d4fca4p-2"), -_hex("0x1.7418b0a1fb77bp-2"),
    -_hex("0x1.39de91a6dcf7bp-2"), -_hex("0x1.01d9bf3f2b631p-2"), -_hex("0x1.97c1d1b3b7afp-3"),
    -_hex("0x1.2f9e393af3c9fp-3"), -_hex("0x1.960cbbf788d5cp-4"), -_hex("0x1.a6f9db6475fcep-5"),
    _hex("0x0p+0"), _hex("0x1.338ca9f24f53dp-4"), _hex("0x1.476a9543891bap-3"),
    _hex("0x1.e840b4ac4e4d2p-3"), _hex("0x1.40645f0c6651cp-2"), _hex("0x1.88e9c2c1b9ff8p-2"),
    _hex("0x1.ce0a44eb17bccp-2"),
)))  # glibc e_powf_log2_data.c: (1/c, log2(c))
_POWF_LOG2_POLY = (_hex("0x1.27616c9496e0bp-2"), -_hex("0x1.71969a075c67ap-2"), _hex("0x1.ec70a6ca7baddp-2"),
                   -_hex("0x1.7154748bef6c8p-1"), _hex("0x1.71547652ab82bp0"))


def _powf_log2(ix):
    """glibc powf log2_inline, FMA-contracted as in libm.so.6."""
    tmp = (ix - 0x3F330000) & 0xFFFFFFFF
    invc, logc = _POWF_LOG2_TABLE[(tmp >> 19) % 16]
    top = tmp & 0xFF800000
    k = (top - (1 << 32) if top & 0x80000000 else top) >> 23
    z = _f32_from_bits((ix - top) & 0xFFFFFFFF)
    a = _POWF_LOG2_POLY
    r = _fma(z, invc, -1.0)
    y0 = logc + float(k)
    r2 = r * r
    y = _fma(r, a[0], a[1])
    p = _fma(r, a[2], a[3])
    q = _fma(r, a[4], y0)
    q = _fma(r2, p, q)
    return _fma(y, r2 * r2, q)


def _powf_exp2(xd, sign_bias):
    """glibc powf exp2_inline, FMA-contracted as in libm.so.6."""
    shift = _hex("0x1.8p+52") / 32
    kd_shifted = xd + shift
    ki = _f64_bits(kd_shifted)
    r = xd - (kd_shifted - shift)
    s = _f64_from_bits(EXP2F_TABLE[ki % 32] + (((ki + sign_bias) << 47) & 0xFFFFFFFFFFFFFFFF))
    c0, c1, c2 = _EXP2F_POLY
    y = _fma(_fma(r, c0, c1), r * r, _fma(r, c2, 1.0))
    return y * s


def _checkint(iy):
    """glibc powf checkint: 0 if not an integer, 1 if odd, 2 if even."""
    e = (iy >> 23) & 0xFF
    if e < 0x7F:
        return 0
    if e > 0x7F + 23:
        return 2
    if iy & ((1 << (0x7F + 23 - e)) - 1):
        return 0
    return 1 if iy & (1 << (0x7F + 23 - e)) else 2


def _zeroinfnan(i):
    return (2 * i - 1) & 0xFFFFFFFF >= 2 * 0x7F800000 - 1


def _powf_special_y(x, y, ix, iy):
    """glibc powf when y is 0, inf or NaN."""
    if (2 * iy) & 0xFFFFFFFF == 0:
        return F32(1.0) if not _is_signaling(ix) else _quiet(x)
    if ix == 0x3F800000:
        return F32(1.0) if not _is_signaling(iy) else _quiet(y)
    if (2 * ix) & 0xFFFFFFFF > 2 * 0x7F800000 or (2 * iy) & 0xFFFFFFFF > 2 * 0x7F800000:
        return _quiet(x) if np.isnan(x) else _quiet(y)
    if (2 * ix) & 0xFFFFFFFF == 2 * 0x3F800000:
        return F32(1.0)
    if ((2 * ix) & 0xFFFFFFFF < 2 * 0x3F800000) == (not iy & 0x80000000):
        return F32(0.0)
    return F32(_fmul(float(y), float(y)))


def _is_signaling(bits):
    return (bits & 0x7F800000) == 0x7F800000 and (bits & 0x7FFFFF) and not bits & _QUIET_BIT


def glibc_powf(x, y):
    """glibc 2.36 __powf_fma (sysdeps/ieee754/flt-32/e_powf.c, contracted as in libm.so.6)."""
    ix, iy = _f32_bits(x), _f32_bits(y)  # from the float32s: a double would quiet signaling NaNs
    sign_bias = 0
    if (ix - 0x00800000) & 0xFFFFFFFF >= 0x7F800000 - 0x00800000 or _zeroinfnan(iy):
        if _zeroinfnan(iy):
            return _powf_special_y(x, y, ix, iy)
        if _zeroinfnan(ix):
            x2 = _fmul(float(x), float(x))
            if ix & 0x80000000 and _checkint(iy) == 1:
                x2 = -x2
            if iy & 0x80000000:
                return F32(_fdiv(1.0, x2))
            return F32(x2)
        if ix & 0x80000000:
            y_int = _checkint(iy)
            if y_int == 0:
                return F32(_default_nan())
            if y_int == 1:
                sign_bias = 1 << 16
            ix &= 0x7FFFFFFF
        if ix < 0x00800000:
            # Subnormal: glibc rescales by 2**23, which DAZ turns into 0 * 2**23.
            ix = ((_f32_bits(_fmul(_f32_from_bits(ix), _hex("0x1p23"))) & 0x7FFFFFFF) - (23 << 23)) & 0xFFFFFFFF
    ylogx = _daz_scalar(float(y)) * _powf_log2(ix)
    if (_f64_bits(ylogx) >> 47) & 0xFFFF >= _f64_bits(126.0) >> 47:
        negative = -1.0 if sign_bias else 1.0
        if ylogx > _hex("0x1.fffffffd1d571p+6"):
            return F32(negative * np.inf)
        if ylogx <= -149.0:  # underflow, or a subnormal result that FTZ flushes
            return F32(negative * 0.0)
    return F32(_to_f32(_powf_exp2(ylogx, sign_bias)))


def glibc_expm1f(x):
    """glibc 2.36 __expm1f (sysdeps/ieee754/flt-32/s_expm1f.c): Sun's float algorithm."""
    x = float(x)
    hx = _f32_bits(x)
    negative = bool(hx & 0x80000000)
    hx &= 0x7FFFFFFF
    ln2_hi, ln2_lo = 6.9313812256e-01, 9.0580006145e-06
    ln2_hi, ln2_lo = _to_f32(ln2_hi), _to_f32(ln2_lo)
    if hx >= 0x4195B844:
        if hx >= 0x42B17218:
            if hx > 0x7F800000:
                return _quiet(x)
            if hx == 0x7F800000:
                return F32(-1.0 if negative else x)
            if x > _to_f32(8.8721679688e+01):
                return F32(np.inf)
        if negative:
            return F32(-1.0)
    c = 0.0
    if hx > 0x3EB17218:
        if hx < 0x3F851592:
            hi, lo, k = (_fsub(x, ln2_hi), ln2_lo, 1) if not negative else (_fadd(x, ln2_hi), -ln2_lo, -1)
        else:
            k = int(_fadd(_fmul(_to_f32(1.4426950216e+00), x), -0.5 if negative else 0.5))
            t = float(k)
            hi = _fsub(x, _fmul(t, ln2_hi))
            lo = _fmul(t, ln2_lo)
        x = _fsub(hi, lo)
        c = _fsub(_fsub(hi, x), lo)
    elif hx < 0x33000000:
        huge = _to_f32(1.0e30)
        t = _fadd(huge, x)
        return F32(_fsub(x, _fsub(t, _fadd(huge, x))))
    else:
        k = 0
    q = [_to_f32(v) for v in (-3.3333335072e-02, 1.5873016091e-03, -7.9365076090e-05,
                              4.0082177293e-06, -2.0109921195e-07)]
    hfx = _fmul(0.5, x)
    hxs = _fmul(x, hfx)
    inner = q[4]
    for coefficient in reversed(q[:4]):
        inner = _fadd(coefficient, _fmul(hxs, inner))
    r1 = _fadd(1.0, _fmul(hxs, inner))
    t = _fsub(3.0, _fmul(r1, hfx))
    e = _fmul(hxs, _fdiv(_fsub(r1, t), _fsub(6.0, _fmul(x, t))))
    if k == 0:
        return F32(_fsub(x, _fsub(_fmul(x, e), hxs)))
    e = _fsub(_fmul(x, _fsub(e, c)), c)
    e = _fsub(e, hxs)
    if k == -1:
        return F32(_fsub(_fmul(0.5, _fsub(x, e)), 0.5))
    if k == 1:
        if x < -0.25:
            return F32(_fmul(-2.0, _fsub(e, _fadd(x, 0.5))))
        return F32(_fadd(1.0, _fmul(2.0, _fsub(x, e))))
    if k <= -2 or k > 56:
        y = _fsub(1.0, _fsub(e, x))
        y = _f32_from_bits(_f32_bits(y) + (k << 23))
        return F32(_fsub(y, 1.0))
    if k < 23:
        t = _f32_from_bits(0x3F800000 - (0x1000000 >> k))
        y = _fsub(t, _fsub(e, x))
    else:
        t = _f32_from_bits((0x7F - k) << 23)
        y = _fadd(_fsub(x, _fadd(e, t)), 1.0)
    return F32(_f32_from_bits(_f32_bits(y) + (k << 23)))


def glibc_log1pf(x):
    """glibc 2.36 __log1pf (sysdeps/ieee754/flt-32/s_log1pf.c): Sun's float algorithm."""
    x = float(x)
    hx = _f32_bits(x)
    hx_signed = hx - (1 << 32) if hx & 0x80000000 else hx
    ax = hx & 0x7FFFFFFF
    ln2_hi, ln2_lo = _to_f32(6.9313812256e-01), _to_f32(9.0580006145e-06)
    k, hu, f, c = 1, 0, 0.0, 0.0
    if hx_signed < 0x3ED413D7:
        if ax >= 0x3F800000:
            if x == -1.0:
                return F32(-np.inf)
            return _quiet(x) if math.isnan(x) else F32(_default_nan())
        if ax < 0x31000000:
            if ax < 0x24800000:
                return F32(x)  # returned untouched, so even a subnormal survives
            return F32(_fsub(x, _fmul(_fmul(x, x), 0.5)))
        if hx_signed > 0 or hx_signed <= -0x416A09E1:  # (int32) 0xbe95f61f
            k, f, hu = 0, x, 1
    if hx_signed >= 0x7F800000:
        return _quiet(x) if math.isnan(x) else F32(x)
    if k != 0:
        if hx_signed < 0x5A000000:
            u = _fadd(1.0, x)
            hu = _f32_bits(u)
            k = (hu >> 23) - 127
            c = _fsub(1.0, _fsub(u, x)) if k > 0 else _fsub(x, _fsub(u, 1.0))
            c = _fdiv(c, u)
        else:
            u = x
            hu = _f32_bits(u)
            k = (hu >> 23) - 127
            c = 0.0
        hu &= 0x007FFFFF
        if hu < 0x3504F7:
            u = _f32_from_bits(hu | 0x3F800000)
        else:
            k += 1
            u = _f32_from_bits(hu | 0x3F000000)
            hu = (0x00800000 - hu) >> 2
        f = _fsub(u, 1.0)
    hfsq = _fmul(_fmul(0.5, f), f)
    kf = float(k)
    if hu == 0:
        if f == 0.0:
            if k == 0:
                return F32(0.0)
            c = _fadd(c, _fmul(kf, ln2_lo))
            return F32(_fadd(_fmul(kf, ln2_hi), c))
        r = _fmul(hfsq, _fsub(1.0, _fmul(_to_f32(0.66666666666666666), f)))
        if k == 0:
            return F32(_fsub(f, r))
        return F32(_fsub(_fmul(kf, ln2_hi), _fsub(_fsub(r, _fadd(_fmul(kf, ln2_lo), c)), f)))
    s = _fdiv(f, _fadd(2.0, f))
    z = _fmul(s, s)
    lp = [_to_f32(v) for v in (6.6666668653e-01, 4.0000000596e-01, 2.8571429849e-01, 2.2222198546e-01,
                               1.8183572590e-01, 1.5313838422e-01, 1.4798198640e-01)]
    inner = lp[6]
    for coefficient in reversed(lp[:6]):
        inner = _fadd(coefficient, _fmul(z, inner))
    r = _fmul(z, inner)
    if k == 0:
        return F32(_fsub(f, _fsub(hfsq, _fmul(s, _fadd(hfsq, r)))))
    return F32(_fsub(_fmul(kf, ln2_hi),
                     _fsub(_fsub(hfsq, _fadd(_fmul(s, _fadd(hfsq, r)), _fadd(_fmul(kf, ln2_lo), c))), f)))


def _scalar_logistic(x):
    """Eigen scalar_logistic_op<float>::operator(): e = std::exp(min(x, 16.6355324)); e / (1 + e)."""
    e = float(glibc_expf(x if not F32(16.6355324) < x else F32(16.6355324)))
    return F32(_fdiv(e, _fadd(1.0, e)))


def _scalar_erfc(x):
    """generic_fast_erfc<float> on a scalar: glibc expf and an exact 1/x."""
    def exp_neg(v):
        return np.array([glibc_expf(v[0])], dtype=F32)

    return _erfc(np.array([x], dtype=F32), exp_neg, lambda v: _div(_ONE, v))[0]
