"""x86 float32 arithmetic as TensorFlow's CPU kernels see it, and Eigen's packet/tail evaluation order.

TensorFlow runs its kernels with MXCSR flush-to-zero and denormals-are-zero: a
subnormal input counts as a zero of its sign and a subnormal result becomes one
(`_flush`). Its wheel is built for AVX without FMA, so Eigen's `pmadd` is a
rounded multiply then a rounded add. An elementwise op goes through Eigen's
TensorExecutor (EvalRange): whole packets of 8 floats through the vectorised
routine, the last `size % 8` elements through the scalar one
(`_packets_then_tail`). The exact IEEE glue ops at the end (Mul, AddV2, Sub,
RealDiv, Neg, Square) are what the gradient compositions are built from.
"""
import numpy as np

F32 = np.float32
U32 = np.uint32
# Eigen's Packet8f: the tensorflow-cpu 2.21 wheel compiles Eigen for AVX (its start-up message lists AVX2, FMA
# and AVX-512 as not used), so a packet holds 8 floats and a multiply-add is a multiply then an add.
PACKET_SIZE = 8
_CHUNK = 1 << 15  # elements per vector-routine call: temporaries stay in cache (results do not depend on it)

_MIN_NORMAL_DOUBLE = 2.0 ** -126
_ZERO = F32(0.0)
_ONE = F32(1.0)
_HALF = F32(0.5)
_INF = F32(np.inf)
_SIGN_BIT = U32(0x80000000)
_hex = float.fromhex  # C99 hexadecimal float literals, as glibc writes its constants
_DEFAULT_NAN_BITS = 0xFFC00000  # what x86 returns for an invalid operation
_QUIET_BIT = 0x00400000


# --------------------------------------------------------------------------
# x86 float32 arithmetic as TensorFlow's kernels see it (FTZ + DAZ)
# --------------------------------------------------------------------------

def _flush(values):
    """Replace subnormal entries of a float32 array by zero of the same sign, in place.

    Applied to kernel inputs it models DAZ, applied to results it models FTZ.
    Zeros are left alone so that the common case costs three passes and no write.
    """
    magnitude_bits = values.view(U32) & U32(0x7FFFFFFF)
    magnitude_bits -= U32(1)  # zero wraps to 0xFFFFFFFF; subnormals become 0 .. 0x7FFFFE
    subnormal = magnitude_bits < U32(0x007FFFFF)
    if subnormal.any():
        values[subnormal] = np.copysign(_ZERO, values[subnormal])
    return values


def _daz(values):
    """What arithmetic sees of an input under DAZ: a flushed float32 copy."""
    return _flush(np.array(values, dtype=F32))


def _mul(a, b):
    return _flush(np.multiply(a, b, dtype=F32))


def _add(a, b):
    return _flush(np.add(a, b, dtype=F32))


def _sub(a, b):
    return _flush(np.subtract(a, b, dtype=F32))


def _div(a, b):
    return _flush(np.divide(a, b, dtype=F32))


def _madd(a, b, c):
    """Eigen pmadd(a, b, c) on a non-FMA build: round(round(a * b) + c)."""
    return _add(_mul(a, b), c)


def _nmadd(a, b, c):
    """Eigen pnmadd(a, b, c) on a non-FMA build: round(c - round(a * b))."""
    return _sub(c, _mul(a, b))


def _pmin(a, b):
    """Eigen pmin<Packet8f>(a, b) = vminps(b, a): b if b < a, else a (so a NaN ``a`` survives)."""
    return _select(b < a, b, a)


def _pmax(a, b):
    """Eigen pmax<Packet8f>(a, b) = vmaxps(b, a): b if b > a, else a."""
    return _select(b > a, b, a)


def _bits(values):
    return values.view(U32)


def _from_bits(bits):
    return np.asarray(bits, dtype=U32).view(F32)


def _abs(values):
    """Eigen pabs: clears the sign bit, touching neither NaN payloads nor subnormals."""
    return _from_bits(_bits(values) & U32(0x7FFFFFFF))


def _negate(values):
    """Eigen pnegate: flips the sign bit (an xor, so no flushing)."""
    return _from_bits(_bits(values) ^ _SIGN_BIT)


def _truncate_to_int32(values):
    """vcvttps2dq: float32 -> int32 truncating; NaN and out-of-range give INT32_MIN."""
    out = np.full(values.shape, np.iinfo(np.int32).min, dtype=np.int32)
    in_range = np.abs(values) < F32(2.0 ** 31)
    out[in_range] = values[in_range].astype(np.int32)
    return out


