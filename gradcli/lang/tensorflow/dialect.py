"""TensorFlow code, run as written: the TensorFlow dialect of the interpreter.

`run_tensorflow` checks a file of TensorFlow 2 eager code against the allow-list,
then runs it with Python's semantics: Python numbers and lists stay Python's,
tensors carry TensorFlow's dtypes (ints int32, floats float32), `tf.Variable`s
are watched by tapes when read, and `print` writes what TensorFlow would print.

What the code may reach is listed here, by type: the members of `tf` and `np`,
the builtins, and each type's attributes. Nothing else exists for it: an
attribute is looked up in these tables, never by a name from the user's text.
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

from gradcli.engine import dtypes
from gradcli.engine.errors import InvalidArgumentError, TensorFlowWarning
from gradcli.engine.limits import check_elements
from gradcli.engine.tape import CrossBatchWarning, OutputGradientsWarning, UnconnectedGradients
from gradcli.engine.tensor import Tensor
from gradcli.functions import VOCABULARY
from gradcli.lang import parse
from gradcli.lang.interpreter import Interpreter
from gradcli.lang.runtime import Dialect, Namespace, bind_arguments, evaluation_scope
from gradcli.lang.tensorflow.objects import (
    ForwardAccumulator,
    Tape,
    TensorShape,
    Variable,
    convert,
    read,
    tensor_of,
)
from gradcli.lang.tensorflow.text import check_percent_widths, tf_print_text, to_format, to_repr, to_str, type_name

VERSION = "2.21.0"  # the TensorFlow whose semantics gradcli follows


def run_tensorflow(text, source, write, warn, strict=False, tf_printed=None):
    """Check and run TensorFlow code, passing what it prints to `write` as it prints it, what tf.print writes (to
    standard error, in TensorFlow) to `tf_printed` line by line (to `warn` unless given), and warnings to `warn`:
    those TensorFlow would log (each at most five times, as TensorFlow logs them), and gradcli's own where it
    does what TensorFlow does without a word (output gradients broadcast or filled in, a batch_jacobian whose
    rows depend on each other). With `strict`, such a batch_jacobian is an error."""
    tree = parse.parse_python(text, source, BUILTINS, ATTRIBUTE_NAMES, MODULES)
    if not tree.body:  # Python runs an empty file without a word, and so does TensorFlow: gradcli says so
        warn(f"warning: {source}: the program is empty: there is nothing to run")
    interpreter = Interpreter(TensorFlowDialect(write, tf_printed or warn), parse.Locator(source, text))
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
        with evaluation_scope("float32", tensorflow=True), interpreter.charging_operations():
            interpreter.run(tree.body)


OutputDifference = collections.namedtuple("OutputDifference", "message line")  # line: of the output, 1-based

_TOKEN = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?(?:nan|inf)\b|\S")


def output_difference(expected, printed):
    """How printed output differs from the expected, or None: word by word, whitespace aside, numbers
    equal within float32 round-off (1e-4 relative) or half a unit of the last digit either shows."""
    want, got = _tokens(expected), _tokens(printed)
    for (a, line), (b, _) in zip(want, got):
        if not _same(a, b):
            return OutputDifference(f"line {line} has {b!r} where {a!r} is expected", line)
    if len(want) != len(got):
        line = (want[len(got)] if len(want) > len(got) else got[len(want)])[1]
        more_or_less = "less" if len(got) < len(want) else "more"
        return OutputDifference(f"it printed {more_or_less} than expected, from line {line}", line)
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

    def __init__(self, write, log):
        super().__init__({**BUILTINS, "print": self.print, "range": self.range})
        self.write, self.log = write, log  # standard output, and standard error line by line
        tensorflow = _TensorFlowModule("tensorflow", {**TF.members, "print": self.tf_print})
        self.modules = {**MODULES, "tensorflow": tensorflow}

    def unknown(self, name, calling):
        return f"NameError: name '{name}' is not defined"

    def range(self, *bounds):
        """Python's range, each item a step of the run's budget wherever it is iterated (by sum() too)."""
        return StepRange(self.budget, range(*bounds))

    def module(self, name):
        return self.modules[name]

    def call(self, callee, args, kwargs):
        if not callable(callee):
            raise TypeError(f"'{type_name(callee)}' object is not callable")
        return callee(*args, **kwargs)

    def operands(self, op, values):
        if isinstance(op, ast.Mod) and isinstance(values[0], str):  # 'loss %.3f' % t: the values as printed here
            check_percent_widths(values[0])
            right = values[1]
            return values[0], tuple(map(_Printed, right)) if type(right) is tuple else _Printed(right)
        return values

    def print(self, *values, sep=" ", end="\n"):
        """Python's print, writing what TensorFlow code would see."""
        self.write(to_str(sep).join(to_str(v) for v in values) + to_str(end))

    def tf_print(self, *inputs, output_stream=None, summarize=3, sep=" ", end="\n", name=None):
        """TensorFlow's tf.print, which writes to standard error (whatever output_stream says)."""
        text = to_str(sep).join(tf_print_text(read(v), summarize) for v in inputs) + to_str(end)
        self.log(text.removesuffix("\n"))

    def attribute(self, value, name):
        if isinstance(value, Namespace):
            return value.member(name)
        for kind, table in ATTRIBUTES:
            if isinstance(value, kind) and name in table:
                return table[name](value)
        raise AttributeError(f"'{type_name(value)}' object has no attribute '{name}'")

    def format(self, value, conversion, spec):
        return to_format(value, conversion, spec)

    def text(self, value):
        return to_str(value)

    def describe(self, exc):
        name = "InvalidArgumentError" if isinstance(exc, InvalidArgumentError) else type(exc).__name__  # as TF's
        return f"{name}: {exc}"


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


