"""Sparse gradients: what a gather along axis 0 passes back to its params, the rows of its gradient and the
rows of the params they belong to (TensorFlow's IndexedSlices), added into a dense tensor only where
something needs it dense.

TensorFlow's tapes keep a gather's gradient so: an identity (a variable's read) passes it on as it is, a cast
casts its values, any other operation's gradient takes it dense, and the gradients that reach one tensor are
added up all at once, as TensorFlow's `_aggregate_grads` adds them: rows alone are joined (values and indices
concatenated, in the order they arrived); with a dense tensor among them, each is made dense and all are
summed in that order.

`gather_rows` is the gather whose gradient is such rows (a gather along axis 0 of all its params, as
TensorFlow's GatherV2 and ResourceGather give them); a jacobian's batched rows it takes dense.

    >>> rows = Slices(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]])), np.array([1, 1]), (3, 2))
    >>> rows.dense().numpy().tolist()
    [[0.0, 0.0], [4.0, 6.0], [0.0, 0.0]]
"""
import functools
import operator

import numpy as np

from gradcli.engine import kernels, ops
from gradcli.engine.tensor import Primitive, Tensor


class Slices:
    """Rows `values` (a tensor shaped (n,) + dense_shape[1:]) at rows `indices` (n integers, a numpy array of
    TensorFlow's index dtype) of a gradient shaped `dense_shape`; a repeated index adds its rows."""

    __slots__ = ("dense_shape", "indices", "values")

    def __init__(self, values, indices, dense_shape):
        self.values, self.indices, self.dense_shape = values, indices, tuple(dense_shape)

    @property
    def dtype(self):
        return self.values.value.dtype

    def dense(self):
        """The dense gradient: the rows added into zeros in the order they come (UnsortedSegmentSum's)."""
        return ops.unpick(self.values, index=(self.indices.astype(np.int64),), front=0, shape=self.dense_shape)


# The operations whose gradient passes a gather's rows on as rows (TensorFlow's Identity, ReadVariableOp and
# Cast): their rules act on the rows' values alone. Every other operation takes the rows dense.
PASSING_ROWS = (ops.identity, ops.cast)


def passed_through(node, rows):
    """What the input of `node`, a recorded operation of PASSING_ROWS, gets of the rows reaching its output."""
    values = node.prim.rules(1)[0](rows.values, node.out, node.inputs[0], **node.params)
    return Slices(values, rows.indices, rows.dense_shape)


def refused_by_custom_gradient():
    """The error of rows reaching a custom gradient in TensorFlow code: TensorFlow hands its grad_fn
    IndexedSlices, which Python's operators refuse, where a dense gradient would give numbers."""
    return NotImplementedError("a custom gradient's grad_fn would be given IndexedSlices (a gather's gradient), "
                               "which gradcli does not give it: gather from its output times 1.0, whose gradient "
                               "reaches it dense in TensorFlow too")


def dense(gradient):
    """`gradient` as a tensor: rows added up, a tensor as it is."""
    return gradient.dense() if isinstance(gradient, Slices) else gradient


def gathered(gradient):
    """A gradient kept as the list of those that reached one tensor, added up (aggregate); any other as it is."""
    return aggregate(gradient) if type(gradient) is list else gradient


def aggregate(gradients):
    """The gradients that reached one tensor, added as TensorFlow's tape adds them (its `_aggregate_grads`)."""
    if len(gradients) == 1:
        return gradients[0]
    if any(isinstance(g, Tensor) for g in gradients):
        return functools.reduce(operator.add, [dense(g) for g in gradients])
    return joined(gradients)


def joined(slices):
    """Rows of one gradient, concatenated: indices of different dtypes become int64, as TensorFlow casts them."""
    dtypes = {s.indices.dtype for s in slices}
    index_dtype = dtypes.pop() if len(dtypes) == 1 else np.dtype(np.int64)
    values = ops.concat(*[s.values for s in slices], axis=-slices[0].values.ndim)
    indices = np.concatenate([s.indices.astype(index_dtype) for s in slices])
    return Slices(values, indices, slices[0].dense_shape)


def _rows_vjp(g, ans, x, index, rank, index_dtype):
    if g.ndim > ans.ndim:  # a jacobian's rows, ahead of the gradient's axes: TensorFlow's pfor gives them dense
        return ops.unpick(g, index=(index,), front=0, shape=x.shape)
    values = ops.reshape(g, shape=(index.size,) + x.shape[1:])
    return Slices(values, index.reshape(-1).astype(index_dtype), x.shape)


# x[index] along axis 0 (`index` int64, of any shape) of an x of rank `rank` (a tangent's leading axes first);
# `index_dtype` is the dtype of the indices as given, which the gradient's indices keep.
gather_rows = Primitive("gather_rows", lambda x, index, rank, index_dtype: kernels.pick(x, (index,), 0, rank),
                        _rows_vjp,
                        jvps=(lambda t, ans, x, index, rank, index_dtype:
                                  gather_rows(t, index=index, rank=rank, index_dtype=index_dtype),),
                        saves="shapes", moves_data=True, op="GatherV2")
