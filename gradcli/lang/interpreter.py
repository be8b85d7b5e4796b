"""The one interpreter: formulas, program files and TensorFlow code, evaluated node by node.

The text has been parsed and checked against an allow-list (`parse`); nothing is
ever given to `eval`, `exec` or `compile`. A table maps each statement and
expression node to its handler. Names live in scopes: a function's locals, the
functions around it, the module's globals, then the dialect's builtins. Every
statement, turn of a loop, item iterated and call costs a step from a budget,
and calls nest only so deep, so no input runs forever.

Operators mean what they mean in Python, and tensors define them as TensorFlow
does (`x * y` records a multiply). What differs between a `.grad` program and
TensorFlow code is the `Dialect`: its builtins, how a value binds to a name
(programs watch every name), what an operand becomes (programs compute in
tensors: `9**9**9**9` is inf, not a huge integer), and what a bare expression
statement means (programs: a gradient(...) result).
"""
import ast
import contextlib
import functools
import math
import operator
import sys

import numpy as np

from gradcli.engine.errors import EvaluationError, GradcliError, InvalidArgumentError, counted, suggest
from gradcli.engine.limits import LIMITS, check_elements, exceeded
from gradcli.engine.tensor import Tensor, default_dtype_scope
from gradcli.lang import parse


class Dialect:
    """What one input language makes of the shared evaluation rules; the defaults are Python's."""

    error = EvaluationError  # what a failure while running is: exit status 1, or 2 for input errors
    budget = None  # the run's Budget, which the interpreter gives its dialect

    def __init__(self, builtins):
        self.builtins = builtins

    def bind(self, interpreter, name, value):
        """The value a name is bound to."""
        return value

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

    def describe(self, exc):
        """The message for an exception raised while running."""
        return str(exc)

    def module(self, name):
        raise ValueError(f"there is no module '{name}' here")


def bind_arguments(function, name, args, kwargs):
    """The arguments of a call of `function`, by parameter name, as Python binds them; refused as Python would
    refuse them, with the message naming the function as the user does."""
    try:
        return _signature(function).bind(*args, **kwargs).arguments
    except TypeError as exc:
        raise TypeError(f"{name}(): {exc}") from None


@functools.cache
def _signature(function):
    import inspect  # numpy has imported it already; this module is imported before it is needed

    return inspect.signature(function)


class Namespace:
    """A module: tf, np, tf.math, ...; its members by name."""

    def __init__(self, name, members):
        self.name, self.members = name, members

    def member(self, name):
        if name not in self.members:
            raise AttributeError(f"module '{self.name}' has no attribute '{name}'")
        return self.members[name]


class Context:
    """An object a `with` statement may use: tapes, and what pauses them."""

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return None


class Budget:
    """The steps a run may take: statements, turns of loops, items iterated, calls. Beyond them it is stopped,
    so that no input runs forever."""

    __slots__ = ("steps",)

    def __init__(self):
        self.steps = 0

    def charge(self, count=1):
        self.steps += count
        if self.steps > LIMITS.max_steps:
            raise StepsExceeded(exceeded("max_steps", "the program ran more steps"))


class StepsExceeded(RuntimeError):
    """A run took more steps than its budget."""


class Scope:
    """Names and their values; a function's scope has the scope it was defined in as its parent."""

    __slots__ = ("names", "parent")

    def __init__(self, names=None, parent=None):
        self.names = {} if names is None else names
        self.parent = parent


class UserFunction:
    """A function the program defines with `def`: its parameters (with their defaults, evaluated once, when it
    is defined, as Python does) and the scope it was defined in."""

    def __init__(self, node, defaults, kw_defaults, closure):
        import inspect  # numpy has imported it already

        spec, kind = node.args, inspect.Parameter
        positional = spec.posonlyargs + spec.args
        first_default = len(positional) - len(defaults)
        parameters = [kind(a.arg, kind.POSITIONAL_ONLY if a in spec.posonlyargs else kind.POSITIONAL_OR_KEYWORD,
                           default=defaults[i - first_default] if i >= first_default else kind.empty)
                      for i, a in enumerate(positional)]
        parameters += [kind(a.arg, kind.KEYWORD_ONLY, default=kw_defaults.get(a.arg, kind.empty))
                       for a in spec.kwonlyargs]
        self.node, self.closure, self.name = node, closure, node.name
        self.signature = inspect.Signature(parameters)

    def parameters(self, args, kwargs):
        """The names a call binds, as Python binds them."""
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError as exc:
            raise TypeError(f"{self.name}(): {exc}") from None
        bound.apply_defaults()
        return dict(bound.arguments)


