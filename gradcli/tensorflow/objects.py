"""The objects TensorFlow code works with beyond tensors: variables, tapes as TensorFlow has them, shapes.

A `Variable` holds a tensor that `assign` replaces (so gradients never flow
through an assignment). Reading it, by using it in an operation, is what a tape
watches: a `Tape` (TensorFlow's `GradientTape`, over gradcli's) watches every
trainable variable read while it records, unless told not to. As in TensorFlow,
each read while a tape records is a tensor of its own, and a variable's gradient
is the sum over the reads the tape saw, whatever was assigned between them.

A gradient that is rows of a variable or tensor (what a gather along axis 0 passes back) is, as in
TensorFlow, an `IndexedSlices`: the rows, their indices and the dense shape, made dense where an
operation takes it.
"""
import itertools
import warnings
import weakref

import numpy as np

from gradcli.engine import forward, ops, sparse
from gradcli.engine import tape as tapes
from gradcli.engine.dtypes import as_dtype
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, constant
from gradcli.lang.runtime import Context
from gradcli.lang.text import numpy_text, shape_text, to_str
from gradcli.words.errors import TensorFlowWarning

RECORDING = []  # the Tapes inside their `with` block, innermost last (one may be paused by stop_recording)
WATCHERS = []  # the VariableWatchers inside their block: each notes every trainable variable read
_creation = itertools.count()  # variables in the order they were made: watched_variables() lists them so
NAME_SCOPES = [""]  # the name scopes entered, innermost last: what a variable's name starts with ("dense/")
TRACING = []  # the tf.function traces under way, innermost last: variables are read and assigned in them
_SLICES = {}  # id of a tensor read as a variable's slice (v[0]) -> (the tensor, weakly; the variable; the index)


def slice_of(tensor):
    """(variable, index) where `tensor` is `variable[index]` as the program read it; else None."""
    entry = _SLICES.get(id(tensor))
    return entry[1:] if entry is not None and entry[0]() is tensor else None


class NameScope(Context):
    """TensorFlow's tf.name_scope (and a module's `name_scope`): within its block, the names of variables made
    start with its `name` ("dense/"), which ends with '/' once made."""

    tf_type_name = "name_scope"

    def __init__(self, name):
        if not isinstance(name, str):
            raise TypeError(f"name_scope takes a string, not {type(name).__name__}")
        self.name = name if name.endswith("/") or not name else NAME_SCOPES[-1] + name + "/"

    def __enter__(self):
        NAME_SCOPES.append(self.name)
        return self.name

    def __exit__(self, *exc_info):
        NAME_SCOPES.pop()


def read(value):
    """`value` with every variable in it (at any depth of lists and tuples) read as its tensor."""
    if isinstance(value, Variable):
        return value.read()
    if type(value) in (list, tuple):
        return type(value)(read(v) for v in value)
    return value


def tensor_of(value):
    """The tensor a target or source stands for: a variable's current value, unread."""
    return value.handle.tensor if isinstance(value, Variable) else value


class _Handle:
    """What a variable and the views an assignment returns share: the current tensor, and how it is watched."""

    def __init__(self, tensor, trainable):
        self.tensor, self.trainable, self.order = tensor, trainable, next(_creation)


