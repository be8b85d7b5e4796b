"""Philox4x32-10, the counter-based generator behind every random number of TensorFlow's CPU kernels.

A transcription into vectorised numpy of TensorFlow's
``tensorflow/core/lib/random/philox_random.h`` (Copyright The TensorFlow
Authors, Apache License 2.0), itself the algorithm of Salmon, Moraes, Dror and
Shaw, "Parallel random numbers: as easy as 1, 2, 3" (SC 2011), published with
the Random123 library (D. E. Shaw Research, BSD licence). The tests check it
against Random123's known-answer vectors.

``philox_at(key, counter, offsets)`` evaluates any set of counters at once;
``PhiloxState`` is a ``PhiloxRandom`` value (key and counter) that skips and
yields blocks of four uint32.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_PHILOX_W32A = 0x9E3779B9            # key schedule increments
_PHILOX_W32B = 0xBB67AE85
_PHILOX_M4X32A = 0xD2511F53  # round multipliers
_PHILOX_M4X32B = 0xCD9E8D57
_PHILOX_ROUNDS = 10
_MASK32 = 0xFFFFFFFF
MASK64 = 0xFFFFFFFFFFFFFFFF
MASK128 = (1 << 128) - 1
_LOW32 = np.uint64(_MASK32)
_SHIFT32 = np.uint64(32)
# Counters are processed in chunks whose temporaries stay in cache (~3x faster).
_PHILOX_CHUNK = 16384
# Up to this many blocks, Python's integers beat numpy's per-call overhead (a draw of a few numbers).
_PYTHON_BLOCKS = 16


def _round_keys(key: int) -> list[tuple[np.uint64, np.uint64]]:
    """(key[0], key[1]) for each of the 10 rounds (``RaiseKey`` between rounds)."""
    k0, k1 = key & _MASK32, (key >> 32) & _MASK32
    keys = []
    for _ in range(_PHILOX_ROUNDS):
        keys.append((np.uint64(k0), np.uint64(k1)))
        k0, k1 = (k0 + _PHILOX_W32A) & _MASK32, (k1 + _PHILOX_W32B) & _MASK32
    return keys


def _philox_chunk(round_keys, counter: int, offsets: np.ndarray, out: np.ndarray) -> None:
    """Ten Philox rounds on counters ``counter + offsets``, into ``out`` (n, 4).

    Words are held in uint64 so 32x32-bit products are exact; operations are
    in place.  One round (``ComputeSingleRound``):
    (c0, c1, c2, c3) <- (hi(B*c2) ^ c1 ^ k0, lo(B*c2), hi(A*c0) ^ c3 ^ k1, lo(A*c0)).
    """
    low64 = np.uint64(counter & MASK64) + offsets                 # wraps mod 2**64
    high64 = np.uint64(counter >> 64) + (low64 < offsets)          # carry
    c0, c1, c2, c3 = low64 & _LOW32, low64 >> _SHIFT32, high64 & _LOW32, high64 >> _SHIFT32
    product0, product1, scratch = (np.empty_like(offsets) for _ in range(3))
    for k0, k1 in round_keys:
        np.multiply(c0, np.uint64(_PHILOX_M4X32A), out=product0)
        np.multiply(c2, np.uint64(_PHILOX_M4X32B), out=product1)
        np.right_shift(product1, _SHIFT32, out=scratch)
        np.bitwise_xor(c1, scratch, out=c1)
        np.bitwise_xor(c1, k0, out=c1)
        np.right_shift(product0, _SHIFT32, out=scratch)
        np.bitwise_xor(c3, scratch, out=c3)
        np.bitwise_xor(c3, k1, out=c3)
        np.bitwise_and(product1, _LOW32, out=product1)
        np.bitwise_and(product0, _LOW32, out=product0)
        (c0, c1, c2, c3), product0, product1 = (c1, product1, c3, product0), c0, c2
    for index, word in enumerate((c0, c1, c2, c3)):
        out[:, index] = word


def _philox_python(key: int, counter: int, offsets) -> list[list[int]]:
    """The same ten rounds as ``_philox_chunk``, on Python's integers, for a few counters."""
    blocks = []
    for offset in offsets:
        value = (counter + int(offset)) & MASK128
        c0, c1, c2, c3 = (value >> shift & _MASK32 for shift in (0, 32, 64, 96))
        k0, k1 = key & _MASK32, key >> 32 & _MASK32
        for _ in range(_PHILOX_ROUNDS):
            product0, product1 = _PHILOX_M4X32A * c0, _PHILOX_M4X32B * c2
            c0, c1, c2, c3 = ((product1 >> 32) ^ c1 ^ k0, product1 & _MASK32,
                              (product0 >> 32) ^ c3 ^ k1, product0 & _MASK32)
            k0, k1 = (k0 + _PHILOX_W32A) & _MASK32, (k1 + _PHILOX_W32B) & _MASK32
        blocks.append([c0, c1, c2, c3])
    return blocks


