"""Exceptions as a program sees them: classes it can raise, catch and subclass, and the errors it causes.

Python's exceptions and TensorFlow's (`tf.errors.InvalidArgumentError`, ...) are
`ExceptionClass`es in a hierarchy of their own, as Python and TensorFlow arrange
them; an exception a program raises or causes is an `ExceptionInstance` of one,
carried by a `ProgramError` (exit status 1 when nothing catches it). The Python
exceptions the library raises become instances of the class of the same name:
a program never holds a Python exception object, only these.

    >>> e = EXCEPTIONS["InvalidArgumentError"]("Incompatible shapes")
    >>> e.matches(EXCEPTIONS["OpError"]), e.matches(EXCEPTIONS["ValueError"]), str(e)
    (True, False, 'Incompatible shapes')
"""
import re
import sys

from gradcli.engine.shown import Shown
from gradcli.lang.text import without_addresses
from gradcli.words.errors import EvaluationError, InvalidArgumentError


class ExceptionClass(Shown):
    """An exception class: its name, where Python or TensorFlow defines it, and its base (None for the root)."""

    tf_type_name = "type"

    def __init__(self, name, base=None, module="builtins"):
        self.name, self.base, self.module = name, base, module

    def __call__(self, *args):
        return ExceptionInstance(self, list(args))

    def is_subclass_of(self, other):
        cls = self
        while cls is not None:
            if cls is other:
                return True
            cls = cls.base
        return False

    def tf_str(self):
        return f"<class '{self.qualified_name}'>"

    tf_repr = tf_str

    @property
    def qualified_name(self):
        return self.name if self.module == "builtins" else f"{self.module}.{self.name}"


class ExceptionInstance(Shown):
    """An exception raised or caught: its class and arguments; str() is its message, as in Python."""

    tf_type_name = "exception"

    def __init__(self, cls, args):
        self.cls, self.args = cls, args

    def matches(self, cls):
        """Whether `except cls` catches it (cls a class or a tuple of them)."""
        classes = cls if isinstance(cls, tuple) else (cls,)
        return any(isinstance(c, ExceptionClass) and self.cls.is_subclass_of(c) for c in classes)

    def __str__(self):
        if len(self.args) == 1:  # (a KeyError says its key as the key's repr)
            return _repr(self.args[0]) if self.cls.is_subclass_of(EXCEPTIONS["KeyError"]) else _text(self.args[0])
        return "" if not self.args else "(" + ", ".join(map(_repr, self.args)) + ")"

    @property
    def message(self):
        """TensorFlow's errors hold their message as an attribute too; Python's do not."""
        if not self.cls.is_subclass_of(EXCEPTIONS["OpError"]):
            raise AttributeError(f"'{self.cls.name}' object has no attribute 'message'")
        return str(self)

    def tf_str(self):
        return str(self)

    def tf_repr(self):
        return f"{self.cls.name}({', '.join(map(_repr, self.args))})"

    def described(self):
        """'ValueError: message', as an uncaught exception is reported."""
        message = str(self)
        return f"{self.cls.name}: {message}" if message else self.cls.name


def _text(value):
    from gradcli.lang.text import to_str  # (printing lives with TensorFlow's values)

    return value if isinstance(value, str) else to_str(value)


def _repr(value):
    from gradcli.lang.text import to_repr

    return to_repr(value)


class ProgramError(EvaluationError):
    """An exception the program raised or caused, uncaught so far: `try` can catch it; else it ends the run
    with exit status 1, saying its class and message."""

    def __init__(self, exception, position=None):
        super().__init__(exception.described(), position)
        self.exception = exception

    def located(self, position):
        return self if self.position else type(self)(self.exception, position)


