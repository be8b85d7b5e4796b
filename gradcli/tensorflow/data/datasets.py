"""tf.data's datasets, one class per kind as TensorFlow names them (`_RangeDataset`, `_MapDataset`...): each
makes its elements one after another and knows its element_spec and its cardinality."""
import math

import numpy as np

from gradcli.engine.dtypes import as_dtype
from gradcli.engine.limits import check_elements
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.lang.text import to_repr
from gradcli.tensorflow.data.elements import (
    END,
    INFINITE,
    UNKNOWN,
    Traced,
    as_element,
    filled,
    leaves,
    spec_of,
    structure,
    tensor_spec,
)
from gradcli.tensorflow.data.iterators import (
    DatasetIterator,
    KernelFailure,
    input_iterator,
)
from gradcli.tensorflow.objects import read
from gradcli.tensorflow.random import dataset_shuffle
from gradcli.tensorflow.random import run as random_run
from gradcli.tensorflow.random.entropy import unseeded_bits
from gradcli.words.errors import NotComputed


class Dataset(Shown):
    """A tf.data dataset: its elements one after another, its element_spec and its cardinality. Each kind of
    dataset says how it makes its elements (`elements`), and prints under TensorFlow's class name."""

    tf_type_name = "DatasetV2"

    def elements(self):
        raise NotImplementedError

    def spec(self):
        raise NotImplementedError

    def count(self):
        """The number of elements, or INFINITE or UNKNOWN, as TensorFlow's cardinality says it."""
        raise NotImplementedError

    def components(self):
        """The number of tensors in an element."""
        return len(leaves(self.spec()))

    def __iter__(self):
        return DatasetIterator(self)

    def __len__(self):
        count = self.count()
        if count < 0:
            raise TypeError("The dataset is infinite." if count == INFINITE else "The dataset length is unknown.")
        return count

    def dataset_batches(self):
        """What an epoch of Keras's fit, evaluate or predict takes from it: (x, y, sample_weight) per batch. As
        Keras's epoch iterator, once a dataset of known size is gone through it makes the next iterator (which
        the next epoch does not use, making its own): a shuffle draws the seeds of both."""
        batches = [element + (None,) * (3 - len(element)) if isinstance(element, tuple) else (element, None, None)
                   for element in self]
        if self.count() >= 0:
            iter(self)
        return batches

    def tf_repr(self):
        return f"<{self.tf_type_name} element_spec={to_repr(self.spec())}>"

    tf_str = tf_repr

    # ----- The methods a program calls -----

    def cardinality(self):
        return Tensor(np.asarray(self.count(), np.int64))

    def as_numpy_iterator(self):
        for element in self:
            # (an array is a read-only view of the element's buffer, as TensorFlow's is: writing to it would change
            # the dataset)
            yield structure(element, lambda t: t.value[()] if t.ndim == 0 else t.__array__())

    def map(self, map_func, num_parallel_calls=None, deterministic=None, synchronous=None,
            use_unbounded_threadpool=False, name=None):
        return MapDataset(self, map_func, parallel=num_parallel_calls is not None)

    def filter(self, predicate, name=None):
        return FilterDataset(self, predicate)

    def batch(self, batch_size, drop_remainder=False, num_parallel_calls=None, deterministic=None, name=None):
        return BatchDataset(self, int(read(batch_size)), bool(drop_remainder))

    def padded_batch(self, batch_size, padded_shapes=None, padding_values=None, drop_remainder=False, name=None):
        return PaddedBatchDataset(self, int(read(batch_size)), bool(drop_remainder), padded_shapes, padding_values)

    def unbatch(self, name=None):
        return UnbatchDataset(self)

    def concatenate(self, dataset, name=None):
        return ConcatenateDataset(self, dataset)

    def repeat(self, count=None, name=None):
        return RepeatDataset(self, -1 if count is None else int(read(count)))

    def take(self, count, name=None):
        return TakeDataset(self, int(read(count)))

    def skip(self, count, name=None):
        return SkipDataset(self, int(read(count)))

    def prefetch(self, buffer_size, name=None):
        return PassDataset(self, "_PrefetchDataset")

    def cache(self, filename="", name=None):
        if filename:
            raise NotComputed("gradcli caches a dataset in memory only, not in files: Dataset.cache() without a "
                              "filename")
        return CacheDataset(self)

    def enumerate(self, start=0, name=None):
        start = int(read(start))
        return ZipDataset((RangeDataset(start, np.iinfo(np.int64).max, 1), self))

    def shuffle(self, buffer_size, seed=None, reshuffle_each_iteration=True, name=None):
        return ShuffleDataset(self, int(read(buffer_size)), None if seed is None else int(read(seed)),
                              bool(reshuffle_each_iteration))

    def reduce(self, initial_state, reduce_func, name=None):
        state = as_element(initial_state)
        traced = Traced(reduce_func, [state, self.spec()], unpack=False)
        for element in self:
            state = as_element(traced.run([state, element]))
        return state



