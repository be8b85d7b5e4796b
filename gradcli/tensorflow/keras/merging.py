"""Keras's merge layers beyond Add and Concatenate (in `layers`): Multiply, Subtract, Average, Maximum, Minimum
(the inputs combined pairwise, from the first, as Keras combines them) and Dot (Keras's batch_dot: a batched
matmul of the inputs moved so that the summed axes meet), with their functional forms (keras.layers.multiply...).

Inputs of different ranks, which Keras reshapes in ways of its own, and masks are refused.
"""
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config
from gradcli.tensorflow.keras.layers import op


class Merge(Layer):
    """A layer called on a list of tensors, which it combines into one."""

    least_inputs = 1

    def build(self, input_shape):
        if not isinstance(input_shape, (list, tuple)) or not all(isinstance(s, (list, tuple)) for s in input_shape):
            raise ValueError(f"A merge layer should be called on a list of inputs. Received: "
                             f"input_shape={input_shape} (not a list of shapes)")
        if len(input_shape) < self.least_inputs:
            raise ValueError(f"A `{self.class_name()}` layer should be called on exactly {self.least_inputs} "
                             f"inputs. Received: input_shape={input_shape}")
        batches = {s[0] for s in input_shape if s and s[0] is not None}
        if len(batches) > 1:
            raise ValueError(f"Cannot merge tensors with different batch sizes. Received tensors with shapes "
                             f"{input_shape}")
        if len({len(s) for s in input_shape}) > 1:
            raise NotImplementedError(f"gradcli's {self.class_name()} merges tensors of one rank; received shapes "
                                      f"{[tuple(s) for s in input_shape]}")

    def run(self, inputs, mask=None, training=None):
        if mask is not None:
            raise NotImplementedError(f"gradcli's {self.class_name()} does not take a mask")
        return self.call(inputs)

    def call(self, inputs):
        output = inputs[0]
        for x in inputs[1:]:
            output = self.combine(output, x)
        return output

    def compute_output_shape(self, input_shapes):
        shape = list(input_shapes[0])
        for other in input_shapes[1:]:
            shape = [a if b == 1 else b if a == 1 else (None if None in (a, b) else a) for a, b in zip(shape, other)]
        return tuple(shape)

    def get_config(self):
        return base_config(self)


def _merge(name, combine, least_inputs=1):
    return type(name, (Merge,), {"tf_type_name": name, "least_inputs": least_inputs,
                                 "combine": lambda self, a, b: op(combine)(a, b)})


Multiply = _merge("Multiply", "multiply")
Maximum = _merge("Maximum", "maximum")
Minimum = _merge("Minimum", "minimum")


class Subtract(Merge):
    tf_type_name = "Subtract"
    least_inputs = 2

    def call(self, inputs):
        if len(inputs) != 2:
            raise ValueError(f"A `Subtract` layer should be called on exactly 2 inputs. Received: inputs={inputs}")
        return op("subtract")(inputs[0], inputs[1])


class Average(Merge):
    tf_type_name = "Average"

    def call(self, inputs):
        total = inputs[0]
        for x in inputs[1:]:
            total = op("add")(total, x)
        return op("divide")(total, float(len(inputs)))


