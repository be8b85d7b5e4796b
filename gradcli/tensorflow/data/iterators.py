"""What iter(dataset) gives, as TensorFlow's iterators behave: elements by next() or get_next(), and the errors
of the kernels that make them, worded by the iterator the program called."""
from gradcli.engine.shown import Shown
from gradcli.tensorflow.data.elements import RUN
from gradcli.words.errors import InvalidArgumentError

CPU = "/job:localhost/replica:0/task:0/device:CPU:0"  # where TensorFlow runs the iterator


class KernelFailure(Exception):
    """A dataset's kernel failing as its elements are made; the iterator the program called words it."""


class OutOfRangeError(RuntimeError):
    """TensorFlow's tf.errors.OutOfRangeError, as an iterator's get_next raises it past the last element."""


class DatasetIterator(Shown):
    """What iter(dataset) gives: its elements one at a time, by next() or get_next(), each a step of the run."""

    tf_type_name = "OwnedIterator"

    def __init__(self, dataset, outermost=True):
        self.dataset, self.elements, self.outermost = dataset, dataset.elements(), outermost

    def __iter__(self):
        return self

    def __next__(self):
        try:
            element = next(self.elements)
        except KernelFailure as failure:
            if not self.outermost:
                raise
            raise InvalidArgumentError(self.kernel_text(failure)) from None
        if RUN.budget is not None:
            RUN.budget.charge()
        return element

    def get_next(self):
        try:
            return next(self)
        except StopIteration:
            raise OutOfRangeError(self.kernel_text("End of sequence")) from None

    def kernel_text(self, detail):
        """A failure of the iterator's kernel, as TensorFlow words it."""
        node = f"__wrapped__IteratorGetNext_output_types_{self.dataset.components()}_device_{CPU}"
        return f"{{{{function_node {node}}}}} {detail} [Op:IteratorGetNext] name: "

    def element_spec(self):
        return self.dataset.spec()


ITERATOR_ATTRIBUTES = {"get_next": lambda i: i.get_next, "element_spec": lambda i: i.element_spec()}


def input_iterator(dataset):
    """An iterator of a dataset's input, made as TensorFlow makes it with the dataset's own."""
    return DatasetIterator(dataset, outermost=False)
