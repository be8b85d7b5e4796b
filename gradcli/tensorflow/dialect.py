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
import contextlib
import enum
import functools
import types
import warnings

import numpy as np

from gradcli.engine import custom, dtypes
from gradcli.words.errors import InvalidArgumentError, NotComputed, TensorFlowWarning
from gradcli.engine.limits import check_elements
from gradcli.engine.tape import CrossBatchWarning, OutputGradientsWarning, UnconnectedGradients
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.functions import VOCABULARY
from gradcli.functions.constructors import shaped
from gradcli.functions.shapes import TopK
from gradcli.lang import classes, parse
from gradcli.lang.exceptions import TENSORFLOW_ERRORS, ExceptionInstance, ProgramError, from_python
from gradcli.lang.interpreter import Interpreter
from gradcli.lang.runtime import (Dialect, Namespace, UserFunction, bind_arguments, check_nesting,
                                  checked_dict, evaluation_scope)
from gradcli.tensorflow import (data, function, program_calls, python, python_functional, python_modules,
                                random_namespace, tnp, variable_updates)
from gradcli.tensorflow.debugging import ASSERTIONS, DEBUGGING
from gradcli.tensorflow.keras import lazy as keras
from gradcli.tensorflow.numpy_namespace import LINALG_RESULTS, NP, astype_method, numpy_method
from gradcli.tensorflow.module import MODULE
from gradcli.tensorflow.objects import (
    ForwardAccumulator,
    IndexedSlices,
    NameScope,
    Tape,
    TensorShape,
    Variable,
    VariableWatcher,
    convert,
    read,
    tensor_of,
)
from gradcli.lang.text import (SYMBOLIC, check_percent_widths, kernel_error, tf_print_text, to_format,
                                         to_repr, to_str, type_name)

VERSION = "2.21.0"  # the TensorFlow whose semantics gradcli follows
TEMPLATE_CHARACTER_WORK = 4  # what reading a character of a %-template costs, in elements' work (some 4 ns)


def run_tensorflow(text, source, write, warn, strict=False, tf_printed=None):
    """Check and run TensorFlow code, passing what it prints to `write` as it prints it, what tf.print writes (to
    standard error, in TensorFlow) to `tf_printed` line by line (to `warn` unless given), and warnings to `warn`:
    those TensorFlow would log (each at most five times, as TensorFlow logs them), and gradcli's own where it
    does what TensorFlow does without a word (output gradients broadcast or filled in, a batch_jacobian whose
    rows depend on each other). With `strict`, such a batch_jacobian is an error."""
    uses_keras = "keras" in text  # Keras is loaded for the programs that may use it
    attributes = ATTRIBUTE_NAMES | keras.attribute_names(KERAS, KERAS_ITSELF) if uses_keras else ATTRIBUTE_NAMES
    tree = parse.parse_python(text, source, BUILTINS, attributes, MODULES)
    if not tree.body:  # Python runs an empty file without a word, and so does TensorFlow: gradcli says so
        warn(f"warning: {source}: the program is empty: there is nothing to run")
    dialect = TensorFlowDialect(write, tf_printed or warn)
    interpreter = Interpreter(dialect, parse.Locator(source, text))
    dialect.program_call = interpreter.call
    data.start_run(interpreter.call, dialect.tf_function, dialect.budget)
    python_functional.start_run(interpreter.call, dialect.budget)
    program_calls.start_run()
    if uses_keras:
        keras.start_run(interpreter.call, dialect.print)
    logged = collections.Counter()

    def log(message, category, *_):
        if category in (OutputGradientsWarning, CrossBatchWarning, random_namespace.UnseededRandomnessWarning):
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
        with (evaluation_scope("float32", tensorflow=True), interpreter.charging_operations(),
              random_namespace.program_run(strict)):
            interpreter.run(tree.body)


