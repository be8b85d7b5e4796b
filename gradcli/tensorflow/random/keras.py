"""Keras 3.15's randomness on the TensorFlow backend: seeds, keras.random, initializers and Dropout's masks.

The API Keras layers build on (every function takes the run's
``KerasRandomState``, ``run.current().keras`` while a program runs):

    KerasRandomState(tf_context)             Python's random, Keras's global SeedGenerator, TF's context
        .set_random_seed(n)                  keras.utils.set_random_seed (numpy's generator aside)
        .make_default_seed() -> int          what an unseeded initializer, SeedGenerator or Dropout draws
        .draw_seed(seed) -> int32[2]         seed None, int or SeedGenerator -> the stateless ops' seed
        .global_seed_generator               SeedGenerator or None (created on first use of seed=None)
    SeedGenerator(keras_state, seed=None)    keras.random.SeedGenerator: .state int64[2], .next()
    Zeros, Ones, Constant, Identity, RandomNormal, TruncatedNormal, RandomUniform, VarianceScaling, Orthogonal
        (keras_state, **config) -> Initializer, made as Keras makes it, so an unseeded random one draws its
        seed now (a layer does this when it is constructed); variance_scaling_preset(scale, mode, distribution)
        makes the named presets (glorot_uniform...); keras.initializers's table of names is `gradcli.tensorflow.
        keras.initializers.INITIALIZERS`
    Initializer(shape, dtype=None) -> np.ndarray; Initializer.seed
    Dropout(keras_state, rate, noise_shape=None, seed=None)   keras.layers.Dropout's randomness:
        its SeedGenerator is made at construction; layer(inputs, training=True) -> np.ndarray
    normal, uniform, truncated_normal, randint, categorical, shuffle, dropout(keras_state, ...)
                                             keras.random.*, with Keras's arguments after the state

Keras 3 (what ``import keras`` and ``tf.keras`` are under TensorFlow 2.21) never
uses TensorFlow's stateful random ops: every draw turns its ``seed`` argument
into a ``[a, b]`` seed (``draw_seed``) and calls a *stateless* op. Transcribed
from keras-team/keras v3.15.1 (Apache License 2.0):
``keras/src/random/seed_generator.py``, ``keras/src/backend/tensorflow/random.py``,
``keras/src/initializers/{random,constant}_initializers.py``,
``keras/src/utils/rng_utils.py``, ``keras/src/layers/regularization/dropout.py``.

Where seeds come from:

* ``seed=int`` -> ``[seed, 0]``: the same values on every call.
* ``seed=SeedGenerator`` -> its state ``[s, k]``, then ``k += 1``.
* ``seed=None`` -> Keras's *global* SeedGenerator: its state, then
  ``state = (state + 1) * 5387 % 933199`` on both entries. It is created on
  first use with a seed drawn from Python's ``random``.
* Initializers and ``Dropout``/``SeedGenerator`` made with ``seed=None`` draw
  ``random.randint(1, 10**9)`` from Python's ``random`` *when made*.

So Keras's numbers repeat exactly when Python's ``random`` is seeded, as
``keras.utils.set_random_seed(n)`` does; ``tf.random.set_seed`` alone does not.
"""
from __future__ import annotations

import math
import random

import numpy as np

from gradcli.engine.shown import Shown
from gradcli.tensorflow.random import tensorflow
from gradcli.tensorflow.random.entropy import warn_unseeded

_DEFAULT_SEED_RANGE = (1, int(1e9))           # make_default_seed
_UNORDERED_MULTIPLIER = 5387                   # SeedGenerator.next(ordered=False)
_UNORDERED_MODULUS = 933199
_INT32_SEED_MODULUS = 2**31 - 1 - 1            # _cast_seed: floormod(seed, int32.max - 1)
_TRUNCATED_NORMAL_STDDEV_CORRECTION = 0.87962566103423978  # std of N(0,1) cut at +-2
FLOATX = "float32"


