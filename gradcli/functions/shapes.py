"""Linear algebra and shape: products and contractions, transposes, reshapes, joining and splitting,
padding, gathering by indices, and the inverse, determinant and solve of matrices.

Each checks TensorFlow's arguments as TensorFlow does, with TensorFlow's errors, before the primitive of
`gradcli/engine/ops.py` computes it.
"""
import collections
import math

import numpy as np

from gradcli.engine import dtypes, kernels, ops, sparse
from gradcli.engine.limits import check_elements
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_indices, as_int, as_int_list, as_numpy_dtype, as_shape, normalize_axis
from gradcli.functions.registry import Group
from gradcli.words.errors import InvalidArgumentError, OperationError

GROUP = Group("linear algebra and shape")
declared = GROUP.declared


@declared("matmul", "matrix product a @ b of tensors of rank 2 or more, optionally transposed", ("tf", "linalg"))
def matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False, a_is_sparse=False,
           b_is_sparse=False, output_type=None, grad_a=False, grad_b=False):
    # For real tensors an adjoint is a transpose; both operands need rank 2 or more, as in TensorFlow. The
    # sparseness and grad_ flags are hints TensorFlow may take to choose a kernel: the numbers are the same.
    a, b = convert(a), convert(b)
    # Only the flags that are set, so that a plain product records no parameters.
    flags = {name: True for name, value in (("transpose_a", transpose_a or adjoint_a),
                                            ("transpose_b", transpose_b or adjoint_b)) if value}
    if output_type is None or dtypes.as_dtype(output_type) is dtypes.of_array(a.value):
        return ops.matmul(a, b, **flags)
    if a.dtype.name not in ("int8", "uint8") or dtypes.as_dtype(output_type) is not dtypes.int32:
        raise InvalidArgumentError(f"MatMul has no kernel from {a.dtype.name} to {dtypes.as_dtype(output_type).name}"
                                   ": output_type is int32 of int8 or uint8 tensors, else their own dtype")
    return Tensor(kernels.matmul(a.value.astype(np.int32), b.value.astype(np.int32), **flags))  # no gradient


@declared("matvec", "matrix times vector, a @ b[..., None] without the last axis", ("linalg",))
def matvec(a, b, transpose_a=False, adjoint_a=False, a_is_sparse=False, b_is_sparse=False):
    # TensorFlow's: matmul(a, b[..., None])[..., 0].
    b = convert(b)
    column = ops.reshape(b, shape=b.shape + (1,))
    product = matmul(a, column, transpose_a=transpose_a, adjoint_a=adjoint_a)
    return ops.reshape(product, shape=product.shape[:-1])


@declared("tensordot", "sum of products over axes of a and b (an int: the last of a, the first of b)",
          ("tf", "linalg"))
def tensordot(a, b, axes):
    # The contraction as one einsum: the same products and sums as TensorFlow's reshape-and-matmul.
    a, b = convert(a), convert(b)
    if isinstance(axes, (list, tuple)) and len(axes) == 2:
        a_axes, b_axes = as_int_list(axes[0], "axes"), as_int_list(axes[1], "axes")
    else:
        n = as_int(axes, "axes")
        if not 0 <= n <= min(a.ndim, b.ndim):
            raise InvalidArgumentError(f"'axes' must be at most the rank of a and b, got {n}")
        a_axes, b_axes = list(range(a.ndim - n, a.ndim)), list(range(n))
    if len(a_axes) != len(b_axes):
        raise InvalidArgumentError(f"axes {axes} do not pair the axes of a and b")
    letters = iter(kernels.LETTERS)
    a_subscripts = [next(letters) for _ in range(a.ndim)]
    b_subscripts = [next(letters) for _ in range(b.ndim)]
    for i, j in zip(a_axes, b_axes):
        b_subscripts[j % b.ndim] = a_subscripts[i % a.ndim]
    shared = set(a_subscripts) & set(b_subscripts)
    output = [c for c in a_subscripts + b_subscripts if c not in shared]
    return einsum(f"{''.join(a_subscripts)},{''.join(b_subscripts)}->{''.join(output)}", a, b)