# Python's builtins a program may call: those of `python`, and those that call the program's functions.
BUILTINS = {**python.BUILTINS, **python_functional.BUILTINS, "__name__": "__main__",
            "set": python_modules.make_set}


class TensorFlowDialect(Dialect):
    """Python's meaning for everything, with TensorFlow's objects and printing."""

    def __init__(self, write, log):
        super().__init__({**BUILTINS, **python.builtins(self.read_attribute), "print": self.print,
                          "range": self.range})
        self.write, self.log = write, log  # standard output, and standard error line by line
        self.code = ProgramCode(self)
        tensorflow = _TensorFlowModule("tensorflow", {**TF.members, "print": self.tf_print,
                                                      "custom_gradient": self.custom_gradient,
                                                      "recompute_grad": self.recompute_grad,
                                                      "function": self.tf_function})
        self.modules = {**MODULES, "tensorflow": tensorflow, "os": python.os_module()}  # (an environ of its own)
        self.program_call = None  # the interpreter's way of calling the program's functions, once it runs
        self.silent = False  # Python's print says nothing: a tf.function runs again what its trace printed

    def tf_function(self, func=None, **options):
        """tf.function, as a decorator or a call."""
        return function.function(func, call=self.program_call, silenced=self.silenced, **options)

    @contextlib.contextmanager
    def silenced(self):
        saved, self.silent = self.silent, True
        try:
            yield
        finally:
            self.silent = saved

    def truth(self, value):
        """bool(value); in a tf.function's trace, a tensor's value deciding Python's control flow makes the
        trace one to run as Python at each call (TensorFlow's AutoGraph makes it graph control flow)."""
        self.iterating(value)
        return bool(value)

    def iterating(self, value):
        self.staged(value)

    def staged(self, value):
        """A tensor deciding control flow in a tf.function's trace: AutoGraph makes it graph control flow,
        tracing each branch (a loop's body) once; gradcli's trace then runs as Python at each call."""
        trace = function.tracing()
        if trace is not None and isinstance(value, (Tensor, Variable)):
            trace.dynamic = True
            return True
        return False

    def unknown(self, name, calling):
        return f"name '{name}' is not defined"

    def raised(self, exc):
        """What the program sees of a Python exception raised while it runs: an exception of its own, which
        `try` can catch, of the class of the same name (TensorFlow's InvalidArgumentError for gradcli's)."""
        return ProgramError(from_python(exc))

    def read_attribute(self, value, name):
        """`value.name`, as the program reads attributes (getattr and hasattr read them so too)."""
        try:
            return classes.get_attribute(value, name)
        except LookupError:
            return self.attribute(value, name)

    def range(self, *bounds):
        """Python's range, each item a step of the run's budget wherever it is iterated (by sum() too)."""
        return python.StepRange(self.budget, range(*bounds))

    def module(self, name):
        """The module `import name` gives: a dotted name is found member by member (tensorflow.keras)."""
        head, *rest = name.split(".")
        module = self.modules[head]
        for part in rest:
            module = module.member(part)
        return module

    def call(self, callee, args, kwargs):
        if not callable(callee):
            raise TypeError(f"'{type_name(callee)}' object is not callable")
        return callee(*args, **kwargs)

    def operands(self, op, values):
        if isinstance(op, ast.Mod) and isinstance(values[0], str):  # 'loss %.3f' % t: the values as printed here
            charge_work(len(values[0]) * TEMPLATE_CHARACTER_WORK)  # the template read twice: its widths, its fields
            check_percent_widths(values[0])
            right = values[1]
            strings = [v for v in (right if type(right) is tuple else (right,)) if type(v) is str]
            check_elements(len(values[0]) + sum(map(len, strings)), "the formatted string", itemsize=1)
            return values[0], tuple(map(_Printed, right)) if type(right) is tuple else _Printed(right)
        return values

    def print(self, *values, sep=" ", end="\n", file=None, flush=False):
        """Python's print, writing what TensorFlow code would see (to sys.stderr, with file=sys.stderr)."""
        if self.silent:
            return
        text = to_str(sep).join(to_str(v) for v in values) + to_str(end)
        self._stream(file, python.STDOUT)(text)

    def tf_print(self, *inputs, output_stream=None, summarize=3, sep=" ", end="\n", name=None):
        """TensorFlow's tf.print: to standard error, unless output_stream is sys.stdout; in a tf.function's trace,
        kept to print at each call."""
        trace = function.tracing()
        if trace is not None:
            trace.print(self.tf_print, inputs, dict(output_stream=output_stream, summarize=summarize, sep=sep,
                                                      end=end))
            return
        text = to_str(sep).join(tf_print_text(read(v), summarize) for v in inputs) + to_str(end)
        self._stream(output_stream, python.STDERR)(text)

    def _stream(self, stream, default):
        """Where a print goes: standard output (as written), or standard error (line by line, as it comes)."""
        stream = default if stream is None else stream
        if stream is python.STDOUT:
            return self.write
        if stream is python.STDERR:
            return lambda text: self.log(text.removesuffix("\n"))
        raise TypeError(f"gradcli prints to sys.stdout and sys.stderr only, not to {type_name(stream)}")

    def custom_gradient(self, f=None):
        """TensorFlow's tf.custom_gradient, on the program's functions."""
        if f is None:
            return self.custom_gradient
        return program_calls.CustomGradient(f, self.code, self.program_call)

    def recompute_grad(self, f):
        """TensorFlow's tf.recompute_grad, on the program's functions."""
        return function.runs_as_python_in_traces(custom.recompute_grad_of(f, self.code))

    def attribute(self, value, name):
        if isinstance(value, Namespace):
            return value.member(name)
        if name == "__class__":
            return python.type_of(value)
        own = getattr(type(value), "tf_attributes", None)  # a type that lists its attributes itself (Keras's)
        if own is not None and name in own:
            return own[name](value)
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

    def operation_text(self, failure, what):
        """An operation's failure, as TensorFlow says it where it knows the op (a gradient's, as gradcli does)."""
        if failure.op is None or failure.gradient:
            return super().operation_text(failure, what)
        return kernel_error(failure.op, failure.detail)