def philox_at(key: int, counter: int, offsets: np.ndarray) -> np.ndarray:
    """Philox4x32-10 outputs for the counters ``counter + offsets``.

    ``key`` is the 64-bit key (key[0] = low word), ``counter`` the 128-bit
    counter (counter[0] = lowest word), ``offsets`` a uint64 array of any
    shape.  Returns uint32 of shape ``offsets.shape + (4,)``: what
    ``PhiloxRandom::operator()`` returns after ``Skip(offset)``.
    """
    offsets = np.asarray(offsets, dtype=np.uint64)
    flat_offsets = offsets.reshape(-1)
    if flat_offsets.size <= _PYTHON_BLOCKS:
        blocks = _philox_python(key, counter, flat_offsets.tolist())
        return np.array(blocks, dtype=np.uint32).reshape(offsets.shape + (4,))
    out = np.empty((flat_offsets.size, 4), dtype=np.uint32)
    round_keys = _round_keys(key)
    for start in range(0, flat_offsets.size, _PHILOX_CHUNK):
        stop = start + _PHILOX_CHUNK
        _philox_chunk(round_keys, counter, flat_offsets[start:stop], out[start:stop])
    return out.reshape(offsets.shape + (4,))


@dataclass(frozen=True)
class PhiloxState:
    """A ``PhiloxRandom`` value: 64-bit key and 128-bit counter (Python ints)."""

    key: int
    counter: int

    @classmethod
    def from_seeds(cls, seed: int, seed2: int) -> PhiloxState:
        """``PhiloxRandom(seed_lo, seed_hi)``: key = seed, counter = [0, 0, seed2]."""
        return cls(key=seed & MASK64, counter=(seed2 & MASK64) << 64)

    @classmethod
    def from_key_counter(cls, key: int, counter_words64: tuple[int, int]) -> PhiloxState:
        """``GetPhiloxRandomFromCounterKeyMem``: uint64 key, uint64[2] counter."""
        low, high = counter_words64
        return cls(key=key & MASK64, counter=((high & MASK64) << 64) | (low & MASK64))

    def skip(self, n_blocks: int) -> PhiloxState:
        """``PhiloxRandom::Skip``: advance by ``n_blocks`` 128-bit outputs."""
        return PhiloxState(self.key, (self.counter + n_blocks) & MASK128)

    def blocks(self, n_blocks: int) -> np.ndarray:
        """The next ``n_blocks`` outputs, shape ``(n_blocks, 4)`` uint32."""
        return philox_at(self.key, self.counter, np.arange(n_blocks, dtype=np.uint64))

    def words(self, n_words: int) -> np.ndarray:
        """The next ``n_words`` uint32 as ``SingleSampleAdapter`` yields them."""
        return self.blocks(-(-n_words // 4)).reshape(-1)[:n_words]