# ----- Builtins -----

class StepRange:
    """A range whose items each cost a step of the run's budget: so sum(range(10**12)) is stopped in time."""

    tf_type_name = "range"

    def __init__(self, budget, numbers):
        self.budget, self.numbers = budget, numbers

    def __iter__(self):
        for number in self.numbers:
            self.budget.charge()
            yield number

    def __reversed__(self):
        return iter(StepRange(self.budget, self.numbers[::-1]))

    def __len__(self):
        return len(self.numbers)

    def __getitem__(self, index):
        got = self.numbers[index]
        return StepRange(self.budget, got) if isinstance(got, range) else got

    def __contains__(self, number):
        return number in self.numbers

    def tf_str(self):
        return str(self.numbers)

    tf_repr = tf_str


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


# Python's builtins a program may call; each takes the program's values and only those. (print and range are the
# dialect's own.)
BUILTINS = {
    "print": None, "len": _len, "range": None, "zip": zip, "enumerate": enumerate, "sum": _sum,
    "min": min, "max": max, "abs": abs, "round": _round, "float": float, "int": int, "complex": complex, "bool": bool,
    "list": list,
    "tuple": tuple, "dict": dict, "str": to_str, "repr": to_repr, "sorted": sorted, "reversed": reversed,
    "any": any, "all": all,
}


# ----- tf and np -----

def _library(entry):
    """A vocabulary function as TensorFlow code calls it: variables read, and TensorFlow's name= accepted."""
    @functools.wraps(entry.call)
    def call(*args, name=None, **kwargs):
        bind_arguments(entry.call, entry.name, args, kwargs)
        return entry.call(*read(list(args)), **{k: read(v) for k, v in kwargs.items()})
    return call


def _constant(value, dtype=None, shape=None, name=None):
    if isinstance(value, Variable):  # TensorFlow makes a constant of a variable's value: no gradient flows back
        value = value.numpy()
    tensor = convert(read(value), dtype)
    if shape is None:
        return tensor
    dims = tuple(int(d) for d in read(shape))
    check_elements(math.prod(dims), "the constant")
    return Tensor(np.broadcast_to(tensor.value, dims).copy())


