"""Text to syntax trees, checked against an allow-list: program files, formulas and TensorFlow code.

The text is parsed with Python's `ast` module (never evaluated) and every node is
checked before anything runs. In formulas and `.grad` programs only numbers, names,
arithmetic, comparisons, calls, lists, tuples, dicts of results, indexing and slicing
exist, and the only attribute access is a `tf.`, `tf.math.`, `tf.nn.`, `tf.linalg.` or
`np.` prefix on a name. A program is a list of statements, each `name = expression` or
a result call: `gradient(...)`, `jacobian(...)`, `hessian(...)`, `jvp(...)` or
`batch_jacobian(...)`, on its own or as the value of a name (`g = gradient(f, x)`).
TensorFlow code (`parse_python`) may use the Python a TensorFlow snippet needs: loops,
ifs, functions, `with`, comprehensions, f-strings, and the names and attributes its
dialect lists.

This module knows no numbers: `interpreter.py` evaluates what it returns.
"""
import ast
import builtins
import collections
import operator

from gradcli.engine.limits import LIMITS, beyond, exceeded
from gradcli.lang.bindings import bound_names, defined_attributes, names_mangled_in_classes
from gradcli.lang.compiler_checks import compiler_problem
from gradcli.lang.not_run import not_in_formulas, not_run
from gradcli.lang.python_parser import parse_text, quiet_parse
from gradcli.lang.refusals import refuse
from gradcli.lang.result_calls import LISTED, RESULT_CALLS
from gradcli.lang.yields import own_yields, yield_problem
from gradcli.words.errors import GradcliError, Position
from gradcli.words.phrases import suggest

PREFIXES = ("tf", "tf.math", "tf.nn", "tf.linalg", "tf.keras.losses", "keras.losses", "np")

Operator = collections.namedtuple("Operator", "symbol function python")

# Python's operators: each one's symbol, the function of the vocabulary it means in formulas and
# programs, and Python's own meaning, which TensorFlow code has (tensors define it as TensorFlow does).
# The checker, the evaluator and the symbolic module all read this one table.
OPERATORS = {
    ast.Add: Operator("+", "add", operator.add), ast.Sub: Operator("-", "subtract", operator.sub),
    ast.Mult: Operator("*", "multiply", operator.mul), ast.Div: Operator("/", "divide", operator.truediv),
    ast.FloorDiv: Operator("//", "floordiv", operator.floordiv), ast.Mod: Operator("%", "floormod", operator.mod),
    ast.Pow: Operator("**", "pow", operator.pow), ast.MatMult: Operator("@", "matmul", operator.matmul),
    ast.USub: Operator("-", "negative", operator.neg), ast.UAdd: Operator("+", "identity", operator.pos),
    ast.Lt: Operator("<", "less", operator.lt), ast.LtE: Operator("<=", "less_equal", operator.le),
    ast.Gt: Operator(">", "greater", operator.gt), ast.GtE: Operator(">=", "greater_equal", operator.ge),
    ast.Eq: Operator("==", "equal", operator.eq), ast.NotEq: Operator("!=", "not_equal", operator.ne),
}
_BINARY_SYMBOLS = " ".join(op.symbol for kind, op in OPERATORS.items() if issubclass(kind, ast.operator))
# Augmented assignment (x += y): Python's in-place operators, which fall back to the operators above.
INPLACE_OPERATORS = {ast.Add: operator.iadd, ast.Sub: operator.isub, ast.Mult: operator.imul,
                     ast.Div: operator.itruediv, ast.FloorDiv: operator.ifloordiv, ast.Mod: operator.imod,
                     ast.Pow: operator.ipow, ast.MatMult: operator.imatmul, ast.BitAnd: operator.iand,
                     ast.BitOr: operator.ior, ast.BitXor: operator.ixor}
# Python's operators that formulas and programs do not have: TensorFlow code only.
PYTHON_OPERATORS = {ast.Not: operator.not_, ast.BitAnd: operator.and_, ast.BitOr: operator.or_,
                    ast.BitXor: operator.xor, ast.Invert: operator.invert,
                    ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b,
                    ast.Is: operator.is_, ast.IsNot: operator.is_not}
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
                tree = quiet_parse("".join(lines[start:end]), source, "exec")
                break
            except (SyntaxError, RecursionError, MemoryError, ValueError):
                if end == len(lines):
                    parse_text("".join(lines[start:]), source, "exec", first_line=start + 1, text_of_file=text)
                size *= 2
        _check(tree, locate, line_offset=start)
        count += len(tree.body)
        if count > LIMITS.max_statements:
            extra = tree.body[len(tree.body) - (count - LIMITS.max_statements)]
            raise GradcliError(beyond("max_statements", "the program has more statements", "statements"), locate(extra))
        yield from tree.body
        start = end
    if count == 0:
        raise GradcliError(EMPTY_PROGRAM, Position(source, 1, 1))


