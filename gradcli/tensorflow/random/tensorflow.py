"""TensorFlow's random ops: seeds as TensorFlow derives them, the stateful ops' kernels, the stateless ops
and ``tf.random.Generator``, number for number with TensorFlow 2.21 on CPU.

Transcribed from TensorFlow (Copyright The TensorFlow Authors, Apache License
2.0): ``python/framework/random_seed.py`` and ``python/eager/context.py`` (the
global seed and the op seeds drawn from it), ``core/util/guarded_philox_random``
(how far each kernel call advances its counter),
``core/kernels/stateless_random_ops.cc`` (``GenerateKey``),
``python/ops/{random_ops,stateless_random_ops,stateful_random_ops,nn_ops}.py``.

* ``RandomContext``: one per program run, TensorFlow's eager context: the
  global seed, its op-seed generator and the kernel cache's Philox counters;
  its methods are the stateful ``tf.random.uniform``, ``normal``,
  ``truncated_normal``, ``shuffle``, ``categorical`` and ``tf.nn.dropout``.
* ``stateless_*``, ``stateless_split``, ``stateless_fold_in``: pure functions
  of a ``seed=[a, b]``.
* ``Generator``: ``tf.random.Generator`` (Philox), which owns its state.

Values are numpy arrays of TensorFlow's dtype; shapes are checked against the
size limit before anything is drawn. An unseeded draw takes its seed from the
operating system and says so (``entropy.unseeded``).
"""
from __future__ import annotations

import math
import os
import random
from dataclasses import dataclass, field

import numpy as np

from gradcli.engine.limits import check_elements
from gradcli.engine.shown import Shown
from gradcli.tensorflow.random.distributions import (
    INT_DTYPES,
    RESERVED_BLOCKS_PER_OUTPUT,
    fill_multinomial,
    fill_normal,
    fill_truncated_normal,
    fill_uniform,
    fill_uniform_full_int,
    fill_uniform_int,
    shuffle_permutation,
)
from gradcli.tensorflow.random.entropy import unseeded_bits
from gradcli.tensorflow.random.philox import MASK64, MASK128, PhiloxState

DEFAULT_GRAPH_SEED = 87654321          # random_seed.py
_MAXINT32 = 2**31 - 1
# Key GenerateKey (stateless_random_ops.cc) scrambles a [2] seed with.
_STATELESS_SCRAMBLE_KEY = 0x02461E293EC8F720


def _truncate_seed(seed: int) -> int:
    return seed % _MAXINT32


def stateless_philox_state(seed) -> PhiloxState:
    """``GenerateKey``: a shape-[2] int seed -> the Philox state of stateless ops.

    One Philox call with the fixed key on counter [seed0, seed1] (each sign-
    extended to 64 bits) gives key = mix[0:2], counter = [0, 0, mix[2:4]].
    ``StatelessRandomGetKeyCounter`` (alg="auto_select", the CPU default) and
    alg="philox" (``_philox_scramble_seed``) compute the same thing.
    """
    seed0, seed1 = (int(s) for s in np.asarray(seed).reshape(-1))
    mix = PhiloxState(_STATELESS_SCRAMBLE_KEY,
                      ((seed1 & MASK64) << 64) | (seed0 & MASK64)).blocks(1)[0]
    mix = [int(word) for word in mix]
    return PhiloxState(key=mix[0] | mix[1] << 32, counter=(mix[2] | mix[3] << 32) << 64)


def default_intra_op_threads() -> int:
    """TF's default intra-op thread count: the CPUs this process may run on
    (``port::MaxParallelism``); ``TF_NUM_INTRAOP_THREADS`` overrides it."""
    configured = os.environ.get("TF_NUM_INTRAOP_THREADS")
    return int(configured) if configured else len(os.sched_getaffinity(0))


def _normalise_dtype(dtype) -> str:
    return np.dtype(dtype).name


def _num_elements(shape: tuple[int, ...]) -> int:
    return math.prod(shape)