class ProgramCode(custom.PythonCode):
    """What a custom gradient asks of a TensorFlow program's code: its functions run by the interpreter, its
    variables read (and so watched) as TensorFlow reads them, its values described as it prints them."""

    def __init__(self, dialect):
        self.dialect = dialect

    def callable(self, function):
        if isinstance(function, UserFunction):
            return self.dialect.callback(function)
        return super().callable(function)

    def tensor(self, value):
        return value.read() if isinstance(value, Variable) else super().tensor(value)

    def watching_variables(self):
        return VariableWatcher()

    def tensor_of(self, variable):
        return tensor_of(variable)

    def text(self, value):
        return to_repr(value)

    def type_name(self, value):
        return type_name(value)


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


# ----- tf and np -----

# The functions TensorFlow applies to the values of an IndexedSlices, keeping its indices; every other function
# takes it dense.
ON_SLICES_VALUES = frozenset({"identity", "cast", "stop_gradient", "clip_by_norm", "clip_by_value"})


def _on_slices_values(library):
    """`library` applied to an IndexedSlices (its first argument) as TensorFlow applies it: to the values."""
    @functools.wraps(library)
    def call(*args, **kwargs):
        if args and isinstance(args[0], IndexedSlices):
            slices = args[0]
            return IndexedSlices(library(slices.values, *args[1:], **kwargs), slices.indices, slices.dense_shape)
        return library(*args, **kwargs)
    return call


