"""oneDNN's jit eltwise kernels (src/cpu/x64/injectors/jit_uni_eltwise_injector.cpp, oneDNN v3.7, Apache-2.0):
exp, the logistic, tanh, elu and swish, with oneDNN's constants and order of operations.

TensorFlow runs them where oneDNN runs an activation for it: Softmax's exp, and the activations that its graph
optimizer fuses into a MatMul with its bias (_MklFusedMatMul: MatMul, then BiasAdd or an Add of a vector, then
Tanh, Sigmoid, Elu or Swish), which is what a Keras Dense layer's activation becomes inside a tf.function, fit,
evaluate or predict. Each is elementwise, one value per vector lane, so its results do not depend on where a value
sits in a tensor.
"""
import numpy as np

from gradcli.tensorflow.kernels.exact import fused_multiply_add
from gradcli.tensorflow.kernels.reductions import F32, flush_subnormals


def _floats(*bits):
    return np.array(bits, dtype=np.uint32).view(F32)


LOG2E, LN2, LN_FLT_MAX, LN_FLT_MIN = _floats(0x3FB8AA3B, 0x3F317218, 0x42B17218, 0xC2AEAC50)
# exp(r) ~ 1 + r * (p1 + r * (p2 + r * (p3 + r * (p4 + r * p5)))), p1 first.
EXP_POLYNOMIAL = tuple(_floats(0x3F7FFFFB, 0x3EFFFEE3, 0x3E2AAD40, 0x3D2B9D0D, 0x3C07CFCE))

# tanh: |x| below LINEAR_BELOW is its own tanh, from SATURATED_FROM on tanh is 1; between, a degree-6 polynomial
# in |x| - (|x| cut to its exponent and first mantissa bit), one per half binade, picked by those bits.
TANH_INDEX_BIAS, TANH_INDEX_MASK = 0x39800000, 0xFFC00000
TANH_LINEAR_BELOW, TANH_SATURATED_FROM = _floats(0x39DDB3D7, 0x41102CB3)
TANH_POLYNOMIALS = _floats(
    # degree 0
    0x00000000, 0x39bfffff, 0x39ffffff, 0x3a3ffffe, 0x3a7ffffb, 0x3abffff7, 0x3affffeb, 0x3b3fffdc,
    0x3b7fffab, 0x3bbfff70, 0x3bfffeab, 0x3c3ffdc0, 0x3c7ffaab, 0x3cbff701, 0x3cffeaad, 0x3d3fdc08,
    0x3d7faacd, 0x3dbf7081, 0x3dfeacc9, 0x3e3dc7fd, 0x3e7acbf5, 0x3eb77a9f, 0x3eec9a9f, 0x3f22991f,
    0x3f42f7d6, 0x3f67b7cc, 0x3f76ca83, 0x3f7ebbe9, 0x3f7fd40c, 0x3f7fff32, 0x3f7ffffc, 0x3f800000,
    # degree 1
    0x3f800000, 0x3f800018, 0x3f7fffe8, 0x3f7fffda, 0x3f7fffdc, 0x3f7fffdc, 0x3f7fffac, 0x3f7fff70,
    0x3f7ffeec, 0x3f7ffdc0, 0x3f7ffbed, 0x3f7ff704, 0x3f7feff5, 0x3f7fdbca, 0x3f7fbfff, 0x3f7f7041,
    0x3f7f009b, 0x3f7dc36c, 0x3f7c0aa8, 0x3f7734b8, 0x3f70a4de, 0x3f5f1fd8, 0x3f495493, 0x3f18b9ec,
    0x3ed706cb, 0x3e390b06, 0x3d90b11f, 0x3c21a053, 0x3aaf7fdb, 0x37ccc1a3, 0x355c6733, 0x00000000,
    # degree 2
    0x00000000, 0xbe4e0ff1, 0x3d25b1b1, 0x3d6b6dab, 0x3c9fb1d5, 0xbabff06f, 0x3c07b3f6, 0xbb3fc1bc,
    0x3a9f5921, 0xbbbf06f2, 0xbbb0f402, 0xbc47db9e, 0xbc73d5e7, 0xbca25bda, 0xbcfca780, 0xbd40e07c,
    0xbd7dab03, 0xbdbe4a0f, 0xbdfb14a5, 0xbe36cc8d, 0xbe6bd102, 0xbe9fe7c5, 0xbeba0f10, 0xbec206a8,
    0xbea3c388, 0xbe277d62, 0xbd8b7960, 0xbc209f49, 0xbaad44ca, 0xb7c6eeac, 0xb663aa41, 0x00000000,
    # degree 3
    0x00000000, 0x45b3ae96, 0xc414eb20, 0xc450e02e, 0xc3152b4e, 0xbead2f56, 0xc2162e02, 0xbeb4bd5a,
    0xc11a59a4, 0xbed2f507, 0xc020d32c, 0x3dd0f506, 0xbf2a75e2, 0xbff950e3, 0xbed47334, 0xbe809b8c,
    0xbeb64532, 0xbe961a5b, 0xbe9b63ac, 0xbea0d4b2, 0xbe828a77, 0xbe378612, 0xbdc20908, 0x3d2d3957,
    0x3dd46e89, 0x3db3f629, 0x3d2c5e7b, 0x3bd20403, 0x3a59dfae, 0x3770af45, 0x372cc014, 0x00000000,
    # degree 4
    0x00000000, 0xcc981a1b, 0x4a7edd3d, 0x4ab1007c, 0x48fedd9c, 0x41a557b5, 0x477ee32a, 0x422557f5,
    0x45ff3ce4, 0x42a55641, 0x446e0867, 0xc33dc19a, 0x42915214, 0x43af4fad, 0x4110fe88, 0xc1099b75,
    0x3fc8a8dc, 0xbfbeaef5, 0xbe365aad, 0x3f4d9652, 0x3ddfa08f, 0x3e34e9b8, 0x3e2d07a6, 0x3dc63567,
    0x3cdaeb78, 0xbcd17537, 0xbc92829c, 0xbb43ab99, 0xb9b471dd, 0xb6baad5a, 0xb78bafc7, 0x00000000,
    # degree 5
    0x00000000, 0x52f688d5, 0xd0505c72, 0xd08f98e3, 0xce505cc9, 0xc7162b8a, 0xcc5061d6, 0xc7162bdf,
    0xca50b37f, 0xc7162a3a, 0xc8422086, 0x471a714e, 0xc5ece1f1, 0xc70e3d90, 0xc3eba94a, 0x43e0c424,
    0xc21f4552, 0x42217cc8, 0x405e7dc4, 0xc10dd401, 0x3e96b602, 0xbd1a6d2f, 0xbd393883, 0xbd674682,
    0xbd310016, 0xb961e269, 0x3ba32495, 0x3a7680d5, 0x38b3173c, 0x35a9deea, 0x375c3f2a, 0x00000000,
    # degree 6
    0x00000000, 0xd8995ed1, 0x558285ea, 0x55b2cd69, 0x53028625, 0x4bc9991f, 0x5082898a, 0x4b4999b3,
    0x4e02c07c, 0x4ac99764, 0x4b72c822, 0xca40c0e1, 0x489413e4, 0x49b12224, 0x46134c4e, 0xc60c2d57,
    0x43c83910, 0xc3c872d1, 0xc186bc9e, 0x42325bc3, 0xbf2ffa4a, 0x3d9a203c, 0xbc545a43, 0xbae08fee,
    0x3c80225d, 0x3b1fd1df, 0xba36b9d1, 0xb91de544, 0xb71f100f, 0xb408e2ed, 0xb685fec8, 0x00000000,
).reshape(7, 32)  # [degree, interval]