class KerasRandomState:
    """Python's ``random`` and Keras's global SeedGenerator for one program run."""

    def __init__(self, tf_context: tensorflow.RandomContext):
        self.tf_context = tf_context
        self.python_random = random.Random()
        self.python_random_seeded = False
        self.global_seed_generator: SeedGenerator | None = None

    def set_random_seed(self, seed: int) -> None:
        """``keras.utils.set_random_seed`` (the caller seeds numpy's generator too)."""
        if not isinstance(seed, int):
            raise ValueError(f"Expected `seed` argument to be an integer. Received: seed={seed}")  # noqa: TRY004 (as Keras)
        self.global_seed_generator = None
        self.python_random.seed(seed)
        self.python_random_seeded = True
        self.tf_context.set_seed(seed)

    def make_default_seed(self) -> int:
        """``make_default_seed``: ``random.randint(1, 1e9)`` from Python's global random."""
        if not self.python_random_seeded:
            warn_unseeded()
        return self.python_random.randint(*_DEFAULT_SEED_RANGE)

    def draw_seed(self, seed) -> np.ndarray:
        """``draw_seed`` then the TF backend's ``_cast_seed``: int32 [2] seed."""
        if isinstance(seed, SeedGenerator):
            drawn = seed.next(ordered=True)
        elif isinstance(seed, int) and not isinstance(seed, bool):
            drawn = np.array([seed, 0], dtype=np.int64)
        elif seed is None:
            if self.global_seed_generator is None:
                self.global_seed_generator = SeedGenerator(self)
            drawn = self.global_seed_generator.next(ordered=False)
        else:
            raise ValueError(f"Argument `seed` must be either an integer or an instance of "
                             f"`SeedGenerator`. Received: seed={seed}")
        return np.mod(drawn, _INT32_SEED_MODULUS).astype(np.int32)


class SeedGenerator(Shown):
    """``keras.random.SeedGenerator``: int64 state ``[seed, 0]``."""

    tf_type_name = "SeedGenerator"

    def __init__(self, keras_state: KerasRandomState, seed: int | None = None):
        if seed is None:
            seed = keras_state.make_default_seed()
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"Argument `seed` must be an integer. Received: seed={seed}")  # noqa: TRY004 (as Keras)
        self.state = np.array([seed, 0], dtype=np.int64)

    def next(self, ordered: bool = True) -> np.ndarray:
        """Returns the current state; advances it (k += 1, or the unordered scramble)."""
        current = self.state.copy()
        if ordered:
            self.state = self.state + np.array([0, 1], dtype=np.int64)
        else:
            self.state = (self.state + 1) * _UNORDERED_MULTIPLIER % _UNORDERED_MODULUS
        return current


# ---------------------------------------------------------------------------
# keras.random.* (TF backend: stateless TF ops)
# ---------------------------------------------------------------------------

def normal(keras_state, shape, mean=0.0, stddev=1.0, dtype=None, seed=None) -> np.ndarray:
    seed = keras_state.draw_seed(seed)
    return tensorflow.stateless_normal(shape, seed, mean, stddev, dtype or FLOATX)


def truncated_normal(keras_state, shape, mean=0.0, stddev=1.0, dtype=None, seed=None) -> np.ndarray:
    seed = keras_state.draw_seed(seed)
    return tensorflow.stateless_truncated_normal(shape, seed, mean, stddev, dtype or FLOATX)


def uniform(keras_state, shape, minval=0.0, maxval=1.0, dtype=None, seed=None) -> np.ndarray:
    """minval/maxval are cast to ``dtype`` first (``tf.cast``), then scaled in it."""
    dtype = dtype or FLOATX
    seed = keras_state.draw_seed(seed)
    return tensorflow.stateless_uniform(shape, seed, np.asarray(minval, dtype),
                                       np.asarray(maxval, dtype), dtype)


def randint(keras_state, shape, minval, maxval, dtype="int32", seed=None) -> np.ndarray:
    intermediate = dtype if np.dtype(dtype).name in ("int32", "int64") else "int64"
    seed = keras_state.draw_seed(seed)
    return tensorflow.stateless_uniform(shape, seed, minval, maxval, intermediate).astype(dtype)


def categorical(keras_state, logits, num_samples, dtype="int32", seed=None) -> np.ndarray:
    """``tf.random.stateless_categorical``; Python-list logits become float32."""
    seed = keras_state.draw_seed(seed)
    logits = logits if isinstance(logits, np.ndarray) else np.asarray(logits, dtype=np.float32)
    samples = tensorflow.stateless_categorical(logits, num_samples, seed,
                                              num_threads=keras_state.tf_context.num_threads)
    return samples.astype(dtype)


