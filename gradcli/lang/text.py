"""What TensorFlow code prints: `str`, `repr` and f-string formatting of every value it can hold.

TensorFlow formats a tensor by handing its numpy value to numpy's own `str` or
`repr` (so digits, padding, wrapping and summarising are numpy's), inside its
own frame: `tf.Tensor(6.0, shape=(), dtype=float32)` for `str`, and
`<tf.Tensor: shape=(), dtype=float32, numpy=6.0>` for `repr`, where a scalar
shows the Python float of its value. Containers print as Python prints them,
with the `repr` of their items. Every value is formatted here, by its type:
no object's own `__str__` or `__format__` is ever reached through a user's text.

    >>> import numpy as np
    >>> from gradcli.engine.tensor import Tensor
    >>> to_str(Tensor(np.float32(6.0)))
    'tf.Tensor(6.0, shape=(), dtype=float32)'
    >>> to_str([Tensor(np.array(0.1, np.float32)), None])
    '[<tf.Tensor: shape=(), dtype=float32, numpy=0.10000000149011612>, None]'
"""
import enum
import re
import types

import numpy as np

from gradcli.engine.dtypes import BFloat16Type, DType, is_bfloat16, of_array
from gradcli.engine.limits import check_elements
from gradcli.engine.tensor import Tensor, charge_work

PLAIN = (type(None), bool, int, float, complex, str, bytes)  # Python's own values, which Python formats
SYMBOLIC = {}  # tensor key -> (graph name, shape as traced): the tensors of a tf.function's traces, which print so


def symbolic_text(value, is_repr):
    """How a tensor of a trace prints: Tensor("add:0", shape=(), dtype=float32); None for an eager tensor."""
    found = SYMBOLIC.get(value.key)
    if found is None:
        return None
    name, shape = found
    shape_text = ("(" + ", ".join("None" if d is None else str(d) for d in shape)
                  + ("," if len(shape) == 1 else "") + ")")
    if is_repr:
        return f"<tf.Tensor '{name}' shape={shape_text} dtype={dtype_name(value.value)}>"
    return f'Tensor("{name}", shape={shape_text}, dtype={dtype_name(value.value)})'


def to_str(value):
    """`str(value)` as TensorFlow code sees it."""
    if isinstance(value, Tensor):
        return symbolic_text(value, False) or f"tf.Tensor({numpy_text(value.value, False)}, " \
                                              f"shape={shape_text(value.shape)}, dtype={dtype_name(value.value)})"
    if is_bfloat16(value):
        return bfloat16_text(value, False)
    if isinstance(value, np.ndarray) and value.dtype == object:
        if value.ndim == 0:  # (numpy's str of one is its item's str)
            return to_str(value[()])
        with np.printoptions(formatter={"object": to_repr}):
            return str(value)
    if isinstance(value, (np.ndarray, np.generic, np.dtype, range)) or type(value) in PLAIN or _numpy_type(value):
        return str(value)
    if isinstance(value, (DType, enum.Enum)):
        return str(value)
    text = getattr(type(value), "tf_str", None)
    return without_addresses(text(value)) if text else to_repr(value)