@declared("einsum", "Einstein summation, as in 'ij,jk->ik'", ("tf", "linalg"))
def einsum(equation, *inputs):
    operands = [convert(x) for x in inputs]
    if not isinstance(equation, str):
        raise InvalidArgumentError(f"einsum's equation must be a string such as 'ij,jk->ik', not {equation!r}")
    equation = equation.replace(" ", "")
    if "->" not in equation:  # implicit output: the subscripts used once, in alphabetical order
        letters = equation.replace(",", "").replace(".", "")
        equation += "->" + ("..." if "..." in equation else "") + "".join(
            sorted(c for c in set(letters) if letters.count(c) == 1))
    if len(equation.split("->")[0].split(",")) != len(operands):
        raise InvalidArgumentError(f"einsum equation {equation!r} needs {equation.count(',') + 1} operands, "
                                   f"got {len(operands)}")
    try:
        equation = kernels.explicit_ellipsis(equation, [x.shape for x in operands])
    except ValueError as exc:
        raise InvalidArgumentError(str(exc)) from None
    _check_einsum_sizes(equation, operands)
    return ops.einsum(*operands, equation=equation)


def _check_einsum_sizes(equation, operands):
    """Each subscript stands for one size in every operand (as TensorFlow says it when one does not)."""
    sizes = {}
    for subscripts, x in zip(equation.split("->")[0].split(","), operands):
        if len(subscripts) != x.ndim:
            raise InvalidArgumentError(f"einsum: subscripts {subscripts!r} for an input of shape "
                                       f"{kernels.dims(x.shape)}")
        for axis, (letter, size) in enumerate(zip(subscripts, x.shape)):
            expected = sizes.setdefault(letter, size)
            if size != expected:
                raise InvalidArgumentError(f"Expected dimension {expected} at axis {axis} of the input shaped "
                                           f"{kernels.dims(x.shape)} but got dimension {size}")
    unknown = set(equation.split("->")[1]) - set(sizes)
    if unknown:
        raise InvalidArgumentError(f"einsum: output subscripts {''.join(sorted(unknown))} appear in no input")


@declared("transpose", "axes permuted by perm (reversed by default)", ("tf",))
def transpose(a, perm=None, conjugate=False):
    x = convert(a)
    if conjugate and x.dtype.is_complex:  # the conjugate transpose (real numbers are their own conjugates)
        x = ops.conj(x)
    if perm is None:
        return ops.transpose(x, perm=tuple(reversed(range(x.ndim))))
    perm = tuple(as_int_list(perm, "perm"))
    if len(perm) != x.ndim:
        raise InvalidArgumentError(f"transpose expects a vector of size {x.ndim}. But input(1) is a vector of size "
                                   f"{len(perm)}")
    for p in perm:
        if not -x.ndim <= p < x.ndim:
            raise InvalidArgumentError(f"{p} is out of range [0 .. {x.ndim})")
    for axis in range(x.ndim):
        if axis not in [p % x.ndim for p in perm]:
            raise InvalidArgumentError(f"{axis} is missing from {{{','.join(map(str, perm))}}}.")
    return ops.transpose(x, perm=perm)  # a negative entry works forward; its gradient refuses it, as TensorFlow's


@declared("reshape", "the same elements in a new shape (one size may be -1)", ("tf",))
def reshape(tensor, shape):
    return ops.reshape(convert(tensor), shape=as_shape(shape))


