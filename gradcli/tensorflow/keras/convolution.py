"""Keras's Conv2D and MaxPooling2D (channels last), on small inputs: computed from the input's patches (one
strided slice per kernel offset, stacked) with gradcli's operations, so tapes see every step.

A convolution is the patches times the kernel (reshaped to (height * width * channels, filters)); a max pooling
the largest of each patch. "same" padding pads as TensorFlow does, the odd pixel after.
"""
import math

from gradcli.tensorflow.keras import activations
from gradcli.tensorflow.keras.initializers import get as get_initializer
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer
from gradcli.tensorflow.keras.layers import op


def _pair(value, name):
    pair = (value, value) if isinstance(value, int) else tuple(value)
    if len(pair) != 2 or not all(isinstance(v, int) and v > 0 for v in pair):
        raise ValueError(f"The `{name}` argument must be a tuple of 2 integers. Received: {name}={value}")
    return pair


def _padded(inputs, window, strides, padding):
    """The input padded for "same" (TensorFlow's split: the smaller half before), as it is for "valid"."""
    if padding == "valid":
        return inputs
    pads = [[0, 0]]
    for size, k, s in zip(inputs.shape[1:3], window, strides):
        total = max((math.ceil(size / s) - 1) * s + k - size, 0)
        pads.append([total // 2, total - total // 2])
    return op("pad")(inputs, pads + [[0, 0]])


def _output_size(size, k, s, padding):
    if size is None:
        return None
    return math.ceil(size / s) if padding == "same" else (size - k) // s + 1


def _patches(inputs, window, strides):
    """(batch, out_height, out_width, kh * kw, channels): each output pixel's window, offset by offset."""
    height, width = [(n - k) // s + 1 for n, k, s in zip(inputs.shape[1:3], window, strides)]
    if height <= 0 or width <= 0:
        raise ValueError(f"Computed output size would be negative: input {tuple(inputs.shape)}, window {window}")
    sh, sw = strides
    slices = [inputs[:, i:i + (height - 1) * sh + 1:sh, j:j + (width - 1) * sw + 1:sw, :]
              for i in range(window[0]) for j in range(window[1])]
    return op("stack")(slices, axis=3)


class Conv2D(Layer):
    tf_type_name = "Conv2D"

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid", data_format=None, dilation_rate=(1, 1),
                 groups=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(**kwargs)
        if data_format not in (None, "channels_last") or _pair(dilation_rate, "dilation_rate") != (1, 1) \
                or groups != 1:
            raise ValueError("gradcli runs Conv2D channels last, without dilation or groups")
        self.filters, self.kernel_size = filters, _pair(kernel_size, "kernel_size")
        self.strides, self.padding = _pair(strides, "strides"), padding.lower()
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
        self.input_spec = (4, {-1: channels})

    def call(self, inputs):
        patches = _patches(_padded(inputs, self.kernel_size, self.strides, self.padding), self.kernel_size,
                           self.strides)
        batch, height, width = patches.shape[:3]
        flat = op("reshape")(patches, (batch, height, width, -1))
        kernel = op("reshape")(self.kernel.read(), (-1, self.filters))
        x = op("tensordot")(flat, kernel, [[3], [0]])
        if self.bias is not None:
            x = op("bias_add")(x, self.bias.read())  # Keras's ops.add of a bias is a BiasAdd
        return self.activation(x)

    def compute_output_shape(self, input_shape):
        return (input_shape[0],) + tuple(_output_size(n, k, s, self.padding) for n, k, s in zip(
            input_shape[1:3], self.kernel_size, self.strides)) + (self.filters,)


class MaxPooling2D(Layer):
    tf_type_name = "MaxPooling2D"

    def __init__(self, pool_size=(2, 2), strides=None, padding="valid", data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.pool_size = _pair(pool_size, "pool_size")
        self.strides = self.pool_size if strides is None else _pair(strides, "strides")
        self.padding = padding.lower()

    def call(self, inputs):
        if self.padding == "same":
            raise ValueError("gradcli runs MaxPooling2D with padding='valid'")
        return op("reduce_max")(_patches(inputs, self.pool_size, self.strides), axis=3)

    def compute_output_shape(self, input_shape):
        return (input_shape[0],) + tuple(_output_size(n, k, s, self.padding) for n, k, s in zip(
            input_shape[1:3], self.pool_size, self.strides)) + (input_shape[3],)


Conv2D.tf_attributes = {**LAYER_ATTRIBUTES, "kernel": lambda layer: layer.kernel, "bias": lambda layer: layer.bias,
                        "filters": lambda layer: layer.filters, "kernel_size": lambda layer: layer.kernel_size,
                        "strides": lambda layer: layer.strides, "padding": lambda layer: layer.padding}
LAYERS = {"Conv2D": Conv2D, "MaxPooling2D": MaxPooling2D, "MaxPool2D": MaxPooling2D}