def to_repr(value, inside=()):
    """`repr(value)` as TensorFlow code sees it; a list or dict inside itself is [...] or {...}, as in Python."""
    if isinstance(value, Tensor):
        return symbolic_text(value, True) or f"<tf.Tensor: shape={shape_text(value.shape)}, " \
                                             f"dtype={dtype_name(value.value)}, numpy={numpy_text(value.value, True)}>"
    if is_bfloat16(value):
        return bfloat16_text(value, True)
    if type(value) in (list, tuple, dict, set):
        if id(value) in inside:
            return "[...]" if type(value) is list else "{...}"
        inside = (*inside, id(value))
        _charge_text(len(value), "the text of the list")
    if type(value) is list:
        return "[" + ", ".join(to_repr(v, inside) for v in value) + "]"
    if type(value) is tuple:
        return "(" + ", ".join(to_repr(v, inside) for v in value) + (",)" if len(value) == 1 else ")")
    if type(value) is set:  # (in Python's order of its items, which is their hashes' for numbers)
        return "{" + ", ".join(to_repr(v, inside) for v in value) + "}" if value else "set()"
    if type(value) is dict:
        return "{" + ", ".join(f"{to_repr(k, inside)}: {to_repr(v, inside)}" for k, v in value.items()) + "}"
    if type(value) in _DICT_VIEWS:  # d.keys(), d.values(), d.items(): their items as a list, as Python shows them
        return f"{_DICT_VIEWS[type(value)]}({to_repr(list(value), inside)})"
    if isinstance(value, np.ndarray) and value.dtype == object:
        with np.printoptions(formatter={"object": to_repr}):  # its items as the program's values print
            return repr(value)
    if isinstance(value, (np.ndarray, np.generic, np.dtype, range, DType, enum.Enum)) or type(value) in PLAIN \
            or _numpy_type(value):
        return repr(value)
    if isinstance(value, tuple) and hasattr(type(value), "_fields"):  # a namedtuple: tf.math.top_k's TopKV2
        return f"{type(value).__name__}(" + ", ".join(
            f"{field}={to_repr(v, inside)}" for field, v in zip(type(value)._fields, value)) + ")"
    text = getattr(type(value), "tf_repr", None)
    return without_addresses(text(value)) if text else _python_text(value)


def _python_text(value):
    """Python's repr of one of its functions, classes and modules, without the address no two runs share; of
    anything else, its type's name as Python's and TensorFlow's messages give it."""
    if isinstance(value, types.BuiltinFunctionType):
        return f"<built-in function {value.__name__}>"
    if isinstance(value, (types.FunctionType, types.MethodType)):
        return "<function>"  # (gradcli's own: its name is not TensorFlow's)
    if isinstance(value, type):
        return f"<class '{_type_name(value)}'>"
    return f"<{_type_name(type(value))} object>"


# Python's text of its functions and of objects that show their address, which an object's text may hold where
# it formats a value of the program's with Python's own repr (a Keras metric named by a function).
# (numpy cuts an argument's text at 100 characters: a bound method of gradcli's may end anywhere after "of <")
_FUNCTION_TEXT = re.compile(r"<(?:bound method|function) [\w.<>]+(?: of <[^<>]*>| at 0x[0-9a-f]+)>|"
                            r"<bound method [\w.<>]+ of <gradcli[\w. ]*(?:0x[0-9a-f]*)?>{0,2}|"
                            r"\bgradcli(?:\.\w+)+\(\)")
_ADDRESS = re.compile(r"(<[\w.]+ object) at 0x[0-9a-f]+>")


def without_addresses(text):
    """`text` with Python's functions as <function> and its objects without their addresses (<zip object>),
    which no two runs share and which would show gradcli's own functions' names."""
    if "0x" not in text and "gradcli." not in text:
        return text
    return _ADDRESS.sub(r"\1>", _FUNCTION_TEXT.sub("<function>", text))


def _type_name(kind):
    """A type's name as Python's and TensorFlow's messages give it: Python's own types (list_iterator) by
    theirs, gradcli's by the name of the type they stand for."""
    if kind.__module__.startswith("gradcli"):
        return getattr(kind, "tf_type_name", "object")
    return kind.__name__


_DICT_VIEWS = {type({}.keys()): "dict_keys", type({}.values()): "dict_values", type({}.items()): "dict_items"}


def _numpy_type(value):
    """Whether `value` is one of numpy's scalar types (np.float32, as a DType's as_numpy_dtype is)."""
    return isinstance(value, type) and (issubclass(value, np.generic) or value is BFloat16Type)


def dtype_name(array):
    """The name of the TensorFlow dtype of a numpy array's values."""
    return of_array(array).name


