"""Regenerates tests/reference/tensorflow_reference.json with TensorFlow 2.21 (not a dependency of gradcli):

    python tests/reference/make_tensorflow_reference.py [--output PATH]    # with tensorflow-cpu==2.21.0

Each case is TensorFlow code, a function of named inputs, run in float64 unless it
says float32 (tests/test_tensorflow_reference.py holds the same code with `tf.`
spelled `gc.`). For a gradient case this records the value, the gradient of every
source (IndexedSlices densified, and said), and where asked the Hessian block of
every pair of sources (the jacobian of one source's gradient by the other, from
a second tape) and the derivatives from nested tapes; or the error TensorFlow
raised. For an error case, the error its code raises. None where TensorFlow gives
None; NaN and the infinities as the strings "nan", "inf" and "-inf".
"""
import argparse
import dataclasses
import json
import math
import pathlib
import re

import keras
import numpy as np
import tensorflow as tf

HERE = pathlib.Path(__file__).resolve().parent
OUTPUT = HERE / "tensorflow_reference.json"

INF, NAN = math.inf, math.nan


@dataclasses.dataclass(frozen=True)
class Case:
    """A function of the inputs, differentiated by its sources."""
    name: str
    code: object  # TensorFlow code: a function of the inputs, by name
    inputs: dict  # name -> value, as tf.constant takes it
    _: dataclasses.KW_ONLY
    dtype: str = "float64"
    input_dtypes: dict = None  # the inputs of another dtype
    sources: list = None  # the inputs differentiated by: all of them unless said
    hessian: bool = False  # record d(gradient of s)/ds2 for every pair of sources
    order: int = 0  # record this many derivatives from nested tapes (one source)
    output_gradients: str = None  # TensorFlow code of the seed of the first gradient (the data shows it)
    unconnected_gradients: str = None
    note: str = None


@dataclasses.dataclass(frozen=True)
class ErrorCase:
    """Code that TensorFlow refuses."""
    name: str
    code: object
    inputs: dict = dataclasses.field(default_factory=dict)
    _: dataclasses.KW_ONLY
    dtype: str = "float64"
    note: str = None


# ----- Families of gradient cases: one function at several points, or with several options -----

def applied(function):
    """`function` as a function of an input named x (softplus's own argument is `features`)."""
    return lambda x: function(x)


def cumprod(exclusive, reverse):
    return lambda x: tf.math.cumprod(x, exclusive=exclusive, reverse=reverse)


EVERY_CUMPROD_OPTION = [(False, False), (False, True), (True, False), (True, True)]  # (exclusive, reverse)
CUMPROD_POINTS = [  # (label, x, the options tried)
    ("zero_mid", [2.0, 0.0, 3.0], EVERY_CUMPROD_OPTION),
    ("zero_last", [2.0, 3.0, 0.0], EVERY_CUMPROD_OPTION),
    ("two_zeros", [0.0, 0.0, 3.0], [(False, False), (True, True)]),
    ("no_zero", [2.0, 3.0, 4.0], EVERY_CUMPROD_OPTION),
]

AT_THE_EDGE = {  # r04_NAME_K: the function at its K-th list of points, at and beyond the edges of its domain
    "sqrt": (tf.sqrt, [[0.0, 4.0, -1.0], [1e-300]]),
    "rsqrt": (tf.math.rsqrt, [[0.0, 4.0, -1.0]]),
    "log": (tf.math.log, [[0.0, 2.0, -1.0]]),
    "log1p": (tf.math.log1p, [[-1.0, 0.0, 1.0, -2.0]]),
    "asin": (tf.asin, [[1.0, 0.5, -1.0, 2.0], [0.0]]),
    "acos": (tf.acos, [[1.0, 0.5, -1.0, 2.0], [0.0]]),
    "atan": (tf.atan, [[0.0, 1.0, -2.0]]),
    "tan": (tf.tan, [[math.pi / 2, 1.0, 0.0]]),
    "reciprocal": (tf.math.reciprocal, [[0.0, 2.0, -1.0]]),
    "pow_x_3": (lambda x: tf.pow(x, 3.0), [[0.0, 2.0, -2.0]]),
    "pow_x_half": (lambda x: tf.pow(x, 0.5), [[0.0, 4.0, -1.0]]),
    "pow_x_2": (lambda x: tf.pow(x, 2.0), [[0.0, 3.0, -3.0]]),
    "pow_x_0": (lambda x: tf.pow(x, 0.0), [[0.0, 3.0]]),
    "pow_x_x": (lambda x: tf.pow(x, x), [[0.0, 2.0, -1.0]]),
    "exp": (tf.exp, [[0.0, 1.0, 800.0, -800.0]]),
    "tanh": (tf.tanh, [[0.0, 1.0, 30.0]]),
    "sigmoid": (tf.sigmoid, [[0.0, 1.0, -800.0, 40.0]]),
    "sin": (tf.sin, [[0.0, 1.0]]),
    "cos": (tf.cos, [[0.0, 1.0]]),
    "sinh": (tf.sinh, [[0.0, 1.0]]),
    "cosh": (tf.cosh, [[0.0, 1.0]]),
    "expm1": (tf.math.expm1, [[0.0, 1.0]]),
    "softplus": (tf.nn.softplus, [[0.0, 1.0, 800.0, -800.0]]),
    "square": (tf.square, [[0.0, 3.0]]),
    "abs": (tf.abs, [[0.0, -2.0, 3.0]]),
}


def reduced(reduce, axis):
    return lambda x: reduce(x, axis=axis)


REDUCTIONS = {  # each of an empty tensor, whole and along an axis of a (2, 0) one
    "reduce_max": tf.reduce_max, "reduce_min": tf.reduce_min, "reduce_logsumexp": tf.reduce_logsumexp,
    "reduce_sum": tf.reduce_sum, "reduce_mean": tf.reduce_mean, "reduce_prod": tf.reduce_prod,
    "reduce_std": tf.math.reduce_std, "reduce_variance": tf.math.reduce_variance,
    "reduce_euclidean_norm": tf.math.reduce_euclidean_norm,
}


def norm_of_order(order):
    return lambda x: tf.norm(x, ord=order)


VECTOR_NORM_ORDERS = {"euclidean": "euclidean", "1": 1, "2": 2, "inf": np.inf, "3": 3, "half": 0.5}


SPECIAL_FUNCTIONS = {
    "lgamma": tf.math.lgamma, "erf": tf.math.erf, "erfc": tf.math.erfc,
    "digamma": tf.math.digamma,
    "polygamma_1": lambda x: tf.math.polygamma(tf.constant(1.0, x.dtype), x),
    "polygamma_2": lambda x: tf.math.polygamma(tf.constant(2.0, x.dtype), x),
}
SPECIAL_FAR = {
    "float32": [-1e38, -1e7, -100000.3, -12345.25, -12081.897, -14.725658, -11.716199, -2.5, -0.5, 0.5, 3.0, 1e5,
                1e7, 1e38, INF, -INF],  # (digamma is near 0 at -12081.897, -14.725658 and -11.716199)
    "float64": [-1e300, -1e38, -1e7, -9999999.5, -100000.3, -12345.25, -2.5, -0.5, 0.5, 3.0, 1e5, 1e38, 1e300, INF,
                -INF, float.fromhex("0x1.ffffffbffffffp+511"), float.fromhex("0x1.ffffffcp+511")],
}


def matmul(transpose_a, transpose_b):
    return lambda a, b: tf.matmul(a, b, transpose_a=transpose_a, transpose_b=transpose_b)


# ----- The gradient cases -----

