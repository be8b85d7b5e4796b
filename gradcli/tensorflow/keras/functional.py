"""Keras's functional API: `keras.Input` gives a symbolic tensor; a layer called on symbolic tensors gives
symbolic outputs, remembering the call; `keras.Model(inputs, outputs)` is the graph of those calls, run again
on real inputs whenever the model is called.

A layer meets symbolic inputs in `layer.symbolic_call`.
"""
from gradcli.engine.tape import flatten
from gradcli.tensorflow.keras.layer import KerasTensor, Layer, structure as _structure, visible
from gradcli.tensorflow.keras.training import Model


class InputLayer(Layer):
    tf_type_name = "InputLayer"

    def __init__(self, shape=None, batch_size=None, dtype=None, name=None, **kwargs):
        super().__init__(name=name, **kwargs)
        if shape is None:
            raise ValueError("You must pass a `shape` argument.")
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        self.dtype = str(getattr(dtype, "name", dtype) or "float32")
        self.output = KerasTensor((batch_size,) + shape, self.dtype, history=(self, (), {}), name=name)
        self.built = True

    def call(self, inputs):
        return inputs


def keras_input(shape=None, batch_size=None, dtype=None, sparse=None, batch_shape=None, name=None, tensor=None,
                optional=False):
    """keras.Input: the symbolic tensor of a new InputLayer."""
    if batch_shape is not None:
        shape, batch_size = tuple(batch_shape)[1:], tuple(batch_shape)[0]
    return InputLayer(shape, batch_size, dtype, name).output


class Functional(Model):
    """keras.Model(inputs, outputs): the layer calls between them, run in the order they were made."""

    tf_type_name = "Functional"

    def __init__(self, inputs, outputs, name=None, trainable=True, **kwargs):
        super().__init__(name=name or None, trainable=trainable, **kwargs)
        self.inputs, self.outputs = inputs, outputs
        self.nodes = _nodes(outputs)
        self.built = True

    def class_name(self):
        return "Functional"

    def sublayers(self):
        """The layers, inputs first, by their depth (their longest way to an output), as Keras orders them."""
        depth, postorder = _depths(self.outputs)
        found = []
        for tensor in sorted(self.nodes, key=lambda t: (-depth[id(t)], postorder[id(t)])):
            if tensor.history[0] not in found:
                found.append(tensor.history[0])
        return found

    def is_chain(self):
        """Whether each layer call takes one tensor, and one input starts it (summary() draws it as Sequential)."""
        return all(len([t for t in flatten(list(node.history[1])) if isinstance(t, KerasTensor)]) <= 1
                   for node in self.nodes) and len(flatten([self.inputs])) == 1

    def converted(self, inputs):
        if isinstance(inputs, dict):
            return {key: super(Functional, self).converted(value) for key, value in inputs.items()}
        return super().converted(inputs)

    def run(self, inputs, training=None):
        values = {}
        symbolic = flatten([self.inputs]) if not isinstance(self.inputs, dict) else list(self.inputs.values())
        if isinstance(inputs, dict):
            given = [inputs[t.history[0].name] for t in symbolic]
        else:
            given = flatten([inputs]) if len(symbolic) > 1 else [inputs]
        if len(given) != len(symbolic):
            raise ValueError(f"Layer \"{self.name}\" expects {len(symbolic)} input(s), but it received "
                             f"{len(given)} input tensors.")
        for tensor, value in zip(symbolic, given):
            values[id(tensor)] = value
        for output in self.nodes:
            if id(output) in values:
                continue
            layer, args, kwargs = output.history
            real = _structure(list(args), lambda t: values[id(t)] if isinstance(t, KerasTensor) else t)
            values[id(output)] = layer(*real, training=training, **kwargs)
        return _structure(self.outputs, lambda t: values[id(t)])

    @property
    def output_shape(self):
        return _structure(self.outputs, lambda t: t.shape)

    @property
    def input_shape(self):
        return _structure(self.inputs, lambda t: t.shape)


def _depths(outputs):
    """Each symbolic tensor's depth (the longest way from it to an output) and its place in a depth-first walk
    from the outputs (after the tensors it comes from), which orders tensors of the same depth."""
    depth, postorder = {}, {}

    def walk(tensor, level):
        depth[id(tensor)] = max(depth.get(id(tensor), 0), level)
        for source in flatten(list(tensor.history[1])):
            if isinstance(source, KerasTensor):
                walk(source, level + 1)
        postorder.setdefault(id(tensor), len(postorder))
    for output in flatten([outputs]):
        walk(output, 0)
    return depth, postorder


def _nodes(outputs):
    """The symbolic tensors the outputs come from, inputs included, in the order they were made."""
    found, stack = {}, list(flatten([outputs]) if not isinstance(outputs, dict) else outputs.values())
    while stack:
        tensor = stack.pop()
        if id(tensor) in found:
            continue
        found[id(tensor)] = tensor
        layer, args, kwargs = tensor.history
        stack.extend(t for t in flatten(list(args)) if isinstance(t, KerasTensor))
    return sorted(found.values(), key=lambda t: t.order)


FUNCTIONAL_ATTRIBUTES = {"inputs": lambda m: m.inputs, "outputs": lambda m: m.outputs,
                         "input": lambda m: m.inputs, "output": lambda m: m.outputs,
                         "input_shape": lambda m: m.input_shape, "output_shape": lambda m: m.output_shape,
                         "layers": lambda m: visible(m.sublayers())}