class Variable(Shown):
    """TensorFlow's `tf.Variable`: a named, assignable tensor, watched by tapes when read."""

    tf_type_name = "ResourceVariable"
    __array_ufunc__ = None  # numpy defers to the operators below, as it does for tensors

    def __init__(self, initial_value=None, trainable=None, validate_shape=True, caching_device=None, name=None,
                 variable_def=None, dtype=None, import_scope=None, constraint=None, synchronization=None,
                 aggregation=None, shape=None, experimental_enable_variable_lifting=True):
        # TensorFlow's: with a `shape` of unknown sizes (None), assignments may change the variable's shape
        # (validate_shape matters only for initial values of unknown shape, which eager ones never are).
        # Devices, synchronization, aggregation and lifting out of tf.functions are TensorFlow's placements,
        # nothing here; `constraint` is kept for what applies it (optimizers).
        if variable_def is not None or import_scope is not None:
            raise ValueError("variable_def and import_scope make variables of TensorFlow 1's graphs, which gradcli "
                             "does not have")
        if initial_value is None:
            raise ValueError("The initial value must be specified.")
        self.handle = _Handle(_converted(read(initial_value), dtype, "initial_value"),
                              True if trainable is None else bool(trainable))
        self.handle.shape = _declared_shape(shape, self.handle.tensor.shape)
        self.constraint = constraint
        self.name = f"{NAME_SCOPES[-1]}{'Variable' if name is None else name}:0"
        if TRACING:
            TRACING[-1].made_variable()

    def read(self):
        """What any operation on the variable uses: its current tensor, watched by every recording tape that
        watches it, and read through an operation of its own while a tape records (so that a tensor one read
        gave is not another read)."""
        if WATCHERS and self.handle.trainable:
            for watcher in WATCHERS:
                watcher.saw(self)
        recording = [tape for tape in RECORDING if tape.tape.recording()]
        if TRACING:  # (a tape inside the traced function watches the trace's read)
            read_in_trace = TRACING[-1].read_variable(self)
            for tape in recording:
                if (tape.watch_accessed_variables and self.handle.trainable) or self.handle in tape.watched:
                    tape.watch_read(self, read_in_trace)
            return read_in_trace
        for tape in recording:
            if (tape.watch_accessed_variables and self.handle.trainable) or self.handle in tape.watched:
                tape.watch(self)
        return ops.identity(self.handle.tensor) if recording else self.handle.tensor

    tensor_conversion = read

    # The variable's own methods and properties.
    shape = property(lambda self: TensorShape(self.handle.tensor.shape))
    dtype = property(lambda self: as_dtype(self.handle.tensor.dtype))
    trainable = property(lambda self: self.handle.trainable)

    def numpy(self):
        return self.handle.tensor.numpy()

    def value(self):
        return self.read()

    read_value = value

    def assign(self, value, read_value=True):
        if TRACING:  # a tensor of the trace's dtype is assigned as it is, so that the graph computes it each call
            value = read(value)
            kept = isinstance(value, Tensor) and value.dtype == self.handle.tensor.dtype
            return TRACING[-1].assign_variable(self, "assign", value if kept else _converted(value, self.dtype.name,
                                                                                             "value"))
        tensor = _converted(read(value), self.dtype.name, "value")
        if not _compatible(tensor.shape, self.handle.shape):
            raise ValueError(f"Cannot assign value to variable ' {self.name}': Shape mismatch.The variable shape "
                             f"{shape_text(self.handle.tensor.shape)}, and the assigned value shape "
                             f"{shape_text(tensor.shape)} are incompatible.")
        self.handle.tensor = tensor
        return _UnreadVariable(self.handle) if read_value else None

    def assign_add(self, delta, read_value=True):
        if TRACING:
            return TRACING[-1].assign_variable(self, "assign_add", constant(read(delta), self.dtype.name))
        return self.assign(self.handle.tensor + read(delta), read_value)

    def assign_sub(self, delta, read_value=True):
        if TRACING:
            return TRACING[-1].assign_variable(self, "assign_sub", constant(read(delta), self.dtype.name))
        return self.assign(self.handle.tensor - read(delta), read_value)

    def tf_repr(self):
        tensor = self.handle.tensor
        return (f"<tf.Variable '{self.name}' shape={shape_text(tensor.shape)} dtype={tensor.dtype.name}, "
                f"numpy={numpy_text(tensor.value, True)}>")

    # Python's operations on a variable are those of its value, read.
    def __add__(self, other): return self.read() + read(other)
    def __radd__(self, other): return read(other) + self.read()
    def __sub__(self, other): return self.read() - read(other)
    def __rsub__(self, other): return read(other) - self.read()
    def __mul__(self, other): return self.read() * read(other)
    def __rmul__(self, other): return read(other) * self.read()
    def __truediv__(self, other): return self.read() / read(other)
    def __rtruediv__(self, other): return read(other) / self.read()
    def __floordiv__(self, other): return self.read() // read(other)
    def __rfloordiv__(self, other): return read(other) // self.read()
    def __mod__(self, other): return self.read() % read(other)
    def __rmod__(self, other): return read(other) % self.read()
    def __pow__(self, other): return self.read() ** read(other)
    def __rpow__(self, other): return read(other) ** self.read()
    def __matmul__(self, other): return self.read() @ read(other)
    def __rmatmul__(self, other): return read(other) @ self.read()
    def __neg__(self): return -self.read()
    def __pos__(self): raise TypeError("bad operand type for unary +: 'ResourceVariable'")  # as TensorFlow's
    def __abs__(self): return abs(self.read())
    def __lt__(self, other): return self.read() < read(other)
    def __le__(self, other): return self.read() <= read(other)
    def __gt__(self, other): return self.read() > read(other)
    def __ge__(self, other): return self.read() >= read(other)
    def __eq__(self, other): return self.read() == read(other)
    def __ne__(self, other): return self.read() != read(other)
    def __getitem__(self, index):  # (a slice remembers its variable, for v[0].assign(...))
        got = self.read()[index]
        _SLICES[id(got)] = (weakref.ref(got, lambda _, key=id(got): _SLICES.pop(key, None)), self, index)
        return got

    def __iter__(self): return iter(self.read())
    def __bool__(self): return bool(self.read())
    def __float__(self): return float(self.read())
    def __int__(self): return int(self.read())
    __hash__ = object.__hash__

    def __array__(self, dtype=None, copy=None):
        return np.array(self.read().value, dtype=dtype)  # (a copy, as TensorFlow's: writing to it changes nothing)

    def __len__(self):
        raise TypeError("object of type 'ResourceVariable' has no len()")

    def __iadd__(self, other):
        raise RuntimeError("`variable += value` with `tf.Variable`s is not supported. "
                           "Use `variable.assign_add(value)` to modify the variable, "
                           "or `out = variable + value` if you need to get a new output Tensor.")

    def __isub__(self, other):
        raise RuntimeError("`variable -= value` with `tf.Variable`s is not supported. "
                           "Use `variable.assign_sub(value)` to modify the variable, "
                           "or `out = variable * value` if you need to get a new output Tensor.")


