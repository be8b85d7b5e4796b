"""tf.keras's members, put together from the modules that make them, and the attribute names of Keras's
objects (which the checker accepts in programs that use Keras)."""
from gradcli.lang.runtime import Namespace
from gradcli.lang.tensorflow.keras import activations, initializers, layers
from gradcli.lang.tensorflow.keras.functional import FUNCTIONAL_ATTRIBUTES, InputLayer, keras_input
from gradcli.lang.tensorflow.keras.layer import LAYER_ATTRIBUTES, KerasTensor
from gradcli.lang.tensorflow.keras.models import MODEL, Sequential
from gradcli.lang.tensorflow.keras.subclassing import LAYER
from gradcli.lang.tensorflow.keras.training import MODEL_ATTRIBUTES, History
from gradcli.lang.tensorflow.keras.variables import KerasVariable
from gradcli.lang.tensorflow.keras import training_namespaces


def keras_members():
    from gradcli.lang.tensorflow.dialect import _tf_module

    layer_members = {**layers.LAYERS, "Activation": layers.ActivationLayer, "Layer": LAYER, "Input": keras_input,
                     "InputLayer": InputLayer}
    members = {
        "layers": Namespace("keras.layers", layer_members),
        "initializers": Namespace("keras.initializers", initializers.members()),
        "activations": Namespace("keras.activations", activations.members()),
        "losses": _tf_module("keras.losses"),
        "Input": keras_input,
        "Model": MODEL, "Sequential": Sequential,
        "models": Namespace("keras.models", {"Model": MODEL, "Sequential": Sequential}),
        **_random_members(),
    }
    training_namespaces.install(members)
    return members


def _random_members():
    """keras.random and keras.utils, where gradcli draws TensorFlow's random numbers."""
    try:
        from gradcli.lang.tensorflow import random_namespace
    except ImportError:
        return {}
    return {"random": random_namespace.KERAS_RANDOM, "utils": random_namespace.KERAS_UTILS}


def _names():
    members = keras_members()
    names = set(members)
    for member in members.values():
        names.update(getattr(member, "members", ()))
    for table in (*training_namespaces.ATTRIBUTE_TABLES, LAYER_ATTRIBUTES, FUNCTIONAL_ATTRIBUTES, MODEL_ATTRIBUTES, Sequential.tf_attributes,
                  History.tf_attributes, KerasVariable.tf_attributes, KerasTensor.tf_attributes,
                  activations.Activation.tf_attributes, *(getattr(c, "tf_attributes", {}) for c in
                                                          layers.LAYERS.values())):
        names.update(table)
    return frozenset(names)


ATTRIBUTE_NAMES = _names()
