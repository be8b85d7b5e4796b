"""TensorFlow's float32 Softmax, LogSoftmax and the cross-entropy kernels, in its order of operations.

LogSoftmax and the cross-entropies are Eigen's (tensorflow/core/kernels/softmax_op_functor.h, xent_op.h,
sparse_xent_op.h); Softmax is oneDNN's jit kernel by default on x86 (jit_uni_softmax.cpp, oneDNN v3.7,
Apache-2.0). Exp and log inside them are Eigen's packet routines and glibc's expf/logf (`glibc_fma`).
"""
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from gradcli.tensorflow.kernels import activations, flush, onednn
from gradcli.tensorflow.kernels import eigen_exp_log as eigen
from gradcli.tensorflow.kernels import glibc_fma
from gradcli.tensorflow.kernels.reductions import (
    _LOAD_CYCLES_PER_BYTE,
    _TASK_SIZE_CYCLES,
    F32,
    PACKET_SIZE,
    SUM,
    _inner_reduce,
    flush_subnormals,
    reduce_max,
    reduce_sum,
)

# ------------------------------------------------------- NN composite kernels


@dataclass(frozen=True)
class Elementwise:
    """An Eigen unary functor: its packetOp and its scalar operator(), which
    round differently; both map a float32 array to a float32 array."""

    packet: Callable[[np.ndarray], np.ndarray]
    scalar: Callable[[np.ndarray], np.ndarray]


EXP = Elementwise(eigen.pexp_float, glibc_fma._glibc_expf)
LOG = Elementwise(eigen.plog_float, glibc_fma._glibc_logf)
# scalar_inverse_op: Newton-refined vrcpps in packets, a true 1 / x otherwise.
INVERSE = Elementwise(eigen.preciprocal_fast,
                      lambda values: flush_subnormals(F32(1) / np.asarray(values, dtype=F32)))


def _evaluate_range(op, flat):
    """EvalRange over a 1-D result: packets below the last whole packet, then
    the scalar operator (TensorExecutor.h; thread blocks are packet-aligned)."""
    vectorized = flat.size // PACKET_SIZE * PACKET_SIZE
    return np.concatenate([op.packet(flat[:vectorized]), op.scalar(flat[vectorized:])])


def tiled_block_size(cost_per_coeff):
    """Target block size of Eigen's tiled executor: 1 / TensorCostModel::taskSize.

    `cost_per_coeff` is the expression's summed block cost in cycles (bytes
    weighted by 11/64, compute cycles as they are).  Expressions with a
    broadcast prefer block evaluation (TensorExecutor.h IsTileable).
    """
    return int(_TASK_SIZE_CYCLES / cost_per_coeff)


