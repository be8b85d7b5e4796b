"""Inputs and storage format of the TensorFlow reference data for the trigonometric and special functions
(gradcli.tensorflow.kernels.trig_ops), numpy only.

make_trig_reference.py (run with TensorFlow: /work/tfvenv/bin/python make_trig_reference.py, ~10 minutes)
and tests/test_tfexact_kernels.py (without it) rebuild the same inputs here from fixed seeds, so only
TensorFlow's outputs are stored: as the uint32 difference between TensorFlow's bit pattern and a float64
estimate of the op (rounded to float32, its low 4 bits cleared so that a last-bit difference between
platforms' float64 libm cannot change it), in lzma-compressed byte planes.

For every operation the stored runs are
* "main": one tensor of MAIN_SIZE = 100003 inputs (12500 full packets and a tail of 3) for the
  transcendental operations, EXACT_SIZE = 10003 for the IEEE-exact ones;
* "tail": TAIL_INPUTS inputs spread over all of them, in tensors of 7 elements, so that each takes
  Eigen's scalar path;
* "size<k>": the first k inputs as one tensor, for k in SMALL_SIZES;
* "matrix": the first 331 * 7 inputs as a [331, 7] tensor (C order decides the packets).
"""
import lzma
import math
import pathlib

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
REFERENCE = HERE / "trig_reference.npz"
MAIN_SIZE = 100003  # the transcendental operations
EXACT_SIZE = 10003  # the IEEE-exact ones, whose only subtleties are flush modes, NaNs and zero signs
TAIL_INPUTS = 7000
SMALL_SIZES = (1, 3, 7, 9, 17, 100)
MATRIX_SHAPE = (331, 7)

TRANSCENDENTAL = ("sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "erf",
                  "erfc", "lgamma", "digamma", "atan2")
UNARY = TRANSCENDENTAL[:-1] + ("square", "floor", "ceil", "round", "sign", "relu")
BINARY = ("atan2", "add", "subtract", "multiply", "divide", "squared_difference", "divide_no_nan", "floordiv",
          "floormod", "maximum", "minimum", "relu_grad")

# The typical domain and the extremes of each unary operation, as (low, high) ranges drawn uniformly, or
# ("log", low, high) for |x| log-uniform in [10**low, 10**high] with both signs.
DOMAINS = {
    "sin": [(-10, 10), (-200, 200), ("log", -8, 38)],
    "cos": [(-10, 10), (-200, 200), ("log", -8, 38)],
    "tan": [(-10, 10), (-200, 200), ("log", -8, 38)],
    "asin": [(-1, 1), (-1.1, 1.1), ("log", -30, 0)],
    "acos": [(-1, 1), (-1.1, 1.1), ("log", -30, 0)],
    "atan": [(-5, 5), ("log", -30, 30)],
    "sinh": [(-10, 10), (-95, 95), ("log", -30, 2)],
    "cosh": [(-10, 10), (-95, 95), ("log", -30, 2)],
    "asinh": [(-10, 10), ("log", -30, 38)],
    "acosh": [(0.5, 10), (1, 1.01), ("log", 0, 38)],
    "atanh": [(-1, 1), (-1.05, 1.05), ("log", -30, 0)],
    "erf": [(-5, 5), ("log", -30, 2)],
    "erfc": [(-12, 12), (-1.5, 1.5), ("log", -30, 2)],
    "lgamma": [(-16, 10), (-3, 3), ("log", -30, 38)],
    "digamma": [(-16, 10), (-3, 3), ("log", -30, 38)],
    "square": [(-10, 10), ("log", -45, 38)],
    "floor": [(-10, 10), ("log", -45, 38)],
    "ceil": [(-10, 10), ("log", -45, 38)],
    "round": [(-10, 10), ("log", -45, 38)],
    "sign": [(-10, 10), ("log", -45, 38)],
    "relu": [(-10, 10), ("log", -45, 38)],
}
BINARY_DOMAINS = {"atan2": [(-10, 10), ("log", -40, 38)]}
DEFAULT_BINARY_DOMAIN = [(-10, 10), (-2, 2), ("log", -45, 38)]

