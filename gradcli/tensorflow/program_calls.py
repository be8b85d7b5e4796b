"""TensorFlow's functions that run the program's own functions, and what a CPU-only TensorFlow answers of its
devices and logs.

- `tf.py_function`: the function run eagerly on the tensors, so a tape records what it computes (TensorFlow's
  eager py_function is differentiable so too); `tf.numpy_function`: run on numpy arrays, its result a constant
  (no gradient flows through it, as in TensorFlow). The function is the program's, run by the interpreter; a
  function of Python's is never called by them.
- `tf.vectorized_map`: the function on each slice along the first axis, the results stacked (TensorFlow's pfor
  computes the same numbers, batched).
- `tf.device` (nothing moves: every tensor is on the CPU), `tf.config` (no GPUs; the CPU), `tf.get_logger`.
"""
import numpy as np

from gradcli.engine import custom, dtypes
from gradcli.words.errors import NotComputed
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.functions import VOCABULARY
from gradcli.lang import classes
from gradcli.lang.runtime import Context, Namespace
from gradcli.tensorflow import function
from gradcli.tensorflow.objects import TensorShape, Variable, convert, read
from gradcli.tensorflow.python_functional import program_callable


def _outputs(result, Tout):
    """A py_function's result as tensors of Tout: a list of them where Tout is a list, else one."""
    if isinstance(Tout, (list, tuple)):
        results = result if isinstance(result, (list, tuple)) else [result]
        if len(results) != len(Tout):
            raise ValueError(f"The function returned {len(results)} values, but {len(Tout)} were expected")
        return [_output(value, dtype) for value, dtype in zip(results, Tout)]
    return None if Tout is None else _output(result, Tout)


def _output(value, dtype):
    value = read(value)
    target = dtypes.as_dtype(dtype.python if isinstance(dtype, classes.PyType) else dtype)
    if isinstance(value, Tensor) and dtypes.as_dtype(value.value.dtype) != target:
        raise dtypes_mismatch(value, target)
    return value if isinstance(value, Tensor) else convert(value, target)


def dtypes_mismatch(value, target):
    return TypeError(f"The function returned a tensor of dtype {dtypes.as_dtype(value.value.dtype).name}, but "
                     f"Tout is {target.name}")


def py_function(func, inp=None, Tout=None, name=None):
    call = program_callable(func)
    return _outputs(call(*(inp or ())), Tout)


def numpy_function(func, inp, Tout, stateful=True, name=None):
    call = program_callable(func)
    arrays = [np.array(read(value).value) if isinstance(read(value), Tensor) else value for value in inp]
    result = call(*arrays)
    if isinstance(Tout, (list, tuple)):
        return [_output(convert(r, _dtype(t)), t) for r, t in zip(result, Tout)]
    return _output(convert(result, _dtype(Tout)), Tout)


def _dtype(dtype):
    return dtypes.as_dtype(dtype.python if isinstance(dtype, classes.PyType) else dtype)


class CustomGradient(Shown):
    """What tf.custom_gradient makes of the program's function: called, the function with its own gradient; read
    through an instance (a method decorated), the method bound to it first, as TensorFlow's decorator binds
    `self` before the custom gradient sees the arguments."""

    tf_type_name = "function"

    def __init__(self, function_, code, call):
        self.function, self.code, self.call = function_, code, call
        self.decorated = function.runs_as_python_in_traces(custom.custom_gradient_of(function_, code))

    def __call__(self, *args, **kwargs):
        return self.decorated(*args, **kwargs)

    def tf_bind(self, receiver, owner):
        method = classes.BoundMethod(receiver, self.function, owner)

        def bound(*args, **kwargs):
            return self.call(method, list(args), kwargs)
        bound.__name__ = getattr(self.function, "name", "function")
        return function.runs_as_python_in_traces(custom.custom_gradient_of(bound, self.code))

    def tf_repr(self):
        return "<function>"


def vectorized_map(fn, elems, fallback_to_while_loop=True, warn=True):
    """fn on each slice of elems (a tensor, or a tuple or list of them) along axis 0, the results stacked."""
    call = program_callable(fn)
    structured = isinstance(elems, (tuple, list))
    parts = [read(e) if isinstance(read(e), Tensor) else convert(e) for e in (elems if structured else [elems])]
    count = parts[0].shape[0] if parts[0].ndim else None
    if count is None or any(not p.ndim or p.shape[0] != count for p in parts):
        raise ValueError("vectorized_map's elems must share their first dimension")
    results = [call(type(elems)(p[i] for p in parts) if structured else parts[0][i]) for i in range(count)]
    stack = VOCABULARY["stack"].tensorflow_call
    if isinstance(results[0], (tuple, list)) if results else False:
        return type(results[0])(stack([r[k] for r in results]) for k in range(len(results[0])))
    return stack(results)