def _tiled_packet_mask(rows, cols, block_size):
    """Which elements of a (rows, cols) tiled evaluation get the packet op.

    TensorBlockMapper (kSkewedInnerDims) gives blocks of
    min(block_size, cols) columns and, if whole rows fit, several rows;
    TensorBlockAssignment then runs packets over each block's contiguous
    inner extent and finishes it with scalars.
    """
    size = rows * cols
    if size <= block_size:
        return np.arange(size) < size // PACKET_SIZE * PACKET_SIZE
    block_cols = min(block_size, cols)
    block_rows = min(rows, -(-block_size // block_cols))
    if block_cols == cols:  # blocks of whole rows: one contiguous run each
        run_start = np.arange(size) // (block_rows * cols) * (block_rows * cols)
        run_length = np.minimum(block_rows * cols, size - run_start)
        position = np.arange(size) - run_start
    else:  # one row per block, cut into block_cols-wide runs
        column = np.arange(size) % cols
        run_start = column // block_cols * block_cols
        run_length = np.minimum(block_cols, cols - run_start)
        position = column - run_start
    return position < run_length // PACKET_SIZE * PACKET_SIZE


def _evaluate_tiled(op, matrix, block_size):
    """A unary op inside a tiled 2-D evaluation: packet or scalar per element."""
    mask = _tiled_packet_mask(*matrix.shape, block_size).reshape(matrix.shape)
    out = np.empty_like(matrix)
    out[mask] = op.packet(matrix[mask])
    out[~mask] = op.scalar(matrix[~mask])
    return out


# Block cost of XentEigenImpl's backprop expression
# exp(backprop) / broadcast(scratch) - broadcast(labels): two broadcast blocks
# (4 bytes loaded and stored each) plus exp (34), div (14) and sub (1) cycles
# per packet of 8.
_XENT_BACKPROP_COST = 4 * 4 * _LOAD_CYCLES_PER_BYTE + (34 + 14 + 1) / PACKET_SIZE


def _row_max(matrix):
    """maximum(along_class): the order of a maximum does not change it."""
    return np.max(matrix, axis=1)


def _shifted_logits(matrix):
    """logits - max(logits along classes), as every softmax-family kernel starts."""
    return flush_subnormals(matrix - _row_max(matrix)[:, None])


def _as_rows(logits):
    """Kernels see logits as (batch, classes): flat_inner_dims."""
    logits = flush_subnormals(logits)
    return logits.reshape(-1, logits.shape[-1]) if logits.ndim else logits.reshape(1, 1)


def _log_sum_exp_rows(shifted):
    """log(sum(exp(shifted) along classes)) as LogSoftmax and Xent compute it:
    exp read through the inner reduction, log applied by a 1-D EvalRange."""
    sums = _inner_reduce(shifted, SUM, EXP)
    return sums, _evaluate_range(LOG, sums)


def _log_softmax_last_axis(logits):
    """SoftmaxEigenImpl::Compute with log=true (softmax_op_functor.h)."""
    rows = _as_rows(logits)
    shifted = _shifted_logits(rows)
    _, log_sums = _log_sum_exp_rows(shifted)
    return flush_subnormals(shifted - log_sums[:, None]).reshape(np.shape(logits))


# Block cost of SoftmaxEigenImpl's exp(logits - broadcast(max)): one
# broadcast block (4 bytes loaded and stored) plus sub (1) and exp (34) cycles
# per packet of 8.
_SOFTMAX_EXP_COST = 2 * 4 * _LOAD_CYCLES_PER_BYTE + (1 + 34) / PACKET_SIZE


def _eigen_softmax_rows(rows):
    """SoftmaxEigenImpl::Compute with log=false (softmax_op_functor.h): the
    Softmax kernel when oneDNN is off (TF_ENABLE_ONEDNN_OPTS=0).

    exp(shifted) in a tiled evaluation, an inner sum, its inverse by a 1-D
    EvalRange (Newton-refined vrcpps in packets), then a product.
    """
    shifted = _shifted_logits(rows)
    exps = _evaluate_tiled(EXP, shifted, tiled_block_size(_SOFTMAX_EXP_COST))
    inverses = _evaluate_range(INVERSE, _inner_reduce(exps, SUM))
    return flush_subnormals(exps * inverses[:, None])


def softmax(logits, axis=-1, onednn=True, lanes=16):
    """tf.nn.softmax: the Softmax op on the last axis, another axis being
    swapped with the last one first and back after (nn_ops._wrap_2d_function).

    With oneDNN on (the x86 wheel's default) TensorFlow runs oneDNN's jit
    softmax (`onednn_softmax_rows`, `lanes` 16 on AVX-512 CPUs, 8 on AVX2
    ones); with TF_ENABLE_ONEDNN_OPTS=0 its Eigen kernel.
    """
    logits = np.asarray(logits, dtype=F32)
    swapped = np.ascontiguousarray(np.swapaxes(logits, axis, -1))
    rows = _as_rows(swapped)
    if onednn:
        result = onednn_softmax_rows(rows, lanes)
    else:
        result = _eigen_softmax_rows(rows)
    return np.swapaxes(result.reshape(swapped.shape), axis, -1)


def log_softmax(logits, axis=-1):
    """tf.nn.log_softmax: the LogSoftmax op on the last axis; another axis is
    first swapped with the last one (nn_ops._wrap_2d_function) and back."""
    logits = np.asarray(logits, dtype=F32)
    swapped = np.swapaxes(logits, axis, -1)
    return np.swapaxes(_log_softmax_last_axis(np.ascontiguousarray(swapped)), axis, -1)


def softmax_cross_entropy_with_logits(labels, logits):
    """SoftmaxCrossEntropyWithLogits on (batch, classes): (loss, backprop);
    labels broadcast to the logits' shape.

    XentEigenImpl::Compute (xent_op.h): loss is the inner sum of
    labels * (log(sum exp) - shifted), backprop exp(shifted) / sum - labels.
    """
    rows = _as_rows(logits)
    labels = _as_rows(np.broadcast_to(labels, np.shape(logits)))
    shifted = _shifted_logits(rows)
    sums, log_sums = _log_sum_exp_rows(shifted)
    terms = flush_subnormals(labels * flush_subnormals(log_sums[:, None] - shifted))
    loss = _inner_reduce(terms, SUM)
    exps = _evaluate_tiled(EXP, shifted, tiled_block_size(_XENT_BACKPROP_COST))
    probabilities = flush_subnormals(exps / sums[:, None])
    return loss, flush_subnormals(probabilities - labels)


def sparse_softmax_cross_entropy_with_logits(labels, logits):
    """SparseSoftmaxCrossEntropyWithLogits: (loss, backprop) for int labels.

    SparseXentEigenImpl::Compute (sparse_xent_op.h): the loss generator
    takes the scalar log of each row's sum, the gradient generator divides
    exp(shifted), which a 2-D EvalRange computed.
    """
    rows = _as_rows(logits)
    labels = np.asarray(labels).reshape(-1)
    shifted = _shifted_logits(rows)
    sums = _inner_reduce(shifted, SUM, EXP)
    picked = shifted[np.arange(rows.shape[0]), labels]
    loss = flush_subnormals(LOG.scalar(sums) - picked)
    exps = _evaluate_range(EXP, shifted.reshape(-1)).reshape(rows.shape)
    backprop = flush_subnormals(exps / sums[:, None])
    backprop[np.arange(rows.shape[0]), labels] -= F32(1)
    return loss, flush_subnormals(backprop)


def softmax_grad(softmax, grad, num_threads=None):
    """nn_grad._SoftmaxGrad: (grad - reduce_sum(grad * softmax, -1,
    keepdims=True)) * softmax, as the ops Mul, Sum, Sub, Mul."""
    product = flush.multiply(grad, softmax)
    summed = reduce_sum(product, -1, keepdims=True, num_threads=num_threads)
    return flush.multiply(flush.subtract(grad, summed), softmax)


def log_softmax_grad(log_softmax_output, grad, num_threads=None):
    """nn_grad._LogSoftmaxGrad: grad - reduce_sum(grad, -1, keepdims=True) *
    exp(log_softmax), as the ops Exp, Sum, Mul, Sub."""
    softmax = activations.exp(log_softmax_output)
    summed = reduce_sum(grad, -1, keepdims=True, num_threads=num_threads)
    return flush.subtract(grad, flush.multiply(summed, softmax))


def sigmoid_cross_entropy_with_logits(labels, logits):
    """tf.nn.sigmoid_cross_entropy_with_logits (nn_impl.py), composed of
    ZerosLike, GreaterEqual, SelectV2, Neg, SelectV2, Mul, Sub, Exp, Log1p and
    AddV2: max(x, 0) - x * z + log1p(exp(-|x|))."""
    logits = np.asarray(logits, dtype=F32)
    # GreaterEqual reads a subnormal logit as zero (DAZ); SelectV2 copies bits.
    non_negative = flush_subnormals(logits) >= 0
    relu_logits = np.where(non_negative, logits, F32(0))
    neg_abs_logits = np.where(non_negative, flush.negative(logits), logits)
    linear = flush.subtract(relu_logits, flush.multiply(logits, labels))
    return flush.add(linear, activations.log1p(activations.exp(neg_abs_logits)))


def reduce_logsumexp(x, axis=None, keepdims=False, num_threads=None):
    """tf.reduce_logsumexp (math_ops.py): Max(keepdims), IsFinite, SelectV2,
    Sub, Exp, Sum, Log, Reshape, AddV2:
    log(sum(exp(x - m))) + m with m the maximum, or 0 where it is infinite."""
    x = np.asarray(x, dtype=F32)
    raw_max = reduce_max(x, axis, keepdims=True)
    shift = np.where(np.isfinite(raw_max), raw_max, F32(0)).astype(F32)
    exps = activations.exp(flush.subtract(x, shift))
    logs = activations.log(reduce_sum(exps, axis, keepdims=keepdims, num_threads=num_threads))
    return flush.add(logs, shift.reshape(logs.shape))


# ------------------------------------------------------- oneDNN's Softmax
# oneDNN v3.7 (TensorFlow 2.21's; Apache-2.0), src/cpu/x64/jit_uni_softmax.cpp:
# its accumulation order is reproduced below; its exp is onednn.exp.


# The jit kernel keeps this many vector accumulators (unroll_regs_).
_ONEDNN_UNROLL = 4


def _onednn_horizontal_sum(vectors):
    """get_horizontal_op: fold the lanes in halves (lane i + lane i ^ half)."""
    while vectors.shape[-1] > 1:
        half = vectors.shape[-1] // 2
        vectors = flush_subnormals(vectors[..., :half] + vectors[..., half:])
    return vectors[..., 0]


def _onednn_row_sums(values, lanes):
    """accumulate_vsum's order for each row of values.

    Full vectors go to accumulator (vector index mod 4), the masked tail
    vector to accumulator 0; the used accumulators are combined as
    (a0 + a1) + (a2 + a3), then the lanes are folded.
    """
    count, n = values.shape
    full, tail = divmod(n, lanes)
    used = _ONEDNN_UNROLL if full >= _ONEDNN_UNROLL else max(full, 1)
    padded = np.zeros((count, -(-n // lanes) * lanes), F32)
    padded[:, :n] = values
    vectors = padded.reshape(count, -1, lanes)
    accumulators = [np.zeros((count, lanes), F32) for _ in range(used)]
    for index in range(full):
        slot = index % _ONEDNN_UNROLL
        accumulators[slot] = flush_subnormals(accumulators[slot] + vectors[:, index])
    if tail:
        accumulators[0] = flush_subnormals(accumulators[0] + vectors[:, full])
    if used == 1:
        combined = accumulators[0]
    else:
        combined = flush_subnormals(accumulators[0] + accumulators[1])
        if used == 3:
            combined = flush_subnormals(combined + accumulators[2])
        elif used == 4:
            combined = flush_subnormals(combined + flush_subnormals(accumulators[2] + accumulators[3]))
    return _onednn_horizontal_sum(combined)


def onednn_softmax_rows(rows, lanes=16):
    """oneDNN's dense jit softmax on (batch, classes): row maximum (from
    -FLT_MAX), exp(x - max) with oneDNN's exp, the row sum in its vector
    order, one true division 1 / sum, and a product per element."""
    rows = flush_subnormals(rows)
    maxima = np.maximum(np.max(rows, axis=1), F32(-np.finfo(F32).max))
    exps = onednn.exp(flush_subnormals(rows - maxima[:, None]))
    inverses = flush_subnormals(F32(1) / _onednn_row_sums(exps, lanes))
    return flush_subnormals(exps * inverses[:, None])