GRADIENT_CASES = [
    # r01: products through zeros
    *[Case(f"r01_cumprod_{label}_ex{exclusive:d}_rev{reverse:d}", cumprod(exclusive, reverse), {"x": x},
           hessian=True, order=2)
      for label, x, options in CUMPROD_POINTS for exclusive, reverse in options],
    Case("r01_cumprod_2d_axis1_zero", lambda x: tf.math.cumprod(x, axis=1), {"x": [[1.0, 0.0, 2.0], [3.0, 4.0, 0.5]]},
         hessian=True),
    Case("r01_cumprod_2d_axis0_exclusive", lambda x: tf.math.cumprod(x, axis=0, exclusive=True),
         {"x": [[0.0, 2.0], [3.0, 0.0], [5.0, 6.0]]}, hessian=True),
    Case("r01_reduce_prod_one_zero", lambda x: tf.reduce_prod(x), {"x": [2.0, 0.0, 3.0]}, hessian=True),
    Case("r01_reduce_prod_two_zeros", lambda x: tf.reduce_prod(x), {"x": [2.0, 0.0, 0.0]}, hessian=True),
    Case("r01_reduce_prod_no_zero", lambda x: tf.reduce_prod(x), {"x": [2.0, 5.0, 3.0]}, hessian=True),
    Case("r01_reduce_prod_axis0_zero", lambda x: tf.reduce_prod(x, axis=0), {"x": [[2.0, 0.0], [0.0, 3.0], [4.0, 5.0]]},
         hessian=True),
    Case("r01_reduce_prod_keepdims_axis1", lambda x: tf.reduce_prod(x, axis=1, keepdims=True),
         {"x": [[2.0, 0.0, 3.0], [1.0, 2.0, 3.0]]}, hessian=True),
    # r02, r03: second derivatives at kinks, and the functions after a kink
    Case("r02_relu_second", lambda x: tf.nn.relu(x), {"x": [-1.0, 0.0, 2.0]}, hessian=True, order=3),
    Case("r02_abs_second", lambda x: tf.abs(x), {"x": [-1.0, 0.0, 2.0]}, hessian=True, order=3),
    Case("r02_relu_times_x", lambda x: tf.nn.relu(x) * x, {"x": [-1.0, 0.0, 2.0]}, hessian=True, order=3),
    Case("r02_abs_times_x", lambda x: tf.abs(x) * x, {"x": [-1.0, 0.0, 2.0]}, hessian=True, order=3),
    Case("r02_relu_scalar_zero", lambda x: tf.nn.relu(x), {"x": 0.0}, hessian=True, order=3),
    Case("r02_maximum_x0_second_is_None", lambda x: tf.maximum(x, 0.0), {"x": [-1.0, 0.0, 2.0]}, hessian=True, order=2,
         note="contrast: maximum's gradient is where(mask, g, 0) of the constant seed, so the second derivative is "
              "None"),
    Case("r03_sqrt_relu", lambda x: tf.sqrt(tf.nn.relu(x)), {"x": [-1.0, 0.0, 4.0]}, hessian=True),
    Case("r03_log_relu", lambda x: tf.math.log(tf.nn.relu(x)), {"x": [-1.0, 0.0, 4.0]}, hessian=True),
    Case("r03_pow_relu_half", lambda x: tf.nn.relu(x) ** 0.5, {"x": [-1.0, 0.0, 4.0]}, hessian=True),
    Case("r03_reciprocal_relu", lambda x: tf.math.reciprocal(tf.nn.relu(x)), {"x": [-1.0, 0.0, 4.0]}, hessian=True),
    Case("r03_sqrt_maximum_contrast", lambda x: tf.sqrt(tf.maximum(x, 0.0)), {"x": [-1.0, 0.0, 4.0]}, hessian=True,
         note="maximum's gradient is a select (where), so no nan at x = 0 (inf passes to x at the tie)"),
    Case("r03_relu_of_inf_seed", lambda x: tf.nn.relu(x), {"x": [-1.0, 0.0, 4.0]}, hessian=True,
         output_gradients="tf.constant([float('inf'), float('inf'), float('inf')], tf.float64)"),
    # r04: at and beyond the edges of the functions' domains; where() guarding them; float32
    *[Case(f"r04_{name}_{k}", applied(function), {"x": x}, order=3)
      for name, (function, points) in AT_THE_EDGE.items() for k, x in enumerate(points)],
    Case("r04_pow_both_sources", lambda x, p: tf.pow(x, p), {"x": [0.0, 2.0, -2.0, 4.0], "p": [2.0, 3.0, 2.0, 0.5]},
         hessian=True),
    Case("r04_pow_base_zero_exp_grad", lambda x, p: tf.pow(x, p), {"x": [0.0, 0.0, -1.0], "p": [0.0, 2.0, 3.0]},
         hessian=True),
    Case("r04_where_log_at_0", lambda x: tf.where(x > 0, tf.math.log(x), x), {"x": [0.0, 4.0]}, order=3),
    Case("r04_where_sqrt_at_0", lambda x: tf.where(x > 0, tf.sqrt(x), x), {"x": [0.0, 4.0]}, order=3),
    Case("r04_where_log1p_at_m1", lambda x: tf.where(x > -1, tf.math.log1p(x), x), {"x": [-1.0, 0.0]}, order=3),
    Case("r04_where_asin_at_1", lambda x: tf.where(tf.abs(x) < 1, tf.asin(x), x), {"x": [1.0, -1.0, 0.5]}, order=3),
    Case("r04_where_acos_at_1", lambda x: tf.where(tf.abs(x) < 1, tf.acos(x), x), {"x": [1.0, -1.0, 0.5]}, order=3),
    Case("r04_where_rsqrt_at_0", lambda x: tf.where(x > 0, tf.math.rsqrt(x), x), {"x": [0.0, 4.0]}, order=3),
    Case("r04_where_reciprocal_at_0", lambda x: tf.where(tf.not_equal(x, 0.0), tf.math.reciprocal(x), x),
         {"x": [0.0, 4.0]}, order=3),
    Case("r04_where_pow_half_at_0", lambda x: tf.where(x > 0, x ** 0.5, x), {"x": [0.0, 4.0]}, order=3),
    Case("r04_sqrt_times_x", lambda x: tf.sqrt(x) * x, {"x": [0.0, 4.0]}, order=3),
    Case("r04_log_times_x", lambda x: tf.math.log(x) * x, {"x": [0.0, 4.0]}, order=3),
    Case("r04_sqrt_of_square", lambda x: tf.sqrt(tf.square(x)), {"x": [0.0, 4.0, -3.0]}, order=3),
    Case("r04_divide_at_0", lambda x: 1.0 / x, {"x": [0.0, 2.0]}, order=3),
    Case("r04_x_over_y", lambda x, z: x / z, {"x": [1.0, 0.0, 3.0], "z": [2.0, 0.0, -1.0]}, hessian=True),
    Case("r04_atan2", lambda a, b: tf.math.atan2(a, b), {"a": [1.0, 0.0, 0.0], "b": [1.0, 0.0, -1.0]}, hessian=True),
    Case("r04_exp_f32", lambda x: tf.exp(x), {"x": [0.5, 100.0]}, dtype="float32", order=2),
    Case("r04_sigmoid_f32", lambda x: tf.sigmoid(x), {"x": [0.5, -20.0]}, dtype="float32", order=2),
    Case("r04_softplus_f32", lambda x: tf.nn.softplus(x), {"x": [0.5, 20.0, -20.0]}, dtype="float32", order=2),
    Case("r04_tanh_f32", lambda x: tf.tanh(x), {"x": [0.5, 10.0]}, dtype="float32", order=2),
    # r05: cross-entropies, by labels too
    Case("r05_xent_1d", lambda labels, logits: tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits),
         {"labels": [0.2, 0.3, 0.5], "logits": [1.0, 2.0, -1.0]}, hessian=True),
    Case("r05_xent_batch", lambda labels, logits: tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits),
         {"labels": [[0.2, 0.8], [1.0, 0.0]], "logits": [[1.0, 2.0], [0.5, -0.5]]}, hessian=True),
    Case("r05_xent_axis0",
         lambda labels, logits: tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits, axis=0),
         {"labels": [[0.2, 0.8], [0.8, 0.2]], "logits": [[1.0, 2.0], [0.5, -0.5]]}, hessian=True),
    Case("r05_xent_weighted",
         lambda labels, logits, w: tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits) * w,
         {"labels": [[0.2, 0.8], [1.0, 0.0]], "logits": [[1.0, 2.0], [0.5, -0.5]], "w": [2.0, 3.0]},
         sources=["labels", "logits"], hessian=True),
    Case("r05_sparse_xent_second",
         lambda labels, logits: tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits),
         {"labels": [1, 0], "logits": [[1.0, 2.0], [0.5, -0.5]]}, input_dtypes={"labels": "int32"}, sources=["logits"],
         hessian=True),
    Case("r05_sigmoid_xent",
         lambda labels, logits: tf.nn.sigmoid_cross_entropy_with_logits(labels=labels, logits=logits),
         {"labels": [0.0, 1.0, 0.3], "logits": [0.0, -2.0, 800.0]}, hessian=True),
    # r07, r08: squeeze's axis; an empty target
    Case("r07_squeeze_axis_empty_list", lambda x: tf.squeeze(x, axis=[]) * 3.0, {"x": [[[1.0], [2.0]]]}, hessian=True),
    Case("r07_squeeze_axis_negative", lambda x: tf.squeeze(x, axis=-1), {"x": [[[1.0], [2.0]]]}, hessian=True),
    Case("r07_squeeze_scalar_axis_empty", lambda x: tf.squeeze(x, axis=[]), {"x": 5.0}, hessian=True),
    Case("r08_gradient_of_empty_target", lambda v: v[:0] * 2.0, {"v": [1.0, 2.0]}, hessian=True,
         note="an empty target is connected: its gradient is zeros, not None"),
    # r09: subnormal numbers (TensorFlow's kernels flush most of them to zero)
    Case("r09_log_subnormal", lambda x: tf.math.log(x), {"x": 1e-310}, order=2),
    Case("r09_sqrt_subnormal", lambda x: tf.sqrt(x), {"x": 1e-310}, order=2),
    Case("r09_relu_subnormal", lambda x: tf.nn.relu(x), {"x": 1e-320}, order=2),
    Case("r09_relu_subnormal_vector", lambda x: tf.nn.relu(x), {"x": [1e-320] * 20},
         note="forward value on subnormals depends on the kernel's vector/scalar path; the gradient is 0 either way"),
    Case("r09_log_subnormal_vector", lambda x: tf.math.log(x), {"x": [1e-310] * 20}),
    Case("r09_mul_flushes", lambda x: x * 1.0, {"x": [1e-310, -1e-310, 5e-324, 2.2250738585072014e-308]}, hessian=True),
    Case("r09_exp_underflow_flushed", lambda x: tf.exp(x), {"x": [-708.5, -745.0, -700.0]}, order=1),
    Case("r09_sign_subnormal", lambda x: tf.sign(x), {"x": [1e-310, -1e-310]}),
    Case("r09_abs_subnormal", lambda x: tf.abs(x), {"x": [-1e-310]}, order=1),
    Case("r09_float32_subnormal", lambda x: tf.sqrt(x), {"x": [1e-40]}, dtype="float32", order=1),
    Case("r09_leaky_relu_subnormal", lambda x: tf.nn.leaky_relu(x), {"x": 1e-310}, order=1),
    # r10: reductions of empty tensors, of infinities, at ties
    *[Case(f"r10_{name}_{label}", reduced(reduce, axis), {"x": x})
      for name, reduce in REDUCTIONS.items()
      for label, x, axis in [("empty", [], None), ("2x0_axis1", [[], []], 1)]],
    Case("r10_logsumexp_all_neg_inf", lambda x: tf.reduce_logsumexp(x), {"x": [-INF, -INF]}),
    Case("r10_logsumexp_pos_inf", lambda x: tf.reduce_logsumexp(x), {"x": [INF, 1.0]}),
    Case("r10_logsumexp_large_tie", lambda x: tf.reduce_logsumexp(x), {"x": [1000.0, 1000.0]}, hessian=True),
    Case("r10_reduce_max_ties", lambda x: tf.reduce_max(x), {"x": [1.0, 3.0, 3.0, 2.0]}, hessian=True),
    Case("r10_reduce_prod_0x2_axis0", lambda x: tf.reduce_prod(x, axis=0), {"x": []}),
    # r11: softmax's axis
    Case("r11_softmax_axis_None", lambda x, w: tf.nn.softmax(x, axis=None) * w,
         {"x": [[1.0, 2.0, 0.5], [3.0, 5.0, -1.0]], "w": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}, sources=["x"],
         hessian=True),
    Case("r11_log_softmax_axis_None", lambda x, w: tf.nn.log_softmax(x, axis=None) * w,
         {"x": [[1.0, 2.0, 0.5], [3.0, 5.0, -1.0]], "w": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}, sources=["x"],
         hessian=True),
    Case("r11_softmax_axis0", lambda x, w: tf.nn.softmax(x, axis=0) * w,
         {"x": [[1.0, 2.0, 0.5], [3.0, 5.0, -1.0]], "w": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}, sources=["x"],
         hessian=True),
    Case("r11_log_softmax_axis0", lambda x, w: tf.nn.log_softmax(x, axis=0) * w,
         {"x": [[1.0, 2.0, 0.5], [3.0, 5.0, -1.0]], "w": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}, sources=["x"],
         hessian=True),
    Case("r11_softmax_1d_default", lambda x, w: tf.nn.softmax(x) * w, {"x": [1.0, 2.0, 3.0], "w": [1.0, 0.0, 0.0]},
         sources=["x"], hessian=True),
    # r15: gradients that raise; r16: concat of a single value
    Case("r15_transpose_perm_negative", lambda x: tf.transpose(x, perm=[-1, 0]), {"x": [[1.0, 2.0]]},
         note="the forward accepts a negative perm entry (counts from the end); the GRADIENT raises in "
              "InvertPermutation"),
    Case("r15_det_gradient_singular", lambda a: tf.linalg.det(a), {"a": [[1.0, 2.0], [2.0, 4.0]]},
         note="forward works (det = 0); the gradient raises because it inverts the matrix"),
    Case("r16_concat_single_tensor_1d", lambda x: tf.concat(x, 0) * tf.constant([5., 6.], tf.float64),
         {"x": [1.0, 2.0]}, hessian=True),
    Case("r16_concat_single_tensor_2d_axis1", lambda x: tf.concat(x, 1) * tf.constant([[1., 2.], [3., 4.]], tf.float64),
         {"x": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True, note="identity: NOT the rows joined along axis 1"),
    Case("r16_concat_single_axis_unchecked", lambda x: tf.concat([x], 5), {"x": [1.0, 2.0]}, hessian=True,
         note="axis is not range-checked for a single value"),
    Case("r16_concat_single_scalar", lambda x: tf.concat(x, 0), {"x": 3.0}, hessian=True),
    # fn: each function with its arguments, at smooth points and at kinks
    Case("fn_gather_axis0_dup",
         lambda p: tf.gather(p, [2, 0, 2]) * tf.constant([[1., 2.], [3., 4.], [5., 6.]], tf.float64),
         {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}, hessian=True,
         note="axis-0 gradient is an IndexedSlices; duplicates are summed when densified"),
    Case("fn_gather_axis1", lambda p: tf.gather(p, [1, 1], axis=1), {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]},
         hessian=True),
    Case("fn_gather_batch_dims", lambda p: tf.gather(p, [[1], [0], [1]], axis=1, batch_dims=1),
         {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}, hessian=True),
    Case("fn_gather_negative_axis", lambda p: tf.gather(p, [0], axis=-1), {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]},
         hessian=True),
    Case("fn_gather_scalar_index", lambda p: tf.gather(p, 1), {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]},
         hessian=True),
    Case("fn_gather_nd_elements", lambda p: tf.gather_nd(p, [[2, 1], [0, 0], [2, 1]]),
         {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}, hessian=True),
    Case("fn_gather_nd_rows", lambda p: tf.gather_nd(p, [[2], [2]]), {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]},
         hessian=True, note="index depth 1, rank 2: IndexedSlices gradient"),
    Case("fn_gather_nd_batch_dims", lambda p: tf.gather_nd(p, [[1], [0], [1]], batch_dims=1),
         {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}, hessian=True),
    Case("fn_einsum_matmul", lambda a, b: tf.einsum('ij,jk->ik', a, b), {"a": [[1.0, 2.0]], "b": [[3.0], [4.0]]},
         hessian=True),
    Case("fn_einsum_trace", lambda a: tf.einsum('ii->', a), {"a": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_einsum_diag", lambda a: tf.einsum('ii->i', a), {"a": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_einsum_outer_sum", lambda a, b: tf.einsum('i,j->', a, b), {"a": [1.0, 2.0], "b": [3.0, 4.0, 5.0]},
         hessian=True),
    Case("fn_einsum_square", lambda a: tf.einsum('i,i->', a, a), {"a": [1.0, -2.0]}, hessian=True),
    Case("fn_tensordot_axes1", lambda a, b: tf.tensordot(a, b, axes=1), {"a": [1.0, 2.0], "b": [3.0, 4.0]},
         hessian=True),
    Case("fn_tensordot_axes0", lambda a, b: tf.tensordot(a, b, axes=0), {"a": [1.0, 2.0], "b": [3.0, 4.0]},
         hessian=True),
    Case("fn_tensordot_axes_lists", lambda a, b: tf.tensordot(a, b, axes=[[0], [1]]),
         {"a": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], "b": [[1.0, 2.0, 3.0]]}, hessian=True),
    Case("fn_tensordot_axes2", lambda a, b: tf.tensordot(a, b, axes=2),
         {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [[5.0, 6.0], [7.0, 8.0]]}, hessian=True),
    *[Case(f"fn_norm_ord_{label}_{where}", norm_of_order(order), {"x": x}, hessian=True)
      for label, order in VECTOR_NORM_ORDERS.items()
      for where, x in [("smooth", [3.0, -4.0]), ("at_zero", [0.0, 0.0])]],
    Case("fn_norm_inf_tie", lambda x: tf.norm(x, ord=np.inf), {"x": [3.0, -3.0, 1.0]}, hessian=True),
    Case("fn_norm_axis1_keepdims", lambda x: tf.norm(x, axis=1, keepdims=True), {"x": [[3.0, 4.0], [0.0, 0.0]]},
         hessian=True),
    Case("fn_norm_matrix_fro", lambda x: tf.norm(x, ord='fro', axis=[0, 1]), {"x": [[3.0, 0.0], [1.0, 4.0]]},
         hessian=True),
    Case("fn_norm_matrix_1", lambda x: tf.norm(x, ord=1, axis=[0, 1]), {"x": [[3.0, 0.0], [1.0, -4.0]]}, hessian=True),
    Case("fn_norm_matrix_inf", lambda x: tf.norm(x, ord=np.inf, axis=[0, 1]), {"x": [[3.0, 0.0], [1.0, -4.0]]},
         hessian=True),
    Case("fn_linalg_norm_alias", lambda x: tf.linalg.norm(x), {"x": [[3.0, 0.0], [0.0, 4.0]]}, hessian=True,
         note="axis=None: Frobenius over all elements"),
    Case("fn_reduce_euclidean_norm_smooth", lambda x: tf.math.reduce_euclidean_norm(x), {"x": [3.0, 4.0]},
         hessian=True),
    Case("fn_reduce_euclidean_norm_zero", lambda x: tf.math.reduce_euclidean_norm(x), {"x": [0.0, 0.0]}, hessian=True),
    Case("fn_reduce_euclidean_norm_axis", lambda x: tf.math.reduce_euclidean_norm(x, axis=0),
         {"x": [[3.0, 0.0], [4.0, 0.0]]}, hessian=True),
    Case("fn_reduce_euclidean_norm_int", lambda: tf.math.reduce_euclidean_norm(tf.constant([3, 4])), {},
         note="integer input gives an integer result (sqrt truncated)"),
    Case("fn_clip_by_value_bounds", lambda x: tf.clip_by_value(x, 0.0, 1.0), {"x": [-1.0, 0.0, 0.5, 1.0, 2.0]},
         hessian=True),
    Case("fn_clip_by_value_tensor_bounds", lambda x, lo, hi: tf.clip_by_value(x, lo, hi),
         {"x": [-1.0, 0.0, 0.5, 1.0, 2.0], "lo": 0.0, "hi": 1.0}, hessian=True),
    Case("fn_clip_by_value_min_gt_max", lambda x, lo, hi: tf.clip_by_value(x, lo, hi),
         {"x": [-1.0, 0.5, 2.0], "lo": 1.0, "hi": 0.0}, hessian=True),
    Case("fn_clip_by_value_vector_bounds", lambda x, lo, hi: tf.clip_by_value(x, lo, hi),
         {"x": [-1.0, 0.5, 2.0], "lo": [0.0, 0.0, 0.0], "hi": [1.0, 0.25, 3.0]}, hessian=True),
    Case("fn_clip_by_value_int_bounds", lambda x: tf.clip_by_value(x, 0, 1), {"x": [-1.0, 2.0]}, hessian=True),
    Case("fn_clip_by_norm_clipped", lambda x: tf.clip_by_norm(x, 1.0), {"x": [3.0, 4.0]}, hessian=True),
    Case("fn_clip_by_norm_inside", lambda x: tf.clip_by_norm(x, 10.0), {"x": [3.0, 4.0]}, hessian=True),
    Case("fn_clip_by_norm_at_boundary", lambda x: tf.clip_by_norm(x, 5.0), {"x": [3.0, 4.0]}, hessian=True,
         note="maximum(l2norm, clip_norm) tie sends the gradient to l2norm"),
    Case("fn_clip_by_norm_zero", lambda x: tf.clip_by_norm(x, 1.0), {"x": [0.0, 0.0]}, hessian=True),
    Case("fn_clip_by_norm_axes", lambda x: tf.clip_by_norm(x, 1.0, axes=[1]), {"x": [[3.0, 4.0], [0.3, 0.4]]},
         hessian=True),
    Case("fn_clip_by_norm_tensor_clip", lambda x, c: tf.clip_by_norm(x, c), {"x": [3.0, 4.0], "c": 1.0}, hessian=True),
    Case("fn_one_hot_args", lambda a, b: tf.one_hot([0, 1], 3, on_value=a, off_value=b, axis=0), {"a": 5.0, "b": -1.0},
         note="OneHot is NotDifferentiable: even on_value/off_value get None"),
    Case("fn_reduce_variance", lambda x: tf.math.reduce_variance(x), {"x": [1.0, 2.0, 4.0]}, hessian=True),
    Case("fn_reduce_variance_axis", lambda x: tf.math.reduce_variance(x, axis=1, keepdims=True),
         {"x": [[1.0, 3.0], [2.0, 2.0]]}, hessian=True),
    Case("fn_reduce_std", lambda x: tf.math.reduce_std(x), {"x": [1.0, 2.0, 4.0]}, hessian=True),
    Case("fn_reduce_std_constant", lambda x: tf.math.reduce_std(x), {"x": [2.0, 2.0]}, hessian=True,
         note="sqrt'(0) with a nonzero seed: inf * 0 = nan"),
    Case("fn_moments", lambda x: tf.nn.moments(x, axes=[0]), {"x": [1.0, 2.0, 4.0]}, hessian=True,
         note="returns (mean, variance); the variance uses stop_gradient(mean), so its Hessian differs from "
              "reduce_variance's"),
    Case("fn_moments_variance_only", lambda x: tf.nn.moments(x, axes=[0])[1], {"x": [1.0, 2.0, 4.0]}, hessian=True),
    Case("fn_moments_keepdims", lambda x: tf.nn.moments(x, axes=[1], keepdims=True), {"x": [[1.0, 3.0], [2.0, 2.0]]},
         hessian=True),
    Case("fn_moments_constant", lambda x: tf.nn.moments(x, axes=[0])[1], {"x": [2.0, 2.0]}, hessian=True),
    Case("fn_erf", lambda x: tf.math.erf(x), {"x": [0.0, 0.5, -3.0, 30.0]}, order=3),
    Case("fn_erfc", lambda x: tf.math.erfc(x), {"x": [0.0, 0.5, -3.0, 30.0]}, order=3),
    Case("fn_cast_f64_f32", lambda x: tf.cast(x, tf.float32), {"x": [1.5, 0.1]}),
    Case("fn_cast_f64_int32", lambda x: tf.cast(x, tf.int32), {"x": [1.7, -1.7, 2.5]},
         note="truncation toward zero; gradient None"),
    Case("fn_cast_int_roundtrip", lambda x: tf.cast(tf.cast(x, tf.int32), tf.float64) * x, {"x": [1.7, -1.7]},
         hessian=True),
    Case("fn_cast_f32_to_f64_value", lambda x: tf.cast(x, tf.float64), {"x": [0.1]}, dtype="float32"),
    Case("fn_add_broadcast", lambda a, b: tf.add(a, b), {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [10.0, 20.0]},
         hessian=True),
    Case("fn_add_scalar", lambda a, b: tf.add(a, b), {"a": [1.0, 2.0], "b": 5.0}, hessian=True),
    Case("fn_multiply_broadcast", lambda a, b: tf.multiply(a, b),
         {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [[10.0], [20.0]]}, hessian=True),
    Case("fn_multiply_zero_inf", lambda a, b: tf.multiply(a, b), {"a": [0.0, 2.0], "b": [INF, 3.0]}, hessian=True),
    Case("fn_subtract_broadcast", lambda a, b: tf.subtract(a, b), {"a": [1.0, 2.0], "b": [[1.0], [2.0], [3.0]]},
         hessian=True),
    Case("fn_subtract_scalar", lambda a, b: tf.subtract(a, b), {"a": 1.0, "b": [1.0, 2.0]}, hessian=True),
    Case("fn_divide", lambda a, b: tf.divide(a, b), {"a": [1.0, 2.0], "b": [4.0, -0.5]}, hessian=True),
    Case("fn_divide_by_zero", lambda a, b: tf.divide(a, b), {"a": [1.0, 0.0, -1.0], "b": [0.0, 0.0, 0.0]},
         hessian=True),
    Case("fn_truediv", lambda a, b: tf.math.truediv(a, b), {"a": [1.0, 2.0], "b": [4.0, 0.0]}, hessian=True),
    Case("fn_negative", lambda x: tf.negative(x), {"x": [1.0, -0.0, 0.0]}, order=2),
    Case("fn_negative_second_none", lambda x: -x * 3.0, {"x": [1.0, 2.0]}, order=2),
    Case("fn_zeros_like", lambda x: tf.zeros_like(x) + x * 0.0, {"x": [1.0, 2.0]}),
    Case("fn_zeros_like_unconnected", lambda x: tf.zeros_like(x), {"x": [1.0, 2.0]}, note="NotDifferentiable: None"),
    Case("fn_ones_like_zero_option", lambda x: tf.ones_like(x), {"x": [1.0, 2.0]}, unconnected_gradients="zero"),
    Case("fn_sign", lambda x: tf.sign(x), {"x": [0.0, -2.0, 3.0, NAN, -0.0]}, order=2),
    Case("fn_sign_times_x", lambda x: tf.sign(x) * x, {"x": [0.0, -2.0, 3.0]}, order=2),
    Case("fn_divide_no_nan", lambda a, b: tf.math.divide_no_nan(a, b),
         {"a": [1.0, 0.0, 2.0, NAN, INF], "b": [0.0, 0.0, 4.0, 0.0, 0.0]}, hessian=True),
    Case("fn_divide_no_nan_smooth", lambda a, b: tf.math.divide_no_nan(a, b), {"a": [3.0], "b": [-2.0]}, hessian=True),
    Case("fn_squared_difference", lambda a, b: tf.math.squared_difference(a, b), {"a": [1.0, 3.0], "b": [2.0, 2.0]},
         hessian=True),
    Case("fn_squared_difference_broadcast", lambda a, b: tf.math.squared_difference(a, b),
         {"a": [[1.0, 3.0], [0.0, 0.0]], "b": [2.0, 2.0]}, hessian=True),
    Case("fn_squared_difference_equal", lambda a, b: tf.math.squared_difference(a, b), {"a": [2.0], "b": [2.0]},
         hessian=True),
    Case("fn_l2_loss", lambda x: tf.nn.l2_loss(x), {"x": [1.0, 3.0]}, hessian=True),
    Case("fn_l2_loss_matrix_f32", lambda x: tf.nn.l2_loss(x), {"x": [[0.1, 0.2], [0.3, 0.0]]}, dtype="float32",
         hessian=True),
    Case("fn_l2_loss_empty", lambda x: tf.nn.l2_loss(x), {"x": []}),
    Case("fn_l2_normalize", lambda x: tf.math.l2_normalize(x), {"x": [3.0, 4.0]}, hessian=True),
    Case("fn_l2_normalize_zero", lambda x: tf.math.l2_normalize(x), {"x": [0.0, 0.0]}, hessian=True,
         note="rsqrt(max(0, 1e-12)) = 1e6"),
    Case("fn_l2_normalize_tiny", lambda x: tf.math.l2_normalize(x), {"x": [1e-07, 0.0]}, hessian=True),
    Case("fn_l2_normalize_axis", lambda x: tf.nn.l2_normalize(x, axis=1, epsilon=1e-3),
         {"x": [[3.0, 4.0], [0.01, 0.0]]}, hessian=True),
    Case("fn_leaky_relu_default", lambda x: tf.nn.leaky_relu(x), {"x": [-1.0, 0.0, 2.0]}, order=3,
         note="alpha is a float32 attr: in float64 the slope is 0.20000000298023224"),
    Case("fn_leaky_relu_alpha", lambda x: tf.nn.leaky_relu(x, alpha=0.1), {"x": [-1.0, 0.0, 2.0]}, order=2),
    Case("fn_leaky_relu_alpha_gt1", lambda x: tf.nn.leaky_relu(x, alpha=2.0), {"x": [-1.0, 0.0, 1.0]}, order=2),
    Case("fn_leaky_relu_f32", lambda x: tf.nn.leaky_relu(x), {"x": [-1.0, 0.0, 2.0]}, dtype="float32", order=2),
    Case("fn_elu", lambda x: tf.nn.elu(x), {"x": [-1.0, 0.0, 2.0, -800.0]}, order=3),
    Case("fn_selu", lambda x: tf.nn.selu(x), {"x": [-1.0, 0.0, 2.0]}, order=3),
    Case("fn_gelu_exact", lambda x: tf.nn.gelu(x), {"x": [-1.0, 0.0, 2.0, -10.0]}, order=3),
    Case("fn_gelu_approximate", lambda x: tf.nn.gelu(x, approximate=True), {"x": [-1.0, 0.0, 2.0, -10.0]}, order=3),
    Case("fn_silu", lambda x: tf.nn.silu(x), {"x": [-1.0, 0.0, 2.0]}, order=3),
    Case("fn_silu_beta", lambda x, b: tf.nn.silu(x, beta=b), {"x": [-1.0, 0.0, 2.0], "b": 2.0}, hessian=True),
    Case("fn_swish_alias", lambda x: tf.nn.swish(x), {"x": [0.5]}, order=2),
    Case("fn_log_sigmoid", lambda x: tf.math.log_sigmoid(x), {"x": [-800.0, 0.0, 2.0, 800.0]}, order=3),
    Case("fn_log_sigmoid_f32", lambda x: tf.math.log_sigmoid(x), {"x": [-100.0, 0.5, 100.0]}, dtype="float32", order=2),
    Case("fn_softsign", lambda x: tf.nn.softsign(x), {"x": [-1.0, 0.0, 2.0]}, order=2,
         note="SoftsignGrad has no registered gradient: second derivative raises LookupError"),
    Case("fn_softsign_first_only", lambda x: tf.nn.softsign(x), {"x": [-3.0, 0.5]}),
    Case("fn_reciprocal", lambda x: tf.math.reciprocal(x), {"x": [-1.0, 0.0, 2.0, -0.0]}, order=3),
    Case("fn_rsqrt", lambda x: tf.math.rsqrt(x), {"x": [0.0, 4.0, -1.0]}, order=3),
    Case("fn_floor", lambda x: tf.floor(x), {"x": [-1.5, 0.5, 2.0, -0.0]}),
    Case("fn_floor_times_x", lambda x: tf.floor(x) * x, {"x": [-1.5, 2.5]}, hessian=True),
    Case("fn_ceil", lambda x: tf.math.ceil(x), {"x": [-1.5, 0.5, 2.0, -0.5]}),
    Case("fn_round_half_even", lambda x: tf.round(x),
         {"x": [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.49999999999999994, 3.7, -3.7]}),
    Case("fn_round_times_x", lambda x: tf.round(x) * x, {"x": [2.5, 3.5]}, hessian=True),
    Case("fn_round_f32", lambda x: tf.round(x), {"x": [0.5, 1.5, 2.5]}, dtype="float32"),
    Case("fn_tile", lambda x: tf.tile(x, [2, 3]) * tf.reshape(tf.range(1., 13., dtype=tf.float64), [2, 6]),
         {"x": [[1.0, 2.0]]}, hessian=True),
    Case("fn_tile_zero", lambda x: tf.tile(x, [0]), {"x": [1.0, 2.0]}),
    Case("fn_pad_constant",
         lambda x: tf.pad(x, [[2, 1]], mode='CONSTANT') * tf.constant([1., 2., 3., 4., 5., 6.], tf.float64),
         {"x": [10.0, 20.0, 30.0]}, hessian=True),
    Case("fn_pad_constant_2d_square", lambda x: tf.pad(x, [[1, 1], [0, 1]], mode='CONSTANT') ** 2,
         {"x": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_pad_reflect",
         lambda x: tf.pad(x, [[2, 1]], mode='REFLECT') * tf.constant([1., 2., 3., 4., 5., 6.], tf.float64),
         {"x": [10.0, 20.0, 30.0]}, hessian=True),
    Case("fn_pad_reflect_2d_square", lambda x: tf.pad(x, [[1, 1], [0, 1]], mode='REFLECT') ** 2,
         {"x": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_pad_symmetric",
         lambda x: tf.pad(x, [[2, 1]], mode='SYMMETRIC') * tf.constant([1., 2., 3., 4., 5., 6.], tf.float64),
         {"x": [10.0, 20.0, 30.0]}, hessian=True),
    Case("fn_pad_symmetric_2d_square", lambda x: tf.pad(x, [[1, 1], [0, 1]], mode='SYMMETRIC') ** 2,
         {"x": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_pad_constant_values", lambda x: tf.pad(x, [[1, 1]], constant_values=7.0), {"x": [1.0, 2.0]}, hessian=True),
    Case("fn_pad_lowercase_mode", lambda x: tf.pad(x, [[1, 0]], mode='reflect'), {"x": [1.0, 2.0]}, hessian=True,
         note="mode is case-insensitive"),
    Case("fn_split_equal", lambda x: tf.split(x, 2)[0] * 3.0, {"x": [1.0, 2.0, 3.0, 4.0]}, hessian=True,
         note="unused outputs contribute zeros"),
    Case("fn_split_sizes", lambda x: tf.split(x, [1, 3]), {"x": [1.0, 2.0, 3.0, 4.0]}, hessian=True),
    Case("fn_split_sizes_minus1", lambda x: tf.split(x, [1, -1], axis=1)[1] * 2.0,
         {"x": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}, hessian=True),
    Case("fn_unstack", lambda x: tf.unstack(x)[1] * 5.0, {"x": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_unstack_axis1", lambda x: tf.unstack(x, axis=1), {"x": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_identity", lambda x: tf.identity(x), {"x": [1.0, 2.0]}, order=2),
    Case("fn_identity_times", lambda x: tf.identity(x) * x, {"x": [1.0, 2.0]}, hessian=True),
    *[Case(f"fn_matmul_ta{transpose_a:d}_tb{transpose_b:d}", matmul(transpose_a, transpose_b),
           {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [[5.0, 6.0], [7.0, 8.0]]}, hessian=True)
      for transpose_a in (False, True) for transpose_b in (False, True)],
    Case("fn_matmul_batch_broadcast", lambda a, b: tf.matmul(a, b),
         {"a": [[[1.0, 2.0]], [[3.0, 4.0]]], "b": [[1.0], [2.0]]}, hessian=True),
    Case("fn_range_gradient_none", lambda x: tf.range(x, 3.0, dtype=tf.float64), {"x": 0.5},
         note="Range is NotDifferentiable"),
    Case("fn_floordiv", lambda a, b: a // b,
         {"a": [7.0, -7.0, 7.0, -7.0, 1.0, 0.0], "b": [2.0, 2.0, -2.0, -2.0, 0.0, 0.0]},
         note="FloorDiv gradient is None for both"),
    Case("fn_floormod", lambda a, b: a % b,
         {"a": [7.0, -7.0, 7.0, -7.0, 7.5, 1.0], "b": [2.0, 2.0, -2.0, -2.0, 2.0, 0.0]}, hessian=True,
         note="gx = g, gy = -floor(x/y) g"),
    Case("fn_floormod_smooth", lambda a, b: a % b, {"a": [5.5], "b": [2.0]}, hessian=True),
    Case("fn_floordiv_python_number", lambda x: x // 2, {"x": [7.5, -7.5]}),
    Case("fn_boolean_mask", lambda x: tf.boolean_mask(x, [True, False, True]) * tf.constant([2., 3.], tf.float64),
         {"x": [1.0, 2.0, 3.0]}, hessian=True),
    Case("fn_boolean_mask_2d", lambda x: tf.boolean_mask(x, [[True, False], [False, True]]),
         {"x": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_boolean_mask_axis1", lambda x: tf.boolean_mask(x, [False, True], axis=1), {"x": [[1.0, 2.0], [3.0, 4.0]]},
         hessian=True),
    Case("fn_boolean_mask_all_false", lambda x: tf.boolean_mask(x, [False, False]), {"x": [1.0, 2.0]}),
    Case("fn_inv", lambda a: tf.linalg.inv(a), {"a": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_inv_adjoint", lambda a: tf.linalg.inv(a, adjoint=True), {"a": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_det", lambda a: tf.linalg.det(a), {"a": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_det_1x1", lambda a: tf.linalg.det(a), {"a": [[3.0]]}, hessian=True),
    Case("fn_det_batch", lambda a: tf.linalg.det(a), {"a": [[[1.0, 2.0], [3.0, 4.0]], [[2.0, 0.0], [0.0, 2.0]]]},
         hessian=True),
    Case("fn_det_singular_gradient", lambda a: tf.linalg.det(a), {"a": [[1.0, 2.0], [2.0, 4.0]]}),
    Case("fn_solve", lambda a, b: tf.linalg.solve(a, b), {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [[1.0], [2.0]]},
         hessian=True),
    Case("fn_solve_adjoint", lambda a, b: tf.linalg.solve(a, b, adjoint=True),
         {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [[1.0, 0.0], [2.0, 1.0]]}, hessian=True),
    Case("fn_trace", lambda a: tf.linalg.trace(a), {"a": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_trace_nonsquare_batch", lambda a: tf.linalg.trace(a), {"a": [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]},
         hessian=True),
    Case("fn_matvec", lambda a, b: tf.linalg.matvec(a, b), {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [1.0, 2.0]},
         hessian=True),
    Case("fn_matvec_transpose", lambda a, b: tf.linalg.matvec(a, b, transpose_a=True),
         {"a": [[1.0, 2.0], [3.0, 4.0]], "b": [1.0, 2.0]}, hessian=True),
    Case("fn_diag_part", lambda a: tf.linalg.diag_part(a) * tf.constant([2., 3.], tf.float64),
         {"a": [[1.0, 2.0], [3.0, 4.0]]}, hessian=True),
    Case("fn_diag_part_nonsquare", lambda a: tf.linalg.diag_part(a), {"a": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]},
         hessian=True),
    Case("fn_diag_part_k1", lambda a: tf.linalg.diag_part(a, k=1), {"a": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]},
         hessian=True),
    Case("fn_argmax_gradient_none", lambda x: tf.cast(tf.math.argmax(x), tf.float64), {"x": [1.0, 3.0]}),
    # Keras 3's tf.keras.losses has only the short aliases (mse, MSE, mae, MAE); the full names are keras.losses'.
    Case("fn_keras_mse", lambda t, p: keras.losses.mean_squared_error(t, p),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[0.2, 0.8], [0.6, 0.4]]}, hessian=True),
    Case("fn_keras_mse_alias_tf", lambda t, p: tf.keras.losses.mse(t, p), {"t": [0.0, 1.0], "p": [0.5, 0.25]},
         hessian=True),
    Case("fn_keras_MSE_rank_mismatch", lambda t, p: tf.keras.losses.MSE(t, p), {"t": [[0.0], [1.0]], "p": [0.5, 0.5]},
         hessian=True, note="squeeze_or_expand_to_same_rank: y_true (2,1) squeezed to (2,); result over last axis"),
    Case("fn_keras_mae", lambda t, p: keras.losses.mean_absolute_error(t, p),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[0.2, 1.0], [0.6, 0.4]]}, hessian=True),
    Case("fn_keras_mae_alias", lambda t, p: tf.keras.losses.mae(t, p), {"t": [1.0, 2.0], "p": [1.0, 0.0]},
         hessian=True),
    Case("fn_keras_bce", lambda t, p: tf.keras.losses.binary_crossentropy(t, p),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[0.2, 0.8], [0.6, 0.4]]}, hessian=True),
    Case("fn_keras_bce_clipped", lambda t, p: tf.keras.losses.binary_crossentropy(t, p),
         {"t": [[1.0, 0.0]], "p": [[0.0, 1.0]]}, hessian=True,
         note="clip_by_value(p, 1e-7, 1 - 1e-7): outside the bounds the p-gradient is 0"),
    Case("fn_keras_bce_at_epsilon", lambda t, p: tf.keras.losses.binary_crossentropy(t, p),
         {"t": [[1.0, 0.0]], "p": [[1e-07, 0.9999999]]}, hessian=True,
         note="exactly at the clip bounds the gradient passes (maximum/minimum ties go to x)"),
    Case("fn_keras_bce_logits", lambda t, p: tf.keras.losses.binary_crossentropy(t, p, from_logits=True),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[0.0, 2.0], [-1.0, 800.0]]}, hessian=True),
    Case("fn_keras_bce_label_smoothing", lambda t, p: tf.keras.losses.binary_crossentropy(t, p, label_smoothing=0.1),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[0.2, 0.8], [0.6, 0.4]]}, hessian=True),
    Case("fn_keras_bce_f32", lambda t, p: tf.keras.losses.binary_crossentropy(t, p),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[0.2, 0.8], [0.6, 0.4]]}, dtype="float32", hessian=True),
    Case("fn_keras_cce", lambda t, p: tf.keras.losses.categorical_crossentropy(t, p),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[0.2, 0.8], [0.6, 0.4]]}, hessian=True),
    Case("fn_keras_cce_unnormalized", lambda t, p: tf.keras.losses.categorical_crossentropy(t, p),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[1.0, 3.0], [2.0, 2.0]]}, hessian=True,
         note="probabilities are first divided by their sum"),
    Case("fn_keras_cce_zero_prob", lambda t, p: tf.keras.losses.categorical_crossentropy(t, p),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[1.0, 0.0], [1.0, 0.0]]}, hessian=True),
    Case("fn_keras_cce_logits", lambda t, p: tf.keras.losses.categorical_crossentropy(t, p, from_logits=True),
         {"t": [[0.0, 1.0], [1.0, 0.0]], "p": [[1.0, 2.0], [0.5, -0.5]]}, hessian=True),
    Case("fn_keras_scce", lambda t, p: tf.keras.losses.sparse_categorical_crossentropy(t, p),
         {"t": [1, 0], "p": [[0.2, 0.8], [0.6, 0.4]]}, input_dtypes={"t": "int32"}, sources=["p"], hessian=True),
    Case("fn_keras_scce_float_labels", lambda t, p: tf.keras.losses.sparse_categorical_crossentropy(t, p),
         {"t": [1.0, 0.0], "p": [[0.2, 0.8], [0.6, 0.4]]}, sources=["p"], hessian=True,
         note="float labels are cast to int64"),
    Case("fn_keras_scce_logits", lambda t, p: tf.keras.losses.sparse_categorical_crossentropy(t, p, from_logits=True),
         {"t": [1, 0], "p": [[1.0, 2.0], [0.5, -0.5]]}, input_dtypes={"t": "int32"}, sources=["p"], hessian=True),
    Case("fn_keras_scce_unnormalized", lambda t, p: tf.keras.losses.sparse_categorical_crossentropy(t, p),
         {"t": [1, 0], "p": [[1.0, 3.0], [2.0, 2.0]]}, input_dtypes={"t": "int32"}, sources=["p"], hessian=True,
         note="no renormalisation (unlike categorical): clip to [1e-7, 1-1e-7], log, then sparse softmax xent on the "
              "logs"),
    Case("fn_keras_scce_zero_prob", lambda t, p: tf.keras.losses.sparse_categorical_crossentropy(t, p),
         {"t": [1, 0], "p": [[1.0, 0.0], [0.0, 1.0]]}, input_dtypes={"t": "int32"}, sources=["p"], hessian=True),
    Case("fn_keras_scce_labels_column", lambda t, p: tf.keras.losses.sparse_categorical_crossentropy(t, p),
         {"t": [[1], [0]], "p": [[0.2, 0.8], [0.6, 0.4]]}, input_dtypes={"t": "int32"}, sources=["p"], hessian=True),
    Case("fn_readme_seed_f32",
         lambda labels, inputs, w, b: tf.nn.sparse_softmax_cross_entropy_with_logits(
             labels=labels, logits=tf.matmul(inputs, w) + b),
         {"labels": [0, 1], "inputs": [[0.1, 0.0], [0.5, 0.51]], "w": [[0.1, 0.0], [0.5, 0.51]], "b": [0.0, 0.0]},
         dtype="float32", input_dtypes={"labels": "int32"}, sources=["w", "b"],
         note="the README's seed example in float32"),
    Case("fn_erf_second_point", lambda x: tf.math.erf(x), {"x": [1.0, -0.25]}, dtype="float32", order=2),
    Case("fn_erfc_second_point", lambda x: tf.math.erfc(x), {"x": [1.0, 10.0, -10.0]}, order=2),
    Case("fn_elu_kink", lambda x: tf.nn.elu(x), {"x": [0.0, -1e-08, 1e-08]}, order=3),
    Case("fn_elu_times_x", lambda x: tf.nn.elu(x) * x, {"x": [-1.0, 0.0]}, hessian=True),
    Case("fn_selu_kink", lambda x: tf.nn.selu(x), {"x": [0.0, -800.0]}, order=3),
    Case("fn_selu_f32", lambda x: tf.nn.selu(x), {"x": [-1.0, 1.0]}, dtype="float32", order=2),
    Case("fn_reciprocal_smooth", lambda x: tf.math.reciprocal(x) * x, {"x": [2.0, -4.0]}, order=3),
    Case("fn_rsqrt_smooth", lambda x: tf.math.rsqrt(x), {"x": [0.25, 9.0]}, order=3),
    Case("fn_ceil_times_x", lambda x: tf.math.ceil(x) * x, {"x": [-1.5, 2.0]}, hessian=True),
    Case("fn_argmin_gradient_none", lambda x: tf.cast(tf.math.argmin(x, axis=1), tf.float64),
         {"x": [[1.0, 0.0], [2.0, 3.0]]}),
    # r17: the special functions far from 0 and at their poles (Eigen's float32 zeta sums 9 terms only, its float64
    # erf is nan where x's upper half squared overflows)
    *[Case(f"r17_{name}_far_{dtype}", code, {"x": points}, dtype=dtype, order=2)
      for name, code in SPECIAL_FUNCTIONS.items() for dtype, points in SPECIAL_FAR.items()],
]