EMPTY_PROGRAM = "nothing to differentiate: the program is empty"


def _is_blank(text):
    """Whether `text` holds no code: nothing but spaces and comments."""
    return all(not line.strip() or line.lstrip().startswith("#") for line in text.splitlines())


def parse_formula(text, source="<formula>"):
    """Parse and check one expression."""
    _check_length(text, source, "the formula")
    if _is_blank(text):
        raise GradcliError("empty formula", Position(source, 1, 1, 0, text))
    tree = parse_text(text, source, "eval")
    locate = Locator(source, text)
    _check(tree, locate, language="formulas")
    body = tree.body
    if isinstance(body, ast.Tuple) and not text.lstrip().startswith("("):
        raise GradcliError("a comma here makes a tuple; write a list in brackets, as in [3, 4]", locate(body))
    return body


def _check_length(text, source, what):
    if len(text) > LIMITS.max_length:
        raise GradcliError(exceeded("max_length", f"{what} has {len(text):,} characters"), Position(source, 1, 1))


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


def _check(tree, locate, line_offset=0, language="gradcli programs"):
    """Refuse every node outside the allow-list, naming it and its place and the `language` that refuses it
    ("formulas"); move lines down by `line_offset` (a chunk's first line in its file) on the way."""
    stack = [(tree, None, 0)]
    while stack:
        node, parent, depth = stack.pop()
        if line_offset and hasattr(node, "lineno"):
            node.lineno += line_offset
            node.end_lineno += line_offset
        problem = _problem(node, parent, depth, language)
        if problem:
            raise GradcliError(problem, locate(node) if hasattr(node, "lineno") else None)
        if isinstance(node, ast.Attribute):
            continue  # a checked prefix chain: nothing inside to visit
        stack.extend(_nested(node, depth, reverse=True))  # popped in the order of the text


def _nested(node, depth, reverse=False):
    """Each node inside `node` (at `depth`), with `node` and how deeply it is nested: a level deeper, but for
    a binary operator's left operand, at the same level: `a + b - c + ...` is one chain, that the parser nests
    to the left and the interpreter evaluates in a loop (a sum of 100,000 terms is as deep as a + b)."""
    if type(node) is ast.BinOp:  # most nodes of a long formula: quickly
        inside = [(node.left, node, depth), (node.right, node, depth + 1)]
    else:
        inside = [(child, node, depth + 1) for field in _CHILD_FIELDS.get(type(node)) or _child_fields(node)
                  for child in _as_list(getattr(node, field, None)) if isinstance(child, ast.AST)]
    return inside[::-1] if reverse else inside


_CHILD_FIELDS = {}  # ast type -> the fields that may hold nodes inside it (its operator and context aside)


def _child_fields(node):
    fields = _CHILD_FIELDS[type(node)] = [f for f in node._fields if f not in ("ctx", "op", "ops")]
    return fields


def _as_list(value):
    return value if isinstance(value, list) else (value,)


def _problem(node, parent, depth, language):
    """What is wrong with `node` in this place, or None."""
    if depth > LIMITS.max_depth:
        return beyond("max_depth", "the expression is nested deeper", "levels")
    if type(node) in _REFUSED:
        return f"{language} do not allow {_REFUSED[type(node)]}"
    if isinstance(node, (ast.Module, ast.Expression, ast.keyword)):
        return None
    if isinstance(node, ast.stmt):
        return _statement_problem(node)
    if not isinstance(node, _EXPRESSIONS):
        return f"{language} do not allow {type(node).__name__}"
    return _expression_problem(node, parent)


def _statement_problem(node):
    if isinstance(node, ast.Assign):
        if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name):
            return "assign to one plain name, as in y = x * x"
        return _name_problem(node.targets[0].id)
    if isinstance(node, ast.Expr) and (is_result_call(node.value) or type(node.value) in _REFUSED):
        return None  # a refused expression (yield, await) is reported by name
    return f"a statement must be 'name = expression' or a {LISTED} call"


