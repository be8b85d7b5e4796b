"""Keras's pooling layers: MaxPooling1D/2D, AveragePooling1D/2D (tf.nn.max_pool and avg_pool, as Keras's
TensorFlow backend calls them: `channels_first` inputs pooled channels last between two transposes) and
GlobalMaxPooling1D/2D, GlobalAveragePooling1D/2D (reductions).

A max pooling's gradient goes to each window's first largest element only, as TensorFlow's MaxPoolGrad sends it
(a reduce_max would share it between ties); see the poolings of `gradcli.functions.nn`.
"""

from gradcli.tensorflow.keras import windows
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config
from gradcli.tensorflow.keras.layers import op


class BuiltWhenMade(Layer):
    """A layer without weights that Keras builds when it is made."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.built = True

    def call(self, inputs):
        if self.build_shape is None:  # (the shape it first pools is the one summary() shows)
            self.build_shape = tuple(inputs.shape)
        return self.pool(inputs)


class Pooling(BuiltWhenMade):
    """A max or average pooling over `spatial` axes."""

    spatial, mode = None, None

    def __init__(self, pool_size=None, strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(name=name, **kwargs)
        self.exact_rank = self.spatial + 2
        self.pool_size = windows.as_tuple(pool_size, self.spatial, "pool_size")
        self.strides = windows.as_tuple(pool_size if strides is None else strides, self.spatial, "strides",
                                        allow_zero=True)
        self.padding = windows.padding(padding)
        self.data_format = windows.data_format(data_format)

    def pool(self, inputs):
        if 0 in self.strides:
            raise ValueError(f"gradcli does not pool with a stride of 0 (strides={self.strides})")
        if self.data_format == "channels_first":
            return windows.to_channels_first(self.pool_last(windows.to_channels_last(inputs)))
        return self.pool_last(inputs)

    def pool_last(self, inputs):
        """tf.nn.max_pool or avg_pool of a channels-last input, as Keras's TensorFlow backend calls them."""
        pool = op("max_pool" if self.mode == "max" else "avg_pool")
        return pool(inputs, self.pool_size, self.strides, self.padding.upper())

    def compute_output_shape(self, input_shape):
        spatial = list(input_shape[1:-1] if self.data_format == "channels_last" else input_shape[2:])
        pooled = tuple(windows.output_size(n, k, s, self.padding) for n, k, s in zip(
            spatial, self.pool_size, self.strides))
        if self.data_format == "channels_last":
            return (input_shape[0],) + pooled + (input_shape[-1],)
        return (input_shape[0], input_shape[1]) + pooled

    def get_config(self):
        return {**base_config(self), "pool_size": self.pool_size, "padding": self.padding, "strides": self.strides,
                "data_format": self.data_format}


def _pooling(name, spatial, mode, default_pool=None):
    """A pooling class; Keras's average poolings have no default pool_size."""
    if default_pool is None:
        def __init__(self, pool_size, strides=None, padding="valid", data_format=None, name=None, **kwargs):
            Pooling.__init__(self, pool_size, strides, padding, data_format, name, **kwargs)
    else:
        def __init__(self, pool_size=default_pool, strides=None, padding="valid", data_format=None, name=None,
                     **kwargs):
            Pooling.__init__(self, pool_size, strides, padding, data_format, name, **kwargs)
    return type(name, (Pooling,), {"tf_type_name": name, "spatial": spatial, "mode": mode, "__init__": __init__})


MaxPooling1D = _pooling("MaxPooling1D", 1, "max", 2)
MaxPooling2D = _pooling("MaxPooling2D", 2, "max", (2, 2))
AveragePooling1D = _pooling("AveragePooling1D", 1, "average")
AveragePooling2D = _pooling("AveragePooling2D", 2, "average")


class GlobalPooling(BuiltWhenMade):
    """A max or average over every spatial axis."""

    spatial, mode = None, None

    def __init__(self, data_format=None, keepdims=False, **kwargs):
        super().__init__(**kwargs)
        self.exact_rank = self.spatial + 2
        self.data_format, self.keepdims = windows.data_format(data_format), bool(keepdims)

    def spatial_axes(self):
        first = 1 if self.data_format == "channels_last" else 2
        return list(range(first, first + self.spatial))

    def run(self, inputs, mask=None, training=None):
        if mask is not None:
            raise ValueError(f"gradcli's {self.class_name()} does not take a mask")
        return self.call(inputs)

    def pool(self, inputs):
        reduce = "reduce_max" if self.mode == "max" else "reduce_mean"
        return op(reduce)(inputs, axis=self.spatial_axes(), keepdims=self.keepdims)

    def compute_output_shape(self, input_shape):
        if self.data_format == "channels_last":
            return (input_shape[0],) + ((1,) * self.spatial if self.keepdims else ()) + (input_shape[-1],)
        return (input_shape[0], input_shape[1]) + ((1,) * self.spatial if self.keepdims else ())

    def get_config(self):
        return {**base_config(self), "data_format": self.data_format, "keepdims": self.keepdims}


def _global(name, spatial, mode):
    return type(name, (GlobalPooling,), {"tf_type_name": name, "spatial": spatial, "mode": mode})


GlobalMaxPooling1D = _global("GlobalMaxPooling1D", 1, "max")
GlobalMaxPooling2D = _global("GlobalMaxPooling2D", 2, "max")
GlobalAveragePooling1D = _global("GlobalAveragePooling1D", 1, "average")
GlobalAveragePooling2D = _global("GlobalAveragePooling2D", 2, "average")

_ATTRIBUTES = {**LAYER_ATTRIBUTES, "get_config": lambda layer: layer.get_config}
for _cls in (Pooling, GlobalPooling):
    _cls.tf_attributes = {**_ATTRIBUTES, **{name: (lambda n: lambda layer: getattr(layer, n))(name) for name in (
        "data_format",) + (("pool_size", "strides", "padding") if _cls is Pooling else ("keepdims",))}}

POOLINGS = (MaxPooling1D, MaxPooling2D, AveragePooling1D, AveragePooling2D, GlobalMaxPooling1D, GlobalMaxPooling2D,
            GlobalAveragePooling1D, GlobalAveragePooling2D)
LAYERS = {cls.tf_type_name: cls for cls in POOLINGS}
LAYERS.update(MaxPool1D=MaxPooling1D, MaxPool2D=MaxPooling2D, AvgPool1D=AveragePooling1D,
              AvgPool2D=AveragePooling2D, GlobalMaxPool1D=GlobalMaxPooling1D, GlobalMaxPool2D=GlobalMaxPooling2D,
              GlobalAvgPool1D=GlobalAveragePooling1D, GlobalAvgPool2D=GlobalAveragePooling2D)
