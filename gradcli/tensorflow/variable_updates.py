"""Updates of parts of variables and tensors: a variable's slice assigned (`v[0].assign(...)`, `v[1:3].assign`),
`tf.tensor_scatter_nd_update` / `_add` / `_sub`, and a variable's `scatter_nd_update` / `_add` / `_sub`.

A slice is assigned as TensorFlow's strided-slice assignment does: the value, of the variable's dtype, broadcast
to the slice. tensor_scatter_nd_update is made of operations with gradients (a gather of the updates and a
where), which give TensorFlow's: the tensor's gradient is zero where it was updated, the updates' the gathered
gradient. Indices that repeat are refused where the result would depend on the order they are applied in.
"""
import numpy as np

from gradcli.words.errors import InvalidArgumentError, NotComputed
from gradcli.engine.tensor import Tensor
from gradcli.functions import VOCABULARY
from gradcli.tensorflow import function
from gradcli.tensorflow.objects import TRACING, convert, read, slice_of
from gradcli.lang.text import type_name

_BASIC = (int, np.integer, slice, type(Ellipsis), type(None))


def sliced_assign(tensor):
    """The `assign` of `variable[index]` read as `tensor` (TensorFlow gives a variable's slice one)."""
    found = slice_of(tensor)
    if found is None:
        raise AttributeError(f"'{type_name(tensor)}' object has no attribute 'assign'")
    variable, index = found

    def assign(value, use_locking=None, name=None):
        if TRACING:
            raise NotComputed("gradcli does not run a variable's slice assigned inside a tf.function yet")
        parts = index if isinstance(index, tuple) else (index,)
        parts = tuple(int(p) if isinstance(p, Tensor) and p.ndim == 0 else p for p in parts)
        if not all(isinstance(p, _BASIC) for p in parts):
            raise NotComputed("gradcli assigns a variable's slices by integers and slices only")
        updated = variable.read().value.copy()
        updated[parts] = _of_dtype(value, updated.dtype).value
        return variable.assign(Tensor(updated))
    return assign


def _of_dtype(value, dtype):
    value = read(value)
    if isinstance(value, Tensor):
        if value.value.dtype != dtype:
            raise InvalidArgumentError(f"Cannot update a variable of dtype {np.dtype(dtype).name} with a tensor of "
                                       f"dtype {value.value.dtype.name}")
        return value
    return convert(value, np.dtype(dtype).name)


def _positions(shape, indices, updates_count=None):
    """The flat positions (in the first indices.shape[-1] axes of `shape`) the index tuples point at, checked."""
    index = np.asarray(read(indices).value if isinstance(read(indices), Tensor) else indices)
    if index.dtype.kind not in "iu" or index.ndim < 1:
        raise InvalidArgumentError("indices must be integers, with the index tuples along the last axis")
    depth = index.shape[-1]
    outer = shape[:depth]
    tuples = index.reshape(-1, depth)
    for position, row in enumerate(tuples):
        if any(not 0 <= i < n for i, n in zip(row, outer)):
            raise InvalidArgumentError(f"indices[{position}] = {list(row)} does not index into shape {list(shape)}")
    flat = np.ravel_multi_index(tuples.T, outer) if depth else np.zeros(len(tuples), np.int64)
    return flat, depth, index.shape[:-1]


def _updated(tensor, indices, updates, combine):
    """tensor with `updates` put (combine None) or combined (add, subtract) at the index tuples."""
    tensor = read(tensor) if isinstance(read(tensor), Tensor) else convert(tensor)
    shape = tuple(tensor.shape)
    flat, depth, batch = _positions(shape, indices)
    inner = shape[depth:]
    updates = read(updates) if isinstance(read(updates), Tensor) else convert(updates, tensor.value.dtype.name)
    if tuple(updates.shape) != tuple(batch) + inner:
        raise InvalidArgumentError(f"updates must have shape {list(batch) + list(inner)}, not {list(updates.shape)}")
    if combine is None and len(np.unique(flat)) != len(flat):
        raise NotComputed("gradcli does not update the same index twice: TensorFlow's result would depend on "
                          "the order the updates are applied in")
    reshape, where, gather = (VOCABULARY[name].tensorflow_call for name in ("reshape", "where", "gather"))
    rows = reshape(updates, [len(flat), *inner])
    result = tensor
    for layer in _layers(flat):  # (an index given twice is added in a second layer, in the order given)
        source = np.zeros(int(np.prod(shape[:depth], dtype=np.int64)), np.int64)
        source[flat[layer]] = layer
        chosen = np.zeros(source.shape, bool)
        chosen[flat[layer]] = True
        gathered = reshape(gather(rows, source), list(shape))
        mask = Tensor(np.ascontiguousarray(np.broadcast_to(chosen.reshape(shape[:depth] + (1,) * len(inner)), shape)))
        result = where(mask, gathered if combine is None else combine(result, gathered), result)
    return result


def _layers(flat):
    """The updates' numbers in layers, each position at most once in a layer: first occurrences first."""
    seen, layers = {}, []
    for number, position in enumerate(flat.tolist()):
        count = seen[position] = seen.get(position, -1) + 1
        if count == len(layers):
            layers.append([])
        layers[count].append(number)
    return [np.asarray(layer, np.int64) for layer in layers]


def tensor_scatter_nd_update(tensor, indices, updates, name=None):
    return _updated(tensor, indices, updates, None)


def tensor_scatter_nd_add(tensor, indices, updates, name=None):
    return _updated(tensor, indices, updates, lambda t, u: t + u)


def tensor_scatter_nd_sub(tensor, indices, updates, name=None):
    return _updated(tensor, indices, updates, lambda t, u: t - u)


def _variable_scatter(function):
    """A variable's scatter_nd_update (or _add, _sub): the variable assigned the updated value."""
    def method(variable):
        def scatter(indices, updates, name=None):
            return variable.assign(Tensor(function(variable.read(), indices, updates).value))
        return scatter
    return method


MEMBERS = {name: function.runs_as_python_in_traces(f) for name, f in (
    ("tensor_scatter_nd_update", tensor_scatter_nd_update), ("tensor_scatter_nd_add", tensor_scatter_nd_add),
    ("tensor_scatter_nd_sub", tensor_scatter_nd_sub))}
VARIABLE_ATTRIBUTES = {"scatter_nd_update": _variable_scatter(tensor_scatter_nd_update),
                       "scatter_nd_add": _variable_scatter(tensor_scatter_nd_add),
                       "scatter_nd_sub": _variable_scatter(tensor_scatter_nd_sub)}
