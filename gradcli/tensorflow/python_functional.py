"""Python's builtins and modules that call the program's functions: `sorted`, `min`, `max` and `list.sort` with
`key=`, `map`, `filter`, `functools` (partial, reduce) and `itertools`.

A function the program hands over (a def, a lambda, a method, a class) is never called by Python: it runs in the
interpreter, through the run's own call (`start_run`), each call charged as any call of the program is. The
dialect's own functions (len, abs, str) are called so too. Every iterator made here charges the run's budget a
step for each item it gives (and each item's length where it is a tuple it builds), so that
`itertools.count()` in a loop without end, or a product of long ranges, is stopped in time.
"""
import functools
import itertools

import numpy as np

from gradcli.engine.limits import check_elements
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import charge_work
from gradcli.lang.runtime import Namespace, ProgramIterator
from gradcli.tensorflow.python import ITEM_WORK, collected, walked
from gradcli.lang.text import to_repr, type_name


class _Run:
    """The running program's way of calling its functions (the interpreter's `call`) and its step budget."""

    call = budget = None


RUN = _Run()


def start_run(call, budget):
    RUN.call, RUN.budget = call, budget


def program_callable(function, what="function"):
    """`function`, a value of the program's, as a Python callable that runs it in the interpreter; None stays
    None (Python's default where a key or a function is optional)."""
    if function is None:
        return None
    if not (callable(function) or hasattr(function, "closure") or hasattr(function, "receiver")):
        raise TypeError(f"'{type_name(function)}' object is not callable")

    def call(*args, **kwargs):
        return RUN.call(function, list(args), kwargs)
    return call


# ----- Builtins -----

def sorted_(iterable, /, *, key=None, reverse=False):
    return collected(sorted, "the sorted list")(iterable, key=program_callable(key), reverse=reverse)


def _extreme(python_extreme):
    """min or max: of an iterable or of their arguments, by `key` if given."""
    def extreme(*args, key=None, **default):
        walked(args[0] if len(args) == 1 else args)
        return python_extreme(*args, key=program_callable(key), **default)
    extreme.__qualname__ = python_extreme.__name__
    return extreme


def list_sort(items):
    """list.sort, in place, by `key` if given."""
    def sort(*, key=None, reverse=False):
        walked(items)
        charge_work(len(items) * max(len(items), 1).bit_length() * ITEM_WORK)  # (the comparisons)
        items.sort(key=program_callable(key), reverse=reverse)
    return sort


def _divmod(dividend, divisor):
    """divmod, of Python's and numpy's numbers (a tensor has no divmod in TensorFlow)."""
    numbers = (int, float, np.integer, np.floating)
    if not (isinstance(dividend, numbers) and isinstance(divisor, numbers)):
        raise TypeError(f"unsupported operand type(s) for divmod(): '{type_name(dividend)}' and "
                        f"'{type_name(divisor)}'")
    return divmod(dividend, divisor)


class Charged(ProgramIterator):
    """An iterator of Python's over the program's values, each item a step of the run's budget (and a tuple it
    builds charged its length): shown as Python shows it, by its kind (<map object>)."""

    __slots__ = ()

    def __init__(self, items, kind):
        super().__init__(items)
        self.kind = kind

    def __next__(self):
        item = next(self.items)
        RUN.budget.charge()
        if type(item) is tuple:
            charge_work(len(item) * ITEM_WORK)
        return item


def map_(function, *iterables):
    if not iterables:
        raise TypeError("map() must have at least two arguments.")
    return Charged(map(program_callable(function), *iterables), "map")


def filter_(function, iterable):
    return Charged(filter(program_callable(function), iterable), "filter")


BUILTINS = {"sorted": sorted_, "min": _extreme(min), "max": _extreme(max), "map": map_, "filter": filter_,
            "divmod": _divmod}


# ----- functools -----

class Partial(Shown):
    """functools.partial: the program's function with some of its arguments given."""

    tf_type_name = "functools.partial"

    def __init__(self, function, /, *args, **keywords):
        program_callable(function)  # (refused now if it cannot be called, as Python refuses it)
        self.func, self.args, self.keywords = function, args, keywords

    def __call__(self, *args, **keywords):
        return RUN.call(self.func, [*self.args, *args], {**self.keywords, **keywords})

    def tf_repr(self):
        given = [to_repr(a) for a in self.args] + [f"{k}={to_repr(v)}" for k, v in self.keywords.items()]
        return f"functools.partial({', '.join([to_repr(self.func), *given])})"

    tf_attributes = {"func": lambda p: p.func, "args": lambda p: p.args, "keywords": lambda p: dict(p.keywords)}


def _reduce(function, iterable, *initial):
    return functools.reduce(program_callable(function), Charged(iter(iterable), "iterator"), *initial)


FUNCTOOLS = Namespace("functools", {"partial": Partial, "reduce": _reduce})


# ----- itertools -----

def _pools(iterables):
    """The iterables itertools holds whole (product's, permutations'...), each within the size limit."""
    return [collected(tuple, "the iterable held whole")(iterable) for iterable in iterables]


def _product(*iterables, repeat=1):
    pools = _pools(iterables)
    check_elements(len(pools) * max(repeat, 0), "the product's tuples")
    return Charged(itertools.product(*pools, repeat=repeat), "itertools.product")


def _chosen(kind):
    """combinations, combinations_with_replacement or permutations: each tuple charged as it is made."""
    def choose(iterable, *r):
        pool, = _pools([iterable])
        if r and isinstance(r[0], int):
            check_elements(r[0], "each tuple")  # (combinations_with_replacement([1], r) makes tuples of r items)
        return Charged(getattr(itertools, kind)(pool, *r), f"itertools.{kind}")
    return choose


class _Chain(Shown):
    """itertools.chain, and its chain.from_iterable."""

    tf_type_name = "type"
    tf_attributes = {"from_iterable": lambda chain: lambda iterables: Charged(
        itertools.chain.from_iterable(Charged(iter(iterables), "iterator")), "itertools.chain")}

    def __call__(self, *iterables):
        return Charged(itertools.chain(*iterables), "itertools.chain")

    def tf_repr(self):
        return "<class 'itertools.chain'>"


def _accumulate(iterable, function=None, *, initial=None):
    return Charged(itertools.accumulate(iterable, program_callable(function), initial=initial),
                   "itertools.accumulate")


def _kind(function, kind):
    """An itertools function whose items need no more than a step each."""
    return lambda *args, **kwargs: Charged(function(*args, **kwargs), f"itertools.{kind}")


ITERTOOLS = Namespace("itertools", {
    "product": _product, "chain": _Chain(), "accumulate": _accumulate,
    **{kind: _chosen(kind) for kind in ("combinations", "combinations_with_replacement", "permutations")},
    **{kind: _kind(getattr(itertools, kind), kind) for kind in ("count", "islice", "repeat", "zip_longest",
                                                                 "cycle", "pairwise")},
    "starmap": lambda function, iterable: Charged(itertools.starmap(program_callable(function), iterable),
                                                  "itertools.starmap"),
})

# The attributes of the objects made here, for the checker.
ATTRIBUTE_NAMES = frozenset([*Partial.tf_attributes, *_Chain.tf_attributes])
