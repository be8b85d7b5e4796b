"""Special functions numpy lacks, as TensorFlow's kernels compute them: the error function and the gamma
function's logarithm and its derivatives (digamma, polygamma through Hurwitz's zeta), each in constant time
whatever its argument: no loop runs longer for a larger or more negative x.
"""
import math

import numpy as np

# ----- The error function -----

# From here on, TensorFlow's float64 Erf (Eigen's) squares the upper half of x's digits to inf, and gives nan.
_ERF64_NAN_FROM = float.fromhex("0x1.ffffffcp+511")


def erf(x):
    values = np.vectorize(math.erf, otypes=[np.float64])(x)
    if x.dtype == np.float64:
        values[np.abs(x) >= _ERF64_NAN_FROM] = np.nan
    return values.astype(x.dtype, copy=False)


def erfc(x):
    return np.vectorize(math.erfc, otypes=[np.float64])(x).astype(x.dtype, copy=False)


# ----- The gamma function's logarithm and its derivatives -----

_BERNOULLI = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510)  # B2, B4, ..., B16
_ASYMPTOTIC_FROM = 20.0  # where the asymptotic series is used, after the recurrence has moved x up to it


def _lgamma_of(x):
    try:
        return math.lgamma(x)
    except ValueError:  # a pole: 0, -1, -2, ...
        return math.inf


def lgamma(x):
    """log |Gamma(x)|, inf at its poles (0, -1, -2, ...), as TensorFlow's Lgamma."""
    return np.vectorize(_lgamma_of, otypes=[np.float64])(x).astype(x.dtype, copy=False)


def _at_poles(x, values, fill):
    """`values`, with `fill` at the non-positive integers."""
    return np.where((x <= 0) & (x == np.floor(x)), fill, values)


def digamma(x):
    """The digamma function, d/dx lgamma(x); nan at the non-positive integers, as TensorFlow's. In float32,
    Eigen's own float32 arithmetic, as TensorFlow computes it (near digamma's zeros below 0 its round-off shows
    in the 5th digit). Otherwise in float64: below 0 reflected, psi(x) = psi(1 - x) - pi / tan(pi x), with tan
    taken of x's distance to its nearest integer (as Eigen takes it): pi x itself has lost that distance's
    digits once x is large."""
    if x.dtype == np.float32:
        from gradcli.engine.plug_in import kernel_table  # (the wing's kernels load only when asked for)

        return kernel_table("float32 digamma (Eigen's, as TensorFlow computes it)")["digamma"](x)
    z = x.astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        reflected = z < 0
        nearest = np.floor(z + 0.5)
        off = z - nearest  # exact, in [-0.5, 0.5)
        cotangent = np.where(np.abs(off) == 0.5, 0.0, np.pi / np.tan(np.pi * off))
        z = np.where(reflected, 1.0 - z, z)
        total = np.zeros_like(z)
        while np.any(z < _ASYMPTOTIC_FROM):  # at most _ASYMPTOTIC_FROM steps: z >= 1 or nan here
            small = z < _ASYMPTOTIC_FROM
            total -= np.where(small, 1.0 / z, 0.0)
            z = np.where(small, z + 1.0, z)
        inverse_square = 1.0 / (z * z)
        series = sum(b / (2 * k) * inverse_square ** k for k, b in enumerate(_BERNOULLI, start=1))
        values = total + np.log(z) - 0.5 / z - series
        values = np.where(reflected, values - cotangent, values)
    return _at_poles(x, values, np.nan).astype(x.dtype, copy=False)


def polygamma(a, x):
    """The a-th derivative of digamma (a = 0 is digamma itself), as TensorFlow's Polygamma (Eigen's) computes it
    in x's dtype: (-1)^(a+1) a! zeta(a + 1, x); nan for any a but 0, 1, 2, ..., and at the non-positive integers
    inf for odd a, nan for even ones."""
    a, x = np.broadcast_arrays(a, x)
    out = np.full(x.shape, np.nan, x.dtype)
    for order in np.unique(a[(a >= 0) & (a == np.floor(a))]):
        chosen = a == order
        out[chosen] = digamma(x[chosen]) if order == 0 else _polygamma(order, x[chosen])
    return out


