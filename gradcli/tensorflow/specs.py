"""tf.TensorSpec: what a tf.function's input_signature and get_concrete_function describe its arguments by."""
from gradcli.engine.dtypes import as_dtype
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.lang.text import to_repr


class TensorSpec(Shown):
    """tf.TensorSpec: a shape (None for any size of an axis, or of the rank) and a dtype."""

    tf_type_name = "TensorSpec"

    def __init__(self, shape=None, dtype="float32", name=None):
        self.shape = None if shape is None else tuple(None if d is None else int(d) for d in shape)
        self.dtype, self.name = as_dtype(dtype), name

    def accepts(self, value):
        """Whether a call may pass `value`: a tensor of this dtype and shape, or (to get_concrete_function) a
        spec no wider than this one."""
        if isinstance(value, TensorSpec):
            dtype, shape = value.dtype.numpy_dtype, value.shape
        elif isinstance(value, Tensor):
            dtype, shape = value.value.dtype, value.shape
        else:
            return False
        return dtype == self.dtype.numpy_dtype and (self.shape is None or shape is not None and len(self.shape) == len(
            shape) and all(want is None or want == got for want, got in zip(self.shape, shape)))

    def tf_repr(self):
        shape = "<unknown>" if self.shape is None else str(self.shape)
        return f"TensorSpec(shape={shape}, dtype={to_repr(self.dtype)}, name={to_repr(self.name)})"

    tf_str = tf_repr


def spec_of(value):
    return TensorSpec(value.shape, as_dtype(value.value.dtype))
