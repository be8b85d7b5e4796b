"""The recorded tape as a tree: each operation, its value, and the gradient that flowed back into it.

This is the picture of how tape.gradient forms: the gradient of every tensor is
the sum of what flows back from each of its uses, down to the sources.
"""
import dataclasses

from gradcli.results import differentiate
from gradcli.tensor import Tensor


@dataclasses.dataclass
class GraphNode:
    label: str  # a formula, a name, an operation with its parameters, or "constant"
    value: Tensor
    gradient: object  # the Tensor that flowed back into it, or None
    children: list
    repeated: bool = False  # already drawn above: its inputs are not repeated


def build(calculator):
    """One tree per formula, from the calculator's tape, with the gradient of tape.gradient(formulas, ...)."""
    names = {id(v): name for name, v in calculator.values.items()}
    tensors = []
    _collect(calculator.tape, calculator.targets, tensors)
    result = differentiate(calculator.tape, "gradient", 1, list(zip(calculator.formulas, calculator.targets)),
                           [("", t) for t in tensors], calculator.seeds)
    flowed = {id(s.value): s.result for s in result.sources}
    seen = set()
    return [GraphNode(formula, target, flowed.get(id(target)), _children(calculator.tape, target, names, flowed, seen))
            for formula, target in zip(calculator.formulas, calculator.targets)]


def _collect(tape, roots, tensors):
    """Every tensor the roots were computed from, each once (iteratively: graphs may be deep)."""
    seen, stack = set(), list(roots)
    while stack:
        t = stack.pop()
        if id(t) in seen:
            continue
        seen.add(id(t))
        tensors.append(t)
        recorded = tape.recorded(t)
        if recorded:
            stack.extend(recorded[1])


def _children(tape, tensor, names, flowed, seen):
    recorded = tape.recorded(tensor)
    if recorded is None:
        return []
    return [_node(tape, x, names, flowed, seen) for x in recorded[1]]


def _node(tape, tensor, names, flowed, seen):
    recorded = tape.recorded(tensor)
    if id(tensor) in names:
        label = names[id(tensor)]
    elif recorded is None:
        label = "constant"
    else:
        name, _, params = recorded
        shown = {k: v for k, v in params.items() if k != "index"}
        label = name + ("(" + ", ".join(f"{k}={v}" for k, v in shown.items()) + ")" if shown else "")
    repeated = id(tensor) in seen and recorded is not None
    seen.add(id(tensor))
    children = [] if repeated else _children(tape, tensor, names, flowed, seen)
    return GraphNode(label, tensor, flowed.get(id(tensor)), children, repeated)
