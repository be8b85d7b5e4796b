"""Keras's initializers: by name ("zeros", "glorot_uniform"), as objects (Constant(0.5), GlorotUniform(seed=1))
or as configs ({"class_name": "Constant", "config": {"value": 0.5}}); called with a shape (and a dtype), each
gives a tensor.

The values, random ones included, are `gradcli.tensorflow.random.keras`'s: TensorFlow's random numbers bit for bit,
drawn from the running program's random state. An unseeded random initializer draws its seed when it is made,
as Keras's does (a layer makes its initializers when it is constructed).
"""
import math

import numpy as np

from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.tensorflow.keras.run import as_callable, is_callable
from gradcli.tensorflow.objects import convert, read
from gradcli.tensorflow.random import keras as keras_random
from gradcli.tensorflow.random import run


# What drawing a random initial value costs (Philox's rounds and the distribution's arithmetic), in elements' work
# (about a nanosecond each): a layer built again and again is charged its weights.
DRAWN_VALUE_WORK = 100


class Initializer(Shown):
    """A Keras initializer as the program has it: called with a shape and a dtype, it gives the initial tensor."""

    tf_type_name = "Initializer"

    def __init__(self, made, config, class_name=None):
        self.made, self.config, self.class_name = made, config, class_name

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


_PRESET = keras_random.variance_scaling_preset
# The one table of Keras's initializers, by the names keras.initializers.get takes: the snake-case names
# (Dense(kernel_initializer="he_normal")), the class names (as in a config's "class_name") and Keras's aliases
# ("uniform" is Embedding's default initializer). Each maker takes the run's Keras random state and the config.
INITIALIZERS = {
    "zeros": keras_random.Zeros, "ones": keras_random.Ones, "constant": keras_random.Constant,
    "identity": keras_random.Identity, "random_normal": keras_random.RandomNormal,
    "truncated_normal": keras_random.TruncatedNormal, "random_uniform": keras_random.RandomUniform,
    "variance_scaling": keras_random.VarianceScaling,
    "glorot_uniform": _PRESET(1.0, "fan_avg", "uniform"), "glorot_normal": _PRESET(1.0, "fan_avg", "truncated_normal"),
    "he_normal": _PRESET(2.0, "fan_in", "truncated_normal"), "he_uniform": _PRESET(2.0, "fan_in", "uniform"),
    "lecun_normal": _PRESET(1.0, "fan_in", "truncated_normal"), "lecun_uniform": _PRESET(1.0, "fan_in", "uniform"),
    "orthogonal": keras_random.Orthogonal,
}
INITIALIZERS.update({name.title().replace("_", ""): made for name, made in list(INITIALIZERS.items())})
INITIALIZERS.update({"uniform": INITIALIZERS["RandomUniform"], "normal": INITIALIZERS["RandomNormal"],
                     "one": INITIALIZERS["Ones"], "zero": INITIALIZERS["Zeros"]})
_CLASS_NAMES = [name for name in INITIALIZERS if name[0].isupper()]


# Each class's positional parameters, in Keras's order (Constant(0.5), RandomNormal(5.0, 0.1)); those not listed
# take a seed only.
_SEEDED = ("seed", "input_axes", "output_axes")
_POSITIONAL = {"Zeros": (), "Ones": (), "Constant": ("value",), "Identity": ("gain",),
               "RandomNormal": ("mean", "stddev", "seed"), "TruncatedNormal": ("mean", "stddev", "seed"),
               "RandomUniform": ("minval", "maxval", "seed"),
               "VarianceScaling": ("scale", "mode", "distribution", *_SEEDED), "Orthogonal": ("gain", "seed"),
               **{name: _SEEDED for name in ("GlorotUniform", "GlorotNormal", "HeNormal", "HeUniform", "LecunNormal",
                                             "LecunUniform")}}