def bfloat16_text(value, is_repr):
    """What numpy prints for ml_dtypes' bfloat16 numbers, which TensorFlow's are: each number as C++ writes a
    float (as %g does), unpadded; the dtype as "bfloat16", in a repr "dtype(bfloat16)"."""
    if isinstance(value, np.dtype):
        return "dtype(bfloat16)" if is_repr else "bfloat16"
    array = np.asarray(value).astype(np.float32)
    if array.ndim == 0:  # a bfloat16 scalar's text, for str and repr alike
        return _bfloat16_number(array)
    formatter = {"all": _bfloat16_number}
    if not is_repr:
        return np.array2string(array, formatter=formatter)
    return _numpy_repr(array, np.array2string(array, separator=", ", prefix="array(", suffix=")",
                                              formatter=formatter), "dtype(bfloat16)")


def _bfloat16_number(number):
    return "%g" % number


def _numpy_repr(array, body, dtype):
    """numpy's repr of an array of a dtype it does not imply, from its array2string `body`: the dtype (and the
    shape, where the array is summarised or empty) after it, on a line of its own where the last is full."""
    options = np.get_printoptions()
    extras = [f"shape={array.shape}"] if (array.size == 0 and array.shape != (0,)) or \
        array.size > options["threshold"] else []
    text, extra = f"array({body},", ", ".join(extras + [f"dtype={dtype}"]) + ")"
    last_line = len(text) - (text.rfind("\n") + 1)
    spacer = "\n" + " " * len("array(") if last_line + len(extra) + 1 > options["linewidth"] else " "
    return text + spacer + extra


FORMAT_WIDTH_LIMIT = 10_000  # a wider field in a format spec is refused: it would make a string that long


def check_format_widths(spec):
    """Refuse a format spec whose width or precision would make an enormous string."""
    for number in re.findall(r"\d+", spec):
        if int(number) > FORMAT_WIDTH_LIMIT:
            raise ValueError(f"a format width or precision of {int(number):,} is more than gradcli prints "
                             f"({FORMAT_WIDTH_LIMIT:,})")


# Each part possessive (a flag's zeros are never given back to the width): a template of 60,000 zeros is read in
# one pass, where backtracking between the two would take minutes.
_PERCENT_FIELD = re.compile(r"%(?:\([^)]*+\))?[-+ #0]*+(\d*+(?:\.\d++)?)[a-zA-Z%]")


def check_percent_widths(template):
    """Refuse a %-formatting template with a field wider than gradcli prints."""
    for spec in _PERCENT_FIELD.findall(template):
        check_format_widths(spec)


def to_format(value, conversion, spec):
    """An f-string's `{value!conversion:spec}`."""
    check_format_widths(spec)
    if conversion == ord("s"):
        return format(to_str(value), spec)
    if conversion in (ord("r"), ord("a")):
        return format(to_repr(value), spec)
    if isinstance(value, Tensor) or is_bfloat16(value):  # (numpy's bfloat16 formats as TensorFlow's tensors do)
        return _format_array(getattr(value, "value", value), spec)
    if isinstance(value, np.ndarray) and value.dtype == object:  # (numpy would format its items by Python's)
        if value.ndim == 0:
            return to_format(value[()], conversion, spec)
        if spec:
            raise TypeError("unsupported format string passed to numpy.ndarray.__format__")
        return to_str(value)
    if isinstance(value, (np.ndarray, np.generic)) or type(value) in PLAIN:
        return format(value, spec)  # numpy's and Python's own formatting of their own values
    if spec:
        raise TypeError(f"unsupported format string passed to {type_name(value)}.__format__")
    return to_str(value)


def numpy_text(value, is_repr):
    """TensorFlow's text of a tensor's value: numpy's str or repr, a scalar's repr as a Python number."""
    array = np.asarray(value)
    if is_bfloat16(array) and not (is_repr and array.ndim == 0):
        text = bfloat16_text(array, is_repr)
    elif is_repr:
        text = repr(array.item()) if array.ndim == 0 else repr(array)
    else:
        text = str(array[()])
    return "\n" + text if "\n" in text else text


