"""Numbers and arrays as text: significant digits, numpy's layout of arrays, and their summaries.

A table shows 8 significant digits by default (`--precision`); plain and CSV
show the shortest text that reads back as the same number in its dtype. Large
arrays are shown by their corners, as numpy shows them.
"""
import math

import numpy as np

SUMMARY_THRESHOLD = 100  # arrays with more elements are shown by their corners


FULL = "full"  # the width of a value shown whole (--full): every entry


EDGE_ITEMS = 3  # how many rows and columns of each corner


def plain_number(x):
    """A float for JSON: itself when finite, else the string 'inf', '-inf' or 'nan'."""
    x = float(x)
    return x if math.isfinite(x) else ("nan" if math.isnan(x) else ("inf" if x > 0 else "-inf"))


NARROW_FLOATS = (np.float16, np.float32)  # shown by their own shortest digits, as numpy and TensorFlow print them


def format_number(x, precision=8):
    """`precision` significant digits, shortest form: 6.0, 0.20586156, 1.5e-07, 1.2345679e+11, inf; zero has no
    sign; a float32 by the fewest digits that read back as it in float32 (0.5403023, not 0.54030228). A number
    whose digits do not all fit in `precision` before the point is written in scientific notation, as numpy
    writes it, where positional digits would look exact (123456790000.0 for 123456789012)."""
    value = np.asarray(x)[()]
    x = (value if value.dtype in NARROW_FLOATS else float(value)) + 0.0  # -0.0 + 0.0 is 0.0
    if not math.isfinite(x):
        return plain_number(x)
    if x == 0 or (1e-4 <= abs(x) < 1e16 and _fits_before_the_point(x, precision)):
        return np.format_float_positional(x, precision=precision, unique=True, fractional=False, trim="0")
    return np.format_float_scientific(x, precision=precision - 1, unique=True, trim="0")


def _fits_before_the_point(x, precision):
    """Whether `x`'s integer part takes fewer than `precision` digits, or exactly that many and it is a whole
    number: its positional form then shows every digit that matters."""
    digits = len(str(int(abs(x))))
    return digits < precision or (digits == precision and x == int(x))


def format_array(value, precision=8, width=None):
    """A number, or an array laid out as a matrix with aligned columns, as numpy lays it out: large arrays by
    their corners, and arrays wider than `width` characters with fewer entries of each row at its ends; every
    entry when `width` is FULL."""
    if value is None:
        return "None"
    array = np.asarray(value)
    if array.ndim == 0:
        return format_number(array, precision)
    if array.size == 0:
        return "[]"  # as numpy prints an empty array of any shape
    if width is FULL:
        edges = (None,)
    elif array.size > SUMMARY_THRESHOLD:
        edges = (EDGE_ITEMS, 2, 1)
    else:
        edges = (None, EDGE_ITEMS, 2, 1)
    for edge in edges:  # None: every entry; then fewer and fewer, until the widest line fits
        lines = _array_lines(array, _cell(array, edge, precision), edge)
        if width in (None, FULL) or max(map(len, lines)) <= width:
            break
    return "\n".join(lines)


def _cell(array, edge, precision):
    """Numbers of one width: the widest of those shown."""
    shown = _shown_values(array, edge)
    width = max((len(format_number(v, precision)) for v in shown), default=0)
    return lambda v: format_number(v, precision).rjust(width)


def _shown_indices(n, edge):
    return list(range(n)) if edge is None or n <= 2 * edge else list(range(edge)) + [None] + list(range(n - edge, n))


def _shown_values(array, edge):
    if array.ndim == 0:
        return [array]
    return [v for i in _shown_indices(array.shape[0], edge) if i is not None for v in _shown_values(array[i], edge)]


def _array_lines(array, cell, edge):
    """numpy's nested-bracket layout: one line per row, a blank line between higher blocks."""
    indices = _shown_indices(array.shape[0], edge)
    if array.ndim == 1:
        return ["[" + " ".join("..." if i is None else cell(array[i]) for i in indices) + "]"]
    lines = []
    for k, i in enumerate(indices):
        if k > 0:
            lines.extend([""] * (array.ndim - 2))
        block = ["..."] if i is None else _array_lines(array[i], cell, edge)
        lines.extend(" " + line if line else line for line in block)
    lines[0] = "[" + lines[0][1:]
    lines[-1] += "]"
    return lines


def format_slices(value, precision=8, width=None):
    """Like `format_array`, but an array of rank 3 or more as labelled matrices: [0, :, :] then its rows."""
    array = None if value is None else np.asarray(value)
    if array is None or array.ndim <= 2:
        return format_array(array, precision, width)
    blocks = []
    for index in np.ndindex(array.shape[:-2]):
        label = "[" + ", ".join(str(i) for i in index) + ", :, :]"
        blocks.append(label + "\n" + format_array(array[index], precision, width))
    return "\n".join(blocks)


def repr_number(x, precision=None):
    """The shortest text that reads back as the same number in its dtype (6.0, 0.20586157 for a float32, nan), or
    with `precision` significant digits; zero has no sign."""
    x = np.asarray(x)[()]
    if precision is not None:
        return format_number(x, precision)
    return str(x + x.dtype.type(0)) if np.isfinite(x) else plain_number(x)


def summary(value, precision=6):
    """A short one-line form of a value: the number, the elements of a small array, or its shape and range."""
    if value is None:
        return "None"
    array = np.asarray(value)
    if array.size <= 6:
        return format_array(array, precision).replace("\n", "")
    return f"{array.shape} from {format_number(array.min(), precision)} to {format_number(array.max(), precision)}"
