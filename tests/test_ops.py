"""Every differentiable function of the vocabulary against central finite differences.

One line per op: the function and the inputs to check it at, scalars, vectors,
matrices and broadcasting among them. Each line checks both the jacobian (all
rows at once, the batched path) and a gradient seeded with random weights.
"""
import numpy as np
import pytest

import gradcli as gc
from gradcli.engine import ops
from gradcli.engine.tape import JACOBIAN_CHUNK_ELEMENTS
from gradcli.functions import VOCABULARY
from gradcli.words.errors import NotComputed
from tests.gradcheck import assert_matches_finite_differences, tape_derivatives

RNG = np.random.default_rng(20261129)


def real(*shape):
    return RNG.uniform(-2.0, 2.0, shape)


def positive(*shape):
    return RNG.uniform(0.5, 2.5, shape)


def unit(*shape):
    return RNG.uniform(-0.9, 0.9, shape)


def distributions(rows, classes):
    p = RNG.uniform(0.1, 1.0, (rows, classes))
    return p / p.sum(axis=1, keepdims=True)


def in_sets(*arrays):
    return [tuple(a) for a in arrays]


COND = np.array([[True, False, True], [False, False, True]])
LABELS = np.array([[0.0, 1.0, 0.5], [1.0, 0.2, 0.0]])
ZEROS_INSIDE = np.array([[0.0, 2.0, 3.0], [1.5, 0.0, 0.0]])

