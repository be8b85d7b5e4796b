"""Python's builtins and modules as TensorFlow code may use them: types, classes, exceptions, math, time, sys.

Each name is listed with what it is for the program; nothing of Python's own is
handed over but values (numbers, strings) and the functions listed here, which
take the program's values and only those. `time.time()` and
`time.perf_counter()` are the real clocks: what a program prints of them
cannot match any run anyway.
"""
import functools
import math
import string
import time

import numpy as np

from gradcli.engine.limits import check_elements
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.lang import classes
from gradcli.lang.classes import OBJECT, PyType
from gradcli.lang.exceptions import BUILTIN_EXCEPTIONS, ExceptionClass, ExceptionInstance
from gradcli.lang.parse import READABLE_DUNDERS
from gradcli.lang.runtime import ITERATORS, Namespace, UserFunction, checked_dict
from gradcli.lang.text import to_format, to_repr, to_str
from gradcli.tensorflow.objects import Variable

# The types of the values a program holds, as type() gives them and isinstance() takes them.
INT, FLOAT, BOOL = PyType("int", int, int), PyType("float", float, float), PyType("bool", bool, bool)
COMPLEX = PyType("complex", complex, complex)
STR = PyType("str", str, lambda value="": to_str(value))


# ----- Work on items -----
# What walking an item costs Python (a comparison, a copy, a repr: some 50 ns), as elements of the work on tensors:
# a builtin or method that walks a list, a string or an iterator is charged its items before it runs (or as it
# takes them from an iterator), so that a loop of `x.count(1)` over a long list is stopped in time.
ITEM_WORK = 50
# What an item of a list, tuple or dict made from an iterator holds, in bytes: its reference, and an object of its
# own (a tuple of enumerate, a float of tolist) beside it.
ITEM_BYTES = 64
_CHUNK = 1 << 16  # items taken from an iterator between two charges


def walked(values):
    """Charge the walk over `values` (a list, a string...) its items; returns `values`."""
    length = len(values) if isinstance(values, (list, tuple, dict, str, set, range, np.ndarray)) else 1
    charge_work(length * ITEM_WORK)
    return values


def walking(function):
    """`function`, that walks its first argument, charged that walk first."""
    def walk(values, *args, **kwargs):
        return function(walked(values), *args, **kwargs)
    return walk


def collected(kind, what):
    """kind(iterable) (list, tuple, dict...), each item charged and the memory held checked as they are taken."""
    def collect(iterable=(), **named):
        if isinstance(iterable, (list, tuple, dict, str, set, range, np.ndarray)):
            check_elements(len(walked(iterable)), what, ITEM_BYTES)
        else:
            iterable = _charged_items(iterable, what)
        return kind(iterable, **named)  # (dict(a=1) names its items)
    return collect


def _charged_items(iterable, what):
    for count, item in enumerate(iterable, 1):
        if not count % _CHUNK:
            charge_work(_CHUNK * ITEM_WORK)
            check_elements(count, what, ITEM_BYTES)
        yield item


LIST = PyType("list", list, collected(list, "the list"))
TUPLE = PyType("tuple", tuple, collected(tuple, "the tuple"))
DICT = PyType("dict", dict, collected(checked_dict, "the dict"))
NONE = PyType("NoneType", type(None))
EAGER_TENSOR = PyType("EagerTensor", Tensor, module="tensorflow.python.framework.ops")
RESOURCE_VARIABLE = PyType("ResourceVariable", Variable, module="tensorflow.python.ops.resource_variable_ops")
NDARRAY = PyType("ndarray", np.ndarray, module="numpy")
PYTHON_TYPES = [BOOL, INT, FLOAT, COMPLEX, STR, LIST, TUPLE, DICT, NONE, EAGER_TENSOR, RESOURCE_VARIABLE, NDARRAY]


def type_of(value):
    """type(value): a program's class for its instances, else the type the dialect names."""
    if isinstance(value, classes.Instance):
        return value.cls
    if isinstance(value, ExceptionInstance):
        return value.cls
    if isinstance(value, np.generic):
        return PyType(type(value).__name__, type(value), module="numpy")
    return next((t for t in PYTHON_TYPES if type(value) is t.python), None) or vars(type(value)).get("tf_class") \
        or PyType(getattr(type(value), "tf_type_name", type(value).__name__), type(value))


def is_subclass(cls, classinfo):
    """issubclass for a program's classes, exception classes and the types the dialect names."""
    targets = classinfo if isinstance(classinfo, tuple) else (classinfo,)
    if isinstance(cls, classes.UserClass):
        return any(cls.is_subclass_of(t) for t in targets)
    if isinstance(cls, ExceptionClass):
        return any(isinstance(t, ExceptionClass) and cls.is_subclass_of(t) for t in targets)
    if isinstance(cls, PyType):
        return any(isinstance(t, PyType) and issubclass(cls.python, t.python) for t in targets)
    raise TypeError("issubclass() arg 1 must be a class")


def two_argument_super(owner, receiver):
    """super(Class, self): attributes looked up past Class in the receiver's class."""
    if not isinstance(owner, classes.UserClass):
        raise TypeError("super() argument 1 must be a class of the program's")
    cls = receiver if isinstance(receiver, classes.UserClass) else getattr(receiver, "cls", None)
    if not (isinstance(cls, classes.UserClass) and cls.is_subclass_of(owner)):
        raise TypeError("super(type, obj): obj must be an instance or subtype of type")
    return classes.Super(owner, receiver)


