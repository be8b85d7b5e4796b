"""Keras's initializers: by name ("zeros", "glorot_uniform"), as objects (Constant(0.5), GlorotUniform(seed=1))
or as configs ({"class_name": "Constant", "config": {"value": 0.5}}); called with a shape (and a dtype), each
gives a tensor.

The values, random ones included, are `gradcli.engine.random.keras`'s: TensorFlow's random numbers bit for bit,
drawn from the running program's random state. An unseeded random initializer draws its seed when it is made,
as Keras's does (a layer makes its initializers when it is constructed).
"""
import math

import numpy as np

from gradcli.engine.random import keras as keras_random
from gradcli.engine.random import run
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.lang.tensorflow.objects import convert, read


# What drawing a random initial value costs (Philox's rounds and the distribution's arithmetic), in elements' work
# (about a nanosecond each): a layer built again and again is charged its weights.
DRAWN_VALUE_WORK = 100


class Initializer(Shown):
    """A Keras initializer as the program has it: called with a shape and a dtype, it gives the initial tensor."""

    tf_type_name = "Initializer"

    def __init__(self, made, config):
        self.made, self.config = made, config

    def __call__(self, shape, dtype=None):
        shape = tuple(int(d) for d in read(shape))
        dtype = str(getattr(dtype, "name", dtype) or "float32")
        drawn = isinstance(self.made, keras_random.RandomInitializer)
        charge_work(math.prod(shape) * (DRAWN_VALUE_WORK if drawn else 1))  # before the values are drawn
        return Tensor(np.asarray(self.made(shape, dtype)))

    def get_config(self):
        return dict(self.config)

    def tf_repr(self):
        return f"<keras.src.initializers.{type(self).tf_type_name} object>"

    tf_str = tf_repr


class _Identity(keras_random.Initializer):
    def __init__(self, keras_state=None, gain=1.0):
        self.gain = gain

    def __call__(self, shape, dtype=None):
        if len(shape) != 2:
            raise ValueError(f"Identity matrix initializer can only be used for 2D matrices. Received: "
                             f"shape={shape} of rank {len(shape)}.")
        return np.asarray(self.gain * np.eye(*shape), dtype=dtype or "float32")


_ENGINE = {**keras_random.INITIALIZERS, "identity": _Identity, "Identity": _Identity}
# Keras's aliases ("uniform" is Embedding's default initializer)
_ENGINE.update({"uniform": _ENGINE["RandomUniform"], "normal": _ENGINE["RandomNormal"], "one": _ENGINE["Ones"],
                "zero": _ENGINE["Zeros"]})
_CLASS_NAMES = [name for name in _ENGINE if name[0].isupper()]


def _initializer_class(class_name):
    """keras.initializers.NAME: the class, which makes the initializer (drawing its seed if it draws)."""
    cls = type(class_name, (Initializer,), {"tf_type_name": class_name})

    def make(*args, **config):
        config = _bound(class_name, args, config)
        return cls(made_by(class_name, config), config)
    make.tf_type_name = "type"
    make.python = cls
    return make


# Each class's positional parameters, in Keras's order (Constant(0.5), RandomNormal(5.0, 0.1)).
_SEEDED = ("seed", "input_axes", "output_axes")
_POSITIONAL = {"Zeros": (), "Ones": (), "Constant": ("value",), "Identity": ("gain",),
               "RandomNormal": ("mean", "stddev", "seed"), "TruncatedNormal": ("mean", "stddev", "seed"),
               "RandomUniform": ("minval", "maxval", "seed"),
               "VarianceScaling": ("scale", "mode", "distribution", *_SEEDED), "Orthogonal": ("gain", "seed"),
               **{name: _SEEDED for name in ("GlorotUniform", "GlorotNormal", "HeNormal", "HeUniform", "LecunNormal",
                                             "LecunUniform")}}


def _bound(class_name, args, config):
    """The config a call of the class gives, its positional arguments named; refused as Keras's __init__ is."""
    names = _POSITIONAL[class_name]
    if args and not names:
        raise TypeError(f"{class_name}() takes no arguments")
    if len(args) > len(names):
        raise TypeError(f"{class_name}.__init__() takes from 1 to {len(names) + 1} positional arguments but "
                        f"{len(args) + 1} were given")
    for name in names[:len(args)]:
        if name in config:
            raise TypeError(f"{class_name}.__init__() got multiple values for argument '{name}'")
    return {**dict(zip(names, args)), **config}


def made_by(name, config):
    config = {key: (convert(read(value)).value.tolist() if not isinstance(value, (int, float, str)) and value
                    is not None else value) for key, value in config.items()}
    return _ENGINE[name](run.current().keras, **config)


CLASSES = {name: _initializer_class(name) for name in _CLASS_NAMES}


def get(identifier):
    """keras.initializers.get: None, a name, a config dict, an initializer, or any callable as it is."""
    if identifier is None or isinstance(identifier, Initializer):
        return identifier
    if isinstance(identifier, dict):
        name, config = identifier.get("class_name"), dict(identifier.get("config") or {})
    elif isinstance(identifier, str):
        name, config = identifier, {}
    elif callable(identifier):
        return identifier
    else:
        name, config = None, {}
    if name not in _ENGINE:
        raise ValueError(f"Could not interpret initializer identifier: {identifier}")
    return Initializer(made_by(name, config), config)


def members():
    """keras.initializers's members."""
    return {**CLASSES, "get": get}


Initializer.tf_attributes = {"get_config": lambda i: i.get_config}