CASES = [
    # name, function, argument sets
    ("abs", gc.abs, [(real(),), (real(3),), (real(2, 3),)]),
    ("sqrt", gc.sqrt, [(positive(),), (positive(2, 3),)]),
    ("square", gc.square, [(real(),), (real(2, 3),)]),
    ("exp", gc.exp, [(real(),), (real(2, 3),)]),
    ("log", gc.log, [(positive(),), (positive(2, 3),)]),
    ("log1p", gc.log1p, [(positive(),), (unit(2, 3),)]),
    ("expm1", gc.expm1, [(real(),), (real(2, 3),)]),
    ("sin", gc.sin, [(real(),), (real(2, 3),)]),
    ("cos", gc.cos, [(real(),), (real(2, 3),)]),
    ("tan", gc.tan, [(unit(),), (unit(2, 3),)]),
    ("asin", gc.asin, [(unit(),), (unit(2, 3),)]),
    ("acos", gc.acos, [(unit(),), (unit(2, 3),)]),
    ("atan", gc.atan, [(real(),), (real(2, 3),)]),
    ("sinh", gc.sinh, [(real(),), (real(2, 3),)]),
    ("cosh", gc.cosh, [(real(),), (real(2, 3),)]),
    ("tanh", gc.tanh, [(real(),), (real(2, 3),)]),
    ("sigmoid", gc.sigmoid, [(real(),), (real(2, 3) * 10,)]),
    ("negative", gc.negative, [(real(),), (real(2, 3),)]),
    ("identity", gc.identity, [(real(),), (real(2, 3),)]),
    ("real", gc.math.real, [(real(2, 3),)]),  # of real numbers: the numbers themselves
    ("conj", gc.math.conj, [(real(2, 3),)]),
    ("relu", gc.relu, [(real(),), (real(2, 3),)]),
    ("softplus", gc.softplus, [(real(),), (real(2, 3) * 10,)]),
    ("add", gc.add, [(real(), real()), (real(2, 3), real(3))]),
    ("subtract", gc.subtract, [(real(), real()), (real(2, 3), real(3))]),
    ("multiply", gc.multiply, [(real(), real()), (real(2, 3), real(3))]),
    ("divide", gc.divide, [(real(), positive()), (real(2, 3), positive(3))]),
    ("maximum", gc.maximum, [(real(), real()), (real(2, 3), real(3)), (real(2, 1), real(1, 3))]),
    ("minimum", gc.minimum, [(real(), real()), (real(2, 3), real(3)), (real(2, 1), real(1, 3))]),
    ("pow", gc.pow, [(positive(), real()), (positive(2, 3), real(3)), (positive(3), real(2, 1))]),
    ("atan2", gc.atan2, [(real(), real()), (real(2, 3), real(3)), (real(2, 1), positive(1, 3))]),
    ("where", lambda x, y: gc.where(gc.constant(COND) > 0, x, y), [(real(2, 3), real(3)), (real(), real(2, 3))]),
    ("reduce_sum", lambda x: gc.reduce_sum(x, axis=1) * gc.reduce_sum(x), [(real(2, 3),), (real(2, 3, 2),)]),
    ("reduce_mean", lambda x: gc.reduce_mean(x, axis=[0, -1], keepdims=True), [(real(2, 3),), (real(2, 3, 2),)]),
    ("reduce_max", lambda x: gc.reduce_max(x, axis=0), [(real(4),), (real(2, 3),)]),
    ("reduce_min", lambda x: gc.reduce_min(x, axis=-1, keepdims=True), [(real(4),), (real(2, 3),)]),
    ("reduce_prod", lambda x: gc.reduce_prod(x, axis=1), [(real(2, 3),), (ZEROS_INSIDE,)]),
    ("reduce_logsumexp", lambda x: gc.reduce_logsumexp(x, axis=0), [(real(3),), (real(2, 3) * 10,)]),
    ("cumsum", lambda x: gc.cumsum(x, axis=-1, exclusive=True) * gc.cumsum(x, reverse=True),
     [(real(3),), (real(2, 3),)]),
    ("cumprod", lambda x: gc.cumprod(x, axis=0) + gc.cumprod(x, exclusive=True, reverse=True),
     [(real(3),), (real(3, 2),)]),
    ("matmul", gc.matmul, [(real(2, 3), real(3, 4)), (real(1, 3), real(3, 4)), (real(2, 3), real(3, 1)),
                           (real(2, 2, 3), real(3, 4)), (real(3, 4), real(2, 4, 3)),
                           (real(2, 1, 2, 3), real(3, 3, 2))]),
    ("transpose", lambda x: gc.transpose(x) * gc.reduce_sum(gc.transpose(x, perm=[1, 0, 2])[:, :, 0:1]),
     [(real(2, 3, 2),)]),
    ("reshape", lambda x: gc.reshape(x, [3, -1]) ** 2.0, [(real(2, 3),), (real(6),)]),
    ("concat", lambda x, y: gc.concat([x, y * y, x], axis=-1), [(real(2, 3), real(2, 1)), (real(2), real(3))]),
    ("stack", lambda x, y: gc.stack([x, y * y], axis=-1), [(real(2, 3), real(2, 3)), (real(), real())]),
    ("expand_dims", lambda x: gc.expand_dims(x, -1) * gc.reduce_sum(gc.expand_dims(x, 0) ** 2.0),
     [(real(3),), (real(2, 3),)]),
    ("squeeze", lambda x: gc.squeeze(x) * gc.squeeze(x, axis=0)[0], [(real(1, 3, 1),)]),
    ("broadcast_to", lambda x: gc.broadcast_to(x, [2, 3, 3]) ** 2.0, [(real(3),), (real(3, 1),)]),
    ("softmax", lambda x: gc.softmax(x) * gc.softmax(x, axis=0), [(real(3),), (real(2, 3),)]),
    ("log_softmax", lambda x: gc.log_softmax(x) * gc.log_softmax(x, axis=0), [(real(3),), (real(2, 3),)]),
    ("softmax_cross_entropy_with_logits", lambda p, z: gc.softmax_cross_entropy_with_logits(labels=p, logits=z),
     [(distributions(2, 3), real(2, 3)), (distributions(1, 4)[0], real(4))]),
    ("sparse_softmax_cross_entropy_with_logits",
     lambda z: gc.sparse_softmax_cross_entropy_with_logits(labels=[2.0, 0.0], logits=z), [(real(2, 3),)]),
    ("sigmoid_cross_entropy_with_logits", lambda t, z: gc.sigmoid_cross_entropy_with_logits(labels=t, logits=z),
     [(LABELS, real(2, 3) * 5), (np.array(0.3), real())]),
    ("reciprocal", gc.math.reciprocal, [(positive(),), (-positive(2, 3),)]),
    ("rsqrt", gc.math.rsqrt, [(positive(),), (positive(2, 3),)]),
    ("erf", gc.math.erf, [(real(),), (real(2, 3),)]),
    ("erfc", gc.math.erfc, [(real(),), (real(2, 3),)]),
    ("sign", lambda x: gc.sign(x) * x, [(real(),), (real(2, 3),)]),
    ("divide_no_nan", gc.math.divide_no_nan, [(real(), positive()), (real(2, 3), -positive(3))]),
    ("squared_difference", gc.math.squared_difference, [(real(), real()), (real(2, 3), real(3))]),
    ("floormod", gc.math.floormod, [(positive(3) * 3, positive(3)), (positive(2, 3) * 3, positive(3))]),
    ("truediv", gc.math.truediv, [(real(), positive()), (real(2, 3), positive(3))]),
    ("softsign", gc.nn.softsign, [(real(),), (real(2, 3),)]),
    ("elu", gc.nn.elu, [(real(),), (real(2, 3),)]),
    ("selu", gc.nn.selu, [(real(),), (real(2, 3),)]),
    ("leaky_relu", lambda x: gc.nn.leaky_relu(x) + gc.nn.leaky_relu(x, alpha=1.5), [(real(),), (real(2, 3),)]),
    ("silu", lambda x, b: gc.nn.silu(x) + gc.nn.silu(x, beta=b), [(real(), positive()), (real(2, 3), positive())]),
    ("gelu", lambda x: gc.nn.gelu(x) + gc.nn.gelu(x, approximate=True), [(real(),), (real(2, 3),)]),
    ("log_sigmoid", gc.math.log_sigmoid, [(real(),), (real(2, 3) * 10,)]),
    ("reduce_variance", lambda x: gc.math.reduce_variance(x, axis=1) * gc.math.reduce_variance(x),
     [(real(2, 3),), (real(2, 3, 2),)]),
    ("reduce_std", lambda x: gc.math.reduce_std(x, axis=-1, keepdims=True), [(real(3),), (real(2, 3),)]),
    ("reduce_euclidean_norm", lambda x: gc.math.reduce_euclidean_norm(x, axis=0), [(real(3),), (real(2, 3),)]),
    ("moments", lambda x: gc.stack(gc.nn.moments(x, axes=[0])), [(real(4),), (real(3, 2),)]),
    ("norm", lambda x: gc.stack([gc.norm(x), gc.norm(x, ord=1), gc.norm(x, ord=3.0), gc.norm(x, ord=gc.inf),
                                gc.linalg.norm(x, ord="fro", axis=[0, 1]), gc.norm(x, ord=1, axis=[0, 1]),
                                gc.norm(x, ord=gc.inf, axis=[0, 1])]), [(real(2, 3),)]),
    ("l2_normalize", lambda x: gc.math.l2_normalize(x, axis=-1), [(real(3),), (real(2, 3),)]),
    ("l2_loss", gc.nn.l2_loss, [(real(),), (real(2, 3),)]),
    ("clip_by_value", lambda x: gc.clip_by_value(x, -1.0, 1.0) * x, [(real(5),), (real(2, 3),)]),
    ("clip_by_norm", lambda x: gc.clip_by_norm(x, 1.0) + gc.clip_by_norm(x, 10.0, axes=[0]), [(real(3),),
                                                                                               (real(2, 3),)]),
    ("matvec", lambda a, b: gc.linalg.matvec(a, b) + gc.linalg.matvec(a, b, transpose_a=True),
     [(real(3, 3), real(3)), (real(2, 3, 3), real(3))]),
    ("tensordot", lambda a, b: gc.tensordot(a, b, axes=1) + gc.tensordot(a, b, axes=[[0], [1]]),
     [(real(3, 3), real(3, 3))]),
    ("einsum", lambda a, b: gc.einsum("ij,jk->ik", a, b) * gc.einsum("ii->", a) + gc.einsum("ij->j", b)[None, :]
     + gc.einsum("ij,ij", a, a), [(real(3, 3), real(3, 3))]),
    ("einsum_ellipsis", lambda a, b: gc.einsum("i...j,...j->i...", a, b) ** 2.0, [(real(2, 3, 4), real(3, 4))]),
    ("unstack", lambda x: gc.unstack(x)[0] * gc.unstack(x, axis=1)[1][0], [(real(2, 3),)]),
    ("split", lambda x: gc.split(x, 3, axis=1)[2] * gc.split(x, [1, -1])[1][0, :1], [(real(2, 3),)]),
    ("tile", lambda x: gc.tile(x, [2, 3]) ** 2.0, [(real(2, 1),), (real(1, 3),)]),
    ("pad", lambda x: gc.pad(x, [[1, 2], [2, 1]]) + gc.pad(x, [[1, 2], [2, 1]], mode="REFLECT") ** 2.0
     + gc.pad(x, [[1, 2], [2, 1]], mode="SYMMETRIC") ** 3.0, [(real(3, 3),)]),
    ("gather", lambda x: gc.gather(x, [2, 0, 2]) ** 2.0 + gc.gather(x, [[1], [0], [1]], axis=1, batch_dims=1),
     [(real(3, 2),)]),
    ("gather_nd", lambda x: gc.gather_nd(x, [[1, 0], [0, 2], [1, 0]]) ** 2.0, [(real(2, 3),)]),
    ("boolean_mask", lambda x: gc.boolean_mask(x, [[True, False, True], [False, True, True]]) ** 2.0
     + gc.reduce_sum(gc.boolean_mask(x, [False, True, True], axis=1)), [(real(2, 3),)]),
    ("inv", gc.linalg.inv, [(real(3, 3) + 3 * np.eye(3),), (real(2, 2, 2) + 3 * np.eye(2),)]),
    ("det", gc.linalg.det, [(real(3, 3),), (real(2, 2, 2),)]),
    ("solve", lambda a, b: gc.linalg.solve(a, b) + gc.linalg.solve(a, b, adjoint=True),
     [(real(3, 3) + 3 * np.eye(3), real(3, 2))]),
    ("trace", gc.linalg.trace, [(real(3, 3),), (real(2, 2, 3),)]),
    ("diag_part", lambda x: gc.linalg.diag_part(x) ** 2.0 + gc.linalg.diag_part(x, k=1)[0], [(real(2, 3),)]),
    ("mean_squared_error", gc.keras.losses.mean_squared_error, [(real(2, 3), real(2, 3))]),
    ("mean_absolute_error", gc.keras.losses.mae, [(real(2, 3), real(2, 3))]),
    ("binary_crossentropy", lambda t, p: gc.keras.losses.binary_crossentropy(t, p)
     + gc.keras.losses.binary_crossentropy(t, p, from_logits=True, label_smoothing=0.1),
     [(LABELS, distributions(2, 3))]),
    ("categorical_crossentropy", lambda t, p: gc.keras.losses.categorical_crossentropy(t, p)
     + gc.keras.losses.categorical_crossentropy(t, p, from_logits=True),
     [(distributions(2, 3), distributions(2, 3))]),
    ("sparse_categorical_crossentropy", lambda p: gc.keras.losses.sparse_categorical_crossentropy([2, 0], p)
     + gc.keras.losses.sparse_categorical_crossentropy([2, 0], p, from_logits=True), [(distributions(2, 3),)]),
    ("operators", lambda x, y: (x + y) * (x - y) / (y * y + 1.0) - x @ y + (-x) ** 2.0 + (x * 3.0) % y,
     [(real(3, 3), positive(3, 3))]),
    ("add_n", lambda x, y: gc.add_n([x, y, x * y]), [(real(2, 3), real(2, 3))]),
    ("relu6", gc.nn.relu6, [(real(2, 3) * 4.0 + 2.0,)]),
    ("asinh", gc.asinh, [(real(),), (real(2, 3),)]),
    ("acosh", gc.acosh, [(1.0 + positive(),), (1.0 + positive(2, 3),)]),
    ("atanh", gc.atanh, [(unit(),), (unit(2, 3),)]),
    ("lgamma", gc.math.lgamma, [(positive(2, 3),), (np.array([-2.5, -0.5, 3.3]),)]),
    ("digamma", gc.math.digamma, [(positive(2, 3),), (np.array([-2.5, -0.5, 3.3]),)]),
    ("polygamma", lambda x: gc.math.polygamma(gc.constant([1.0, 2.0, 3.0]), x), [(positive(2, 3),)]),
    ("xlogy", gc.math.xlogy, [(real(), positive()), (real(2, 3), positive(3))]),
    ("xdivy", gc.math.xdivy, [(real(), positive()), (real(2, 3), -positive(3))]),
    ("multiply_no_nan", gc.math.multiply_no_nan, [(real(), real()), (real(2, 3), real(3))]),
    ("polyval", lambda c, d, x: gc.math.polyval([c, d, 2.0], x), [(real(), real(3), real(3))]),
    ("cumulative_logsumexp", lambda x: gc.math.cumulative_logsumexp(x, axis=-1)
     * gc.math.cumulative_logsumexp(x, reverse=True), [(real(3),), (real(2, 3) * 10,)]),
    ("slice", lambda x: gc.slice(x, [0, 1], [2, -1]) ** 2.0, [(real(2, 3),)]),
    ("sort", lambda x: gc.sort(x, axis=0) * gc.sort(x, direction="DESCENDING"), [(real(3, 3),)]),
    ("top_k", lambda x: gc.math.top_k(x, 2).values ** 2.0, [(real(4),), (real(2, 3),)]),
    ("convert_to_tensor", lambda x, y: gc.convert_to_tensor([x, y * 2.0, 1.0]) ** 2.0, [(real(), real())]),
    ("fill", lambda x: gc.fill([2, 3], x) ** 2.0, [(real(),)]),
    ("bias_add", lambda x, b: gc.nn.bias_add(x, b) ** 2.0, [(real(2, 3), real(3)), (real(2, 2, 3), real(3))]),
    ("max_pool2d", lambda x: gc.reduce_sum(gc.nn.max_pool2d(x, 2, 1, "VALID") ** 2.0)
     + gc.reduce_sum(gc.nn.max_pool2d(x, 3, 2, "SAME")), [(real(1, 3, 4, 2),)]),
    ("avg_pool2d", lambda x: gc.nn.avg_pool2d(x, (2, 3), (1, 2), "SAME") ** 2.0, [(real(1, 3, 4, 2),)]),
    ("max_pool1d", lambda x: gc.nn.max_pool1d(x, 3, 2, "SAME") ** 2.0, [(real(2, 5, 2),)]),
    ("avg_pool1d", lambda x: gc.nn.avg_pool1d(x, 2, 1, "VALID", data_format="NCW") ** 2.0, [(real(2, 2, 5),)]),
    ("max_pool", lambda x: gc.nn.max_pool(x, [1, 2, 2, 1], 2, "VALID") ** 2.0, [(real(1, 4, 4, 1),)]),
    ("avg_pool", lambda x: gc.nn.avg_pool(x, 2, 2, "SAME") ** 2.0, [(real(2, 5, 3),)]),
    ("getitem", lambda x: x[0] * x[1, ::-1] + gc.reduce_sum(x[..., 1:2] * x[None, :, -1]), [(real(2, 3),)]),
    ("boolean mask index", lambda x: gc.reduce_sum(x[x > 0.0] ** 2.0) + x[x[:, 0] < 0.0], [(real(2, 3),)]),
]
CONSTRUCTORS = [
    # name, value, what numpy gives
    ("constant", gc.constant([[1, 2], [3, 4]]), np.array([[1.0, 2.0], [3.0, 4.0]])),
    ("zeros", gc.zeros([2, 3]), np.zeros((2, 3))),
    ("ones", gc.ones([3]), np.ones(3)),
    ("linspace", gc.linspace(0, 1, 5), np.linspace(0, 1, 5)),
    ("arange", gc.arange(1, 2, 0.25), np.arange(1, 2, 0.25)),
    ("eye", gc.eye(2, 3), np.eye(2, 3)),
]
COMPARISONS = [
    # name, what numpy gives
    ("less", np.less), ("less_equal", np.less_equal), ("greater", np.greater),
    ("greater_equal", np.greater_equal), ("equal", np.equal), ("not_equal", np.not_equal),
]
NO_GRADIENT = [
    # name, function of x, x, what TensorFlow gives (values and dtype); the gradient is None
    ("floor", gc.floor, [-1.5, 0.5, 2.0], [-2.0, 0.0, 2.0], gc.float64),
    ("ceil", gc.math.ceil, [-1.5, 0.5, 2.0], [-1.0, 1.0, 2.0], gc.float64),
    ("round", gc.round, [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.7], [-2.0, -2.0, -0.0, 0.0, 2.0, 2.0, 4.0], gc.float64),
    ("floordiv", lambda x: gc.math.floordiv(x, [2.0, 2.0, -2.0, 0.1]), [7.0, -7.0, 7.0, 1.0],
     [3.0, -4.0, -4.0, 10.0], gc.float64),  # 1 // 0.1 is floor(1 / 0.1) = 10 in TensorFlow (numpy says 9)
    ("argmax", lambda x: gc.math.argmax(gc.reshape(x, [2, 2])), [1.0, 5.0, 3.0, 2.0], [1, 0], gc.int64),
    ("argmin", lambda x: gc.math.argmin(x), [float("nan"), 2.0, 1.0, 1.0], 2, gc.int64),  # NaN never wins
    ("one_hot", lambda x: gc.one_hot([0, 2, -1], 3, on_value=x[0], off_value=x[1]), [5.0, -1.0],
     [[5.0, -1.0, -1.0], [-1.0, -1.0, 5.0], [-1.0, -1.0, -1.0]], gc.float64),
    ("zeros_like", gc.zeros_like, [1.0, 2.0], [0.0, 0.0], gc.float64),
    ("ones_like", lambda x: gc.ones_like(x, dtype=gc.int32), [1.0, 2.0], [1, 1], gc.int32),
    ("cast", lambda x: gc.cast(x, "int32"), [1.7, -1.7, 2.5], [1, -1, 2], gc.int32),  # truncated toward 0
    ("logical_not", lambda x: gc.logical_not(x > 0.0), [1.0, -1.0], [False, True], gc.bool),
    ("logical_and", lambda x: gc.logical_and(x > 0.0, x < 2.0), [1.0, 3.0, -1.0], [True, False, False], gc.bool),
    ("logical_or", lambda x: gc.logical_or(x < 0.0, x > 2.0), [1.0, 3.0, -1.0], [False, True, True], gc.bool),
    ("is_nan", gc.math.is_nan, [1.0, float("nan"), float("inf")], [False, True, False], gc.bool),
    ("is_inf", gc.math.is_inf, [1.0, float("nan"), -float("inf")], [False, False, True], gc.bool),
    ("is_finite", gc.math.is_finite, [1.0, float("nan"), float("inf")], [True, False, False], gc.bool),
    ("reduce_any", lambda x: gc.reduce_any(gc.reshape(x, [2, 2]) > 1.0, axis=1), [0.0, 2.0, 0.5, 1.0],
     [True, False], gc.bool),
    ("reduce_all", lambda x: gc.reduce_all(gc.reshape(x, [2, 2]) > 0.0, axis=1), [1.0, 2.0, 0.0, 1.0],
     [True, False], gc.bool),
    ("count_nonzero", gc.math.count_nonzero, [0.0, 1.5, -2.0], 2, gc.int64),
    ("logical_xor", lambda x: gc.math.logical_xor(x > 0.0, x < 2.0), [1.0, 3.0, -1.0], [False, True, True], gc.bool),
    ("bitwise_and", lambda x: gc.bitwise_and(gc.cast(x, gc.int32), 6), [5.0, 3.0, 12.0], [4, 2, 4], gc.int32),
    ("bitwise_or", lambda x: gc.bitwise_or(gc.cast(x, gc.int32), 6), [5.0, 3.0, 12.0], [7, 7, 14], gc.int32),
    ("bitwise_xor", lambda x: gc.bitwise_xor(gc.cast(x, gc.int32), 6), [5.0, 3.0, 12.0], [3, 5, 10], gc.int32),
    ("invert", lambda x: gc.invert(gc.cast(x, gc.int32)), [5.0, 3.0, 12.0], [-6, -4, -13], gc.int32),
    ("saturate_cast", lambda x: gc.saturate_cast(x, gc.uint8), [300.5, -5.0, 7.9], [255, 0, 7], gc.uint8),
    ("imag", gc.math.imag, [1.5, -2.0], [0.0, 0.0], gc.float64),  # of real numbers: zeros
    ("angle", gc.math.angle, [1.5, -2.0], [0.0, np.pi], gc.float64),
    ("argsort", gc.argsort, [3.0, 1.0, 2.0, 1.0], [1, 3, 2, 0], gc.int32),  # equal values in their order
    ("shape", gc.shape, [1.0, 2.0], [2], gc.int32),
    ("size", lambda x: gc.size(x, out_type=gc.int64), [1.0, 2.0], 2, gc.int64),
    ("rank", gc.rank, [1.0, 2.0], 1, gc.int32),
]
# Functions of complex numbers: their gradients are refused (TensorFlow computes them, by its conventions).
COMPLEX = [
    # name, function of x, x, what TensorFlow gives (values and dtype)
    ("complex", lambda x: gc.complex(x, -x), [1.5, -2.0], [1.5 - 1.5j, -2.0 + 2.0j], gc.complex128),
]
NOT_DIFFERENTIABLE = {"stop_gradient"}  # tested in test_tape.py
INTERNAL_PRIMITIVES = {"getitem", "ungather", "pick", "unpick", "unpad",  # indexing, adjoints, kernels' second outputs;
                       "xent_backprop", "sparse_xent_backprop"}
