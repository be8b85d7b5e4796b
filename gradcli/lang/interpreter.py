"""The one interpreter: formulas, program files and TensorFlow code, evaluated node by node.

The text has been parsed and checked against an allow-list (`parse`); nothing is
ever given to `eval`, `exec` or `compile`. A table maps each statement and
expression node to its handler. Names live in scopes: a function's locals, the
functions around it, the module's globals, then the dialect's builtins. Every
statement, turn of a loop, item iterated, call, operator and operation on
tensors costs steps from a budget (about the time each takes), and calls nest
only so deep, so no input runs forever.

Operators mean what they mean in Python, and tensors define them as TensorFlow
does (`x * y` records a multiply). What differs between a `.grad` program and
TensorFlow code is the `Dialect`: its builtins, how a value binds to a name
(programs watch every name), what an operand becomes (programs compute in
tensors: `9**9**9**9` is inf, not a huge integer), and what a bare expression
statement means (programs: a gradient(...) result).
"""
import ast
import contextlib
import itertools

from gradcli.engine import recording, tensor
from gradcli.words.errors import GradcliError, LimitExceeded, OperationError
from gradcli.words.phrases import counted, suggest
from gradcli.lang import called, classes
from gradcli.lang.structure import Structure
from gradcli.engine.limits import LIMITS, beyond, check_elements
from gradcli.engine.shown import Shown, show_with
from gradcli.engine.tensor import Tensor
from gradcli.lang.generators import ProgramGenerator
from gradcli.lang.runtime import (BOUNDED_INPLACE, CALL_STEPS, OPERATOR_STEPS, RUNTIME_ERRORS, Budget, Namespace, Scope,
                                  StepsExceeded, UserFunction, _Break, _Continue, _Return, delete_item, enter, get_item,
                                  add_item, iterator, operation_failure, set_item)


