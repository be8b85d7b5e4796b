"""tf.debugging: TensorFlow's eager assertions, with the messages TensorFlow's check_ops writes.

An assertion that holds returns None (the tensor, for check_numerics); one that fails raises what TensorFlow
raises, its text built as check_ops builds it in eager mode: the message first (if any), then the condition,
then up to `summarize` (3) of the values involved.
"""
import numpy as np

from gradcli.engine.dtypes import as_dtype, of_array
from gradcli.engine.tensor import Tensor
from gradcli.engine.tensor import constant as convert
from gradcli.lang.runtime import Namespace
from gradcli.words.errors import InvalidArgumentError

SUMMARIZE = 3  # TensorFlow's default, as control_flow_ops.Assert prints
_KERNEL_PREFIX = "{{function_node __wrapped__%s_device_/job:localhost/replica:0/task:0/device:CPU:0}} "


def _tensor(value):
    return value if isinstance(value, Tensor) else convert(value)


def _shown(value, summarize):
    """A tensor in an assertion's data: the str of its first elements, as a Python list."""
    flat = value.value.reshape(-1)
    if value.ndim == 0:
        return str(flat[0])
    items = [str(x) for x in flat[:summarize]] + (["..."] if flat.size > summarize else [])
    return str(items)


def _compared(symbol, test, x, y, message, summarize):
    """TensorFlow's _binary_assert: x `symbol` y element-wise, with _make_assert_msg_data's text when it fails."""
    x, y = _tensor(x), _tensor(y)
    held = test(x.value, y.value)
    if np.all(held):
        return None
    summarize = SUMMARIZE if summarize is None else (10**9 if summarize < 0 else summarize)
    data = [f"Condition x {symbol} y did not hold."]
    if summarize > 0:
        if x.shape == y.shape and x.shape:
            failed = np.logical_not(held)
            indices = np.argwhere(failed)
            count = min(summarize, len(indices))
            data += [f"Indices of first {count} different values:", str(indices[:count]),
                     "Corresponding x values:", str(x.value[failed].reshape(-1)[:count]),
                     "Corresponding y values:", str(y.value[failed].reshape(-1)[:count])]
        for name, v in (("x", x), ("y", y)):
            flat = v.value.reshape(-1)
            data += [f"First {min(flat.size, summarize)} elements of {name}:", str(flat[:summarize])]
    raise InvalidArgumentError("\n".join(([message] if message is not None else []) + data))


def _binary(symbol, test):
    def assertion(x, y, data=None, summarize=None, message=None, name=None):
        return _compared(symbol, test, x, y, message, summarize)
    return assertion


def _element_wise(symbol, test):
    """assert_positive and its kind: 'Condition x > 0 did not hold element-wise', then x itself."""
    def assertion(x, data=None, summarize=None, message=None, name=None):
        x = _tensor(x)
        if np.all(test(x.value)):
            return None
        summarize = SUMMARIZE if summarize is None else summarize
        prefix = f"{message}.  " if message else ""
        raise InvalidArgumentError("\n".join([
            prefix, f"Condition x {symbol} did not hold element-wise:",
            f"x (shape={_shape_text(x.shape)} dtype={of_array(x.value).name}) = ", _shown(x, summarize)]))
    return assertion


def _shape_text(shape):
    return "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"


def assert_rank(x, rank, message=None, name=None):
    x = _tensor(x)
    if x.ndim != rank:
        prefix = f"{message}.  " if message else ""
        raise ValueError(f"{prefix}Tensor  must have rank {rank}.  Received rank {x.ndim}, shape "
                         f"{_shape_text(x.shape)}")


def check_numerics(tensor, message, name=None):
    """The tensor, if it has no NaN or infinity; else TensorFlow's CheckNumerics kernel's error."""
    tensor = _tensor(tensor)
    values = tensor.value
    if values.dtype.kind in "fc" and not np.all(np.isfinite(values)):
        found = " and ".join(kind for kind, present in (("NaN", np.isnan(values).any()),
                                                        ("Inf", np.isinf(values).any())) if present)
        raise InvalidArgumentError(f"{_KERNEL_PREFIX % 'CheckNumerics'}{message} : Tensor had {found} values "
                                   "[Op:CheckNumerics] name: ")
    return tensor


def assert_all_finite(t, msg, name=None, x=None, message=None):
    return check_numerics(t if x is None else x, msg if message is None else message)


def is_numeric_tensor(tensor):
    return isinstance(tensor, Tensor) and tensor.value.dtype.kind in "iufc"


def assert_type(tensor, tf_type, message=None, name=None):
    expected, got = as_dtype(tf_type), of_array(_tensor(tensor).value)
    if expected != got:
        prefix = f"{message}.  " if message else ""
        raise TypeError(f"{prefix}tensor must be of type tf.{expected.name}; got tf.{got.name}")


ASSERTIONS = {
    "assert_equal": _binary("==", np.equal), "assert_none_equal": _binary("!=", np.not_equal),
    "assert_less": _binary("<", np.less), "assert_less_equal": _binary("<=", np.less_equal),
    "assert_greater": _binary(">", np.greater), "assert_greater_equal": _binary(">=", np.greater_equal),
    "assert_positive": _element_wise("> 0", lambda v: v > 0),
    "assert_negative": _element_wise("< 0", lambda v: v < 0),
    "assert_non_negative": _element_wise(">= 0", lambda v: v >= 0),
    "assert_non_positive": _element_wise("<= 0", lambda v: v <= 0),
    "assert_rank": assert_rank, "assert_type": assert_type,
}
DEBUGGING = Namespace("tensorflow.debugging", {
    **ASSERTIONS, "check_numerics": check_numerics, "assert_all_finite": assert_all_finite,
    "is_numeric_tensor": is_numeric_tensor,
})