def _convert_to_tensor(value, dtype=None, dtype_hint=None, name=None):
    if isinstance(value, (Tensor, Variable)) and dtype is not None and tensor_of(value).dtype != \
            dtypes.as_dtype(dtype).numpy_dtype:
        raise ValueError(f"Tensor conversion requested dtype {dtypes.as_dtype(dtype).name} for Tensor with dtype "
                         f"{tensor_of(value).dtype.name}: {to_repr(tensor_of(value))}")
    return convert(read(value), dtype)


def _fill(dims, value, name=None):
    scalar, shape = convert(read(value)), tuple(int(d) for d in read(dims))
    check_elements(math.prod(shape), "the filled tensor")
    return Tensor(np.full(shape, scalar.value, dtype=scalar.value.dtype))


def _shape_of(what):
    """tf.shape, tf.size or tf.rank: `what` of the input's shape, as an int32 tensor (or out_type)."""
    measure = {"shape": lambda x: x.shape, "size": lambda x: x.size, "rank": lambda x: x.ndim}[what]

    def of(input, out_type=None, name=None):
        dtype = dtypes.as_dtype(out_type or "int32").numpy_dtype
        return Tensor(np.asarray(measure(convert(read(input))), dtype=dtype))
    return of


def _variable(initial_value=None, trainable=True, name=None, dtype=None, **_):
    return Variable(initial_value, trainable, name, dtype)


def _tape(persistent=False, watch_accessed_variables=True):
    return Tape(persistent, watch_accessed_variables)


def _forward_accumulator(primals, tangents):
    return ForwardAccumulator(primals, tangents)


class _TensorFlowModule(Namespace):
    """A module of TensorFlow's, which says where TensorFlow has a function it lacks (tf.log: tf.math.log)."""

    def member(self, name):
        try:
            return super().member(name)
        except AttributeError as error:
            function = VOCABULARY.get(name)
            places = [".".join(("tf", key) if where == "tf" else ("tf", where, key))
                      for where, key in (function.tensorflow_names() if function else ())]
            raise AttributeError(f"{error}; TensorFlow has {' and '.join(places)}" if places else error) from None


def _tf_module(module):
    """TensorFlow's `module` ("tf" for tf itself): the vocabulary's functions it has, by its names for them."""
    functions = {f.name: f for f in VOCABULARY.values()}.values()
    return _TensorFlowModule("tensorflow" if module == "tf" else f"tensorflow.{module}",
                             {key: _library(f) for f in functions for where, key in f.tensorflow_names()
                              if where == module})


_TF_ONLY = {
    "__version__": VERSION, "constant": _constant, "convert_to_tensor": _convert_to_tensor, "Variable": _variable,
    "GradientTape": _tape, "fill": _fill, "newaxis": None, "print": None,  # print: the dialect's own
    **{name: _shape_of(name) for name in ("shape", "size", "rank")},
    "autodiff": Namespace("tensorflow.autodiff", {"ForwardAccumulator": _forward_accumulator}),
    "UnconnectedGradients": Namespace("UnconnectedGradients", {"NONE": UnconnectedGradients.NONE,
                                                                "ZERO": UnconnectedGradients.ZERO}),
    "executing_eagerly": lambda: True,  # TensorFlow 2 runs eagerly, and so does gradcli, always
}
# The dtypes, under their names and TensorFlow's others for them, in tf and in tf.dtypes.
DTYPE_MEMBERS = {**{d.name: d for d in dtypes.DTYPES}, "half": dtypes.float16, "double": dtypes.float64,
                 "as_dtype": dtypes.as_dtype}
TF = _tf_module("tf")
TF.members.update({**_TF_ONLY, **DTYPE_MEMBERS})
TF.members.update({name: _tf_module(name) for name in ("math", "nn", "linalg", "dtypes")})
TF.members["dtypes"].members.update(DTYPE_MEMBERS)
TF.members["keras"] = Namespace("tensorflow.keras", {"losses": _tf_module("keras.losses")})


