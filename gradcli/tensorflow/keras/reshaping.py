"""Keras's layers that move values without computing new ones: ZeroPadding1D/2D, Cropping1D/2D, UpSampling1D/2D
(nearest: each value repeated), Permute and RepeatVector; and Lambda, which runs a function of the program's (by
the interpreter, as any of its functions).

Their gradients are those of the pads, slices, transposes and gathers they are made of: each input element gets
the sum of what its copies receive.
"""
import numpy as np

from gradcli.tensorflow.keras import windows
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config
from gradcli.tensorflow.keras.layers import op
from gradcli.tensorflow.keras.run import as_callable, is_callable


def _pairs(value, name, kind):
    """A 2D layer's ((top, bottom), (left, right)) from an int, two ints or two pairs, as Keras reads it."""
    if isinstance(value, int):
        if value < 0:
            raise ValueError(f"`{kind}` cannot be negative. Received: {kind}={value}.")
        return (value, value), (value, value)
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError(f"`{kind}` should have two elements. Received: {kind}={value}.")
    return (windows.as_tuple(value[0], 2, f"1st entry of {kind}", allow_zero=True),
            windows.as_tuple(value[1], 2, f"2nd entry of {kind}", allow_zero=True))


def _grown(size, by):
    return None if size is None else size + by


def repeat(inputs, times, axis):
    """tf.repeat of each element `times` times along `axis`: the input gathered, each index `times` times."""
    return op("gather")(inputs, np.repeat(np.arange(inputs.shape[axis]), times), axis=axis)


