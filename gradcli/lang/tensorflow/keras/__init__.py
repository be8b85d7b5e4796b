"""Keras in TensorFlow code: `tf.keras`, `from tensorflow import keras` and `import keras` (Keras 3.15.1).

The namespace is loaded the first time a program looks into it, so that
programs without Keras start as fast as before: `KERAS` stands for it in the
dialect's modules, and `attribute_names()` gives the attribute names Keras's
objects add to those the checker accepts (asked only of programs that mention
Keras). What each submodule holds is said in its own docstring: `variables`,
`layers`, `models`, `functional`, `initializers`, `activations`, `training`,
`summary`, `subclassing`, and `namespace`, which puts them together.
"""
from gradcli.lang.runtime import Namespace


class KerasNamespace(Namespace):
    """tf.keras (or keras itself): its members made when first asked for."""

    lazy = True  # (not walked for attribute names when the dialect loads)

    def __init__(self, name):
        self.name, self._members = name, None

    @property
    def members(self):
        if self._members is None:
            from gradcli.lang.tensorflow.keras.namespace import keras_members
            self._members = keras_members(keras_itself=self.name == "keras")
        return self._members


KERAS = KerasNamespace("tensorflow.keras")  # tf.keras
KERAS_ITSELF = KerasNamespace("keras")  # import keras


def attribute_names():
    """The attribute names of Keras's namespaces and objects, for the checker."""
    from gradcli.lang.tensorflow.keras.namespace import ATTRIBUTE_NAMES
    return ATTRIBUTE_NAMES



def start_run(call, print_):
    """A program starts: Keras's automatic names counted from the start, as in a new Python process, and
    `call` the interpreter's way of calling the program's functions (an activation it defines), and `print_` its print (summary() prints)."""
    from gradcli.lang.tensorflow.keras import run
    run.start(call, print_)


def constant_initializer(value=0, support_partition=False):
    """tf.constant_initializer: TensorFlow's Constant initializer, which Keras's layers take as their own."""
    from gradcli.lang.tensorflow.keras.initializers import CLASSES
    return CLASSES["Constant"](value)


def clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None):
    """tf.clip_by_global_norm, as Keras's optimizers clip."""
    from gradcli.lang.tensorflow.keras.optimizers import clip_by_global_norm as clip
    return clip(t_list, clip_norm, use_norm, name)
