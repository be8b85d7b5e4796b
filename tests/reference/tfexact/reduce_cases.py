"""The cases make_reduce_reference.py runs through TensorFlow and
tests/test_tfexact_kernels.py replays with gradcli.tensorflow.kernels.reductions: names, shapes, axes and
seeded inputs.  Imports numpy only, so both sides share it.

A case is a dict with
  name      unique id, also the key of its outputs in reduce_reference.npz
  op        what is computed (see OPS)
  shape     shape of the main input
  axis      reduction axis / axes (None for all), or the softmax axis
  keepdims  for reductions
  other     the second input's shape (broadcast gradients)
  dist      how the main input is drawn (see _draw)
  sweep     True if the result is also recorded for other thread counts
  onednn    False if the reference comes from a TF_ENABLE_ONEDNN_OPTS=0 run
  transpose (transpose_a, transpose_b) for matmul
"""

import zlib

import numpy as np

F32 = np.float32

REDUCTIONS = ("sum", "mean", "prod", "max", "min", "logsumexp")
OPS = REDUCTIONS + (
    "bias_add_grad", "add_grad", "mul_grad", "log_softmax", "softmax",
    "softmax_eigen", "xent", "sparse_xent", "sigmoid_xent", "softmax_grad",
    "log_softmax_grad", "matmul")
# Thread counts the reference records sweep cases with (besides the default).
SWEEP_THREADS = (1, 2, 3, 4)
# Partial reductions with more outputs are left out to keep the file small.
_MAX_OUTPUTS = 5000

_FULL_SIZES = (1, 3, 7, 8, 9, 16, 17, 31, 32, 33, 100, 1000, 8191, 8192, 8193,
               10000, 100000, 100003)
# From 108 388 values a full reduction is cut into per-thread shards.
_THREADED_SIZES = (108388, 258461, 1000000)
_MATRICES = ((3, 5), (16, 17), (17, 16), (100, 33), (33, 100), (1000, 1000),
             (5, 10000), (3, 100003), (100003, 3), (1, 100), (100, 1))
_CUBES = ((3, 5, 7), (4, 17, 9), (10, 100, 10), (40, 40, 40), (2, 9000, 3),
          (5, 1, 7), (3, 20, 250))
_CUBE_AXES = (0, 1, 2, (0, 1), (0, 2), (1, 2), None)
_HYPERCUBES = ((2, 3, 4, 5), (5, 6, 7, 8))
_HYPERCUBE_AXES = ((0, 2), (1, 3), (0, 1, 3))
# Wider than the 4507 / 6956-element blocks of the tiled exp evaluations.
_SOFTMAX_SHAPES = ((3, 5), (2, 8), (17, 10), (40, 33), (24, 500), (7,),
                   (13, 999), (1, 15000), (1000, 7), (2, 7001), (2, 3, 4))
_BIAS_SHAPES = ((3, 5), (17, 10), (1000, 64), (100000, 3), (3000, 40),
                (64, 1000), (200000, 8), (2, 3, 4), (50, 60, 70))
_BROADCAST_PAIRS = (((4, 5), (5,)), ((4, 5), (4, 1)), ((3, 4, 5), (1, 4, 1)),
                    ((3, 4, 5), (3, 1, 5)), ((1000, 1000), (1000,)),
                    ((1000, 1000), (1000, 1)), ((300, 400), ()),
                    ((20, 30, 40), (30, 1)))


def _output_size(shape, axis):
    if axis is None:
        return 1
    axes = {a % len(shape) for a in np.atleast_1d(axis)}
    return int(np.prod([size for a, size in enumerate(shape) if a not in axes]))


def _reduction_cases():
    cases = []

    def add(op, shape, axis, keepdims=False, sweep=False):
        if _output_size(shape, axis) > _MAX_OUTPUTS:
            return
        dist = "near_one" if op == "prod" else ("wide" if len(cases) % 3 == 2 else "normal")
        name = f"{op}{list(shape)}axis={axis}{'keep' if keepdims else ''}"
        cases.append({"name": name, "op": op, "shape": shape, "axis": axis,
                      "keepdims": keepdims, "dist": dist, "sweep": sweep})

    for op in REDUCTIONS:
        for size in _FULL_SIZES:
            add(op, (size,), None)
        for size in _THREADED_SIZES:
            add(op, (size,), None, sweep=op not in ("max", "min"))
        add(op, (17,), 0, keepdims=True)
        for shape in _MATRICES:
            for axis in (None, 0, 1):
                add(op, shape, axis)
            add(op, shape, -1, keepdims=True)
        for shape in _CUBES:
            for axis in _CUBE_AXES:
                add(op, shape, axis)
        for shape in _HYPERCUBES:
            for axis in _HYPERCUBE_AXES:
                add(op, shape, axis, keepdims=axis == (0, 2))
    return cases


