"""tf.keras and keras as the dialect has them: namespaces whose members are made the first time a program looks
into them (a program that never mentions Keras never loads it), and what the dialect asks of Keras before and
while a program runs.
"""
from gradcli.lang.runtime import Namespace


class KerasNamespace(Namespace):
    """tf.keras (or keras itself): its members made when first asked for, from `tensorflow()`, which gives tf
    and tf.keras.losses's functions (the vocabulary's)."""

    lazy = True  # (not walked for attribute names when the dialect loads)
    only = None  # (all of Keras that gradcli has is what its members are)

    def __init__(self, name, tensorflow):
        self.name, self.tensorflow, self._members = name, tensorflow, None

    @property
    def members(self):
        if self._members is None:
            from gradcli.tensorflow.keras.namespace import keras_members
            self._members = keras_members(*self.tensorflow(), keras_itself=self.name == "keras")
        return self._members


def attribute_names(*namespaces):
    """The attribute names of Keras's namespaces and objects, for the checker."""
    from gradcli.tensorflow.keras.namespace import attribute_names as names
    return names(namespaces)



def start_run(call, print_):
    """A program starts: Keras's automatic names counted from the start, as in a new Python process, and
    `call` the interpreter's way of calling the program's functions (an activation it defines), and `print_` its
    print (summary() prints)."""
    from gradcli.tensorflow.keras import run
    run.start(call, print_)


def constant_initializer(value=0, support_partition=False):
    """tf.constant_initializer: TensorFlow's Constant initializer, which Keras's layers take as their own."""
    from gradcli.tensorflow.keras.initializers import CLASSES
    return CLASSES["Constant"](value)


def clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None):
    """tf.clip_by_global_norm, as Keras's optimizers clip."""
    from gradcli.tensorflow.keras.optimizers import clip_by_global_norm as clip
    return clip(t_list, clip_norm, use_norm, name)
