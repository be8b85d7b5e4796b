"""Keras 3's variables, and the name scopes their paths come from.

A `KerasVariable` is a tf.Variable underneath (tapes watch it when read, as
TensorFlow's do), with Keras's face: `name` is its own name ("kernel"), `path`
the name scopes it was made in ("sequential/dense/kernel"), `dtype` a string,
`shape` a tuple, and it prints as `<Variable path=..., shape=..., dtype=...,
value=...>`; `value` is the tf.Variable itself ('sequential/dense/kernel:0').

Keras's name scopes are its own: a layer opens one named after itself while it
builds and runs, unless the scope open is already its own.
"""

from gradcli.lang.tensorflow.objects import Variable, read
from gradcli.lang.tensorflow.text import numpy_text, shape_text

SCOPES = []  # (name, the object that opened it), innermost last
UIDS = {}  # Keras's object_name_uids: how many objects took each automatic name

def auto_name(prefix):
    """Keras's automatic names: dense, dense_1, dense_2, ..."""
    UIDS[prefix] = UIDS.get(prefix, 0) + 1
    return prefix if UIDS[prefix] == 1 else f"{prefix}_{UIDS[prefix] - 1}"

class name_scope:  # noqa: N801 (Keras's name)
    """Keras's backend.name_scope(name, caller): entering a scope its caller already has open adds nothing."""

    def __init__(self, name, caller=None):
        self.name, self.caller, self.pushed = name, caller, False

    def __enter__(self):
        if not (SCOPES and self.caller is not None and SCOPES[-1][1] is self.caller):
            SCOPES.append((self.name, self.caller))
            self.pushed = True
        return self

    def __exit__(self, *exc_info):
        if self.pushed:
            SCOPES.pop()

def current_path():
    return "/".join(name for name, _ in SCOPES)

class KerasVariable(Variable):
    """A Keras variable: a tf.Variable named by its path, with Keras's attributes and text."""

    tf_type_name = "Variable"

    def __init__(self, tensor, trainable=True, name=None):
        self.keras_name = name or auto_name("variable")
        self.keras_trainable = bool(trainable)  # Keras's flag; the tf.Variable's, which tapes go by, stays as made
        self.path = f"{current_path()}/{self.keras_name}" if SCOPES else self.keras_name
        super().__init__(tensor, trainable, self.path)
        self.tf_variable = Variable.__new__(Variable)  # `.value`: the tf.Variable, the same storage
        self.tf_variable.handle, self.tf_variable.name = self.handle, self.name

    def tf_repr(self):
        tensor = self.handle.tensor
        return (f"<Variable path={self.path}, shape={shape_text(tensor.shape)}, dtype={tensor.dtype.name}, "
                f"value={numpy_text(tensor.value, False).lstrip(chr(10))}>")

    tf_str = tf_repr

    def assign(self, value, read_value=True):
        super().assign(read(value), read_value)
        return self

    def assign_add(self, delta, read_value=True):
        return self.assign(self.handle.tensor + read(delta))

    def assign_sub(self, delta, read_value=True):
        return self.assign(self.handle.tensor - read(delta))

def _method(name):
    return lambda variable: getattr(variable, name)

KerasVariable.tf_attributes = {
    "name": lambda v: v.keras_name, "path": lambda v: v.path, "value": lambda v: v.tf_variable,
    "dtype": lambda v: v.handle.tensor.dtype.name, "shape": lambda v: tuple(v.handle.tensor.shape),
    "ndim": lambda v: v.handle.tensor.ndim, "trainable": lambda v: v.keras_trainable,
    **{name: _method(name) for name in ("numpy", "assign", "assign_add", "assign_sub", "read_value")},
}