def _as_numpy(value):
    """A numpy value of what a numpy function is given: tensors and variables become arrays (off the tape)."""
    if isinstance(value, (Tensor, Variable)):
        return np.asarray(tensor_of(value).value)
    if type(value) in (list, tuple) and any(isinstance(v, (Tensor, Variable, list, tuple)) for v in value):
        return np.array([_as_numpy(v) for v in value])
    return value


def _numpy_function(function, elements=None):
    """A numpy function as TensorFlow code calls it: tensors become arrays, and a result beyond the size limit
    (by broadcasting, by a constructor's `elements(*args, **kwargs)`, or a dtype of arrays) is refused before
    it is made."""
    @functools.wraps(function)
    def call(*args, **kwargs):
        args, kwargs = [_as_numpy(a) for a in args], {k: _as_numpy(v) for k, v in kwargs.items()}
        _check_plain_dtype(kwargs.get("dtype"))
        if elements is not None:
            check_elements(elements(*args, **kwargs), "the array")
        shapes = [np.shape(a) for a in args if isinstance(a, (np.ndarray, np.generic))]
        if len(shapes) > 1:
            try:
                broadcast = np.broadcast_shapes(*shapes)
            except ValueError:
                broadcast = ()  # shapes that do not broadcast: numpy says so
            check_elements(math.prod(broadcast), "the result")
        return function(*args, **kwargs)
    return call


def _check_plain_dtype(dtype):
    if dtype is not None and np.dtype(dtype).shape:
        raise TypeError(f"dtype={dtype!r}: a dtype of numbers is needed, not of arrays")


def _numbers_dtype(spec):
    """np.dtype, of numbers only: a dtype of records or of large blocks of bytes would make arrays of no limit."""
    dtype = np.dtype(spec)
    if dtype.kind not in "biufc" or dtype.shape or dtype.names:
        raise TypeError(f"np.dtype({spec!r}): gradcli makes dtypes of numbers only")
    return dtype


def _elements_of_shape(shape, *_, **__):
    return math.prod(int(d) for d in np.atleast_1d(shape))


def _elements_of_arange(start, stop=None, step=1, **_):
    start, stop = (0, start) if stop is None else (start, stop)
    return max(0, math.ceil((float(stop) - float(start)) / float(step))) if step else 0  # numpy refuses step 0


# numpy's constructors, with how many elements a call makes
NUMPY_CONSTRUCTORS = {
    "zeros": _elements_of_shape, "ones": _elements_of_shape, "full": _elements_of_shape,
    "linspace": lambda start, stop, num=50, **_: int(num), "arange": _elements_of_arange,
}

NP = Namespace("numpy", {
    **{name: _numpy_function(getattr(np, name), elements) for name, elements in NUMPY_CONSTRUCTORS.items()},
    **{name: _numpy_function(getattr(np, name)) for name in (
        "array", "asarray", "mean", "sum", "allclose", "isclose", "abs", "max", "min", "exp", "log", "sqrt",
        "square", "dot", "round", "argmax", "argmin", "maximum",
        "minimum", "sin", "cos", "tanh", "prod", "std", "var", "all", "any", "clip", "stack", "concatenate")},
    **{name: getattr(np, name) for name in (
        "float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
        "complex64", "complex128", "bool_")},
    "dtype": _numbers_dtype, "pi": np.pi, "e": np.e, "inf": np.inf, "nan": np.nan, "newaxis": None,
})
MODULES = {"tensorflow": TF, "numpy": NP}


# ----- Attributes, by type -----

def _method(name):
    """An attribute that is a method of the object itself."""
    return lambda value: getattr(value, name)