def _library(entry):
    """A vocabulary function as TensorFlow code calls it: variables read, and TensorFlow's name accepted."""
    library = entry.tensorflow_call
    if entry.name in ON_SLICES_VALUES:
        library = _on_slices_values(library)

    @functools.wraps(library)
    def call(*args, **kwargs):
        bind_arguments(library, entry.name, args, kwargs)
        args, kwargs = [_argument(a) for a in args], {k: _argument(v) for k, v in kwargs.items()}
        trace = function.tracing()
        if trace is not None:
            return trace.library_call(library, entry.name, args, kwargs)
        return library(*args, **kwargs)
    call.__name__ = entry.name  # (what __name__ gives, as TensorFlow's function of that name has it)
    return call


def _argument(value):
    """A value as the library takes it: variables read, Python's types (dtype=float) as themselves."""
    return value.python if isinstance(value, classes.PyType) else read(value)


def _constant(value, dtype=None, shape=None, name=None):
    if isinstance(value, str) or (isinstance(value, (list, tuple)) and value and isinstance(value[0], str)):
        raise NotComputed(f"gradcli does not run tensors of strings yet: {value!r}")  # (it has no string dtype)
    if isinstance(value, Variable):  # TensorFlow makes a constant of a variable's value: no gradient flows back
        value = value.numpy()
    return shaped(convert(read(value), dtype), read(shape), value)


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
    "__version__": VERSION, "constant": _constant,
    "Variable": classes.PyType("Variable", Variable, Variable, module="tensorflow.python.ops.variables"),
    "Tensor": classes.PyType("Tensor", Tensor, module="tensorflow.python.framework.tensor"),
    "IndexedSlices": classes.PyType("IndexedSlices", IndexedSlices, IndexedSlices,
                                    module="tensorflow.python.framework.indexed_slices"),
    "Module": MODULE, "name_scope": NameScope, "errors": Namespace("tensorflow.errors", TENSORFLOW_ERRORS),
    "TensorSpec": function.TensorSpec, "init_scope": function.InitScope,
    "function": None,  # tf.function: the dialect's own
    "GradientTape": _tape, "newaxis": None,
    "print": None, "custom_gradient": None, "recompute_grad": None,  # the dialect's own
    "autodiff": Namespace("tensorflow.autodiff", {"ForwardAccumulator": _forward_accumulator, "GradientTape": _tape}),
    "debugging": DEBUGGING, **{name: ASSERTIONS[name] for name in ("assert_equal", "assert_greater", "assert_less",
                                                                  "assert_rank")},
    "UnconnectedGradients": Namespace("UnconnectedGradients", {"NONE": UnconnectedGradients.NONE,
                                                                "ZERO": UnconnectedGradients.ZERO}),
    "executing_eagerly": lambda: True,  # TensorFlow 2 runs eagerly, and so does gradcli, always
}
# The dtypes, under their names and TensorFlow's others for them, in tf and in tf.dtypes.
DTYPE_MEMBERS = {**{d.name: d for d in dtypes.DTYPES}, "half": dtypes.float16, "double": dtypes.float64,
                 "as_dtype": lambda type_value: dtypes.as_dtype(_argument(type_value))}  # (as_dtype(bool): Python's)
TF = _tf_module("tf")
TF.members.update({**_TF_ONLY, **DTYPE_MEMBERS})
TF.members.update({name: _tf_module(name) for name in ("math", "nn", "linalg", "dtypes", "bitwise")})
TF.members["dtypes"].members.update(DTYPE_MEMBERS)
KERAS, KERAS_ITSELF = (keras.KerasNamespace(name, lambda: (TF, _tf_module("keras.losses"))) for name in
                       ("tensorflow.keras", "keras"))  # tf.keras and keras itself, loaded when first looked into
TF.members["keras"] = KERAS
TF.members["data"] = Namespace("tensorflow.data", {**data.DATA, "Dataset": Namespace("Dataset", data.DATA["Dataset"])})
TF.members["constant_initializer"] = keras.constant_initializer
TF.members["clip_by_global_norm"] = keras.clip_by_global_norm
TF.members["experimental"] = tnp.EXPERIMENTAL
TF.members["errors"].members.update(OpError=TENSORFLOW_ERRORS["OpError"])
TF.members["random"] = random_namespace.TF_RANDOM
TF.members["nn"].members.update(random_namespace.TF_NN)
TF.members.update(program_calls.MEMBERS)
TF.members.update(variable_updates.MEMBERS)
TF.members["math"].members.update(program_calls.MATH_MEMBERS)


