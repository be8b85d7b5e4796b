"""TensorFlow 2.21 CPU float32 reductions and NN kernels, bit for bit, in numpy.

TensorFlow's reduction kernels (tensorflow/core/kernels/reduction_ops_common.h)
collapse the reduced and kept axes into alternating runs, then hand a 1-D, 2-D
or 3-D view to an Eigen tensor expression (unsupported/Eigen/CXX11/src/Tensor/
TensorReduction.h).  Eigen adds in its own order: 8-float AVX packets, four
packet accumulators, a horizontal `predux`, a scalar tail, a pairwise tree
above 8 * 1024 values, and for full reductions one shard per thread.  The
functions below replay that order with float32 numpy arithmetic, so each
result has the same bits as TensorFlow's.  Sections:

* reductions: reduce_sum, reduce_mean, reduce_prod, reduce_max, reduce_min;
* reductions inside gradients: broadcast_gradient_sum (BroadcastGradientArgs
  + Sum + Reshape), bias_add_grad (BiasAddGrad's ReduceOuterDimensions);
* NN kernels: log_softmax, softmax (Eigen's kernel, or oneDNN's jit kernel
  that the x86 wheel runs by default), softmax_cross_entropy_with_logits and
  sparse_softmax_cross_entropy_with_logits (loss and backprop),
  sigmoid_cross_entropy_with_logits, softmax_grad, log_softmax_grad,
  reduce_logsumexp (the last four composed of ops as TensorFlow's Python does);
* matmul: oneDNN's sgemm order for 2-D MatMul, as measured.

TensorFlow runs its kernels with denormals-are-zero and flush-to-zero, so
subnormal inputs count as zero and subnormal results become zero
(`flush_subnormals`).  Elementwise transcendentals (Eigen's packet exp/log,
glibc's scalar expf/logf, vrcpps) come from `activations`.

The orders and constants reproduced here are Eigen's (MPL-2.0,
https://gitlab.com/libeigen/eigen, as shipped in the tensorflow 2.21.0 wheel)
and oneDNN v3.7's (Apache-2.0, https://github.com/uxlfoundation/oneDNN).

Only full reductions (from 108 388 values with 2 threads) and BiasAddGrad
depend on the thread count; pass `num_threads` to match a TensorFlow run whose
intra-op pool is not the default (the number of CPUs this process may use).
"""
import os
from dataclasses import dataclass

import numpy as np

from gradcli.tensorflow.kernels.flush import PACKET_SIZE

F32 = np.float32

# Eigen's LeafSize<float>(): the vectorised tree reduction splits ranges longer
# than PACKET_SIZE * TREE_LEAF_SIZE values in two.
TREE_LEAF_SIZE = 1024
TREE_THRESHOLD = PACKET_SIZE * TREE_LEAF_SIZE
# InnerMostDimReducer keeps four packet accumulators over blocks of this size.
UNROLLED_BLOCK = 4 * PACKET_SIZE
# InnerMostDimPreserver switches to four accumulators from this many rows.
PRESERVER_UNROLL_MIN_ROWS = 16

# TensorCostModel<ThreadPoolDevice> constants (TensorCostModel.h).
_STARTUP_CYCLES = 100000
_PER_THREAD_CYCLES = 100000
_LOAD_CYCLES_PER_BYTE = 11 / 64
_TASK_SIZE_CYCLES = 40000
# A reducer's functor_traits<Op>::Cost: SumReducer and ProdReducer have no
# functor_traits specialisation, so Eigen's default Cost of 10 applies.
_REDUCER_COST = 10


def default_num_threads():
    """TensorFlow's default intra-op pool size: the CPUs this process may use."""
    return len(os.sched_getaffinity(0))


_MIN_NORMAL = F32(2.0 ** -126)


def flush_subnormals(values):
    """What TensorFlow's kernels see and produce under MXCSR DAZ + FTZ: subnormal
    float32 values replaced by zeros of the same sign (a new array)."""
    values = np.array(values, dtype=F32)
    tiny = np.abs(values) < _MIN_NORMAL
    values[tiny] = np.copysign(F32(0), values[tiny])
    return values


