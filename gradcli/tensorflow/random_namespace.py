"""Random numbers in TensorFlow code: `tf.random`, `tf.nn.dropout`, `keras.random`, `keras.utils.set_random_seed`,
numpy's `np.random` and Python's `random`, each drawing from the running program's random state.

TensorFlow's and Keras's numbers are gradcli's own reproduction of TensorFlow's
kernels (`gradcli.tensorflow.random`), number for number; numpy's and Python's are
numpy's and Python's own generators, seeded as the program seeds them. What a
program may call is listed here; the objects it gets (`tf.random.Generator`,
`keras.random.SeedGenerator`, `np.random.default_rng()`) have the attributes
`ATTRIBUTES` lists, and each call is checked against the size limit before it
draws. Random ops inside a tf.function are refused: TensorFlow seeds a graph's
ops by other rules, which gradcli does not reproduce.
"""
import contextlib
import functools
import math
import warnings

import numpy as np

from gradcli.engine import dtypes
from gradcli.engine import tensor as tensors
from gradcli.engine.limits import check_elements
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.lang import classes
from gradcli.lang.runtime import Namespace, bind_arguments
from gradcli.tensorflow import function
from gradcli.tensorflow.objects import TensorShape, Variable, convert, read, tensor_of
from gradcli.tensorflow.random import keras as keras_random
from gradcli.tensorflow.random import run
from gradcli.tensorflow.random import tensorflow as tf_random
from gradcli.tensorflow.random.entropy import UnseededRandomnessWarning, warn_unseeded
from gradcli.words.errors import NotComputed


@contextlib.contextmanager
def program_run(strict):
    """A program's run: a fresh random state, and randomness no seed fixes said once, or with `strict` an
    error."""
    with warnings.catch_warnings(), run.program_run():
        warnings.simplefilter("error" if strict else "always", UnseededRandomnessWarning)
        yield


# ----- Arguments in, tensors out -----

def _plain(value):
    """A program's argument as the random engine takes it: tensors and variables as numpy values, shapes as
    lists, Python's numbers as themselves (tf.random.uniform treats the int 0 as TensorFlow does)."""
    if isinstance(value, (Tensor, Variable)):
        return np.asarray(tensor_of(read(value)).value)
    if isinstance(value, TensorShape):
        return value.as_list()
    if isinstance(value, classes.PyType):
        return value.python
    if type(value) in (list, tuple):
        return type(value)(_plain(v) for v in value)
    return value


def _dtype_name(dtype):
    """A dtype argument (tf.float32, 'float32', np.float32, float) by TensorFlow's name for it."""
    if isinstance(dtype, classes.PyType):
        dtype = dtype.python
    return dtypes.as_dtype(dtype).name


def _values(value, dtype=None):
    """A tensor argument's values, with TensorFlow's dtype inference (Python floats float32)."""
    return convert(read(value), dtype).value


def _random_op(op_name, draw, state=None, tensor=None):
    """A random op as TensorFlow code calls it (`op_name`, with TensorFlow's name= too): arguments read and bound
    as Python binds them to `draw` (after `state()`, when given: Keras's functions take the run's state first),
    the argument `tensor` converted as TensorFlow converts it, dtypes by name, the result a tensor; refused in a
    tf.function's trace. `draw` gives a numpy array."""
    def call(*args, name=None, **kwargs):
        if function.tracing() is not None:
            raise NotComputed(f"{op_name} in a tf.function: TensorFlow seeds a graph's random ops by rules gradcli "
                              "does not reproduce; draw the numbers outside the tf.function and pass them in")
        args, kwargs = [_plain(a) for a in args], {k: _plain(v) for k, v in kwargs.items()}
        arguments = bind_arguments(draw, op_name, args if state is None else [state(), *args], kwargs)
        if arguments.get("dtype") is not None:
            arguments["dtype"] = _dtype_name(arguments["dtype"])
        if tensor is not None:
            arguments[tensor] = _values(arguments[tensor])
        return Tensor(_charged(np.asarray(draw(**arguments)), DRAW_OPERATIONS, DRAWN_ELEMENTS))
    return call


# A draw as TensorFlow draws it (Philox, then Box-Muller with the C library's functions: some hundred numpy
# operations) costs about as much as this many operations on tensors, and each number drawn as much as this many
# elements numpy makes: so a loop of draws is stopped in the step budget's time, as any other loop.
DRAW_OPERATIONS = 30
DRAWN_ELEMENTS = 100


