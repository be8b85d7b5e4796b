"""Text to syntax trees: program files and formulas, checked against an allow-list.

The text is parsed with Python's `ast` module (never evaluated) and every node is
checked before anything runs: only numbers, names, arithmetic, comparisons,
calls, lists, tuples, dicts of results, indexing and slicing exist, and the only
attribute access is a `tf.`, `tf.math.`, `tf.nn.`, `tf.linalg.` or `np.` prefix
on a name. A program is a list of statements, each `name = expression` or a
`gradient(...)` / `jacobian(...)` call.

This module knows no numbers: `program.py` evaluates what it returns.
"""
import ast
import collections
import warnings

from gradcli.errors import GradcliError, Position
from gradcli.limits import LIMITS, exceeded

PREFIXES = ("tf", "tf.math", "tf.nn", "tf.linalg", "np")
RESULT_CALLS = ("gradient", "jacobian")

Operator = collections.namedtuple("Operator", "symbol function")

# Python's operators: each one's symbol, and the function of the vocabulary it means. The checker, the
# evaluator and the symbolic module all read this one table.
OPERATORS = {
    ast.Add: Operator("+", "add"), ast.Sub: Operator("-", "subtract"), ast.Mult: Operator("*", "multiply"),
    ast.Div: Operator("/", "divide"), ast.Pow: Operator("**", "pow"), ast.MatMult: Operator("@", "matmul"),
    ast.FloorDiv: Operator("//", "floordiv"), ast.Mod: Operator("%", "floormod"),
    ast.USub: Operator("-", "negative"), ast.UAdd: Operator("+", "identity"),
    ast.Lt: Operator("<", "less"), ast.LtE: Operator("<=", "less_equal"), ast.Gt: Operator(">", "greater"),
    ast.GtE: Operator(">=", "greater_equal"), ast.Eq: Operator("==", "equal"), ast.NotEq: Operator("!=", "not_equal"),
}
_EXPRESSIONS = (ast.Constant, ast.Name, ast.Attribute, ast.BinOp, ast.UnaryOp, ast.Compare, ast.Call,
                ast.List, ast.Tuple, ast.Dict, ast.Subscript, ast.Slice)
_REFUSED = {
    ast.Import: "import statements", ast.ImportFrom: "import statements", ast.Lambda: "lambdas",
    ast.ListComp: "comprehensions", ast.SetComp: "comprehensions", ast.DictComp: "comprehensions",
    ast.GeneratorExp: "generator expressions", ast.JoinedStr: "f-strings", ast.NamedExpr: "the walrus operator :=",
    ast.Starred: "starred arguments", ast.IfExp: "conditional expressions", ast.BoolOp: "'and' and 'or'",
    ast.Set: "sets", ast.Await: "await", ast.Yield: "yield", ast.YieldFrom: "yield",
    ast.FunctionDef: "function definitions", ast.AsyncFunctionDef: "function definitions",
    ast.ClassDef: "class definitions", ast.For: "loops", ast.While: "loops", ast.If: "if statements",
    ast.With: "with statements", ast.Try: "try statements", ast.Delete: "del", ast.Global: "global",
    ast.Nonlocal: "nonlocal", ast.AugAssign: "augmented assignment (+= and the like)",
    ast.AnnAssign: "annotated assignment", ast.Return: "return", ast.Raise: "raise", ast.Assert: "assert",
    ast.Pass: "pass", ast.Break: "break", ast.Continue: "continue",
}


class Locator:
    """Turns ast positions (UTF-8 byte offsets) into `Position`s with the line's text."""

    def __init__(self, source, text):
        self.source, self.lines = source, text.splitlines()

    def __call__(self, node):
        line = getattr(node, "lineno", 1)
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        col = _chars(text, node.col_offset) + 1
        same_line = getattr(node, "end_lineno", line) == line and node.end_col_offset is not None
        end = _chars(text, node.end_col_offset) + 1 if same_line else len(text) + 1
        return Position(self.source, line, col, end, text)

    def source_of(self, node):
        """The text of a one-line node (the whole first line's rest for longer ones)."""
        p = self(node)
        return p.text[p.col - 1:p.end_col - 1]


def _chars(text, byte_offset):
    return len(text.encode("utf-8")[:byte_offset].decode("utf-8", errors="replace"))