class VariableWatcher:
    """TensorFlow's `record.VariableWatcher`: the trainable variables read inside its block, whether tapes record
    or not, as `variables`, in the order they were made (a custom gradient's grad_fn gets them so)."""

    def __init__(self):
        self._seen = {}  # handle -> the variable first read through it

    def __enter__(self):
        WATCHERS.append(self)
        return self

    def __exit__(self, *exc_info):
        WATCHERS.remove(self)

    def saw(self, variable):
        self._seen.setdefault(variable.handle, variable)

    @property
    def variables(self):
        return sorted(self._seen.values(), key=lambda v: v.handle.order)


class _UnreadVariable(Variable):
    """What `assign` returns: a view of the assigned variable, named as TensorFlow names it."""

    def __init__(self, handle):
        self.handle, self.name = handle, "UnreadVariable"


def _declared_shape(shape, initial):
    """The shape assignments must have: a variable's `shape` (None for a size any value may have), or its
    initial value's."""
    if shape is None:
        return initial
    dims = tuple(None if d is None else int(d) for d in (shape.dims if isinstance(shape, TensorShape) else shape))
    if not _compatible(initial, dims):
        raise ValueError(f"The initial value's shape ({shape_text(initial)}) is not compatible with the explicitly "
                         f"supplied `shape` argument ({list(dims)}).")
    return dims


def _compatible(shape, declared):
    return len(shape) == len(declared) and all(d is None or d == n for n, d in zip(shape, declared))