def _has_subnormal(values):
    return bool(np.any((np.abs(values) < _MIN_NORMAL) & (values != 0)))


@dataclass(frozen=True)
class EigenReducer:
    """An Eigen reducer as far as its result bits depend on it.

    `operation` is both the scalar `reduce` and the packet `reducePacket`
    operation, `identity` is `initialize()`, and `tree` says whether
    InnerMostDimReducer uses the pairwise tree (only for reducers that are not
    exactly associative: SumReducer on floats).
    """

    operation: np.ufunc
    identity: np.float32
    tree: bool

    def combine(self, accumulator, values):
        """One rounded operation, its subnormal result flushed (FTZ)."""
        result = self.operation(accumulator, values)
        if _has_subnormal(result):
            result = flush_subnormals(result)
        return result


SUM = EigenReducer(np.add, F32(0), tree=True)
PROD = EigenReducer(np.multiply, F32(1), tree=False)


# ---------------------------------------------------------------- Eigen order


def _chain(x, axis, reducer):
    """One accumulator started at identity, fed x along axis in order.

    `accumulate` starts from x[0] rather than identity + x[0]; combining the
    identity afterwards gives the same bits (for sums it only turns a -0
    accumulated from all -0 inputs into +0, as Eigen's 0 + (-0) does).  When
    a partial result is subnormal, FTZ changes the chain, which is then
    replayed step by step.
    """
    if x.shape[axis] == 0:
        shape = list(x.shape)
        del shape[axis]
        return np.full(shape, reducer.identity, F32)
    partials = reducer.operation.accumulate(x, axis=axis)
    if _has_subnormal(partials):
        return _stepwise_chain(x, axis, reducer)
    return reducer.combine(reducer.identity, np.take(partials, -1, axis=axis))


def _stepwise_chain(x, axis, reducer):
    """_chain with every partial result flushed, one step per position."""
    steps = np.moveaxis(x, axis, 0)
    accumulator = np.full(steps.shape[1:], reducer.identity, F32)
    for values in steps:
        accumulator = reducer.combine(accumulator, values)
    return accumulator


def _predux(packets, reducer):
    """Eigen's horizontal reduction of a Packet8f (AVX predux, then SSE's).

    The 256-bit halves are combined first, then the 128-bit halves with
    movehl, then the two remaining lanes with movehdup.
    """
    halves = reducer.combine(packets[..., :4], packets[..., 4:])
    low = reducer.combine(halves[..., 0], halves[..., 2])
    high = reducer.combine(halves[..., 1], halves[..., 3])
    return reducer.combine(low, high)


def _combine_four(accumulators, reducer):
    """((acc0 + acc1) + acc2) + acc3, as both unrolled loops finish."""
    result = reducer.combine(accumulators[:, 0], accumulators[:, 1])
    result = reducer.combine(result, accumulators[:, 2])
    return reducer.combine(result, accumulators[:, 3])


def _packet_rows(rows, reducer, mapping=None):
    """InnerMostDimReducer<Self, Op, Vectorizable=true, UseTreeReduction=false>.

    Reduces each row of a (R, n) array: four packet accumulators over the
    leading multiple of 32 values, further whole packets into the first
    accumulator, the remaining < 8 values into a scalar accumulator, and
    finally scalar + predux(packet).  A `mapping` (an Elementwise op the
    reduction reads through, such as exp in softmax) is applied as Eigen
    evaluates it: packet-wise on the whole packets, scalar-wise on the tail.
    """
    count, n = rows.shape
    vectorized = n // PACKET_SIZE * PACKET_SIZE
    if mapping is not None:
        rows = np.concatenate([mapping.packet(rows[:, :vectorized]),
                               mapping.scalar(rows[:, vectorized:])], axis=1)
    unrolled = n // UNROLLED_BLOCK * UNROLLED_BLOCK
    if unrolled:
        blocks = rows[:, :unrolled].reshape(count, -1, 4, PACKET_SIZE)
        packet = _combine_four(_chain(blocks, 1, reducer), reducer)
    else:
        packet = np.full((count, PACKET_SIZE), reducer.identity, F32)
    for start in range(unrolled, vectorized, PACKET_SIZE):
        packet = reducer.combine(packet, rows[:, start:start + PACKET_SIZE])
    scalar = _chain(rows[:, vectorized:], 1, reducer)
    return reducer.combine(scalar, _predux(packet, reducer))