def shuffle(keras_state, x, axis=0, seed=None) -> np.ndarray:
    """Gather along ``axis`` by the (stable) argsort of stateless uniforms."""
    x = np.asarray(x)
    seed = keras_state.draw_seed(seed)
    keys = tensorflow.stateless_uniform([x.shape[axis]], seed)
    return np.take(x, np.argsort(keys, kind="stable"), axis=axis)


def dropout(keras_state, inputs, rate, noise_shape=None, seed=None) -> np.ndarray:
    """``keras.random.dropout``: ``tf.nn.experimental.stateless_dropout``.

    ``noise_shape`` entries of None take the input's size.
    """
    inputs = np.asarray(inputs)
    if rate == 1.0:
        return np.zeros_like(inputs)
    if rate == 0.0:
        return inputs
    seed = keras_state.draw_seed(seed)
    if noise_shape is not None:
        noise_shape = [size if wanted is None else wanted
                       for size, wanted in zip(inputs.shape, noise_shape)]
    return tensorflow.stateless_dropout(inputs, rate, seed, noise_shape)


# ---------------------------------------------------------------------------
# Initializers (keras.initializers.*)
# ---------------------------------------------------------------------------

class Initializer:
    """An initializer: called with a shape (and a dtype), it gives the initial values."""

    seed = None

    def __call__(self, shape, dtype=None) -> np.ndarray:
        raise NotImplementedError


class Constant(Initializer):
    """``Constant(value)``; ``Zeros`` and ``Ones`` are its values 0 and 1. Draws nothing."""

    def __init__(self, keras_state=None, value=0.0):
        self.value = value

    def __call__(self, shape, dtype=None):
        return np.full(tensorflow.checked_shape(shape), self.value, dtype=dtype or FLOATX)


class Identity(Initializer):
    """``Identity(gain)``: gain on the diagonal of a 2-D shape. Draws nothing."""

    def __init__(self, keras_state=None, gain=1.0):
        self.gain = gain

    def __call__(self, shape, dtype=None):
        if len(shape) != 2:
            raise ValueError(f"Identity matrix initializer can only be used for 2D matrices. Received: "
                             f"shape={tuple(shape)} of rank {len(shape)}.")
        rows, columns = tensorflow.checked_shape(shape)
        return np.asarray(self.gain * np.eye(rows, columns), dtype=dtype or FLOATX)


def Zeros(keras_state=None):
    return Constant(keras_state, 0.0)


def Ones(keras_state=None):
    return Constant(keras_state, 1.0)


class RandomInitializer(Initializer):
    """An initializer that draws: ``seed=None`` draws a fixed int seed when it is made."""

    def __init__(self, keras_state, seed=None):
        self.keras_state = keras_state
        self.seed = keras_state.make_default_seed() if seed is None else seed


class RandomNormal(RandomInitializer):
    def __init__(self, keras_state, mean=0.0, stddev=0.05, seed=None):
        self.mean, self.stddev = mean, stddev
        super().__init__(keras_state, seed)

    def __call__(self, shape, dtype=None):
        return normal(self.keras_state, shape, self.mean, self.stddev, dtype, self.seed)


class TruncatedNormal(RandomInitializer):
    def __init__(self, keras_state, mean=0.0, stddev=0.05, seed=None):
        self.mean, self.stddev = mean, stddev
        super().__init__(keras_state, seed)

    def __call__(self, shape, dtype=None):
        return truncated_normal(self.keras_state, shape, self.mean, self.stddev, dtype, self.seed)


class RandomUniform(RandomInitializer):
    def __init__(self, keras_state, minval=-0.05, maxval=0.05, seed=None):
        self.minval, self.maxval = minval, maxval
        super().__init__(keras_state, seed)

    def __call__(self, shape, dtype=None):
        return uniform(self.keras_state, shape, self.minval, self.maxval, dtype, self.seed)