def _converted(value, dtype, what):
    """A new tensor of `value` for a variable (never one a tape may have seen): Python values are converted
    to `dtype`, a tensor must have it."""
    if isinstance(value, Tensor):
        if dtype is not None and value.dtype != as_dtype(dtype).numpy_dtype:
            raise ValueError(f"{what}: Tensor conversion requested dtype {as_dtype(dtype).name} for Tensor with dtype "
                             f"{value.dtype.name}")
        return Tensor(value.value)
    return convert(value, dtype)


def convert(value, dtype=None):
    """`tf.constant` / `tf.convert_to_tensor`: TensorFlow's dtype inference, or `dtype`."""
    if dtype is None:
        return constant(value)
    target = as_dtype(dtype)
    if target.is_integer and _has_fraction(value):
        raise TypeError(f"Cannot convert {value!r} to EagerTensor of dtype {target.name}")
    return constant(value, target.numpy_dtype)


def _has_fraction(value):
    try:
        array = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError):
        return False
    return bool(np.any(array != np.floor(array)))


class TensorShape(Shown):
    """A tensor's shape, as TensorFlow prints and compares it."""

    tf_type_name = "TensorShape"

    def __init__(self, dims):
        self.dims = tuple(int(d) for d in dims)

    def as_list(self):
        return list(self.dims)

    rank = ndims = property(lambda self: len(self.dims))

    def tf_str(self):
        return shape_text(self.dims)

    def tf_repr(self):
        return f"TensorShape({list(self.dims)})"

    def __len__(self):
        return len(self.dims)

    def __iter__(self):
        return iter(self.dims)

    def __getitem__(self, index):
        got = self.dims[index]
        return TensorShape(got) if isinstance(index, slice) else got

    def __eq__(self, other):
        other = other.dims if isinstance(other, TensorShape) else other
        return isinstance(other, (tuple, list)) and tuple(other) == self.dims

    def __ne__(self, other):
        return not self == other

    __hash__ = object.__hash__


