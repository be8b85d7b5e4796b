"""What Python refuses before running that its parser lets through: the checks of its compiler and symbol
table, made on the syntax tree with Python's own messages.

`return` outside a function, `break` and `continue` outside a loop (a def or a class body starts afresh, and a
loop's `else` is not in the loop), `nonlocal` at module level or with no binding in an enclosing function,
a parameter named twice or declared global or nonlocal, and a name used before its global or nonlocal
declaration: Python says SyntaxError and runs nothing, and so does gradcli (`parse.parse_python`).

    >>> import ast
    >>> compiler_problem(ast.parse("def f():\\n    nonlocal q\\n"))[0]
    "no binding for nonlocal 'q' found"
"""
import ast

_SCOPES = (ast.FunctionDef, ast.ClassDef, ast.Lambda, ast.ListComp, ast.DictComp, ast.GeneratorExp)


def compiler_problem(tree):
    """The first thing Python's compiler would refuse in the module `tree`, as (message, node); else None."""
    return _block_problem(tree.body, None, False, frozenset(), module=True)


def _block_problem(statements, function, in_loop, enclosing, module=False):
    """The problem in a scope's statements: `function` is the def whose body they are (None for a module or a
    class body), `in_loop` whether a break may end a loop here, `enclosing` the names the functions around the
    scope bind (what a nonlocal may name)."""
    for node in statements:
        problem = _statement_problem(node, function, in_loop, enclosing, module)
        if problem:
            return problem
    return None


def _statement_problem(node, function, in_loop, enclosing, module):
    if isinstance(node, ast.Return) and function is None:
        return "'return' outside function", node
    if isinstance(node, ast.Break) and not in_loop:
        return "'break' outside loop", node
    if isinstance(node, ast.Continue) and not in_loop:
        return "'continue' not properly in loop", node
    if isinstance(node, ast.Nonlocal):
        if module:
            return "nonlocal declaration not allowed at module level", node
        unbound = [name for name in node.names if name not in enclosing]
        if unbound:
            return f"no binding for nonlocal '{unbound[0]}' found", node
    if isinstance(node, ast.FunctionDef):
        return _function_problem(node, function, enclosing)
    if isinstance(node, ast.ClassDef):  # a class body's names bind for nothing inside it
        return _block_problem(node.body, None, False, _inherited(function, enclosing))
    if isinstance(node, (ast.For, ast.While)):
        return (_block_problem(node.body, function, True, enclosing, module)
                or _block_problem(node.orelse, function, in_loop, enclosing, module))
    for field in ("body", "orelse", "finalbody"):  # if, with, try: the same scope and loop
        problem = _block_problem(getattr(node, field, ()), function, in_loop, enclosing, module)
        if problem:
            return problem
    for handler in getattr(node, "handlers", ()):
        problem = _block_problem(handler.body, function, in_loop, enclosing, module)
        if problem:
            return problem
    return None


def _function_problem(node, function, enclosing):
    """A def: its parameters, its declarations, then its body, where the names its enclosing functions bind
    (and this one's, unless it declares them global) may be nonlocal."""
    parameters = _parameters(node)
    seen = set()
    for arg in parameters:
        if arg.arg in seen:
            return f"duplicate argument '{arg.arg}' in function definition", arg
        seen.add(arg.arg)
    problem = _declaration_problem(node, seen)
    return problem or _block_problem(node.body, node, False, _inherited(function, enclosing))


def _declaration_problem(function, parameters):
    """A global or nonlocal declaration of a parameter, or of a name the function used before declaring it."""
    declared = {}
    for statement in _own_nodes(function.body):
        if not isinstance(statement, (ast.Global, ast.Nonlocal)):
            continue
        kind = "global" if isinstance(statement, ast.Global) else "nonlocal"
        for name in statement.names:
            if name in parameters:
                return f"name '{name}' is parameter and {kind}", statement
            first_kind, first = declared.setdefault(name, (kind, statement))
            if first_kind != kind:
                return f"name '{name}' is nonlocal and global", first
            problem = _used_before(function.body, name, statement, kind)
            if problem:
                return problem
    return None


def _used_before(body, name, declaration, kind):
    where = (declaration.lineno, declaration.col_offset)
    for node in _own_nodes(body):
        if isinstance(node, ast.Name) and node.id == name and (node.lineno, node.col_offset) < where:
            how = "assigned to before" if isinstance(node.ctx, (ast.Store, ast.Del)) else "used prior to"
            return f"name '{name}' is {how} {kind} declaration", declaration
    return None


def _inherited(function, enclosing):
    """The names a nonlocal may name inside `function` (None: a module or class body, which binds none for
    them): those bound around it and those it binds, but the names it declares global."""
    if function is None:
        return enclosing
    bound, declared_global = _bound(function)
    return (enclosing - declared_global) | bound


def _bound(function):
    """The names a def binds (its parameters, the names its own body binds) and those it declares global."""
    bound, declared_global = {arg.arg for arg in _parameters(function)}, set()
    for node in _own_nodes(function.body):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.alias):
            bound.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.Global):
            declared_global.update(node.names)
    return frozenset(bound - declared_global), frozenset(declared_global)


def _parameters(function):
    args = function.args
    return [*args.posonlyargs, *args.args, *filter(None, [args.vararg]), *args.kwonlyargs,
            *filter(None, [args.kwarg])]


def _own_nodes(statements):
    """The nodes of a scope's own statements: a def or class inside is its name and decorators (which run
    here), not its body; a lambda or comprehension inside is a scope of its own."""
    stack = list(reversed(statements))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            children = [*node.decorator_list, *getattr(node, "bases", ()), *getattr(node, "keywords", ())]
            if isinstance(node, ast.FunctionDef):
                children += [*node.args.defaults, *filter(None, node.args.kw_defaults)]
        elif isinstance(node, _SCOPES):
            children = []
        else:
            children = list(ast.iter_child_nodes(node))
        stack.extend(reversed(children))