class Dot(Merge):
    tf_type_name = "Dot"
    least_inputs = 2

    def __init__(self, axes, normalize=False, **kwargs):
        super().__init__(**kwargs)
        if not isinstance(axes, int):
            if not isinstance(axes, (list, tuple)):
                raise TypeError(f"Invalid type for argument `axes`: it should be a list or an int. Received: "
                                f"axes={axes}")
            if len(axes) != 2:
                raise ValueError(f"Invalid format for argument `axes`: it should contain two elements. Received: "
                                 f"axes={axes}")
            if not all(isinstance(a, int) for a in axes):
                raise ValueError(f"Invalid format for argument `axes`: list elements should be integers. "
                                 f"Received: axes={axes}")
        self.axes, self.normalize = axes, normalize

    def axes_of(self, shapes):
        if isinstance(self.axes, int):
            return [self.axes % len(s) for s in shapes] if self.axes < 0 else [self.axes] * 2
        return [a % len(s) if a < 0 else a for a, s in zip(self.axes, shapes)]

    def build(self, input_shape):
        if not isinstance(input_shape, (list, tuple)) or len(input_shape) != 2:
            raise ValueError(f"A `Dot` layer should be called on a list of 2 inputs. Received: "
                             f"input_shape={input_shape}")
        first, second = self.axes_of(input_shape)
        if input_shape[0][first] != input_shape[1][second]:
            raise ValueError(f"Incompatible input shapes: axis values {input_shape[0][first]} (at axis {first}) != "
                             f"{input_shape[1][second]} (at axis {second}). Full input shapes: "
                             f"{tuple(input_shape[0])}, {tuple(input_shape[1])}")

    def call(self, inputs):
        if len(inputs) != 2:
            raise ValueError(f"A `Dot` layer should be called on exactly 2 inputs. Received: inputs={inputs}")
        x, y = inputs
        axes = self.axes_of([x.shape, y.shape])
        if 0 in axes:
            raise ValueError("Cannot perform batch_dot over axis 0. If your inputs are not batched, add a dummy "
                             "batch dimension to your inputs using keras.ops.expand_dims(x, 0)")
        if self.normalize:
            x, y = _unit(x, axes[0]), _unit(y, axes[1])
        return _batch_dot(x, y, axes)

    def compute_output_shape(self, input_shape):
        first, second = (list(s) for s in input_shape)
        a, b = self.axes_of(input_shape)
        first.pop(a)
        second.pop(b)
        shape = first + second[1:]
        return tuple(shape + [1] if len(shape) == 1 else shape)

    def get_config(self):
        return {**base_config(self), "axes": self.axes, "normalize": self.normalize}


def _unit(x, axis):
    """Keras's ops.normalize (L2, epsilon 1e-7): x * min(rsqrt(sum(x²)), 1e7)."""
    squares = op("reduce_sum")(op("square")(x), axis=axis, keepdims=True)
    return x * op("minimum")(op("rsqrt")(squares), 1.0 / 1e-7)


def _batch_dot(x, y, axes):
    """Keras's batch_dot: x's summed axis moved last, y's to axis 1, both squashed to three axes, matmul."""
    x_rank, y_rank = x.ndim, y.ndim
    a0, a1 = axes
    if x_rank == 2:
        x, a0 = op("expand_dims")(x, 1), a0 + 1
    if y_rank == 2:
        y = op("expand_dims")(y, 2)
    if a0 != x.ndim - 1:
        x = op("transpose")(x, [d for d in range(x.ndim) if d != a0] + [a0])
    if a1 != 1:
        y = op("transpose")(y, [0, a1] + [d for d in range(1, y.ndim) if d != a1])
    x_middle, y_trailing = tuple(x.shape[1:-1]), tuple(y.shape[2:])
    if x.ndim > 3:
        x = op("reshape")(x, (x.shape[0], -1, x.shape[-1]))
    if y.ndim > 3:
        y = op("reshape")(y, (y.shape[0], y.shape[1], -1))
    result = op("matmul")(x, y)
    if len(x_middle) > 1 or len(y_trailing) > 1:
        result = op("reshape")(result, (result.shape[0],) + x_middle + y_trailing)
    if x_rank == 2:
        return op("squeeze")(result, 1)
    if y_rank == 2:
        return op("squeeze")(result, -1)
    return result


def _functional(cls):
    """keras.layers.multiply, subtract...: the layer made and called at once."""
    def merge(inputs, **kwargs):
        return cls(**kwargs)(inputs)
    return merge


Merge.tf_attributes = {**LAYER_ATTRIBUTES, "get_config": lambda layer: layer.get_config}
Dot.tf_attributes = {**Merge.tf_attributes, "axes": lambda layer: layer.axes,
                     "normalize": lambda layer: layer.normalize}

MERGES = (Multiply, Subtract, Average, Maximum, Minimum, Dot)
LAYERS = {cls.tf_type_name: cls for cls in MERGES}
LAYERS.update(multiply=_functional(Multiply), subtract=_functional(Subtract), average=_functional(Average),
              maximum=_functional(Maximum), minimum=_functional(Minimum))


def dot(inputs, axes=-1, **kwargs):
    """keras.layers.dot: a Dot layer made and called at once."""
    return Dot(axes, **kwargs)(inputs)


LAYERS["dot"] = dot