class Tape(Context):
    """TensorFlow's `tf.GradientTape`: gradcli's tape, with variables watched as they are read."""

    tf_type_name = "GradientTape"
    lenient = True  # TensorFlow code gets TensorFlow's seeding of output gradients, warned about
    keeps_slices = True  # and a gather's gradient as TensorFlow gives it, IndexedSlices

    def __init__(self, persistent=False, watch_accessed_variables=True):
        self.tape = tapes.GradientTape(persistent=bool(persistent))
        self.tape.lenient_output_gradients = self.lenient
        self.tape.keeps_slices = self.keeps_slices
        self.watch_accessed_variables = bool(watch_accessed_variables)
        # a watched variable's handle -> (the variable, or one of its views; {key: each tensor it held when watched})
        self.watched = {}

    def __enter__(self):
        self.tape.__enter__()
        RECORDING.append(self)
        return self

    def __exit__(self, *exc_info):
        RECORDING.remove(self)
        self.tape.__exit__(*exc_info)

    def watch(self, tensor):
        for item in tapes.flatten(tensor):
            if isinstance(item, Variable):
                _, values = self.watched.setdefault(item.handle, (item, {}))
                values[item.handle.tensor.key] = item.handle.tensor
            elif not isinstance(item, Tensor):
                raise ValueError(f"Passed in object {item!r} of type '{type(item).__name__}', not tf.Tensor or "
                                 "tf.Variable or ExtensionType.")
            value = tensor_of(item)
            if value.value.dtype.kind not in "fc":  # (a complex source's gradient is refused when asked for)
                _warn(f"The dtype of the watched tensor must be floating (e.g. tf.float32), got "
                      f"{as_dtype(value.dtype)!r}")
                continue
            self.tape.watch(value)

    def watch_read(self, variable, tensor):
        """Watch a read of `variable` inside a tf.function's trace: `tensor` is what the trace read."""
        _, values = self.watched.setdefault(variable.handle, (variable, {}))
        values[tensor.key] = tensor
        self.tape.watch(tensor)

    def watched_variables(self):
        return tuple(sorted((v for v, _ in self.watched.values()), key=lambda v: v.handle.order))

    def stop_recording(self):
        if self not in RECORDING:
            raise self.tape.not_recording_error()
        return _Paused(self)

    def reset(self):
        self._check_recording()
        self.tape.reset()
        self.watched = {}

    def _check_recording(self):
        if self not in RECORDING:
            raise ValueError("Tape is not recording.")

    def gradient(self, target, sources, output_gradients=None, unconnected_gradients="none"):
        seeds = None if output_gradients is None else [read(g) for g in tapes.flatten(output_gradients)]
        groups = self._values_read(sources)
        grads = self.tape.gradient(_leaves(target, "target"), _joined(groups), seeds, unconnected_gradients)
        return tapes.pack_like(sources, [IndexedSlices.of(g) if isinstance(g, sparse.Slices) else g
                                         for g in _summed(groups, grads)])

    def jacobian(self, target, sources, unconnected_gradients="none", parallel_iterations=None,
                 experimental_use_pfor=True):
        groups = self._values_read(sources)
        jacobians = self.tape.jacobian(tensor_of(target), _joined(groups), unconnected_gradients,
                                       experimental_use_pfor=experimental_use_pfor)
        return tapes.pack_like(sources, _summed(groups, jacobians))

    def batch_jacobian(self, target, source, unconnected_gradients="none", parallel_iterations=None,
                       experimental_use_pfor=True):
        return self.tape.batch_jacobian(tensor_of(target), tensor_of(source), unconnected_gradients,
                                        experimental_use_pfor=experimental_use_pfor)

    def _values_read(self, sources):
        """For each source, the tensors its gradient sums over: a variable's values this tape watched (each
        value it held when read), else its current one; a tensor itself."""
        groups = []
        for item, leaf in zip(tapes.flatten(sources), _leaves(sources, "sources")):
            watched = self.watched.get(item.handle) if isinstance(item, Variable) else None
            groups.append(list(watched[1].values()) if watched else [leaf])
        return groups


class IndexedSlices:
    """TensorFlow's `tf.IndexedSlices`: rows `values` of a tensor shaped `dense_shape`, at rows `indices` (a
    repeated index adds its rows). Operations take it dense (`tf.convert_to_tensor`, UnsortedSegmentSum's
    order); Python's operators, but `-`, refuse it, as TensorFlow's do."""

    tf_type_name = "IndexedSlices"

    def __init__(self, values, indices, dense_shape=None):
        for name, given in (("values", values), ("indices", indices), ("dense_shape", dense_shape)):
            if not isinstance(given, Tensor) and not (given is None and name == "dense_shape"):
                raise TypeError(f"gradcli's tf.IndexedSlices takes tensors: {name} is a {type(given).__name__} "
                                "(make it with tf.constant)")
        if indices.ndim != 1 or indices.value.dtype.kind not in "iu" or values.ndim == 0 \
                or values.shape[0] != indices.shape[0]:
            raise ValueError(f"gradcli's tf.IndexedSlices takes one integer index per row of values: indices of "
                             f"shape {shape_text(indices.shape)}, values of shape {shape_text(values.shape)}")
        if dense_shape is not None:
            _check_dense_shape(values, indices, dense_shape)
        self.values, self.indices, self.dense_shape = values, indices, dense_shape

    @classmethod
    def of(cls, rows):
        """A tape's sparse.Slices as TensorFlow's IndexedSlices (its dense shape int32, as the gather gradient's)."""
        return cls(rows.values, Tensor(rows.indices), Tensor(np.array(rows.dense_shape, np.int32)))

    dtype = property(lambda self: as_dtype(self.values.value.dtype))

    @property
    def shape(self):
        if self.dense_shape is None:  # (TensorFlow's is TensorShape(None), which gradcli's shapes cannot be)
            raise NotImplementedError("the shape of IndexedSlices made without a dense shape is unknown, which "
                                      "gradcli's TensorShape does not hold")
        return TensorShape(self.dense_shape.value)

    def rows(self):
        """The engine's sparse.Slices of it (it must know its dense shape, as TensorFlow's must to be dense)."""
        if self.dense_shape is None:
            raise ValueError(f"Tensor conversion requested for IndexedSlices for argument `value` without "
                             f"dense_shape: {self.tf_str()}")
        return sparse.Slices(self.values, self.indices.value, tuple(int(n) for n in self.dense_shape.value))

    def dense(self):
        return self.rows().dense()

    tensor_conversion = dense

    def __neg__(self):
        return IndexedSlices(-self.values, self.indices, self.dense_shape)

    def tf_str(self):
        shape = "" if self.dense_shape is None else f", dense_shape={to_str(self.dense_shape)}"
        return f"IndexedSlices(indices={to_str(self.indices)}, values={to_str(self.values)}{shape})"

    def tf_repr(self):
        return "<tensorflow.python.framework.indexed_slices.IndexedSlices object>"