# ----- Sources -----

def _slice(tensors, index):
    return structure(tensors, lambda t: Tensor(t.value[index]))


class TensorSliceDataset(Dataset):
    """Slices along the first axis of its tensors (a tuple or dict of them)."""

    tf_type_name = "_TensorSliceDataset"

    def __init__(self, tensors):
        self.tensors = tensors
        sizes = {int(t.shape[0]) if t.ndim else None for t in leaves(tensors)}
        if len(sizes) != 1 or None in sizes:
            raise ValueError("Dimensions of the tensors sliced must be equal in their first dimension")
        self.size = sizes.pop()

    def elements(self):
        for index in range(self.size):
            yield _slice(self.tensors, index)

    def spec(self):
        return structure(self.tensors, lambda t: tensor_spec(t.shape[1:], as_dtype(t.value.dtype)))

    def count(self):
        return self.size


class TensorDataset(Dataset):
    """One element: its tensors whole."""

    tf_type_name = "_TensorDataset"

    def __init__(self, tensors):
        self.tensors = tensors

    def elements(self):
        yield self.tensors

    def spec(self):
        return structure(self.tensors, spec_of)

    def count(self):
        return 1


class RangeDataset(Dataset):
    """The numbers of Python's range, as int64 scalars (or `output_type`)."""

    tf_type_name = "_RangeDataset"

    def __init__(self, start, stop, step, dtype="int64"):
        if step == 0:
            raise ValueError("step must be a non-zero integer")  # TensorFlow's InvalidArgumentError, alike
        self.numbers, self.dtype = range(start, stop, step), as_dtype(dtype)

    def elements(self):
        for number in self.numbers:
            yield Tensor(np.asarray(number, self.dtype.numpy_dtype))

    def spec(self):
        return tensor_spec((), self.dtype)

    def count(self):
        return len(self.numbers)


class ZipDataset(Dataset):
    """Elements of its datasets side by side (a tuple or dict of them), as many as the shortest has."""

    tf_type_name = "_ZipDataset"

    def __init__(self, datasets):
        self.datasets = datasets

    def elements(self):
        return self.zipped([input_iterator(dataset) for dataset in leaves(self.datasets)])

    def zipped(self, iterators):
        while True:
            parts = [next(iterator, END) for iterator in iterators]
            if any(part is END for part in parts):
                return
            yield filled(self.datasets, iter(parts))

    def spec(self):
        return structure(self.datasets, lambda d: d.spec())

    def components(self):
        return sum(dataset.components() for dataset in leaves(self.datasets))

    def count(self):
        counts = [d.count() for d in leaves(self.datasets)]
        known = [c for c in counts if c >= 0]
        if known:
            return min(known)
        return UNKNOWN if UNKNOWN in counts else INFINITE


# ----- Transformations -----

class _Transformed(Dataset):
    """A dataset made from another, `source`; by default with its element_spec and cardinality."""

    def __init__(self, source):
        if not isinstance(source, Dataset):
            raise TypeError(f"expected a tf.data.Dataset, got {type(source).__name__}")
        self.source = source

    def spec(self):
        return self.source.spec()

    def count(self):
        return self.source.count()

    def components(self):
        return self.source.components()

    def elements(self):
        """Its elements, from its input's iterator made now, as TensorFlow makes it with this one's (so a shuffle
        below draws its seeds now, iterated or not)."""
        return self.transform(input_iterator(self.source))

    def transform(self, source):
        raise NotImplementedError


class PassDataset(_Transformed):
    """What changes nothing gradcli computes (prefetch: elements fetched ahead of time)."""

    def __init__(self, source, tf_type_name):
        super().__init__(source)
        self.tf_type_name = tf_type_name

    def elements(self):
        return input_iterator(self.source)


class CacheDataset(_Transformed):
    """Its source's elements, kept from the first pass through all of them for the passes after."""

    tf_type_name = "CacheDataset"

    def __init__(self, source):
        super().__init__(source)
        self.kept = None

    def elements(self):
        return iter(self.kept) if self.kept is not None else self.transform(input_iterator(self.source))

    def transform(self, source):
        seen = []
        for element in source:
            seen.append(element)
            yield element
        self.kept = seen


class MapDataset(_Transformed):
    def __init__(self, source, map_func, parallel):
        super().__init__(source)
        self.tf_type_name = "_ParallelMapDataset" if parallel else "_MapDataset"
        self.traced = Traced(map_func, [source.spec()])

    def transform(self, source):
        for element in source:
            yield as_element(self.traced.run([element]))

    def spec(self):
        return self.traced.output_spec("a map")

    def components(self):
        return len(leaves(as_element(self.traced.graph.result)))