class Spatial(Layer):
    """A layer over the spatial axes of inputs of `exact_rank` axes, channels last or first."""

    def __init__(self, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = windows.data_format(data_format)

    def spatial_axes(self):
        first = 1 if self.data_format == "channels_last" else 2
        return list(range(first, first + self.exact_rank - 2))

    def get_config(self):
        return {**base_config(self), **self.config()}


class ZeroPadding(Spatial):
    def call(self, inputs):
        pads = [[0, 0]] * inputs.ndim
        for axis, pair in zip(self.spatial_axes(), self.padding):
            pads[axis] = list(pair)
        return op("pad")(inputs, pads)

    def compute_output_shape(self, input_shape):
        shape = list(input_shape)
        for axis, (before, after) in zip(self.spatial_axes(), self.padding):
            shape[axis] = _grown(shape[axis], before + after)
        return tuple(shape)

    def config(self):
        return {"padding": self.padding[0] if self.exact_rank == 3 else self.padding,
                "data_format": self.data_format}


class ZeroPadding1D(ZeroPadding):
    tf_type_name = "ZeroPadding1D"
    exact_rank = 3

    def __init__(self, padding=1, data_format=None, **kwargs):
        super().__init__(data_format, **kwargs)
        self.padding = (windows.as_tuple(padding, 2, "padding", allow_zero=True),)


class ZeroPadding2D(ZeroPadding):
    tf_type_name = "ZeroPadding2D"
    exact_rank = 4

    def __init__(self, padding=(1, 1), data_format=None, **kwargs):
        super().__init__(data_format, **kwargs)
        self.padding = _pairs(padding, "padding", "padding")


class Cropping(Spatial):
    def call(self, inputs):
        self.check_crops(inputs.shape)
        index = [slice(None)] * inputs.ndim
        for axis, (before, after) in zip(self.spatial_axes(), self.cropping):
            index[axis] = slice(before, inputs.shape[axis] - after)
        return inputs[tuple(index)]

    def check_crops(self, shape):
        for axis, crops in zip(self.spatial_axes(), self.cropping):
            if shape[axis] is not None and sum(crops) >= shape[axis]:
                raise ValueError(f"Values in `cropping` argument should be smaller than the corresponding spatial "
                                 f"dimension of the input. Received: input_shape={tuple(shape)}, "
                                 f"cropping={self.config()['cropping']}")

    def compute_output_shape(self, input_shape):
        self.check_crops(input_shape)
        shape = list(input_shape)
        for axis, (before, after) in zip(self.spatial_axes(), self.cropping):
            shape[axis] = _grown(shape[axis], -before - after)
        return tuple(shape)

    def config(self):
        if self.exact_rank == 3:
            return {"cropping": self.cropping[0]}
        return {"cropping": self.cropping, "data_format": self.data_format}


class Cropping1D(Cropping):
    tf_type_name = "Cropping1D"
    exact_rank = 3

    def __init__(self, cropping=(1, 1), **kwargs):
        super().__init__(None, **kwargs)
        self.cropping = (windows.as_tuple(cropping, 2, "cropping", allow_zero=True),)


class Cropping2D(Cropping):
    tf_type_name = "Cropping2D"
    exact_rank = 4

    def __init__(self, cropping=((0, 0), (0, 0)), data_format=None, **kwargs):
        super().__init__(data_format, **kwargs)
        self.cropping = _pairs(cropping, "cropping", "cropping")


class UpSampling(Spatial):
    def call(self, inputs):
        for axis, times in zip(self.spatial_axes(), self.size):
            inputs = repeat(inputs, times, axis)
        return inputs

    def compute_output_shape(self, input_shape):
        shape = list(input_shape)
        for axis, times in zip(self.spatial_axes(), self.size):
            shape[axis] = None if shape[axis] is None else shape[axis] * times
        return tuple(shape)


class UpSampling1D(UpSampling):
    tf_type_name = "UpSampling1D"
    exact_rank = 3

    def __init__(self, size=2, **kwargs):
        super().__init__(None, **kwargs)
        if not isinstance(size, int) or isinstance(size, bool):
            raise TypeError(f"Expected an integer value for `size`, got {type(size)}.")
        if size <= 0:
            raise ValueError(f"Argument `size` should be a positive integer. Received: size={size}")
        self.size = (size,)

    def compute_output_shape(self, input_shape):
        return list(super().compute_output_shape(input_shape))  # (Keras gives a list)

    def config(self):
        return {"size": self.size[0]}


class UpSampling2D(UpSampling):
    tf_type_name = "UpSampling2D"
    exact_rank = 4

    def __init__(self, size=(2, 2), data_format=None, interpolation="nearest", **kwargs):
        super().__init__(data_format, **kwargs)
        self.size, self.interpolation = windows.as_tuple(size, 2, "size"), str(interpolation).lower()
        if self.interpolation != "nearest":
            raise NotImplementedError(f"gradcli's UpSampling2D repeats values (interpolation='nearest'), it does "
                                      f"not resize images with interpolation='{self.interpolation}'")

    def config(self):
        return {"size": self.size, "data_format": self.data_format, "interpolation": self.interpolation}


class Permute(Layer):
    tf_type_name = "Permute"

    def __init__(self, dims, **kwargs):
        super().__init__(**kwargs)
        self.dims = tuple(dims)
        if sorted(self.dims) != list(range(1, len(self.dims) + 1)):
            raise ValueError(f"Invalid permutation argument `dims` for Permute Layer. The set of indices in `dims` "
                             f"must be consecutive and start from 1. Received dims={dims}")
        self.exact_rank = len(self.dims) + 1

    def call(self, inputs):
        return op("transpose")(inputs, (0,) + self.dims)

    def compute_output_shape(self, input_shape):
        return (input_shape[0],) + tuple(input_shape[d] for d in self.dims)

    def get_config(self):
        return {**base_config(self), "dims": self.dims}


class RepeatVector(Layer):
    tf_type_name = "RepeatVector"
    exact_rank = 2

    def __init__(self, n, **kwargs):
        super().__init__(**kwargs)
        if not isinstance(n, int):
            raise TypeError(f"Expected an integer value for `n`, got {type(n)}.")
        self.n = n

    def call(self, inputs):
        return repeat(op("expand_dims")(inputs, 1), self.n, 1)

    def compute_output_shape(self, input_shape):
        return (input_shape[0], self.n, input_shape[1])

    def get_config(self):
        return {**base_config(self), "n": self.n}


class Lambda(Layer):
    """A function of the program's as a layer: called with the inputs (and `arguments`), run by the
    interpreter."""

    tf_type_name = "Lambda"

    def __init__(self, function, output_shape=None, mask=None, arguments=None, **kwargs):
        super().__init__(**kwargs)
        if not is_callable(function):
            raise ValueError(f"gradcli's Lambda takes a function, not {function!r}")
        if mask is not None:
            raise NotImplementedError("gradcli's Lambda does not take a mask")
        self.function, self.output_shape_given = as_callable(function), output_shape
        self.arguments = dict(arguments or {})

    def call(self, inputs):
        return self.function(inputs, **self.arguments)

    def compute_output_shape(self, input_shape):
        if self.output_shape_given is None or callable(self.output_shape_given):
            return None  # (run on zeros to know it)
        return (input_shape[0],) + tuple(self.output_shape_given)


_SPATIAL = {"data_format": lambda layer: layer.data_format}
_ATTRIBUTES = {**LAYER_ATTRIBUTES, "get_config": lambda layer: layer.get_config}
ZeroPadding.tf_attributes = {**_ATTRIBUTES, **_SPATIAL, "padding": lambda layer: layer.config()["padding"]}
Cropping.tf_attributes = {**_ATTRIBUTES, **_SPATIAL, "cropping": lambda layer: layer.config()["cropping"]}
UpSampling.tf_attributes = {**_ATTRIBUTES, **_SPATIAL, "size": lambda layer: layer.config()["size"]}
Permute.tf_attributes = {**_ATTRIBUTES, "dims": lambda layer: layer.dims}
RepeatVector.tf_attributes = {**_ATTRIBUTES, "n": lambda layer: layer.n}
Lambda.tf_attributes = {**LAYER_ATTRIBUTES, "arguments": lambda layer: layer.arguments}

RESHAPINGS = (ZeroPadding1D, ZeroPadding2D, Cropping1D, Cropping2D, UpSampling1D, UpSampling2D, Permute,
              RepeatVector)
LAYERS = {cls.tf_type_name: cls for cls in (*RESHAPINGS, Lambda)}
