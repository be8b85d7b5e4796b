"""tf.keras's and keras's members, put together from the modules that make them, and the attribute names of
Keras's objects (which the checker accepts in programs that use Keras).

tf.keras and keras are the same Keras 3 but for their losses (`training_namespaces` says how they differ).
"""
import functools

from gradcli.tensorflow.random import run as random_run
from gradcli.functions.losses import keras_mean
from gradcli.lang import classes
from gradcli.lang.runtime import Namespace
from gradcli.tensorflow import random_namespace
from gradcli.tensorflow.keras import (activations, array_ops, attention, callbacks, convolution, initializers,
                                      layers, merging, naming, noise, normalization, pooling, progress, recurrent,
                                      reshaping, training, training_namespaces)
from gradcli.tensorflow.keras.functional import FUNCTIONAL_ATTRIBUTES, InputLayer, keras_input
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, KerasTensor
from gradcli.tensorflow.keras.models import MODEL, Sequential
from gradcli.tensorflow.keras.subclassing import LAYER
from gradcli.tensorflow.keras.training import MODEL_ATTRIBUTES
from gradcli.tensorflow.keras.variables import KerasVariable, keras_variable
from gradcli.tensorflow.objects import IndexedSlices


_BUILT_IN = {**layers.LAYERS, **convolution.LAYERS, **pooling.LAYERS, **normalization.LAYERS,
             **reshaping.LAYERS, **merging.LAYERS, **noise.LAYERS,
             **recurrent.LAYERS, **attention.LAYERS}


for _cls in {id(c): c for c in _BUILT_IN.values() if isinstance(c, type) and hasattr(c, "get_config")}.values():
    _cls.tf_attributes = {**_cls.tf_attributes, "get_config": lambda layer: layer.get_config}


def keras_members(tf, library_losses, keras_itself=False):
    """The members of tf.keras, or of keras (`import keras`) with `keras_itself`: `tf` is TensorFlow's
    namespace, `library_losses` tf.keras.losses's functions of the vocabulary."""
    layer_members = {**{name: _type(cls) for name, cls in {**_BUILT_IN,
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
        "callbacks": Namespace("keras.callbacks", _callbacks()),
        "Variable": classes.PyType("Variable", KerasVariable, keras_variable, module="keras.src.backend"),
        "Model": MODEL, "Sequential": _type(Sequential),
        "models": Namespace("keras.models", {"Model": MODEL, "Sequential": _type(Sequential)}),
        "backend": Namespace("keras.backend", {"epsilon": lambda: 1e-07, "floatx": lambda: "float32",
                                               "clear_session": _clear_session}),
        **random_namespace.KERAS,  # keras.random, keras.utils
        "utils": Namespace("keras.utils", {**random_namespace.KERAS["utils"].members, "Progbar": classes.PyType(
            "Progbar", progress.Progbar, progress.Progbar, module="keras.src.utils.progbar")}),
    }


def _callbacks():
    """keras.callbacks: its classes as types the program calls and derives from."""
    def as_type(cls):
        return classes.PyType(cls.tf_type_name, cls, cls, module=f"keras.src.callbacks.{cls.module}")
    return {name: as_type(member) if isinstance(member, type) and issubclass(member, callbacks.Callback) else member
            for name, member in callbacks.members().items()}


def _clear_session(free_memory=True):
    """keras.backend.clear_session: Keras's global state anew, its names ("dense" again) and its global seed
    generator; TensorFlow's own seed goes on."""
    naming.forget_names()
    random_run.current().keras.global_seed_generator = None


# Where Keras defines each layer class, as its name prints (<class 'keras.src.layers.core.dense.Dense'>).
_MODULES = {"Dense": "core.dense", "Embedding": "core.embedding", "InputLayer": "core.input_layer",
            "Activation": "activations.activation", "ReLU": "activations.relu", "LeakyReLU": "activations.leaky_relu",
            "ELU": "activations.elu", "PReLU": "activations.prelu", "Softmax": "activations.softmax",
            "Flatten": "reshaping.flatten",
            "Reshape": "reshaping.reshape", "Dropout": "regularization.dropout", "Concatenate": "merging.concatenate",
            "Add": "merging.add",
            "BatchNormalization": "normalization.batch_normalization",
            **{cls.tf_type_name: "convolutional." + naming.to_snake_case(cls.tf_type_name)
               for cls in convolution.CONVOLUTIONS},
            **{cls.tf_type_name: "pooling." + naming.to_snake_case(cls.tf_type_name) for cls in pooling.POOLINGS},
            **{cls.tf_type_name: "normalization." + naming.to_snake_case(cls.tf_type_name)
               for cls in normalization.NORMALIZATIONS},
            **{cls.tf_type_name: "reshaping." + naming.to_snake_case(cls.tf_type_name) for cls in reshaping.RESHAPINGS},
            "Lambda": "core.lambda_layer",
            **{cls.tf_type_name: "merging." + cls.tf_type_name.lower() for cls in merging.MERGES},
            "GaussianNoise": "regularization.gaussian_noise", "GaussianDropout": "regularization.gaussian_dropout",
            "SpatialDropout1D": "regularization.spatial_dropout", "SpatialDropout2D": "regularization.spatial_dropout",
            "SimpleRNN": "rnn.simple_rnn", "LSTM": "rnn.lstm", "GRU": "rnn.gru", "Bidirectional": "rnn.bidirectional",
            "MultiHeadAttention": "attention.multi_head_attention"}


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
                  *(c.tf_attributes for c in callbacks.CLASSES.values()), progress.Progbar.tf_attributes,
                  KerasVariable.tf_attributes,
                  KerasTensor.tf_attributes,
                  activations.Activation.tf_attributes, initializers.Initializer.tf_attributes,
                  *(getattr(c, "tf_attributes", {}) for c in _BUILT_IN.values())):
        names.update(table)
    return frozenset(names)