MODULES = {"tensorflow": TF, "numpy": NP, "keras": KERAS_ITSELF, "math": python.MATH,
           "time": python.TIME, "sys": python.SYS, "random": random_namespace.PYTHON_RANDOM, "os": python.os_module(),
           "functools": python_functional.FUNCTOOLS, "itertools": python_functional.ITERTOOLS,
           "collections": python_modules.COLLECTIONS, "copy": python_modules.COPY, "typing": python_modules.TYPING,
           "dataclasses": python_modules.DATACLASSES}
TF.members["experimental"] = tnp.EXPERIMENTAL


# ----- Attributes, by type -----

def _method(name):
    """An attribute that is a method of the object itself."""
    return lambda value: getattr(value, name)


def _keyed(name):
    """A dict's method taking a key, which it hashes: the key's nesting checked first."""
    def method(mapping):
        def keyed(key, *default):
            check_nesting(key)
            return getattr(mapping, name)(key, *default)
        return keyed
    return method


def _checked_update(mapping):
    return lambda *others, **more: mapping.update(checked_dict(*others, **more))


def _walking_method(name):
    """A method that walks its object's items (or characters): charged them before it runs (`python.walked`)."""
    return lambda value: python.walking(getattr(type(value), name)).__get__(value)


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


def _bounded_replace(text):
    """str.replace, refusing first a string beyond the size limit."""
    def replace(old, new, count=-1):
        found = text.count(old) if old else len(text) + 1
        found = found if count < 0 else min(found, count)
        check_elements(len(text) + found * (len(new) - len(old)), "the replaced string")
        return text.replace(old, new, count)
    return replace


def _numpy_of(tensor):
    if tensor.key in SYMBOLIC:  # a tensor a tf.function's trace made, which has no value outside the graph
        raise AttributeError("'SymbolicTensor' object has no attribute 'numpy'")
    return tensor.numpy


CPU = "/job:localhost/replica:0/task:0/device:CPU:0"  # where every tensor is, as TensorFlow names the place


def _no_name(tensor):
    raise AttributeError("Tensor.name is undefined when eager execution is enabled.")