def checked_shape(shape) -> tuple[int, ...]:
    """A shape argument as sizes, refused if a size is negative or the tensor would be beyond the size limit."""
    sizes = tuple(int(d) for d in np.atleast_1d(shape)) if np.ndim(shape) else (int(shape),)
    if any(size < 0 for size in sizes):
        raise ValueError(f"a random tensor's shape has sizes of at least 0, not {list(sizes)}")
    check_elements(math.prod(sizes), "the random tensor", DRAW_BYTES)
    return sizes


DRAW_BYTES = 16  # what drawing a number holds at its peak: Philox's counters and keys beside the result


def _scale_uniform(unit: np.ndarray, minval, maxval, dtype: str) -> np.ndarray:
    """``rnd * (maxval - minval) + minval`` in ``dtype``, as three TF ops."""
    low = np.asarray(minval, dtype=dtype)
    high = np.asarray(maxval, dtype=dtype)
    return unit * (high - low) + low


def _scale_normal(standard: np.ndarray, mean, stddev, dtype: str) -> np.ndarray:
    """``rnd * stddev + mean`` in ``dtype``, as two TF ops."""
    return standard * np.asarray(stddev, dtype=dtype) + np.asarray(mean, dtype=dtype)


# ---------------------------------------------------------------------------
# Stateful tf.random ops: the eager context's seeds and kernel cache
# ---------------------------------------------------------------------------

