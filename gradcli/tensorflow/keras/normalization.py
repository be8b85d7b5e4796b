"""Keras's LayerNormalization, GroupNormalization and UnitNormalization, computed in Keras 3's own way (its
`ops.layer_normalization`, not TensorFlow's): tf.nn.moments over the normalized axes, then
`x * inv + (beta - mean * inv)` with `inv = rsqrt(variance + epsilon) * gamma`, the order in which Keras rounds.

Regularizers and constraints, which change what training computes, are refused rather than ignored.
"""
from gradcli.tensorflow.keras.initializers import get as get_initializer, serialize
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config, refuse_given
from gradcli.tensorflow.keras.layers import op


def normalized(inputs, axes, epsilon, gamma, beta, shape):
    """Keras's layer normalization of `inputs` over `axes`, gamma and beta (or None) reshaped to `shape`."""
    mean, variance = op("moments")(inputs, axes, keepdims=True)
    inverse = op("rsqrt")(variance + epsilon)
    if gamma is not None:
        inverse = inverse * op("reshape")(gamma, shape)
    shifted = -mean * inverse
    if beta is not None:
        shifted = shifted + op("reshape")(beta, shape)
    return inputs * inverse + shifted


class ScaleAndCenter(Layer):
    """A normalization with a trainable scale (gamma) and offset (beta)."""

    def __init__(self, axis=-1, epsilon=1e-3, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", beta_regularizer=None, gamma_regularizer=None, beta_constraint=None,
                 gamma_constraint=None, **kwargs):
        super().__init__(**kwargs)
        refuse_given(self, beta_regularizer=beta_regularizer, gamma_regularizer=gamma_regularizer,
                     beta_constraint=beta_constraint, gamma_constraint=gamma_constraint)
        if isinstance(axis, (list, tuple)):
            axis = list(axis)
        elif not isinstance(axis, int):
            raise TypeError(f"Expected an int or a list/tuple of ints for the argument 'axis', but received: "
                            f"{axis!r}")
        self.axis, self.epsilon, self.center, self.scale = axis, epsilon, center, scale
        self.beta_initializer = get_initializer(beta_initializer)
        self.gamma_initializer = get_initializer(gamma_initializer)
        self.gamma = self.beta = None

    def add_scale_and_center(self, shape):
        if self.scale:
            self.gamma = self.add_weight(name="gamma", shape=shape, initializer=self.gamma_initializer)
        if self.center:
            self.beta = self.add_weight(name="beta", shape=shape, initializer=self.beta_initializer)

    def weights_read(self):
        return (None if self.gamma is None else self.gamma.read(), None if self.beta is None else self.beta.read())

    def compute_output_shape(self, input_shape):
        for axis in self.axis if isinstance(self.axis, list) else [self.axis]:
            if axis >= len(input_shape) or axis < -len(input_shape):
                raise ValueError(f"Axis {axis} is out of bounds for input shape {tuple(input_shape)}. Received: "
                                 f"axis={self.axis}")
        return tuple(input_shape)

    def get_config(self):
        return {**base_config(self), **self.own_config(), "epsilon": self.epsilon, "center": self.center,
                "scale": self.scale, **self.more_config(),
                "beta_initializer": serialize(self.beta_initializer),
                "gamma_initializer": serialize(self.gamma_initializer), "beta_regularizer": None,
                "gamma_regularizer": None, "beta_constraint": None, "gamma_constraint": None}

    def own_config(self):
        return {"axis": self.axis}

    def more_config(self):
        return {}


class LayerNormalization(ScaleAndCenter):
    tf_type_name = "LayerNormalization"

    def __init__(self, axis=-1, epsilon=1e-3, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", beta_regularizer=None, gamma_regularizer=None, beta_constraint=None,
                 gamma_constraint=None, rms_scaling=False, **kwargs):
        if rms_scaling:
            raise NotImplementedError("gradcli's LayerNormalization does not take rms_scaling=True (deprecated "
                                      "in Keras)")
        super().__init__(axis, epsilon, center, scale, beta_initializer, gamma_initializer, beta_regularizer,
                         gamma_regularizer, beta_constraint, gamma_constraint, **kwargs)

    def build(self, input_shape):
        # Keras keeps the axes as a sorted list once built (get_config then says [-1])
        self.axis = sorted(self.axis) if isinstance(self.axis, list) else [self.axis]
        self.add_scale_and_center(tuple(input_shape[axis] for axis in self.axis))

    def call(self, inputs):
        axes = sorted(axis % inputs.ndim for axis in self.axis)
        shape = [1] * inputs.ndim
        for axis in axes:
            shape[axis] = inputs.shape[axis]
        gamma, beta = self.weights_read()
        return normalized(inputs, axes, self.epsilon, gamma, beta, shape)

    def more_config(self):
        return {"rms_scaling": False}