class Interpreter(Structure):
    """Evaluates checked syntax trees in a dialect, placing every error at the node that caused it."""

    def __init__(self, dialect, locate, names=None):
        self.dialect, self.locate = dialect, locate
        self.globals = Scope(names)
        self.budget = dialect.budget = Budget()
        dialect.callback = self.callback
        show_with(dialect.show)  # Python's repr of the program's values, in any message, is the dialect's
        self.calls = 0  # how deeply user functions are nested now
        self.handling = []  # the exceptions being handled, innermost last: what a bare `raise` raises again

    # ----- Statements -----

    def run(self, statements, scope=None):
        """Execute statements in order (in the module's scope unless given one)."""
        scope = scope or self.globals
        for statement in statements:
            self.charge(statement)
            try:
                _STATEMENTS[type(statement)](self, statement, scope)
            except GUARDED as exc:  # what no expression's guard placed (a result call's steps) is the statement's
                raise self.failure(statement, exc) from None

    @contextlib.contextmanager
    def charging_operations(self):
        """Within the block, the work on tensors costs the budget its steps (`Budget.charge_operations`): a loop
        of tensor work is stopped as soon as an empty one."""
        previous = tensor.set_charge(self.budget.charge_operations)
        try:
            yield
        finally:
            tensor.set_charge(previous)

    def charge(self, node, steps=1):
        """Steps of the budget (one by default), taken by `node`."""
        try:
            self.budget.charge(steps)
        except StepsExceeded as exc:
            raise self.dialect.error(str(exc), self.locate(node)) from None

    def iterate(self, node, iterable):
        """The items of `iterable`, each a step, with what the iteration raises placed at `node`."""
        self.dialect.iterating(iterable)
        items = self.guarded(node, iterator, iterable)
        while True:
            try:
                item = next(items)
            except StopIteration:
                return
            except RUNTIME_ERRORS as exc:
                raise self.dialect.raised(exc).located(self.locate(node)) from None
            self.charge(node)
            yield item

    def _assign(self, node, scope):
        value = self.dialect.assigned(self, node.value, scope)
        for target in node.targets:
            self.assign(target, value, scope)

    def assign(self, target, value, scope):
        """Bind `target` (a name, a tuple of targets, an item, or an attribute) to `value`."""
        if isinstance(target, ast.Name):
            bound = self.guarded(target, self.dialect.bind, self, target.id, value)
            scope.binding(target.id).names[target.id] = bound
        elif isinstance(target, (ast.Tuple, ast.List)):
            self._unpack(target, value, scope)
        elif isinstance(target, ast.Subscript):
            container, index = self.evaluate(target.value, scope), self._index(target.slice, scope)
            self.guarded(target, set_item, container, index, value)
        elif isinstance(target, ast.Attribute):
            self.guarded(target, classes.set_attribute, self.evaluate(target.value, scope), target.attr, value)
        else:
            raise self.dialect.error("only names, tuples of names, items and attributes can be assigned to",
                                     self.locate(target))

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
            current = self.guarded(target, get_item, container, index)
        elif isinstance(target, ast.Attribute):  # and so is the object
            owner = self.evaluate(target.value, scope)
            current = self.guarded(target, self.attribute_of, owner, target.attr)
        else:
            current = self._name(target, scope)  # (a name is read as it is written: its context aside)
        value = self.evaluate(node.value, scope)
        result = self.guarded(node, self._operate, BOUNDED_INPLACE, node.op, current, value)
        if isinstance(target, ast.Subscript):
            self.guarded(target, set_item, container, index, result)
        elif isinstance(target, ast.Attribute):
            self.guarded(target, classes.set_attribute, owner, target.attr, result)
        else:
            self.assign(target, result, scope)

    def _expression_statement(self, node, scope):
        self.dialect.expression_statement(self, node, scope)

    def _if(self, node, scope):
        test = self.evaluate(node.test, scope)
        if self.dialect.staged(test):  # traced, not run: both branches, once each
            self.run(node.body, scope)
            self.run(node.orelse, scope)
        else:
            self.run(node.body if self.guarded(node.test, self.dialect.truth, test) else node.orelse, scope)

    def _for(self, node, scope):
        iterable = self.evaluate(node.iter, scope)
        items = self.iterate(node.iter, iterable)
        if self.dialect.staged(iterable):  # traced, not run: the body once
            items = itertools.islice(items, 1)
        for item in items:
            self.assign(node.target, item, scope)
            if not self._turn(node.body, scope):
                break
        else:
            self.run(node.orelse, scope)

    def _while(self, node, scope):
        while True:
            test = self.evaluate(node.test, scope)
            if self.dialect.staged(test):  # traced, not run: the body once
                self._turn(node.body, scope)
                return
            if not self.guarded(node.test, self.dialect.truth, test):
                break
            self.charge(node)  # an empty loop still costs a step a turn
            if not self._turn(node.body, scope):
                return
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
        decorators = [self.evaluate(d, scope) for d in node.decorator_list]
        value = self._function(node, scope)
        for decorator, decorator_node in zip(reversed(decorators), reversed(node.decorator_list)):
            value = self.call(decorator, [value], {}, decorator_node)
        scope.binding(node.name).names[node.name] = value

    def _function(self, node, scope):
        """The function a def or lambda defines: its defaults evaluated now, its closure the scope around it (a
        class body's functions see the scope around the class, as in Python)."""
        args = node.args
        defaults = [self.evaluate(d, scope) for d in args.defaults]
        kw_defaults = {a.arg: self.evaluate(d, scope) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d}
        return UserFunction(node, defaults, kw_defaults, scope.parent if scope.in_class else scope)

    def _lambda(self, node, scope):
        return self._function(node, scope)

    def _return(self, node, scope):
        raise _Return(None if node.value is None else self.evaluate(node.value, scope))

    def _with(self, node, scope):
        managers = []
        try:
            for item in node.items:
                manager = self.evaluate(item.context_expr, scope)
                entered = self.guarded(item.context_expr, enter, manager)
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
                self.guarded(target, delete_item, container, index)
            elif isinstance(target, ast.Attribute):
                self.guarded(target, classes.delete_attribute, self.evaluate(target.value, scope), target.attr)
            else:
                raise self.dialect.error("only names, items and attributes can be deleted", self.locate(target))

    def _assert(self, node, scope):
        if not self.truth(node.test, scope):
            message = () if node.msg is None else (self.dialect.text(self.evaluate(node.msg, scope)),)
            raise self.dialect.raised(AssertionError(*message)).located(self.locate(node))



    # ----- Expressions -----

    def evaluate(self, node, scope=None):
        """The value of an expression."""
        return _EXPRESSIONS[type(node)](self, node, scope or self.globals)

    def truth(self, node, scope):
        return self.guarded(node, self.dialect.truth, self.evaluate(node, scope))

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
            self.guarded(key, set_item, entries, self.evaluate(key, scope), self.evaluate(value, scope))
        return entries

    def _set(self, node, scope):
        items = set()
        for value in self._items(node.elts, scope):
            self.guarded(node, add_item, items, value)
        return items

    def _name(self, node, scope, calling=False):
        name = node.id
        while scope is not None:
            if name in scope.names:
                return scope.names[name]
            scope = scope.parent
        if name in self.dialect.builtins:
            return self.dialect.builtins[name]
        self.charge(node, len(self.dialect.builtins) + len(self.globals.names))  # the names a suggestion reads
        candidates = [n for n, v in self.dialect.builtins.items() if _is_callable(v) == calling]
        candidates += [n for n, v in self.globals.names.items() if _is_callable(v) == calling]
        raise self.dialect.raised(NameError(self.dialect.unknown(name, calling) + suggest(name, candidates))).located(
            self.locate(node))

    def _attribute(self, node, scope):
        return self.guarded(node, self.attribute_of, self.evaluate(node.value, scope), node.attr)

    def attribute_of(self, value, name):
        """`value.name`: of the program's classes and instances as Python has them, else as the dialect says."""
        try:
            return classes.get_attribute(value, name)
        except LookupError:
            return self.dialect.attribute(value, name)

    def _unary(self, node, scope):
        operand = self.evaluate(node.operand, scope)
        return self.guarded(node, self._operate, self.dialect.operators(), node.op, operand)

    def _binary(self, node, scope):
        """A chain of binary operators, a + b * c - d ..., as the parser nests it to the left (((a + b*c) - d)
        ...): evaluated in a loop, left to right as Python does, not a nested call per operator, so that a sum
        of 100,000 terms takes no more stack than a + b."""
        chain = [node]
        while isinstance(chain[-1].left, ast.BinOp):
            chain.append(chain[-1].left)
        value = self.evaluate(chain[-1].left, scope)
        for link in reversed(chain):
            right = self.evaluate(link.right, scope)
            value = self.guarded(link, self._operate, self.dialect.operators(), link.op, value, right)
            if link is not node:
                self.chained(link, value)
        return value

    def chained(self, node, value):
        """Told the value of each operator inside a chain, which `_binary` evaluates in its loop rather than by
        `evaluate`: nothing to do here, but an interpreter that remembers every part's value remembers it."""

    def _operate(self, table, op, *operands):
        """The operator `op` of `table` applied to operands as the dialect has them; it costs OPERATOR_STEPS."""
        self.budget.charge(OPERATOR_STEPS)
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
            result = self.guarded(node, self._operate, self.dialect.operators(), op, left, right)
            if len(node.ops) > 1 and not self.guarded(node, bool, result):
                return result  # Python's a < b < c is the first false comparison itself
            left = right
        return result

    def _subscript(self, node, scope):
        container = self.evaluate(node.value, scope)
        return self.guarded(node, get_item, container, self._index(node.slice, scope))

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

    def _set_comprehension(self, node, scope):
        results = set()
        self._comprehend(node.generators, Scope(parent=scope), lambda inner: self.guarded(
            node.elt, add_item, results, self.evaluate(node.elt, inner)))
        return results

    def _dict_comprehension(self, node, scope):
        results = {}
        self._comprehend(node.generators, Scope(parent=scope), lambda inner: self.guarded(
            node.key, set_item, results, self.evaluate(node.key, inner), self.evaluate(node.value, inner)))
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
        self.guarded(node, check_elements, sum(map(len, parts)), "the formatted string", 1)
        return "".join(parts)

    # ----- Calls -----

    def _call(self, node, scope):
        if isinstance(node.func, ast.Name):
            callee = self._name(node.func, scope, calling=True)
        else:
            callee = self.evaluate(node.func, scope)
        args = self._items(node.args, scope)
        kwargs = {}
        for keyword in node.keywords:
            if keyword.arg is None:  # f(**mapping)
                self.guarded(keyword, _unpack_keywords, kwargs, self.evaluate(keyword.value, scope))
            else:
                kwargs[keyword.arg] = self.evaluate(keyword.value, scope)
        if callee is self.dialect.builtins.get("super") and not args and not kwargs:
            return self._super(node, scope)
        return self.call(callee, args, kwargs, node)

    def call(self, callee, args, kwargs, node=None):
        """Call anything a program may call: its functions and methods, its classes (making an instance), its
        instances (their __call__), and the dialect's functions. `node` places what fails (by default, the
        function's own definition)."""
        if isinstance(callee, classes.BoundMethod):
            callee, args = callee.function, [callee.receiver, *args]
            if not isinstance(callee, UserFunction):
                return self.call(callee, args, kwargs, node)
        if isinstance(callee, UserFunction):
            return self.call_function(node or callee.node, callee, args, kwargs)
        if isinstance(callee, classes.UserClass):
            return self.guarded(node, classes.instantiate, callee, args, kwargs)
        if isinstance(callee, classes.Instance):
            method = callee.special("__call__")
            if method is None:
                raise self.dialect.raised(TypeError(f"'{callee.cls.name}' object is not callable")).located(
                    self.place(node))
            return self.call(method, args, kwargs, node)
        return self.guarded(node, self.call_library, node, callee, args, kwargs)

    def call_library(self, node, callee, args, kwargs):
        """Call one of the dialect's functions. The operations it runs come from `node` (their origin): one
        that fails, now or when a gradient through it does, is told as this call (`operation_failure`), not as
        the primitive inside it (matvec, not the matmul it runs; det, not the inv its gradient runs)."""
        self.budget.charge(CALL_STEPS)
        if node is None:  # called back from the library (a method printing an object): no place of its own
            return self.dialect.call(callee, args, kwargs)
        previous = recording.set_origin((node, self.locate))
        try:
            result = self.dialect.call(callee, args, kwargs)
        except TypeError as exc:
            raise called.as_called(exc, callee, node, args, kwargs) from None
        finally:
            recording.set_origin(previous)
        self.budget.check_time()
        return result

    def call_function(self, node, function, args, kwargs):
        """Call a function the program defined: bind its parameters in a scope of its own, run its body (a
        lambda's: evaluate it)."""
        scope = Scope(self.guarded(node, function.parameters, args, kwargs), parent=function.closure,
                      frame=(function, args[0] if args else None))
        if function.generator:  # a def with yield: its body runs as what it returns is iterated
            return ProgramGenerator(self, function, scope)
        self.calls += 1
        self.charge(node)
        if self.calls > LIMITS.max_depth:
            raise self.dialect.error(beyond("max_depth", "the calls nest deeper", "levels"), self.locate(node))
        try:
            if isinstance(function.node, ast.Lambda):
                return self.evaluate(function.node.body, scope)
            self.run(function.node.body, scope)
        except _Return as returned:
            return returned.value
        finally:
            self.calls -= 1
        return None

    def place(self, node):
        """Where `node` is, for errors; None for none."""
        return None if node is None else self.locate(node)
    def callback(self, function):
        """`function`, which the program defined, as a Python callable for the dialect's own code to call back
        (a custom gradient's forward and gradient functions): it runs here, as a call made by the library call
        running when it is called."""
        return Callback(self, function)

    def guarded(self, node, function, *args):
        """`function(*args)`, with what it raises as an error of the dialect placed at `node`."""
        try:
            return function(*args)
        except GUARDED as exc:
            raise self.failure(node, exc) from None

    def failure(self, node, exc):
        """The error of the dialect that `exc`, one of GUARDED raised while running `node`, ends in."""
        place = self.place(node)
        if isinstance(exc, GradcliError):
            return exc.located(place)
        if isinstance(exc, RecursionError):
            return self.dialect.error("the values are nested too deeply", place)
        if isinstance(exc, (StepsExceeded, LimitExceeded)):  # gradcli's limits: nothing the program can catch
            return self.dialect.error(str(exc), place)
        if isinstance(exc, OperationError):
            return operation_failure(exc, place, self.dialect)
        if isinstance(exc, MemoryError):
            return self.dialect.error("not enough memory for this", place)
        return self.dialect.raised(exc).located(place)