def scalar_mul(scalar, x, name=None):
    """tf.math.scalar_mul: x times a scalar, converted to x's dtype."""
    x = read(x) if isinstance(x, (Tensor, Variable)) else convert(x)
    scalar = read(scalar) if isinstance(scalar, (Tensor, Variable)) else convert(scalar, x.value.dtype)
    if scalar.ndim:
        raise ValueError(f"Only scalar multiply works, got shape {TensorShape(scalar.shape)}.")
    return VOCABULARY["multiply"].tensorflow_call(scalar, x)


# ----- Devices, configuration and logs -----

class Device(Context):
    """tf.device: a block whose operations TensorFlow would place on the device named; all run on the CPU here,
    as a CPU-only TensorFlow places them (soft placement)."""

    tf_type_name = "_EagerDeviceContext"

    def __init__(self, device_name):
        if not isinstance(device_name, (str, type(None))):
            raise TypeError("tf.device takes a device name, a string")
        self.device_name = device_name

    def __enter__(self):
        return None

    def tf_repr(self):
        return "<tensorflow.python.eager.context._EagerDeviceContext object>"


class PhysicalDevice(Shown):
    tf_type_name = "PhysicalDevice"

    def __init__(self, name, device_type):
        self.name, self.device_type = name, device_type

    def tf_repr(self):
        return f"PhysicalDevice(name='{self.name}', device_type='{self.device_type}')"

    tf_attributes = {"name": lambda d: d.name, "device_type": lambda d: d.device_type}


class LogicalDevice(PhysicalDevice):
    tf_type_name = "LogicalDevice"

    def tf_repr(self):
        return f"LogicalDevice(name='{self.name}', device_type='{self.device_type}')"


def _devices(kind, name):
    def devices(device_type=None):
        return [kind(name, "CPU")] if device_type in (None, "CPU") else []
    return devices


def _run_functions_eagerly(run_eagerly):
    if not isinstance(run_eagerly, (bool, int)):
        raise TypeError("run_functions_eagerly takes a bool")
    if run_eagerly:
        raise NotComputed("gradcli does not run tf.config.run_functions_eagerly(True) yet: it runs each "
                          "tf.function as TensorFlow traces it")


CONFIG = Namespace("tensorflow.config", {
    "list_physical_devices": _devices(PhysicalDevice, "/physical_device:CPU:0"),
    "list_logical_devices": _devices(LogicalDevice, "/device:CPU:0"),
    "run_functions_eagerly": _run_functions_eagerly, "functions_run_eagerly": lambda: False,
    "experimental": Namespace("tensorflow.config.experimental", {
        "list_physical_devices": _devices(PhysicalDevice, "/physical_device:CPU:0")}),
})


class Logger(Shown):
    """tf.get_logger(): TensorFlow's logger, whose level the program may set (it changes nothing here)."""

    tf_type_name = "Logger"
    _NAMES = {0: "NOTSET", 10: "DEBUG", 20: "INFO", 30: "WARNING", 40: "ERROR", 50: "CRITICAL"}

    def __init__(self):
        self.level = 0

    def set_level(self, level):
        by_name = {name: number for number, name in self._NAMES.items()}
        if isinstance(level, str) and level not in by_name:
            raise ValueError(f"Unknown level: '{level}'")
        self.level = by_name[level] if isinstance(level, str) else int(level)

    def tf_repr(self):
        return f"<Logger tensorflow ({self._NAMES.get(self.level or 30, f'Level {self.level}')})>"

    tf_attributes = {"setLevel": lambda logger: logger.set_level, "level": lambda logger: logger.level}


LOGGER = Logger()


def start_run():
    """A program starts with TensorFlow's logger at its default level, whatever a program before it set."""
    LOGGER.level = 0

MEMBERS = {
    "py_function": function.runs_as_python_in_traces(py_function),
    "numpy_function": function.runs_as_python_in_traces(numpy_function),
    "vectorized_map": function.runs_as_python_in_traces(vectorized_map),
    "scalar_mul": function.runs_as_python_in_traces(scalar_mul), "device": Device, "config": CONFIG,
    "get_logger": lambda: LOGGER,
    "TensorShape": classes.PyType("TensorShape", TensorShape, lambda dims: TensorShape(_known(dims)),
                                  module="tensorflow.python.framework.tensor_shape"),
}
MATH_MEMBERS = {"scalar_mul": MEMBERS["scalar_mul"]}
ATTRIBUTE_NAMES = frozenset([*PhysicalDevice.tf_attributes, *Logger.tf_attributes])


def _known(dims):
    """A TensorShape's dimensions, each known: gradcli's shapes have no unknown dimension."""
    dims = [dims] if isinstance(dims, int) else dims
    if dims is None or any(d is None for d in dims):
        raise NotComputed("gradcli makes TensorShapes of known dimensions only")
    return dims

