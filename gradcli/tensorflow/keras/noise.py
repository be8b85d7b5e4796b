"""Keras's noise layers, active in training only: GaussianNoise (x + N(0, stddev)), GaussianDropout
(x * N(1, sqrt(rate / (1 - rate)))) and SpatialDropout1D/2D (Dropout of whole channels).

Their random numbers are TensorFlow's, as Keras draws them: each layer has a SeedGenerator made with it (from its
seed, or from Python's random numbers when it has none), whose state each call in training uses and advances.
"""
import math

import numpy as np

from gradcli.tensorflow.random import keras as keras_random
from gradcli.tensorflow.random import run
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow import function
from gradcli.tensorflow.keras import windows
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config
from gradcli.tensorflow.keras.layers import Dropout, op


def _drawn(generator, draw):
    """`draw()`'s numbers; in a tf.function's trace the generator is left as it was, as TensorFlow's graph
    advances it only when it runs."""
    state = generator.state
    numbers = draw()
    if function.tracing() is not None:
        generator.state = state
    return numbers


class GaussianLayer(Layer):
    """A layer that draws normal numbers of its input's shape in training, when its `amount` is above 0."""

    amount_name = None

    def __init__(self, amount, seed=None, **kwargs):
        super().__init__(**kwargs)
        if not 0 <= amount <= 1:
            raise ValueError(f"Invalid value received for argument `{self.amount_name}`. Expected a float value "
                             f"between 0 and 1. Received: {self.amount_name}={amount}")
        self.amount, self.seed, self.built = amount, seed, True
        self.keras_state = run.current().keras
        self.seed_generator = keras_random.SeedGenerator(self.keras_state, seed) if amount > 0 else None

    def run(self, inputs, training=None):
        if not training or self.amount == 0:
            return inputs
        mean, stddev = self.normal()
        numbers = _drawn(self.seed_generator, lambda: keras_random.normal(
            self.keras_state, tuple(inputs.shape), mean, stddev, "float32", self.seed_generator))
        return self.combine(inputs, Tensor(np.asarray(numbers, dtype=np.float32)))

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        return {**base_config(self), self.amount_name: self.amount, "seed": self.seed}


class GaussianNoise(GaussianLayer):
    tf_type_name = "GaussianNoise"
    amount_name = "stddev"

    def __init__(self, stddev, seed=None, **kwargs):
        super().__init__(stddev, seed, **kwargs)

    def normal(self):
        return 0.0, self.amount

    def combine(self, inputs, numbers):
        return op("add")(inputs, numbers)


class GaussianDropout(GaussianLayer):
    tf_type_name = "GaussianDropout"
    amount_name = "rate"

    def __init__(self, rate, seed=None, **kwargs):
        super().__init__(rate, seed, **kwargs)

    def normal(self):
        return 1.0, math.sqrt(self.amount / (1.0 - self.amount))

    def combine(self, inputs, numbers):
        return op("multiply")(inputs, numbers)


class SpatialDropout(Dropout):
    """Dropout of whole channels: one draw per example and channel, shared along the spatial axes."""

    def __init__(self, rate, data_format=None, seed=None, name=None, dtype=None):
        super().__init__(rate, seed=seed, name=name, dtype=dtype)
        self.data_format = windows.data_format(data_format)

    def run(self, inputs, training=None):
        shape = [1] * inputs.ndim
        channels = -1 if self.data_format == "channels_last" else 1
        shape[0], shape[channels] = inputs.shape[0], inputs.shape[channels]
        self.randomness.noise_shape = shape
        return super().run(inputs, training)

    def get_config(self):
        """(Keras's SpatialDropout says only these, its dtype as a name.)"""
        config = {"rate": self.rate, "seed": self.seed, "name": self.name, "dtype": "float32"}
        return config if self.exact_rank == 3 else {**config, "data_format": self.data_format}


class SpatialDropout1D(SpatialDropout):
    tf_type_name = "SpatialDropout1D"
    exact_rank = 3

    def __init__(self, rate, seed=None, name=None, dtype=None):
        super().__init__(rate, None, seed, name, dtype)


class SpatialDropout2D(SpatialDropout):
    tf_type_name = "SpatialDropout2D"
    exact_rank = 4


GaussianLayer.tf_attributes = {**LAYER_ATTRIBUTES, "get_config": lambda layer: layer.get_config,
                               "seed": lambda layer: layer.seed}
GaussianNoise.tf_attributes = {**GaussianLayer.tf_attributes, "stddev": lambda layer: layer.amount}
GaussianDropout.tf_attributes = {**GaussianLayer.tf_attributes, "rate": lambda layer: layer.amount}
SpatialDropout.tf_attributes = {**Dropout.tf_attributes, "get_config": lambda layer: layer.get_config}

NOISES = (GaussianNoise, GaussianDropout, SpatialDropout1D, SpatialDropout2D)
LAYERS = {cls.tf_type_name: cls for cls in NOISES}
