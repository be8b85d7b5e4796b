"""Keras's recurrent layers: SimpleRNN, LSTM and GRU (a cell stepped along the time axis, as Keras's TensorFlow
backend steps it on a CPU, where there is no cuDNN) and Bidirectional.

Each cell computes its step as Keras's cell does by default (implementation 2: one matmul of the input and one
of the state, split into the gates), so tapes see every operation. A layer makes its cell when it is made,
named as Keras names it (lstm_cell, gru_cell, simple_rnn_cell, its weights under the layer's name), and the cell
draws its initializers' seeds and its SeedGenerator's in Keras's order. Bidirectional makes its forward and
backward layers anew from the layer's arguments, as Keras does from its config, drawing new seeds.

Dropout inside the cells in training, masks, stateful layers and states as outputs of a symbolic call are
refused.
"""
import numpy as np

from gradcli.tensorflow.random import keras as keras_random
from gradcli.tensorflow.random import run
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.keras import activations
from gradcli.tensorflow.keras.initializers import get as get_initializer, serialize
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config, nones, refuse_given
from gradcli.tensorflow.keras.layers import op


class Cell(Layer):
    """A recurrent cell: `step(x, states)` gives the output and the next states."""

    gates = 1
    states = 1
    seed_generator_first = False

    def __init__(self, units, activation="tanh", recurrent_activation="sigmoid", use_bias=True,
                 kernel_initializer="glorot_uniform", recurrent_initializer="orthogonal", bias_initializer="zeros",
                 kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None, kernel_constraint=None,
                 recurrent_constraint=None, bias_constraint=None, dropout=0.0, recurrent_dropout=0.0, seed=None,
                 **kwargs):
        if units <= 0:
            raise ValueError(f"Received an invalid value for argument `units`, expected a positive integer, got "
                             f"{units}.")
        kwargs.pop("implementation", None)
        super().__init__(**kwargs)
        refuse_given(self, kernel_regularizer=kernel_regularizer, recurrent_regularizer=recurrent_regularizer,
                     bias_regularizer=bias_regularizer, kernel_constraint=kernel_constraint,
                     recurrent_constraint=recurrent_constraint, bias_constraint=bias_constraint)
        self.units, self.use_bias, self.seed = units, bool(use_bias), seed
        self.activation = activations.get(activation)
        self.recurrent_activation = activations.get(recurrent_activation)
        # Each of the initializers and the cell's seed generator draws its seed when made, in Keras's order
        if self.seed_generator_first:
            self.seed_generator = keras_random.SeedGenerator(run.current().keras, seed)
        self.kernel_initializer = get_initializer(kernel_initializer)
        self.recurrent_initializer = get_initializer(recurrent_initializer)
        self.bias_initializer = get_initializer(bias_initializer)
        self.dropout = min(1.0, max(0.0, dropout))
        self.recurrent_dropout = min(1.0, max(0.0, recurrent_dropout))
        if not self.seed_generator_first:
            self.seed_generator = keras_random.SeedGenerator(run.current().keras, seed)
        self.kernel = self.recurrent_kernel = self.bias = None

    def build(self, input_shape):
        width = self.units * self.gates
        self.kernel = self.add_weight(shape=(input_shape[-1], width), name="kernel",
                                      initializer=self.kernel_initializer)
        self.recurrent_kernel = self.add_weight(shape=(self.units, width), name="recurrent_kernel",
                                                initializer=self.recurrent_initializer)
        if self.use_bias:
            self.bias = self.add_weight(shape=self.bias_shape(), name="bias", initializer=self.bias_values())

    def bias_shape(self):
        return (self.units * self.gates,)

    def bias_values(self):
        return self.bias_initializer

    def gate(self, values, index):
        return values[:, index * self.units:(index + 1) * self.units]