def _charged(values, operations=1, weight=1):
    """The values drawn, their work charged to the run's step budget (numpy's own draws as one operation)."""
    if tensors.CHARGE is not None:
        tensors.CHARGE(operations, np.size(values) * weight)
    return values


def _op_seed(seed):
    """An op's seed= (an int, or None)."""
    return None if seed is None else int(_plain(seed))


def _context():
    return run.current().tensorflow


def _keras():
    return run.current().keras


# ----- tf.random and tf.nn's dropout -----

def _uniform(shape, minval=0, maxval=None, dtype="float32", seed=None):
    return _context().uniform(shape, minval, maxval, dtype, _op_seed(seed))


def _normal(shape, mean=0.0, stddev=1.0, dtype="float32", seed=None):
    return _context().normal(shape, mean, stddev, dtype, _op_seed(seed))


def _truncated_normal(shape, mean=0.0, stddev=1.0, dtype="float32", seed=None):
    return _context().truncated_normal(shape, mean, stddev, dtype, _op_seed(seed))


def _shuffle(value, seed=None):
    return _context().shuffle(_values(value), _op_seed(seed))


def _categorical(logits, num_samples, dtype=None, seed=None):
    return _context().categorical(_values(logits), int(num_samples), dtype or "int64", _op_seed(seed))


def _dropout(x, rate, noise_shape=None, seed=None):
    return _context().dropout(_values(x), float(rate), noise_shape, _op_seed(seed))


def _stateless_uniform(shape, seed, minval=0, maxval=None, dtype="float32", alg="auto_select"):
    return tf_random.stateless_uniform(shape, seed, minval, maxval, dtype)


def _stateless_normal(shape, seed, mean=0.0, stddev=1.0, dtype="float32", alg="auto_select"):
    return tf_random.stateless_normal(shape, seed, mean, stddev, dtype)


def _stateless_truncated_normal(shape, seed, mean=0.0, stddev=1.0, dtype="float32", alg="auto_select"):
    return tf_random.stateless_truncated_normal(shape, seed, mean, stddev, dtype)


def _stateless_categorical(logits, num_samples, seed, dtype="int64"):
    return tf_random.stateless_categorical(_values(logits), int(num_samples), seed, dtype,
                                           _context().num_threads)


def _split(seed, num=2, alg="auto_select"):
    """tf.random.split: new seeds of the seed's dtype (a list of Python ints is int32, as TensorFlow has it)."""
    check_elements(2 * int(num), "the seeds")
    return tf_random.stateless_split(_values(seed), int(num))


def _fold_in(seed, data, alg="auto_select"):
    return tf_random.stateless_fold_in(_values(seed), data)


def _stateless_dropout(x, rate, seed, rng_alg=None, noise_shape=None):
    return tf_random.stateless_dropout(_values(x), float(rate), seed, noise_shape)


class Generator(tf_random.Generator):
    """tf.random.Generator, whose state is a tf.Variable, as TensorFlow keeps it: `from_state(variable)` makes a
    generator that shares it."""

    def __init__(self, state):
        self.variable = state if isinstance(state, Variable) else Variable(
            Tensor(np.array(state, dtype=np.int64).reshape(-1)), trainable=False, name="StateVar")

    @property
    def state(self):
        return np.asarray(tensor_of(self.variable).value)

    @state.setter
    def state(self, value):
        self.variable.assign(Tensor(np.asarray(value, dtype=np.int64)))


def _generator_method(method):
    """A tf.random.Generator's drawing method, for its attribute table."""
    return lambda generator: _random_op(f"Generator.{method}", getattr(generator, method))


def _generator_split(generator):
    return lambda count=1: generator.split(int(_plain(count)))


def _generator_skip(generator):
    return lambda delta: Tensor(generator.skip(int(_plain(delta))))


def _generator_reset_from_seed(generator):
    return lambda seed: generator.reset_from_seed(_plain(seed))


GENERATOR = Namespace("tensorflow.random.Generator", {
    "from_seed": lambda seed, alg=None: Generator.from_seed(_plain(seed), alg),
    "from_state": lambda state, alg=None: Generator.from_state(state if isinstance(state, Variable) else _plain(state),
                                                               alg),
    "from_non_deterministic_state": lambda alg=None: Generator.from_non_deterministic_state(alg),
})