# the *_grad operations are internal too


@pytest.mark.parametrize("name, function, argument_sets", CASES, ids=[c[0] for c in CASES])
def test_vjp_matches_finite_differences(name, function, argument_sets):
    for seed, args in enumerate(argument_sets):
        assert_matches_finite_differences(function, args, seed=seed)


@pytest.mark.parametrize("name, tensor, expected", CONSTRUCTORS, ids=[c[0] for c in CONSTRUCTORS])
def test_constructor_values(name, tensor, expected):
    assert tensor.dtype == np.float64
    np.testing.assert_array_equal(tensor.numpy(), expected)


@pytest.mark.parametrize("name, ufunc", COMPARISONS, ids=[c[0] for c in COMPARISONS])
def test_comparisons_give_boolean_tensors_without_gradient(name, ufunc):
    x, y = gc.constant([1.0, 2.0, 3.0]), gc.constant([2.0, 2.0, 2.0])
    with gc.GradientTape() as tape:
        tape.watch(x)
        got = VOCABULARY[name].call(x, y)
    np.testing.assert_array_equal(got.numpy(), ufunc(x.numpy(), y.numpy()))
    assert tape.gradient(got, x) is None


@pytest.mark.parametrize("name, function, x, expected, dtype", NO_GRADIENT, ids=[c[0] for c in NO_GRADIENT])
def test_functions_without_a_gradient(name, function, x, expected, dtype):
    x = gc.constant(x)
    with gc.GradientTape() as tape:
        tape.watch(x)
        got = function(x)
    assert got.dtype == dtype
    np.testing.assert_array_equal(got.numpy(), expected)
    assert tape.gradient(got, x) is None