def _polygamma(order, x):
    kind = np.float64 if x.dtype == np.float64 else np.float32  # (Eigen computes half precision in float)
    q, plus_one = x.astype(kind), kind(order + 1)
    with np.errstate(over="ignore", invalid="ignore"):
        factorial = kind(math.exp(math.lgamma(float(plus_one)))) if math.isfinite(plus_one) else kind(np.inf)
        sign = kind(1.0 if plus_one % 2 == 0 or not math.isfinite(plus_one) else -1.0)
        values = sign * factorial * _zeta(plus_one, q)
    return values.astype(x.dtype, copy=False)


# Eigen's zeta: (2k)! / B2k, the coefficients of the Euler-Maclaurin tail.
_ZETA_TAIL = (12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
              -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
              1.8152105401943546773e17, -7.1661652561756670113e18)


def _zeta(s, q):
    """Hurwitz's zeta(s, q) = sum over k >= 0 of (q + k)^-s, for a whole s >= 2, as Eigen computes it in q's
    dtype: inf (even s) or nan (odd s) at the non-positive integers, else a few terms of the sum, then the
    Euler-Maclaurin tail. In float32 that is always 9 terms (below -9 the tail is far from the sum, and
    TensorFlow's answer with it). In float64 Eigen sums on until q + k passes 9, |q| terms at a negative q;
    here those below 0 are two sums of positive arguments: at q = f - n, 0 < f < 1, they are
    (-1)^s (zeta(s, 1 - f) - zeta(s, n + 1 - f)), in constant time."""
    kind = q.dtype.type
    pole = (q <= 0) & (q == np.floor(q))
    values = np.full(q.shape, np.inf if s % 2 == 0 else np.nan, kind)
    if kind is np.float64:
        negative = ~pole & (q < 0)
        beyond = np.ceil(-q[negative])  # n: how many terms are negative
        f = q[negative] + beyond
        sign = (-1.0) ** s  # (zeta(s, f) and the sum from 1 - f first: at odd s they cancel, and do so exactly)
        values[negative] = ((_zeta_series(s, f) + sign * _zeta_series(s, 1.0 - f))
                            - sign * _zeta_series(s, beyond + 1.0 - f))
        pole |= negative
    values[~pole] = _zeta_series(s, q[~pole])
    return values


def _zeta_series(s, q):
    """Eigen's zeta_impl at q > 0 (and any q in float32, inf or nan): its sum, then its tail."""
    kind = q.dtype.type
    one, machep = kind(1.0), kind(np.finfo(kind).eps / 2)
    with np.errstate(all="ignore"):
        total, a, b = np.power(q, -s), q.copy(), np.zeros_like(q)
        done, terms = np.zeros(q.shape, bool), 0
        while True:  # float32: 9 terms; float64: 9, or until a passes 9 (at most 19 terms, q > 0)
            going = ~done & ((terms < 9) | ((a <= 9) if kind is np.float64 else False))
            if not going.any():
                break
            terms += 1
            a = np.where(going, a + one, a)
            b = np.where(going, np.power(a, -s), b)
            total = np.where(going, total + b, total)
            done |= going & (np.abs(b / total) < machep)
        going = ~done & (b != 0)  # (a zero b would make the tail nan where a is inf)
        w = a
        total = np.where(going, total + b * w / (s - one), total)
        total = np.where(going, total - kind(0.5) * b, total)
        rising, k = one, kind(0.0)
        for coefficient in _ZETA_TAIL:
            rising = rising * (s + k)
            b = b / w
            term = rising * b / kind(coefficient)
            total = np.where(going, total + term, total)
            going &= ~(np.abs(term / total) < machep)
            k = k + one
            rising = rising * (s + k)
            b = b / w
            k = k + one
    return total