def _hierarchy():
    """Python's exception classes a program may meet, and TensorFlow's `tf.errors`, by name."""
    classes = {}

    def define(name, base, module="builtins"):
        classes[name] = ExceptionClass(name, classes.get(base), module)

    define("BaseException", None)
    define("Exception", "BaseException")
    for name, base in [("ArithmeticError", "Exception"), ("ZeroDivisionError", "ArithmeticError"),
                       ("OverflowError", "ArithmeticError"), ("LookupError", "Exception"),
                       ("IndexError", "LookupError"), ("KeyError", "LookupError"), ("ValueError", "Exception"),
                       ("TypeError", "Exception"), ("AttributeError", "Exception"), ("NameError", "Exception"),
                       ("UnboundLocalError", "NameError"), ("AssertionError", "Exception"),
                       ("RuntimeError", "Exception"), ("NotImplementedError", "RuntimeError"),
                       ("RecursionError", "RuntimeError"), ("StopIteration", "Exception")]:
        define(name, base)
    errors = "tensorflow.python.framework.errors_impl"
    define("OpError", "Exception", errors)
    for name in ("CancelledError", "UnknownError", "InvalidArgumentError", "DeadlineExceededError",
                 "NotFoundError", "AlreadyExistsError", "PermissionDeniedError", "UnauthenticatedError",
                 "ResourceExhaustedError", "FailedPreconditionError", "AbortedError", "OutOfRangeError",
                 "UnimplementedError", "InternalError", "UnavailableError", "DataLossError"):
        define(name, "OpError", errors)
    return classes


EXCEPTIONS = _hierarchy()
BUILTIN_EXCEPTIONS = {name: cls for name, cls in EXCEPTIONS.items() if cls.module == "builtins"}
TENSORFLOW_ERRORS = {name: cls for name, cls in EXCEPTIONS.items() if cls.module != "builtins"}


def from_python(exc, describe=None):
    """The ExceptionInstance a Python exception raised while running stands for: the class of its name (gradcli's
    InvalidArgumentError is TensorFlow's), its message as `describe` words it (Python's, by default, with
    gradcli's own objects named as the program knows them: `python_message`)."""
    describe = describe or python_message
    if isinstance(exc, InvalidArgumentError):
        cls = EXCEPTIONS["InvalidArgumentError"]
    else:
        cls = next(EXCEPTIONS[t.__name__] for t in type(exc).__mro__ if t.__name__ in EXCEPTIONS)
        if cls.name != type(exc).__name__:  # one of gradcli's own (CrossBatchWarning): its name, under its base
            cls = ExceptionClass(type(exc).__name__, cls, "gradcli")
    if isinstance(exc, KeyError) and len(exc.args) == 1 and type(exc.args[0]) in (str, int, float, bool):
        return cls(exc.args[0])  # a KeyError holds the key itself: its str is the key's repr, KeyError(5) its repr
    return cls(describe(exc))


# What CPython writes itself of an object in a message: its type by the name of its class ("'X' object is not
# iterable", "type X doesn't define __round__ method") and a class as <class 'module.X'>.
_LOCAL_FUNCTION = re.compile(r"\b(?:\w+\.<locals>\.)+")  # a function made inside one of gradcli's: its own name
_TYPE_NAMED = re.compile(r"'(\w+)'|(?<=\btype )(\w+)(?= doesn't| which)|(?<=, not )(\w+)$|<class '(gradcli\.[\w.]+)'>")


def python_message(exc):
    """str(exc), where CPython wrote it: gradcli's classes (`Shown`) named by their types' names in Python and
    TensorFlow, gradcli's functions as '<function>', and no object with its address (which no two runs share)."""
    names = _internal_names()

    def type_name(match):
        name = next(group for group in match.groups() if group)
        if match.group(4):
            return f"<class '{names.get(name.rsplit('.', 1)[-1], 'object')}'>"
        return match.group(0).replace(name, names.get(name, name))
    return without_addresses(_LOCAL_FUNCTION.sub("", _TYPE_NAMED.sub(type_name, str(exc))))


def _internal_names():
    """Each class of gradcli's a program's value may be, by its own name: the name of its type in Python's and
    TensorFlow's messages (`tf_type_name`), where the two differ and its own is not some type's public name.
    Made again only when a module was imported since (Keras's, loaded by the programs that use it): walking the
    classes takes longer than a loop's turn that raises and catches an exception."""
    if _NAMES_MADE[0] != len(sys.modules):
        _NAMES_MADE[:] = [len(sys.modules), _walked_internal_names()]
    return _NAMES_MADE[1]


_NAMES_MADE = [None, None]  # the number of modules imported when the names were made, and the names


def _walked_internal_names():
    names, classes = {}, [Shown]
    while classes:
        cls = classes.pop()
        classes.extend(cls.__subclasses__())
        if hasattr(cls, "tf_type_name"):
            names[cls.__name__] = cls.tf_type_name
    public = set(names.values())
    return {name: shown for name, shown in names.items() if name not in public}
