"""Keras's initializers: by name ("zeros", "glorot_uniform"), as objects (Constant(0.5)) or as configs
({"class_name": "Constant", "config": {"value": 0.5}}); each called with a shape (and a dtype) gives a tensor.

The seeded random ones draw TensorFlow's random numbers (`gradcli.lang.tensorflow.random`, where it exists);
the others are computed here.
"""
import math

import numpy as np

from gradcli.engine.errors import GradcliError
from gradcli.engine.limits import check_elements
from gradcli.engine.tensor import Tensor
from gradcli.lang.tensorflow.objects import convert, read


class Initializer:
    """A Keras initializer: called with a shape and a dtype, it gives the initial tensor."""

    tf_type_name = "Initializer"
    config_keys = ()

    def __call__(self, shape, dtype=None):
        shape = tuple(int(d) for d in read(shape))
        check_elements(math.prod(shape), "the initial value")
        return Tensor(np.asarray(self.values(shape), dtype=np.dtype(str(dtype or "float32"))))

    def get_config(self):
        return {key: getattr(self, key) for key in self.config_keys}

    def tf_repr(self):
        return f"<keras.src.initializers.{type(self).tf_type_name} object>"

    tf_str = tf_repr


class Zeros(Initializer):
    tf_type_name = "Zeros"

    def values(self, shape):
        return np.zeros(shape)


class Ones(Initializer):
    tf_type_name = "Ones"

    def values(self, shape):
        return np.ones(shape)


class Constant(Initializer):
    """Constant(value): the value broadcast to the shape (Keras: value * ones(shape))."""

    tf_type_name = "Constant"
    config_keys = ("value",)

    def __init__(self, value=0.0):
        self.value = value

    def values(self, shape):
        value = convert(read(self.value)).value.astype(np.float64)
        try:
            return value * np.ones(shape)
        except ValueError:
            raise ValueError(f"Incompatible shapes: {value.shape} and {shape}") from None


class Identity(Initializer):
    tf_type_name = "Identity"
    config_keys = ("gain",)

    def __init__(self, gain=1.0):
        self.gain = gain

    def values(self, shape):
        if len(shape) != 2:
            raise ValueError(f"Identity matrix initializer can only be used for 2D matrices. Received: "
                             f"shape={shape} of rank {len(shape)}.")
        return self.gain * np.eye(*shape)


BUILT_IN = {"Zeros": Zeros, "Ones": Ones, "Constant": Constant, "Identity": Identity}
_NAMES = {"zeros": Zeros, "ones": Ones, "constant": Constant, "identity": Identity}


def _random_initializers():
    """The random initializers (GlorotUniform, ...), by class name and by name, where gradcli draws
    TensorFlow's random numbers; none where it does not."""
    try:
        from gradcli.lang.tensorflow.random import keras_initializers
    except ImportError:
        return {}
    return keras_initializers()


def members():
    """keras.initializers's members."""
    made = {**BUILT_IN, **_random_initializers(), "get": get}
    return {name: cls for name, cls in made.items()}


def get(identifier):
    """keras.initializers.get: None, a name, a config dict, or an initializer (any callable) as it is."""
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        cls = {**BUILT_IN, **_random_initializers()}.get(identifier.get("class_name"))
        if cls is None:
            raise ValueError(f"Could not interpret initializer identifier: {identifier}")
        return cls(**identifier.get("config", {}))
    if isinstance(identifier, str):
        found = _NAMES.get(identifier) or _by_name(identifier)
        if found is None:
            if identifier in _RANDOM_NAMES:
                raise GradcliError(f"the initializer '{identifier}' draws random numbers, which gradcli does not "
                                   "draw as TensorFlow does yet")
            raise ValueError(f"Could not interpret initializer identifier: {identifier}")
        return found()
    if callable(identifier):
        return identifier
    raise ValueError(f"Could not interpret initializer identifier: {identifier}")


_RANDOM_NAMES = ("glorot_uniform", "glorot_normal", "he_uniform", "he_normal", "lecun_uniform", "lecun_normal",
                 "random_uniform", "random_normal", "truncated_normal", "orthogonal", "variance_scaling")


def _by_name(name):
    random = _random_initializers()
    return random.get(name)