class GroupNormalization(ScaleAndCenter):
    tf_type_name = "GroupNormalization"

    def __init__(self, groups=32, axis=-1, epsilon=1e-3, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", beta_regularizer=None, gamma_regularizer=None, beta_constraint=None,
                 gamma_constraint=None, **kwargs):
        if not isinstance(groups, int) or (groups <= 0 and groups != -1):
            raise ValueError(f"Received an invalid value for argument `groups`, expected a positive integer (or "
                             f"`-1` for instance normalization). Received: groups={groups}")
        if not isinstance(axis, int):
            raise NotImplementedError("gradcli's GroupNormalization takes one axis")
        super().__init__(axis, epsilon, center, scale, beta_initializer, gamma_initializer, beta_regularizer,
                         gamma_regularizer, beta_constraint, gamma_constraint, **kwargs)
        self.groups = groups

    def build(self, input_shape):
        size = input_shape[self.axis]
        if self.groups == -1:
            self.groups = size
        if size < self.groups:
            raise ValueError(f"Number of groups ({self.groups}) cannot be more than the number of channels "
                             f"({size}).")
        if size % self.groups != 0:
            raise ValueError(f"Number of groups ({self.groups}) must be a multiple of the number of channels "
                             f"({size}).")
        self.add_scale_and_center((size,))
        self.input_spec = (len(input_shape), {self.axis: size})

    def call(self, inputs):
        """The axis split into (groups, size / groups), each group normalized over every axis but the batch."""
        axis = self.axis % inputs.ndim
        grouped_shape = list(inputs.shape)
        grouped_shape[axis:axis + 1] = [self.groups, inputs.shape[axis] // self.groups]
        grouped = op("reshape")(inputs, grouped_shape)
        axes = [a for a in range(1, len(grouped_shape)) if a != axis]
        shape = [1] * len(grouped_shape)
        shape[axis:axis + 2] = grouped_shape[axis:axis + 2]
        gamma, beta = self.weights_read()
        return op("reshape")(normalized(grouped, axes, self.epsilon, gamma, beta, shape), inputs.shape)

    def own_config(self):
        return {"groups": self.groups, "axis": self.axis}


class UnitNormalization(Layer):
    """Each vector along the axes divided by its L2 norm, as Keras's ops.normalize: x * min(rsqrt(sum(x²)),
    1e12)."""

    tf_type_name = "UnitNormalization"

    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        if isinstance(axis, (list, tuple)):
            axis = list(axis)
        elif not isinstance(axis, int):
            raise TypeError(f"Invalid value for `axis` argument: expected an int or a list/tuple of ints. "
                            f"Received: axis={axis}")
        self.axis, self.built = axis, True

    def call(self, inputs):
        if self.build_shape is None:  # (built when made: the shape it first sees is the one summary() shows)
            self.build_shape = tuple(inputs.shape)
        if inputs.ndim == 0:
            inputs = op("expand_dims")(inputs, 0)
        squares = op("reduce_sum")(op("square")(inputs), axis=self.axis, keepdims=True)
        return inputs * op("minimum")(op("rsqrt")(squares), 1.0 / 1e-12)

    compute_output_shape = ScaleAndCenter.compute_output_shape

    def get_config(self):
        return {**base_config(self), "axis": self.axis}


_ATTRIBUTES = {**LAYER_ATTRIBUTES, "get_config": lambda layer: layer.get_config,
               **{name: (lambda n: lambda layer: getattr(layer, n))(name) for name in ("axis", "epsilon")}}
ScaleAndCenter.tf_attributes = {**_ATTRIBUTES, **{name: (lambda n: lambda layer: getattr(layer, n))(name)
                                                  for name in ("gamma", "beta", "center", "scale")}}
GroupNormalization.tf_attributes = {**ScaleAndCenter.tf_attributes, "groups": lambda layer: layer.groups}
UnitNormalization.tf_attributes = {**LAYER_ATTRIBUTES, "get_config": lambda layer: layer.get_config,
                                   "axis": lambda layer: layer.axis}

NORMALIZATIONS = (LayerNormalization, GroupNormalization, UnitNormalization)
LAYERS = {cls.tf_type_name: cls for cls in NORMALIZATIONS}