class FilterDataset(_Transformed):
    tf_type_name = "_FilterDataset"

    def __init__(self, source, predicate):
        super().__init__(source)
        self.traced = Traced(predicate, [source.spec()])
        kept = self.traced.graph.result
        if not (isinstance(kept, Tensor) and kept.ndim == 0 and kept.value.dtype == np.bool_):
            raise ValueError("Invalid `predicate`. `predicate` must return a `tf.bool` scalar tensor, but its "
                             f"return type was {to_repr(kept)}.")

    def transform(self, source):
        for element in source:
            if bool(self.traced.run([element]).value):
                yield element

    def count(self):
        return UNKNOWN


class BatchDataset(_Transformed):
    """Elements stacked `size` at a time; the last batch smaller, unless `drop_remainder` drops it."""

    tf_type_name = "_BatchDataset"

    def __init__(self, source, size, drop_remainder):
        super().__init__(source)
        if size <= 0:
            raise ValueError("batch_size must be greater than zero.")
        self.size, self.drop_remainder = size, drop_remainder

    def transform(self, source):
        batch, held = [], 0
        for element in source:
            batch.append(element)
            held += sum(int(np.prod(t.shape)) for t in leaves(element))
            check_elements(held, "the batch")
            if len(batch) == self.size:
                yield self.stacked(batch)
                batch, held = [], 0
        if batch and not self.drop_remainder:
            yield self.stacked(batch)

    def stacked(self, batch):
        columns = zip(*(leaves(element) for element in batch))
        return filled(batch[0], (Tensor(np.stack([t.value for t in _same_shapes(column)])) for column in columns))

    def spec(self):
        first = self.size if self.drop_remainder else None
        return structure(self.source.spec(), lambda s: tensor_spec((first, *s.shape), s.dtype))

    def count(self):
        count = self.source.count()
        if count < 0:
            return count
        return count // self.size if self.drop_remainder else math.ceil(count / self.size)


class PaddedBatchDataset(BatchDataset):
    """Batches of elements padded to the largest of the batch in each axis (or to `padded_shapes`)."""

    tf_type_name = "_PaddedBatchDataset"

    def __init__(self, source, size, drop_remainder, padded_shapes, padding_values):
        super().__init__(source, size, drop_remainder)
        if padded_shapes is not None or padding_values is not None:
            raise NotComputed("gradcli pads batches with zeros to the largest element only: padded_batch without "
                              "padded_shapes and padding_values")

    def stacked(self, batch):
        columns = zip(*(leaves(element) for element in batch))
        return filled(batch[0], (_padded_stack(column) for column in columns))

    def spec(self):
        first = self.size if self.drop_remainder else None
        return structure(self.source.spec(), lambda s: tensor_spec((first, *s.shape), s.dtype))


def _same_shapes(tensors):
    """The tensors of a batch, which TensorFlow's kernel requires to be of one size (and gradcli, of one shape)."""
    first = tensors[0]
    for tensor in tensors[1:]:
        if tensor.size != first.size:
            shapes = [f"[{','.join(map(str, t.shape))}]" for t in (tensor, first)]
            raise KernelFailure("Cannot add tensor to the batch: number of elements does not match. Shapes are: "
                                f"[tensor]: {shapes[0]}, [batch]: {shapes[1]}")
        if tensor.shape != first.shape:
            raise NotComputed(f"gradcli does not batch tensors of shapes {first.shape} and {tensor.shape}, which "
                              "TensorFlow batches as the first one's")
    return tensors


def _padded_stack(tensors):
    if tensors[0].ndim == 0:
        return Tensor(np.stack([t.value for t in tensors]))
    largest = np.max([t.shape for t in tensors], axis=0)
    check_elements(len(tensors) * int(np.prod(largest, dtype=object)), "the padded batch")
    return Tensor(np.stack([np.pad(t.value, [(0, int(full) - size) for full, size in zip(largest, t.shape)])
                            for t in tensors]))


class UnbatchDataset(_Transformed):
    """Each element split along its first axis into elements."""

    tf_type_name = "_UnbatchDataset"

    def transform(self, source):
        for element in source:
            parts = leaves(element)
            sizes = {int(t.shape[0]) for t in parts}
            if len(sizes) != 1:
                raise ValueError("Input element must have the same batch size in each component.")
            for index in range(sizes.pop()):
                yield filled(element, (Tensor(t.value[index]) for t in parts))

    def spec(self):
        return structure(self.source.spec(), lambda s: tensor_spec(s.shape[1:], s.dtype))

    def count(self):
        return INFINITE if self.source.count() == INFINITE else UNKNOWN


