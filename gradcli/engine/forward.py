"""Forward mode: TensorFlow's `tf.autodiff.ForwardAccumulator`, tangents carried along as operations run.

Inside `with ForwardAccumulator(primals, tangents) as acc:`, every operation on
a tensor that has a tangent computes its output's tangent at once, with the JVP
rules in the primitive's row of `ops.py`; `acc.jvp(target)` is then J·v, the
directional derivative of `target` along the tangents. The rules are built from
the same differentiable operations as everything else, so accumulators and
tapes nest either way:

    >>> import gradcli as gc
    >>> x, v = gc.constant([1.0, 2.0]), gc.constant([1.0, 0.0])
    >>> with gc.autodiff.ForwardAccumulator(x, v) as acc:   # forward over reverse:
    ...     with gc.GradientTape() as tape:                 # a Hessian-vector product
    ...         tape.watch(x)
    ...         y = gc.reduce_sum(x * x * x)
    ...     g = tape.gradient(y, x)
    >>> acc.jvp(g).numpy()                                  # H v = 6 x v
    array([6., 0.])

As in TensorFlow, a tangent flows through an operation when its VJP depends on
its gradient (forward mode there transposes each VJP): `sign`, the rounding
functions and `stop_gradient` give no tangent, and integer results none either.
"""
import numpy as np

from gradcli.engine import ops, recording
from gradcli.engine.tape import UnconnectedGradients, flatten, pack_like, unconnected_policy
from gradcli.engine.tensor import Tensor, constant
from gradcli.words.errors import ComputationError, OperationError, complex_gradient_refused


class ForwardAccumulator:
    """Carries the tangents of `primals` through every operation run inside its `with` block."""

    def __init__(self, primals, tangents):
        flat_primals, flat_tangents = flatten(primals), flatten(tangents)
        if len(flat_primals) != len(flat_tangents):
            raise ValueError(f"ForwardAccumulator was given {len(flat_tangents)} tangents for {len(flat_primals)} "
                             "primals; give one per primal, in the same structure")
        self._tangents = {}  # tensor key -> its tangent
        for i, (primal, tangent) in enumerate(zip(flat_primals, flat_tangents)):
            self._watch(i, primal, tangent)

    def _watch(self, i, primal, tangent):
        if not isinstance(primal, Tensor):
            raise TypeError(f"primal {i} must be a tensor, not {type(primal).__name__}")
        if primal.value.dtype.kind == "c":
            raise complex_gradient_refused(f"primal {i} is {primal.dtype.name}")
        if primal.value.dtype.kind != "f":
            return  # as TensorFlow: only floating-point tensors have tangents
        self._tangents[primal.key] = tangent_for(f"tangent {i}", primal, tangent)

    def __enter__(self):
        recording.start_forward(self)
        return self

    def __exit__(self, *exc_info):
        recording.stop_forward(self)

    def jvp(self, primals, unconnected_gradients="none"):
        """The tangent of each tensor of `primals` (a structure): J·v, shaped like the tensor; None (or zeros,
        with unconnected_gradients='zero') for a tensor the tangents do not reach."""
        policy = unconnected_policy(unconnected_gradients)
        results = []
        for target in flatten(primals):
            if not isinstance(target, Tensor):
                raise TypeError(f"jvp() takes tensors, not {type(target).__name__}")
            tangent = self._tangents.get(target.key)
            if tangent is None and policy is UnconnectedGradients.ZERO:
                tangent = Tensor(np.zeros(target.shape, target.value.dtype))
            results.append(tangent)
        return pack_like(primals, results)

    def replay(self, operations):
        """Carry the tangents through `operations` (recorded Nodes, in the order they ran) as if they ran inside
        this accumulator's block now: forward mode over what a tape recorded."""
        with self:
            for node in operations:
                try:
                    self.carry(node.prim, node.inputs, node.params, node.out)
                except ComputationError as exc:  # the operation failed where the node was recorded, not here
                    exc.origin = node.origin
                    raise

    def carry(self, prim, inputs, params, out, keep=False):
        """Give `out = prim(*inputs)` its tangent, if an input has one and the operation lets it through; with
        `keep`, a tangent `out` has already stays (the rules run all the same), as TensorFlow's accumulators
        keep the first tangent recorded for a tensor.

        Its rules run with this accumulator and those inside it paused (they are no operations of the program
        they watch); the accumulators outside it, and the tapes, see them, for higher derivatives."""
        tangents = self._tangents
        given = [tangents.get(x.key) for x in inputs]
        if all(t is None for t in given) or out.value.dtype.kind not in "fc":  # complex: its rule refuses it
            return
        rules = prim.tangent_rules(len(inputs))
        if all(rule is None for rule in rules):
            return
        try:
            with recording.forward_paused_from(self), np.errstate(divide="ignore", invalid="ignore"):
                tangent = _output_tangent(prim, rules, given, inputs, params, out)  # (inf and nan: answers too)
        except OperationError as exc:  # an operation of its tangent rule: the failure is this operation's
            raise ComputationError(exc.detail, prim.name, recording.ORIGIN, gradient=True) from None
        if tangent is not None and not (keep and out.key in tangents):
            tangents[out.key] = tangent


def tangent_for(name, primal, tangent):
    """`tangent` (`name` in errors) as the tangent of `primal`: a tensor of its shape and dtype. A tensor of
    another dtype is refused, as TensorFlow refuses it; numbers, lists and arrays take the primal's dtype."""
    if isinstance(tangent, Tensor) and tangent.value.dtype != primal.value.dtype:
        raise TypeError(f"{name} is {tangent.dtype.name}, but its primal is {primal.dtype.name}")
    tangent = constant(tangent, primal.value.dtype)
    if tangent.shape != primal.shape:
        raise ValueError(f"{name} has shape {tangent.shape}, but its primal has shape {primal.shape}; each tangent "
                         "must have its primal's shape")
    return tangent


def _output_tangent(prim, rules, given, inputs, params, out):
    """The sum of every input's part of the output's tangent, broadcast to the output's shape; None where an
    opaque primitive's rules give no part at all (a custom gradient that does not depend on its upstream)."""
    total = None
    for t, rule in zip(given, rules):
        if t is None or rule is None:
            continue
        part = rule(t, out, *inputs, **params)
        if part is not None:  # (only an opaque rule gives None)
            total = part if total is None else total + part
    if total is None:  # the tangents given meet only inputs whose part is zero
        return None if prim.opaque else Tensor(np.zeros(out.shape, out.value.dtype))
    if total.shape != out.shape:
        total = ops.broadcast_to(total, shape=out.shape)
    return total