# ----- The error cases -----

ERROR_CASES = [
    ErrorCase("r07_squeeze_bad_axis", lambda: tf.squeeze(tf.zeros([1, 2, 1]), axis=1)),
    ErrorCase("r07_squeeze_axis_out_of_range", lambda: tf.squeeze(tf.zeros([1, 2, 1]), axis=3)),
    ErrorCase("r10_argmax_empty", lambda x: tf.math.argmax(x), {"x": []}),
    ErrorCase("r11_softmax_axis_out_of_range", lambda x: tf.nn.softmax(x, axis=2),
              {"x": [[1.0, 2.0, 0.5], [3.0, 5.0, -1.0]]}),
    ErrorCase("r11_softmax_scalar", lambda x: tf.nn.softmax(x), {"x": 1.0}),
    ErrorCase("r11_softmax_axis_list", lambda x: tf.nn.softmax(x, axis=[0]),
              {"x": [[1.0, 2.0, 0.5], [3.0, 5.0, -1.0]]}),
    ErrorCase("r15_matmul_rank1",
              lambda: tf.matmul(tf.constant([1., 2.], tf.float64), tf.constant([3., 4.], tf.float64))),
    ErrorCase("r15_matmul_rank1_operator",
              lambda: tf.constant([1., 2.], tf.float64) @ tf.constant([3., 4.], tf.float64)),
    ErrorCase("r15_matmul_rank1_rank2",
              lambda: tf.matmul(tf.constant([1., 2.], tf.float64), tf.constant([[3.], [4.]], tf.float64))),
    ErrorCase("r15_matmul_scalar", lambda: tf.matmul(tf.constant(1., tf.float64), tf.constant(2., tf.float64))),
    ErrorCase("r15_matmul_inner_mismatch",
              lambda: tf.matmul(tf.constant([[1., 2.]], tf.float64), tf.constant([[3., 4.]], tf.float64))),
    ErrorCase("r15_matmul_batch_mismatch",
              lambda: tf.matmul(tf.ones([2, 1, 2], tf.float64), tf.ones([3, 2, 1], tf.float64))),
    ErrorCase("r15_transpose_perm_repeated", lambda: tf.transpose(tf.constant([[1., 2.]], tf.float64), perm=[1, 1])),
    ErrorCase("r15_transpose_perm_out_of_range",
              lambda: tf.transpose(tf.constant([[1., 2.]], tf.float64), perm=[0, 2])),
    ErrorCase("r15_transpose_perm_wrong_length", lambda: tf.transpose(tf.constant([[1., 2.]], tf.float64), perm=[0])),
    ErrorCase("r15_constant_of_tensors", lambda: tf.constant([tf.constant(1.0), tf.constant(2.0)])),
    ErrorCase("r15_constant_of_tensor_and_number", lambda: tf.constant([tf.constant(1.0), 2.0])),
    ErrorCase("r15_add_f32_f64", lambda: tf.constant(1.0, tf.float32) + tf.constant(2.0, tf.float64)),
    ErrorCase("r15_add_f64_f32", lambda: tf.constant(2.0, tf.float64) + tf.constant(1.0, tf.float32)),
    ErrorCase("r15_mul_f64_f32", lambda: tf.constant(2.0, tf.float64) * tf.constant(1.0, tf.float32)),
    ErrorCase("r15_sub_f64_f32", lambda: tf.constant(2.0, tf.float64) - tf.constant(1.0, tf.float32)),
    ErrorCase("r15_div_f64_f32", lambda: tf.constant(2.0, tf.float64) / tf.constant(1.0, tf.float32)),
    ErrorCase("r15_pow_f64_f32", lambda: tf.constant(2.0, tf.float64) ** tf.constant(1.0, tf.float32)),
    ErrorCase("r15_matmul_f64_f32", lambda: tf.constant([[2.0]], tf.float64) @ tf.constant([[1.0]], tf.float32)),
    ErrorCase("r15_add_f64_int32", lambda: tf.constant(2.0, tf.float64) + tf.constant(1, tf.int32)),
    ErrorCase("r15_concat_f64_f32",
              lambda: tf.concat([tf.constant([2.0], tf.float64), tf.constant([1.0], tf.float32)], 0)),
    ErrorCase("r16_concat_two_scalars", lambda: tf.concat([tf.constant(1.0), tf.constant(2.0)], 0)),
    # In a fresh process TensorFlow raises IndexError here; once a ConcatV2 has run (the cases above run some),
    # this InvalidArgumentError, whose kernel dump protobuf words a little differently in each process.
    ErrorCase("r16_concat_empty_list", lambda: tf.concat([], 0),
              note="message text embeds a kernel-registry dump that varies between runs; compare type and the prefix "
                   "\"OpKernel 'ConcatV2' has constraint on attr 'T' not in NodeDef\""),
    ErrorCase("r16_concat_axis_out_of_range", lambda: tf.concat([tf.constant([1.0]), tf.constant([2.0])], 5)),
    ErrorCase("r16_concat_axis_list", lambda: tf.concat([tf.constant([1.0])], [0])),
    ErrorCase("fn_gather_out_of_range", lambda p: tf.gather(p, [3]), {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}),
    ErrorCase("fn_gather_negative_index", lambda p: tf.gather(p, [-1]), {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}),
    ErrorCase("fn_gather_float_index", lambda p: tf.gather(p, [1.0]), {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}),
    ErrorCase("fn_gather_nd_out_of_range", lambda p: tf.gather_nd(p, [[3, 0]]),
              {"p": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}),
    ErrorCase("fn_einsum_bad",
              lambda: tf.einsum('ij,jk->ik', tf.ones([2, 3], tf.float64), tf.ones([2, 3], tf.float64))),
    ErrorCase("fn_norm_fro_vector", lambda: tf.norm(tf.constant([1., 2.], tf.float64), ord='fro')),
    ErrorCase("fn_norm_ord_0", lambda: tf.norm(tf.constant([1., 2.], tf.float64), ord=0)),
    ErrorCase("fn_norm_ord_negative", lambda: tf.norm(tf.constant([1., 2.], tf.float64), ord=-1)),
    ErrorCase("fn_norm_axis_tuple3", lambda: tf.norm(tf.ones([2, 2, 2], tf.float64), axis=[0, 1, 2])),
    ErrorCase("fn_clip_by_value_broadcast_error",
              lambda: tf.clip_by_value(tf.constant([1.0], tf.float64), tf.constant([0., 0.], tf.float64), 1.0)),
    ErrorCase("fn_one_hot_float_indices", lambda: tf.one_hot([0.0], 3)),
    ErrorCase("fn_reduce_std_int", lambda: tf.math.reduce_std(tf.constant([1, 2], tf.int32))),
    ErrorCase("fn_leaky_relu_tensor_alpha", lambda x: tf.nn.leaky_relu(x, alpha=tf.constant(0.1, tf.float64)),
              {"x": [1.0]}),
    ErrorCase("fn_gelu_int", lambda: tf.nn.gelu(tf.constant([1, 2], tf.int32))),
    ErrorCase("fn_tile_bad_length", lambda: tf.tile(tf.constant([1., 2.], tf.float64), [2, 2])),
    ErrorCase("fn_pad_reflect_too_big", lambda: tf.pad(tf.constant([1., 2.], tf.float64), [[2, 0]], mode='REFLECT')),
    ErrorCase("fn_pad_symmetric_too_big",
              lambda: tf.pad(tf.constant([1., 2.], tf.float64), [[3, 0]], mode='SYMMETRIC')),
    ErrorCase("fn_pad_bad_mode", lambda: tf.pad(tf.constant([1., 2.], tf.float64), [[1, 0]], mode='EDGE')),
    ErrorCase("fn_pad_negative", lambda: tf.pad(tf.constant([1., 2.], tf.float64), [[-1, 0]])),
    ErrorCase("fn_split_uneven", lambda: tf.split(tf.constant([1., 2., 3.], tf.float64), 2)),
    ErrorCase("fn_unstack_scalar", lambda: tf.unstack(tf.constant(1.0, tf.float64))),
    ErrorCase("fn_range_delta0", lambda: tf.range(0, 3, 0)),
    ErrorCase("fn_range_wrong_direction", lambda: tf.range(3, 0)),
    ErrorCase("fn_zeros_negative", lambda: tf.zeros([-1])),
    ErrorCase("fn_int_floordiv_zero", lambda: tf.constant([7], tf.int32) // tf.constant([0], tf.int32)),
    ErrorCase("fn_boolean_mask_shape_mismatch", lambda: tf.boolean_mask(tf.constant([1., 2.], tf.float64), [True])),
    ErrorCase("fn_inv_singular", lambda: tf.linalg.inv(tf.constant([[1., 2.], [2., 4.]], tf.float64))),
    ErrorCase("fn_inv_nonsquare", lambda: tf.linalg.inv(tf.constant([[1., 2.]], tf.float64))),
    ErrorCase("fn_det_nonsquare", lambda: tf.linalg.det(tf.constant([[1., 2.]], tf.float64))),
    ErrorCase("fn_solve_singular",
              lambda: tf.linalg.solve(tf.constant([[1., 2.], [2., 4.]], tf.float64),
                                      tf.constant([[1.], [2.]], tf.float64))),
    ErrorCase("fn_solve_vector_rhs",
              lambda: tf.linalg.solve(tf.constant([[1., 2.], [3., 4.]], tf.float64),
                                      tf.constant([1., 2.], tf.float64))),
    ErrorCase("fn_trace_1d", lambda: tf.linalg.trace(tf.constant([1., 2.], tf.float64))),
    ErrorCase("fn_matvec_mismatch", lambda: tf.linalg.matvec(tf.ones([2, 3], tf.float64), tf.ones([2], tf.float64))),
    ErrorCase("fn_diag_part_1d", lambda: tf.linalg.diag_part(tf.constant([1., 2.], tf.float64))),
    ErrorCase("fn_argmax_scalar", lambda: tf.math.argmax(tf.constant(1.0, tf.float64))),
    ErrorCase("fn_argmin_empty", lambda: tf.math.argmin(tf.zeros([0], tf.float64))),
    ErrorCase("fn_keras_mse_scalar",
              lambda: keras.losses.mean_squared_error(tf.constant(1.0, tf.float64), tf.constant(0.5, tf.float64))),
    ErrorCase("fn_keras_mse_tf_name_missing", lambda: tf.keras.losses.mean_squared_error,
              note="with Keras 3 the tf.keras.losses namespace has only the mse/MSE/mae/MAE aliases; "
                   "keras.losses.mean_squared_error exists"),
    ErrorCase("fn_keras_cce_shape_mismatch",
              lambda: tf.keras.losses.categorical_crossentropy(tf.constant([[0., 1.]], tf.float64),
                                                               tf.constant([[0.5, 0.25, 0.25]], tf.float64))),
    ErrorCase("fn_keras_scce_label_out_of_range",
              lambda: tf.keras.losses.sparse_categorical_crossentropy(
                  tf.constant([2, 0], tf.int32), tf.constant([[0.2, 0.8], [0.6, 0.4]], tf.float64))),
    ErrorCase("fn_erf_int", lambda: tf.math.erf(tf.constant([1], tf.int32))),
]


# ----- Recording what TensorFlow does -----

def encode(value):
    """Numbers, in lists and dicts, as the JSON holds them: NaN and the infinities as "nan", "inf" and "-inf"."""
    if isinstance(value, dict):
        return {key: encode(item) for key, item in value.items()}
    if isinstance(value, list):
        return [encode(item) for item in value]
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    return value


def plain(tensor):
    """A tensor (an IndexedSlices densified) as encoded nested lists, or None."""
    return None if tensor is None else encode(tf.convert_to_tensor(tensor).numpy().tolist())


def describe(error, qualify_builtins=False):
    """An exception's type, message and core: the message's first line without TensorFlow's node and op names."""
    kind = type(error)
    qualified = kind.__module__ != "builtins" or qualify_builtins
    message = str(error)
    core = re.sub(r"^\{\{function_node [^}]*\}\} ", "", message.split("\n")[0]).split(" [Op:")[0]
    return {"type": f"{kind.__module__}.{kind.__name__}" if qualified else kind.__name__, "message": message,
            "core": core}


def header(case, input_dtypes=None):
    entry = {"name": case.name, "inputs": encode(case.inputs), "dtype": case.dtype}
    if input_dtypes:
        entry["input_dtypes"] = input_dtypes
    if case.note:
        entry["note"] = case.note
    return entry


def tensors_of(inputs, dtype, input_dtypes=None):
    input_dtypes = input_dtypes or {}
    return {name: tf.constant(value, input_dtypes.get(name, dtype)) for name, value in inputs.items()}


def hessian_blocks(tape, sources, watched, gradients):
    """{s: {s2: the jacobian of s's gradient by s2}}, taken one row at a time (pfor's vectorised jacobian may
    differ in the last bit from the data's)."""
    def blocks(gradient):
        return {other: plain(tape.jacobian(gradient, x, experimental_use_pfor=False))
                for other, x in zip(sources, watched)}
    return {name: None if gradient is None else blocks(gradient) for name, gradient in zip(sources, gradients)}


def value_gradient_and_hessian(case, tensors, sources):
    """The value; the gradient of each source, from a tape inside another; the other's jacobian of each gradient."""
    watched = [tensors[name] for name in sources]
    with tf.GradientTape(persistent=True) as outer:
        outer.watch(watched)
        with tf.GradientTape(persistent=True) as inner:
            inner.watch(watched)
            y = case.code(**tensors)
        seed = eval(case.output_gradients, {"tf": tf}) if case.output_gradients else None
        gradients = inner.gradient(y, watched, output_gradients=seed,
                                   unconnected_gradients=case.unconnected_gradients or "none")
    several = isinstance(y, (list, tuple))
    entry = {"value": [plain(item) for item in y] if several else plain(y),
             "value_dtype": [item.dtype.name for item in y] if several else y.dtype.name,
             "gradient": {name: plain(gradient) for name, gradient in zip(sources, gradients)}}
    sparse = {name: type(gradient).__name__ for name, gradient in zip(sources, gradients)
              if isinstance(gradient, tf.IndexedSlices)}
    if sparse:
        entry["gradient_type"] = sparse
    if case.hessian:
        entry["second"] = hessian_blocks(outer, sources, watched, gradients)
    return entry


def nested_derivatives(case, tensors, source):
    """The first case.order derivatives from nested tapes, up to the first None; and the error TensorFlow raised
    taking the next one, if it did."""
    x = tensors[source]
    tapes = [tf.GradientTape(persistent=True) for _ in range(case.order)]
    for tape in tapes:
        tape.__enter__()
        tape.watch(x)
    level, found, error = case.code(**tensors), [], None
    for tape in reversed(tapes):
        tape.__exit__(None, None, None)
        if level is None or error:  # every tape is closed; none past a None or an error is asked
            continue
        try:
            level = tape.gradient(level, x)
            found.append(plain(level))
        except LookupError as raised:  # a gradient function TensorFlow does not have
            error = raised
    return found, error


def record_gradient_case(case):
    entry = header(case, case.input_dtypes)
    sources = case.sources or list(case.inputs)
    entry["sources"] = sources
    if case.output_gradients:
        entry["output_gradients"] = case.output_gradients
    if case.unconnected_gradients:
        entry["unconnected_gradients"] = case.unconnected_gradients
    tensors = tensors_of(case.inputs, case.dtype, case.input_dtypes)
    try:
        entry.update(value_gradient_and_hessian(case, tensors, sources))
    except (tf.errors.OpError, ValueError, TypeError) as error:  # in the forward pass or the gradient
        entry["error"] = describe(error)
        return entry
    if case.order:
        (source,) = sources
        entry["derivatives"], error = nested_derivatives(case, tensors, source)
        if error:  # its type is written with its module, builtins too
            entry["derivatives_error"] = describe(error, qualify_builtins=True)
    if case.output_gradients:  # the seed as gradcli code, for the test; last, where the data has it
        entry["output_gradients_code"] = case.output_gradients.replace("tf.", "gc.")
    return entry


def record_error_case(case):
    try:
        case.code(**tensors_of(case.inputs, case.dtype))
    except Exception as error:  # whatever TensorFlow raises is the answer
        return {**header(case), "error": describe(error)}
    raise AssertionError(f"{case.name}: TensorFlow did not refuse it")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    output = parser.parse_args().output
    document = {"gradient": [record_gradient_case(case) for case in GRADIENT_CASES],
                "error": [record_error_case(case) for case in ERROR_CASES]}
    output.write_text(json.dumps(document, separators=(",", ":")))


if __name__ == "__main__":
    main()
