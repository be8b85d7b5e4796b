"""Where a yield may be: the yields of a def's own body make it a generator's (`generators.py`), and the checker
refuses a yield anywhere else, or inside an expression.
"""
import ast


def own_yields(statements):
    """The yields of these statements, not those of a def, lambda or class inside them: a def whose body has
    one is a generator's (`generators.py`)."""
    found, stack = [], list(statements)
    while stack:
        child = stack.pop()
        if isinstance(child, (ast.Yield, ast.YieldFrom)):
            found.append(child)
        if not isinstance(child, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
            stack.extend(ast.iter_child_nodes(child))
    return found


def yield_problem(node, parent, in_functions):
    """A yield is a statement or an assignment's value, in a def."""
    if not isinstance(node, (ast.Yield, ast.YieldFrom)):
        return None
    if id(node) not in in_functions:
        return "'yield' outside function"
    if isinstance(parent, ast.Expr) or (isinstance(parent, ast.Assign) and isinstance(node, ast.Yield)):
        return None
    return "gradcli runs a yield as a statement (yield value, yield from items) or an assignment's value only"