CHUNK_LINES = 512  # a program is parsed a few hundred lines at a time, so its syntax tree never grows large


def parse_program(text, source="<program>"):
    """The checked statements of a program, produced a chunk at a time as they are consumed.

    Evaluating each chunk before parsing the next keeps memory (and time) linear in the program's
    length. A chunk ends at a line where the statements before it parse on their own; a statement
    cut in two never does (its first part has an open bracket or string), so growing the chunk until
    it parses finds the boundary, and a real syntax error is reported as parsing the rest would."""
    _check_length(text, source, "the program")
    lines = text.splitlines(keepends=True)
    locate = Locator(source, text)
    start, count = 0, 0
    while start < len(lines):
        size = CHUNK_LINES
        while True:
            end = min(len(lines), start + size)
            try:
                tree = _quiet_parse("".join(lines[start:end]), source, "exec")
                break
            except (SyntaxError, RecursionError, MemoryError, ValueError):
                if end == len(lines):
                    _parse("".join(lines[start:]), source, "exec", first_line=start + 1, text_of_file=text)
                size *= 2
        _check(tree, locate, line_offset=start)
        count += len(tree.body)
        if count > LIMITS.max_statements:
            extra = tree.body[len(tree.body) - (count - LIMITS.max_statements)]
            raise GradcliError(exceeded("max_statements", "the program has more statements"), locate(extra))
        yield from tree.body
        start = end


def parse_formula(text, source="<formula>"):
    """Parse and check one expression."""
    _check_length(text, source, "the formula")
    tree = _parse(text, source, "eval")
    _check(tree, Locator(source, text))
    return tree.body


def _quiet_parse(text, source, mode):
    """`ast.parse` without Python's SyntaxWarnings ("invalid decimal literal"), which would go to stderr as noise."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        return ast.parse(text, filename=source, mode=mode)


def _check_length(text, source, what):
    if len(text) > LIMITS.max_length:
        raise GradcliError(exceeded("max_length", f"{what} has {len(text):,} characters"), Position(source, 1, 1))


def _parse(text, source, mode, first_line=1, text_of_file=None):
    """`ast.parse`, with its failures as errors at their place; `text` may start at `first_line` of a file."""
    try:
        return _quiet_parse(text, source, mode)
    except SyntaxError as exc:
        line = (exc.lineno or 1) + first_line - 1
        lines = (text_of_file or text).splitlines()
        line_text = lines[line - 1] if 0 < line <= len(lines) else ""
        col = max(1, min(exc.offset or 1, len(line_text) + 1))
        raise GradcliError(exc.msg, Position(source, line, col, 0, line_text)) from None
    except (RecursionError, MemoryError):
        line = first_line + _too_deep_line(text, mode)
        lines = (text_of_file or text).splitlines()
        line_text = lines[line - 1] if 0 < line <= len(lines) else ""
        raise GradcliError("this is too long or too deeply nested for Python's parser; split it into several "
                           "statements", Position(source, line, 1, len(line_text) + 1, line_text)) from None
    except ValueError as exc:  # null bytes
        raise GradcliError(str(exc), Position(source, first_line, 1)) from None


def _too_deep_line(text, mode):
    """The index of the first line that the parser cannot take on its own (0 if none alone is the cause)."""
    for index, line in enumerate(text.splitlines()):
        try:
            ast.parse(line.strip(), mode=mode)
        except (RecursionError, MemoryError):
            return index
        except (SyntaxError, ValueError):
            pass
    return 0


def _dotted_name(node):
    """'tf.math.log' for the attribute chain tf.math.log; None if it is not a chain of names."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def resolve_name(node):
    """The vocabulary's name for a checked name or prefixed name: 'log' for tf.math.log, 'x' for x."""
    name = _dotted_name(node)
    prefix, _, base = name.rpartition(".")
    return base if prefix in PREFIXES else name