def is_result_call(node):
    """Whether `node` is a result call: gradient(...), jacobian(...), and the others of RESULT_CALLS."""
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
        if name is not None and (not_run(name) or not_in_formulas(name)):
            return not_run(name) or not_in_formulas(name)
        if name is None or name.rpartition(".")[0] not in PREFIXES:
            return ("attribute access is not allowed; only the prefixes "
                    + ", ".join(p + "." for p in PREFIXES) + " may precede a name")
        return None
    if isinstance(node, ast.BinOp) and type(node.op) not in OPERATORS:
        return f"the operator {_symbol(node.op)} is not supported; use {_BINARY_SYMBOLS}"
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
    if is_result_call(node) and not isinstance(parent, (ast.Expr, ast.Assign)):
        return f"{node.func.id}(...) must be a statement of its own or a name's value, not part of an expression"
    return None


def _is_string(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _symbol(op):
    symbols = {ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|",
               ast.BitXor: "^", ast.BitAnd: "&", ast.Invert: "~", ast.Not: "not", ast.Is: "is",
               ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}
    return symbols.get(type(op), type(op).__name__)


# ----- TensorFlow code: a subset of Python -----

PYTHON_BUILTINS = frozenset(dir(builtins))

SHORT_NAMES = {"tensorflow": "tf", "numpy": "np", "keras": "tf.keras"}  # how TensorFlow's documentation names them
# The special methods a class of the program may define, those the interpreter calls (`classes`).
SPECIAL_METHODS = frozenset({"__init__", "__call__", "__str__", "__repr__", "__len__", "__getitem__", "__iter__",
                             "__contains__"})
# The attributes starting with two underscores a program may read: the special methods (as super().__init__),
# a class's or function's name, and an object's class.
READABLE_DUNDERS = SPECIAL_METHODS | {"__name__", "__class__"}

_PYTHON_NODES = (
    ast.Module, ast.Import, ast.alias, ast.Assign, ast.AugAssign, ast.Expr, ast.If, ast.For, ast.While, ast.Break,
    ast.Continue, ast.FunctionDef, ast.arguments, ast.arg, ast.Return, ast.With, ast.withitem, ast.Delete,
    ast.Assert, ast.Pass, ast.Constant, ast.Name, ast.Attribute, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare,
    ast.Call, ast.keyword, ast.List, ast.Tuple, ast.Dict, ast.Subscript, ast.Slice, ast.ListComp,
    ast.GeneratorExp, ast.DictComp, ast.comprehension, ast.IfExp, ast.JoinedStr, ast.FormattedValue, ast.Starred,
    ast.ImportFrom, ast.Lambda, ast.ClassDef, ast.Try, ast.ExceptHandler, ast.Raise, ast.Global, ast.Nonlocal,
    ast.Yield, ast.YieldFrom, ast.SetComp, ast.Set, ast.AnnAssign,
)
_PYTHON_REFUSED = {
    ast.NamedExpr: "the walrus operator :=", ast.Await: "await", ast.AsyncFunctionDef: "async functions",
    ast.AsyncFor: "async loops", ast.AsyncWith: "async with",
    ast.Match: "match statements", ast.TryStar: "except*",
}


def parse_python(text, source, builtins, attributes, modules):
    """The checked module of a TensorFlow program: Python, as far as TensorFlow code needs it.

    `builtins` are the names defined without being bound (print, len, ...), `attributes` every
    attribute name some supported object has, and `modules` the importable modules by name (each
    with its `members`). Refused before anything runs: imports of other modules, names the program
    neither binds nor has (open, eval, ...), names starting with '__', attributes starting with '__'
    but a few (`super().__init__`, `type(x).__name__`), attributes starting with '_' that the program
    does not define, TensorFlow's names that gradcli does not run (`not_run`), unknown attributes,
    and the constructs Python has beyond TensorFlow code (yield, async, match, ...)."""
    _check_length(text, source, "the program")
    tree = parse_text(text, source, "exec")
    locate = Locator(source, text)
    bound = bound_names(tree)
    statements, reasons, refused_nodes = 0, [], set()
    for node, parent, depth in _walk_in_order(tree, parents_first=True):  # constructs, outermost first
        statements += isinstance(node, ast.stmt)
        if statements > LIMITS.max_statements or depth > LIMITS.max_depth:  # (a limit: nothing more is read)
            raise GradcliError(_construct_problem(node, depth) or beyond(
                "max_statements", "the program has more statements", "statements"), locate(node))
        if id(parent) in refused_nodes:  # (inside a construct refused: the construct says it)
            refused_nodes.add(id(node))
            continue
        problem = _construct_problem(node, depth)
        if problem:
            refused_nodes.add(id(node))
            reasons.append((problem, locate(node) if hasattr(node, "lineno") else None))
    refused = compiler_problem(tree)
    if refused:
        reasons.append((refused[0], locate(refused[1])))
    imports = _imports(tree, modules)
    attributes = attributes | defined_attributes(tree)
    mangled = names_mangled_in_classes(tree)
    in_functions = {id(y) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) for y in own_yields(f.body)}
    for node, parent, depth in _walk_in_order(tree, parents_first=False):  # names and attributes, innermost first
        if isinstance(node, ast.Attribute) and id(node.value) in refused_nodes:
            refused_nodes.add(id(node))  # (tf.foo.bar: refused once, at tf.foo)
            continue
        problem = (_python_problem(node, parent, bound, builtins, attributes, imports, modules)
                   or yield_problem(node, parent, in_functions) or _mangled_problem(node, mangled))
        if problem:
            refused_nodes.add(id(node))
            reasons.append((problem, locate(node) if hasattr(node, "lineno") else None))
    refuse(reasons)
    return tree