# What a guard turns into the dialect's errors, placed at the node that raised it: gradcli's errors and limits,
# the operations that failed, and Python's exceptions a running program can cause.
GUARDED = (GradcliError, StepsExceeded, RecursionError, LimitExceeded, OperationError, MemoryError, *RUNTIME_ERRORS)


class Callback(Shown):
    """A function the program defined, as the dialect's code calls it: with Python's arguments, its body run by
    the interpreter. It is called by the library call running then (a tape's gradient calls a custom gradient's
    grad_fn), where an argument it cannot bind is placed; errors in its body are placed in its body."""

    tf_type_name = "function"

    def tf_repr(self):
        return self.function.tf_repr()

    def __init__(self, interpreter, function):
        self.interpreter, self.function = interpreter, function

    __name__ = property(lambda self: self.function.name)
    __signature__ = property(lambda self: self.function.signature)  # what inspect.signature reads

    def __call__(self, *args, **kwargs):
        origin = recording.ORIGIN  # (the library call running now, which call_library made the origin)
        node = origin[0] if origin else self.function.node
        previous = recording.set_origin(None)  # the body's operations are its own, as any function's are
        try:
            return self.interpreter.call_function(node, self.function, list(args), kwargs)
        finally:
            recording.set_origin(previous)


# The handler of each statement and expression node: what runs is only ever one of these.
_STATEMENTS = {
    ast.Assign: Interpreter._assign, ast.AugAssign: Interpreter._augmented_assign,
    ast.Expr: Interpreter._expression_statement, ast.If: Interpreter._if, ast.For: Interpreter._for,
    ast.While: Interpreter._while, ast.Break: Interpreter._break, ast.Continue: Interpreter._continue,
    ast.FunctionDef: Interpreter._def, ast.Return: Interpreter._return, ast.With: Interpreter._with,
    ast.Delete: Interpreter._delete, ast.Assert: Interpreter._assert, ast.Pass: lambda self, node, scope: None,
    ast.Import: Interpreter._import, ast.ImportFrom: Interpreter._import_from, ast.ClassDef: Interpreter._class,
    ast.Try: Interpreter._try, ast.Raise: Interpreter._raise, ast.Global: Interpreter._global,
    ast.Nonlocal: Interpreter._nonlocal, ast.AnnAssign: Interpreter._annotated_assign,
}
_EXPRESSIONS = {
    ast.Constant: lambda self, node, scope: node.value, ast.Name: Interpreter._name,
    ast.Attribute: Interpreter._attribute, ast.List: lambda self, node, scope: self._items(node.elts, scope),
    ast.Tuple: lambda self, node, scope: tuple(self._items(node.elts, scope)), ast.Dict: Interpreter._dict,
    ast.UnaryOp: Interpreter._unary, ast.BinOp: Interpreter._binary, ast.BoolOp: Interpreter._boolean,
    ast.Compare: Interpreter._compare, ast.Subscript: Interpreter._subscript, ast.Slice: Interpreter._slice,
    ast.Call: Interpreter._call, ast.IfExp: Interpreter._conditional, ast.ListComp: Interpreter._list_comprehension,
    ast.GeneratorExp: Interpreter._list_comprehension, ast.DictComp: Interpreter._dict_comprehension,
    ast.JoinedStr: Interpreter._formatted_string, ast.Lambda: Interpreter._lambda, ast.Set: Interpreter._set,
    ast.SetComp: Interpreter._set_comprehension,
}


def _is_callable(value):
    """Whether a name's value is something to call (a function, or a module of them), for suggestions."""
    return isinstance(value, Namespace) or (callable(value) and not isinstance(value, Tensor))


# Containers the programs build are Python's own; items are read and written only through these.


def _unpack_keywords(kwargs, mapping):
    """f(**mapping): its entries as keyword arguments, each once, as Python refuses otherwise."""
    if not isinstance(mapping, dict) or not all(isinstance(k, str) for k in mapping):
        raise TypeError("argument after ** must be a mapping with string keys")
    for key, value in mapping.items():
        if key in kwargs:
            raise TypeError(f"got multiple values for keyword argument '{key}'")
        kwargs[key] = value