def _check_dense_shape(values, indices, dense_shape):
    """Refuse a dense shape the rows do not fit, and indices outside it (which TensorFlow drops, when negative,
    or refuses only once the slices are made dense)."""
    shape = dense_shape.value
    if shape.ndim != 1 or shape.dtype.kind not in "iu" or tuple(shape[1:]) != values.shape[1:] or not len(shape):
        raise ValueError(f"gradcli's tf.IndexedSlices takes a dense shape that its values' rows fit: "
                         f"{to_str(dense_shape)} for values of shape {shape_text(values.shape)}")
    outside = (indices.value < 0) | (indices.value >= shape[0])
    if outside.any():
        raise ValueError(f"gradcli's tf.IndexedSlices takes indices in [0, {int(shape[0])}): "
                         f"{int(indices.value[outside][0])} is not")


class ForwardAccumulator(Context):
    """TensorFlow's `tf.autodiff.ForwardAccumulator`, over gradcli's: variables stand for their current tensor
    (the one every read of them gives), as primals and as targets."""

    tf_type_name = "ForwardAccumulator"

    def __init__(self, primals, tangents):
        self.accumulator = forward.ForwardAccumulator(
            tapes.pack_like(primals, _leaves(primals, "primals")), read(tangents))

    def __enter__(self):
        self.accumulator.__enter__()
        return self

    def __exit__(self, *exc_info):
        self.accumulator.__exit__(*exc_info)

    def jvp(self, primals, unconnected_gradients="none"):
        return tapes.pack_like(primals, self.accumulator.jvp(_leaves(primals, "primals"), unconnected_gradients))


class _Paused(Context):
    def __init__(self, tape):
        self.paused = tape.tape.stop_recording()

    def __enter__(self):
        self.paused.__enter__()
        return None

    def __exit__(self, *exc_info):
        self.paused.__exit__(*exc_info)


def _leaves(structure, role):
    """The tensors a target or sources argument stands for, flattened."""
    leaves = []
    for item in tapes.flatten(structure):
        if item is None:
            raise TypeError(f"Argument `{role}` should be a list or nested structure of Tensors, Variables or "
                            f"CompositeTensors to be differentiated, but received None.")
        if not isinstance(item, (Tensor, Variable)):
            raise AttributeError(f"'{type(item).__name__}' object has no attribute '_id'")
        leaves.append(tensor_of(item))
    return leaves


def _joined(groups):
    return [value for group in groups for value in group]


def _summed(groups, results):
    """`results` (one per value of `_joined(groups)`) summed within each group; None where all are None."""
    results, sums = iter(results), []
    for group in groups:
        present = [r for r in itertools.islice(results, len(group)) if r is not None]
        sums.append(sparse.aggregate(present) if present else None)
    return sums


def _warn(message):
    warnings.warn(message, TensorFlowWarning, stacklevel=2)

