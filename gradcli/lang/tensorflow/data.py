"""tf.data as far as small arrays go: `tf.data.Dataset.from_tensor_slices(...)` and `.batch(n)`, iterated in
order, as a loop or a Keras model's fit, evaluate and predict go through it. Anything else of tf.data is refused
before it runs (`not_run`).
"""
import math

from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.lang.tensorflow.objects import convert, read


def _structure(value, leaf):
    if isinstance(value, tuple):
        return tuple(_structure(v, leaf) for v in value)
    if isinstance(value, dict):
        return {k: _structure(v, leaf) for k, v in value.items()}
    return leaf(value)


def _leaves(value):
    if isinstance(value, tuple):
        return [leaf for v in value for leaf in _leaves(v)]
    if isinstance(value, dict):
        return [leaf for v in value.values() for leaf in _leaves(v)]
    return [value]


class Dataset(Shown):
    """A dataset of slices along the first axis of its tensors (a tuple or dict of them), in batches once
    `batch` says so."""

    def __init__(self, tensors, batch_size=None, drop_remainder=False):
        self.tensors, self.batch_size, self.drop_remainder = tensors, batch_size, drop_remainder
        sizes = {int(t.shape[0]) if t.ndim else None for t in _leaves(tensors)}
        if len(sizes) != 1 or None in sizes:
            raise ValueError("Dimensions of the tensors sliced must be equal in their first dimension")
        self.size = sizes.pop()

    tf_type_name = "_TensorSliceDataset"

    def batch(self, batch_size, drop_remainder=False, num_parallel_calls=None, deterministic=None, name=None):
        if self.batch_size:
            raise ValueError("gradcli batches a dataset of slices once")
        return BatchDataset(self.tensors, int(batch_size), drop_remainder)

    def __len__(self):
        if not self.batch_size:
            return self.size
        return self.size // self.batch_size if self.drop_remainder else math.ceil(self.size / self.batch_size)

    def __iter__(self):
        step = self.batch_size or 1
        for start in range(0, len(self) * step, step):
            yield _structure(self.tensors, lambda t: Tensor(t.value[start:start + step] if self.batch_size
                                                             else t.value[start]))

    def dataset_batches(self):
        """What Keras's fit, evaluate and predict take from it: (x, y, sample_weight) per batch."""
        return [element + (None,) * (3 - len(element)) if isinstance(element, tuple) else (element, None, None)
                for element in self]

    def tf_repr(self):
        return f"<{self.tf_type_name} element_spec=...>"

    tf_str = tf_repr


class BatchDataset(Dataset):
    tf_type_name = "_BatchDataset"


def from_tensor_slices(tensors, name=None):
    return Dataset(_structure(tensors if not isinstance(tensors, list) else convert(read(tensors)),
                              lambda t: t if isinstance(t, Tensor) else convert(read(t))))


DATA = {"Dataset": {"from_tensor_slices": from_tensor_slices}}
ATTRIBUTES = {"batch": lambda d: d.batch}