def _walk_in_order(tree, parents_first):
    """Every node with its parent and depth, in the order of the text: each before the nodes inside it, or
    after them (so that `__import__` is reported before the `.system` of its result)."""
    stack = [(tree, None, 0, False)]
    while stack:
        node, parent, depth, visited = stack.pop()
        if visited or parents_first:
            yield node, parent, depth
            if visited:
                continue
        if not parents_first:
            stack.append((node, parent, depth, True))
        stack.extend((child, node, child_depth, False) for child, _, child_depth in _nested(node, depth, reverse=True)
                     if not _is_annotation(child, node))


def _is_annotation(child, parent):
    return (isinstance(parent, ast.arg) and child is parent.annotation) or \
        (isinstance(parent, ast.FunctionDef) and child is parent.returns) or \
        (isinstance(parent, ast.AnnAssign) and child is parent.annotation)


def _imports(tree, modules):
    """Each name the program imports a module as: its short name (tf, np) and the module."""
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                name = alias.name if alias.asname else alias.name.split(".")[0]
                if _module_named(name, modules) is not None:  # (import tensorflow.experimental.numpy as tnp)
                    found[alias.asname or name] = (_short_name(name), _module_named(name, modules))
        elif isinstance(node, ast.ImportFrom) and _module_named(node.module, modules) is not None:
            for alias in node.names:
                member = getattr(_module_named(node.module, modules), "members", {}).get(alias.name)
                if member is not None:
                    found[alias.asname or alias.name] = (f"{_short_name(node.module)}.{alias.name}", member)
    return found


def _short_name(module):
    """A module's name as TensorFlow's documentation writes it: tf.keras for tensorflow.keras."""
    head, _, rest = module.partition(".")
    return SHORT_NAMES.get(head, head) + ("." + rest if rest else "")


def _construct_problem(node, depth):
    if depth > LIMITS.max_depth:
        return beyond("max_depth", "the code is nested deeper", "levels")
    if type(node) in _PYTHON_REFUSED:
        return f"gradcli does not run {_PYTHON_REFUSED[type(node)]}"
    if not isinstance(node, _PYTHON_NODES):
        return f"gradcli does not run {type(node).__name__}"
    return None


def _python_problem(node, parent, bound, builtins, attributes, imports, modules):
    if isinstance(node, (ast.BinOp, ast.UnaryOp)) and not _python_operator(node.op):
        return f"the operator {_symbol(node.op)} is not supported"
    if isinstance(node, ast.AugAssign) and type(node.op) not in INPLACE_OPERATORS:
        return f"the operator {_symbol(node.op)}= is not supported"
    if isinstance(node, ast.Compare) and not all(_python_operator(op) for op in node.ops):
        return "this comparison is not supported"
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return _import_problem(node, modules)
    if isinstance(node, ast.FunctionDef):
        return _function_problem(node, parent)
    if isinstance(node, ast.ClassDef):
        if node.keywords:
            return "gradcli runs classes without keywords (metaclass=...)"
        return None
    if isinstance(node, ast.Constant) and not (node.value is None or node.value is Ellipsis
                                               or isinstance(node.value, (bool, int, float, complex, str))):
        return f"{type(node.value).__name__} values are not supported"
    if isinstance(node, ast.Name):
        return _python_name_problem(node.id, bound, builtins)
    if isinstance(node, ast.Attribute):
        return _attribute_problem(node, attributes, imports)
    if isinstance(node, ast.Starred) and not isinstance(parent, (ast.Call, ast.Assign, ast.Tuple, ast.List)):
        return "starred expressions are only allowed in calls and assignments"
    if isinstance(node, ast.Dict) and None in node.keys:
        return "**unpacking in a dict is not supported"
    return None