@dataclass
class RandomContext:
    """The random state of one TF program run (TF's eager ``Context``).

    * ``global_seed`` -- set by ``set_seed`` (``tf.random.set_seed``,
      ``tf.compat.v1.set_random_seed``, ``keras.utils.set_random_seed``).
    * op-seed generator -- ``random.Random(global_seed)``; each stateful op
      called with ``seed=None`` while a global seed is set draws its op seed
      as ``randint(0, 2**31 - 1)`` from it (``internal_operation_seed``).
    * kernel cache -- eager TF caches one kernel per (op type, dtype attrs,
      seed, seed2); each kernel owns a Philox generator (key = seed,
      counter = [0, 0, seed2]) and advances it by ``reserved`` blocks per call
      (256 per output element for most ops).  So repeating an op with the same
      explicit seed continues its stream; ``set_seed`` clears the cache.
    * ``num_threads`` -- TF's intra-op thread count (default: as TF's);
      only ``categorical`` with large inputs depends on it.
    """

    num_threads: int = field(default_factory=default_intra_op_threads)
    global_seed: int | None = field(default=None, init=False)
    _op_seed_rng: random.Random | None = field(default=None, init=False)
    _kernels: dict = field(default_factory=dict, init=False)

    def set_seed(self, seed) -> None:
        """``tf.random.set_seed``: new global seed, op-seed stream, empty kernel cache."""
        self.global_seed = seed
        try:
            self._op_seed_rng = random.Random(seed)
        except TypeError:                                 # e.g. np.int64
            self._op_seed_rng = random.Random(int(np.array(seed)))
        self._kernels.clear()

    def get_seed(self, op_seed) -> tuple[int | None, int | None]:
        """``tf.random.get_seed`` in eager mode (draws an op seed if needed)."""
        if self.global_seed is not None:
            if op_seed is None:
                op_seed = self._op_seed_rng.randint(0, _MAXINT32)
            seeds = _truncate_seed(self.global_seed), _truncate_seed(op_seed)
        elif op_seed is not None:
            seeds = DEFAULT_GRAPH_SEED, _truncate_seed(op_seed)
        else:
            seeds = None, None
        return (0, _MAXINT32) if seeds == (0, 0) else seeds

    def _reserve(self, kernel: tuple, op_seed, reserved_blocks: int) -> PhiloxState:
        """The Philox state a stateful kernel call uses; advances that kernel.

        ``kernel`` names the cached kernel without its seeds (op type and
        dtype attributes); ``GuardedPhiloxRandom::ReserveSamples128``.
        """
        seed, seed2 = self.get_seed(op_seed)
        seed, seed2 = seed or 0, seed2 or 0
        cache_key = kernel + (seed, seed2)
        if cache_key not in self._kernels:
            if seed == 0 and seed2 == 0:                  # unseeded: OS entropy
                self._kernels[cache_key] = PhiloxState.from_seeds(unseeded_bits(64), unseeded_bits(64))
            else:
                self._kernels[cache_key] = PhiloxState.from_seeds(seed, seed2)
        state = self._kernels[cache_key]
        self._kernels[cache_key] = state.skip(reserved_blocks)
        return state

    # -- ops ---------------------------------------------------------------

    def uniform(self, shape, minval=0, maxval=None, dtype="float32", seed=None) -> np.ndarray:
        """``tf.random.uniform``: ``RandomUniform`` / ``RandomUniformInt`` kernels.

        Floats: [0, 1) scaled by ``* (maxval - minval) + minval`` unless
        minval is the Python int 0 (then ``* maxval`` unless maxval is int 1).
        Ints: ``minval + bits % (maxval - minval)``.  Reserves 256 blocks per
        element in its kernel.
        """
        dtype = _normalise_dtype(dtype)
        shape = checked_shape(shape)
        n = _num_elements(shape)
        if dtype in INT_DTYPES:
            if maxval is None:
                raise ValueError(f"Must specify maxval for integer dtype {dtype}")
            low, high = int(np.asarray(minval, dtype)), int(np.asarray(maxval, dtype))
            state = self._reserve(("RandomUniformInt", dtype), seed, n * RESERVED_BLOCKS_PER_OUTPUT)
            return fill_uniform_int(state, n, low, high, dtype).reshape(shape)
        if maxval is None:
            maxval = 1
        state = self._reserve(("RandomUniform", dtype), seed, n * RESERVED_BLOCKS_PER_OUTPUT)
        unit = fill_uniform(state, n, dtype).reshape(shape)
        minval_is_zero = isinstance(minval, int) and minval == 0
        maxval_is_one = isinstance(maxval, int) and maxval == 1
        if minval_is_zero:
            return unit if maxval_is_one else unit * np.asarray(maxval, dtype=dtype)
        return _scale_uniform(unit, minval, maxval, dtype)

    def normal(self, shape, mean=0.0, stddev=1.0, dtype="float32", seed=None) -> np.ndarray:
        """``tf.random.normal``: ``RandomStandardNormal`` * stddev + mean."""
        dtype = _normalise_dtype(dtype)
        shape = checked_shape(shape)
        n = _num_elements(shape)
        state = self._reserve(("RandomStandardNormal", dtype), seed, n * RESERVED_BLOCKS_PER_OUTPUT)
        return _scale_normal(fill_normal(state, n, dtype).reshape(shape), mean, stddev, dtype)

    def truncated_normal(self, shape, mean=0.0, stddev=1.0, dtype="float32", seed=None) -> np.ndarray:
        """``tf.random.truncated_normal``: ``TruncatedNormal`` * stddev + mean."""
        dtype = _normalise_dtype(dtype)
        shape = checked_shape(shape)
        n = _num_elements(shape)
        state = self._reserve(("TruncatedNormal", dtype), seed, n * RESERVED_BLOCKS_PER_OUTPUT)
        return _scale_normal(fill_truncated_normal(state, n, dtype).reshape(shape), mean, stddev, dtype)

    def shuffle(self, value, seed=None) -> np.ndarray:
        """``tf.random.shuffle``: permutes along axis 0; reserves ceil((n-1)/4) blocks."""
        value = np.asarray(value)
        if value.ndim == 0:
            raise ValueError("tf.random.shuffle needs a tensor of rank >= 1")
        size = value.shape[0]
        shuffles = value.size > 1 and size > 1
        reserved = (size - 1 + 3) // 4 if shuffles else 0
        state = self._reserve(("RandomShuffle", value.dtype.name), seed, reserved)
        return value[shuffle_permutation(state, size)] if shuffles else value.copy()

    def shuffle_in_new_function(self, sizes) -> list:
        """The orders ``tf.random.shuffle`` gives to ranges of `sizes`, one after another, as the first unseeded
        random op of a function traced now (Keras's fit shuffles so, in a tf.data ``map``): a traced graph counts
        its op seeds from 0, and its kernel is made anew with each iterator of the dataset, so every epoch
        draws the same orders where a global seed is set."""
        if self.global_seed is None:
            state = PhiloxState.from_seeds(unseeded_bits(64), unseeded_bits(64))
        else:
            seeds = (_truncate_seed(self.global_seed), 0)
            state = PhiloxState.from_seeds(*((0, _MAXINT32) if seeds == (0, 0) else seeds))
        orders = []
        for size in sizes:
            orders.append(shuffle_permutation(state, size) if size > 1 else np.arange(size))
            state = state.skip((size - 1 + 3) // 4 if size > 1 else 0)
        return orders

    def categorical(self, logits, num_samples: int, dtype="int64", seed=None) -> np.ndarray:
        """``tf.random.categorical``: ``Multinomial`` kernel, (batch, num_samples).

        Reserves 256 * 2 * batch * ceil4(num_samples) blocks.  Results for
        large inputs depend on ``num_threads`` (see ``fill_multinomial``).
        """
        logits = np.asarray(logits)
        if logits.ndim != 2:
            raise ValueError("logits should be a matrix")
        out_dtype = _normalise_dtype(dtype)
        batch_size = logits.shape[0]
        ceil4 = (num_samples + 3) // 4 * 4
        doubles = batch_size * ceil4 * 2          # the CPU kernel draws doubles: 2 words each
        reserved = doubles * RESERVED_BLOCKS_PER_OUTPUT if batch_size * num_samples else 0
        state = self._reserve(("Multinomial", logits.dtype.name, out_dtype), seed, reserved)
        if batch_size * num_samples == 0:
            return np.zeros((batch_size, num_samples), dtype=out_dtype)
        return fill_multinomial(state, logits, num_samples, self.num_threads).astype(out_dtype)

    def dropout(self, x, rate: float, noise_shape=None, seed=None) -> np.ndarray:
        """``tf.nn.dropout`` with a Python-float rate (stateful ``RandomUniform``).

        rate 0 returns x but still draws an op seed, as TF does.
        """
        x = np.asarray(x)
        _check_dropout_rate(rate)
        if rate == 0:
            self.get_seed(seed)
            return x
        noise = self.uniform(x.shape if noise_shape is None else noise_shape, dtype=x.dtype, seed=seed)
        return _apply_dropout(x, rate, noise)


# ---------------------------------------------------------------------------
# Stateless ops: pure functions of seed = [a, b]
# ---------------------------------------------------------------------------

def stateless_uniform(shape, seed, minval=0, maxval=None, dtype="float32") -> np.ndarray:
    """``tf.random.stateless_uniform`` (``StatelessRandomUniform[Int|FullInt]V2``).

    Floats: [0, 1) * (maxval - minval) + minval.  Ints: minval + bits % range,
    or the raw bits when minval = maxval = None (also uint32/uint64).
    """
    dtype = _normalise_dtype(dtype)
    shape = checked_shape(shape)
    n = _num_elements(shape)
    state = stateless_philox_state(seed)
    if np.dtype(dtype).kind in "iu":
        if (minval is None) != (maxval is None):
            raise ValueError("For integer dtypes, minval and maxval must be both None or both not None")
        if minval is None:
            return fill_uniform_full_int(state, n, dtype).reshape(shape)
        low, high = int(np.asarray(minval, dtype)), int(np.asarray(maxval, dtype))
        return fill_uniform_int(state, n, low, high, dtype).reshape(shape)
    if maxval is None:
        maxval = 1
    return _scale_uniform(fill_uniform(state, n, dtype).reshape(shape), minval, maxval, dtype)


def stateless_normal(shape, seed, mean=0.0, stddev=1.0, dtype="float32") -> np.ndarray:
    """``tf.random.stateless_normal`` (``StatelessRandomNormalV2``) * stddev + mean."""
    dtype = _normalise_dtype(dtype)
    shape = checked_shape(shape)
    unit = fill_normal(stateless_philox_state(seed), _num_elements(shape), dtype)
    return _scale_normal(unit.reshape(shape), mean, stddev, dtype)


def stateless_truncated_normal(shape, seed, mean=0.0, stddev=1.0, dtype="float32") -> np.ndarray:
    """``tf.random.stateless_truncated_normal`` (``StatelessTruncatedNormalV2``)."""
    dtype = _normalise_dtype(dtype)
    shape = checked_shape(shape)
    unit = fill_truncated_normal(stateless_philox_state(seed), _num_elements(shape), dtype)
    return _scale_normal(unit.reshape(shape), mean, stddev, dtype)


def stateless_categorical(logits, num_samples: int, seed, dtype="int64",
                          num_threads: int | None = None) -> np.ndarray:
    """``tf.random.stateless_categorical`` (``StatelessMultinomial``).

    Same sampler as ``RandomContext.categorical``, so the same dependence on
    ``num_threads`` (default: TF's) for large inputs.
    """
    num_threads = num_threads or default_intra_op_threads()
    logits = np.asarray(logits)
    out_dtype = _normalise_dtype(dtype)
    if logits.shape[0] * num_samples == 0:
        return np.zeros((logits.shape[0], num_samples), dtype=out_dtype)
    samples = fill_multinomial(stateless_philox_state(seed), logits, num_samples, num_threads)
    return samples.astype(out_dtype)


def stateless_split(seed, num: int = 2) -> np.ndarray:
    """``tf.random.split`` / ``experimental.stateless_split``: (num, 2) new seeds."""
    seed = np.asarray(seed)
    return stateless_uniform([num, 2], seed, minval=None, maxval=None, dtype=seed.dtype)


def stateless_fold_in(seed, data: int) -> np.ndarray:
    """``tf.random.fold_in``: [full-range draw of data's dtype, data] (int32 data)."""
    data = np.asarray(data, dtype=np.int32) if isinstance(data, int) else np.asarray(data)
    first = stateless_uniform([], seed, minval=None, maxval=None, dtype=data.dtype)
    return np.stack([first, data])


def stateless_dropout(x, rate: float, seed, noise_shape=None) -> np.ndarray:
    """``tf.nn.experimental.stateless_dropout`` with a Python-float rate."""
    x = np.asarray(x)
    _check_dropout_rate(rate)
    if rate == 0:
        return x
    noise = stateless_uniform(x.shape if noise_shape is None else noise_shape, seed, dtype=x.dtype)
    return _apply_dropout(x, rate, noise)


def _check_dropout_rate(rate: float) -> None:
    if rate < 0 or rate >= 1:
        raise ValueError(f"`rate` must be a scalar tensor or a float in the range [0, 1). "
                         f"Received: rate={rate}")


def _apply_dropout(x: np.ndarray, rate: float, noise: np.ndarray) -> np.ndarray:
    """``nn_ops._dropout``: x * (1 / (1 - rate)) where noise >= rate, else 0."""
    keep_scale = np.asarray(1 / (1 - rate), dtype=x.dtype)
    keep = noise >= np.asarray(rate, dtype=x.dtype)
    return np.where(keep, x * keep_scale, np.zeros((), dtype=x.dtype))


# ---------------------------------------------------------------------------
# tf.random.Generator (stateful_random_ops.py, Philox only: CPU has no other)
# ---------------------------------------------------------------------------

PHILOX_ALGORITHM = 1
_PHILOX_STATE_SIZE = 3


def create_rng_state(seed) -> np.ndarray:
    """``tf.random.create_rng_state(seed, "philox")``: int64[3].

    A Python int is cut into 64-bit chunks, low first; a vector is truncated
    to 3 entries or left-padded with zeros.
    """
    if isinstance(seed, int):
        chunks = [(seed >> (64 * i)) & MASK64 for i in range(_PHILOX_STATE_SIZE)]
        return np.array(chunks, dtype=np.uint64).view(np.int64)
    values = np.asarray(seed).reshape(-1).astype(np.int64)[:_PHILOX_STATE_SIZE]
    return np.concatenate([np.zeros(_PHILOX_STATE_SIZE - values.size, np.int64), values])


class Generator(Shown):
    """``tf.random.Generator`` with the Philox algorithm.

    State int64[3] = [counter low 64 bits, counter high 64 bits, key].  Each
    draw of n values uses the current state and then advances the counter by
    256 * n blocks (``RngReadAndSkip``), through the stateless V2 kernels.
    """

    tf_type_name = "Generator"

    def __init__(self, state):
        self.state = state

    @property
    def state(self) -> np.ndarray:
        """int64[3]; a subclass may keep it elsewhere (in a tf.Variable, which generators may share)."""
        return self._state

    @state.setter
    def state(self, value) -> None:
        self._state = np.array(value, dtype=np.int64).reshape(_PHILOX_STATE_SIZE)

    @classmethod
    def from_seed(cls, seed, alg=None) -> Generator:
        _require_philox(alg)
        return cls(create_rng_state(seed))

    @classmethod
    def from_state(cls, state, alg=None) -> Generator:
        _require_philox(alg)
        return cls(state)

    @classmethod
    def from_non_deterministic_state(cls, alg=None) -> Generator:
        _require_philox(alg)
        return cls(np.array([unseeded_bits(64) for _ in range(3)], np.uint64).view(np.int64))

    def reset_from_seed(self, seed) -> None:
        self.state = create_rng_state(seed)

    def skip(self, delta: int) -> np.ndarray:
        """``Generator.skip``: returns the old state, advances 256 * delta blocks."""
        old = self.state.copy()
        words = old.view(np.uint64)
        counter = int(words[0]) | int(words[1]) << 64
        counter = (counter + RESERVED_BLOCKS_PER_OUTPUT * int(delta)) & MASK128
        self.state = np.array([counter & MASK64, counter >> 64, int(words[2])], np.uint64).view(np.int64)
        return old

    def _draw_state(self, n: int) -> PhiloxState:
        words = self.skip(n).view(np.uint64)
        return PhiloxState.from_key_counter(int(words[2]), (int(words[0]), int(words[1])))

    def uniform(self, shape, minval=0, maxval=None, dtype="float32") -> np.ndarray:
        dtype = _normalise_dtype(dtype)
        shape = checked_shape(shape)
        n = _num_elements(shape)
        if np.dtype(dtype).kind in "iu":
            if minval is None and maxval is None:
                return self.uniform_full_int(shape, dtype)
            low, high = int(np.asarray(minval, dtype)), int(np.asarray(maxval, dtype))
            return fill_uniform_int(self._draw_state(n), n, low, high, dtype).reshape(shape)
        if maxval is None:
            maxval = 1
        unit = fill_uniform(self._draw_state(n), n, dtype).reshape(shape)
        return _scale_uniform(unit, minval, maxval, dtype)

    def uniform_full_int(self, shape, dtype="uint64") -> np.ndarray:
        shape = checked_shape(shape)
        n = _num_elements(shape)
        return fill_uniform_full_int(self._draw_state(n), n, _normalise_dtype(dtype)).reshape(shape)

    def normal(self, shape, mean=0.0, stddev=1.0, dtype="float32") -> np.ndarray:
        dtype = _normalise_dtype(dtype)
        shape = checked_shape(shape)
        n = _num_elements(shape)
        return _scale_normal(fill_normal(self._draw_state(n), n, dtype).reshape(shape), mean, stddev, dtype)

    def truncated_normal(self, shape, mean=0.0, stddev=1.0, dtype="float32") -> np.ndarray:
        dtype = _normalise_dtype(dtype)
        shape = checked_shape(shape)
        n = _num_elements(shape)
        unit = fill_truncated_normal(self._draw_state(n), n, dtype).reshape(shape)
        return _scale_normal(unit, mean, stddev, dtype)

    def make_seeds(self, count: int = 1) -> np.ndarray:
        """int64 (2, count): full-range int64 keys over a row of zeros."""
        keys = self.uniform_full_int([count], "int64")
        return np.stack([keys, np.zeros_like(keys)])

    def split(self, count: int = 1) -> list[Generator]:
        """``count`` new generators with state [0, 0, key] for fresh int64 keys."""
        keys = self.uniform_full_int([count], "int64")
        return [type(self)([0, 0, key]) for key in keys]


def _require_philox(alg) -> None:
    if alg not in (None, PHILOX_ALGORITHM, "philox", "auto_select", 3):
        raise ValueError(f"Only the Philox algorithm is available on CPU, got alg={alg!r}")
