"""Symbolic derivatives with sympy, for formulas of scalars: a second, independent opinion.

Each formula's syntax tree becomes a sympy expression; its derivative by each
source is simplified and evaluated at the `--at` values. Kinks follow
TensorFlow: relu, maximum and minimum are written as piecewise functions whose
derivative at the tie is TensorFlow's, and abs differentiates to sign. Each
function's sympy form is in its vocabulary row. Only this module imports sympy,
and only `--symbolic` imports this module.
"""
import ast
import dataclasses

import numpy as np
import sympy

from gradcli.functions import CONSTANTS, VOCABULARY
from gradcli.lang import parse
from gradcli.lang.results import EXPECT_TOLERANCES, SAME_NUMBERS, same_numbers
from gradcli.words.errors import GradcliError


@dataclasses.dataclass
class Derivative:
    target: str
    source: str
    formula: str  # the simplified derivative, or the sum of them on a total row
    value: float  # sympy's value at the point
    tape: float  # the tape's value
    agrees: bool
    order: int = 1  # beyond 1: level `order` of nested tapes, each level d/dsource of the sum of the one before


def derivatives(calculator, gradient):
    """Every formula's derivative by every source, with the tape's value beside it, then their sums."""
    symbols, point = _symbols_and_point(calculator)
    rows = []
    per_source = {name: [] for name in calculator.sources}
    for formula, tree, target in zip(calculator.formulas, calculator.trees, calculator.targets):
        expression = _to_sympy(tree, symbols, formula)
        tape_values = calculator.tape.gradient(target, [calculator.values[n] for n in calculator.sources])
        for name, tape_value in zip(calculator.sources, tape_values):
            derivative = sympy.simplify(sympy.diff(expression, symbols[name]))
            per_source[name].append(derivative)
            rows.append(_row(formula, name, derivative, point, tape_value))
    weights = [sympy.nsimplify(float(w)) for w in calculator.weights()]  # the output gradients: ones by default
    if len(weights) == 1 and weights[0] == 1:
        return rows  # the one formula's rows are tape.gradient's answer already
    label = "sum" if all(w == 1 for w in weights) else "weighted sum"
    for name, source in zip(calculator.sources, gradient.sources):
        total = sum(w * d for w, d in zip(weights, per_source[name]))
        rows.append(_row(label, name, sympy.simplify(total), point, source.result))
    return rows


def _symbols_and_point(calculator):
    """A real sympy symbol for each value, and the point as sympy numbers; the sources must be scalars."""
    for name in calculator.sources:
        if calculator.values[name].ndim != 0:
            raise GradcliError(f"--symbolic needs scalar values; {name} has shape {calculator.values[name].shape}")
    symbols = {name: sympy.Symbol(name, real=True) for name in calculator.values}
    return symbols, {symbols[n]: sympy.Float(float(v.numpy())) for n, v in calculator.values.items()}


def nested_derivatives(calculator, result, order):
    """What `order` nested tapes compute, symbolically: the first level d/dx of the (weighted) formulas, each
    further level d/dx of the sum of the level before; one row per source, with the tape's value beside it."""
    symbols, point = _symbols_and_point(calculator)
    weights = [sympy.nsimplify(float(w)) for w in calculator.weights()]
    total = sum(w * _to_sympy(tree, symbols, f) for w, tree, f in zip(weights, calculator.trees, calculator.formulas))
    level = [sympy.diff(total, symbols[name]) for name in calculator.sources]
    for _ in range(order - 1):
        level = [sympy.diff(sum(level), symbols[name]) for name in calculator.sources]
    target = _summed(calculator.formulas)
    return [dataclasses.replace(_row(target, name, sympy.simplify(d), point, source.result), order=order)
            for name, d, source in zip(calculator.sources, level, result.sources)]


def _summed(formulas):
    """What the first of nested tapes differentiates: the formula, or the sum of the formulas."""
    return formulas[0] if len(formulas) == 1 else f"sum([{', '.join(formulas)}])"


def second_derivatives(calculator, result):
    """d²f / dxᵢ dxⱼ for every pair of sources, with the tape's Hessian block beside it."""
    symbols, point = _symbols_and_point(calculator)
    (tree,), (formula,) = calculator.trees, calculator.formulas
    expression = _to_sympy(tree, symbols, formula)
    return [_row(formula, f"{source.expr} d{other.expr}",
                 sympy.simplify(sympy.diff(expression, symbols[source.expr], symbols[other.expr])), point, block)
            for source in result.sources for other, block in zip(result.sources, source.result)]


def _row(target, source, derivative, point, tape_value):
    at_point = derivative.subs(point)
    value = _number(at_point)
    tape = 0.0 if tape_value is None else float(tape_value.numpy())
    agrees = same_numbers(tape, value, _tolerance(tape_value)) or (at_point.has(sympy.zoo) and np.isinf(tape))
    return Derivative(target, source, sympy.sstr(derivative), value, tape, agrees)


def _tolerance(tape_value):
    """How near the tape's value must be to sympy's exact one: a float64 tape's within the order sums are taken
    in; a float32 tape rounds every step to float32, so its value within float32's round-off (as expect= takes)."""
    if tape_value is None or tape_value.value.dtype == np.float64:
        return SAME_NUMBERS
    return EXPECT_TOLERANCES["float32"]


def _number(expression):
    """The number sympy's expression is: a float, inf for any infinity (complex infinity has no sign, and is
    taken as the infinity the tape has), nan where it is complex or undefined."""
    if expression.has(sympy.zoo):
        return float("inf")
    try:
        return float(expression.evalf())
    except (TypeError, ValueError):  # complex or undefined there
        return float("nan")


def _to_sympy(node, symbols, formula):
    """The sympy form of a checked formula tree."""
    def convert(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
            return sympy.Integer(int(node.value)) if float(node.value).is_integer() else sympy.Float(node.value)
        if isinstance(node, (ast.Name, ast.Attribute)):
            name = parse.resolve_name(node)
            if name in symbols:
                return symbols[name]
            if name in ("pi", "e"):
                return sympy.pi if name == "pi" else sympy.E
            return sympy.Float(CONSTANTS[name]) if isinstance(CONSTANTS.get(name), float) else unsupported(node)
        if isinstance(node, ast.UnaryOp):
            return apply(parse.OPERATORS[type(node.op)].function, [node.operand], node)
        if isinstance(node, ast.BinOp):
            return apply(parse.OPERATORS[type(node.op)].function, [node.left, node.right], node)
        if isinstance(node, ast.Compare):
            return apply(parse.OPERATORS[type(node.ops[0])].function, [node.left, node.comparators[0]], node)
        if isinstance(node, ast.Call) and not node.keywords:
            return apply(parse.resolve_name(node.func), node.args, node)
        return unsupported(node)

    def apply(name, arguments, node):
        entry = VOCABULARY.get(name)
        if entry is None or entry.sympy is None:
            return unsupported(node)
        converted = [convert(a) for a in arguments]
        try:
            return entry.sympy(sympy, *converted)
        except TypeError:  # another number of arguments than the sympy form takes
            return unsupported(node)

    def unsupported(node):
        text = parse.Locator("", formula).source_of(node)
        raise GradcliError(f"--symbolic has no symbolic form for '{text}' in {formula}")

    return convert(node)
