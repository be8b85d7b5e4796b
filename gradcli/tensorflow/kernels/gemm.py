"""TensorFlow's 2-D float32 MatMul in oneDNN's order of operations (oneDNN v3.7, Apache-2.0).

TensorFlow's x86 wheel hands a 2-D MatMul to oneDNN's sgemm (whether TF_ENABLE_ONEDNN_OPTS is on or off). oneDNN
works column-major, so TensorFlow's row-major C = op(A) op(B) reaches it as C' = op(B)' op(A)': TensorFlow's rows
are oneDNN's n, and `transpose_b` is oneDNN's `transa`. Its gemm driver (gemm_driver.cpp) then picks one of four
kernels, and each adds the products in its own order, every step a fused multiply-add:

* 2 to 15 rows with only `transpose_b`: the small-n kernel (jit_avx512_core_gemm_smalln_tn_f32_kern.cpp), on
  AVX-512 CPUs: 16 lanes of chains over k, then a halving tree.
* one row, or one column: matrix-vector kernels (gemv_driver.cpp). The transposed one
  (jit_avx_gemv_t_f32_kern.cpp) runs 8 lanes over whole 16-blocks of k and sums the rest in chunks of 8, 4, 2
  and 1; the other one is a single chain over k.
* otherwise the general kernel: one chain over k per output, in blocks of at most 384 whose chains are added.

The kernels' choice is read from the driver; their orders were measured against TensorFlow 2.21, and
tests/reference/tfexact/onednn_cases.py holds 1,408 products of all four transpose settings (rows 1 to 33, depths
1 to 1,000, columns 1 to 17) that they reproduce bit for bit. Larger products may split over threads, which this
does not model.
"""
import numpy as np

from gradcli.tensorflow.kernels.exact import fused_multiply_add
from gradcli.tensorflow.kernels.reductions import F32, flush_subnormals

# Longest k range one chain of the general kernel covers.
K_BLOCK = 384
# The small-n kernel's lanes, and the rows (oneDNN's n) it takes.
SMALL_N_LANES, SMALL_N_ROWS = 16, range(2, 16)
# The transposed matrix-vector kernel's lanes, and the k block its main loop takes.
GEMV_LANES, GEMV_BLOCK = 8, 16


def matmul(a, b, transpose_a=False, transpose_b=False):
    """tf.linalg.matmul of 2-D float32 matrices (non-empty), as oneDNN's kernel for their shape computes it."""
    a = flush_subnormals(np.asarray(a, dtype=F32))
    b = flush_subnormals(np.asarray(b, dtype=F32))
    left, right = (a.T if transpose_a else a), (b.T if transpose_b else b)
    rows, columns = left.shape[0], right.shape[1]
    if transpose_b and not transpose_a and rows in SMALL_N_ROWS:
        return _halving_tree(_lane_chains(left, right, SMALL_N_LANES))
    if rows == 1:
        return _gemv_transposed(right.T, left[0])[None, :] if transpose_b else _chain(left, right)
    if columns == 1:
        return _chain(left, right) if transpose_a else _gemv_transposed(left, right[:, 0])[:, None]
    return _blocked_chains(left, right)


def _add(x, y):
    return flush_subnormals(x + y)


def _chain(left, right, start=0, stop=None):
    """One chain of fused multiply-adds per output over k in [start, stop), from zero."""
    result = np.zeros((left.shape[0], right.shape[1]), F32)
    for k in range(start, left.shape[1] if stop is None else stop):
        result = fused_multiply_add(left[:, k:k + 1], right[k:k + 1, :], result)
    return result


def k_blocks(depth):
    """The general kernel's k blocks for inner size `depth`, as (start, stop) pairs: 384-long blocks while more
    than 768 remain, then the rest in one block or two halves, the first one rounded up (measured up to 3001)."""
    blocks, start = [], 0
    while depth - start > 2 * K_BLOCK:
        blocks.append((start, start + K_BLOCK))
        start += K_BLOCK
    remaining = depth - start
    if remaining > K_BLOCK:
        half = -(-remaining // 2)
        blocks.append((start, start + half))
        start += half
    blocks.append((start, depth))
    return blocks


def _blocked_chains(left, right):
    """The general kernel: a chain per k block, the blocks' results added in order."""
    result = None
    for start, stop in k_blocks(left.shape[1]):
        chain = _chain(left, right, start, stop)
        result = chain if result is None else _add(result, chain)
    return result


def _lane_chains(left, right, lanes):
    """(rows, columns, lanes) partial sums: lane l chains the products of k = l, l + lanes, ... in order. k is
    padded with zeros to whole vectors, as the kernels' zeroing loads do; a zero product leaves a lane as it is."""
    rows, depth = left.shape
    steps = -(-depth // lanes)
    left = np.pad(left, ((0, 0), (0, steps * lanes - depth))).reshape(rows, steps, lanes)
    right = np.pad(right, ((0, steps * lanes - depth), (0, 0))).reshape(steps, lanes, -1)
    sums = np.zeros((rows, right.shape[2], lanes), F32)
    for step in range(steps):
        sums = fused_multiply_add(left[:, None, step, :], right[step].T[None, :, :], sums)
    return sums


def _halving_tree(sums):
    """Lane l plus lane l + half, halving until one is left (the small-n kernel's shuffles and adds)."""
    while sums.shape[-1] > 1:
        half = sums.shape[-1] // 2
        sums = _add(sums[..., :half], sums[..., half:])
    return sums[..., 0]


def _horizontal_sum8(sums):
    """vhaddps, vperm2f128 + vaddps, vhaddps on 8 lanes: ((0+1) + (4+5)) + ((2+3) + (6+7))."""
    lane = [sums[..., i] for i in range(GEMV_LANES)]
    return _add(_add(_add(lane[0], lane[1]), _add(lane[4], lane[5])),
                _add(_add(lane[2], lane[3]), _add(lane[6], lane[7])))


def _gemv_transposed(matrix, vector):
    """y = matrix @ vector as the transposed matrix-vector kernel computes it: 8 lanes over the whole 16-blocks
    of k, summed across; then each remaining chunk of 8, 4, 2 and 1 summed across on its own and added to y."""
    rows, depth = matrix.shape
    whole = depth // GEMV_BLOCK * GEMV_BLOCK
    result = np.zeros(rows, F32)
    if whole:
        result = _horizontal_sum8(_lane_chains(matrix[:, :whole], vector[:whole, None], GEMV_LANES)[:, 0, :])
    start = whole
    for chunk in (8, 4, 2, 1):
        if (depth - whole) & chunk:
            products = _lane_chains(matrix[:, start:start + chunk], vector[start:start + chunk, None], GEMV_LANES)
            result = _add(result, _horizontal_sum8(products[:, 0, :]))
            start += chunk
    return result
