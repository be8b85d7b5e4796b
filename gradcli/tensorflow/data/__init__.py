"""tf.data in memory, as TensorFlow 2.21 runs it: datasets made of tensors (`from_tensor_slices`,
`from_tensors`, `range`, `zip`) and transformed (`map`, `filter`, `batch`, `padded_batch`, `unbatch`,
`concatenate`, `repeat`, `take`, `skip`, `prefetch`, `cache`, `enumerate`, `shuffle` in TensorFlow's order for
its seeds), iterated by `for`, `iter`/`next` (`get_next`),
`list` and `as_numpy_iterator`, reduced (`reduce`), measured (`cardinality`, `len`), described (`element_spec`)
and printed with TensorFlow's class names. A Keras model's fit, evaluate and predict take its batches.

An element is a tensor, or a tuple or dict of them. The functions given to `map`, `filter` and `reduce` are
the program's own, traced once as TensorFlow traces them (`tf.function`'s machinery: Python side effects
happen at the trace, the arguments are symbolic tensors named `args_0`...), then run on each element.

What gradcli cannot do as TensorFlow does is refused, never approximated: the element_spec of a map over
elements of unknown sizes, or whose shapes follow the elements' values (which would need TensorFlow's shape
inference), a cache in files, padded_batch's padded_shapes and padding_values. Files, generators and the rest of
tf.data are refused by their names before running (`not_run`).
"""
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.data.datasets import (
    Dataset,
    RangeDataset,
    TensorDataset,
    TensorSliceDataset,
    ZipDataset,
)
from gradcli.tensorflow.data.elements import (
    AUTOTUNE,
    INFINITE,
    UNKNOWN,
    leaves,
    start_run,
    structure,
)
from gradcli.tensorflow.data.iterators import ITERATOR_ATTRIBUTES, DatasetIterator
from gradcli.tensorflow.objects import convert, read

__all__ = ["DATA", "ATTRIBUTES", "Dataset", "DatasetIterator", "ITERATOR_ATTRIBUTES", "start_run"]


def _dataset_method(name):
    return lambda dataset: getattr(dataset, name)


METHODS = ("cardinality", "as_numpy_iterator", "map", "filter", "batch", "padded_batch", "unbatch", "concatenate",
           "repeat", "take", "skip", "prefetch", "cache", "enumerate", "shuffle", "reduce")
ATTRIBUTES = {**{name: _dataset_method(name) for name in METHODS}, "element_spec": lambda d: d.spec()}


# ----- tf.data.Dataset's constructors -----

def from_tensor_slices(tensors, name=None):
    return TensorSliceDataset(structure(tensors if not isinstance(tensors, list) else convert(read(tensors)),
                                         lambda t: t if isinstance(t, Tensor) else convert(read(t))))


def from_tensors(tensors, name=None):
    return TensorDataset(structure(tensors if not isinstance(tensors, list) else convert(read(tensors)),
                                    lambda t: t if isinstance(t, Tensor) else convert(read(t))))


def range_(*args, output_type="int64", name=None):
    bounds = [int(read(a)) for a in args]
    if not 1 <= len(bounds) <= 3:
        raise ValueError(f"Invalid arguments to RangeDataset: {tuple(bounds)}")
    start, stop, step = ([0] + bounds + [1])[:3] if len(bounds) == 1 else (bounds + [1])[:3]
    return RangeDataset(start, stop, step, output_type)


def zip_(*datasets, name=None):
    if len(datasets) == 1:
        datasets = datasets[0]
    if isinstance(datasets, list):
        datasets = tuple(datasets)
    if not all(isinstance(d, Dataset) for d in leaves(datasets)):
        raise TypeError("Invalid input to `zip`. Inputs are expected to be (nested) structures of "
                        "`tf.data.Dataset` objects. Python `list` is not supported and you should use `tuple` "
                        "instead.")
    return ZipDataset(datasets)


DATA = {
    "Dataset": {"from_tensor_slices": from_tensor_slices, "from_tensors": from_tensors, "range": range_,
                "zip": zip_},
    "INFINITE_CARDINALITY": INFINITE, "UNKNOWN_CARDINALITY": UNKNOWN, "AUTOTUNE": AUTOTUNE,
}
