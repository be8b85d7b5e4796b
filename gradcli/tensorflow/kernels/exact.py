"""Exact fused multiply-adds, emulated with error-free transformations (Boldo and Melquiond, "Emulation of FMA
and correctly rounded sums", IEEE TC 2008): x86's vfmadd in float32 (oneDNN's kernels, Eigen's where compiled with
FMA) and in float64 (glibc's float functions, whose FMA variants compute in double).
"""
import numpy as np

F32 = np.float32

def two_sum(a, b):
    """Knuth's TwoSum: a + b = total + error exactly (float64)."""
    total = a + b
    b_part = total - a
    return total, (a - (total - b_part)) + (b - b_part)


def two_product(a, b):
    """Dekker's product with Veltkamp splitting: a * b = high + low exactly."""
    def split(value):
        scaled = value * 134217729.0  # 2**27 + 1
        high = scaled - (scaled - value)
        return high, value - high
    high = a * b
    a_high, a_low = split(a)
    b_high, b_low = split(b)
    low = ((a_high * b_high - high) + a_high * b_low + a_low * b_high) + a_low * b_low
    return high, low


def round_to_odd_sum(a, b):
    """a + b rounded to odd: the nearest double, moved off an even significand
    toward the exact sum when inexact."""
    total, error = two_sum(a, b)
    bits = total.view(np.uint64).copy()
    make_odd = (error != 0) & ((bits & np.uint64(1)) == 0)
    away_from_zero = (error > 0) == (total > 0)
    bits[make_odd & away_from_zero] += np.uint64(1)
    bits[make_odd & ~away_from_zero] -= np.uint64(1)
    return bits.view(np.float64)


def fma64(a, b, c):
    """float64 a * b + c rounded once (glibc's FMA variants use vfmadd):
    Boldo and Melquiond's emulation, exact barring overflow and underflow."""
    a, b, c = np.broadcast_arrays(*(np.asarray(v, np.float64) for v in (a, b, c)))
    product_high, product_low = two_product(a, b)
    sum_high, sum_low = two_sum(c, product_high)
    return sum_high + round_to_odd_sum(sum_low, product_low)


# A float64 whose low 29 significand bits are 1 followed by zeros lies halfway
# between two float32 values. Exponent fields from 1 up to below that of
# float32's smallest normal (1023 - 126) hold float32's subnormals: as
# unsigned integers, exponent bits - 2**52 are then below _SUBNORMAL_SPAN.
_HALFWAY_MASK, _HALFWAY = np.uint64(0x1FFFFFFF), np.uint64(0x10000000)
_EXPONENT_MASK, _EXPONENT_ONE = np.uint64(0x7FF << 52), np.uint64(1 << 52)
_SUBNORMAL_SPAN = np.uint64((1023 - 126 - 1) << 52)


def fused_multiply_add(a, b, c):
    """float32 a * b + c rounded once (vfmadd), then FTZ. The float64 product
    is exact, and the float64 sum rounds to the float32 that the exact sum
    does unless it lands halfway between two float32 values (or among the
    subnormals): those few are summed again, rounded to odd, which is exact."""
    product = np.multiply(a, b, dtype=np.float64)
    addend = np.asarray(c, np.float64)
    total = product + addend
    bits = total.view(np.uint64)
    suspect = ((bits & _HALFWAY_MASK) == _HALFWAY) | ((bits & _EXPONENT_MASK) - _EXPONENT_ONE < _SUBNORMAL_SPAN)
    with np.errstate(over="ignore"):
        if not suspect.any():
            return total.astype(F32)  # (no float32 subnormal among them either)
        from gradcli.tensorflow.kernels.reductions import flush_subnormals  # (the rare case: no import for it above)
        product, addend = np.broadcast_arrays(product, addend)
        total = np.where(suspect, round_to_odd_sum(product, addend), total)
        return flush_subnormals(total.astype(F32))
