"""The batches fit, evaluate and predict go through, as Keras 3's data adapters and epoch iterator give them on
TensorFlow's backend (`keras/src/trainers/data_adapters/array_data_adapter.py`, `epoch_iterator.py`).

Arrays are cut into batches of `batch_size` (32, or as many as `steps` asks for) in order, or, with
`shuffle=True`, in the order of one `tf.random.shuffle` of their indices, which Keras draws in a tf.data function
made anew at each pass: with a global seed every pass takes the same order (`shuffle="batch"`: one shuffle of
each batch's indices, one after another). `class_weight` becomes a weight per
sample before the batches are cut. A tf.data dataset gives its own elements, iterated anew at each pass. With
`steps_per_epoch` the pass goes on from epoch to epoch, a new one starting when the last ran out.
"""
import itertools
import math

import numpy as np

from gradcli.tensorflow.random import run as random_run
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.objects import read


class Batches:
    """The data of one call of fit, evaluate or predict: `epoch()` gives the (x, y, sample_weight) batches of the
    next epoch; `steps` is what the progress bar counts to (None where a dataset's size is unknown)."""

    def __init__(self, x, y=None, sample_weight=None, batch_size=None, steps=None, shuffle=False,
                 class_weight=None):
        self.steps_per_epoch, self._pass, self._seen = steps, None, 0
        self._class_weight = None
        if is_dataset(x):
            self._dataset, self._arrays, self._class_weight = x, None, class_weight
            count = x.count()
            self._num_batches = count if count >= 0 else None
        else:
            if class_weight is not None:
                if sample_weight is not None:
                    raise ValueError("You cannot `class_weight` and `sample_weight` at the same time.")
                sample_weight = class_weight_to_sample_weights(y, class_weight)
            self._dataset, self._arrays = None, (x, y, sample_weight)
            self._size = size(x)
            self._batch_size = batch_size or (int(math.ceil(self._size / steps)) if steps else 32)
            self._shuffle = shuffle
            self._num_batches = int(math.ceil(self._size / self._batch_size))
        self.steps = steps or self._num_batches

    def _new_pass(self):
        if self._dataset is not None:
            if not self.steps_per_epoch:
                batches = iter(self._dataset.dataset_batches())
            else:
                batches = (element + (None,) * (3 - len(element)) if isinstance(element, tuple)
                           else (element, None, None) for element in self._dataset)
            if self._class_weight is None:
                return batches
            return ((x, y, class_weight_to_sample_weights(y, self._class_weight)) for x, y, _ in batches)
        x, y, sample_weight = self._arrays
        starts = range(0, self._size, self._batch_size)
        order = None
        if self._shuffle == "batch":  # each batch's own samples shuffled, one tf.random.shuffle a batch
            sizes = [min(self._batch_size, self._size - start) for start in starts]
            order = np.concatenate([start + within for start, within in zip(
                starts, random_run.current().tensorflow.shuffle_in_new_function(sizes))] or [np.arange(0)])
        elif self._shuffle:
            order = random_run.current().tensorflow.shuffle_in_new_function([self._size])[0]
        return iter([tuple(take(part, order, start, start + self._batch_size) for part in (x, y, sample_weight))
                     for start in starts] or [(x, y, sample_weight)])

    def epoch(self):
        """The batches of the next epoch, one at a time."""
        if not self.steps_per_epoch:
            yield from self._new_pass()
            return
        if self._pass is None:
            self._pass, self._seen = self._new_pass(), 0
        for batch in itertools.islice(self._pass, self.steps_per_epoch):
            self._seen += 1
            yield batch
            if self._num_batches and self._seen >= self._num_batches:
                break
        if self._num_batches is None or self._seen >= self._num_batches:
            self._pass = None


def is_dataset(x):
    return hasattr(x, "dataset_batches")


def leaves(x):
    if isinstance(x, dict):
        return list(x.values())
    if isinstance(x, (list, tuple)) and x and not isinstance(x[0], (int, float, list)):
        return list(x)
    return [x]


def size(x):
    """The number of samples in arrays (their first dimension)."""
    first = read(leaves(x)[0])
    return int(np.shape(first.value if isinstance(first, Tensor) else first)[0])


def take(x, order, start, stop):
    """Samples start to stop of arrays (of their shuffled order, when there is one)."""
    if x is None:
        return None
    if isinstance(x, dict):
        return {k: take(v, order, start, stop) for k, v in x.items()}
    if isinstance(x, (list, tuple)) and x and not isinstance(x[0], (int, float, list)):
        return [take(v, order, start, stop) for v in x]
    value = read(x)
    array = value.value if isinstance(value, Tensor) else np.asarray(value)
    return array[start:stop] if order is None else array[order[start:stop]]


def split(x, y, sample_weight, fraction):
    """`validation_split`: the first samples to train on, the last `fraction` of them to validate with."""
    if is_dataset(x):
        raise ValueError("Argument `validation_split` is only supported for tensors or NumPy arrays.Found "
                         f"incompatible type in the input: [{type(x).tf_type_name}]")
    total = size(x)
    split_at = int(math.floor(total * (1.0 - fraction)))
    return ((take(x, None, 0, split_at), take(y, None, 0, split_at), take(sample_weight, None, 0, split_at)),
            (take(x, None, split_at, total), take(y, None, split_at, total)) + (
                (take(sample_weight, None, split_at, total),) if sample_weight is not None else ()))


def class_weight_to_sample_weights(y, class_weight):
    """Keras's weight per sample from a weight per class: a label is y, or its argmax where y is one-hot,
    rounded; a class the dict lacks weighs 1."""
    labels = np.asarray(read(y).value if isinstance(read(y), Tensor) else y)
    if labels.ndim > 1:
        labels = labels.argmax(-1) if labels.shape[-1] != 1 else labels.squeeze(-1)
    labels = np.round(labels).astype(np.int32)
    return np.asarray([class_weight.get(int(label), 1.0) for label in labels], dtype=np.float32)