@declared("concat", "tensors joined along an existing axis; a single tensor is returned as it is", ("tf",))
def concat(values, axis):
    if isinstance(values, Tensor) or not isinstance(values, (list, tuple)):
        values = [values]  # TensorFlow takes a single tensor as a list of one
    tensors = [convert(v) for v in values]
    if not tensors:
        raise InvalidArgumentError("concat needs at least one tensor")
    if len(tensors) == 1:  # TensorFlow returns it unchanged, checking only that axis is an integer
        as_int(axis, "axis")
        return ops.identity(tensors[0])
    if tensors[0].ndim == 0:
        raise InvalidArgumentError("ConcatOp : Can't concatenate scalars (use tf.stack instead)")
    axis_number = as_int(axis, "axis")
    rank = tensors[0].ndim
    if not -rank <= axis_number < rank:
        raise InvalidArgumentError(f"ConcatOp : Expected concatenating dimensions in the range [{-rank}, {rank}), "
                                   f"but got {axis_number}")
    return ops.concat(*tensors, axis=normalize_axis(axis_number, rank))


@declared("stack", "tensors of one shape joined along a new axis", ("tf",))
def stack(values, axis=0):
    tensors = [convert(v) for v in values]
    if not tensors:
        raise InvalidArgumentError("stack needs at least one tensor")
    expanded = [expand_dims(t, axis) for t in tensors]
    return expanded[0] if len(expanded) == 1 else ops.concat(*expanded, axis=normalize_axis(axis, tensors[0].ndim + 1))


@declared("unstack", "the slices along axis, as a list", ("tf",))
def unstack(value, num=None, axis=0):
    x = convert(value)
    if not -x.ndim <= as_int(axis, "axis") < x.ndim:
        raise InvalidArgumentError(f"Argument `axis` = {axis} not in range [{-x.ndim}, {x.ndim})")
    position = normalize_axis(axis, x.ndim) + x.ndim
    if num is not None and as_int(num, "num") != x.shape[position]:
        raise InvalidArgumentError(f"num is {num}, but axis {axis} has size {x.shape[position]}")
    return [ops.getitem(x, index=(slice(None),) * position + (i,)) for i in range(x.shape[position])]