SPECIALS = np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1e-45, -1e-45, 1.1754942e-38,
                     -1.1754942e-38, 1.17549435e-38, -1.17549435e-38, 3.4028235e38, -3.4028235e38, np.pi / 2,
                     -np.pi / 2, np.pi, -np.pi, np.pi / 4, 120.0, -120.0, 25966.0, -25966.0, 18838.0, -18838.0,
                     88.0, -88.0, 89.0, 22.0, 1e8, 2.0 ** 23, -2.0 ** 23, 2.0 ** 28, 2.0 ** -28, -3.0, -2.5, -15.0,
                     -14.5, 9.0, 11.0, -11.0], dtype=np.float32)
PAIR_SPECIALS = np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -1.0, 2.0, -2.0, 0.5, -3.0, 1e-45, -1e-45, 3e-39, -3e-39,
                          1.17549435e-38, -1.17549435e-38, 3.4028235e38, -3.4028235e38, 1e-30, 1e30, 7.0, -7.0],
                         dtype=np.float32)
NAN_PATTERNS = np.array([0x7FC00000, 0xFFC00000, 0x7FC12345, 0xFFC54321, 0x7F812345, 0xFF800001],
                        dtype=np.uint32).view(np.float32)


def _seed(name):
    return sum(name.encode()) * 7919 + len(name)


def _draw(rng, ranges, n):
    """n values from the union of `ranges`, with an equal share each."""
    parts = []
    for i, spec in enumerate(ranges):
        count = n // len(ranges) + (1 if i < n % len(ranges) else 0)
        if spec[0] == "log":
            magnitude = 10.0 ** rng.uniform(spec[1], spec[2], count)
            parts.append(magnitude * rng.choice([-1.0, 1.0], count))
        else:
            parts.append(rng.uniform(spec[0], spec[1], count))
    return np.concatenate(parts).astype(np.float32)


def _specials_with_neighbours():
    """The special values and their float32 neighbours on both sides, plus the NaN payloads."""
    finite = SPECIALS[np.isfinite(SPECIALS)]
    with np.errstate(over="ignore"):  # the neighbours of the largest floats are infinities
        up = np.nextafter(finite, np.float32(np.inf))
        down = np.nextafter(finite, np.float32(-np.inf))
    return np.concatenate([SPECIALS, up, down, NAN_PATTERNS])


