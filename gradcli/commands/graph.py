"""`gradcli graph`: a formula as a tree of the operations its user wrote, each one's value and the gradient that
flows along each edge.

This is the picture of how tape.gradient forms: each part of a formula passes back
to each part it uses what flows along that edge (nothing through
`stop_gradient(...)`, as TensorFlow gives None), and a source's gradient is the
sum over its uses. The tree follows the formula as written (`reduce_mean(...)` is
one node, whatever it is built of), labelled by the text of each part; each
source's total is given once, beside the trees.
"""
import ast
import dataclasses

from gradcli.commands.calculator import Calculator, missing_value
from gradcli.engine import ops
from gradcli.engine.tape import GradientTape
from gradcli.engine.tensor import Tensor
from gradcli.lang import results
from gradcli.lang.interpreter import Interpreter
from gradcli.lang.program import ProgramDialect, as_tensor
from gradcli.lang.results import Ask
from gradcli.lang.runtime import evaluation_scope


@dataclasses.dataclass
class GraphReport:
    """`gradcli graph`: each formula as the tree of operations its user wrote (GraphNodes), with what flows along
    each edge; and tape.gradient's answer for each source (the sum over its uses), as (name, Tensor or None)."""

    roots: list
    sources: list
    exit_status: int = 0
    command = "graph"


def graph_report(question):
    return GraphReport(*build(Calculator(question)))


@dataclasses.dataclass
class GraphNode:
    label: str  # the text of this part of the formula
    value: Tensor
    gradient: object  # the Tensor that flows back along the edge to this use of it, or None
    children: list


class _Remembering(Interpreter):
    """An interpreter that remembers the value of every part of the formula it evaluates, each use of a tensor
    a tensor of its own (an identity of it), so that what flows back along each edge can be asked of the tape."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.values = {}

    def evaluate(self, node, scope=None):
        value = super().evaluate(node, scope)
        if type(value) is Tensor:
            value = ops.identity(value)
        self.values[node] = value
        return value

    def chained(self, node, value):
        self.values[node] = value


def build(calculator):
    """The trees of the formulas, with what tape.gradient(formulas, sources) passes along every edge, and each
    source's gradient."""
    tape = GradientTape(persistent=True)
    remembered = []
    with evaluation_scope(calculator.dtype, tape):
        values = {name: Tensor(v.value) for name, v in calculator.values.items()}
        tape.watch([values[name] for name in calculator.sources])
        for index, tree in enumerate(calculator.trees):
            interpreter = _Remembering(ProgramDialect(missing=missing_value), calculator.locators[index], dict(values))
            interpreter.guarded(tree, as_tensor, interpreter.evaluate(tree))
            remembered.append(interpreter)
    uses = [v for r in remembered for v in r.values.values() if isinstance(v, Tensor)]
    targets = [(formula, as_tensor(r.values[tree])) for formula, tree, r in
               zip(calculator.formulas, calculator.trees, remembered)]
    sources = [(name, values[name]) for name in calculator.sources]
    flowed = results.gradient(Ask(tape), targets, [("", t) for t in uses] + sources, calculator.seeds)
    gradients = {id(s.value): s.result for s in flowed.sources[:len(uses)]}
    totals = [(name, s.result) for name, s in zip(calculator.sources, flowed.sources[len(uses):])]
    return [_node(tree, r, gradients) for tree, r in zip(calculator.trees, remembered)], totals


def _node(node, remembered, gradients):
    value = remembered.values[node]
    tensor = value if isinstance(value, Tensor) else as_tensor(value)
    children = [_node(part, remembered, gradients) for part in _parts(node)
                if part in remembered.values and not isinstance(remembered.values[part], slice)]
    return GraphNode(remembered.locate.source_of(node), tensor, gradients.get(id(value)), children)


def _parts(node):
    """The operands of an operation, in the order written (a function's arguments, an operator's sides)."""
    if isinstance(node, ast.Call):
        return list(node.args) + [k.value for k in node.keywords]
    if isinstance(node, ast.Attribute):
        return []  # tf.math.log is a name, not an operation on tf
    return list(ast.iter_child_nodes(node))
