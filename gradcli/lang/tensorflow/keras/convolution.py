"""Keras's Conv1D and Conv2D (channels last), on small inputs: computed from the input's windows (`windows`:
one strided slice per kernel offset, stacked) with gradcli's operations, so tapes see every step.

A convolution is the windows times the kernel (reshaped to (window size * channels, filters)). "same" padding
pads as TensorFlow does, the odd pixel after; Conv1D's "causal" padding pads the kernel's size less one before.
"""
from gradcli.lang.tensorflow.keras import activations, windows
from gradcli.lang.tensorflow.keras.initializers import get as get_initializer
from gradcli.lang.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer
from gradcli.lang.tensorflow.keras.layers import op


class Convolution(Layer):
    """A convolution over `spatial` axes (1 or 2)."""

    spatial = None

    def __init__(self, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1,
                 groups=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, lora_rank=None, lora_alpha=None, **kwargs):
        super().__init__(**kwargs)
        rank = self.spatial
        if windows.data_format(data_format) != "channels_last" or \
                windows.as_tuple(dilation_rate, rank, "dilation_rate") != (1,) * rank or groups != 1:
            raise ValueError(f"gradcli runs {self.class_name()} channels last, without dilation or groups")
        if filters is not None and filters <= 0:
            raise ValueError(f"Invalid value for argument `filters`. Expected a strictly positive value. Received "
                             f"filters={filters}.")
        self.filters, self.kernel_size = filters, windows.as_tuple(kernel_size, rank, "kernel_size")
        self.strides = windows.as_tuple(strides, rank, "strides")
        self.padding = str(padding).lower()
        if not (self.padding == "causal" and rank == 1):
            windows.padding(self.padding)
        self.activation, self.use_bias = activations.get(activation), bool(use_bias)
        self.kernel_initializer = get_initializer(kernel_initializer)
        self.bias_initializer = get_initializer(bias_initializer)
        self.kernel = self.bias = None

    def build(self, input_shape):
        channels = input_shape[-1]
        self.kernel = self.add_weight(name="kernel", shape=self.kernel_size + (channels, self.filters),
                                      initializer=self.kernel_initializer)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.filters,), initializer=self.bias_initializer)
        self.input_spec = (self.spatial + 2, {-1: channels})

    def call(self, inputs):
        if self.padding == "causal":  # Keras pads the start of the sequence, then convolves "valid"
            inputs = op("pad")(inputs, [[0, 0], [self.kernel_size[0] - 1, 0], [0, 0]])
            padded = inputs
        else:
            padded = windows.padded(inputs, self.kernel_size, self.strides, self.padding)
        patches = windows.patches(padded, self.kernel_size, self.strides)
        flat = op("reshape")(patches, tuple(patches.shape[:-2]) + (-1,))
        kernel = op("reshape")(self.kernel.read(), (-1, self.filters))
        x = op("tensordot")(flat, kernel, [[flat.ndim - 1], [0]])
        if self.bias is not None:
            x = op("bias_add")(x, self.bias.read())  # Keras's ops.add of a bias is a BiasAdd
        return self.activation(x)

    def compute_output_shape(self, input_shape):
        padding = "valid" if self.padding == "causal" else self.padding
        sizes = tuple(windows.output_size(n, k, s, padding) for n, k, s in zip(
            input_shape[1:-1], self.kernel_size, self.strides))
        if self.padding == "causal":
            sizes = tuple(None if n is None else (n - 1) // s + 1 for n, s in zip(input_shape[1:-1], self.strides))
        return (input_shape[0],) + sizes + (self.filters,)


class Conv1D(Convolution):
    tf_type_name = "Conv1D"
    spatial = 1


class Conv2D(Convolution):
    tf_type_name = "Conv2D"
    spatial = 2

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid", data_format=None, dilation_rate=(1, 1),
                 *args, **kwargs):
        super().__init__(filters, kernel_size, strides, padding, data_format, dilation_rate, *args, **kwargs)


Convolution.tf_attributes = {**LAYER_ATTRIBUTES, "kernel": lambda layer: layer.kernel,
                             "bias": lambda layer: layer.bias, "filters": lambda layer: layer.filters,
                             "kernel_size": lambda layer: layer.kernel_size, "strides": lambda layer: layer.strides,
                             "padding": lambda layer: layer.padding}
LAYERS = {"Conv1D": Conv1D, "Conv2D": Conv2D, "Convolution1D": Conv1D, "Convolution2D": Conv2D}
