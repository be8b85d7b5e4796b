"""Keras's convolutions (channels last), on small inputs: Conv1D, Conv2D, their transposes Conv1DTranspose and
Conv2DTranspose, DepthwiseConv2D and SeparableConv2D, computed from the input's windows (`windows`: one strided
slice per kernel offset, stacked) with gradcli's operations, so tapes see every step.

A convolution is the windows times the kernel (reshaped to (window size * channels, filters)). "same" padding
pads as TensorFlow does, the odd pixel after; Conv1D's "causal" padding pads the kernel's size less one before.
A transposed convolution is the convolution whose input gradient it is (TensorFlow's Conv2DBackpropInput): the
input spread out by the strides (zeros between), convolved "full" with the kernel turned around, then cut to
the output TensorFlow gives. A depthwise convolution convolves each channel with its own kernels; a separable
one is a depthwise convolution followed by a 1x1 convolution. Their sums run in another order than oneDNN's, so
their last bits may differ from TensorFlow's.
"""
import math

from gradcli.tensorflow.keras import activations, windows
from gradcli.tensorflow.keras.initializers import serialize
from gradcli.tensorflow.keras.initializers import get as get_initializer
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config, refuse_given
from gradcli.tensorflow.keras.layers import op

# get_config's entries after the base ones, in Keras's order
_CONVOLUTION = ("filters", "kernel_size", "strides", "padding", "data_format", "dilation_rate", "groups",
                "activation", "use_bias", "kernel_initializer", "bias_initializer", "kernel_regularizer",
                "bias_regularizer", "activity_regularizer", "kernel_constraint", "bias_constraint")
_TRANSPOSED = ("filters", "kernel_size", "strides", "padding", "output_padding", "data_format", "dilation_rate",
               "activation", "use_bias", "kernel_initializer", "bias_initializer", "kernel_regularizer",
               "bias_regularizer", "activity_regularizer", "kernel_constraint", "bias_constraint")
_DEPTHWISE = ("depth_multiplier", "kernel_size", "strides", "padding", "data_format", "dilation_rate", "activation",
              "use_bias", "depthwise_initializer", "bias_initializer", "depthwise_regularizer", "bias_regularizer",
              "activity_regularizer", "depthwise_constraint", "bias_constraint")
_SEPARABLE = ("depth_multiplier", "filters", "kernel_size", "strides", "padding", "data_format", "dilation_rate",
              "activation", "use_bias", "depthwise_initializer", "pointwise_initializer", "bias_initializer",
              "depthwise_regularizer", "pointwise_regularizer", "bias_regularizer", "activity_regularizer",
              "depthwise_constraint", "pointwise_constraint", "bias_constraint")