class _Break(Exception):
    pass


class _Continue(Exception):
    pass


class _Return(Exception):
    def __init__(self, value):
        self.value = value


# Python's exceptions that a running program can cause: its own mistakes, or the library refusing its arguments.
RUNTIME_ERRORS = (InvalidArgumentError, ValueError, TypeError, IndexError, KeyError, ZeroDivisionError,
                  AttributeError, AssertionError, RuntimeError, OverflowError, StopIteration)


class Interpreter:
    """Evaluates checked syntax trees in a dialect, placing every error at the node that caused it."""

    def __init__(self, dialect, locate, names=None):
        self.dialect, self.locate = dialect, locate
        self.globals = Scope(names)
        self.budget = dialect.budget = Budget()
        self.calls = 0  # how deeply user functions are nested now

    # ----- Statements -----

    def run(self, statements, scope=None):
        """Execute statements in order (in the module's scope unless given one)."""
        scope = scope or self.globals
        for statement in statements:
            self.charge(statement)
            _STATEMENTS[type(statement)](self, statement, scope)

    def charge(self, node):
        """One step of the budget, taken by `node`."""
        try:
            self.budget.charge()
        except StepsExceeded as exc:
            raise self.dialect.error(str(exc), self.locate(node)) from None

    def iterate(self, node, iterable):
        """The items of `iterable`, each a step, with what the iteration raises placed at `node`."""
        iterator = self.guarded(node, _iterator, iterable)
        while True:
            try:
                item = next(iterator)
            except StopIteration:
                return
            except RUNTIME_ERRORS as exc:
                raise self.dialect.error(self.dialect.describe(exc), self.locate(node)) from None
            self.charge(node)
            yield item

    def _assign(self, node, scope):
        value = self.dialect.assigned(self, node.value, scope)
        for target in node.targets:
            self.assign(target, value, scope)

    def assign(self, target, value, scope):
        """Bind `target` (a name, a tuple of targets, or an item) to `value`."""
        if isinstance(target, ast.Name):
            scope.names[target.id] = self.guarded(target, self.dialect.bind, self, target.id, value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            self._unpack(target, value, scope)
        elif isinstance(target, ast.Subscript):
            container, index = self.evaluate(target.value, scope), self._index(target.slice, scope)
            self.guarded(target, _set_item, container, index, value)
        else:
            raise self.dialect.error("only names, tuples of names and items can be assigned to", self.locate(target))

    def _unpack(self, target, value, scope):
        items = list(self.iterate(target, value))
        starred = [i for i, t in enumerate(target.elts) if isinstance(t, ast.Starred)]
        before = starred[0] if starred else len(target.elts)
        after = len(target.elts) - before - 1 if starred else 0
        if (len(items) < before + after) if starred else (len(items) != before):
            raise self.dialect.error(f"cannot unpack {counted(len(items), 'value')} into "
                                     f"{counted(len(target.elts), 'name')}",
                                     self.locate(target))
        for t, item in zip(target.elts[:before], items):
            self.assign(t, item, scope)
        if starred:
            self.assign(target.elts[before].value, list(items[before:len(items) - after]), scope)
            for t, item in zip(target.elts[before + 1:], items[len(items) - after:]):
                self.assign(t, item, scope)

    def _augmented_assign(self, node, scope):
        target = node.target
        if isinstance(target, ast.Subscript):  # the container and the index are evaluated once, as in Python
            container, index = self.evaluate(target.value, scope), self._index(target.slice, scope)
            current = self.guarded(target, _get_item, container, index)
        else:
            current = self.evaluate(_as_load(target), scope)
        value = self.evaluate(node.value, scope)
        result = self.guarded(node, self._operate, _INPLACE, node.op, current, value)
        if isinstance(target, ast.Subscript):
            self.guarded(target, _set_item, container, index, result)
        else:
            self.assign(target, result, scope)

    def _expression_statement(self, node, scope):
        self.dialect.expression_statement(self, node, scope)

    def _if(self, node, scope):
        self.run(node.body if self.truth(node.test, scope) else node.orelse, scope)

    def _for(self, node, scope):
        iterable = self.evaluate(node.iter, scope)
        for item in self.iterate(node.iter, iterable):
            self.assign(node.target, item, scope)
            if not self._turn(node.body, scope):
                break
        else:
            self.run(node.orelse, scope)

    def _while(self, node, scope):
        while self.truth(node.test, scope):
            self.charge(node)  # an empty loop still costs a step a turn
            if not self._turn(node.body, scope):
                break
        else:
            self.run(node.orelse, scope)

    def _turn(self, body, scope):
        """Run a loop's body once; False when it breaks out of the loop."""
        try:
            self.run(body, scope)
        except _Break:
            return False
        except _Continue:
            pass
        return True

    def _break(self, node, scope):
        raise _Break()

    def _continue(self, node, scope):
        raise _Continue()

    def _def(self, node, scope):
        args = node.args
        defaults = [self.evaluate(d, scope) for d in args.defaults]
        kw_defaults = {a.arg: self.evaluate(d, scope) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d}
        scope.names[node.name] = UserFunction(node, defaults, kw_defaults, scope)

    def _return(self, node, scope):
        raise _Return(None if node.value is None else self.evaluate(node.value, scope))

    def _with(self, node, scope):
        managers = []
        try:
            for item in node.items:
                manager = self.evaluate(item.context_expr, scope)
                entered = self.guarded(item.context_expr, _enter, manager)
                managers.append(manager)
                if item.optional_vars is not None:
                    self.assign(item.optional_vars, entered, scope)
            self.run(node.body, scope)
        finally:
            for manager in reversed(managers):
                manager.__exit__(None, None, None)

    def _delete(self, node, scope):
        for target in node.targets:
            if isinstance(target, ast.Name):
                if target.id not in scope.names:
                    raise self.dialect.error(self.dialect.unknown(target.id, False), self.locate(target))
                del scope.names[target.id]
            elif isinstance(target, ast.Subscript):
                container, index = self.evaluate(target.value, scope), self._index(target.slice, scope)
                self.guarded(target, _delete_item, container, index)
            else:
                raise self.dialect.error("only names and items can be deleted", self.locate(target))

    def _assert(self, node, scope):
        if not self.truth(node.test, scope):
            message = "" if node.msg is None else f": {self.dialect.text(self.evaluate(node.msg, scope))}"
            raise self.dialect.error(f"AssertionError{message}", self.locate(node))

    def _import(self, node, scope):
        for alias in node.names:
            scope.names[alias.asname or alias.name] = self.dialect.module(alias.name)

    # ----- Expressions -----

    def evaluate(self, node, scope=None):
        """The value of an expression."""
        return _EXPRESSIONS[type(node)](self, node, scope or self.globals)

    def truth(self, node, scope):
        return self.guarded(node, bool, self.evaluate(node, scope))

    def _items(self, nodes, scope):
        values = []
        for node in nodes:
            if isinstance(node, ast.Starred):
                values.extend(self.iterate(node, self.evaluate(node.value, scope)))
            else:
                values.append(self.evaluate(node, scope))
        return values

    def _dict(self, node, scope):
        entries = {}
        for key, value in zip(node.keys, node.values):
            self.guarded(key, _set_item, entries, self.evaluate(key, scope), self.evaluate(value, scope))
        return entries

    def _name(self, node, scope, calling=False):
        name = node.id
        while scope is not None:
            if name in scope.names:
                return scope.names[name]
            scope = scope.parent
        if name in self.dialect.builtins:
            return self.dialect.builtins[name]
        candidates = [n for n, v in self.dialect.builtins.items() if _is_callable(v) == calling]
        candidates += [n for n, v in self.globals.names.items() if _is_callable(v) == calling]
        raise self.dialect.error(self.dialect.unknown(name, calling) + suggest(name, candidates), self.locate(node))

    def _attribute(self, node, scope):
        value = self.evaluate(node.value, scope)
        return self.guarded(node, self.dialect.attribute, value, node.attr)

    def _unary(self, node, scope):
        return self.guarded(node, self._operate, _OPERATORS, node.op, self.evaluate(node.operand, scope))

    def _binary(self, node, scope):
        left, right = self.evaluate(node.left, scope), self.evaluate(node.right, scope)
        return self.guarded(node, self._operate, _OPERATORS, node.op, left, right)

    def _operate(self, table, op, *operands):
        """The operator `op` of `table` applied to operands as the dialect has them."""
        return table[type(op)](*self.dialect.operands(op, operands))

    def _boolean(self, node, scope):
        stop_at = isinstance(node.op, ast.Or)  # 'or' stops at the first true value, 'and' at the first false one
        for value_node in node.values:
            value = self.evaluate(value_node, scope)
            if self.guarded(value_node, bool, value) == stop_at:
                return value
        return value

    def _compare(self, node, scope):
        left = self.evaluate(node.left, scope)
        result = True
        for op, right_node in zip(node.ops, node.comparators):
            right = self.evaluate(right_node, scope)
            result = self.guarded(node, self._operate, _OPERATORS, op, left, right)
            if len(node.ops) > 1 and not self.guarded(node, bool, result):
                return result  # Python's a < b < c is the first false comparison itself
            left = right
        return result

    def _subscript(self, node, scope):
        container = self.evaluate(node.value, scope)
        return self.guarded(node, _get_item, container, self._index(node.slice, scope))

    def _index(self, node, scope):
        if isinstance(node, ast.Tuple):
            return tuple(self._index(item, scope) for item in node.elts)
        return self.evaluate(node, scope)

    def _slice(self, node, scope):
        return slice(*(None if part is None else self.evaluate(part, scope)
                       for part in (node.lower, node.upper, node.step)))

    def _conditional(self, node, scope):
        return self.evaluate(node.body if self.truth(node.test, scope) else node.orelse, scope)

    def _list_comprehension(self, node, scope):
        results = []
        self._comprehend(node.generators, Scope(parent=scope), lambda inner: results.append(
            self.evaluate(node.elt, inner)))
        return results

    def _dict_comprehension(self, node, scope):
        results = {}
        self._comprehend(node.generators, Scope(parent=scope), lambda inner: self.guarded(
            node.key, _set_item, results, self.evaluate(node.key, inner), self.evaluate(node.value, inner)))
        return results

    def _comprehend(self, generators, scope, produce):
        first, rest = generators[0], generators[1:]
        for item in self.iterate(first.iter, self.evaluate(first.iter, scope)):
            self.assign(first.target, item, scope)
            if all(self.truth(condition, scope) for condition in first.ifs):
                if rest:
                    self._comprehend(rest, scope, produce)
                else:
                    produce(scope)

    def _formatted_string(self, node, scope):
        parts = []
        for part in node.values:
            if isinstance(part, ast.Constant):
                parts.append(part.value)
                continue
            value = self.evaluate(part.value, scope)
            spec = "" if part.format_spec is None else self.evaluate(part.format_spec, scope)
            parts.append(self.guarded(part, self.dialect.format, value, part.conversion, spec))
        return "".join(parts)

    # ----- Calls -----

    def _call(self, node, scope):
        if isinstance(node.func, ast.Name):
            callee = self._name(node.func, scope, calling=True)
        else:
            callee = self.evaluate(node.func, scope)
        args = self._items(node.args, scope)
        kwargs = {k.arg: self.evaluate(k.value, scope) for k in node.keywords}
        if isinstance(callee, UserFunction):
            return self.call_function(node, callee, args, kwargs)
        return self.guarded(node, self.dialect.call, callee, args, kwargs)

    def call_function(self, node, function, args, kwargs):
        """Call a function the program defined: bind its parameters in a scope of its own, run its body."""
        scope = Scope(self.guarded(node, function.parameters, args, kwargs), parent=function.closure)
        self.calls += 1
        self.charge(node)
        if self.calls > LIMITS.max_depth:
            raise self.dialect.error(exceeded("max_depth", "the calls nest more deeply"), self.locate(node))
        try:
            self.run(function.node.body, scope)
        except _Return as returned:
            return returned.value
        finally:
            self.calls -= 1
        return None

    def guarded(self, node, function, *args):
        """`function(*args)`, with what it raises as an error of the dialect placed at `node`."""
        try:
            return function(*args)
        except GradcliError as exc:
            raise exc.located(self.locate(node)) from None
        except StepsExceeded as exc:
            raise self.dialect.error(str(exc), self.locate(node)) from None
        except RecursionError:
            raise self.dialect.error("the values are nested too deeply", self.locate(node)) from None
        except RUNTIME_ERRORS as exc:
            raise self.dialect.error(self.dialect.describe(exc), self.locate(node)) from None
        except MemoryError:
            raise self.dialect.error("not enough memory for this", self.locate(node)) from None


# The handler of each statement and expression node: what runs is only ever one of these.
_STATEMENTS = {
    ast.Assign: Interpreter._assign, ast.AugAssign: Interpreter._augmented_assign,
    ast.Expr: Interpreter._expression_statement, ast.If: Interpreter._if, ast.For: Interpreter._for,
    ast.While: Interpreter._while, ast.Break: Interpreter._break, ast.Continue: Interpreter._continue,
    ast.FunctionDef: Interpreter._def, ast.Return: Interpreter._return, ast.With: Interpreter._with,
    ast.Delete: Interpreter._delete, ast.Assert: Interpreter._assert, ast.Pass: lambda self, node, scope: None,
    ast.Import: Interpreter._import,
}
_EXPRESSIONS = {
    ast.Constant: lambda self, node, scope: node.value, ast.Name: Interpreter._name,
    ast.Attribute: Interpreter._attribute, ast.List: lambda self, node, scope: self._items(node.elts, scope),
    ast.Tuple: lambda self, node, scope: tuple(self._items(node.elts, scope)), ast.Dict: Interpreter._dict,
    ast.UnaryOp: Interpreter._unary, ast.BinOp: Interpreter._binary, ast.BoolOp: Interpreter._boolean,
    ast.Compare: Interpreter._compare, ast.Subscript: Interpreter._subscript, ast.Slice: Interpreter._slice,
    ast.Call: Interpreter._call, ast.IfExp: Interpreter._conditional, ast.ListComp: Interpreter._list_comprehension,
    ast.GeneratorExp: Interpreter._list_comprehension, ast.DictComp: Interpreter._dict_comprehension,
    ast.JoinedStr: Interpreter._formatted_string,
}


def _as_load(target):
    """The expression that reads what an assignment target names."""
    if isinstance(target, ast.Name):
        return ast.copy_location(ast.Name(target.id, ast.Load()), target)
    return target  # subscripts are evaluated the same way either side of '='


def _is_callable(value):
    """Whether a name's value is something to call (a function, or a module of them), for suggestions."""
    return isinstance(value, Namespace) or (callable(value) and not isinstance(value, Tensor))


def _bounded(function):
    """`function` (an operator), refusing first to make a result beyond the size limits: a huge integer, a
    sequence joined or repeated too often, a numpy array broadcast too large."""
    def bounded(*operands):
        if all(type(v) is Tensor for v in operands):
            return function(*operands)  # tensor operations check their own sizes
        if function in (operator.pow, operator.ipow):
            _check_power(*operands)
        elif function in (operator.mul, operator.imul):
            _check_repetition(*operands)
            _check_product(*operands)
        elif function in (operator.add, operator.iadd):
            _check_joined(*operands)
        if any(isinstance(v, np.ndarray) for v in operands) and function not in (operator.matmul, operator.imatmul):
            check_elements(math.prod(np.broadcast_shapes(*(np.shape(v) for v in operands))), "the result")
        return function(*operands)
    return bounded


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


_OPERATORS = {op: _bounded(function) for op, function in
              [(op, entry.python) for op, entry in parse.OPERATORS.items()] + list(parse.PYTHON_OPERATORS.items())}
_INPLACE = {op: _bounded(function) for op, function in parse.INPLACE_OPERATORS.items()}


# Containers the programs build are Python's own; items are read and written only through these.

def _get_item(container, index):
    return container[index]


def _set_item(container, index, value):
    if not isinstance(container, (list, dict)):
        raise TypeError(f"'{type(container).__name__}' object does not support item assignment")
    container[index] = value


def _delete_item(container, index):
    if not isinstance(container, (list, dict)):
        raise TypeError(f"'{type(container).__name__}' object does not support item deletion")
    del container[index]


def _iterator(value):
    if isinstance(value, (int, float)) or value is None:
        raise TypeError(f"'{type(value).__name__}' object is not iterable")
    return iter(value)


def _enter(manager):
    if not isinstance(manager, Context):
        raise TypeError(f"'{type(manager).__name__}' object cannot be used in a with statement")
    return manager.__enter__()


# Python's recursion limit is raised for deep expressions, but not past what the C stack holds where C code
# takes part in the recursion (a nested list's repr, say): beyond, the process would crash.
SAFE_RECURSION = 12_000


@contextlib.contextmanager
def evaluation_scope(dtype, tape=None, tensorflow=False):
    """Make numbers `dtype` (inferred as TensorFlow does, with `tensorflow`), record on `tape` if given, and
    keep numpy quiet: inf and nan are results to show.

    Python's stack is made deep enough for expressions and calls nested up to the depth limit, for the block."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, min(40 * LIMITS.max_depth + 1000, SAFE_RECURSION)))
    try:
        with default_dtype_scope(dtype, tensorflow), tape or contextlib.nullcontext(), np.errstate(all="ignore"):
            yield
    except RecursionError:
        raise GradcliError("the input is nested too deeply to evaluate") from None
    finally:
        sys.setrecursionlimit(limit)
