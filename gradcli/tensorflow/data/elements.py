"""What tf.data's datasets are made of: elements (a tensor, or a tuple or dict of them), their specs, and the
program's functions as `map`, `filter` and `reduce` run them (`Traced`)."""
import numpy as np

from gradcli.engine.dtypes import as_dtype
from gradcli.engine.tensor import Tensor
from gradcli.lang.runtime import RUNTIME_ERRORS
from gradcli.lang.text import SYMBOLIC
from gradcli.tensorflow import function
from gradcli.tensorflow.objects import convert, read
from gradcli.words.errors import GradcliError, NotComputed

INFINITE, UNKNOWN = -1, -2  # tf.data.INFINITE_CARDINALITY and tf.data.UNKNOWN_CARDINALITY
AUTOTUNE = -1
END = object()  # what an iterator gives past its last element


class _Run:
    """What a dataset needs of the program running: its way of calling the program's functions, its tf.function,
    and the step budget each element is charged to (so an infinite dataset listed ends in time)."""

    call = tf_function = budget = None


RUN = _Run()


def start_run(call, tf_function, budget):
    RUN.call, RUN.tf_function, RUN.budget = call, tf_function, budget


# ----- Elements: a tensor, or a tuple or dict of them -----

def structure(value, leaf):
    if isinstance(value, tuple):
        return tuple(structure(v, leaf) for v in value)
    if isinstance(value, dict):
        return {k: structure(v, leaf) for k, v in value.items()}
    return leaf(value)


def leaves(value):
    if isinstance(value, tuple):
        return [leaf for v in value for leaf in leaves(v)]
    if isinstance(value, dict):
        return [leaf for v in value.values() for leaf in leaves(v)]
    return [value]


def filled(template, parts):
    """`template`'s structure with its leaves taken in order from the iterator `parts`."""
    return structure(template, lambda _: next(parts))


def as_element(value):
    """A value as a dataset holds it: lists made tuples (as tf.data's structures take them) and leaves tensors."""
    if isinstance(value, list):
        value = tuple(value)
    if isinstance(value, tuple):
        return tuple(as_element(v) for v in value)
    if isinstance(value, dict):
        return {k: as_element(v) for k, v in value.items()}
    return value if isinstance(value, Tensor) else convert(read(value))


def tensor_spec(shape, dtype):
    return function.TensorSpec(shape, dtype)


def spec_of(tensor):
    return tensor_spec(tensor.shape, as_dtype(tensor.value.dtype))


class Traced:
    """A function of the program's as tf.data runs it: traced once on the elements' specs (its Python runs then,
    on symbolic tensors), its graph then run on each element. `unpack`: a tuple element is its arguments."""

    def __init__(self, program_function, templates, unpack=True):
        self.program_function, self.templates, self.unpack = program_function, templates, unpack
        self.specs = [leaf for template in templates for leaf in leaves(structure(template, spec_or_self))]
        self.graph = RUN.tf_function(self._call_with_leaves).concrete(self.specs, {})

    def _call_with_leaves(self, *parts):
        parts = iter(parts)
        args = [filled(template, parts) for template in self.templates]
        if self.unpack and isinstance(args[0], tuple):
            args = list(args[0])
        return RUN.call(self.program_function, args, {})

    def run(self, args):
        return self.graph.run([leaf for arg in args for leaf in leaves(arg)], {})

    def output_spec(self, what):
        """The spec of what the trace returned. TensorFlow infers its shapes from the function's operations, which
        gradcli does not: the trace's shapes are the spec only where the inputs' sizes are known and a second
        trace, on other values, gives the same shapes (tf.zeros([x + 1]) does not); elsewhere it is refused."""
        if any(spec.shape is None or None in spec.shape for spec in self.specs):
            raise NotComputed(f"gradcli does not infer the element_spec of {what} over elements of unknown size "
                              "(TensorFlow infers it from the function's operations)")
        shapes = [traced_spec(t).shape for t in leaves(as_element(self.graph.result))]
        if self._shapes_on_other_values() != shapes:
            raise NotComputed(f"gradcli does not infer the element_spec of {what} whose shapes follow the values "
                              "of the elements (TensorFlow infers it from the function's operations)")
        return structure(as_element(self.graph.result), traced_spec)

    def _shapes_on_other_values(self):
        """The output's shapes traced on inputs of threes instead of zeros, silently; None if that trace fails."""
        again = RUN.tf_function(self._call_with_leaves)
        threes = [Tensor(np.full(spec.shape, 3, spec.dtype.numpy_dtype)) for spec in self.specs]
        try:
            with again.silenced():
                graph = again.concrete(threes, {})
        except (GradcliError, *RUNTIME_ERRORS):  # (x[3] of a two-element x: no shape to compare)
            return None
        return [traced_spec(t).shape for t in leaves(as_element(graph.result))]


def spec_or_self(value):
    return value if isinstance(value, function.TensorSpec) else spec_of(value)


def traced_spec(tensor):
    symbolic = SYMBOLIC.get(tensor.key)
    return tensor_spec(symbolic[1] if symbolic else tensor.shape, as_dtype(tensor.value.dtype))
