"""TensorFlow's CPU kernels' distributions: from a Philox state to the values of each random op.

Transcribed into vectorised numpy from TensorFlow (Copyright The TensorFlow
Authors, Apache License 2.0): ``core/lib/random/random_distributions{,_utils}.h``
(bits to values, Box-Muller), ``core/kernels/random_op_cpu.h`` (how the outputs
map onto the Philox stream: groups, ``kReservedSamplesPerOutput`` = 256),
``core/kernels/multinomial_op.cc`` and ``random_shuffle_op.cc``, and Eigen's
``TensorCostModel.h`` / ``TensorDeviceThreadPool.h`` (MPL-2.0) for how
``categorical`` shards its rows over threads.

The ``fill_*`` functions give the n values of ``RandomUniform``,
``RandomStandardNormal``, ``TruncatedNormal``, ``RandomUniformInt`` (and their
stateless twins), ``fill_multinomial`` the samples of ``Multinomial``, and
``shuffle_permutation`` the order of ``RandomShuffle``. The normals call
``libm``'s logf, sincosf and log, which are the C library's to the bit.
"""
from __future__ import annotations

import functools
import itertools
import math

import numpy as np

from gradcli.tensorflow.random import libm
from gradcli.tensorflow.random.philox import MASK64, PhiloxState, philox_at

# ---------------------------------------------------------------------------
# Bits -> values (random_distributions_utils.h, random_distributions.h)
# ---------------------------------------------------------------------------

_FLOAT32_ONE_BITS = np.uint32(0x3F800000)
_FLOAT64_ONE_BITS = np.uint64(0x3FF0000000000000)
_FLOAT16_ONE_BITS = np.uint32(0x3C00)
_BOX_MULLER_EPSILON_F32 = np.float32(1.0e-7)
_BOX_MULLER_EPSILON_F64 = 1.0e-7
_TRUNCATE_AT = 2.0
# Output groups of the variable-samples distributions (truncated normal) each
# own a window of 256 uint32 per output value, whatever the thread layout.
RESERVED_SAMPLES_PER_OUTPUT = 256
# Stateful kernels and tf.random.Generator advance their counter by this many
# 128-bit blocks per output element per call ("ReserveRandomOutputs(n, 256)").
RESERVED_BLOCKS_PER_OUTPUT = 256


def uint32_to_float32(words: np.ndarray) -> np.ndarray:
    """``Uint32ToFloat``: 23 random mantissa bits in [1, 2), minus 1.0f."""
    one_to_two = ((words & np.uint32(0x7FFFFF)) | _FLOAT32_ONE_BITS).view(np.float32)
    return one_to_two - np.float32(1.0)


def uint16_to_float16(words: np.ndarray) -> np.ndarray:
    """``Uint16ToHalf`` of the low 16 bits: 10 mantissa bits in [1, 2), minus 1."""
    one_to_two = ((words & np.uint32(0x3FF)) | _FLOAT16_ONE_BITS).astype(np.uint16).view(np.float16)
    return one_to_two - np.float16(1.0)


def uint64_to_float64(high_words: np.ndarray, low_words: np.ndarray) -> np.ndarray:
    """``Uint64ToDouble(x0, x1)``: 20 bits of x0 and all of x1 as a mantissa."""
    mantissa = ((high_words & np.uint32(0xFFFFF)).astype(np.uint64) << np.uint64(32)) | low_words
    return (mantissa | _FLOAT64_ONE_BITS).view(np.float64) - 1.0


# Elementwise transforms run chunk by chunk so their many temporaries stay in
# cache: 2-3x faster for the libm ports below.
_ELEMENTWISE_CHUNK = 8192


def _in_chunks(pair_function):
    """Run an elementwise ``(*arrays) -> (a, b)`` function on cache-sized chunks."""
    @functools.wraps(pair_function)
    def chunked(*arrays):
        shape = np.shape(arrays[0])
        flat = [np.ravel(array) for array in arrays]
        if flat[0].size <= _ELEMENTWISE_CHUNK:
            return pair_function(*arrays)
        pieces = [pair_function(*(array[start:start + _ELEMENTWISE_CHUNK] for array in flat))
                  for start in range(0, flat[0].size, _ELEMENTWISE_CHUNK)]
        return tuple(np.concatenate(parts).reshape(shape) for parts in zip(*pieces))
    return chunked


