"""The floating-point environment of TensorFlow's kernels and Eigen's packet/tail split, for the trigonometric
and special functions (`eigen_trig`, `glibc_trig`, `lgamma`, `trig_ops`); Eigen's building blocks they share
(pmin, pmax, vrcpps, pexp_float, plog_float).

How TensorFlow computes these on x86-64 (the tensorflow-cpu 2.21.0 wheel, Eigen commit dcbaf2d608f3):
every kernel runs with flush-to-zero and denormals-are-zero (`_ftz`, `_daz`); Eigen evaluates a tensor in
packets of 8 floats through its vectorised routine and the trailing n % 8 elements through the scalar
routine (`_eigen_split`); ops Eigen does not vectorise for float take the scalar routine for every element
(`_scalar_only`). rcpps, the reciprocal estimate Eigen refines in preciprocal, is `_rcpps` (Intel's, in
closed form). Eigen is MPL-2.0; its constants are reused with credit.
"""
import numpy as np

from gradcli.tensorflow.kernels.flush import _packets_then_tail

F32 = np.float32
F64 = np.float64
I32 = np.int32
SMALLEST_NORMAL = F32(2.0 ** -126)
SIGN_BIT = I32(-2 ** 31)
QUIET_BIT = I32(0x00400000)
PI = F32(np.pi)  # Scalar(EIGEN_PI)
HALF_PI = F32(np.pi / 2)  # static_cast<float>(EIGEN_PI / 2)
ALL_ONES_NAN = I32(-1).view(F32)  # what Eigen returns by or-ing a comparison mask into a result


# ----- The floating-point environment TensorFlow's kernels run in -----

def _bits(x):
    return x.view(I32)


def _ftz(x):
    """Flush-to-zero, in place: |x| < 2**-126 becomes a zero of the same sign.  Returns x."""
    tiny = np.abs(x) < SMALLEST_NORMAL
    if tiny.any():
        _bits(x)[tiny] &= SIGN_BIT
    return x


def _daz(x):
    """Denormals-are-zero: a copy of x with subnormals replaced by zeros of the same sign."""
    return _ftz(np.array(x, dtype=F32, copy=True))


def _quiet(x):
    """x with the quiet bit set: what any arithmetic operation returns for a NaN operand."""
    return (_bits(x) | QUIET_BIT).view(F32)


def _where_nan_put(result, x, sign_from=None):
    """Give NaN inputs the quiet NaN TensorFlow returns: x's payload, optionally with another sign bit.

    x86 propagates the NaN operand of an operation; which operand numpy's SIMD loops pass first is not
    specified, so NaN outputs are set here rather than left to the order of numpy's operations.
    """
    nan = np.isnan(x)
    if nan.any():
        quiet = _quiet(x[nan])
        if sign_from is not None:
            quiet = ((_bits(quiet) & ~SIGN_BIT) | (sign_from[nan] & SIGN_BIT)).view(F32)
        result[nan] = quiet
    return result


# ----- Eigen's packet / scalar split -----

def _as_float32(x):
    x = np.asarray(x)
    if x.dtype != F32:
        raise TypeError(f"expected float32, got {x.dtype}")
    return x


def _eigen_split(packet_routine, scalar_routine, *inputs):
    """Apply Eigen's routines the way TensorExecutor does: full packets of 8 (in C order), then the tail
    (`flush._packets_then_tail`, whose tail routine here takes arrays too). The inputs must be float32."""
    return _packets_then_tail(packet_routine, None, *map(_as_float32, inputs), vector_tail=scalar_routine)


def _uniform(routine, *inputs):
    """For operations whose packet and scalar code compute the same values: only flattening matters."""
    return _eigen_split(routine, routine, *inputs)


def _scalar_only(scalar_routine, x):
    """Apply a routine Eigen does not vectorise for float: every element takes the scalar path."""
    return _uniform(scalar_routine, x)


# ----- Eigen building blocks (Eigen/src/Core/GenericPacketMath.h, arch/AVX/PacketMath.h) -----

def _polevl(x, coefficients):
    """ppolevl: Horner's rule, each multiply and add rounded (pmadd is not fused on this build)."""
    acc = np.full_like(x, coefficients[0])
    for c in coefficients[1:]:
        acc *= x
        acc += F32(c)
    return acc


def _pmin(a, b):
    """pmin(a, b) = _mm256_min_ps(b, a): b < a ? b : a, so a NaN in either operand gives a (as std::min)."""
    return np.where(b < a, b, a)