class SimpleRNNCell(Cell):
    tf_type_name = "SimpleRNNCell"
    seed_generator_first = True

    def step(self, x, states):
        h = op("matmul")(x, self.kernel.read())
        if self.bias is not None:
            h = op("add")(h, self.bias.read())
        output = self.activation(h + op("matmul")(states[0], self.recurrent_kernel.read()))
        return output, [output]


class LSTMCell(Cell):
    tf_type_name = "LSTMCell"
    gates, states = 4, 2

    def __init__(self, units, *args, unit_forget_bias=True, **kwargs):
        super().__init__(units, *args, **kwargs)
        self.unit_forget_bias = unit_forget_bias

    def bias_values(self):
        if not self.unit_forget_bias:
            return self.bias_initializer

        def forget_gate_ones(shape, dtype=None):  # the forget gate's biases start at one
            parts = [self.bias_initializer((self.units,), dtype), np.ones(self.units, np.float32),
                     self.bias_initializer((self.units * 2,), dtype)]
            return Tensor(np.concatenate([np.asarray(p.value if isinstance(p, Tensor) else p) for p in parts]))
        return forget_gate_ones

    def step(self, x, states):
        h, c = states
        z = op("add")(op("matmul")(x, self.kernel.read()), op("matmul")(h, self.recurrent_kernel.read()))
        if self.bias is not None:
            z = op("add")(z, self.bias.read())
        i, f = self.recurrent_activation(self.gate(z, 0)), self.recurrent_activation(self.gate(z, 1))
        c = f * c + i * self.activation(self.gate(z, 2))
        o = self.recurrent_activation(self.gate(z, 3))
        h = o * self.activation(c)
        return h, [h, c]


class GRUCell(Cell):
    tf_type_name = "GRUCell"
    gates = 3

    def __init__(self, units, *args, reset_after=True, **kwargs):
        super().__init__(units, *args, **kwargs)
        self.reset_after = reset_after

    def bias_shape(self):
        return (2, 3 * self.units) if self.reset_after else (3 * self.units,)

    def step(self, x, states):
        h = states[0]
        input_bias = recurrent_bias = None
        if self.bias is not None:
            bias = self.bias.read()
            input_bias, recurrent_bias = (bias[0], bias[1]) if self.reset_after else (bias, None)
        matrix_x = op("matmul")(x, self.kernel.read())
        if input_bias is not None:
            matrix_x = op("add")(matrix_x, input_bias)
        recurrent = self.recurrent_kernel.read()
        if self.reset_after:
            inner = op("matmul")(h, recurrent)
            if recurrent_bias is not None:
                inner = inner + recurrent_bias
        else:
            inner = op("matmul")(h, recurrent[:, :2 * self.units])
        z = self.recurrent_activation(self.gate(matrix_x, 0) + self.gate(inner, 0))
        r = self.recurrent_activation(self.gate(matrix_x, 1) + self.gate(inner, 1))
        if self.reset_after:
            recurrent_h = r * self.gate(inner, 2)
        else:
            recurrent_h = op("matmul")(r * h, recurrent[:, 2 * self.units:])
        candidate = self.activation(self.gate(matrix_x, 2) + recurrent_h)
        h = z * h + op("subtract")(1.0, z) * candidate
        return h, [h]


