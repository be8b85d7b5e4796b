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
    """tf.keras: its members made when first asked for."""

    lazy = True  # (not walked for attribute names when the dialect loads)

    def __init__(self):
        self.name, self._members = "tensorflow.keras", None

    @property
    def members(self):
        if self._members is None:
            from gradcli.lang.tensorflow.keras.namespace import keras_members
            self._members = keras_members()
        return self._members


KERAS = KerasNamespace()


def attribute_names():
    """The attribute names of Keras's namespaces and objects, for the checker."""
    from gradcli.lang.tensorflow.keras.namespace import ATTRIBUTE_NAMES
    return ATTRIBUTE_NAMES



def start_run(call, print_):
    """A program starts: Keras's automatic names counted from the start, as in a new Python process, and
    `call` the interpreter's way of calling the program's functions (an activation it defines), and `print_` its print (summary() prints)."""
    from gradcli.lang.tensorflow.keras import run
    run.start(call, print_)