class Convolution(Layer):
    """A convolution over `spatial` axes (1 or 2)."""

    spatial = None
    config_names = _CONVOLUTION

    def __init__(self, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1,
                 groups=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, lora_rank=None, lora_alpha=None, **kwargs):
        super().__init__(**kwargs)
        refuse_given(self, kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
                     activity_regularizer=activity_regularizer, kernel_constraint=kernel_constraint,
                     bias_constraint=bias_constraint)
        rank = self.spatial
        if windows.data_format(data_format) != "channels_last" or \
                windows.as_tuple(dilation_rate, rank, "dilation_rate") != (1,) * rank or groups != 1:
            raise ValueError(f"gradcli runs {self.class_name()} channels last, without dilation or groups")
        if filters is not None and filters <= 0:
            raise ValueError(f"Invalid value for argument `filters`. Expected a strictly positive value. Received "
                             f"filters={filters}.")
        self.filters, self.kernel_size = filters, windows.as_tuple(kernel_size, rank, "kernel_size")
        self.strides = windows.as_tuple(strides, rank, "strides")
        causal = rank == 1 and isinstance(padding, str) and padding.lower() == "causal"
        self.padding = "causal" if causal else windows.padding(padding)
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
        x = _convolved(windows.patches(padded, self.kernel_size, self.strides), self.kernel.read(), self.filters)
        if self.bias is not None:
            x = op("bias_add")(x, self.bias.read())  # Keras's ops.add of a bias is a BiasAdd
        return self.activation(x)

    def get_config(self):
        return _config(self, *self.config_names)

    def compute_output_shape(self, input_shape):
        padding = "valid" if self.padding == "causal" else self.padding
        sizes = tuple(windows.output_size(n, k, s, padding) for n, k, s in zip(
            input_shape[1:-1], self.kernel_size, self.strides))
        if self.padding == "causal":
            sizes = tuple(None if n is None else (n - 1) // s + 1 for n, s in zip(input_shape[1:-1], self.strides))
        return (input_shape[0],) + sizes + (self.filters,)


def _config(layer, *names):
    """get_config's entries `names` of a convolution, in Keras's order; the kernel's initializer under its own
    name (kernel, or depthwise), its regularizers and constraints None."""
    rank = layer.spatial
    known = {"filters": layer.filters, "depth_multiplier": getattr(layer, "depth_multiplier", None),
             "kernel_size": layer.kernel_size, "strides": layer.strides, "padding": layer.padding,
             "output_padding": None, "data_format": "channels_last", "dilation_rate": (1,) * rank, "groups": 1,
             "activation": activations.serialize(layer.activation), "use_bias": layer.use_bias,
             "kernel_initializer": serialize(layer.kernel_initializer),
             "depthwise_initializer": serialize(layer.kernel_initializer),
             "pointwise_initializer": serialize(getattr(layer, "pointwise_initializer", None)),
             "bias_initializer": serialize(layer.bias_initializer)}
    return {**base_config(layer), **{name: known.get(name) for name in names}}


def _convolved(patches, kernel, filters):
    """Each window (its offsets and channels flattened) times the kernel reshaped to (window * channels,
    filters)."""
    flat = op("reshape")(patches, tuple(patches.shape[:-2]) + (-1,))
    return op("tensordot")(flat, op("reshape")(kernel, (-1, filters)), [[flat.ndim - 1], [0]])


def _depthwise(patches, kernel):
    """Each channel's windows times its own kernels: (batch, *out, channels * depth_multiplier)."""
    window, channels, multiplier = kernel.shape[:-2], kernel.shape[-2], kernel.shape[-1]
    products = op("expand_dims")(patches, -1) * op("reshape")(kernel, (math.prod(window), channels, multiplier))
    summed = op("reduce_sum")(products, axis=patches.ndim - 2)
    return op("reshape")(summed, tuple(summed.shape[:-2]) + (channels * multiplier,))


class Conv1D(Convolution):
    tf_type_name = "Conv1D"
    spatial = 1


class Conv2D(Convolution):
    tf_type_name = "Conv2D"
    spatial = 2

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid", data_format=None, dilation_rate=(1, 1),
                 *args, **kwargs):
        super().__init__(filters, kernel_size, strides, padding, data_format, dilation_rate, *args, **kwargs)


