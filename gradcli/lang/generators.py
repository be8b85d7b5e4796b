"""Generators: what calling a program's function that has `yield` gives, run a step at a time as it is iterated.

    def batches(data, size):          # for batch in batches(x, 32): ...
        for start in range(0, len(data), size):
            yield data[start:start + size]

The body runs only as far as its next `yield` each time an item is asked for (by
a for loop, `next`, `list`, `zip`, ...), as in Python. The interpreter walks it:
statements without a yield run as any statement does, and the statements a
yield is inside (for, while, if) are walked here, pausing at each yield. Each
statement, turn and item costs the run's budget its steps as anywhere else, and
resuming a generator counts as a call, so an endless generator, or one that
resumes itself through others without end, is stopped as an endless loop or a
too deep recursion is.

A yield is a statement (`yield value`, `yield from items`) or the value of an
assignment (`x = yield value`, which binds None: `next` sends nothing); the
checker refuses it anywhere else. Inside try and with, it is refused when the
generator reaches it.
"""
import ast

from gradcli.words.errors import GradcliError
from gradcli.engine.limits import LIMITS, beyond
from gradcli.engine.shown import Shown
from gradcli.lang.yields import own_yields
from gradcli.lang.runtime import CALL_STEPS, _Break, _Continue, _Return


class ProgramGenerator(Shown):
    """The generator a call of a program's function with `yield` returns: its body, run a step at a time."""

    tf_type_name = "generator"

    def __init__(self, interpreter, function, scope):
        self.interpreter, self.function, self.running = interpreter, function, False
        self.steps = _body(_Walk(interpreter, _yielding(function.node.body)), function.node.body, scope)

    def __iter__(self):
        return self

    def __next__(self):
        if self.running:
            raise ValueError("generator already executing")
        interpreter = self.interpreter
        interpreter.budget.charge(CALL_STEPS)  # resumed, the body runs as a call does, and nests as calls do
        interpreter.calls += 1
        if interpreter.calls > LIMITS.max_depth:
            interpreter.calls -= 1
            raise interpreter.dialect.error(beyond("max_depth", "the calls nest deeper", "levels"),
                                            interpreter.locate(self.function.node))
        self.running = True
        try:
            return next(self.steps)
        finally:
            self.running = False
            interpreter.calls -= 1

    def tf_str(self):
        return f"<generator object {self.function.name}>"  # (Python adds its address, which no two runs share)

    tf_repr = tf_str


def _yielding(statements):
    """The ids of the statements a yield is in, at any depth of for, while and if (and try and with, refused)."""
    found = set()
    for statement in statements:
        if own_yields([statement]):
            found.add(id(statement))
            for part in ("body", "orelse", "finalbody", "handlers"):
                found |= _yielding(getattr(statement, part, []))
    return found


class _Walk:
    """The interpreter, and the statements of the body it walks here rather than runs."""

    def __init__(self, interpreter, yielding):
        self.interpreter, self.yielding = interpreter, yielding


def _body(walk, statements, scope):
    """The function's body run to its end or its return, yielding what its yields give."""
    try:
        yield from _statements(walk, statements, scope)
    except _Return:
        return


def _statements(walk, statements, scope):
    interpreter = walk.interpreter
    for statement in statements:
        if id(statement) not in walk.yielding:
            interpreter.run([statement], scope)
            continue
        interpreter.charge(statement)
        yield from _WALKS.get(type(statement), _refused)(walk, statement, scope)


def _expression(walk, node, scope):
    value, interpreter = node.value, walk.interpreter
    if isinstance(value, ast.YieldFrom):
        yield from interpreter.iterate(value, interpreter.evaluate(value.value, scope))
    else:
        yield None if value.value is None else interpreter.evaluate(value.value, scope)


def _assign(walk, node, scope):
    interpreter = walk.interpreter
    yield None if node.value.value is None else interpreter.evaluate(node.value.value, scope)
    for target in node.targets:  # what `next` sends: nothing
        interpreter.assign(target, None, scope)


def _if(walk, node, scope):
    yield from _statements(walk, node.body if walk.interpreter.truth(node.test, scope) else node.orelse, scope)


def _loop_body(walk, node, scope):
    """One pass of a loop's body; whether it broke out of the loop."""
    try:
        yield from _statements(walk, node.body, scope)
    except _Break:
        return True
    except _Continue:
        pass
    return False


def _for(walk, node, scope):
    interpreter = walk.interpreter
    iterable = interpreter.evaluate(node.iter, scope)
    for item in interpreter.iterate(node.iter, iterable):
        interpreter.assign(node.target, item, scope)
        if (yield from _loop_body(walk, node, scope)):
            return
    yield from _statements(walk, node.orelse, scope)


def _while(walk, node, scope):
    interpreter = walk.interpreter
    while interpreter.truth(node.test, scope):
        interpreter.charge(node)
        if (yield from _loop_body(walk, node, scope)):
            return
    yield from _statements(walk, node.orelse, scope)


def _refused(walk, node, scope):
    raise GradcliError("gradcli runs a yield in a generator's for, while and if statements, not in "
                       f"{type(node).__name__.lower()} statements").located(walk.interpreter.locate(node))


_WALKS = {ast.Expr: _expression, ast.Assign: _assign, ast.If: _if, ast.For: _for, ast.While: _while}