def _round_half_away(values):
    """Eigen pround<Packet8f>: trunc(x + copysign(0.49999997, x)) with a rounded add."""
    just_below_half = _from_bits((_bits(values) & _SIGN_BIT) | U32(0x3EFFFFFF))
    return np.trunc(_add(values, just_below_half))


# --------------------------------------------------------------------------
# Packet / tail evaluation order
# --------------------------------------------------------------------------

def _blend_bits(mask, if_true, if_false):
    """Bitwise select of 32-bit patterns, like vblendvps; much faster than np.where on random masks."""
    lanes = np.negative(mask.astype(np.int32)).view(U32)  # all ones where mask
    if_false = np.asarray(if_false, dtype=U32)
    return if_false ^ ((np.asarray(if_true, dtype=U32) ^ if_false) & lanes)


def _select(mask, if_true, if_false):
    """Eigen pselect (vblendvps) on float32 arrays or scalars, keeping every bit of the chosen value."""
    return _blend_bits(mask, _bits(np.asarray(if_true, dtype=F32)), _bits(np.asarray(if_false, dtype=F32))).view(F32)



def _packets_then_tail(vector_routine, scalar_routine, *operands, vector_tail=None):
    """Evaluate an elementwise op the way Eigen's EvalRange does on TensorFlow's thread pool.

    Operands are broadcast together and flattened in C order.  The leading
    ``size - size % 8`` elements (whole AVX packets) go through
    ``vector_routine`` (numpy, vectorised), the trailing ``size % 8`` through
    ``scalar_routine`` one element at a time, or through ``vector_tail`` for
    the ops whose tail loop the compiler vectorised differently.  Thread-pool blocks are multiples
    of the packet size, so they add no other tail (measured up to 10**7).
    Inputs reach the routines unflushed: DAZ makes a subnormal read as zero by
    arithmetic, comparisons, min and max, but a select or a bit operation can
    still pass it through, so each routine applies ``_daz`` itself.
    """
    arrays = np.broadcast_arrays(*[np.asarray(a, dtype=F32) for a in operands])
    shape = arrays[0].shape
    flats = [np.array(a, dtype=F32).reshape(-1) for a in arrays]
    size = flats[0].size
    vector_size = size - size % PACKET_SIZE
    out = np.empty(size, dtype=F32)
    with np.errstate(all="ignore"):
        for start in range(0, vector_size, _CHUNK):
            stop = min(start + _CHUNK, vector_size)
            out[start:stop] = vector_routine(*(f[start:stop] for f in flats))
        if vector_tail is not None:
            if vector_size < size:
                out[vector_size:] = vector_tail(*(f[vector_size:] for f in flats))
        else:
            for i in range(vector_size, size):
                out[i] = scalar_routine(*(F32(f[i]) for f in flats))
    return out.reshape(shape)


def _everywhere(routine, *operands):
    """Evaluate an op whose packet and scalar code perform the same roundings."""
    return _packets_then_tail(routine, _scalar(routine), *operands)


def _arithmetic(routine):
    """Wrap a routine whose every use of its operands is arithmetic, so DAZ applies to all."""
    return lambda *operands: routine(*(_daz(a) for a in operands))


def _scalar(vector_routine):
    """Run a vector routine on one element: Eigen's scalar and packet code agree for it."""
    return lambda *scalars: vector_routine(*(np.array([s], dtype=F32) for s in scalars))[0]


# --------------------------------------------------------------------------
# Exact IEEE glue ops as TF runs them (FTZ/DAZ), for composing gradients
# --------------------------------------------------------------------------

def multiply(a, b):
    """TF Mul: one rounded product, subnormals flushed."""
    return _everywhere(_arithmetic(_mul), a, b)


def add(a, b):
    """TF AddV2."""
    return _everywhere(_arithmetic(_add), a, b)


def subtract(a, b):
    """TF Sub."""
    return _everywhere(_arithmetic(_sub), a, b)


def divide(a, b):
    """TF RealDiv (Python's / on tensors)."""
    return _everywhere(_arithmetic(_div), a, b)


def negative(a):
    """TF Neg: a sign flip."""
    return _everywhere(_negate, a)


def square(a):
    """TF Square: a * a."""
    return _everywhere(_arithmetic(lambda v: _mul(v, v)), a)