ATTRIBUTES = [
    (Tensor, {"numpy": _numpy_of, "shape": lambda t: TensorShape(t.shape),
              "dtype": lambda t: dtypes.as_dtype(t.value.dtype), "ndim": lambda t: t.ndim,
              "get_shape": lambda t: lambda: TensorShape(t.shape), "name": _no_name, "device": lambda t: CPU,
              "assign": variable_updates.sliced_assign}),
    (Variable, {"device": lambda v: CPU, **variable_updates.VARIABLE_ATTRIBUTES, **{name: _method(name) for name in (
        "numpy", "assign", "assign_add", "assign_sub", "read_value", "value", "name", "trainable", "shape", "dtype")}}),
    (IndexedSlices, {"device": lambda s: CPU, **{name: _method(name) for name in (
        "values", "indices", "dense_shape", "dtype", "shape")}}),
    (Tape, {name: _method(name) for name in (
        "watch", "gradient", "jacobian", "batch_jacobian", "stop_recording", "reset", "watched_variables")}),
    (ForwardAccumulator, {"jvp": _method("jvp")}),
    (TopK, {"values": lambda t: t.values, "indices": lambda t: t.indices}),
    (TensorShape, {"as_list": _method("as_list"), "rank": _method("rank"), "ndims": _method("ndims")}),
    (dtypes.DType, {name: _method(name) for name in (
        "name", "is_floating", "is_integer", "is_complex", "is_bool", "is_unsigned", "min", "max", "size",
        "as_numpy_dtype", "real_dtype", "base_dtype", "is_compatible_with")}),
    *((kind, {"shape": lambda a: a.shape, "dtype": lambda a: a.dtype, "ndim": lambda a: a.ndim,
              "size": lambda a: a.size, "T": lambda a: a.T, "astype": astype_method,
              **{name: numpy_method(name) for name in (
                  "sum", "mean", "max", "min", "item", "tolist", "reshape", "ravel", "flatten", "copy",
                  "argmax", "argmin", "prod", "std", "round", "all", "any", "tobytes")}})
      for kind in (np.ndarray, np.generic)),  # (numpy's scalars have its arrays' methods)
    (np.dtype, {"name": lambda d: d.name}),
    *((kind, {field: (lambda result, i=i: result[i]) for i, field in enumerate(fields)})
      for kind, fields in LINALG_RESULTS.items()),
    (list, {"extend": _bounded_extend, "append": _method("append"), "sort": python_functional.list_sort,
            "clear": _method("clear"), "copy": lambda items: lambda: python.collected(list, "the list")(items),
            **{name: _walking_method(name) for name in ("pop", "index", "insert", "reverse", "count", "remove")}}),
    (set, python_modules.SET_METHODS),
    (dict, {**{name: _method(name) for name in ("items", "keys", "values", "clear", "popitem")},
            "copy": lambda mapping: lambda: dict(mapping),
            **{name: _keyed(name) for name in ("get", "pop", "setdefault")}, "update": _checked_update}),
    (str, {"format": python.str_format, "join": _bounded_join, "replace": _bounded_replace,
           **{name: _walking_method(name) for name in (
        "upper", "lower", "strip", "lstrip", "rstrip", "split", "rsplit", "splitlines", "startswith", "endswith",
        "find", "count", "title", "capitalize", "isdigit", "isalpha")}}),
    (enum.Enum, {"name": lambda e: e.name, "value": lambda e: e.value}),
    (ExceptionInstance, {"args": lambda e: tuple(e.args), "message": lambda e: e.message}),
    (function.Function, {name: _method(name) for name in ("get_concrete_function", "experimental_get_tracing_count")}),
    (function.TensorSpec, {"shape": lambda s: TensorShape(s.shape or ()), "dtype": lambda s: s.dtype}),
    (NameScope, {"name": lambda s: s.name}), (data.Dataset, data.ATTRIBUTES),
    (data.DatasetIterator, data.ITERATOR_ATTRIBUTES),
    (UserFunction, {"__name__": lambda f: f.name}),
    (types.FunctionType, {"__name__": lambda f: f.__name__}),  # tf.nn.relu.__name__: its TensorFlow name
    *random_namespace.ATTRIBUTES,
]


def _member_names(namespace):
    """The names in a namespace and in the namespaces inside it."""
    if getattr(namespace, "lazy", False):  # (Keras's: added for the programs that use it)
        return
    for name, member in namespace.members.items():
        yield name
        if isinstance(member, Namespace):
            yield from _member_names(member)


# Every attribute name some object has, and every name of the vocabulary (asked of a module of TensorFlow's
# that lacks it, as `tf.log` is, it fails when it runs, as in TensorFlow): the checker refuses any other name
# before the program runs.
# (and those of tf.Module's instances, and of properties as decorators)
ATTRIBUTE_NAMES = frozenset([name for _, table in ATTRIBUTES for name in table] + list(VOCABULARY)
                            + [name for module in MODULES.values() for name in _member_names(module)]
                            + ["name", "name_scope", "variables", "trainable_variables", "non_trainable_variables",
                               "submodules", "with_name_scope", "setter", "getter"]) \
    | python_functional.ATTRIBUTE_NAMES | python_modules.ATTRIBUTE_NAMES | program_calls.ATTRIBUTE_NAMES
