"""Keras 3's variables (`keras.Variable`, in TensorFlow's backend), and the name scopes their paths come from.

A `KerasVariable` is a tf.Variable underneath (tapes watch it when read, as TensorFlow's do) with Keras's face:
`name` is its own name ("kernel"), `path` the scopes it was made in and its name ("sequential/dense/kernel",
"adam/iteration"), `dtype` a string, `shape` TensorFlow's TensorShape (as TensorFlow's backend gives it), and
it prints as `<Variable path=..., shape=..., dtype=..., value=...>`; `value` is the tf.Variable itself, named
'sequential/dense/kernel:0'. Layers, optimizers and metrics keep their state in them.

Keras's name scopes are its own: a layer opens one named after itself while it builds and runs, unless the
scope open is already its own; a variable made without a scope of its own takes the open ones'.
"""
from gradcli.engine.tensor import Tensor, constant
from gradcli.lang.text import dtype_name, numpy_text, shape_text
from gradcli.tensorflow.keras.naming import uniquify
from gradcli.tensorflow.objects import TensorShape, Variable, convert, read

SCOPES = []  # (name, the object that opened it), innermost last


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
    """A Keras variable: `value` (a tensor or a number of `dtype`) named `name` under `scope` ("adam"), or under
    the Keras name scopes open now where `scope` is None."""

    tf_type_name = "Variable"

    def __init__(self, value, name=None, scope=None, dtype="float32", trainable=False):
        tensor = value if isinstance(value, Tensor) else constant(value, dtype)
        self.keras_name = name or uniquify("variable")
        scope = current_path() if scope is None else scope
        self.path = f"{scope}/{self.keras_name}" if scope else self.keras_name
        super().__init__(tensor, trainable=trainable, name=self.path)  # (the tf.Variable's name: the path, ':0')
        self.keras_trainable = bool(trainable)  # Keras's flag; the tf.Variable's, which tapes go by, stays as made
        self.tf_variable = Variable.__new__(Variable)  # `.value`: the tf.Variable, the same storage
        self.tf_variable.handle, self.tf_variable.name = self.handle, self.name

    def tf_repr(self):
        value = self.handle.tensor.value
        text = repr(value.item()) if value.ndim == 0 else numpy_text(value, False).lstrip("\n")
        return f"<Variable path={self.path}, shape={shape_text(value.shape)}, dtype={dtype_name(value)}, value={text}>"

    tf_str = tf_repr

    def assign(self, value, read_value=True):
        super().assign(read(value), read_value)
        return self

    def assign_add(self, delta, read_value=True):
        super().assign_add(delta, read_value)  # (in a tf.function's trace, to the value the trace left)
        return self

    def assign_sub(self, delta, read_value=True):
        super().assign_sub(delta, read_value)
        return self


def keras_variable(initializer, shape=None, dtype=None, trainable=True, autocast=True, aggregation="none",
                   synchronization="auto", name=None):
    """keras.Variable: from a value (of its own dtype; a Python float float32, an int int32), or from an
    initializer called with `shape`."""
    if callable(initializer) and not isinstance(initializer, Tensor):
        if shape is None:
            raise ValueError("When creating a Variable from an initializer, the `shape` argument should be "
                             f"specified. Received: initializer={initializer} and shape=None")
        value = read(initializer(shape, dtype=dtype or "float32"))
    else:
        value = convert(read(initializer), dtype)
    return KerasVariable(value, name, None, value.dtype.name, trainable)


def _method(name):
    return lambda variable: getattr(variable, name)


ATTRIBUTES = {
    "name": lambda v: v.keras_name, "path": lambda v: v.path, "value": lambda v: v.tf_variable,
    "dtype": lambda v: dtype_name(v.handle.tensor.value),  # (bfloat16's, not its storage's)
    "shape": lambda v: TensorShape(v.handle.tensor.shape),
    "ndim": lambda v: v.handle.tensor.ndim, "trainable": lambda v: v.keras_trainable,
    **{name: _method(name) for name in ("numpy", "assign", "assign_add", "assign_sub", "read_value")},
}
KerasVariable.tf_attributes = ATTRIBUTES