def test_a_cast_between_floats_casts_the_gradient_back():
    x = gc.constant([0.1, 1.0 / 3.0])
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = gc.cast(x, gc.float32) * gc.constant([0.1, 1.0 / 3.0], "float32")
    assert y.dtype == gc.float32
    grad = tape.gradient(y, x)
    assert grad.dtype == gc.float64
    np.testing.assert_array_equal(grad.numpy(), np.array([0.1, 1.0 / 3.0], np.float32).astype(np.float64))


@pytest.mark.parametrize("name, function, x, expected, dtype", COMPLEX, ids=[c[0] for c in COMPLEX])
def test_functions_of_complex_numbers_refuse_their_gradient(name, function, x, expected, dtype):
    x = gc.constant(x)
    with gc.GradientTape() as tape:
        tape.watch(x)
        got = function(x)
        through = gc.math.real(got) * gc.math.imag(got)
    assert got.dtype == dtype
    np.testing.assert_array_equal(got.numpy(), expected)
    with pytest.raises(NotComputed, match="gradcli computes no gradients of complex numbers, and tf.math.imag is "
                                          "on the way; compute with the real and imaginary parts as real tensors"):
        tape.gradient(through, x)
    with gc.GradientTape() as tape:
        tape.watch(x)
        size = gc.reduce_sum(gc.abs(function(x)))
    with pytest.raises(NotComputed, match="and tf.abs of complex numbers is on the way"):
        tape.gradient(size, x)