def _check(tree, locate, line_offset=0):
    """Refuse every node outside the allow-list, naming it and its place; move lines down by `line_offset`
    (a chunk's first line in its file) on the way."""
    stack = [(tree, None, 0)]
    while stack:
        node, parent, depth = stack.pop()
        if line_offset and hasattr(node, "lineno"):
            node.lineno += line_offset
            node.end_lineno += line_offset
        problem = _problem(node, parent, depth)
        if problem:
            raise GradcliError(problem, locate(node) if hasattr(node, "lineno") else None)
        if isinstance(node, ast.Attribute):
            continue  # a checked prefix chain: nothing inside to visit
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop)):
                stack.append((child, node, depth + 1))


def _problem(node, parent, depth):
    """What is wrong with `node` in this place, or None."""
    if depth > LIMITS.max_depth:
        return exceeded("max_depth", "the expression is nested more deeply")
    if type(node) in _REFUSED:
        return f"gradcli programs do not allow {_REFUSED[type(node)]}"
    if isinstance(node, (ast.Module, ast.Expression, ast.keyword)):
        return None
    if isinstance(node, ast.stmt):
        return _statement_problem(node)
    if not isinstance(node, _EXPRESSIONS):
        return f"gradcli programs do not allow {type(node).__name__}"
    return _expression_problem(node, parent)


def _statement_problem(node):
    if isinstance(node, ast.Assign):
        if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name):
            return "assign to one plain name, as in y = x * x"
        return _name_problem(node.targets[0].id)
    if isinstance(node, ast.Expr) and (_result_call(node.value) or type(node.value) in _REFUSED):
        return None  # a refused expression (yield, await) is reported by name
    return "a statement must be 'name = expression' or a gradient(...) or jacobian(...) call"


def _result_call(node):
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in RESULT_CALLS


def _name_problem(name):
    if name.startswith("__"):
        return f"names starting with '__' are not allowed: {name}"
    return None


def _expression_problem(node, parent):
    if isinstance(node, ast.Constant):
        return _constant_problem(node, parent)
    if isinstance(node, ast.Name):
        return _name_problem(node.id)
    if isinstance(node, ast.Attribute):
        name = _dotted_name(node)
        if name is None or name.rpartition(".")[0] not in PREFIXES:
            return ("attribute access is not allowed; only the prefixes "
                    + ", ".join(p + "." for p in PREFIXES) + " may precede a name")
        return None
    if isinstance(node, ast.BinOp) and type(node.op) not in OPERATORS:
        return f"the operator {_symbol(node.op)} is not supported; use + - * / // % ** @"
    if isinstance(node, ast.UnaryOp) and type(node.op) not in OPERATORS:
        return f"the operator {_symbol(node.op)} is not supported"
    if isinstance(node, ast.Compare):
        if len(node.ops) != 1:
            return "chained comparisons are not supported; compare two values at a time"
        if type(node.ops[0]) not in OPERATORS:
            return f"the comparison {_symbol(node.ops[0])} is not supported"
    if isinstance(node, ast.Call):
        return _call_problem(node, parent)
    if isinstance(node, ast.Dict) and any(not _is_string(k) for k in node.keys):
        return "dict keys must be strings, as in {'w': w}"
    if isinstance(node, ast.Slice) and not isinstance(parent, (ast.Subscript, ast.Tuple)):
        return "a slice (:) is only allowed inside [ ]"
    return None


def _constant_problem(node, parent):
    value = node.value
    if isinstance(value, str):
        if isinstance(parent, (ast.Call, ast.keyword, ast.Dict)):
            return None
        return "strings are only allowed as arguments, as in unconnected_gradients='zero'"
    if value is None or value is Ellipsis or isinstance(value, (bool, int, float)):
        return None
    return f"{type(value).__name__} values are not supported"


def _call_problem(node, parent):
    if type(node.func) in _REFUSED:
        return None  # the callee itself is reported
    if not isinstance(node.func, (ast.Name, ast.Attribute)):
        return "only functions can be called, by name"
    if any(k.arg is None for k in node.keywords):
        return "**keyword unpacking is not allowed"
    if _result_call(node) and not isinstance(parent, ast.Expr):
        return f"{node.func.id}(...) must be a statement of its own, not part of an expression"
    return None


def _is_string(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _symbol(op):
    symbols = {ast.FloorDiv: "//", ast.Mod: "%", ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|",
               ast.BitXor: "^", ast.BitAnd: "&", ast.Invert: "~", ast.Not: "not", ast.Is: "is",
               ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}
    return symbols.get(type(op), type(op).__name__)