class Recurrent(Layer):
    """A cell stepped along the time axis (axis 1) of its inputs."""

    cell_class, cell_name = None, None  # (Keras names every cell of a kind alike)

    def __init__(self, units, activation="tanh", *, return_sequences=False, return_state=False, go_backwards=False,
                 stateful=False, unroll=False, use_cudnn="auto", name=None, trainable=True, dtype=None, **kwargs):
        if stateful:
            raise NotImplementedError(f"gradcli's {self.tf_type_name} is not stateful")
        self.arguments = dict(units=units, activation=activation, cell=kwargs, return_sequences=return_sequences,
                              return_state=return_state, go_backwards=go_backwards, unroll=unroll)
        self.cell = self.cell_class(units, activation, name=self.cell_name, trainable=trainable, **kwargs)
        super().__init__(name=name, trainable=trainable, dtype=dtype)
        self.return_sequences, self.return_state = return_sequences, return_state
        self.go_backwards, self.unroll, self.stateful = go_backwards, unroll, False

    def sublayers(self):
        return [self.cell]

    def build(self, input_shape):
        self.cell.build_for((input_shape[0],) + tuple(input_shape[2:]))

    def run(self, inputs, initial_state=None, mask=None, training=None):
        if mask is not None:
            raise NotImplementedError(f"gradcli's {self.class_name()} does not take a mask")
        if training and (self.cell.dropout or self.cell.recurrent_dropout):
            raise NotImplementedError(f"gradcli's {self.class_name()} does not drop out in training (dropout, "
                                      "recurrent_dropout)")
        if inputs.ndim != 3:
            raise ValueError(f"Input 0 of layer \"{self.name}\" is incompatible with the layer: expected ndim=3, "
                             f"found ndim={inputs.ndim}. Full shape received: {tuple(inputs.shape)}")
        states = self.initial_states(inputs, initial_state)
        steps = range(inputs.shape[1] - 1, -1, -1) if self.go_backwards else range(inputs.shape[1])
        outputs = []
        for t in steps:
            output, states = self.cell.step(inputs[:, t, :], states)
            outputs.append(output)
        result = op("stack")(outputs, axis=1) if self.return_sequences else outputs[-1]
        return [result, *states] if self.return_state else result

    def initial_states(self, inputs, given):
        if given is None:
            zeros = Tensor(np.zeros((inputs.shape[0], self.cell.units), np.float32))
            return [zeros] * self.cell.states
        given = list(given) if isinstance(given, (list, tuple)) else [given]
        return [self.converted(state) for state in given]

    def compute_output_shape(self, input_shape):
        if self.return_state:
            raise NotImplementedError(f"gradcli's {self.class_name()} gives its states (return_state=True) to "
                                      "calls on tensors only")
        if self.return_sequences:
            return (input_shape[0], input_shape[1], self.cell.units)
        return (input_shape[0], self.cell.units)

    def get_config(self):
        cell = self.cell
        gates = {} if isinstance(cell, SimpleRNNCell) else {
            "recurrent_activation": activations.serialize(cell.recurrent_activation)}
        forget = {"unit_forget_bias": cell.unit_forget_bias} if isinstance(cell, LSTMCell) else {}
        last = {"reset_after": cell.reset_after} if isinstance(cell, GRUCell) else {}
        seed = {} if isinstance(cell, SimpleRNNCell) else {"seed": cell.seed}
        return {**base_config(self), "return_sequences": self.return_sequences, "return_state": self.return_state,
                "go_backwards": self.go_backwards, "stateful": False, "unroll": self.unroll,
                "zero_output_for_mask": False, "units": cell.units,
                "activation": activations.serialize(cell.activation), **gates, "use_bias": cell.use_bias,
                "kernel_initializer": serialize(cell.kernel_initializer),
                "recurrent_initializer": serialize(cell.recurrent_initializer),
                "bias_initializer": serialize(cell.bias_initializer), **forget,
                **nones("kernel_regularizer", "recurrent_regularizer", "bias_regularizer", "activity_regularizer",
                        "kernel_constraint", "recurrent_constraint", "bias_constraint"),
                "dropout": cell.dropout, "recurrent_dropout": cell.recurrent_dropout, **last, **seed}

    def remade(self, name, **changes):
        """The layer made anew from its arguments (as Keras makes it from its config): new seeds drawn."""
        arguments = {**self.arguments, **changes}
        units, activation, cell = arguments.pop("units"), arguments.pop("activation"), arguments.pop("cell")
        return type(self)(units, activation, name=name, **cell, **arguments)


class SimpleRNN(Recurrent):
    tf_type_name = "SimpleRNN"
    cell_class, cell_name = SimpleRNNCell, "simple_rnn_cell"


class LSTM(Recurrent):
    tf_type_name = "LSTM"
    cell_class, cell_name = LSTMCell, "lstm_cell"