def test_every_function_of_the_vocabulary_is_checked():
    checked = ({c[0] for c in CASES} | {c[0] for c in CONSTRUCTORS} | {c[0] for c in COMPARISONS}
               | {c[0] for c in NO_GRADIENT} | {c[0] for c in COMPLEX} | NOT_DIFFERENTIABLE)
    assert {entry.name for entry in VOCABULARY.values()} <= checked


def test_every_primitive_is_in_the_vocabulary():
    primitives = {p.name for p in vars(ops).values() if isinstance(p, ops.Primitive)}
    internal = {name for name in primitives if name.endswith("_grad")} | INTERNAL_PRIMITIVES
    assert primitives - internal <= set(VOCABULARY)


SCALAR_CASES = [(name, args) for name, function, sets in CASES for args in sets[:1]
                if name in VOCABULARY and function is getattr(gc, name) and VOCABULARY[name].sympy
                and all(np.ndim(a) == 0 for a in args)]


def test_the_sympy_comparison_has_cases():  # (so that a change to how gc names its functions cannot empty it)
    assert len(SCALAR_CASES) >= 30


@pytest.mark.parametrize("name, args", SCALAR_CASES, ids=[c[0] for c in SCALAR_CASES])
def test_each_sympy_form_differentiates_as_the_tape_does(name, args):
    import sympy

    symbols = sympy.symbols(f"a0:{len(args)}", real=True)
    expression = VOCABULARY[name].sympy(sympy, *symbols)
    point = dict(zip(symbols, map(float, args)))
    _, gradients = tape_derivatives(VOCABULARY[name].call, args, 1.0)
    for symbol, gradient in zip(symbols, gradients):
        expected = float(sympy.diff(expression, symbol).subs(point).evalf())
        np.testing.assert_allclose(gradient.numpy(), expected, rtol=1e-9, atol=1e-12)