def _global_generator():
    """tf.random.get_global_generator: made from the operating system's entropy on first use (set_seed does not
    seed it, in TensorFlow either)."""
    state = run.current()
    if state.global_generator is None:
        state.global_generator = Generator.from_non_deterministic_state()
    return state.global_generator


def _set_global_generator(generator):
    if not isinstance(generator, Generator):
        raise TypeError("tf.random.set_global_generator takes a tf.random.Generator")
    run.current().global_generator = generator


_TF_OPS = {
    "uniform": _uniform, "normal": _normal, "truncated_normal": _truncated_normal, "shuffle": _shuffle,
    "categorical": _categorical, "stateless_uniform": _stateless_uniform, "stateless_normal": _stateless_normal,
    "stateless_truncated_normal": _stateless_truncated_normal, "stateless_categorical": _stateless_categorical,
    "split": _split, "fold_in": _fold_in,
}
TF_RANDOM = Namespace("tensorflow.random", {
    **{name: _random_op(f"tf.random.{name}", op) for name, op in _TF_OPS.items()},
    "set_seed": lambda seed: _context().set_seed(_plain(seed)),
    "Generator": GENERATOR, "get_global_generator": _global_generator, "set_global_generator": _set_global_generator,
    "experimental": Namespace("tensorflow.random.experimental", {
        "stateless_split": _random_op("tf.random.experimental.stateless_split", _split),
        "stateless_fold_in": _random_op("tf.random.experimental.stateless_fold_in", _fold_in),
        "Generator": GENERATOR}),
})
TF_NN = {"dropout": _random_op("tf.nn.dropout", _dropout),
         "experimental": Namespace("tensorflow.nn.experimental", {
             "stateless_dropout": _random_op("tf.nn.experimental.stateless_dropout", _stateless_dropout)})}


# ----- Keras -----

def _seed_generator(seed=None, name=None, **_):
    return keras_random.SeedGenerator(_keras(), _plain(seed))


def _set_random_seed(seed):
    """keras.utils.set_random_seed: Python's random, numpy's and TensorFlow's seeds at once."""
    run.current().set_random_seed(_plain(seed))


KERAS_RANDOM = Namespace("keras.random", {
    **{name: _random_op(f"keras.random.{name}", getattr(keras_random, name), _keras)
       for name in ("normal", "uniform", "truncated_normal", "randint")},
    **{name: _random_op(f"keras.random.{name}", getattr(keras_random, name), _keras, tensor)
       for name, tensor in (("categorical", "logits"), ("shuffle", "x"), ("dropout", "inputs"))},
    "SeedGenerator": _seed_generator,
})
KERAS = {"random": KERAS_RANDOM, "utils": Namespace("keras.utils", {"set_random_seed": _set_random_seed})}


# ----- numpy -----

def _elements(size):
    """How many numbers a numpy `size=` (None, an int or a shape) asks for."""
    if size is None:
        return 1
    return math.prod(int(d) for d in np.atleast_1d(size))


def _numpy_draw(method, elements, generator):
    """One of numpy's drawing methods of `generator()`, refused before it draws beyond the size limit:
    `elements(*args, **kwargs)` is how many numbers the call makes."""
    def draw(*args, **kwargs):
        args, kwargs = [_plain(a) for a in args], {k: _plain(v) for k, v in kwargs.items()}
        check_elements(elements(*args, **kwargs), "the random array")
        return _charged(getattr(generator(), method)(*args, **kwargs))
    return draw


def _sized(position):
    """The count of a call whose size is its `position`-th argument or its size=."""
    def count(*args, size=None, **_):
        return _elements(args[position] if len(args) > position else size)
    return count


def _of_dims(*dims, **_):
    return math.prod(int(d) for d in dims)


def _of_population(a=None, *args, size=None, **_):
    population = int(a) if np.ndim(a) == 0 else len(a)
    return max(population, _elements(args[0] if args else size))


def _in_place(generator, method):
    """shuffle: in place, on the program's list or array (a tensor cannot be shuffled in place)."""
    def shuffle(x, *args, **kwargs):
        if not isinstance(x, (list, np.ndarray)):
            raise TypeError(f"{method}: gradcli shuffles a list or a numpy array in place, not "
                            f"'{type(x).__name__}'")
        tensors.charge_work(len(x) * SHUFFLED_ITEM_WORK)
        getattr(generator(), method)(x, *args, **kwargs)
    return shuffle


SHUFFLED_ITEM_WORK = 400  # Python's shuffle takes some 350 ns an item (numpy's less), as elements of tensor work


