"""Inputs and storage format of the TensorFlow reference data for gradcli.tensorflow.kernels.activations (numpy only).

make_explog_reference.py (run with TensorFlow) and tests/test_tfexact_kernels.py (run
without it) rebuild the same inputs here from a SplitMix64 stream, so only
TensorFlow's outputs are stored.  Each output is stored as the uint32
difference between TF's bit pattern and a float64 estimate of the op (rounded
to float32, its low 4 bits cleared so a last-bit difference between platforms'
float64 libm cannot change it); the differences are small numbers, and
lzma-compressed byte planes of them take well under a byte per value.

Every case evaluates its op on one tensor of BIG_SIZE elements (packets plus
a 3-element tail) and on SMALL_ROUNDS rounds of small tensors whose sizes
exercise the scalar tail: sizes below 8 are all tail.
"""
import lzma
import math

import numpy as np

BIG_SIZE = 100_003
SMALL_SIZES = (1, 3, 7, 9, 17, 100)
SMALL_ROUNDS = 150
LARGE_SIZES = (1_000_003, 10_000_001)  # thread-pool block checks, stored as digests
ESTIMATE_MASK = np.uint32(0xFFFFFFF0)

_F32 = np.float32
_U32 = np.uint32

SPECIALS = np.concatenate([
    np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 6.0, -6.0,
              1e-40, -1e-40, 1e-45, -1e-45, 2.0 ** -126, -(2.0 ** -126), 1e-30, -1e-30, 1e-20, -1e-20,
              1e-7, -1e-7, 3.4028235e38, -3.4028235e38, 1e30, -1e30,
              88.72283, 88.7229, 89.0, -87.3, -87.34, -103.97, -103.98, -104.0, -104.01, 87.0, -87.0,
              16.635532, 16.6355324, 16.64, -16.64, 7.9073896, -7.9073896, 7.91, -7.91, 9.0, -9.0,
              11.0, -11.0, 13.942385, -13.942385, 0.41422, 0.41421, -0.29289, -0.2929, 0.34657359, -0.34657359,
              1.03972077, -1.03972077, 18.714973, -18.714973, 0.70710677, 1.4142135, 126.0, 127.0, -126.0,
              -149.0, 128.0, 1e-3, -1e-3, 0.1, -0.1, 2.5, -2.5, 1.5, -1.5], dtype=np.float64).astype(_F32),
    np.array([0x7FC00000, 0xFFC00000, 0x7FC00001, 0xFFC12345, 0x7F800001, 0xFF812345, 0x7FFFFFFF,
              0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF], dtype=_U32).view(_F32),
])