def test_jacobian_in_chunks_equals_jacobian_at_once(monkeypatch):
    x = gc.constant(real(4, 3))
    with gc.GradientTape(persistent=True) as tape:
        tape.watch(x)
        y = gc.tanh(gc.matmul(x, gc.transpose(x))) * 2.0
    whole = tape.jacobian(y, x).numpy()
    monkeypatch.setattr("gradcli.engine.tape.JACOBIAN_CHUNK_ELEMENTS", 20)  # a few rows per chunk
    assert JACOBIAN_CHUNK_ELEMENTS > 20
    np.testing.assert_array_equal(tape.jacobian(y, x).numpy(), whole)


def gradient_of(f):
    """x -> the tape's gradient of sum(f(x)) at x: a function whose own jacobian is f's Hessian."""
    def gradient(x):
        with gc.GradientTape() as tape:
            tape.watch(x)
            y = gc.reduce_sum(f(x))
        return tape.gradient(y, x)
    return gradient


DISTRIBUTIONS = distributions(3, 2)
SECOND_ORDER = [
    # name, function of one (3, 2) input, where it is smooth: each rule's own rules give the Hessian
    ("elu", gc.nn.elu), ("selu", gc.nn.selu), ("silu", lambda x: gc.nn.silu(x, beta=1.5)), ("erf", gc.math.erf),
    ("reciprocal", lambda x: gc.math.reciprocal(x + 3.0)), ("rsqrt", lambda x: gc.math.rsqrt(x + 3.0)),
    ("sqrt", lambda x: gc.sqrt(x + 3.0)), ("log", lambda x: gc.log(x + 3.0)), ("asin", lambda x: gc.asin(x / 3.0)),
    ("cumprod", lambda x: gc.math.cumprod(x, axis=0)), ("det", lambda x: gc.linalg.det(x[:2])),
    ("inv", lambda x: gc.linalg.inv(x[:2] + 3.0 * gc.eye(2))),
    ("solve", lambda x: gc.linalg.solve(x[:2] + 3.0 * gc.eye(2), x[1:])),
    ("einsum", lambda x: gc.einsum("ij,kj->ik", x, x) * gc.einsum("ii->", x[:2])),
    ("gather", lambda x: gc.gather(x, [2, 0, 2]) ** 3.0),
    ("pad", lambda x: gc.pad(x, [[1, 2], [1, 1]], "SYMMETRIC") ** 3.0),
    ("tile", lambda x: gc.tile(x, [2, 3]) ** 3.0), ("norm", lambda x: gc.norm(x, ord=3.0) + gc.norm(x)),
    # (labels held constant: TensorFlow drops the labels' part of the logits' second derivative, rule 5)
    ("cross-entropy", lambda x: gc.nn.softmax_cross_entropy_with_logits(DISTRIBUTIONS, x)),
    ("reduce_std", lambda x: gc.math.reduce_std(x, axis=0)), ("l2_normalize", lambda x: gc.math.l2_normalize(x)),
    ("losses", lambda x: gc.keras.losses.categorical_crossentropy(gc.nn.softmax(x), gc.nn.softmax(-x))),
]


@pytest.mark.parametrize("name, function", SECOND_ORDER, ids=[c[0] for c in SECOND_ORDER])
def test_second_derivatives_match_finite_differences_of_the_gradient(name, function):
    assert_matches_finite_differences(gradient_of(function), (real(3, 2),), seed=7)


def test_relu6_passes_the_gradient_strictly_between_0_and_6_as_tensorflow_does():
    x = gc.constant([0.0, 3.0, 6.0, 7.0, -1.0])
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = gc.nn.relu6(x)
    np.testing.assert_array_equal(y.numpy(), [0.0, 3.0, 6.0, 6.0, 0.0])
    np.testing.assert_array_equal(tape.gradient(y, x).numpy(), [0.0, 1.0, 0.0, 0.0, 0.0])  # TensorFlow 2.21's
