"""Keras's variables (`keras.Variable`, in TensorFlow's backend): a tf.Variable with a `path`, printed as Keras
prints it: `<Variable path=sgd/iteration, shape=(), dtype=int64, value=4>`.

Optimizers and metrics keep their state in them; their `name` is the last part of the path, their `dtype` a
string, their `value` (a property, not a method) the tensor they hold.
"""
from gradcli.engine.tensor import constant
from gradcli.lang.tensorflow.objects import Variable


class KerasVariable(Variable):
    """A Keras variable named `name` under `scope` ("adam"): its path is "adam/name"."""

    tf_type_name = "Variable"

    def __init__(self, value, name, scope, dtype="float32", trainable=False):
        super().__init__(constant(value, dtype), trainable, name)
        self.name, self.path = name, f"{scope}/{name}" if scope else name

    def tf_repr(self):
        value = self.handle.tensor.value
        text = repr(value.item()) if value.ndim == 0 else str(value)  # as Keras formats its numpy value
        return f"<Variable path={self.path}, shape={self.keras_shape}, dtype={value.dtype.name}, value={text}>"

    @property
    def keras_shape(self):
        """The shape as Keras gives it: a tuple."""
        return tuple(int(d) for d in self.handle.tensor.shape)

    tf_str = tf_repr


ATTRIBUTES = {
    **{name: (lambda name: lambda v: getattr(v, name))(name) for name in (
        "numpy", "assign", "assign_add", "assign_sub", "name", "path", "trainable")},
    "shape": lambda v: v.keras_shape,
    "dtype": lambda v: v.handle.tensor.value.dtype.name,
    "value": lambda v: v.read(),
}