def _bound(class_name, args, config):
    """The config a call of the class gives, its positional arguments named; refused as Keras's __init__ is."""
    names = _POSITIONAL.get(_ALIASES.get(class_name, class_name), ("seed",))
    if args and not names:
        raise TypeError(f"{class_name}() takes no arguments")
    if len(args) > len(names):
        raise TypeError(f"{class_name}.__init__() takes from 1 to {len(names) + 1} positional arguments but "
                        f"{len(args) + 1} were given")
    for name in names[:len(args)]:
        if name in config:
            raise TypeError(f"{class_name}.__init__() got multiple values for argument '{name}'")
    return {**dict(zip(names, args)), **config}


def _initializer_class(class_name):
    """keras.initializers.NAME: the class, which makes the initializer (drawing its seed if it draws)."""
    cls = type(class_name, (Initializer,), {"tf_type_name": class_name})

    def make(*args, **config):
        config = _bound(class_name, args, config)
        return cls(made_by(class_name, config), config, class_name)
    make.tf_type_name = "type"
    make.python = cls
    return make


def made_by(name, config):
    config = {key: (convert(read(value)).value.tolist() if not isinstance(value, (int, float, str)) and value
                    is not None else value) for key, value in config.items()}
    return INITIALIZERS[name](run.current().keras, **config)


CLASSES = {name: _initializer_class(name) for name in _CLASS_NAMES}


def get(identifier):
    """keras.initializers.get: None, a name, a config dict, an initializer, or any callable as it is."""
    if identifier is None or isinstance(identifier, Initializer):
        return identifier
    if isinstance(identifier, dict):
        name, config = identifier.get("class_name"), dict(identifier.get("config") or {})
    elif isinstance(identifier, str):
        name, config = identifier, {}
    elif is_callable(identifier):  # (the program's own function, run by the interpreter)
        return as_callable(identifier)
    else:
        name, config = None, {}
    if name not in INITIALIZERS:
        raise ValueError(f"Could not interpret initializer identifier: {identifier}")
    return Initializer(made_by(name, config), config, _class_name(name))


def _class_name(name):
    """The class Keras makes for an initializer's name ("glorot_uniform": GlorotUniform)."""
    return name if name[0].isupper() else name.title().replace("_", "")


# What get_config says of each initializer: its parameters, in Keras's order, with Keras's defaults
_FANS = {"seed": None, "input_axes": None, "output_axes": None}
_SERIALIZED_CONFIGS = {
    "Zeros": {}, "Ones": {}, "Identity": {}, "Constant": {"value": 0.0},
    "RandomNormal": {"seed": None, "mean": 0.0, "stddev": 0.05},
    "TruncatedNormal": {"seed": None, "mean": 0.0, "stddev": 0.05},
    "RandomUniform": {"seed": None, "minval": -0.05, "maxval": 0.05},
    "Orthogonal": {"seed": None, "gain": 1.0},
    "VarianceScaling": {"seed": None, "scale": 1.0, "mode": "fan_in", "distribution": "truncated_normal",
                        "input_axes": None, "output_axes": None},
    **{name: _FANS for name in ("GlorotUniform", "GlorotNormal", "HeNormal", "HeUniform", "LecunNormal",
                                "LecunUniform")}}
_ALIASES = {"Uniform": "RandomUniform", "Normal": "RandomNormal", "One": "Ones", "Zero": "Zeros"}


def serialize(initializer):
    """keras.initializers.serialize, as a layer's get_config gives its initializers."""
    if initializer is None:
        return None
    class_name = _ALIASES.get(getattr(initializer, "class_name", None), getattr(initializer, "class_name", None))
    given = dict(getattr(initializer, "config", {}))
    if class_name not in _SERIALIZED_CONFIGS or set(given) - set(_SERIALIZED_CONFIGS[class_name]):
        raise NotImplementedError(f"gradcli's get_config does not describe the initializer {class_name or initializer}")
    config = {key: given.get(key, default) for key, default in _SERIALIZED_CONFIGS[class_name].items()}
    return {"module": "keras.initializers", "class_name": class_name, "config": config, "registered_name": None}


def members():
    """keras.initializers's members."""
    return {**CLASSES, "get": get}


Initializer.tf_attributes = {"get_config": lambda i: i.get_config}