@declared("split", "a list of pieces along axis: a number of equal ones, or a list of sizes", ("tf",))
def split(value, num_or_size_splits, axis=0, num=None):
    x = convert(value)
    position = normalize_axis(axis, x.ndim) + x.ndim
    size = x.shape[position]
    if isinstance(num_or_size_splits, (list, tuple)) or (isinstance(num_or_size_splits, Tensor)
                                                         and num_or_size_splits.ndim == 1):
        sizes = as_int_list(num_or_size_splits, "num_or_size_splits")
        if sizes.count(-1) == 1:
            sizes[sizes.index(-1)] = size - (sum(sizes) + 1)
        if sum(sizes) != size or any(s < 0 for s in sizes):
            raise InvalidArgumentError(f"Determined shape must either match input shape along split_dim exactly if "
                                       f"fully specified, or be less than the size of the input along split_dim if "
                                       f"not fully specified.  Got: {sum(sizes)} vs. {size}")
    else:
        count = as_int(num_or_size_splits, "num_or_size_splits")
        if count <= 0 or size % count:
            raise InvalidArgumentError(f"Number of ways to split should evenly divide the split dimension, but got "
                                       f"split_dim {position} (size = {size}) and num_split {count}")
        sizes = [size // count] * count
    starts = np.cumsum([0] + sizes)
    return [ops.getitem(x, index=(slice(None),) * position + (slice(int(start), int(start) + n),))
            for start, n in zip(starts, sizes)]


@declared("expand_dims", "a new axis of size 1 inserted at axis", ("tf",))
def expand_dims(input, axis):
    x = convert(input)
    position = normalize_axis(axis, x.ndim + 1) + x.ndim + 1
    return ops.reshape(x, shape=x.shape[:position] + (1,) + x.shape[position:])


@declared("squeeze", "axes of size 1 removed (all of them by default, or for axis=[])", ("tf",))
def squeeze(input, axis=None):
    x = convert(input)
    axes = as_int_list(axis, "axis") if axis is not None else []
    if not axes:  # None, [] and () all squeeze every axis of size 1, as in TensorFlow
        axes = [a for a in range(x.ndim) if x.shape[a] == 1]
    for a in axes:
        if not -x.ndim <= a < x.ndim:
            raise InvalidArgumentError(f"Tried to squeeze dim index {a} for tensor with {x.ndim} dimensions.")
        if x.shape[a] != 1:
            raise InvalidArgumentError(f"Can not squeeze dim[{a % x.ndim}], expected a dimension of 1, got "
                                       f"{x.shape[a]}")
    squeezed = {a % x.ndim for a in axes}  # repeats allowed, as in TensorFlow
    return ops.reshape(x, shape=tuple(n for a, n in enumerate(x.shape) if a not in squeezed))


@declared("broadcast_to", "the tensor repeated to a larger shape, as numpy broadcasts", ("tf",))
def broadcast_to(input, shape):
    dims = as_shape(shape)
    check_elements(math.prod(dims), "broadcast_to")  # a view, but what is made of it is not
    return ops.broadcast_to(convert(input), shape=dims)


@declared("tile", "the tensor repeated multiples[i] times along each axis i", ("tf",))
def tile(input, multiples):
    x = convert(input)
    counts = as_int_list(multiples, "multiples")
    if len(counts) != x.ndim:
        raise InvalidArgumentError(f"Expected multiples argument to be a vector of length {x.ndim} but got length "
                                   f"{len(counts)}")
    if any(n < 0 for n in counts):
        raise InvalidArgumentError(f"Expected multiples to be non-negative, got {counts}")
    return ops.tile(x, multiples=tuple(counts))


_PAD_MODES = ("CONSTANT", "REFLECT", "SYMMETRIC")


@declared("pad", "padding around the tensor: CONSTANT, REFLECT or SYMMETRIC", ("tf",))
def pad(tensor, paddings, mode="CONSTANT", constant_values=0):
    x = convert(tensor)
    mode = str(mode).upper()
    if mode not in _PAD_MODES:
        raise InvalidArgumentError('Value of argument `mode` expected to be one of "CONSTANT", "REFLECT", or '
                                   f'"SYMMETRIC". Received `mode` = {mode}')
    rows = paddings.value.tolist() if isinstance(paddings, Tensor) else paddings
    widths = [tuple(as_int_list(r, "paddings")) for r in rows] if isinstance(rows, (list, tuple)) else []
    if len(widths) != x.ndim or any(len(w) != 2 for w in widths):
        raise InvalidArgumentError(f"The first dimension of paddings must be the rank of inputs: paddings "
                                   f"{paddings!r} for a tensor of shape {x.shape}")
    for (before, after), n in zip(widths, x.shape):
        if before < 0 or after < 0:
            raise InvalidArgumentError(f"Paddings must be non-negative: {before} {after}")
        if mode == "REFLECT" and (before >= n or after >= n):
            raise InvalidArgumentError(f"paddings must be less than the dimension size: {before}, {after} not less "
                                       f"than {n}")
        if mode == "SYMMETRIC" and (before > n or after > n):
            raise InvalidArgumentError(f"paddings must be no greater than the dimension size: {before}, {after} "
                                       f"greater than {n}")
    fill = constant_values.value if isinstance(constant_values, Tensor) else constant_values
    return ops.pad(x, paddings=tuple(widths), mode=mode, constant_values=np.asarray(fill, dtype=x.value.dtype))


@declared("gather", "slices of params at indices along axis; repeated indices add their gradients", ("tf",))
def gather(params, indices, validate_indices=None, axis=None, batch_dims=0):
    x = convert(params)
    index = as_indices(indices)
    batch = as_int(batch_dims, "batch_dims")
    batch = batch + index.ndim if batch < 0 else batch
    position = batch if axis is None else normalize_axis(axis, x.ndim) + x.ndim
    if not 0 <= batch <= min(position, index.ndim) or index.shape[:batch] != x.shape[:batch]:
        raise InvalidArgumentError(f"batch_dims {batch_dims} must be at most axis and the rank of indices, with "
                                   f"matching sizes: params {x.shape}, indices {index.shape}")
    _check_range(index, x.shape[position])
    if position == 0:  # TensorFlow's gradient of this gather is rows of the params: sparse
        return sparse.gather_rows(x, index=index, rank=x.ndim, index_dtype=_index_dtype(indices, index))
    # Every axis before `position` is indexed by an open grid, so the result is params.shape[:position] +
    # indices.shape[batch:] + params.shape[position + 1:], the batch axes shared.
    picked = index.shape[batch:]
    grids = [np.arange(n).reshape((1,) * i + (n,) + (1,) * (position - i - 1 + len(picked)))
             for i, n in enumerate(x.shape[:position])]
    spread = index.reshape(index.shape[:batch] + (1,) * (position - batch) + picked)
    return ops.pick(x, index=tuple(grids) + (spread,), front=0, rank=x.ndim)


def _index_dtype(indices, index):
    """The dtype TensorFlow gives indices: an integer tensor's or array's own, else int32 (int64 beyond it)."""
    given = indices.value if isinstance(indices, Tensor) else indices
    if isinstance(given, np.ndarray) and given.dtype.kind in "iu":
        return given.dtype
    return np.dtype(np.int32) if np.all(np.abs(index) < 2 ** 31) else np.dtype(np.int64)


def _check_range(index, size):
    bad = np.argwhere((index < 0) | (index >= size))
    if len(bad):
        position = tuple(bad[0])
        raise OperationError("gather", f"indices[{','.join(map(str, position))}] = {index[position]} is not in "
                             f"[0, {size})", op="GatherV2")


@declared("gather_nd", "entries or slices of params at index tuples (the last axis of indices)", ("tf",))
def gather_nd(params, indices, batch_dims=0, name=None, bad_indices_policy=""):
    # bad_indices_policy: "" and "DEFAULT" (on a CPU) and "ERROR" refuse an index outside params, "IGNORE" gives
    # zeros for it (and no gradient).
    if bad_indices_policy not in ("", "DEFAULT", "ERROR", "IGNORE"):
        raise InvalidArgumentError(f"GatherNd has no kernel for bad_indices_policy={bad_indices_policy!r}: it takes "
                                   "'', 'DEFAULT', 'ERROR' or 'IGNORE'")
    x = convert(params)
    index = as_indices(indices)
    batch = as_int(batch_dims, "batch_dims")
    if index.ndim == 0 or index.ndim <= batch or index.shape[:batch] != x.shape[:batch] \
            or index.shape[-1] > x.ndim - batch:
        raise InvalidArgumentError(f"indices of shape {index.shape} do not index params of shape {x.shape} "
                                   f"(batch_dims {batch_dims})")
    bad = np.any((index < 0) | (index >= x.shape[batch:batch + index.shape[-1]]), axis=-1)
    if bad_indices_policy == "IGNORE" and bad.any():
        kept = _gather_nd_within(x, np.where(bad[..., None], 0, index), batch)
        return ops.where(Tensor(~bad.reshape(bad.shape + (1,) * (kept.ndim - bad.ndim))), kept,
                         Tensor(np.zeros((), x.value.dtype)))
    outside = np.argwhere(bad)
    if len(outside):
        position = tuple(int(i) for i in outside[0])
        raise OperationError("gather_nd", f"indices{list(position)} = {index[position].tolist()} does not index "
                             f"into param shape {kernels.dims(x.shape)}, node name: GatherNd", op="GatherNd")
    return _gather_nd_within(x, index, batch)


def _gather_nd_within(x, index, batch):
    """gather_nd of indices all inside x."""
    picked = index.shape[batch:-1]
    grids = [np.arange(n).reshape((1,) * i + (n,) + (1,) * (batch - i - 1 + len(picked)))
             for i, n in enumerate(x.shape[:batch])]
    parts = tuple(index[..., k] for k in range(index.shape[-1]))
    return ops.pick(x, index=tuple(grids) + parts, front=0, rank=x.ndim)


@declared("boolean_mask", "the entries (or slices from axis) where mask is true, flattened", ("tf",))
def boolean_mask(tensor, mask, axis=None):
    x = convert(tensor)
    flags = np.asarray(mask.value if isinstance(mask, Tensor) else mask) != 0
    return ops.select(x, flags, 0 if axis is None else normalize_axis(axis, x.ndim) + x.ndim)


@declared("one_hot", "on_value at each index along a new axis, off_value elsewhere; no gradient", ("tf",))
def one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None):
    # No gradient, not even to on_value and off_value, as in TensorFlow; an index out of range gives a zero row.
    index = as_indices(indices)
    count = as_int(depth, "depth")
    given = [convert(v) for v in (on_value, off_value) if v is not None]
    numpy_dtype = as_numpy_dtype(dtype, given[0].value.dtype if given else None)
    on = 1 if on_value is None else convert(on_value).value
    off = 0 if off_value is None else convert(off_value).value
    check_elements(index.size * max(count, 0), "one_hot's result")
    hot = index[..., None] == np.arange(max(count, 0))
    result = np.where(hot, on, off).astype(numpy_dtype)
    if axis is not None and as_int(axis, "axis") != -1:
        result = np.moveaxis(result, -1, as_int(axis, "axis"))
    return Tensor(result)