@_in_chunks
def box_muller_float32(x0: np.ndarray, x1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``BoxMullerFloat``: two uint32 -> two float32 standard normals.

    u1 = max(U(x0), 1e-7f); v1 = (float)(2*M_PI (double) * U(x1));
    u2 = sqrtf(-2.0f * logf(u1)); (f0, f1) = (sinf(v1) * u2, cosf(v1) * u2),
    with glibc's logf and sincosf (see ``glibc_math``): bit-exact.
    """
    u1 = np.maximum(uint32_to_float32(x0), _BOX_MULLER_EPSILON_F32)
    v1 = (2.0 * math.pi * uint32_to_float32(x1).astype(np.float64)).astype(np.float32)
    u2 = np.sqrt(np.float32(-2.0) * libm.logf(u1))
    sin_v1, cos_v1 = libm.sincosf(v1)
    return sin_v1 * u2, cos_v1 * u2


@_in_chunks
def box_muller_float64(x0, x1, x2, x3) -> tuple[np.ndarray, np.ndarray]:
    """``BoxMullerDouble``: four uint32 -> two float64 standard normals.

    u1 = max(U(x0, x1), 1e-7); v1 = 2*M_PI * U(x2, x3);
    u2 = sqrt(-2.0 * log(u1)); (d0, d1) = (sin(v1) * u2, cos(v1) * u2),
    with glibc's log (see ``glibc_math``) and numpy's float64 sin/cos, which
    on Linux agree with glibc's.
    """
    u1 = np.maximum(uint64_to_float64(x0, x1), _BOX_MULLER_EPSILON_F64)
    v1 = 2.0 * math.pi * uint64_to_float64(x2, x3)
    u2 = np.sqrt(-2.0 * libm.log(u1))
    return np.sin(v1) * u2, np.cos(v1) * u2


def _words_as_uint64(words: np.ndarray) -> np.ndarray:
    """Pairs (lo, hi) of uint32 -> uint64, as the 64-bit distributions read them."""
    pairs = words.reshape(-1, 2).astype(np.uint64)
    return pairs[:, 0] | (pairs[:, 1] << np.uint64(32))


# ---------------------------------------------------------------------------
# The CPU kernels' distributions: Philox state -> n output values
#
# FillPhiloxRandom gives output group g (kResultElementCount values) the
# Philox block(s) right after those of group g-1, and each thread skips to its
# first group, so for the fixed-size distributions the output is simply the
# uint32 stream converted in order (one word per 16/32-bit value, two per
# 64-bit value): independent of thread count.
# ---------------------------------------------------------------------------

INT_DTYPES = ("int32", "int64")


def fill_uniform(state: PhiloxState, n: int, dtype: str) -> np.ndarray:
    """``UniformDistribution<half|float|double>``: n values in [0, 1)."""
    if dtype == "float16":
        return uint16_to_float16(state.words(n))
    if dtype == "float32":
        return uint32_to_float32(state.words(n))
    if dtype == "float64":
        words = state.words(2 * n).reshape(-1, 2)
        return uint64_to_float64(words[:, 0], words[:, 1])
    raise ValueError(f"uniform: unsupported dtype {dtype}")


def fill_uniform_int(state: PhiloxState, n: int, low: int, high: int, dtype: str) -> np.ndarray:
    """``UniformDistribution<int32|int64>(lo, hi)``: lo + bits % (hi - lo).

    Slightly biased unless hi - lo is a power of two, exactly as TF.
    """
    if not low < high:
        raise ValueError(f"Need minval < maxval, got {low} >= {high}")
    span = high - low
    if dtype == "int32":
        return (low + state.words(n).astype(np.int64) % span).astype(np.int32)
    if dtype == "int64":
        offsets = _words_as_uint64(state.words(2 * n)) % np.uint64(span)
        return (np.uint64(low & MASK64) + offsets).view(np.int64)   # wraps like SignedAdd
    raise ValueError(f"uniform int: unsupported dtype {dtype}")


def fill_uniform_full_int(state: PhiloxState, n: int, dtype: str) -> np.ndarray:
    """``UniformFullIntDistribution``: raw bits as int32/uint32/int64/uint64."""
    if dtype in ("int32", "uint32"):
        return state.words(n).view(dtype)
    if dtype in ("int64", "uint64"):
        return _words_as_uint64(state.words(2 * n)).view(dtype)
    raise ValueError(f"uniform full int: unsupported dtype {dtype}")


def _box_muller_for(dtype: str):
    """(words per Box-Muller pair, pair function) of a normal's dtype.

    float16 normals are float32 normals rounded to half (TF has no half sin/cos).
    """
    if dtype == "float16":
        return 2, lambda x0, x1: tuple(v.astype(np.float16) for v in box_muller_float32(x0, x1))
    if dtype == "float32":
        return 2, box_muller_float32
    if dtype == "float64":
        return 4, box_muller_float64
    raise ValueError(f"normal: unsupported dtype {dtype}")


def fill_normal(state: PhiloxState, n: int, dtype: str) -> np.ndarray:
    """``NormalDistribution<half|float|double>``: Box-Muller on consecutive words."""
    words_per_pair, box_muller = _box_muller_for(dtype)
    n_pairs = -(-n // 2)
    words = state.words(words_per_pair * n_pairs).reshape(n_pairs, words_per_pair)
    first, second = box_muller(*words.T)
    return np.stack([first, second], axis=1).reshape(-1)[:n]


def fill_truncated_normal(state: PhiloxState, n: int, dtype: str) -> np.ndarray:
    """``TruncatedNormalDistribution``: Box-Muller with rejection of |x| >= 2.

    Output group g (4 half/float or 2 double values) reads its own window of the
    stream, starting ``g * group_size * 256 / 4`` blocks in, candidate by
    candidate (both Box-Muller outputs of a pair, in order), keeping the first
    ``group_size`` accepted; a short last group is computed whole and cut.
    All groups advance together; each round reads more blocks only for the
    groups still short (acceptance is ~95%, so rounds are few).
    """
    words_per_pair, box_muller = _box_muller_for(dtype)
    group_size = 4 // (words_per_pair // 2)          # 4 values per group, 2 for double
    n_groups = -(-n // group_size)
    blocks_per_group = group_size * RESERVED_SAMPLES_PER_OUTPUT // 4

    result = np.zeros((n_groups, group_size), dtype=dtype)
    filled = np.zeros(n_groups, dtype=np.int64)
    blocks_read = 0
    blocks_this_round = 1       # one block completes ~85% of groups
    while (short := np.flatnonzero(filled < group_size)).size:
        offsets = (short[:, None].astype(np.uint64) * np.uint64(blocks_per_group)
                   + np.arange(blocks_read, blocks_read + blocks_this_round, dtype=np.uint64))
        words = philox_at(state.key, state.counter, offsets).reshape(short.size, -1, words_per_pair)
        first, second = box_muller(*np.moveaxis(words, -1, 0))
        candidates = np.stack([first, second], axis=-1).reshape(short.size, -1)
        accepted = np.abs(candidates) < _TRUNCATE_AT
        slot = filled[short, None] + np.cumsum(accepted, axis=1) - 1
        rows, cols = np.nonzero(accepted & (slot < group_size))
        result[short[rows], slot[rows, cols]] = candidates[rows, cols]
        filled[short] = np.minimum(slot[:, -1] + 1, group_size)
        blocks_read += blocks_this_round
        blocks_this_round *= 2
    return result.reshape(-1)[:n]


# ---------------------------------------------------------------------------
# Multinomial sampling (multinomial_op.cc) and its thread-dependent sharding
# ---------------------------------------------------------------------------

# Eigen's TensorCostModel<ThreadPoolDevice> constants (TensorCostModel.h).
_EIGEN_STARTUP_CYCLES = 100000
_EIGEN_PER_THREAD_CYCLES = 100000
_EIGEN_TASK_SIZE = 40000
_EIGEN_MAX_OVERSHARDING = 4


def eigen_parallel_for_blocks(total: int, cost_per_unit: int, num_threads: int) -> list[int]:
    """Start indices of the ranges ``tsl::ThreadPool::ParallelFor`` hands out.

    ``Shard`` (work_sharder.cc) delegates to Eigen's
    ``ThreadPoolDevice::parallelFor`` (``CalculateParallelForBlock``), which
    runs everything in one call when the cost model wants one thread and
    otherwise cuts ``[0, total)`` into equal blocks whose size depends on the
    thread count.  Only ops whose output depends on the cut need this.
    """
    def div_up(a: int, b: int) -> int:
        return -(-a // b)

    wanted = (total * cost_per_unit - _EIGEN_STARTUP_CYCLES) / _EIGEN_PER_THREAD_CYCLES + 0.9
    if total <= 1 or num_threads <= 1 or min(num_threads, max(1, int(wanted))) == 1:
        return [0]
    block_size_from_cost = int(1.0 / (float(cost_per_unit) / _EIGEN_TASK_SIZE))   # 1 / taskSize
    block_size = min(total, max(div_up(total, _EIGEN_MAX_OVERSHARDING * num_threads),
                                block_size_from_cost))
    max_block_size = min(total, 2 * block_size)
    block_count = div_up(total, block_size)

    def efficiency(count: int) -> float:
        return count / (div_up(count, num_threads) * num_threads)

    max_efficiency = efficiency(block_count)
    previous_count = block_count
    while max_efficiency < 1.0 and previous_count > 1:
        coarser_size = div_up(total, previous_count - 1)
        if coarser_size > max_block_size:
            break
        coarser_count = div_up(total, coarser_size)
        previous_count = coarser_count
        if efficiency(coarser_count) + 0.01 >= max_efficiency:
            block_size, block_count = coarser_size, coarser_count
            max_efficiency = max(max_efficiency, efficiency(coarser_count))
    return list(range(0, total, block_size))


def _multinomial_cdf(logits: np.ndarray) -> np.ndarray:
    """Unnormalised running sums of exp(logit - max finite logit), in double.

    Non-finite logits add nothing.  (TF's exp is Eigen's vectorised one; an
    ulp of difference moves a sample only if u * total lands within it.)
    """
    finite = np.isfinite(logits)
    lowest = np.finfo(logits.dtype).min
    max_logit = np.max(np.where(finite, logits, lowest), axis=1, keepdims=True).astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        weights = np.where(finite, np.exp(logits.astype(np.float64) - max_logit), 0.0)
    return np.cumsum(weights, axis=1)


def fill_multinomial(state: PhiloxState, logits: np.ndarray, num_samples: int,
                     num_threads: int) -> np.ndarray:
    """``MultinomialFunctor<CPUDevice>``: (batch, num_samples) class indices.

    Each shard of rows copies the generator, skips ``start_row *
    (num_samples + 3) / 4`` blocks and then draws, row after row, one
    ``RandDouble`` (two uint32) per sample: index = upper_bound(cdf, u * total).
    The skip is too short for the doubles actually drawn, so shards overlap
    and the result depends on how rows are sharded, i.e. on ``num_threads``.
    """
    batch_size, num_classes = logits.shape
    cdf = _multinomial_cdf(logits)
    cost = int(50 * (num_samples * math.log(num_classes) / math.log(2) + num_classes))
    starts = eigen_parallel_for_blocks(batch_size, cost, num_threads) + [batch_size]
    uniforms = np.empty((batch_size, num_samples), dtype=np.float64)
    for start, limit in itertools.pairwise(starts):
        shard_state = state.skip(start * (num_samples + 3) // 4)
        words = shard_state.words(2 * num_samples * (limit - start)).reshape(-1, 2)
        uniforms[start:limit] = uint64_to_float64(words[:, 0], words[:, 1]).reshape(limit - start, -1)
    return _upper_bound_rows(cdf, uniforms * cdf[:, -1:])


def _upper_bound_rows(sorted_rows: np.ndarray, targets: np.ndarray) -> np.ndarray:
    """Row-wise ``std::upper_bound``: how many of row r's entries are <= target.

    One stable sort per row of the entries followed by the targets: entries
    equal to a target sort before it, so the count of entries preceding a
    target is its upper bound.
    """
    n_entries = sorted_rows.shape[1]
    order = np.argsort(np.concatenate([sorted_rows, targets], axis=1), axis=1, kind="stable")
    entries_before = np.cumsum(order < n_entries, axis=1)
    result = np.empty(targets.shape, dtype=np.int64)
    is_target = order >= n_entries
    rows = np.nonzero(is_target)[0]
    result[rows, order[is_target] - n_entries] = entries_before[is_target]
    return result


def shuffle_permutation(state: PhiloxState, size: int) -> np.ndarray:
    """``RandomShuffleOp``'s permutation of ``size`` rows.

    TF's own Fisher-Yates variant: for i = 0 .. size-2 swap i with
    i + (next uint32 % (size - i)), using exactly size - 1 words.  The swaps
    are inherently sequential: this is the one per-element Python loop.
    """
    if size <= 1:
        return np.arange(size)
    words = state.words(size - 1)
    remaining = np.arange(size, 1, -1, dtype=np.int64)
    targets = (np.arange(size - 1) + words.astype(np.int64) % remaining).tolist()
    permutation = list(range(size))
    for i, j in enumerate(targets):
        permutation[i], permutation[j] = permutation[j], permutation[i]
    return np.array(permutation, dtype=np.int64)