def _import_problem(node, modules):
    names = [node.module] if isinstance(node, ast.ImportFrom) else [alias.name for alias in node.names]
    for name in names:
        if name not in modules and (name or "").split(".")[0] not in modules or node_level(node):
            return (f"gradcli runs TensorFlow code that imports {', '.join(sorted(modules))} only, not "
                    f"'{name}'{suggest(name or '', modules)}")
    for name in names:
        head, _, rest = (name or "").partition(".")
        module = modules.get(head)
        if rest and getattr(module, "only", None) and rest.split(".")[0] not in module.members:
            return module.refusal(rest.split(".")[0])
        if rest and not hasattr(_module_named(name, modules), "members"):  # a submodule gradcli does not offer
            return f"gradcli has no module '{name}'"
    if isinstance(node, ast.ImportFrom):
        members = getattr(_module_named(node.module, modules), "members", {})
        for alias in node.names:
            if alias.name not in members:
                if getattr(modules.get(node.module), "only", None):
                    return modules[node.module].refusal(alias.name)
                return (not_run(f"{_short_name(node.module)}.{alias.name}")
                        or f"gradcli does not know {alias.name} in {node.module}{suggest(alias.name, members)}")
    return None


def _module_named(dotted, modules):
    """The module a dotted name stands for (tensorflow.keras.layers: found member by member), or None."""
    head, *rest = (dotted or "").split(".")
    module = modules.get(head)
    for part in rest:
        module = getattr(module, "members", {}).get(part)
    return module


def node_level(node):
    """How many dots a relative import has (from . import x): none is the only import TensorFlow code has."""
    return getattr(node, "level", 0)


def _function_problem(node, parent):
    """Functions named with two underscores are a class's special methods, those the interpreter calls."""
    if node.name.startswith("__"):
        if isinstance(parent, ast.ClassDef) and node.name in SPECIAL_METHODS:
            return None
        return f"gradcli does not run the special method {node.name}" if isinstance(parent, ast.ClassDef) else None
    return None


def _python_name_problem(name, bound, builtins):
    """Names of Python's own that TensorFlow code may not use (open, eval, __import__, ...) are refused before it
    runs; a name nothing binds is a NameError when the program reaches it, as in Python. A name starting with
    '__' is the program's own where it binds it (the interpreter's scopes are its own: no name reaches Python's)."""
    if name in bound or name in builtins:
        return None
    if name.startswith("__"):
        return _name_problem(name)
    if name not in PYTHON_BUILTINS:
        return None
    return f"Python's '{name}' is not supported here{suggest(name, bound | set(builtins))}"


def _mangled_problem(node, mangled):
    if id(node) in mangled:
        return f"gradcli does not run names starting with '__' inside a class (Python renames them): {node.id}"
    return None


def _attribute_problem(node, attributes, imports):
    name = node.attr
    if name == "__version__" and isinstance(node.value, ast.Name):
        return None  # tf.__version__, which the module checks when it runs
    if name.startswith("__") and name not in READABLE_DUNDERS:
        return f"attributes starting with '__' are not allowed: .{name}"
    if name.startswith("_") and name not in attributes and name not in READABLE_DUNDERS:
        return f"attributes starting with '_' are allowed only where the program defines them: .{name}"
    parts = (_dotted_name(node) or "").split(".")
    short, module = imports.get(parts[0], (None, None))
    if short and not_run(".".join([short] + parts[1:])):
        return not_run(".".join([short] + parts[1:]))
    if len(parts) == 2 and getattr(module, "only", None) and name not in module.members:
        return module.refusal(name)
    if name not in attributes and name not in READABLE_DUNDERS:
        if short and _is_module_path(module, parts[1:-1]):  # a module's member: known to be missing from it
            return (f"gradcli does not run {'.'.join([short] + parts[1:])} yet"
                    f"{suggest(name, _candidates(module, parts[1:-1], attributes))}")
        return (f"gradcli does not know the attribute .{name}"
                f"{suggest(name, _candidates(module, parts[1:-1], attributes))}")
    return None


def _is_module_path(module, path):
    """Whether the members along `path` from `module` are all modules whose members are known (not loaded
    later, as Keras's are)."""
    for name in [None, *path]:
        module = module if name is None else getattr(module, "members", {}).get(name)
        if not hasattr(module, "members") or getattr(module, "lazy", False):
            return False
    return True


def _candidates(module, path, attributes):
    """The names an attribute may have been meant as: those of the module member at `path` (what a module has
    is all an attribute of it can be; a member that is not a module has none), or, where the value is not a
    module (its type is known only when it runs), every attribute name."""
    if module is None:
        return attributes
    for name in path:
        module = getattr(module, "members", {}).get(name)
    return getattr(module, "members", ())


def _python_operator(op):
    return type(op) in OPERATORS or type(op) in PYTHON_OPERATORS