@declared("inv", "the matrix inverse (of the transpose, with adjoint=True)", ("linalg",))
def inv(input, adjoint=False):
    return ops.matrix_inverse(convert(input), adjoint=bool(adjoint))


@declared("det", "the determinant; its gradient needs an invertible matrix", ("linalg",))
def det(input):
    return ops.matrix_determinant(convert(input))


@declared("solve", "x with matrix @ x = rhs (a matrix of right-hand sides)", ("linalg",))
def solve(matrix, rhs, adjoint=False):
    return ops.matrix_solve(convert(matrix), convert(rhs), adjoint=bool(adjoint))


def _matrix(x):
    x = convert(x)
    if x.ndim < 2:
        raise InvalidArgumentError(f"input must be at least 2-dim, received shape: {kernels.dims(x.shape)}")
    return x


@declared("trace", "the sum of the diagonal of the last two axes", ("linalg",))
def trace(x):
    x = _matrix(x)
    return ops.reduce_sum(diag_part(x), axis=(x.ndim - 2,), keepdims=False)


@declared("diag_part", "the diagonal k of the last two axes (above it for k > 0)", ("linalg",))
def diag_part(input, name=None, k=0, padding_value=0, align="RIGHT_LEFT"):
    # One diagonal (gradcli's k is one number) needs no padding, and is aligned the same every way.
    if align not in ("LEFT_RIGHT", "RIGHT_LEFT", "LEFT_LEFT", "RIGHT_RIGHT"):
        raise InvalidArgumentError(f"Value for attr 'align' of \"{align}\" is not in the list of allowed values: "
                                   "\"LEFT_RIGHT\", \"RIGHT_LEFT\", \"LEFT_LEFT\", \"RIGHT_RIGHT\"")
    x = _matrix(input)
    offset = as_int(k, "k")
    rows, columns = x.shape[-2:]
    length = max(0, min(rows + min(offset, 0), columns - max(offset, 0)))
    start = np.arange(length)
    return ops.pick(x, index=(start - min(offset, 0), start + max(offset, 0)), front=x.ndim - 2, rank=x.ndim)