def _body(rng, ranges, n):
    """n shuffled values: a fifth arbitrary bit patterns (every exponent, subnormals, NaN payloads), the
    rest from the operation's domains."""
    bits = rng.integers(0, 2 ** 32, n // 5, dtype=np.uint64).astype(np.uint32).view(np.float32)
    body = np.concatenate([bits, _draw(rng, ranges, n - n // 5)])
    rng.shuffle(body)
    return body


def input_size(name):
    return MAIN_SIZE if name in TRANSCENDENTAL else EXACT_SIZE


def make_inputs(name):
    """The float32 inputs of operation `name`, rebuilt from a fixed seed: a tuple of one array (unary) or
    two (binary: y and x for atan2).  Unary inputs start with the special values and their neighbours and
    carry them once more, shuffled, in the middle; binary inputs start with every pair of PAIR_SPECIALS
    and NaN patterns."""
    rng = np.random.default_rng(_seed(name))
    size = input_size(name)
    if name not in BINARY:
        specials = _specials_with_neighbours()
        body = _body(rng, DOMAINS[name], size - 2 * len(specials))
        half = len(body) // 2
        return (np.concatenate([specials, body[:half], rng.permutation(specials), body[half:]]),)
    ranges = BINARY_DOMAINS.get(name, DEFAULT_BINARY_DOMAIN)
    specials = np.concatenate([PAIR_SPECIALS, NAN_PATTERNS])
    grid_y, grid_x = np.meshgrid(specials, specials, indexing="ij")
    n = size - grid_y.size
    return (np.concatenate([grid_y.ravel(), _body(rng, ranges, n)]),
            np.concatenate([grid_x.ravel(), _body(rng, ranges, n)]))


def tail_indices(size):
    """The inputs evaluated in tensors of 7: TAIL_INPUTS of them, evenly spread over all inputs."""
    return np.linspace(0, size - 1, TAIL_INPUTS).astype(np.intp)


def runs(inputs):
    """The runs stored for one operation: (run name, list of argument tuples, one tuple per tensor call)."""
    yield "main", [inputs]
    spread = [a[tail_indices(a.size)] for a in inputs]
    yield "tail", [tuple(a[i:i + 7] for a in spread) for i in range(0, TAIL_INPUTS, 7)]
    for k in SMALL_SIZES:
        yield f"size{k}", [tuple(a[:k] for a in inputs)]
    count = MATRIX_SHAPE[0] * MATRIX_SHAPE[1]
    yield "matrix", [tuple(a[:count].reshape(MATRIX_SHAPE) for a in inputs)]


ESTIMATE_MASK = np.uint32(0xFFFFFFF0)


def _elementwise(function):
    return np.vectorize(function, otypes=[np.float64])


def _lgamma(x):
    try:
        return math.lgamma(x)
    except (ValueError, OverflowError):  # poles
        return math.inf


# float64 estimates of each operation: only a predictor that makes the stored differences small.
ESTIMATES = {
    "sin": np.sin, "cos": np.cos, "tan": np.tan, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan,
    "sinh": np.sinh, "cosh": np.cosh, "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh,
    "erf": _elementwise(math.erf), "erfc": _elementwise(math.erfc), "lgamma": _elementwise(_lgamma),
    "digamma": np.zeros_like, "atan2": np.arctan2, "square": np.square, "floor": np.floor, "ceil": np.ceil,
    "round": np.round, "sign": np.sign, "relu": lambda x: np.maximum(x, 0), "add": np.add,
    "subtract": np.subtract, "multiply": np.multiply, "divide": np.divide,
    "squared_difference": lambda x, y: np.square(x - y), "divide_no_nan": lambda x, y: np.where(y == 0, 0, x / y),
    "floordiv": lambda x, y: np.floor(x / y), "floormod": np.mod, "maximum": np.maximum, "minimum": np.minimum,
    "relu_grad": lambda g, y: g * (y > 0),
}


def estimate_bits(name, tensors):
    """The masked float32 bit patterns of the float64 estimate of `name` over a run's tensors (NaNs canonical)."""
    parts = []
    with np.errstate(all="ignore"):
        for args in tensors:
            value = np.asarray(ESTIMATES[name](*(np.asarray(a, dtype=np.float64) for a in args)), dtype=np.float64)
            parts.append(np.where(np.isnan(value), np.nan, value).astype(np.float32).reshape(-1))
    return np.concatenate(parts).view(np.uint32) & ESTIMATE_MASK


def pack(bits, estimate):
    """TensorFlow's uint32 output bits -> lzma-compressed byte planes of their difference to the estimate."""
    residual = (bits.astype(np.uint32) - estimate).astype("<u4")  # wraps modulo 2**32
    planes = residual.view(np.uint8).reshape(-1, 4).T.copy()
    return np.frombuffer(lzma.compress(planes.tobytes(), preset=9), dtype=np.uint8)


def unpack(blob, estimate):
    """Inverse of pack: TensorFlow's uint32 output bits."""
    planes = np.frombuffer(lzma.decompress(blob.tobytes()), dtype=np.uint8).reshape(4, -1)
    return (planes.T.copy().view("<u4").reshape(-1) + estimate).astype(np.uint32)