def _nn_cases():
    cases = []
    for shape in _BIAS_SHAPES:
        cases.append({"name": f"bias_add_grad{list(shape)}", "op": "bias_add_grad",
                      "shape": shape, "dist": "normal", "sweep": True})
    for op in ("add_grad", "mul_grad"):
        for shape, other in _BROADCAST_PAIRS:
            cases.append({"name": f"{op}{list(shape)}by{list(other)}", "op": op,
                          "shape": shape, "other": other, "dist": "normal"})
    for op in ("log_softmax", "softmax", "softmax_eigen", "softmax_grad",
               "log_softmax_grad", "xent", "sparse_xent", "sigmoid_xent"):
        for shape in _SOFTMAX_SHAPES:
            if op in ("xent", "sparse_xent") and len(shape) != 2:
                continue
            cases.append({"name": f"{op}{list(shape)}", "op": op, "shape": shape,
                          "axis": -1, "dist": "normal", "onednn": op != "softmax_eigen"})
    for op in ("log_softmax", "softmax_eigen"):
        for shape, axis in (((17, 10), 0), ((2, 3, 4), 1)):
            cases.append({"name": f"{op}{list(shape)}axis={axis}", "op": op,
                          "shape": shape, "axis": axis, "dist": "normal",
                          "onednn": op != "softmax_eigen"})
    return cases


# (shape of a, shape of b, transpose_a, transpose_b): k blocks of one chain,
# two halves (even and odd), 384 + two halves, several 384 blocks.
_MATMULS = (((3, 5), (5, 4), False, False), ((64, 128), (128, 32), False, False),
            ((1, 50), (50, 100), False, False), ((200, 300), (300, 2), False, False),
            ((32, 385), (385, 32), False, False), ((32, 512), (512, 32), False, False),
            ((16, 1000), (1000, 16), False, False), ((8, 3001), (3001, 8), False, False),
            ((128, 64), (128, 32), True, False), ((64, 128), (32, 128), False, True),
            ((5, 3), (4, 5), True, True))


def _matmul_cases():
    return [{"name": f"matmul{list(a)}x{list(b)}t{int(ta)}{int(tb)}", "op": "matmul",
             "shape": a, "other": b, "transpose": (ta, tb), "dist": "normal"}
            for a, b, ta, tb in _MATMULS]


CASES = _reduction_cases() + _nn_cases() + _matmul_cases()


def _seed(case):
    return zlib.crc32(case["name"].encode())


def _draw(rng, dist, shape):
    if dist == "near_one":  # products of 10**6 such values stay finite
        return (1 + F32(0.001) * rng.standard_normal(shape, dtype=F32)).astype(F32)
    if dist == "wide":  # magnitudes over 2**-20 .. 2**20: rounding matters
        magnitude = np.exp2(rng.uniform(-20, 20, shape)).astype(F32)
        return np.where(rng.random(shape) < 0.5, -magnitude, magnitude).astype(F32)
    return (F32(3) * rng.standard_normal(shape, dtype=F32)).astype(F32)  # "normal"


def case_inputs(case):
    """The case's inputs, from a seed derived from its name.

    Keys: x (always), and as the op needs: grad (upstream gradient),
    other (second operand), labels (probabilities, or class ids for
    sparse_xent).
    """
    rng = np.random.default_rng(_seed(case))
    shape = tuple(case["shape"])
    inputs = {"x": _draw(rng, case["dist"], shape)}
    op = case["op"]
    if op in ("softmax_grad", "log_softmax_grad", "bias_add_grad", "add_grad", "mul_grad"):
        inputs["grad"] = rng.standard_normal(shape, dtype=F32)
    if op in ("add_grad", "mul_grad", "matmul"):
        inputs["other"] = rng.standard_normal(tuple(case["other"]), dtype=F32)
    if op == "xent":
        labels = rng.random(shape, dtype=F32)
        inputs["labels"] = (labels / labels.sum(axis=-1, keepdims=True)).astype(F32)
    if op == "sigmoid_xent":
        inputs["labels"] = rng.random(shape, dtype=F32)
    if op == "sparse_xent":
        inputs["labels"] = rng.integers(0, shape[-1], shape[:-1]).astype(np.int32)
    return inputs


def inputs_checksum(inputs):
    """CRC32 of the inputs' bytes, to catch a numpy whose generator differs."""
    crc = 0
    for key in sorted(inputs):
        crc = zlib.crc32(np.ascontiguousarray(inputs[key]).tobytes(), crc)
    return crc
