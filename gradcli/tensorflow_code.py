"""TensorFlow code, run as written: the TensorFlow dialect of the interpreter.

`run_tensorflow` checks a file of TensorFlow 2 eager code against the allow-list,
then runs it with Python's semantics: Python numbers and lists stay Python's,
tensors carry TensorFlow's dtypes (ints int32, floats float32), `tf.Variable`s
are watched by tapes when read, and `print` writes what TensorFlow would print.

What the code may reach is listed here, by type: the members of `tf` and `np`,
the builtins, and each type's attributes. Nothing else exists for it: an
attribute is looked up in these tables, never with Python's `getattr`.
"""
import ast
import collections
import enum
import functools
import math
import re
import string
import warnings

import numpy as np

from gradcli import dtypes, parse
from gradcli.errors import EvaluationError
from gradcli.interpreter import Dialect, Interpreter, Namespace, evaluation_scope
from gradcli.tape import CrossBatchWarning, OutputGradientsWarning, UnconnectedGradients
from gradcli.tensor import Tensor
from gradcli.tf_objects import ForwardAccumulator, Tape, TensorFlowWarning, TensorShape, Variable, convert, read, tensor_of
from gradcli.tf_text import to_format, to_repr, to_str
from gradcli.vocabulary import VOCABULARY

VERSION = "2.21.0"  # the TensorFlow whose semantics gradcli follows


def run_tensorflow(text, source, write, warn, strict=False):
    """Check and run TensorFlow code, passing what it prints to `write` as it prints it, and warnings to `warn`:
    those TensorFlow would log (each at most five times, as TensorFlow logs them), and gradcli's own where it
    does what TensorFlow does without a word (output gradients broadcast or filled in, a batch_jacobian whose
    rows depend on each other). With `strict`, such a batch_jacobian is an error."""
    tree = parse.parse_python(text, source, BUILTINS, ATTRIBUTE_NAMES)
    interpreter = Interpreter(TensorFlowDialect(write), parse.Locator(source, text))
    logged = collections.Counter()

    def log(message, category, *_):
        if category in (OutputGradientsWarning, CrossBatchWarning):
            warn(f"warning: {message}")
            return
        logged[str(message)] += 1
        if logged[str(message)] <= 5:
            warn(f"WARNING:tensorflow:{message}")

    with warnings.catch_warnings():
        warnings.simplefilter("always", TensorFlowWarning)
        warnings.simplefilter("always", OutputGradientsWarning)
        warnings.simplefilter("error" if strict else "always", CrossBatchWarning)
        warnings.showwarning = log
        with evaluation_scope("float32", tensorflow=True):
            interpreter.run(tree.body)


def is_tensorflow(path, text):
    """Whether a file is TensorFlow code rather than a program: a .py file, or one that imports tensorflow."""
    return path.endswith(".py") or any(line.split()[:2] in (["import", "tensorflow"], ["from", "tensorflow"])
                                       for line in text.splitlines())


Difference = collections.namedtuple("Difference", "message line")  # line: of the output, 1-based

_TOKEN = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?(?:nan|inf)\b|\S")


def output_difference(expected, printed):
    """How printed output differs from the expected, or None: word by word, whitespace aside, numbers
    equal within float32 round-off (1e-4 relative) or half a unit of the last digit either shows."""
    want, got = _tokens(expected), _tokens(printed)
    for (a, line), (b, _) in zip(want, got):
        if not _same(a, b):
            return Difference(f"line {line} has {b!r} where {a!r} is expected", line)
    if len(want) != len(got):
        line = (want[len(got)] if len(want) > len(got) else got[len(want)])[1]
        return Difference(f"it printed {'less' if len(got) < len(want) else 'more'} than expected, from line {line}",
                          line)
    return None


def _tokens(text):
    return [(token, line_number) for line_number, line in enumerate(text.splitlines(), start=1)
            for token in _TOKEN.findall(line)]


def _same(a, b):
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    if x != x or y != y:
        return x != x and y != y
    if math.isinf(x) or math.isinf(y):
        return x == y
    return abs(x - y) <= max(1e-4 * max(abs(x), abs(y)), 1e-6, 0.5 * min(_last_place(a), _last_place(b)))


def _last_place(token):
    return 0.0 if "e" in token.lower() or "." not in token else 10.0 ** -len(token.split(".")[1])


