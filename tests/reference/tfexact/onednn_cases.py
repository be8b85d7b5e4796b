"""Inputs of the oneDNN kernel cases (make_onednn_reference.py records TensorFlow's outputs for them).

Activations: the float32 values a fused MatMul hands its activation, at least 10**5 per activation, drawn over
the whole range (magnitudes 2**-30 to 2**8, both signs), around each boundary of the kernels (tanh's linear and
saturated ranges and every one of its polynomial intervals, exp's underflow), and the special values a MatMul
can give (0, the largest floats, inf, nan; subnormals and -0 cannot reach the activation: the MatMul flushes
them). TensorFlow computes each as tanh(x @ [[1]] + [0]) in a tf.function, where its optimizer fuses the three.

MatMul: products of every transpose setting over rows, depths and columns that reach each of oneDNN's kernels.
"""
import itertools
import zlib

import numpy as np

F32 = np.float32
ACTIVATIONS = ("tanh", "sigmoid", "elu", "swish")
DRAWN = 100_003  # random values per activation (an odd count: a masked tail in every vector kernel)


def _bits(*values):
    return np.array(values, dtype=np.uint32).view(F32)


def activation_inputs():
    """The same inputs for every activation: drawn values, then boundaries, then specials."""
    rng = np.random.default_rng(20261202)
    magnitudes = np.exp2(rng.uniform(-30, 8, DRAWN)).astype(F32)
    drawn = np.where(rng.random(DRAWN) < 0.5, -magnitudes, magnitudes).astype(F32)
    # tanh's polynomial intervals start at 0x39800000 and every 2**22 bits up; its range ends at 0x41102CB3.
    edges = np.arange(0x39800000, 0x41800000, 1 << 22, dtype=np.int64)
    edges = np.concatenate([edges, [0x39DDB3D7, 0x41102CB3, 0x42AEAC50, 0x42B17218, 0x3F800000]])
    around = (edges[:, None] + np.arange(-3, 4)[None, :]).ravel().astype(np.uint32).view(F32)
    boundaries = np.concatenate([around, -around])
    specials = np.array([0, 1, -1, np.finfo(F32).max, -np.finfo(F32).max, np.inf, -np.inf, np.nan,
                         np.finfo(F32).tiny, -np.finfo(F32).tiny, 100, -100, 88.5, -88.5, 87.0, -104.0], F32)
    return np.concatenate([drawn, boundaries, specials]).astype(F32)


ROWS = (1, 2, 3, 8, 15, 16, 17, 33)
DEPTHS = (1, 2, 3, 7, 9, 16, 17, 33, 100, 400, 1000)
COLUMNS = (1, 2, 3, 17)
MATMULS = [(ta, tb, m, k, n) for ta, tb in itertools.product((False, True), repeat=2)
           for m, k, n in itertools.product(ROWS, DEPTHS, COLUMNS)]


def matmul_name(case):
    ta, tb, m, k, n = case
    return f"matmul_t{int(ta)}{int(tb)}_{m}x{k}x{n}"


def matmul_inputs(case):
    """a and b as given to tf.matmul(a, b, transpose_a, transpose_b), drawn from the case's name."""
    ta, tb, m, k, n = case
    rng = np.random.default_rng(zlib.crc32(matmul_name(case).encode()))
    a = rng.standard_normal((k, m) if ta else (m, k), dtype=F32)
    b = rng.standard_normal((n, k) if tb else (k, n), dtype=F32)
    return a, b