class Transposed(Convolution):
    """A transposed convolution: its kernel is (*window, filters, input channels)."""

    config_names = _TRANSPOSED

    def __init__(self, filters, kernel_size, strides=1, padding="valid", output_padding=None, data_format=None,
                 dilation_rate=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(filters, kernel_size, strides, padding, data_format, dilation_rate, 1, activation,
                         use_bias, kernel_initializer, bias_initializer, **kwargs)
        refuse_given(self, output_padding=output_padding, kernel_regularizer=kernel_regularizer,
                      bias_regularizer=bias_regularizer, activity_regularizer=activity_regularizer,
                      kernel_constraint=kernel_constraint, bias_constraint=bias_constraint)

    def build(self, input_shape):
        channels = input_shape[-1]
        self.kernel = self.add_weight(name="kernel", shape=self.kernel_size + (self.filters, channels),
                                      initializer=self.kernel_initializer)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.filters,), initializer=self.bias_initializer)
        self.input_spec = (self.spatial + 2, {-1: channels})

    def output_sizes(self, sizes):
        if self.padding == "same":
            return tuple(None if n is None else n * s for n, s in zip(sizes, self.strides))
        return tuple(None if n is None else (n - 1) * s + max(k, s) for n, k, s in zip(
            sizes, self.kernel_size, self.strides))

    def call(self, inputs):
        spread = inputs
        for axis, stride in enumerate(self.strides, start=1):  # stride - 1 zeros after each element but the last
            if stride > 1:
                size = spread.shape[axis]
                pads = [[0, 0]] * (spread.ndim + 1)
                pads[axis + 1] = [0, stride - 1]
                spread = op("pad")(op("expand_dims")(spread, axis + 1), pads)
                shape = list(spread.shape)
                shape[axis:axis + 2] = [size * stride]
                index = [slice(None)] * len(shape)
                index[axis] = slice(0, (size - 1) * stride + 1)
                spread = op("reshape")(spread, shape)[tuple(index)]
        full_pads = [[0, 0]] + [[k - 1, k - 1] for k in self.kernel_size] + [[0, 0]]
        patches = windows.patches(op("pad")(spread, full_pads), self.kernel_size, (1,) * self.spatial)
        turned = self.kernel.read()[(slice(None, None, -1),) * self.spatial]  # (the kernel turned around)
        turned = op("transpose")(turned, list(range(self.spatial)) + [self.spatial + 1, self.spatial])
        full = _convolved(patches, turned, self.filters)
        x = self.cut(full, tuple(inputs.shape[1:-1]))
        if self.bias is not None:
            x = op("bias_add")(x, self.bias.read())
        return self.activation(x)

    def cut(self, full, sizes):
        """The output TensorFlow gives of the full transposed convolution: for "same", from where the forward
        convolution's padding starts; zeros after it where the output is longer."""
        index, pads = [slice(None)], [[0, 0]]
        for n, k, s, length in zip(self.output_sizes(sizes), self.kernel_size, self.strides, full.shape[1:-1]):
            before = windows.same_padding(n, k, s)[0] if self.padding == "same" else 0
            index.append(slice(before, min(before + n, length)))
            pads.append([0, max(before + n - length, 0)])
        cut = full[tuple(index + [slice(None)])]
        return op("pad")(cut, pads + [[0, 0]]) if any(p[1] for p in pads) else cut

    def compute_output_shape(self, input_shape):
        return [input_shape[0], *self.output_sizes(input_shape[1:-1]), self.filters]  # (Keras gives a list)


class Conv1DTranspose(Transposed):
    tf_type_name = "Conv1DTranspose"
    spatial = 1


class Conv2DTranspose(Transposed):
    tf_type_name = "Conv2DTranspose"
    spatial = 2

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid", output_padding=None,
                 data_format=None, dilation_rate=(1, 1), *args, **kwargs):
        super().__init__(filters, kernel_size, strides, padding, output_padding, data_format, dilation_rate, *args,
                         **kwargs)


class DepthwiseConv2D(Convolution):
    """Each input channel convolved with `depth_multiplier` kernels of its own (tf.nn.depthwise_conv2d)."""

    tf_type_name = "DepthwiseConv2D"
    spatial = 2
    config_names = _DEPTHWISE

    def __init__(self, kernel_size, strides=(1, 1), padding="valid", depth_multiplier=1, data_format=None,
                 dilation_rate=(1, 1), activation=None, use_bias=True, depthwise_initializer="glorot_uniform",
                 bias_initializer="zeros", depthwise_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, depthwise_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(None, kernel_size, strides, padding, data_format, dilation_rate, 1, activation, use_bias,
                         depthwise_initializer, bias_initializer, **kwargs)
        refuse_given(self, depthwise_regularizer=depthwise_regularizer, bias_regularizer=bias_regularizer,
                      activity_regularizer=activity_regularizer, depthwise_constraint=depthwise_constraint,
                      bias_constraint=bias_constraint)
        self.depth_multiplier = depth_multiplier

    def build(self, input_shape):
        channels = input_shape[-1]
        self.kernel = self.add_weight(name="kernel", shape=self.kernel_size + (channels, self.depth_multiplier),
                                      initializer=self.kernel_initializer)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(channels * self.depth_multiplier,),
                                        initializer=self.bias_initializer)
        self.input_spec = (self.spatial + 2, {-1: channels})

    def call(self, inputs):
        padded = windows.padded(inputs, self.kernel_size, self.strides, self.padding)
        x = _depthwise(windows.patches(padded, self.kernel_size, self.strides), self.kernel.read())
        if self.bias is not None:
            x = op("bias_add")(x, self.bias.read())
        return self.activation(x)

    def compute_output_shape(self, input_shape):
        channels = input_shape[-1]
        return super().compute_output_shape(input_shape)[:-1] + (channels * self.depth_multiplier,)


