"""Eigen's packet/tail split and what the trigonometric and special functions share (`eigen_trig`, `glibc_trig`,
`lgamma`, `trig_ops`): the signed view of float32 bits, NaN quieting, and Horner's rule in the values' own dtype.
Flushing (FTZ, DAZ), pmin, pmax and the exp, log and reciprocal routines are `flush`'s and `eigen_exp_log`'s.

How TensorFlow computes these on x86-64 (the tensorflow-cpu 2.21.0 wheel, Eigen commit dcbaf2d608f3):
every kernel runs with flush-to-zero and denormals-are-zero (`flush._flush`, `flush._daz`); Eigen evaluates a
tensor in
packets of 8 floats through its vectorised routine and the trailing n % 8 elements through the scalar
routine (`_eigen_split`); ops Eigen does not vectorise for float take the scalar routine for every element
(`_scalar_only`). Eigen is MPL-2.0; its constants are reused with credit.
"""
import numpy as np

from gradcli.tensorflow.kernels.flush import _packets_then_tail

F32 = np.float32
F64 = np.float64
I32 = np.int32
SIGN_BIT = I32(-2 ** 31)
QUIET_BIT = I32(0x00400000)
PI = F32(np.pi)  # Scalar(EIGEN_PI)
HALF_PI = F32(np.pi / 2)  # static_cast<float>(EIGEN_PI / 2)
ALL_ONES_NAN = I32(-1).view(F32)  # what Eigen returns by or-ing a comparison mask into a result


# ----- The floating-point environment TensorFlow's kernels run in -----

def _int_bits(x):
    """The bits of float32 values as signed 32-bit integers (flush._bits: unsigned)."""
    return x.view(I32)


def _quiet(x):
    """x with the quiet bit set: what any arithmetic operation returns for a NaN operand."""
    return (_int_bits(x) | QUIET_BIT).view(F32)


def _where_nan_put(result, x, sign_from=None):
    """Give NaN inputs the quiet NaN TensorFlow returns: x's payload, optionally with another sign bit.

    x86 propagates the NaN operand of an operation; which operand numpy's SIMD loops pass first is not
    specified, so NaN outputs are set here rather than left to the order of numpy's operations.
    """
    nan = np.isnan(x)
    if nan.any():
        quiet = _quiet(x[nan])
        if sign_from is not None:
            quiet = ((_int_bits(quiet) & ~SIGN_BIT) | (sign_from[nan] & SIGN_BIT)).view(F32)
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