class GRU(Recurrent):
    tf_type_name = "GRU"
    cell_class, cell_name = GRUCell, "gru_cell"


class Bidirectional(Layer):
    tf_type_name = "Bidirectional"

    def __init__(self, layer, merge_mode="concat", weights=None, backward_layer=None, **kwargs):
        if not isinstance(layer, Recurrent):
            raise ValueError(f"gradcli's Bidirectional wraps SimpleRNN, LSTM or GRU, not {layer!r}")
        if merge_mode not in ("sum", "mul", "ave", "concat", None):
            raise ValueError(f"Invalid merge mode. Received: {merge_mode}. Merge mode should be one of "
                             "{\"sum\", \"mul\", \"ave\", \"concat\", None}")
        if weights is not None or backward_layer is not None:
            raise NotImplementedError("gradcli's Bidirectional does not take weights or a backward_layer")
        super().__init__(**kwargs)
        self.forward_layer = layer.remade("forward_" + layer.name.removeprefix("forward_"))
        self.backward_layer = layer.remade("backward_" + layer.name.removeprefix("backward_"),
                                           go_backwards=not layer.go_backwards)
        self.merge_mode = merge_mode
        self.return_sequences, self.return_state = layer.return_sequences, layer.return_state

    def sublayers(self):
        return [self.forward_layer, self.backward_layer]

    def build(self, input_shape):
        self.forward_layer.build_for(input_shape)
        self.backward_layer.build_for(input_shape)

    def run(self, inputs, initial_state=None, mask=None, training=None):
        forward_state = backward_state = None
        if initial_state is not None:
            half = len(initial_state) // 2
            forward_state, backward_state = initial_state[:half], initial_state[half:]
        y = self.forward_layer(inputs, initial_state=forward_state, mask=mask, training=training)
        y_rev = self.backward_layer(inputs, initial_state=backward_state, mask=mask, training=training)
        states = ()
        if self.return_state:
            states = tuple(y[1:] + y_rev[1:])
            y, y_rev = y[0], y_rev[0]
        if self.return_sequences:
            y_rev = y_rev[:, ::-1]
        if self.merge_mode == "concat":
            output = op("concat")([y, y_rev], -1)
        elif self.merge_mode == "sum":
            output = y + y_rev
        elif self.merge_mode == "ave":
            output = op("divide")(y + y_rev, 2.0)
        elif self.merge_mode == "mul":
            output = y * y_rev
        else:
            output = (y, y_rev)
        if self.return_state:
            return output + states if self.merge_mode is None else (output,) + states
        return output

    def compute_output_shape(self, input_shape):
        shape = self.forward_layer.compute_output_shape(input_shape)
        if self.merge_mode is None:
            raise NotImplementedError("gradcli's Bidirectional with merge_mode=None gives its two outputs to calls "
                                      "on tensors only")
        if self.merge_mode == "concat":
            return shape[:-1] + (shape[-1] * 2,)
        return shape


_RECURRENT = {name: (lambda n: lambda layer: getattr(layer, n))(name)
              for name in ("return_sequences", "return_state", "go_backwards")}
Recurrent.tf_attributes = {**LAYER_ATTRIBUTES, "cell": lambda layer: layer.cell,
                           "units": lambda layer: layer.cell.units, **_RECURRENT}
Cell.tf_attributes = {**LAYER_ATTRIBUTES, **{name: (lambda n: lambda layer: getattr(layer, n))(name) for name in (
    "units", "kernel", "recurrent_kernel", "bias", "activation", "recurrent_activation")}}
Bidirectional.tf_attributes = {**LAYER_ATTRIBUTES, "forward_layer": lambda layer: layer.forward_layer,
                               "backward_layer": lambda layer: layer.backward_layer,
                               "merge_mode": lambda layer: layer.merge_mode}

RECURRENT = (SimpleRNN, LSTM, GRU, Bidirectional)
LAYERS = {cls.tf_type_name: cls for cls in RECURRENT}