class TensorFlowDialect(Dialect):
    """Python's meaning for everything, with TensorFlow's objects and printing."""

    error = EvaluationError

    def __init__(self, write):
        super().__init__({**BUILTINS, "print": self.print})
        self.write = write

    def module(self, name):
        return MODULES[name]

    def call(self, callee, args, kwargs):
        if not callable(callee):
            raise TypeError(f"'{_type_name(callee)}' object is not callable")
        return callee(*args, **kwargs)

    def operands(self, op, values):
        if isinstance(op, ast.Mod) and isinstance(values[0], str):  # 'loss %.3f' % t: the values as printed here
            right = values[1]
            return values[0], tuple(map(_Printed, right)) if type(right) is tuple else _Printed(right)
        return values

    def print(self, *values, sep=" ", end="\n"):
        """Python's print, writing what TensorFlow code would see."""
        self.write(to_str(sep).join(to_str(v) for v in values) + to_str(end))

    def attribute(self, value, name):
        if isinstance(value, Namespace):
            return value.member(name)
        for kind, table in ATTRIBUTES:
            if isinstance(value, kind) and name in table:
                return table[name](value)
        if isinstance(value, Tensor) and name == "name":
            raise AttributeError("Tensor.name is undefined when eager execution is enabled.")
        raise AttributeError(f"'{_type_name(value)}' object has no attribute '{name}'")

    def format(self, value, conversion, spec):
        return to_format(value, conversion, spec)

    def text(self, value):
        return to_str(value)

    def describe(self, exc):
        return f"{type(exc).__name__}: {exc}"


class _Printed:
    """A value as %-formatting sees it: its str and repr as TensorFlow prints them, and its number."""

    def __init__(self, value):
        self.value = value

    def __str__(self):
        return to_str(self.value)

    def __repr__(self):
        return to_repr(self.value)

    def __float__(self):
        return float(self.value)

    def __int__(self):
        return int(self.value)

    def __index__(self):
        return int(self.value)


def _type_name(value):
    return getattr(type(value), "tf_type_name", type(value).__name__)


# ----- Builtins -----

def _len(value):
    if isinstance(value, Tensor) and value.ndim == 0:
        raise TypeError("Scalar tensor has no `len()`")
    return len(value)


def _round(number, ndigits=None):
    if isinstance(number, (Tensor, Variable)):
        raise AttributeError("EagerTensor object has no attribute 'astype'")
    return round(number, ndigits)


def _str_format(template):
    """str.format, for {}, {0} and {name} fields only: a field never reaches an attribute or an item."""
    def format_(*args, **kwargs):
        parts, automatic = [], 0
        for literal, field, spec, conversion in string.Formatter().parse(template):
            parts.append(literal)
            if field is None:
                continue
            if field == "":
                field, automatic = str(automatic), automatic + 1
            if not (field.isdigit() or field.isidentifier()) or "{" in (spec or ""):
                raise ValueError("str.format takes only {}, {0}, {name} and a format spec here")
            value = args[int(field)] if field.isdigit() else kwargs[field]
            parts.append(to_format(value, ord(conversion) if conversion else -1, spec or ""))
        return "".join(parts)
    return format_


def _sum(values, start=0):
    return functools.reduce(lambda total, v: total + v, values, start)


# Python's builtins a program may call; each takes the program's values and only those. (print is the dialect's.)
BUILTINS = {
    "print": None, "len": _len, "range": range, "zip": zip, "enumerate": enumerate, "sum": _sum,
    "min": min, "max": max, "abs": abs, "round": _round, "float": float, "int": int, "bool": bool, "list": list,
    "tuple": tuple, "dict": dict, "str": to_str, "repr": to_repr, "sorted": sorted, "reversed": reversed,
    "any": any, "all": all,
}


# ----- tf and np -----

def _library(entry):
    """A vocabulary function as TensorFlow code calls it: variables read, and TensorFlow's name= accepted."""
    @functools.wraps(entry.call)
    def call(*args, name=None, **kwargs):
        return entry.call(*read(list(args)), **{k: read(v) for k, v in kwargs.items()})
    return call


def _constant(value, dtype=None, shape=None, name=None):
    tensor = convert(read(value), dtype)
    return tensor if shape is None else tensor.__class__(np.broadcast_to(tensor.value, tuple(shape)).copy())


def _convert_to_tensor(value, dtype=None, dtype_hint=None, name=None):
    if isinstance(value, (Tensor, Variable)) and dtype is not None and tensor_of(value).dtype != \
            dtypes.as_dtype(dtype).numpy_dtype:
        raise ValueError(f"Tensor conversion requested dtype {dtypes.as_dtype(dtype).name} for Tensor with dtype "
                         f"{tensor_of(value).value.dtype.name}: {to_repr(tensor_of(value))}")
    return convert(read(value), dtype)


def _fill(dims, value, name=None):
    scalar = convert(read(value))
    return Tensor(np.full(tuple(int(d) for d in read(dims)), scalar.value, dtype=scalar.value.dtype))


def _variable(initial_value=None, trainable=True, name=None, dtype=None, **_):
    return Variable(initial_value, trainable, name, dtype)


def _tape(persistent=False, watch_accessed_variables=True):
    return Tape(persistent, watch_accessed_variables)


def _forward_accumulator(primals, tangents):
    return ForwardAccumulator(primals, tangents)


def _tf_module(name, entries):
    return Namespace(name, {e.name if key == e.name else key: _library(e) for key, e in entries})


