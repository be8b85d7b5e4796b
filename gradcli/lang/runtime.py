"""What the interpreter runs with: dialects, scopes, the step budget, user functions, argument binding,
Python's operators bounded in size, and the evaluation scope of a run.

`interpreter.py` walks the syntax tree; everything it needs of the running
program's world, and that other layers share (the cached signatures of the
functions a call binds), is here.
"""
import contextlib
import functools
import math
import operator
import sys
import time

import numpy as np

from gradcli.engine.limits import (
    LIMITS,
    MemoryExceeded,
    check_elements,
    check_resident,
    exceeded,
)
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, charge_work, default_dtype_scope
from gradcli.lang import parse
from gradcli.lang.yields import own_yields
from gradcli.words.errors import (
    ComputationError,
    EvaluationError,
    GradcliError,
    InvalidArgumentError,
    LimitExceeded,
    OperationError,
)
from gradcli.words.limits import reached


class Dialect:
    """What one input language makes of the shared evaluation rules; the defaults are Python's."""

    error = EvaluationError  # what a failure while running is: exit status 1, or 2 for input errors
    budget = None  # the run's Budget, which the interpreter gives its dialect
    callback = None  # the interpreter's: a function the program defined as a Python callable, for the dialect's code

    def __init__(self, builtins):
        self.builtins = builtins

    def bind(self, interpreter, name, value):
        """The value a name is bound to."""
        return value

    def operators(self):
        """The function of each operator (by its ast type): Python's, bounded in size."""
        return BOUNDED_OPERATORS

    def operands(self, op, values):
        """Values as the operands of the operator `op` (an ast operator)."""
        return values

    def expression_statement(self, interpreter, node, scope):
        """A statement that is a bare expression: Python evaluates it for its effects."""
        interpreter.evaluate(node.value, scope)

    def assigned(self, interpreter, node, scope):
        """The value of an assignment's right-hand side `node`."""
        return interpreter.evaluate(node, scope)

    def call(self, callee, args, kwargs):
        """Call one of the dialect's own callables."""
        return callee(*args, **kwargs)

    def attribute(self, value, name):
        raise AttributeError(f"'{type(value).__name__}' object has no attribute '{name}'")

    def unknown(self, name, calling):
        """The message for a name that has no value (`calling`: it was called, as in name(...))."""
        return f"unknown {'function' if calling else 'name'} '{name}'"

    def format(self, value, conversion, spec):
        """An f-string's {value!conversion:spec}."""
        raise TypeError("f-strings are not supported here")

    def text(self, value):
        """str(value)."""
        return str(value)

    def show(self, value, is_repr):
        """Python's repr (or str) of a value of the program's, wherever a message formats it (`engine.shown`): as
        TensorFlow code prints it."""
        from gradcli.lang.text import to_repr, to_str  # (printing lives with TensorFlow's values)

        return to_repr(value) if is_repr else to_str(value)

    def describe(self, exc):
        """The message for an exception raised while running."""
        return str(exc)

    def operation_text(self, failure, what):
        """The message for an operation's failure (an OperationError), `what` naming it as the user wrote it."""
        return f"{what}: {failure.detail}"

    def truth(self, value):
        """bool(value), as an if or a while tests it."""
        return bool(value)

    def iterating(self, value):
        """Told of each value a loop iterates over, before it does."""

    def staged(self, value):
        """Whether `value`, deciding an if or a loop, makes it control flow to trace rather than to run: each
        branch is then run once, and a loop's body once (as TensorFlow's AutoGraph traces them)."""
        return False

    def raised(self, exc):
        """The error a Python exception raised while running (or one the interpreter makes: a NameError, an
        AssertionError) ends the run with, not yet placed."""
        return self.error(self.describe(exc))

    def module(self, name):
        raise ValueError(f"there is no module '{name}' here")


def bind_arguments(function, name, args, kwargs):
    """The arguments of a call of `function`, by parameter name, as Python binds them; refused as Python would
    refuse them, with the message naming the function as the user does."""
    try:
        return signature_of(function).bind(*args, **kwargs).arguments
    except TypeError as exc:
        raise TypeError(f"{name}(): {exc}") from None


@functools.cache
def signature_of(function):
    import inspect  # numpy has imported it already; this module is imported before it is needed

    return inspect.signature(function)