def exp(x):
    """exp_compute_vector_fwd: 2 * 2**(n-1) * p(r) with n = floor(x log2(e) + 1/2), r = x - n ln 2 (fused), p a
    degree-5 Horner polynomial of fused multiply-adds; zero below ln(FLT_MIN)."""
    x = flush_subnormals(x)
    underflows = x < LN_FLT_MIN
    clamped = np.maximum(np.minimum(x, LN_FLT_MAX), LN_FLT_MIN).astype(F32)
    n = np.floor(flush_subnormals(flush_subnormals(clamped * LOG2E) + F32(0.5)))
    remainder = fused_multiply_add(-n, LN2, clamped)
    exponent = (n - F32(1)).astype(np.int32) + 127
    half_scale = np.where(underflows, 0, exponent << 23).astype(np.uint32).view(F32)
    polynomial = np.full(x.shape, EXP_POLYNOMIAL[-1], F32)
    for coefficient in EXP_POLYNOMIAL[-2::-1] + (F32(1),):
        polynomial = fused_multiply_add(polynomial, remainder, coefficient)
    return flush_subnormals(flush_subnormals(polynomial * half_scale) * F32(2))


def _nan_as_measured(x, result, sign):
    """NaN inputs give NaN: quiet, with their sign bit set where `sign` (as TensorFlow's fused kernels give it)."""
    nans = np.isnan(x)
    if not nans.any():
        return result
    quiet = x.view(np.uint32) | np.uint32(0x7FC00000 | (0x80000000 if sign else 0))
    return np.where(nans, quiet.view(F32), result)


def logistic(x):
    """logistic_compute_vector_fwd: y = e / (e + 1) with e = exp(-|x|); y for negative x (by its sign bit), 1 - y
    otherwise."""
    x = np.asarray(x, dtype=F32)
    negative = np.signbit(x)
    e = exp(-np.abs(x))
    y = flush_subnormals(e / flush_subnormals(e + F32(1)))
    return _nan_as_measured(x, np.where(negative, y, flush_subnormals(F32(1) - y)), sign=True)


def tanh(x):
    """tanh_compute_vector_fwd on |x|, its sign put back."""
    x = np.asarray(x, dtype=F32)
    magnitude = np.abs(x)
    bits = magnitude.view(np.uint32)
    # vpermt2ps reads the low 5 bits of each index: the table has 32 entries.
    interval = (((bits - np.uint32(TANH_INDEX_BIAS)) & np.uint32(TANH_INDEX_MASK)) >> 22) & 31
    reduced = flush_subnormals(magnitude - (bits & np.uint32(TANH_INDEX_MASK)).view(F32))
    polynomial = TANH_POLYNOMIALS[6][interval]
    for degree in range(5, -1, -1):
        polynomial = fused_multiply_add(polynomial, reduced, TANH_POLYNOMIALS[degree][interval])
    result = np.where(magnitude < TANH_SATURATED_FROM, polynomial, F32(1))
    result = np.where(magnitude < TANH_LINEAR_BELOW, magnitude, result).astype(F32)
    return _nan_as_measured(x, np.where(np.signbit(x), -result, result), sign=False)


def elu(x, alpha=F32(1)):
    """elu_compute_vector_fwd: x where x > 0, else (exp(x) - 1) * alpha."""
    x = np.asarray(x, dtype=F32)
    result = np.where(x > 0, x, flush_subnormals(flush_subnormals(exp(x) - F32(1)) * F32(alpha)))
    return _nan_as_measured(x, result, sign=False)


def swish(x, alpha=F32(1)):
    """swish_compute_vector_fwd: x * logistic(alpha x)."""
    x = np.asarray(x, dtype=F32)
    return _nan_as_measured(x, flush_subnormals(x * logistic(flush_subnormals(x * F32(alpha)))), sign=True)