@declared("slice", "the block of x of the given size from begin (a size of -1: to the end of its axis)", ("tf",))
def slice_block(input_, begin, size):
    x = convert(input_)
    starts, sizes = as_int_list(begin, "begin"), as_int_list(size, "size")
    if len(starts) != x.ndim or len(sizes) != x.ndim:
        raise InvalidArgumentError(f"Expected begin and size arguments to be 1-D tensors of size {x.ndim}, but got "
                                   f"shapes [{len(starts)}] and [{len(sizes)}] instead.")
    index = []
    for axis, (start, length, n) in enumerate(zip(starts, sizes, x.shape)):
        if not 0 <= start <= n:
            raise InvalidArgumentError(f"Expected begin[{axis}] in [0, {n}], but got {start}")
        length = n - start if length == -1 else length
        if not 0 <= length <= n - start:
            raise InvalidArgumentError(f"Expected size[{axis}] in [0, {n - start}], but got {length}")
        index.append(slice(start, start + length))
    return ops.getitem(x, index=tuple(index))


TopK = collections.namedtuple("TopKV2", "values indices")  # what tf.math.top_k returns
_DIRECTIONS = ("ASCENDING", "DESCENDING")
SORT_WORK_PER_COMPARISON = 10  # numpy's stable argsort: some 10 ns for each of its n log2 n comparisons


