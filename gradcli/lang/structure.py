"""The structure of Python programs beyond expressions and loops: classes, exceptions, imports, and the scopes
names are declared in (global, nonlocal), as the interpreter runs them.

A mixin of `Interpreter`: each method is the handler of a statement (`_class` of
`class`, `_try` of `try`, ...) or what one needs, in the interpreter's terms
(`run`, `evaluate`, `call`, `guarded`, the dialect).
"""
import ast

from gradcli.lang import classes
from gradcli.lang.exceptions import ExceptionClass, ExceptionInstance, ProgramError
from gradcli.lang.runtime import Scope


# Where a class body keeps its annotated names (each with whether it has a default), in its namespace: a name the
# program cannot read, as Python keeps __annotations__.
ANNOTATIONS = "__annotations__"


class Structure:
    """The interpreter's handlers of classes, exceptions, imports and declared scopes."""

    def _class(self, node, scope):
        """A class statement: its bases, its body run in a scope of its own (the class's namespace), then the
        class made, its decorators applied, and bound to its name."""
        bases = [self.evaluate(base, scope) for base in node.bases]
        body = Scope(parent=scope, in_class=True)
        self.run(node.body, body)
        made = self.guarded(node, classes.make_class, node.name, bases, body.names, self.call)
        decorators = [self.evaluate(d, scope) for d in node.decorator_list]
        for decorator, decorator_node in zip(reversed(decorators), reversed(node.decorator_list)):
            made = self.call(decorator, [made], {}, decorator_node)
        scope.binding(node.name).names[node.name] = made

    def _annotated_assign(self, node, scope):
        """`name: annotation = value`: the value assigned, the annotation never evaluated (a class's annotated
        names are kept in order, its fields where it is a dataclass's)."""
        if node.value is not None:
            self.assign(node.target, self.evaluate(node.value, scope), scope)
        if scope.in_class and isinstance(node.target, ast.Name):
            scope.names.setdefault(ANNOTATIONS, {})[node.target.id] = node.target.id in scope.names

    def _global(self, node, scope):
        scope.declared.update(dict.fromkeys(node.names, "global"))

    def _nonlocal(self, node, scope):
        scope.declared.update(dict.fromkeys(node.names, "nonlocal"))

    def _try(self, node, scope):
        """try/except/else/finally: an exception of the program's (a ProgramError) is caught by the first
        handler that names its class, bound to the `as` name while the handler runs, as Python does."""
        try:
            try:
                self.run(node.body, scope)
            except ProgramError as error:
                handler = self._handler(node.handlers, error.exception, scope)
                if handler is None:
                    raise
                self._handle(handler, error, scope)
            else:
                self.run(node.orelse, scope)
        finally:
            self.run(node.finalbody, scope)

    def _handler(self, handlers, exception, scope):
        for handler in handlers:
            if handler.type is None:
                return handler
            caught = self.evaluate(handler.type, scope)
            if not all(isinstance(c, (ExceptionClass, classes.UserClass)) for c in
                       (caught if isinstance(caught, tuple) else (caught,))):
                raise self.dialect.raised(TypeError("catching classes that do not inherit from BaseException is "
                                                    "not allowed")).located(self.locate(handler.type))
            if exception.matches(caught):
                return handler
        return None

    def _handle(self, handler, error, scope):
        if handler.name:
            scope.names[handler.name] = error.exception
        self.handling.append(error)
        try:
            self.run(handler.body, scope)
        finally:
            self.handling.pop()
            if handler.name:
                scope.names.pop(handler.name, None)  # as Python deletes it at the end of the handler

    def _raise(self, node, scope):
        if node.exc is None:
            if not self.handling:
                raise self.dialect.raised(RuntimeError("No active exception to reraise")).located(self.locate(node))
            raise self.handling[-1]
        raised = self.evaluate(node.exc, scope)
        if isinstance(raised, ExceptionClass):
            raised = raised()
        if not isinstance(raised, ExceptionInstance):
            raise self.dialect.raised(TypeError("exceptions must derive from BaseException")).located(
                self.locate(node))
        if node.cause is not None:
            self.evaluate(node.cause, scope)
        raise ProgramError(raised, self.locate(node))

    def _import(self, node, scope):
        for alias in node.names:  # import a.b binds a; import a.b as c binds c to a.b
            bound = alias.asname or alias.name.split(".")[0]
            scope.names[bound] = self.dialect.module(alias.name if alias.asname else alias.name.split(".")[0])

    def _import_from(self, node, scope):
        module = self.dialect.module(node.module)
        for alias in node.names:
            scope.names[alias.asname or alias.name] = self.guarded(node, self.dialect.attribute, module, alias.name)

    def _super(self, node, scope):
        """super() in a method: the class the method was defined in and its first argument, from the call."""
        while scope is not None and scope.frame is None:
            scope = scope.parent
        function, receiver = scope.frame if scope is not None else (None, None)
        owner = getattr(function, "owner", None)
        if owner is None or receiver is None:
            raise self.dialect.raised(RuntimeError("super(): no arguments")).located(self.locate(node))
        return classes.Super(owner, receiver)
