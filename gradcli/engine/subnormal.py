"""Subnormal numbers, as TensorFlow's CPU kernels read them: as zero in arithmetic, kept by data moves.

TensorFlow's CPU kernels run with flush-to-zero and denormals-are-zero: arithmetic and comparisons read a
subnormal number (|x| < 2.2e-308 in float64) as zero, while operations that only move data keep it. Tensors
that hold subnormals are rare, so rather than scan every value, `tensor.constant` marks them here by key (one
scan, when they are made), and `tensor.apply` reads the marked ones as zero, or passes the mark on through
data moves.
"""
import numpy as np

SUBNORMAL: set[int] = set()


_SCAN = 1 << 14  # elements scanned at a time: small enough to stay in the cache, as a large temporary would not


def holds_subnormal(array):
    """Whether any value is subnormal (0 < |x| < tiny), scanned a slice at a time so that no large temporary
    array is made (on large arrays, fresh memory costs more than the comparisons)."""
    flat, tiny = array.reshape(-1), np.finfo(array.dtype).tiny
    for start in range(0, flat.size, _SCAN):
        magnitude = np.abs(flat[start:start + _SCAN])
        if np.any((magnitude < tiny) & (magnitude > 0)):
            return True
    return False


def read_as_zero(prim, inputs, values):
    """`values` with those of marked inputs flushed to zero (keeping the sign), unless `prim` only moves data;
    and whether the output is to be marked in turn."""
    marked = [x.key in SUBNORMAL for x in inputs]
    if not any(marked):
        return values, False
    if prim.moves_data:
        return values, True
    return [_flushed(v) if m else v for v, m in zip(values, marked)], False


def _flushed(array):
    return np.where(np.abs(array) < np.finfo(array.dtype).tiny, array * 0.0, array)