def _order(values, axis, descending):
    """The indices that sort `values` along `axis`, equal values in their order (TensorFlow's top_k keeps them
    so, and its ascending sort is a top_k of the values negated)."""
    keys = values if not descending else (np.invert(values) if values.dtype.kind in "iu" else -values)
    charge_work(values.size * SORT_WORK_PER_COMPARISON * max(1, values.shape[axis]).bit_length() if values.ndim
                else 1)
    return np.argsort(keys, axis=axis, kind="stable")


def _sorted(x, axis, direction):
    """x sorted along axis, and the order that sorts it."""
    if direction not in _DIRECTIONS:
        raise ValueError(f"Argument `direction` should be one of ASCENDING, DESCENDING. Received: "
                         f"direction={direction}")
    place = normalize_axis(axis, x.ndim) + x.ndim
    order = _order(x.value, place, direction == "DESCENDING")
    grids = np.indices(x.shape, sparse=True)
    index = (*grids[:place], order, *grids[place + 1:])
    if direction == "ASCENDING" and x.dtype.is_floating:  # TensorFlow's: the values negated, sorted descending
        return ops.negative(ops.pick(ops.negative(x), index=index, front=0, rank=x.ndim)), order
    return ops.pick(x, index=index, front=0, rank=x.ndim), order


@declared("sort", "x sorted along axis, ASCENDING or DESCENDING; the gradient goes back to each element's place",
          ("tf",))
def sort(values, axis=-1, direction="ASCENDING"):
    return _sorted(convert(values), axis, direction)[0]


@declared("argsort", "the indices that sort x along axis (equal elements in their order), int32", ("tf",))
def argsort(values, axis=-1, direction="ASCENDING", stable=False):
    return Tensor(_sorted(convert(values), axis, direction)[1].astype(np.int32))


@declared("top_k", "the k largest entries along the last axis, and their indices (ties: the first first)",
          ("math", "nn"))
def top_k(input, k=1, sorted=True, index_type=dtypes.int32):
    # Unsorted, TensorFlow's order is its kernel's own: gradcli gives them sorted either way.
    x, count = convert(input), as_int(k, "k")
    if x.ndim == 0:
        raise InvalidArgumentError(f"input must be >= 1-D, got shape {kernels.dims(x.shape)}")
    if count < 0:
        raise InvalidArgumentError(f"Need k >= 0, got {count}")
    if count > x.shape[-1]:
        raise InvalidArgumentError(f"input must have at least k columns. Had {x.shape[-1]}, needed {count}")
    order = _order(x.value, -1, descending=True)[..., :count]
    grids = np.indices(order.shape, sparse=True)
    values = ops.pick(x, index=(*grids[:-1], order), front=0, rank=x.ndim)
    return TopK(values, Tensor(order.astype(dtypes.as_dtype(index_type).numpy_dtype)))