def attribute_getter(attribute_of):
    """getattr and hasattr, reading attributes as the program does (through `attribute_of`), never Python's
    internals: a name starting with '__' is refused, as the checker refuses it in the text."""
    def checked(name):
        if not isinstance(name, str):
            raise TypeError("attribute name must be string")
        if name.startswith("__") and name not in READABLE_DUNDERS:
            raise AttributeError(f"attributes starting with '__' are not allowed: .{name}")
        return name

    def get_attribute(value, name, *default):
        try:
            return attribute_of(value, checked(name))
        except AttributeError:
            if default:
                return default[0]
            raise

    def has_attribute(value, name):
        try:
            attribute_of(value, checked(name))
        except AttributeError:
            return False
        return True
    return get_attribute, has_attribute


def builtins(attribute_of):
    """The builtins of Python's object model a program may call (`attribute_of`: how it reads attributes)."""
    get_attribute, has_attribute = attribute_getter(attribute_of)
    return {
        "type": type_of, "isinstance": classes.is_instance, "issubclass": is_subclass, "super": two_argument_super,
        "property": classes.Property, "staticmethod": classes.StaticMethod, "classmethod": classes.ClassMethod,
        "object": OBJECT, "getattr": get_attribute, "hasattr": has_attribute, "callable": _callable,
        "int": INT, "float": FLOAT, "complex": COMPLEX, "bool": BOOL, "str": STR, "list": LIST, "tuple": TUPLE,
        "dict": DICT,
        **BUILTIN_EXCEPTIONS,
    }


def _callable(value):
    return isinstance(value, (UserFunction, classes.BoundMethod, classes.UserClass, PyType, ExceptionClass)) or (
        isinstance(value, classes.Instance) and value.special("__call__") is not None) or (
        callable(value) and not isinstance(value, (Tensor, Variable, classes.Instance)))


class Stream(Shown):
    """sys.stdout or sys.stderr, as print(file=) and tf.print(output_stream=) take them."""

    tf_type_name = "TextIOWrapper"

    def __init__(self, name):
        self.name = name

    def tf_str(self):
        return f"<_io.TextIOWrapper name='<{self.name}>' mode='w' encoding='utf-8'>"

    tf_repr = tf_str


STDOUT, STDERR = Stream("stdout"), Stream("stderr")

MATH = Namespace("math", {
    **{name: getattr(math, name) for name in (
        "sqrt", "exp", "log", "log10", "log2", "log1p", "expm1", "sin", "cos", "tan", "asin", "acos", "atan",
        "atan2", "sinh", "cosh", "tanh", "erf", "erfc", "floor", "ceil", "fabs", "isclose", "isfinite", "isinf",
        "isnan", "hypot", "degrees", "radians", "copysign", "trunc", "gcd")},
    "pow": lambda x, y: math.pow(x, y), "pi": math.pi, "e": math.e, "inf": math.inf, "nan": math.nan,
    "tau": math.tau,
})
TIME = Namespace("time", {"time": time.time, "perf_counter": time.perf_counter, "monotonic": time.monotonic,
                          "process_time": time.process_time})
SYS = Namespace("sys", {"stdout": STDOUT, "stderr": STDERR})


class Environ(dict):
    """os.environ as TensorFlow code sets it (TF_CPP_MIN_LOG_LEVEL to quiet TensorFlow's logs): the program's own
    settings, which it reads back and which change nothing in gradcli. The machine's environment is never read."""

    tf_type_name = "_Environ"

    def __setitem__(self, key, value):
        for item in (key, value):
            if not isinstance(item, str):
                raise TypeError(f"str expected, not {type(item).__name__}")
        super().__setitem__(key, value)

    def setdefault(self, key, value=None):
        if key not in self:
            self[key] = value
        return self[key]

    def update(self, *others, **more):
        for key, value in dict(*others, **more).items():
            self[key] = value

    def tf_repr(self):
        return "environ({" + ", ".join(f"{key!r}: {value!r}" for key, value in self.items()) + "})"


def os_module():
    """A program's os: its own environ, empty at first."""
    return Namespace("os", {"environ": Environ()}, only="os.environ (whose settings change nothing here)")


# ----- The builtins -----

class StepRange(Shown):
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


def str_format(template):
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
        check_elements(sum(map(len, parts)), "the formatted string", itemsize=1)
        return "".join(parts)
    return format_


def _sum(values, start=0):
    return functools.reduce(lambda total, v: total + v, values, start)


# Python's builtins a program may call; each takes the program's values and only those. (print and range are the
# dialect's own.)
BUILTINS = {
    "print": None, "len": _len, "range": None, "sum": walking(_sum), "min": walking(min),
    "max": walking(max), "abs": abs, "round": _round, "repr": to_repr,
    "sorted": collected(sorted, "the sorted list"), "any": walking(any), "all": walking(all),
    "next": next, **ITERATORS,
    **dict.fromkeys(builtins(None)),  # (the dialect's own, with its attributes)
}