_ENTRIES = list(VOCABULARY.items())
_TF_ONLY = {
    "__version__": VERSION, "constant": _constant, "convert_to_tensor": _convert_to_tensor, "Variable": _variable,
    "GradientTape": _tape, "fill": _fill, "newaxis": None,
    "autodiff": Namespace("tensorflow.autodiff", {"ForwardAccumulator": _forward_accumulator}),
    "UnconnectedGradients": Namespace("UnconnectedGradients", {"NONE": UnconnectedGradients.NONE,
                                                                "ZERO": UnconnectedGradients.ZERO}),
    **{d.name: d for d in dtypes.DTYPES},
}
TF = _tf_module("tensorflow", _ENTRIES)
TF.members.update(_TF_ONLY)
for _name in ("math", "nn", "linalg", "keras.losses"):
    _module = _tf_module(f"tensorflow.{_name}", [(k, e) for k, e in _ENTRIES if _name in e.modules])
    if _name == "keras.losses":
        _module = Namespace("tensorflow.keras", {"losses": _module})
    TF.members[_name.split(".")[0]] = _module


def _as_numpy(value):
    """A numpy value of what a numpy function is given: tensors and variables become arrays (off the tape)."""
    if isinstance(value, (Tensor, Variable)):
        return np.asarray(tensor_of(value).value)
    if type(value) in (list, tuple) and any(isinstance(v, (Tensor, Variable, list, tuple)) for v in value):
        return np.array([_as_numpy(v) for v in value])
    return value


def _numpy_function(function):
    @functools.wraps(function)
    def call(*args, **kwargs):
        return function(*(_as_numpy(a) for a in args), **{k: _as_numpy(v) for k, v in kwargs.items()})
    return call


NP = Namespace("numpy", {
    **{name: _numpy_function(getattr(np, name)) for name in (
        "array", "asarray", "mean", "sum", "allclose", "isclose", "abs", "max", "min", "exp", "log", "sqrt",
        "square", "zeros", "ones", "linspace", "arange", "dot", "round", "argmax", "argmin", "maximum",
        "minimum", "sin", "cos", "tanh", "prod", "std", "var", "all", "any", "clip", "stack", "concatenate")},
    "float32": np.float32, "float64": np.float64, "int32": np.int32, "int64": np.int64, "pi": np.pi, "e": np.e,
    "inf": np.inf, "nan": np.nan, "newaxis": None,
})
MODULES = {"tensorflow": TF, "numpy": NP}


# ----- Attributes, by type -----

def _method(name):
    """An attribute that is a method of the object itself."""
    return lambda value: getattr(value, name)


def _numpy_method(name):
    """A numpy array's method, called with the program's arguments converted to numpy values."""
    return lambda array: _numpy_function(getattr(array, name))


ATTRIBUTES = [
    (Tensor, {"numpy": _method("numpy"), "shape": lambda t: TensorShape(t.shape),
              "dtype": lambda t: dtypes.as_dtype(t.value.dtype), "ndim": lambda t: t.ndim,
              "get_shape": lambda t: lambda: TensorShape(t.shape)}),
    (Variable, {name: _method(name) for name in (
        "numpy", "assign", "assign_add", "assign_sub", "read_value", "value", "name", "trainable", "shape", "dtype")}),
    (Tape, {name: _method(name) for name in (
        "watch", "gradient", "jacobian", "batch_jacobian", "stop_recording", "reset", "watched_variables")}),
    (ForwardAccumulator, {"jvp": _method("jvp")}),
    (TensorShape, {"as_list": _method("as_list"), "rank": _method("rank"), "ndims": _method("ndims")}),
    (dtypes.DType, {name: _method(name) for name in ("name", "is_floating", "is_integer", "as_numpy_dtype")}),
    (np.ndarray, {"shape": lambda a: a.shape, "dtype": lambda a: a.dtype, "ndim": lambda a: a.ndim,
                  "size": lambda a: a.size, "T": lambda a: a.T,
                  **{name: _numpy_method(name) for name in (
                      "sum", "mean", "max", "min", "item", "tolist", "reshape", "ravel", "flatten", "copy", "astype",
                      "argmax", "argmin", "prod", "std", "round")}}),
    (np.generic, {"shape": lambda a: a.shape, "dtype": lambda a: a.dtype, "ndim": lambda a: a.ndim,
                  **{name: _numpy_method(name) for name in ("item", "tolist", "sum", "mean", "max", "min")}}),
    (np.dtype, {"name": lambda d: d.name}),
    (list, {name: _method(name) for name in ("append", "extend", "pop", "index", "insert", "reverse", "count")}),
    (dict, {name: _method(name) for name in ("items", "keys", "values", "get", "pop", "update")}),
    (str, {"format": _str_format, **{name: _method(name) for name in (
        "join", "upper", "lower", "strip", "split", "replace", "startswith", "endswith")}}),
    (enum.Enum, {"name": lambda e: e.name, "value": lambda e: e.value}),
]
# Every attribute name some object has: the checker refuses any other before the program runs.
ATTRIBUTE_NAMES = frozenset(
    [name for _, table in ATTRIBUTES for name in table] + list(TF.members) + list(NP.members)
    + [name for module in ("math", "nn", "linalg") for name in TF.members[module].members]
    + ["losses", *TF.members["keras"].members["losses"].members]
    + ["NONE", "ZERO", "ForwardAccumulator"])