def _tree_plan(first, n):
    """The ranges InnerMostDimReducer<..., true, true> splits [first, first+n) into.

    Returns a leaf (first, n) or a pair of plans whose results are added
    left then right.  Each split point is rounded up to a multiple of
    PACKET_SIZE counted from the start of the whole tensor, so the plan of a
    row depends on where the row starts.
    """
    if n <= TREE_THRESHOLD:
        return (first, n)
    half = -(-n // 2)
    split = PACKET_SIZE * -(-(first + half) // PACKET_SIZE)
    return (_tree_plan(first, split - first), _tree_plan(split, first + n - split))


def _run_plan(plan, rows, base, reducer, mapping):
    """Evaluate a tree plan on rows that start at absolute index `base`."""
    left, right = plan
    if isinstance(left, tuple):
        left_result = _run_plan(left, rows, base, reducer, mapping)
        right_result = _run_plan(right, rows, base, reducer, mapping)
        return reducer.combine(left_result, right_result)
    offset = left - base
    return _packet_rows(rows[:, offset:offset + right], reducer, mapping)


def _innermost_rows(rows, first, reducer, mapping=None):
    """InnerMostDimReducer for rows that start at absolute index `first` mod 8."""
    if not reducer.tree:
        return _packet_rows(rows, reducer, mapping)
    return _run_plan(_tree_plan(first, rows.shape[1]), rows, first, reducer, mapping)


def _inner_reduce(matrix, reducer, mapping=None):
    """Reduce the last axis of a (R, n) matrix (TensorFlow's kOne on 2-D).

    Each row is one InnerMostDimReducer call from absolute offset row * n;
    rows are grouped by that offset mod 8 because only it changes the tree.
    """
    count, n = matrix.shape
    if n <= TREE_THRESHOLD or not reducer.tree:
        return _packet_rows(matrix, reducer, mapping)
    out = np.empty(count, F32)
    starts = np.arange(count) * n % PACKET_SIZE
    for residue in np.unique(starts):
        rows = np.nonzero(starts == residue)[0]
        out[rows] = _innermost_rows(matrix[rows], int(residue), reducer, mapping)
    return out


def cost_model_threads(size, cost_per_coeff, max_threads):
    """TensorCostModel<ThreadPoolDevice>::numThreads for `size` coefficients
    costing `cost_per_coeff` cycles each."""
    threads = (size * cost_per_coeff - _STARTUP_CYCLES) / _PER_THREAD_CYCLES + 0.9
    return min(max_threads, max(1, int(threads)))


def full_reduction_threads(n, num_threads):
    """Threads Eigen's FullReducer<ThreadPoolDevice> uses for n values: the
    cost of reading a float plus the reducer's default functor cost,
    vectorised over a packet."""
    cost_per_coeff = 4 * _LOAD_CYCLES_PER_BYTE + _REDUCER_COST / PACKET_SIZE
    return cost_model_threads(n, cost_per_coeff, num_threads)


def _full_reduce(flat, reducer, num_threads):
    """FullReducer<Self, Op, ThreadPoolDevice>::run: reduce a 1-D array to a scalar.

    With t threads the array is cut into n // (n // t) shards of n // t values,
    each reduced on its own; the leftover values are reduced first and the
    shards are then added to them in order.
    """
    n = flat.size
    threads = full_reduction_threads(n, num_threads)
    row = flat[None, :]
    if threads == 1:
        return _innermost_rows(row, 0, reducer)[0]
    shard = n // threads
    shards = n // shard
    tail_start = shards * shard
    result = reducer.identity
    if tail_start < n:
        result = _innermost_rows(row[:, tail_start:], tail_start, reducer)[0]
    for index in range(shards):
        start = index * shard
        part = _innermost_rows(row[:, start:start + shard], start, reducer)[0]
        result = reducer.combine(result, part)
    return result


def _preserver(cube, reducer):
    """InnerMostDimPreserver<0>: reduce axis 1 of (a, m, c) packet-wise.

    Every output lane is reduced the same way: from 16 rows on, rows j with
    the same j mod 4 go to one of four accumulators, which are combined in
    order before the leftover rows are added; below 16 rows, sequentially.
    """
    outer, m, inner = cube.shape
    if m < PRESERVER_UNROLL_MIN_ROWS:
        return _chain(cube, 1, reducer)
    unrolled = m // 4 * 4
    quads = cube[:, :unrolled].reshape(outer, unrolled // 4, 4, inner)
    result = _combine_four(_chain(quads, 1, reducer), reducer)
    for row in range(unrolled, m):
        result = reducer.combine(result, cube[:, row])
    return result


def _preserved_packet_mask(outer, inner):
    """Which outputs of an (outer, inner) result Eigen computes as packets.

    The executor asks for packets at output offsets 8k below the last whole
    packet; the reduction evaluator serves one with InnerMostDimPreserver
    only if its 8 outputs lie in one row, else coefficient by coefficient.
    """
    size = outer * inner
    packet_start = np.arange(size) // PACKET_SIZE * PACKET_SIZE
    in_whole_packet = packet_start < size // PACKET_SIZE * PACKET_SIZE
    within_row = packet_start % inner + PACKET_SIZE <= inner
    return (in_whole_packet & within_row).reshape(outer, inner)


def _preserving_reduce(cube, reducer):
    """Reduce axis 1 of (a, m, c), keeping the innermost axis (TF kOne on 3-D,
    and kZero on 2-D as a = 1): packet outputs via InnerMostDimPreserver,
    the others via GenericDimReducer, a sequential scalar loop."""
    sequential = _chain(cube, 1, reducer)
    if cube.shape[1] < PRESERVER_UNROLL_MIN_ROWS:
        return sequential
    mask = _preserved_packet_mask(cube.shape[0], cube.shape[2])
    return np.where(mask, _preserver(cube, reducer), sequential)


def _outer_and_inner_reduce(cube, reducer):
    """Reduce axes 0 and 2 of (a, m, c) (TF kZeroTwo): GenericDimReducer loops
    over axis 2 outside and axis 0 inside, one scalar accumulator each."""
    ordered = cube.transpose(1, 2, 0).reshape(cube.shape[1], -1)
    return _chain(ordered, 1, reducer)


# ------------------------------------------------------ TensorFlow's dispatch


def simplify(shape, axes):
    """ReductionHelper::Simplify: collapse runs of reduced / kept axes.

    Leading size-1 axes are dropped and every other size-1 axis joins the run
    before it.  Returns (collapsed shape, whether its first axis is reduced).
    """
    reduced = [axis in axes for axis in range(len(shape))]
    first = 0
    while first < len(shape) and shape[first] == 1:
        first += 1
    if first == len(shape):
        return [], True
    collapsed = [shape[first]]
    for axis in range(first + 1, len(shape)):
        if shape[axis] == 1:
            reduced[axis] = reduced[axis - 1]
        if reduced[axis] != reduced[axis - 1]:
            collapsed.append(shape[axis])
        else:
            collapsed[-1] *= shape[axis]
    return collapsed, reduced[first]


def _normalize_axes(ndim, axis):
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if np.ndim(axis) == 0 else tuple(axis)
    return tuple(sorted({int(a) % ndim for a in axes})) if ndim else ()


def _output_shape(shape, axes, keepdims):
    return tuple(1 if axis in axes else size for axis, size in enumerate(shape)
                 if keepdims or axis not in axes)


def _reduce_collapsed(data, dims, reduce_first, reducer, num_threads):
    """ReductionOp::Compute's case analysis on the collapsed shape."""
    view = data.reshape(dims)
    rank = len(dims)
    if rank == 1:
        return _full_reduce(view, reducer, num_threads)
    if rank == 2 and reduce_first:
        return _preserving_reduce(view[None], reducer)[0]
    if rank == 2:
        return _inner_reduce(view, reducer)
    if rank == 3 and reduce_first:
        return _outer_and_inner_reduce(view, reducer)
    if rank == 3:
        return _preserving_reduce(view, reducer)
    # Rank >= 4: DoTranspose moves the reduced runs last, then a 2-D inner
    # reduction of (kept elements, reduced elements).
    kept = list(range(int(reduce_first), rank, 2))
    dropped = list(range(int(not reduce_first), rank, 2))
    kept_size = int(np.prod([dims[axis] for axis in kept]))
    shuffled = np.ascontiguousarray(view.transpose(kept + dropped))
    return _inner_reduce(shuffled.reshape(kept_size, -1), reducer)


def _eigen_reduce(x, axis, keepdims, reducer, empty_value, num_threads):
    """ReductionOp<CPUDevice, float, int32, Reducer>::Compute."""
    x = np.asarray(x, dtype=F32)
    axes = _normalize_axes(x.ndim, axis)
    out_shape = _output_shape(x.shape, axes, keepdims)
    dims, reduce_first = simplify(x.shape, axes)
    if x.size == 0:
        return np.full(out_shape, empty_value, F32)
    if not dims or (len(dims) == 1 and not reduce_first):
        return x.reshape(out_shape).copy()
    if _has_subnormal(x):
        x = flush_subnormals(x)
    threads = num_threads or default_num_threads()
    result = _reduce_collapsed(x, dims, reduce_first, reducer, threads)
    return np.asarray(result, dtype=F32).reshape(out_shape)


def reduce_sum(x, axis=None, keepdims=False, num_threads=None):
    """tf.reduce_sum (Sum op, Eigen SumReducer<float>)."""
    return _eigen_reduce(x, axis, keepdims, SUM, SUM.identity, num_threads)


def reduce_prod(x, axis=None, keepdims=False, num_threads=None):
    """tf.reduce_prod (Prod op, Eigen ProdReducer<float>: no tree, being
    declared exactly associative)."""
    return _eigen_reduce(x, axis, keepdims, PROD, PROD.identity, num_threads)


def reduce_mean(x, axis=None, keepdims=False, num_threads=None):
    """tf.reduce_mean (Mean op): TensorFlow's functor::MeanReducer is a
    SumReducer reduction divided by float(input size / output size) in the
    same expression (reduction_ops.h); an empty reduction gives NaN."""
    x = np.asarray(x, dtype=F32)
    total = _eigen_reduce(x, axis, keepdims, SUM, F32(np.nan), num_threads)
    count = x.size // max(total.size, 1)
    if x.size == 0 or count == 1:  # empty (NaN-filled) or a copy, undivided
        return total
    return flush_subnormals(total / F32(count))


def reduce_max(x, axis=None, keepdims=False):
    """tf.reduce_max (Max op, MaxReducer<float, PropagateNaN>).

    The maximum does not depend on the order, so numpy's is used; NaN
    propagates as in TensorFlow, an empty reduction gives -inf.  Of +0 and
    -0 both kept the later one in every probe, as numpy does.
    """
    return _order_free_reduce(np.max, x, axis, keepdims, -np.inf)


def reduce_min(x, axis=None, keepdims=False):
    """tf.reduce_min (Min op, MinReducer<float, PropagateNaN>); see reduce_max."""
    return _order_free_reduce(np.min, x, axis, keepdims, np.inf)


def _order_free_reduce(function, x, axis, keepdims, empty_value):
    x = np.asarray(x, dtype=F32)
    axes = _normalize_axes(x.ndim, axis)
    out_shape = _output_shape(x.shape, axes, keepdims)
    if x.size == 0:
        return np.full(out_shape, empty_value, F32)
    return np.asarray(function(x, axis=axes), dtype=F32).reshape(out_shape)


# ------------------------------------------------ reductions inside gradients


def broadcast_gradient_axes(grad_shape, input_shape):
    """BroadcastGradientArgs for one input: the axes of the broadcast result
    that the input's gradient sums over (leading axes it lacks, and axes
    where it has size 1)."""
    offset = len(grad_shape) - len(input_shape)
    return tuple(axis for axis, size in enumerate(grad_shape)
                 if axis < offset or (input_shape[axis - offset] == 1 and size != 1))


def broadcast_gradient_sum(grad, input_shape, num_threads=None):
    """How math_grad._ReduceGradientArg brings the gradient of a broadcasting
    binary op (Add, Sub, Mul, ...) back to an input's shape:
    reduce_sum(grad, BroadcastGradientArgs axes, keepdims=True) then Reshape.
    Equal shapes skip all of it (_ShapesFullySpecifiedAndEqual)."""
    grad = np.asarray(grad, dtype=F32)
    if tuple(grad.shape) == tuple(input_shape):
        return grad
    axes = broadcast_gradient_axes(grad.shape, input_shape)
    summed = reduce_sum(grad, axes, keepdims=True, num_threads=num_threads)
    return summed.reshape(input_shape)


def _parallel_for_chunk(count, cost_per_item, num_threads):
    """How many consecutive items ThreadPoolDevice::parallelFor hands to one
    call, or `count` when it runs them all inline (TensorDeviceThreadPool.h:
    CostModel::numThreads, then CalculateParallelForBlock without alignment)."""
    if count == 1 or num_threads == 1:
        return count
    if cost_model_threads(count, cost_per_item, num_threads) == 1:
        return count
    preferred = int(_TASK_SIZE_CYCLES / cost_per_item)
    block = min(count, max(-(-count // (4 * num_threads)), preferred))
    max_block = min(count, 2 * block)
    blocks = -(-count // block)
    efficiency = blocks / (-(-blocks // num_threads) * num_threads)
    previous = blocks
    while efficiency < 1.0 and previous > 1:
        coarser = -(-count // (previous - 1))
        if coarser > max_block:
            break
        previous = -(-count // coarser)
        coarser_efficiency = previous / (-(-previous // num_threads) * num_threads)
        if coarser_efficiency + 0.01 >= efficiency:
            block = coarser
            efficiency = max(efficiency, coarser_efficiency)
    return block


def bias_add_grad(grad, num_threads=None):
    """BiasAddGrad (data_format NHWC): functor::ReduceOuterDimensions
    (redux_functor.h) sums the rows of grad viewed as (rows, channels).

    Wide channel counts (> 32 per thread) split the columns over threads, so
    every column is one sequential sum.  Otherwise the rows are cut into at
    most one block per thread; each parallelFor call sums its blocks' rows
    sequentially into its own buffer, and the buffers are added in order.
    """
    grad = np.asarray(grad, dtype=F32)
    channels = grad.shape[-1]
    rows = flush_subnormals(grad.reshape(-1, channels))
    outer = rows.shape[0]
    threads = num_threads or default_num_threads()
    if outer == 1:
        return rows[0].copy()
    if channels > threads * 32:
        return _chain(rows, 0, SUM)
    min_block_rows = -(-2000 // channels)
    blocks = min(outer, -(-(outer * channels) // min_block_rows), threads)
    block_rows = -(-outer // blocks)
    cost_per_block = block_rows * channels * (4 * _LOAD_CYCLES_PER_BYTE + 1)
    rows_per_call = block_rows * _parallel_for_chunk(blocks, cost_per_block, threads)
    result = _chain(rows[:rows_per_call], 0, SUM)
    for start in range(rows_per_call, outer, rows_per_call):
        result = SUM.combine(result, _chain(rows[start:start + rows_per_call], 0, SUM))
    return result