def _pmax(a, b):
    """pmax(a, b) = _mm256_max_ps(b, a): b > a ? b : a."""
    return np.where(b > a, b, a)


def _rcpps(a):
    """_mm256_rcp_ps on Intel CPUs: the reciprocal of the midpoint of a's 11-bit significand bucket, rounded
    to 12 significand bits.  Zeros and subnormals give infinities; results below 2**-126 are flushed to zeros.

    The closed form round(2**25 / (4097 + 2 i)) for bucket i was found by measuring every significand on an
    Intel Xeon (Sapphire Rapids); AMD processors round differently.
    """
    bits = _bits(a)
    sign = bits & SIGN_BIT
    biased_exponent = (bits >> 23) & 0xFF
    bucket = (bits >> 12) & 0x7FF
    significand = (2 ** 26 + 4097 + 2 * bucket) // (2 * (4097 + 2 * bucket)) - 4096
    out = sign | ((253 - biased_exponent) << 23) | (significand << 11)
    out = np.where(biased_exponent >= 253, sign, out)  # tiny results, and 1/inf
    out = np.where(biased_exponent == 0, sign | 0x7F800000, out)  # 1/0 and 1/subnormal
    out = np.where(np.isnan(a), bits | QUIET_BIT, out)
    return out.astype(I32).view(F32)


def _preciprocal(a):
    """preciprocal<Packet8f> (arch/AVX/MathFunctions.h): rcpps refined by one Newton step,
    generic_reciprocal_newton_step (MathFunctionsImpl.h): x + x * (1 - a * x), keeping x where that is NaN."""
    x = _rcpps(a)
    tmp = F32(1) - a * x
    refined = x * tmp + x
    return np.where(tmp == tmp, refined, x)


def _pldexp(a, exponent):
    """pldexp_generic for exponents of exp's range: a * 2**exponent, exact, flushed to zero below 2**-126."""
    return _ftz((a.astype(F64) * np.exp2(exponent.astype(F64))).astype(F32))


def _pfrexp(a):
    """pfrexp_generic for positive normal a: (significand in [0.5, 1), exponent) as float32."""
    bits = _bits(a)
    exponent = ((bits >> 23) & 0xFF) - 126
    significand = ((bits & ~I32(0x7F800000)) | 0x3F000000).view(F32)
    return significand, exponent.astype(F32)


def _pexp_float(x_in):
    """pexp_float (GenericPacketMathFunctions.h): Cephes range reduction, degree-6 polynomial, pldexp.
    Constants are Eigen's (MPL-2.0)."""
    x = _pmin(x_in, F32(88.723))
    m = np.floor(x * F32(1.44269504088896341) + F32(0.5))
    r = m * F32(-0.693359375) + x
    r = m * F32(2.12194440e-4) + r
    r2 = r * r
    p_even = r2 * F32(1.37449637986719608306884765625e-3) + F32(4.166965186595916748046875e-2)
    p_odd = r2 * F32(8.36894474923610687255859375e-3) + F32(0.16666518151760101318359375)
    p_even = r2 * p_even + F32(0.49999988079071044921875)
    p_low = r + F32(1)
    y = r * p_odd + p_even
    y = r2 * y + p_low
    result = _pmax(_pldexp(y, m), x_in)
    return np.where(x_in < F32(-104), F32(0), result)


def _plog_float(x_in):
    """plog_impl_float (GenericPacketMathFunctions.h) for positive normal, zero, inf or NaN input:
    Cephes' reduction to [sqrt(1/2), sqrt(2)) and a [2/3] rational approximation.  Constants are Eigen's."""
    x, e = _pfrexp(x_in)
    below = x < F32(0.707106781186547524)
    x = x - F32(1)
    e = e - below.astype(F32)
    x = x + np.where(below, x + F32(1), F32(0))
    p = _polevl(x, [0.18256296349849254, 1.0000000190281063, 1.0000000190281136]) * x
    q = _polevl(x, [0.049616247954120038, 0.59923249590823520, 1.4999999999999927, 1.0])
    x = p / q
    x = e * F32(np.log(2)) + x
    x = np.where(x_in == np.inf, F32(np.inf), x)
    x = np.where(x_in >= 0, x, ALL_ONES_NAN)  # por with the invalid mask
    return np.where(x_in == 0, F32(-np.inf), x)