# numpy's drawing methods a program may call, and how many numbers each makes.
_NUMPY_LEGACY = {"rand": _of_dims, "randn": _of_dims, "random": _sized(0), "random_sample": _sized(0),
                 "normal": _sized(2), "uniform": _sized(2), "standard_normal": _sized(0), "randint": _sized(2),
                 "permutation": _of_population, "choice": _of_population}
_NUMPY_GENERATOR = {"random": _sized(0), "normal": _sized(2), "uniform": _sized(2), "standard_normal": _sized(0),
                    "integers": _sized(2), "permutation": _of_population, "choice": _of_population}


class NumpyGenerator(Shown):
    """What `np.random.default_rng(seed)` gives: numpy's own Generator, with the methods ATTRIBUTES lists."""

    tf_type_name = "Generator"

    def __init__(self, seed=None):
        if seed is None:
            warn_unseeded()
        self.generator = np.random.default_rng(seed)

    def tf_repr(self):
        return "Generator(PCG64)"

    tf_str = tf_repr


def _default_rng(seed=None):
    seed = _plain(seed)
    if isinstance(seed, (np.ndarray, list, tuple)):
        check_elements(np.size(seed), "the seed")
    return NumpyGenerator(seed)


class NumpyRandomState(Shown):
    """What `np.random.RandomState(seed)` gives: numpy's own legacy Mersenne Twister stream, with the methods
    ATTRIBUTES lists."""

    tf_type_name = "RandomState"

    def __init__(self, seed=None):
        seed = _plain(seed)
        if seed is None:
            warn_unseeded()
        elif isinstance(seed, (np.ndarray, list, tuple)):
            check_elements(np.size(seed), "the seed")
        self.generator = np.random.RandomState(seed)

    def tf_repr(self):
        return "RandomState(MT19937)"

    tf_str = tf_repr


def _numpy_global():
    return run.current().numpy_global()


NUMPY_RANDOM = Namespace("numpy.random", {
    **{name: _numpy_draw(name, elements, _numpy_global) for name, elements in _NUMPY_LEGACY.items()},
    "shuffle": _in_place(_numpy_global, "shuffle"),
    "seed": lambda seed=None: run.current().seed_numpy(_plain(seed)),
    "default_rng": _default_rng,
    "RandomState": classes.PyType("RandomState", NumpyRandomState, NumpyRandomState, module="numpy.random"),
})


# ----- Python's random -----

def _python_random():
    state = _keras()
    if not state.python_random_seeded:
        warn_unseeded()
    return state.python_random


def _seed_python(seed=None):
    state = _keras()
    state.python_random.seed(_plain(seed))
    state.python_random_seeded = seed is not None


def _sample(population, k):
    check_elements(int(k), "the sample")
    return _python_random().sample(population, k)


def _python_draw(method):
    return lambda *args: getattr(_python_random(), method)(*args)


PYTHON_RANDOM = Namespace("random", {
    **{name: _python_draw(name) for name in ("random", "randint", "uniform", "choice", "gauss", "randrange")},
    "shuffle": _in_place(_python_random, "shuffle"), "sample": _sample, "seed": _seed_python,
})


# ----- The objects' attributes -----

def _numpy_generator_method(method, elements, rng):
    return _numpy_draw(method, elements, lambda: rng.generator)


ATTRIBUTES = [
    (Generator, {
        **{name: _generator_method(name) for name in (
            "normal", "uniform", "uniform_full_int", "truncated_normal", "make_seeds")},
        "state": lambda g: g.variable, "split": _generator_split, "skip": _generator_skip,
        "reset_from_seed": _generator_reset_from_seed}),
    (keras_random.SeedGenerator, {"state": lambda g: Tensor(g.state.copy()),
                                  "next": lambda g: lambda ordered=True: Tensor(g.next(bool(ordered)))}),
    (NumpyGenerator, {
        **{name: functools.partial(_numpy_generator_method, name, elements)
           for name, elements in _NUMPY_GENERATOR.items()},
        "shuffle": lambda g: _in_place(lambda: g.generator, "shuffle")}),
    (NumpyRandomState, {
        **{name: functools.partial(_numpy_generator_method, name, elements)
           for name, elements in _NUMPY_LEGACY.items()},
        "shuffle": lambda g: _in_place(lambda: g.generator, "shuffle"),
        "seed": lambda g: lambda seed=None: g.generator.seed(_plain(seed))}),
]