def splitmix64(seed, count):
    """SplitMix64 stream: version-independent pseudo-random uint64s."""
    with np.errstate(over="ignore"):
        state = np.uint64(seed) + np.arange(1, count + 1, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
        z = (state ^ (state >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def _unit(seed, count):
    """Uniform float64s in [0, 1)."""
    return (splitmix64(seed, count) >> np.uint64(11)).astype(np.float64) * 2.0 ** -53


def draw(seed, count, recipe):
    """Float32 inputs mixed from the recipe's (weight, kind, low, high) parts, in a seeded order.

    kinds: "bits" (any 32-bit pattern: NaN payloads, subnormals...), "uniform"
    (uniform in [low, high]) and "magnitude" (random sign, magnitude 2**U(low, high)).
    """
    weights = np.array([part[0] for part in recipe], dtype=np.float64)
    counts = np.floor(weights / weights.sum() * count).astype(int)
    counts[0] += count - counts.sum()
    pieces = []
    for index, ((_, kind, low, high), n) in enumerate(zip(recipe, counts)):
        part_seed = seed * 1000 + index
        if kind == "bits":
            pieces.append((splitmix64(part_seed, n) >> np.uint64(32)).astype(_U32).view(_F32))
        elif kind == "uniform":
            pieces.append((low + (high - low) * _unit(part_seed, n)).astype(_F32))
        else:
            sign = np.where(_unit(part_seed + 500, n) < 0.5, -1.0, 1.0)
            pieces.append((sign * np.exp2(low + (high - low) * _unit(part_seed, n))).astype(_F32))
    values = np.concatenate(pieces)
    return values[np.argsort(splitmix64(seed + 77, count), kind="stable")]


WIDE = [(1, "bits", 0, 0), (3, "magnitude", -130, 128)]
RECIPES = {
    "exp": [(2, "uniform", -110, 95)],
    "log": [(2, "magnitude", -126, 128), (1, "uniform", 0, 4)],
    "near_zero": [(2, "uniform", -3, 3), (1, "magnitude", -60, 3)],
    "activation": [(2, "uniform", -20, 20), (1, "magnitude", -40, 7)],
    "gradient_dy": [(2, "uniform", -4, 4), (1, "magnitude", -130, 100)],
    "unit": [(2, "uniform", -1, 1), (1, "magnitude", -40, 0)],
    "probability": [(2, "uniform", 0, 1), (1, "magnitude", -40, 0)],
    "positive": [(2, "magnitude", -126, 127)],
    "exponent": [(1, "uniform", -8, 8), (1, "magnitude", -20, 6)],
}


class Case:
    """One reference case: which op, how many operands, their input recipes, a float64 estimate."""

    def __init__(self, name, seed, recipes, estimate):
        self.name, self.seed, self.recipes, self.estimate = name, seed, recipes, estimate

    def inputs(self, count, salt=0):
        """count values per operand; specials first on every operand, then the recipe mix."""
        operands = []
        for position, recipe in enumerate(self.recipes):
            specials = np.roll(SPECIALS, 7 * position)
            mixed = draw(self.seed * 10 + position + salt, max(count - specials.size, 0),
                         RECIPES.get(recipe, WIDE) + WIDE)
            operands.append(np.concatenate([specials, mixed])[:count])
        return operands

    def segments(self):
        """Input tensors: the big one, then the small rounds (sizes cycle through SMALL_SIZES)."""
        small_sizes = list(SMALL_SIZES) * SMALL_ROUNDS
        big = self.inputs(BIG_SIZE)
        small = self.inputs(sum(small_sizes), salt=5)
        yield big
        start = 0
        for size in small_sizes:
            yield [operand[start:start + size] for operand in small]
            start += size

    def large_inputs(self, size):
        return self.inputs(size, salt=9)


def _erfc(x):
    return np.vectorize(math.erfc, otypes=[np.float64])(x)


def _sigmoid(x):
    return 0.5 * (1.0 + np.tanh(0.5 * x))


def _gelu(x):
    return 0.5 * x * _erfc(-x * 0.7071067811865476)


def _gelu_tanh(x):
    return 0.5 * x * (1.0 + np.tanh(0.7978845608028654 * (x + 0.044715 * x ** 3)))


_SELU = (1.0507009873554804934193349852946, 1.7580993408473768599402175208123)

_ESTIMATES = {
    "exp": ("exp", np.exp), "expm1": ("near_zero", np.expm1), "log": ("log", np.log),
    "log1p": ("near_zero", np.log1p), "tanh": ("near_zero", np.tanh), "sigmoid": ("activation", _sigmoid),
    "sqrt": ("positive", np.sqrt), "rsqrt": ("positive", lambda x: 1 / np.sqrt(x)),
    "reciprocal": ("positive", lambda x: 1 / x), "erfc": ("near_zero", _erfc),
    "softplus": ("activation", lambda x: np.logaddexp(0, x)), "softsign": ("activation", lambda x: x / (1 + abs(x))),
    "elu": ("activation", lambda x: np.where(x < 0, np.expm1(x), x)),
    "selu": ("activation", lambda x: np.where(x < 0, _SELU[1] * np.expm1(x), _SELU[0] * x)),
    "leaky_relu": ("activation", lambda x: np.where(x > 0, x, 0.2 * x)),
    "relu": ("activation", lambda x: np.maximum(x, 0)), "relu6": ("activation", lambda x: np.clip(x, 0, 6)),
    "gelu": ("activation", _gelu), "gelu_approximate": ("activation", _gelu_tanh),
    "log_sigmoid": ("activation", lambda x: -np.logaddexp(0, -x)), "silu": ("activation", lambda x: x * _sigmoid(x)),
    "square_via_pow": ("activation", lambda x: x ** 2.0), "sqrt_via_pow": ("positive", lambda x: x ** 0.5),
    "cube_via_pow": ("activation", lambda x: x ** 3.0), "negative": ("activation", lambda x: -x),
    "square": ("activation", lambda x: x * x),
}
_BINARY_ESTIMATES = {
    "pow": (("positive", "exponent"), lambda x, y: np.abs(x) ** y),
    "multiply": (("activation", "gradient_dy"), lambda a, b: a * b),
    "add": (("activation", "gradient_dy"), lambda a, b: a + b),
    "subtract": (("activation", "gradient_dy"), lambda a, b: a - b),
    "divide": (("activation", "gradient_dy"), lambda a, b: a / b),
    "tanh_grad": (("unit", "gradient_dy"), lambda y, dy: dy * (1 - y * y)),
    "sigmoid_grad": (("probability", "gradient_dy"), lambda y, dy: dy * y * (1 - y)),
    "sqrt_grad": (("positive", "gradient_dy"), lambda y, dy: 0.5 * dy / y),
    "rsqrt_grad": (("positive", "gradient_dy"), lambda y, dy: -0.5 * dy * y ** 3),
    "reciprocal_grad": (("positive", "gradient_dy"), lambda y, dy: -dy * y * y),
    "softsign_grad": (("gradient_dy", "activation"), lambda dy, x: dy / (1 + abs(x)) ** 2),
    "elu_grad": (("gradient_dy", "activation"), lambda dy, y: np.where(y < 0, (y + 1) * dy, dy)),
    "selu_grad": (("gradient_dy", "activation"), lambda dy, y: np.where(y < 0, dy * (y + _SELU[1]), dy * _SELU[0])),
    "leaky_relu_grad": (("gradient_dy", "activation"), lambda dy, x: np.where(x > 0, dy, 0.2 * dy)),
    "relu_grad": (("gradient_dy", "activation"), lambda dy, y: dy * (y > 0)),
    "relu6_grad": (("gradient_dy", "activation"), lambda dy, y: dy * ((y > 0) & (y < 6))),
    "log_gradient": (("log", "gradient_dy"), lambda x, dy: dy / x),
    "log1p_gradient": (("near_zero", "gradient_dy"), lambda x, dy: dy / (1 + x)),
    "expm1_gradient": (("near_zero", "gradient_dy"), lambda x, dy: dy * np.exp(x)),
    "softplus_gradient": (("activation", "gradient_dy"), lambda x, dy: dy * _sigmoid(x)),
}

CASES = {name: Case(name, seed, [recipe], estimate)
         for seed, (name, (recipe, estimate)) in enumerate(sorted(_ESTIMATES.items()), start=1)}
# Cases of gradient kernels since removed (reached only from these tests): their seeds stay taken, so every other
# case keeps the inputs TensorFlow's recorded outputs were made from.
_RETIRED = ("erfc_gradient", "gelu_approximate_gradient", "gelu_gradient", "log_sigmoid_gradient", "silu_gradient",
            "softplus_grad", "sqrt_via_pow_gradient", "square_via_pow_gradient")
_BINARY_SEEDS = {name: seed for seed, name in enumerate(sorted([*_BINARY_ESTIMATES, *_RETIRED]), start=101)}
CASES.update({name: Case(name, _BINARY_SEEDS[name], list(recipes), estimate)
              for name, (recipes, estimate) in sorted(_BINARY_ESTIMATES.items())})
LARGE_CASES = ("exp", "log", "tanh", "sigmoid", "rsqrt", "pow")


def estimate_bits(case, operands):
    """The masked float32 bit pattern of the case's float64 estimate (NaNs canonical)."""
    with np.errstate(all="ignore"):
        value = np.asarray(case.estimate(*(np.asarray(a, dtype=np.float64) for a in operands)), dtype=np.float64)
        value = np.where(np.isnan(value), np.nan, value).astype(_F32)
    return value.view(_U32) & ESTIMATE_MASK


def encode_outputs(case, segments_inputs, outputs):
    """Compress TF outputs (one float32 array per segment) against the case's estimate."""
    bits = np.concatenate([np.asarray(o, dtype=_F32).reshape(-1).view(_U32) for o in outputs])
    estimate = np.concatenate([estimate_bits(case, operands) for operands in segments_inputs])
    residual = (bits - estimate).astype(_U32)  # wraps modulo 2**32
    planes = residual.view(np.uint8).reshape(-1, 4).T.copy()
    return np.frombuffer(lzma.compress(planes.tobytes(), preset=9), dtype=np.uint8)


def decode_outputs(case, segments_inputs, blob):
    """Inverse of encode_outputs: TF's uint32 output bits, all segments concatenated."""
    planes = np.frombuffer(lzma.decompress(blob.tobytes()), dtype=np.uint8).reshape(4, -1)
    residual = planes.T.copy().view(_U32).reshape(-1)
    estimate = np.concatenate([estimate_bits(case, operands) for operands in segments_inputs])
    return (estimate + residual).astype(_U32)