class Namespace(Shown):
    """A module: tf, np, tf.math, ...; its members by name."""

    def __init__(self, name, members, only=None):
        self.name, self.members = name, members
        # For a module gradcli has a part of (os): what that part is for; any other member is refused.
        self.only = only

    def member(self, name):
        if name not in self.members:
            if self.only:
                raise GradcliError(self.refusal(name))
            raise AttributeError(f"module '{self.name}' has no attribute '{name}'")
        return self.members[name]

    def refusal(self, name):
        """What is said of a member of a module gradcli has only a part of."""
        return f"gradcli's {self.name} has only {self.only}, not {self.name}.{name}"

    def tf_repr(self):
        return f"<module '{self.name}'>"  # (Python adds the file it was loaded from)

    tf_type_name = "module"


class Context(Shown):
    """An object a `with` statement may use: tapes, and what pauses them."""

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return None


class Budget:
    """The steps a run may take: statements, turns of loops, items iterated, calls, and operations on tensors
    (each primitive applied, by the program or by the gradients it asks for), weighted by the work they do.
    Beyond them it is stopped, so that no input runs forever; the steps are a measure of time, so that every
    runaway stops in about the same time, whatever its loop does (some 12 s of processor time at the default
    limit). In `gradcli batch`, a file's --timeout stops it too: whichever comes first.

    Where the steps charged fall short of the time taken (work whose cost is not known in advance: a kernel
    slower than its elements say, a loop of small library calls), the processor time the run has used counts
    instead, a step each SECONDS_PER_STEP: whatever it does, a run is stopped within LIMITS.max_steps times that
    (15 s by default, a quarter more than a runaway charged in full takes). At the same checkpoints, every
    CHECKPOINT_STEPS steps, a run that holds more memory than LIMITS.max_memory is stopped
    (`limits.check_resident`)."""

    __slots__ = ("checkpoint", "started", "steps")

    def __init__(self):
        self.steps = 0
        self.checkpoint = min(CHECKPOINT_STEPS, LIMITS.max_steps)
        self.started = time.process_time()

    def charge(self, count=1):
        self.steps += count
        if self.steps > self.checkpoint:
            self.check()

    def charge_operations(self, operations, elements):
        """Work on tensors, `operations` that do the work of making `elements` elements: as many steps as its
        time would run. Large work is checked at once, as it may be slower than its elements say."""
        self.charge(operations * OPERATION_STEPS + elements // ELEMENTS_PER_STEP)
        if elements > CHECKPOINT_STEPS * ELEMENTS_PER_STEP:
            self.check()

    def check_time(self):
        """Stop the run if it has taken more processor time than the limit allows: asked after each library call,
        whose work may charge nothing (a Keras layer's build, a trace) and leave the checkpoints unreached."""
        if time.process_time() - self.started > max(LIMITS.max_steps * SECONDS_PER_STEP, LEAST_SECONDS):
            self.check()

    def check(self):
        """Stop the run if it has taken more steps than the limit allows (its processor time counted as steps, where
        that is more), or holds more memory than it allows."""
        self.checkpoint = min(self.steps + CHECKPOINT_STEPS, LIMITS.max_steps)
        timed = time.process_time() - self.started > max(LIMITS.max_steps * SECONDS_PER_STEP, LEAST_SECONDS)
        if self.steps > LIMITS.max_steps or timed:
            raise StepsExceeded(reached("max_steps", LIMITS.max_steps, "the program", "steps"))
        try:
            check_resident()
        except MemoryExceeded as exc:
            raise StepsExceeded(str(exc)) from None


# What the work of a run costs, in steps of about the time a statement takes (`while True: pass` takes two a
# turn, some 0.4 µs each): an operator evaluated (on numbers or tensors: `x = x + 1` takes four times as long as
# `pass`), a call of a library function, and an operation on tensors (each primitive applied) beside them, with
# a step more for each ELEMENTS_PER_STEP elements of its work (numpy makes about that many in the time of a
# step). The processor time a run may take is its steps at SECONDS_PER_STEP each: short steps are the common
# ones, and a program charged its steps in full stops before its time runs out. That time is what the budget
# promises (a runaway stops within some 15 s at the default): work charged short of its time (a kernel slower than
# its elements say) is stopped by it, no later.
OPERATOR_STEPS = 5
CALL_STEPS = 10
OPERATION_STEPS = 8
ELEMENTS_PER_STEP = 400
SECONDS_PER_STEP = 0.5e-6
LEAST_SECONDS = 1  # the processor time any budget allows: a small one (a test's) counts the steps charged
CHECKPOINT_STEPS = 4096  # steps between two readings of the processor time and the memory held


class StepsExceeded(RuntimeError):
    """A run took more steps than its budget, or held more memory."""


class Scope:
    """Names and their values; a function's scope has the scope it was defined in as its parent. A function's
    scope knows the call it runs (`frame`: the function and its first argument, for super()) and the names it
    declared global or nonlocal; a class body's scope is `in_class` (its functions' closure is the scope
    around it, as in Python)."""

    __slots__ = ("names", "parent", "frame", "declared", "in_class")

    def __init__(self, names=None, parent=None, frame=None, in_class=False):
        self.names = {} if names is None else names
        self.parent, self.frame, self.declared, self.in_class = parent, frame, {}, in_class

    def binding(self, name):
        """The scope an assignment to `name` binds in: this one, or the module's or an enclosing function's
        where the name was declared global or nonlocal."""
        how = self.declared.get(name)
        if how == "global":
            scope = self
            while scope.parent is not None:
                scope = scope.parent
            return scope
        if how == "nonlocal":
            scope = self.parent
            while scope is not None and name not in scope.names:
                scope = scope.parent
            return scope
        return self


class _Break(Exception):
    """`break`, on its way to its loop."""


class _Continue(Exception):
    """`continue`, on its way to its loop."""


class _Return(Exception):
    """`return`, on its way out of its function, with the value returned."""

    def __init__(self, value):
        self.value = value


class UserFunction(Shown):
    """A function the program defines with `def` or `lambda`: its parameters (with their defaults, evaluated
    once, when it is defined, as Python does) and the scope it was defined in."""

    tf_type_name = "function"  # what Python's messages call it

    def __init__(self, node, defaults, kw_defaults, closure):
        import inspect  # numpy has imported it already

        spec, kind = node.args, inspect.Parameter
        positional = spec.posonlyargs + spec.args
        first_default = len(positional) - len(defaults)
        parameters = [kind(a.arg, kind.POSITIONAL_ONLY if a in spec.posonlyargs else kind.POSITIONAL_OR_KEYWORD,
                           default=defaults[i - first_default] if i >= first_default else kind.empty)
                      for i, a in enumerate(positional)]
        if spec.vararg:
            parameters.append(kind(spec.vararg.arg, kind.VAR_POSITIONAL))
        parameters += [kind(a.arg, kind.KEYWORD_ONLY, default=kw_defaults.get(a.arg, kind.empty))
                       for a in spec.kwonlyargs]
        if spec.kwarg:
            parameters.append(kind(spec.kwarg.arg, kind.VAR_KEYWORD))
        self.node, self.closure = node, closure
        self.name = getattr(node, "name", "<lambda>")
        self.signature = inspect.Signature(parameters)
        self.generator = isinstance(node.body, list) and bool(own_yields(node.body))

    def tf_str(self):
        return f"<function {self.name}>"  # (Python adds its address, which no two runs share)

    tf_repr = tf_str

    def parameters(self, args, kwargs):
        """The names a call binds, as Python binds them."""
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError as exc:
            raise TypeError(f"{self.name}(): {exc}") from None
        bound.apply_defaults()
        return dict(bound.arguments)


# Python's exceptions that a running program can cause: its own mistakes, or the library refusing its arguments.
RUNTIME_ERRORS = (InvalidArgumentError, ValueError, TypeError, LookupError, ZeroDivisionError,
                  AttributeError, AssertionError, RuntimeError, OverflowError, StopIteration)


def operation_failure(exc, position, dialect=None):
    """The user's error for an operation that failed (an OperationError), said as the user wrote it.

    Where the interpreter knows its origin (the call of the user's that ran or recorded it), it is named as
    that call names it (`det`, not the `inv` its gradient runs) and placed there; else it is named by the
    operation and placed at `position` (where it was asked for). A computation that failed (ComputationError:
    a matrix that is not invertible) fails the run (exit status 1) whatever the dialect; an operation that
    refused its inputs is what the `dialect` raises for an InvalidArgumentError (an input error where none
    is given)."""
    name, place = exc.operation, position
    if exc.origin is not None:
        call, locate = exc.origin
        name, place = locate.source_of(call.func), locate(call)
    what = f"the gradient of {name}" if exc.gradient else name
    if exc.gradient and position and place and position.source == place.source and position.line != place.line:
        what += f" (taken on line {position.line})"
    failure = InvalidArgumentError(dialect.operation_text(exc, what) if dialect else f"{what}: {exc.detail}")
    error = dialect.raised(failure) if dialect is not None else GradcliError(str(failure))
    if isinstance(exc, ComputationError) and not isinstance(error, EvaluationError):
        error = EvaluationError(error.message)
    return error.located(place)


def bounded(function):
    """`function` (an operator), refusing first to make a result beyond the size limits: a huge integer, a
    sequence joined or repeated too often, a numpy array broadcast too large."""
    def bounded(*operands):
        if all(type(v) is Tensor for v in operands):
            return function(*operands)  # tensor operations check their own sizes
        for operand in operands:  # (`key in mapping` hashes it; `a == b` compares it item by item)
            check_nesting(operand)
        if function in (operator.pow, operator.ipow):
            _check_power(*operands)
        elif function in (operator.mul, operator.imul):
            _check_repetition(*operands)
            _check_product(*operands)
        elif function in (operator.add, operator.iadd):
            _check_joined(*operands)
        if any(isinstance(v, np.ndarray) for v in operands) and function not in (operator.matmul, operator.imatmul):
            check_elements(math.prod(np.broadcast_shapes(*(np.shape(v) for v in operands))), "the result")
            if any(isinstance(v, np.ndarray) and v.dtype == object for v in operands):
                _check_object_items(function, operands)
        return function(*operands)
    return bounded


def _check_object_items(function, operands):
    """Refuse an operator on a numpy array of objects (dtype='O') whose items' results are beyond the limits:
    numpy applies Python's operator to each pair of items, a string repeated or an integer raised to a power."""
    pairs = np.broadcast(*(np.asarray(v, dtype=object) for v in operands))  # (the items as numpy hands them over)
    charge_work(pairs.size * OBJECT_ITEM_WORK)
    characters = 0
    for items in pairs:
        if function in (operator.pow, operator.ipow):
            _check_power(*items)
        elif function in (operator.mul, operator.imul):
            _check_repetition(*items)
            _check_product(*items)
            characters += sum(len(v) * abs(n) for v, n in (items, items[::-1])
                              if isinstance(v, (str, list, tuple)) and type(n) is int)
        elif function in (operator.add, operator.iadd):
            _check_joined(*items)
    check_elements(characters, "the repeated items", 8)


OBJECT_ITEM_WORK = 100  # Python's operator on a pair of items of an array of objects, as elements of tensor work


INTEGER_BITS = 65536  # an integer result with more bits than this is refused: it would take long to compute


def _check_power(base, exponent):
    if type(base) is int and type(exponent) is int and abs(base) > 1 and exponent > 0:
        if exponent * math.log2(abs(base)) > INTEGER_BITS:
            raise OverflowError(f"the integer {base} ** {exponent} would have more than {INTEGER_BITS:,} bits")


def _check_product(a, b):
    if type(a) is int and type(b) is int and a.bit_length() + b.bit_length() > INTEGER_BITS:
        raise OverflowError(f"the integer product would have more than {INTEGER_BITS:,} bits")


def _check_repetition(a, b):
    for sequence, count in ((a, b), (b, a)):
        if isinstance(sequence, (list, tuple, str)) and type(count) is int:
            check_elements(len(sequence) * count, f"the repeated {type(sequence).__name__}")


def _check_joined(a, b):
    if isinstance(a, (list, tuple, str)) and type(a) is type(b):
        check_elements(len(a) + len(b), f"the joined {type(a).__name__}")


BOUNDED_OPERATORS = {op: bounded(function) for op, function in
              [(op, entry.python) for op, entry in parse.OPERATORS.items()] + list(parse.PYTHON_OPERATORS.items())}


BOUNDED_INPLACE = {op: bounded(function) for op, function in parse.INPLACE_OPERATORS.items()}


def get_item(container, index):
    check_nesting(index)
    return container[index]


def set_item(container, index, value):
    if isinstance(container, np.ndarray):  # numpy's item and slice assignment, the whole array's work charged
        check_nesting(index)
        charge_work(container.size)
        container[index] = value
        return
    if not isinstance(container, (list, dict)):
        raise TypeError(f"'{type(container).__name__}' object does not support item assignment")
    check_nesting(index)
    container[index] = value


def add_item(container, value):
    """set.add, the value's nesting checked before Python hashes it."""
    check_nesting(value)
    container.add(value)


def delete_item(container, index):
    if not isinstance(container, (list, dict)):
        raise TypeError(f"'{type(container).__name__}' object does not support item deletion")
    check_nesting(index)
    del container[index]


def check_nesting(value):
    """Refuse a tuple nested more deeply than code may be, before Python hashes or compares it: CPython's hash()
    of a tuple walks it recursively in C without a guard, and one nested deeply enough would crash the process.
    A tuple holding the same tuple twice, nested, is as many items to hash as it would be written out (hash()
    walks each copy), and is refused beyond the size limit. A dict's key, an index and an operand go through
    here; the walk visits each tuple inside once a level, counting how often it is held."""
    if type(value) is not tuple:
        return
    level, frontier, items = 0, {id(value): (value, 1)}, 0
    while frontier:
        level += 1
        if level > LIMITS.max_depth:
            raise LimitExceeded(exceeded("max_depth", "the values are nested more deeply"))
        inner = {}
        for outer, copies in frontier.values():
            items += copies * len(outer)
            for item in outer:
                if type(item) is tuple:
                    inner[id(item)] = (item, inner.get(id(item), (item, 0))[1] + copies)
        check_elements(items, "the tuple written out")
        frontier = inner


def checked_dict(*args, **kwargs):
    """dict(...), its keys' nesting checked before Python hashes them."""
    if args and not isinstance(args[0], dict):
        pairs = list(args[0])
        for pair in pairs:
            for part in pair if isinstance(pair, (tuple, list)) else ():
                check_nesting(part)
        args = (pairs, *args[1:])
    return dict(*args, **kwargs)


def iterator(value):
    if isinstance(value, (int, float)) or value is None:
        raise TypeError(f"'{type(value).__name__}' object is not iterable")
    return iter(value)


class ProgramIterator(Shown):
    """What iter() and reversed() give a program: Python's iterator, shown as Python shows it but for its
    address (<list_iterator object>), here as in any message."""

    __slots__ = ("items", "kind")
    tf_type_name = "iterator"

    def __init__(self, items):
        self.items, self.kind = items, type(items).__name__

    def __iter__(self):
        return self

    def __next__(self):
        return next(self.items)

    def tf_repr(self):
        return f"<{self.kind} object>"


class Zip(ProgramIterator):
    """zip(), a class as in Python."""

    __slots__ = ()
    tf_type_name = "zip"

    def __init__(self, *iterables, strict=False):
        super().__init__(zip(*iterables, strict=strict))


class Enumerate(ProgramIterator):
    """enumerate(), a class as in Python."""

    __slots__ = ()
    tf_type_name = "enumerate"

    def __init__(self, iterable, start=0):
        super().__init__(enumerate(iterable, start))


def program_iterator(value):
    """iter(value): Python's iterator, shown as a program's value; an iterator of the dialect's own (a dataset's)
    as it is."""
    items = iterator(value)
    return items if isinstance(items, Shown) else ProgramIterator(items)


ITERATORS = {"iter": program_iterator, "zip": Zip, "enumerate": Enumerate,
             "reversed": lambda sequence: ProgramIterator(reversed(sequence))}


def enter(manager):
    if not isinstance(manager, Context):
        raise TypeError(f"'{type(manager).__name__}' object cannot be used in a with statement")
    return manager.__enter__()


# Python's recursion limit is raised for deep expressions, but not past what the C stack holds where C code
# takes part in the recursion (a nested list's repr, say): beyond, the process would crash.
SAFE_RECURSION = 12_000


@contextlib.contextmanager
def evaluation_scope(dtype, tape=None, tensorflow=False):
    """Make numbers `dtype` (inferred as TensorFlow does, with `tensorflow`), record on `tape` if given, and
    keep numpy quiet: inf and nan are results to show. An operation that fails in the block, outside what the
    interpreter evaluates (a Hessian's tapes), is told as the user wrote it (`operation_failure`).

    Python's stack is made deep enough for expressions and calls nested up to the depth limit, for the block."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, min(40 * LIMITS.max_depth + 1000, SAFE_RECURSION)))
    try:
        with default_dtype_scope(dtype, tensorflow), tape or contextlib.nullcontext(), np.errstate(all="ignore"):
            yield
    except RecursionError:
        raise GradcliError("the input is nested too deeply to evaluate") from None
    except OperationError as exc:
        raise operation_failure(exc, None) from None
    finally:
        sys.setrecursionlimit(limit)