def compute_fans(shape) -> tuple[int, int]:
    """``compute_fans``: (fan_in, fan_out); conv kernels multiply by the receptive field."""
    shape = tuple(shape)
    if len(shape) < 1:
        return 1, 1
    if len(shape) == 1:
        return int(shape[0]), int(shape[0])
    if len(shape) == 2:
        return int(shape[0]), int(shape[1])
    receptive_field = math.prod(shape[:-2])
    return int(shape[-2] * receptive_field), int(shape[-1] * receptive_field)


class VarianceScaling(RandomInitializer):
    """``VarianceScaling``; scale is divided by fan_in, fan_out or their mean."""

    def __init__(self, keras_state, scale=1.0, mode="fan_in", distribution="truncated_normal", seed=None):
        distribution = distribution.lower()
        if scale <= 0.0:
            raise ValueError(f"Argument `scale` must be positive float. Received: scale={scale}")
        if mode not in ("fan_in", "fan_out", "fan_avg"):
            raise ValueError(f"Invalid `mode` argument: {mode}")
        if distribution not in ("uniform", "truncated_normal", "untruncated_normal", "normal"):
            raise ValueError(f"Invalid `distribution` argument: {distribution}")
        self.scale, self.mode = scale, mode
        self.distribution = "truncated_normal" if distribution == "normal" else distribution
        super().__init__(keras_state, seed)

    def __call__(self, shape, dtype=None):
        scale = self.scale
        fan_in, fan_out = compute_fans(shape)
        if self.mode == "fan_in":
            scale /= max(1.0, fan_in)
        elif self.mode == "fan_out":
            scale /= max(1.0, fan_out)
        else:
            scale /= max(1.0, (fan_in + fan_out) / 2.0)
        if self.distribution == "truncated_normal":
            stddev = math.sqrt(scale) / _TRUNCATED_NORMAL_STDDEV_CORRECTION
            return truncated_normal(self.keras_state, shape, 0.0, stddev, dtype, self.seed)
        if self.distribution == "untruncated_normal":
            return normal(self.keras_state, shape, 0.0, math.sqrt(scale), dtype, self.seed)
        limit = math.sqrt(3.0 * scale)
        return uniform(self.keras_state, shape, -limit, limit, dtype, self.seed)


def variance_scaling_preset(scale, mode, distribution):
    """One of Keras's named VarianceScaling presets."""
    def preset(keras_state, seed=None):
        return VarianceScaling(keras_state, scale, mode, distribution, seed)
    return preset


class Orthogonal(RandomInitializer):
    """``Orthogonal``: QR of a normal matrix. TF's QR is Eigen's Householder, numpy's is LAPACK's: equal up to
    float32 rounding (~1e-7), not bit for bit."""

    def __init__(self, keras_state, gain=1.0, seed=None):
        self.gain = gain
        super().__init__(keras_state, seed)

    def __call__(self, shape, dtype=None):
        dtype = dtype or FLOATX
        num_rows = math.prod(shape[:-1])
        num_cols = shape[-1]
        flat_shape = (max(num_cols, num_rows), min(num_cols, num_rows))
        a = normal(self.keras_state, flat_shape, dtype=dtype, seed=self.seed)
        q, r = np.linalg.qr(a)
        q = q * np.sign(np.diag(r))
        if num_rows < num_cols:
            q = q.T
        return np.ascontiguousarray(np.asarray(self.gain, dtype) * q.reshape(shape), dtype=dtype)


# ---------------------------------------------------------------------------
# Layers' randomness
# ---------------------------------------------------------------------------

class Dropout:
    """``keras.layers.Dropout(rate, noise_shape, seed)``'s randomness: a SeedGenerator made at construction
    (when rate > 0); each call in training uses and advances it."""

    def __init__(self, keras_state, rate: float, noise_shape=None, seed=None):
        if not 0 <= rate <= 1:
            raise ValueError(f"Invalid value received for argument `rate`. Expected a float value between 0 "
                             f"and 1. Received: rate={rate}")
        self.keras_state = keras_state
        self.rate = rate
        self.noise_shape = noise_shape
        self.seed_generator = SeedGenerator(keras_state, seed) if rate > 0 else None

    def __call__(self, inputs, training=False) -> np.ndarray:
        if training and self.rate > 0:
            return dropout(self.keras_state, inputs, self.rate, self.noise_shape, self.seed_generator)
        return np.asarray(inputs)