def _bounded_extend(items):
    """list.extend, refusing first a list beyond the size limit (a.extend(a), again and again)."""
    def extend(more):
        more = list(more)
        check_elements(len(items) + len(more), "the extended list")
        items.extend(more)
    return extend


def _bounded_join(separator):
    """str.join, refusing first a string beyond the size limit."""
    def join(parts):
        parts = list(parts)
        check_elements(sum(map(len, parts)) + len(separator) * max(len(parts) - 1, 0), "the joined string")
        return separator.join(parts)
    return join


def _no_name(tensor):
    raise AttributeError("Tensor.name is undefined when eager execution is enabled.")


def _numpy_method(name):
    """A numpy array's method, called with the program's arguments converted to numpy values."""
    return lambda array: _numpy_function(getattr(array, name))


def _astype(array):
    def astype(dtype, *args, **kwargs):
        _check_plain_dtype(dtype)
        return array.astype(dtype, *args, **kwargs)
    return astype


ATTRIBUTES = [
    (Tensor, {"numpy": _method("numpy"), "shape": lambda t: TensorShape(t.shape),
              "dtype": lambda t: dtypes.as_dtype(t.value.dtype), "ndim": lambda t: t.ndim,
              "get_shape": lambda t: lambda: TensorShape(t.shape), "name": _no_name}),
    (Variable, {name: _method(name) for name in (
        "numpy", "assign", "assign_add", "assign_sub", "read_value", "value", "name", "trainable", "shape", "dtype")}),
    (Tape, {name: _method(name) for name in (
        "watch", "gradient", "jacobian", "batch_jacobian", "stop_recording", "reset", "watched_variables")}),
    (ForwardAccumulator, {"jvp": _method("jvp")}),
    (TensorShape, {"as_list": _method("as_list"), "rank": _method("rank"), "ndims": _method("ndims")}),
    (dtypes.DType, {name: _method(name) for name in (
        "name", "is_floating", "is_integer", "is_complex", "is_bool", "is_unsigned", "min", "max", "size",
        "as_numpy_dtype", "real_dtype", "base_dtype", "is_compatible_with")}),
    (np.ndarray, {"shape": lambda a: a.shape, "dtype": lambda a: a.dtype, "ndim": lambda a: a.ndim,
                  "size": lambda a: a.size, "T": lambda a: a.T, "astype": _astype,
                  **{name: _numpy_method(name) for name in (
                      "sum", "mean", "max", "min", "item", "tolist", "reshape", "ravel", "flatten", "copy",
                      "argmax", "argmin", "prod", "std", "round", "all", "any")}}),
    (np.generic, {"shape": lambda a: a.shape, "dtype": lambda a: a.dtype, "ndim": lambda a: a.ndim,
                  **{name: _numpy_method(name) for name in ("item", "tolist", "sum", "mean", "max", "min")}}),
    (np.dtype, {"name": lambda d: d.name}),
    (list, {"extend": _bounded_extend, **{name: _method(name) for name in (
        "append", "pop", "index", "insert", "reverse", "count")}}),
    (dict, {name: _method(name) for name in ("items", "keys", "values", "get", "pop", "update")}),
    (str, {"format": _str_format, "join": _bounded_join, **{name: _method(name) for name in (
        "upper", "lower", "strip", "split", "startswith", "endswith")}}),
    (enum.Enum, {"name": lambda e: e.name, "value": lambda e: e.value}),
]


def _member_names(namespace):
    """The names in a namespace and in the namespaces inside it."""
    for name, member in namespace.members.items():
        yield name
        if isinstance(member, Namespace):
            yield from _member_names(member)


# Every attribute name some object has, and every name of the vocabulary (asked of a module of TensorFlow's
# that lacks it, as `tf.log` is, it fails when it runs, as in TensorFlow): the checker refuses any other name
# before the program runs.
ATTRIBUTE_NAMES = frozenset([name for _, table in ATTRIBUTES for name in table] + list(_member_names(TF))
                            + list(_member_names(NP)) + list(VOCABULARY))