class SeparableConv2D(Convolution):
    """A depthwise convolution, then a 1x1 convolution of its channels into `filters` (tf.nn.separable_conv2d)."""

    tf_type_name = "SeparableConv2D"
    spatial = 2
    config_names = _SEPARABLE

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid", data_format=None,
                 dilation_rate=(1, 1), depth_multiplier=1, activation=None, use_bias=True,
                 depthwise_initializer="glorot_uniform", pointwise_initializer="glorot_uniform",
                 bias_initializer="zeros", depthwise_regularizer=None, pointwise_regularizer=None,
                 bias_regularizer=None, activity_regularizer=None, depthwise_constraint=None,
                 pointwise_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(filters, kernel_size, strides, padding, data_format, dilation_rate, 1, activation,
                         use_bias, depthwise_initializer, bias_initializer, **kwargs)
        refuse_given(self, depthwise_regularizer=depthwise_regularizer, pointwise_regularizer=pointwise_regularizer,
                      bias_regularizer=bias_regularizer, activity_regularizer=activity_regularizer,
                      depthwise_constraint=depthwise_constraint, pointwise_constraint=pointwise_constraint,
                      bias_constraint=bias_constraint)
        self.depth_multiplier = depth_multiplier
        self.pointwise_initializer = get_initializer(pointwise_initializer)
        self.depthwise_kernel = self.pointwise_kernel = None

    def build(self, input_shape):
        channels = input_shape[-1]
        self.depthwise_kernel = self.add_weight(
            name="depthwise_kernel", shape=self.kernel_size + (channels, self.depth_multiplier),
            initializer=self.kernel_initializer)
        self.pointwise_kernel = self.add_weight(
            name="pointwise_kernel", shape=(1, 1, channels * self.depth_multiplier, self.filters),
            initializer=self.pointwise_initializer)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.filters,), initializer=self.bias_initializer)
        self.input_spec = (self.spatial + 2, {-1: channels})

    def call(self, inputs):
        padded = windows.padded(inputs, self.kernel_size, self.strides, self.padding)
        depthwise = _depthwise(windows.patches(padded, self.kernel_size, self.strides), self.depthwise_kernel.read())
        x = op("tensordot")(depthwise, op("reshape")(self.pointwise_kernel.read(), (-1, self.filters)),
                            [[depthwise.ndim - 1], [0]])
        if self.bias is not None:
            x = op("bias_add")(x, self.bias.read())
        return self.activation(x)


Convolution.tf_attributes = {**LAYER_ATTRIBUTES, "kernel": lambda layer: layer.kernel,
                             "bias": lambda layer: layer.bias, "filters": lambda layer: layer.filters,
                             "kernel_size": lambda layer: layer.kernel_size, "strides": lambda layer: layer.strides,
                             "padding": lambda layer: layer.padding}
DepthwiseConv2D.tf_attributes = {**Convolution.tf_attributes, "depth_multiplier": lambda layer: layer.depth_multiplier}
SeparableConv2D.tf_attributes = {**DepthwiseConv2D.tf_attributes,
                                 "depthwise_kernel": lambda layer: layer.depthwise_kernel,
                                 "pointwise_kernel": lambda layer: layer.pointwise_kernel}
CONVOLUTIONS = (Conv1D, Conv2D, Conv1DTranspose, Conv2DTranspose, DepthwiseConv2D, SeparableConv2D)
LAYERS = {cls.tf_type_name: cls for cls in CONVOLUTIONS}
LAYERS.update(Convolution1D=Conv1D, Convolution2D=Conv2D, Convolution1DTranspose=Conv1DTranspose,
              Convolution2DTranspose=Conv2DTranspose, SeparableConvolution2D=SeparableConv2D)
