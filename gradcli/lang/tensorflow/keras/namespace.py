"""tf.keras's and keras's members, put together from the modules that make them, and the attribute names of
Keras's objects (which the checker accepts in programs that use Keras).

tf.keras and keras are the same Keras 3 but for their losses (`training_namespaces` says how they differ).
"""
import functools

from gradcli.engine.random import run as random_run
from gradcli.functions.losses import keras_mean
from gradcli.lang import classes
from gradcli.lang.runtime import Namespace
from gradcli.lang.tensorflow import random_namespace
from gradcli.lang.tensorflow.keras import (activations, array_ops, convolution, initializers, layers, naming,
                                           training, training_namespaces)
from gradcli.lang.tensorflow.keras.functional import FUNCTIONAL_ATTRIBUTES, InputLayer, keras_input
from gradcli.lang.tensorflow.keras.layer import LAYER_ATTRIBUTES, KerasTensor
from gradcli.lang.tensorflow.keras.models import MODEL, Sequential
from gradcli.lang.tensorflow.keras.subclassing import LAYER
from gradcli.lang.tensorflow.keras.training import MODEL_ATTRIBUTES, History
from gradcli.lang.tensorflow.keras.variables import KerasVariable
from gradcli.lang.tensorflow.objects import IndexedSlices


def keras_members(tf, library_losses, keras_itself=False):
    """The members of tf.keras, or of keras (`import keras`) with `keras_itself`: `tf` is TensorFlow's
    namespace, `library_losses` tf.keras.losses's functions of the vocabulary."""
    layer_members = {**{name: _type(cls) for name, cls in {**layers.LAYERS, **convolution.LAYERS,
                                                            "InputLayer": InputLayer}.items()},
                     "Layer": LAYER, "Input": keras_input}
    trained = training_namespaces.tf_keras(library_losses)
    training.LOSS_FUNCTIONS.update(trained.members["losses"].members)  # (compile's names for losses)
    if keras_itself:
        trained = training_namespaces.keras(trained)
    return {
        **trained.members,
        "layers": Namespace("keras.layers", layer_members),
        "initializers": Namespace("keras.initializers", initializers.members()),
        "activations": Namespace("keras.activations", activations.members()),
        "ops": Namespace("keras.ops", _ops(tf)),
        "Input": keras_input,
        "Model": MODEL, "Sequential": _type(Sequential),
        "models": Namespace("keras.models", {"Model": MODEL, "Sequential": _type(Sequential)}),
        "backend": Namespace("keras.backend", {"epsilon": lambda: 1e-07, "floatx": lambda: "float32",
                                               "clear_session": _clear_session}),
        **random_namespace.KERAS,  # keras.random, keras.utils
    }


def _clear_session(free_memory=True):
    """keras.backend.clear_session: Keras's global state anew, its names ("dense" again) and its global seed
    generator; TensorFlow's own seed goes on."""
    naming.forget_names()
    random_run.current().keras.global_seed_generator = None


# Where Keras defines each layer class, as its name prints (<class 'keras.src.layers.core.dense.Dense'>).
_MODULES = {"Dense": "core.dense", "Embedding": "core.embedding", "InputLayer": "core.input_layer",
            "Activation": "activations.activation", "ReLU": "activations.relu", "LeakyReLU": "activations.leaky_relu",
            "ELU": "activations.elu", "Softmax": "activations.softmax", "Flatten": "reshaping.flatten",
            "Reshape": "reshaping.reshape", "Dropout": "regularization.dropout", "Concatenate": "merging.concatenate",
            "Add": "merging.add",
            "BatchNormalization": "normalization.batch_normalization", "Conv2D": "convolutional.conv2d",
            "MaxPooling2D": "pooling.max_pooling2d"}


def _type(cls):
    """A Keras class as the program sees it: a type it calls, compares (type(), isinstance()) and prints; a plain
    function (keras.layers.add) as it is."""
    if not isinstance(cls, type):
        return cls
    if "tf_class" not in vars(cls):  # one type a class, which type() of its instances gives (python.type_of)
        name = cls.tf_type_name
        module = "keras.src.models.sequential" if name == "Sequential" else f"keras.src.layers.{_MODULES[name]}"
        cls.tf_class = classes.PyType(name, cls, cls, module=module)
    return cls.tf_class


for _kind, _table in training_namespaces.ATTRIBUTES:  # the training objects' attributes, which the dialect asks
    if _kind is not KerasVariable:                     # their types for (a Keras variable's are its own)
        _kind.tf_attributes = _table


# keras.ops: Keras's names for TensorFlow's functions (those whose arguments are TensorFlow's, in order)
_OPS = {"abs": "abs", "square": "square", "sqrt": "sqrt", "exp": "exp", "log": "log",
        "sum": "reduce_sum", "max": "reduce_max", "min": "reduce_min", "ones": "ones", "zeros": "zeros",
        "array": "convert_to_tensor", "convert_to_tensor": "convert_to_tensor", "matmul": "matmul",
        "maximum": "maximum", "minimum": "minimum", "relu": "relu", "sigmoid": "sigmoid", "tanh": "tanh",
        "reshape": "reshape", "stack": "stack", "concatenate": "concat", "where": "where", "cast": "cast",
        "argmax": "argmax", "ones_like": "ones_like",
        "zeros_like": "zeros_like", "transpose": "transpose", "clip": "clip_by_value"}


def _ops(tf):
    functions = {**tf.members, **tf.members["nn"].members}
    ops = {name: _dense_only(functions[tf_name], name) for name, tf_name in _OPS.items() if tf_name in functions}
    # Keras's own: the activations with Keras's parameters, sigmoid's output remembering its logits, and mean,
    # which averages integers as floats
    return {**ops, **activations.OPS, "sigmoid": activations.ACTIVATIONS["sigmoid"],
            "mean": _dense_only(keras_mean, "mean"), **array_ops.array_ops(tf)}


def _dense_only(function, name):
    """A keras.ops function that refuses IndexedSlices: Keras's ops keep them sparse in ways of their own (its
    backend's sparse.py), which gradcli's, TensorFlow's functions, do not reproduce."""
    @functools.wraps(function)
    def call(*args, **kwargs):
        if any(isinstance(value, IndexedSlices) for value in (*args, *kwargs.values())):
            raise NotImplementedError(f"gradcli's keras.ops.{name} does not take IndexedSlices (a "
                                      "gather's gradient): make it dense first (tf.convert_to_tensor)")
        return function(*args, **kwargs)
    return call


def attribute_names(namespaces):
    """The names of the namespaces' members (two levels down) and of every Keras object's attributes."""
    names = set()
    for namespace in namespaces:
        names.update(namespace.members)
        for member in namespace.members.values():
            names.update(getattr(member, "members", ()))
            for inner in getattr(member, "members", {}).values():
                names.update(getattr(inner, "members", ()))
    for _, table in training_namespaces.ATTRIBUTES:
        names.update(table)
    for table in (LAYER_ATTRIBUTES, FUNCTIONAL_ATTRIBUTES, MODEL_ATTRIBUTES, Sequential.tf_attributes,
                  History.tf_attributes, KerasVariable.tf_attributes, KerasTensor.tf_attributes,
                  activations.Activation.tf_attributes, initializers.Initializer.tf_attributes,
                  *(getattr(c, "tf_attributes", {}) for c in [*layers.LAYERS.values(), *convolution.LAYERS.values()])):
        names.update(table)
    return frozenset(names)