def _format_array(value, spec):
    array = np.asarray(value)
    if array.ndim == 0:
        return format(array.item(), spec)  # numpy formats a scalar as the Python number it holds
    if spec:
        raise TypeError("unsupported format string passed to numpy.ndarray.__format__")
    return to_str(array)


def tf_print_text(value, summarize=3):
    """What `tf.print` writes for a value: a tensor's numbers as TensorFlow's FloatToBuffer and DoubleToBuffer
    write them (below; booleans as 1 and 0, complex numbers as ?), the first and last `summarize` of each axis
    (all for -1); anything else as `print` writes it."""
    if not isinstance(value, Tensor):
        return to_str(value)
    array = np.asarray(value.value)
    _charge_text(array.size if summarize < 0 else min(array.size, (2 * summarize) ** array.ndim), "tf.print's text")
    if array.dtype.kind == "f" and array.dtype != np.float64:
        array = array.astype(np.float32)  # float16 and bfloat16 print as the float32 they are
    return _summarized(array, summarize, 1)


# What writing an item of a list, or a number of a tensor, as text costs (some 1 µs: as elements of the work on
# tensors; the repr of a list of 10^6 floats takes a second), and the characters it may take at most (a float64's
# repr and its separator).
ITEM_TEXT_WORK, ITEM_TEXT_CHARACTERS = 1000, 26


def _charge_text(items, what):
    """Charge writing `items` items as text before it starts, and refuse text beyond the limits."""
    charge_work(items * ITEM_TEXT_WORK)
    check_elements(items * ITEM_TEXT_CHARACTERS, what, itemsize=1)


def _float_text(number):
    """C's %g of a float32 with 6 digits where they read back as the same float32, else with 9; of a float64
    with 15 digits, else 17 (TensorFlow's FloatToBuffer, DoubleToBuffer)."""
    short, long, read = (15, 17, float) if number.dtype == np.float64 else (6, 9, np.float32)
    text = f"{float(number):.{short}g}"
    return text if read(text) == number else f"{float(number):.{long}g}"


def _summarized(array, summarize, depth):
    if array.ndim == 0:
        if array.dtype.kind == "c":
            return "?"  # (TensorFlow's printing has no complex numbers)
        return _float_text(array[()]) if array.dtype.kind == "f" else str(int(array.item()))
    if 0 <= summarize and len(array) > 2 * summarize:  # only the items shown are formatted
        parts = [*(_summarized(item, summarize, depth + 1) for item in array[:summarize]), "...",
                 *(_summarized(item, summarize, depth + 1) for item in array[len(array) - summarize:])]
    else:
        parts = [_summarized(item, summarize, depth + 1) for item in array]
    separator = " " if array.ndim == 1 else "\n" * (array.ndim - 1) + " " * depth
    return "[" + separator.join(parts) + "]"


def shape_text(shape):
    """A shape as TensorShape prints it: (), (3,), (3, 2)."""
    return str(tuple(shape))


def type_name(value):
    """A value's type as Python's messages name it, TensorFlow's objects by TensorFlow's name."""
    return getattr(type(value), "tf_type_name", type(value).__name__)


# The kernel TensorFlow's CPU build runs for an op, where its name is not the op's (oneDNN's), and the ops whose
# errors TensorFlow ends without " name: ".
_KERNELS = {"MatMul": "__MklMatMul"}
_UNNAMED = {"Reshape", "GatherV2", "GatherNd", "Transpose", "Tile", "OneHot"}


def kernel_error(op, detail):
    """An operation's failure as TensorFlow's eager runtime words it: which kernel failed, how, and which op."""
    kernel = _KERNELS.get(op, op)
    return ("{{function_node __wrapped__" + kernel + "_device_/job:localhost/replica:0/task:0/device:CPU:0}} "
            f"{detail} [Op:{op}]{'' if op in _UNNAMED else ' name: '}")