class ConcatenateDataset(_Transformed):
    tf_type_name = "_ConcatenateDataset"

    def __init__(self, source, other):
        super().__init__(source)
        if not isinstance(other, Dataset):
            raise TypeError(f"expected a tf.data.Dataset, got {type(other).__name__}")
        self.other = other
        mine, theirs = leaves(source.spec()), leaves(other.spec())
        if len(mine) != len(theirs) or any(a.dtype != b.dtype for a, b in zip(mine, theirs)):
            raise TypeError(f"Incompatible dataset elements:\n  {to_repr(source.spec())} vs.   "
                            f"{to_repr(other.spec())}")

    def transform(self, source):
        yield from source
        yield from self.other  # (its iterator made once the first dataset's ends, as TensorFlow makes it)

    def spec(self):
        pairs = zip(leaves(self.source.spec()), leaves(self.other.spec()))
        return filled(self.source.spec(), (_common_spec(mine, theirs) for mine, theirs in pairs))

    def count(self):
        counts = (self.source.count(), self.other.count())
        if INFINITE in counts:
            return INFINITE
        return UNKNOWN if UNKNOWN in counts else sum(counts)


class ShuffleDataset(_Transformed):
    """Its source's elements in TensorFlow's shuffled order for its seeds (`dataset_shuffle`)."""

    tf_type_name = "_ShuffleDataset"

    def __init__(self, source, buffer_size, seed, reshuffle_each_iteration):
        super().__init__(source)
        if buffer_size <= 0:
            raise ValueError("buffer_size must be greater than zero.")
        self.buffer_size = buffer_size
        seed, seed2 = random_run.current().tensorflow.get_seed(seed)  # (drawn now, as TensorFlow draws it)
        if seed is None and seed2 is None:  # no seed: TensorFlow's kernel seeds itself at random
            seed, seed2 = unseeded_bits(64), unseeded_bits(64)
        self.seeds = dataset_shuffle.SeedGenerator(seed, seed2, reshuffle_each_iteration)

    def elements(self):
        """Seeded now; its input's iterator made when the buffer is first filled, as TensorFlow makes it."""
        words = dataset_shuffle.Words(*self.seeds.next_seeds())
        return dataset_shuffle.shuffled(_iterated_later(self.source), self.buffer_size, words)


def _iterated_later(dataset):
    yield from input_iterator(dataset)


def _common_spec(mine, theirs):
    """The spec both datasets' elements meet: a size where they agree, None where not, no shape for two ranks."""
    if mine.shape is None or theirs.shape is None or len(mine.shape) != len(theirs.shape):
        return tensor_spec(None, mine.dtype)
    return tensor_spec(tuple(a if a == b else None for a, b in zip(mine.shape, theirs.shape)), mine.dtype)


class RepeatDataset(_Transformed):
    """Its source's elements `times` times over (forever for -1)."""

    tf_type_name = "_RepeatDataset"

    def __init__(self, source, times):
        super().__init__(source)
        self.times = times

    def elements(self):
        """As TensorFlow's iterators: none for no repetition, the first pass's input made now for a number of
        them, and each pass's when it starts for repetition forever (which an empty pass ends)."""
        if self.times == 0:
            return iter(())
        return self.repeated(input_iterator(self.source) if self.times > 0 else None)

    def repeated(self, first):
        passes, source = 0, first
        while self.times < 0 or passes < self.times:
            source, empty = source or input_iterator(self.source), True
            for element in source:
                empty = False
                yield element
            if empty and self.times < 0:
                return
            source, passes = None, passes + 1

    def count(self):
        count = self.source.count()
        if count == 0 or self.times == 0:
            return 0
        if self.times < 0:
            return UNKNOWN if count == UNKNOWN else INFINITE
        return count if count < 0 else count * self.times


class TakeDataset(_Transformed):
    tf_type_name = "_TakeDataset"

    def __init__(self, source, taken):
        super().__init__(source)
        self.taken = taken

    def elements(self):
        return iter(()) if self.taken == 0 else self.transform(input_iterator(self.source))  # (take(0): no input)

    def transform(self, source):
        for index, element in enumerate(source):
            yield element
            if index + 1 == self.taken:
                return

    def count(self):
        count = self.source.count()
        if self.taken < 0:
            return count
        if count == INFINITE:
            return self.taken
        return UNKNOWN if count == UNKNOWN else min(count, self.taken)


class SkipDataset(_Transformed):
    tf_type_name = "_SkipDataset"

    def __init__(self, source, skipped):
        super().__init__(source)
        self.skipped = skipped

    def elements(self):
        return iter(()) if self.skipped < 0 else self.transform(input_iterator(self.source))  # (skip(-1): no input)

    def transform(self, source):
        for index, element in enumerate(source):
            if index >= self.skipped:
                yield element

    def count(self):
        count = self.source.count()
        if count < 0:
            return count
        return 0 if self.skipped < 0 else max(count - self.skipped, 0)


