"""Symbolic derivatives with sympy, for formulas of scalars: a second, independent opinion.

Each formula's syntax tree becomes a sympy expression; its derivative by each
source is simplified and evaluated at the `--at` values. Kinks follow
TensorFlow: relu, maximum and minimum are written as piecewise functions whose
derivative at the tie is TensorFlow's, and abs differentiates to sign. Only this
module imports sympy, and only `--symbolic` imports this module.
"""
import ast
import dataclasses

import numpy as np
import sympy

from gradcli import parse
from gradcli.errors import GradcliError
from gradcli.functions import CONSTANTS


@dataclasses.dataclass
class Derivative:
    target: str
    source: str
    formula: str  # the simplified derivative, or the sum of them on a total row
    value: float  # sympy's value at the point
    tape: float  # the tape's value
    agrees: bool


def _piecewise(first, first_when, second):
    return sympy.Piecewise((first, first_when), (second, True))


_ONE_ARGUMENT = {
    "abs": sympy.Abs, "sqrt": sympy.sqrt, "square": lambda x: x ** 2, "exp": sympy.exp, "log": sympy.log,
    "log1p": lambda x: sympy.log(1 + x), "expm1": lambda x: sympy.exp(x) - 1, "sin": sympy.sin, "cos": sympy.cos,
    "tan": sympy.tan, "asin": sympy.asin, "acos": sympy.acos, "atan": sympy.atan, "sinh": sympy.sinh,
    "cosh": sympy.cosh, "tanh": sympy.tanh, "sigmoid": lambda x: 1 / (1 + sympy.exp(-x)),
    "relu": lambda x: _piecewise(x, x > 0, 0), "softplus": lambda x: sympy.log(1 + sympy.exp(x)),
    # Reductions of a scalar are the scalar itself.
    "reduce_sum": lambda x: x, "reduce_mean": lambda x: x, "reduce_max": lambda x: x, "reduce_min": lambda x: x,
    "reduce_prod": lambda x: x, "reduce_logsumexp": lambda x: x,
}
_TWO_ARGUMENTS = {
    "maximum": lambda x, y: _piecewise(x, x >= y, y), "minimum": lambda x, y: _piecewise(x, x <= y, y),
    "pow": lambda x, y: x ** y, "atan2": sympy.atan2,
}
_BINARY = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
           ast.Div: lambda a, b: a / b, ast.Pow: lambda a, b: a ** b}
_COMPARE = {ast.Lt: sympy.Lt, ast.LtE: sympy.Le, ast.Gt: sympy.Gt, ast.GtE: sympy.Ge,
            ast.Eq: sympy.Eq, ast.NotEq: sympy.Ne}


def derivatives(calculator, gradient):
    """Every formula's derivative by every source, with the tape's value beside it, then their sums."""
    from gradcli.functions import VOCABULARY

    for name in calculator.sources:
        if calculator.values[name].ndim != 0:
            raise GradcliError(f"--symbolic needs scalar values; {name} has shape {calculator.values[name].shape}")
    symbols = {name: sympy.Symbol(name, real=True) for name in calculator.values}
    point = {symbols[n]: sympy.Float(float(v.numpy())) for n, v in calculator.values.items()}
    rows = []
    per_source = {name: [] for name in calculator.sources}
    for formula, tree, target in zip(calculator.formulas, calculator.trees, calculator.targets):
        expression = _to_sympy(tree, symbols, VOCABULARY, formula)
        tape_values = calculator.tape.gradient(target, [calculator.values[n] for n in calculator.sources])
        for name, tape_value in zip(calculator.sources, tape_values):
            derivative = sympy.simplify(sympy.diff(expression, symbols[name]))
            per_source[name].append(derivative)
            rows.append(_row(formula, name, derivative, point, tape_value))
    for name, source in zip(calculator.sources, gradient.sources):
        rows.append(_row("sum", name, sympy.simplify(sum(per_source[name])), point, source.result))
    return rows


def _row(target, source, derivative, point, tape_value):
    value = _number(derivative.subs(point))
    tape = 0.0 if tape_value is None else float(tape_value.numpy())
    agrees = bool(np.isclose(value, tape, rtol=1e-9, atol=1e-12, equal_nan=True))
    return Derivative(target, source, sympy.sstr(derivative), value, tape, agrees)


def _number(expression):
    try:
        return float(expression.evalf())
    except (TypeError, ValueError):  # complex or undefined there
        return float("nan")


def _to_sympy(node, symbols, vocabulary, formula):
    """The sympy form of a checked formula tree."""
    def convert(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
            return sympy.Integer(int(node.value)) if float(node.value).is_integer() else sympy.Float(node.value)
        if isinstance(node, (ast.Name, ast.Attribute)):
            name = node.id if isinstance(node, ast.Name) else parse.strip_prefix(parse.dotted_name(node))
            if name in symbols:
                return symbols[name]
            if name in ("pi", "e"):
                return sympy.pi if name == "pi" else sympy.E
            return sympy.Float(CONSTANTS[name]) if isinstance(CONSTANTS.get(name), float) else unsupported(node)
        if isinstance(node, ast.UnaryOp):
            operand = convert(node.operand)
            return -operand if isinstance(node.op, ast.USub) else operand
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
            return _BINARY[type(node.op)](convert(node.left), convert(node.right))
        if isinstance(node, ast.Compare):
            return _COMPARE[type(node.ops[0])](convert(node.left), convert(node.comparators[0]))
        if isinstance(node, ast.Call):
            return call(node)
        return unsupported(node)

    def call(node):
        name = node.func.id if isinstance(node.func, ast.Name) else parse.strip_prefix(parse.dotted_name(node.func))
        entry = vocabulary.get(name)
        name = entry.name if entry else name
        args = [convert(a) for a in node.args]
        if node.keywords:
            return unsupported(node)
        if name in _ONE_ARGUMENT and len(args) == 1:
            return _ONE_ARGUMENT[name](args[0])
        if name in _TWO_ARGUMENTS and len(args) == 2:
            return _TWO_ARGUMENTS[name](*args)
        if name == "where" and len(args) == 3:
            return sympy.Piecewise((args[1], args[0]), (args[2], True))
        return unsupported(node)

    def unsupported(node):
        text = parse.Locator("", formula).source_of(node)
        raise GradcliError(f"--symbolic has no symbolic form for '{text}' in {formula}")

    return convert(node)
