"""Keras's built-in layers, as Keras 3 computes them with TensorFlow's operations: Dense, Activation, ReLU,
LeakyReLU, ELU, PReLU, Softmax, Flatten, Reshape, Dropout, Concatenate, Add, Embedding, BatchNormalization (and, in
`convolution`, Conv1D and Conv2D, and in `pooling`, the poolings).

Each builds its weights on its first call (`build`) and computes with gradcli's vocabulary (`call`), so tapes
see every operation.
"""
import math

import numpy as np

from gradcli.engine.tensor import Tensor
from gradcli.functions import VOCABULARY
from gradcli.tensorflow import function
from gradcli.tensorflow.keras import activations
from gradcli.tensorflow.keras.initializers import get as get_initializer, serialize
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, base_config, in_graph, nones, refuse_given
from gradcli.tensorflow.objects import read
from gradcli.tensorflow.random import keras as keras_random
from gradcli.tensorflow.random import run


def op(name):
    return VOCABULARY[name].call


class Dense(Layer):
    tf_type_name = "Dense"

    def __init__(self, units, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, lora_rank=None, lora_alpha=None, **kwargs):
        units = read(units)
        if not isinstance(units, int) or units <= 0:  # (before it takes a name, as in Keras)
            raise ValueError(f"Received an invalid value for `units`, expected a positive integer. Received: "
                             f"units={units}")
        super().__init__(**kwargs)
        refuse_given(self, kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
                     activity_regularizer=activity_regularizer, kernel_constraint=kernel_constraint,
                     bias_constraint=bias_constraint)
        self.units, self.use_bias = units, bool(use_bias)
        self.activation = activations.get(activation)
        self.kernel_initializer = get_initializer(kernel_initializer)
        self.bias_initializer = get_initializer(bias_initializer)
        self.kernel = self.bias = None

    def build(self, input_shape):
        input_dim = input_shape[-1]
        self.kernel = self.add_weight(name="kernel", shape=(input_dim, self.units),
                                      initializer=self.kernel_initializer)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.units,), initializer=self.bias_initializer)
        self.input_spec = (2, {-1: input_dim})

    def call(self, inputs):
        if inputs.dtype.kind in "biu":  # (Keras's matmul computes in the result type of the two: float32)
            inputs = op("cast")(inputs, "float32")
        if inputs.ndim == 2:
            x = op("matmul")(inputs, self.kernel.read())
        else:
            x = op("tensordot")(inputs, self.kernel.read(), [[inputs.ndim - 1], [0]])
        if self.bias is not None:
            x = op("bias_add")(x, self.bias.read())  # Keras's ops.add of a bias is a BiasAdd
            if inputs.ndim == 2 and in_graph():
                activations.mark_fusable(x)
        return self.activation(x)

    def get_config(self):
        return {**base_config(self), "units": self.units, "activation": activations.serialize(self.activation),
                "use_bias": self.use_bias, "kernel_initializer": serialize(self.kernel_initializer),
                "bias_initializer": serialize(self.bias_initializer),
                **nones("kernel_regularizer", "bias_regularizer", "kernel_constraint", "bias_constraint",
                        "quantization_config")}

    def compute_output_shape(self, input_shape):
        return tuple(input_shape[:-1]) + (self.units,)


def _kernel(layer):
    if layer.kernel is None:
        raise AttributeError(f"'{layer.class_name()}' object has no attribute 'kernel'")
    return layer.kernel


Dense.tf_attributes = {**LAYER_ATTRIBUTES, "kernel": _kernel, "bias": lambda layer: layer.bias,
                       "units": lambda layer: layer.units, "activation": lambda layer: layer.activation,
                       "use_bias": lambda layer: layer.use_bias,
                       "kernel_initializer": lambda layer: layer.kernel_initializer,
                       "bias_initializer": lambda layer: layer.bias_initializer}


class ActivationLayer(Layer):
    tf_type_name = "Activation"

    def __init__(self, activation, **kwargs):
        super().__init__(**kwargs)
        self.activation = activations.get(activation)

    def call(self, inputs):
        return self.activation(inputs)

    def get_config(self):
        return {**base_config(self), "activation": activations.serialize(self.activation)}

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)


ActivationLayer.tf_attributes = {**LAYER_ATTRIBUTES, "activation": lambda layer: layer.activation}


class ReLU(Layer):
    tf_type_name = "ReLU"

    def __init__(self, max_value=None, negative_slope=0.0, threshold=0.0, **kwargs):
        super().__init__(**kwargs)
        if max_value is not None and max_value < 0.0:
            raise ValueError(f"max_value of a ReLU layer cannot be a negative value. Received: {max_value}")
        if negative_slope is None or negative_slope < 0.0:
            raise ValueError(f"negative_slope of a ReLU layer cannot be None or a negative value. Received: "
                             f"negative_slope={negative_slope}")
        if threshold is None or threshold < 0.0:
            raise ValueError(f"threshold of a ReLU layer cannot be None or a negative value. Received: "
                             f"threshold={threshold}")
        self.max_value, self.negative_slope, self.threshold = max_value, negative_slope, threshold

    def call(self, inputs):
        return activations.FUNCTIONS["relu"](inputs, self.negative_slope, self.max_value, self.threshold)

    def get_config(self):
        return {**base_config(self), "max_value": self.max_value, "negative_slope": self.negative_slope,
                "threshold": self.threshold}

    compute_output_shape = ActivationLayer.compute_output_shape


class LeakyReLU(Layer):
    tf_type_name = "LeakyReLU"

    def __init__(self, negative_slope=0.3, **kwargs):
        if "alpha" in kwargs:  # Keras's former name for it
            negative_slope = kwargs.pop("alpha")
        super().__init__(**kwargs)
        if negative_slope is None or negative_slope < 0:
            raise ValueError(f"The negative_slope value of a Leaky ReLU layer cannot be None or negative value. "
                             f"Expected a float. Received: negative_slope={negative_slope}")
        self.negative_slope = negative_slope

    def call(self, inputs):
        return op("leaky_relu")(inputs, self.negative_slope)

    def get_config(self):
        return {**base_config(self), "negative_slope": self.negative_slope}

    compute_output_shape = ActivationLayer.compute_output_shape


class ELU(Layer):
    tf_type_name = "ELU"

    def __init__(self, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha

    def call(self, inputs):
        return activations.FUNCTIONS["elu"](inputs, alpha=self.alpha)

    def get_config(self):
        return {"name": self.name, "alpha": self.alpha, **base_config(self)}  # (alpha second, as in Keras)

    compute_output_shape = ActivationLayer.compute_output_shape


ELU.tf_attributes = {**LAYER_ATTRIBUTES, "alpha": lambda layer: layer.alpha}


class PReLU(Layer):
    """A leaky ReLU whose slopes (alpha, one per input element but along `shared_axes`) are trained, computed
    as Keras computes it: relu(x) - alpha * relu(-x)."""

    tf_type_name = "PReLU"

    def __init__(self, alpha_initializer="Zeros", alpha_regularizer=None, alpha_constraint=None, shared_axes=None,
                 **kwargs):
        super().__init__(**kwargs)
        refuse_given(self, alpha_regularizer=alpha_regularizer, alpha_constraint=alpha_constraint)
        self.alpha_initializer = get_initializer(alpha_initializer)
        self.shared_axes = None if shared_axes is None else list(
            shared_axes if isinstance(shared_axes, (list, tuple)) else [shared_axes])
        self.alpha = None

    def build(self, input_shape):
        shape = list(input_shape[1:])
        for axis in self.shared_axes or ():
            shape[axis - 1] = 1
        self.alpha = self.add_weight(shape=shape, name="alpha", initializer=self.alpha_initializer)
        self.exact_rank = len(input_shape)
        if self.shared_axes:
            self.input_spec = (len(input_shape), {axis: input_shape[axis] for axis in range(1, len(input_shape))
                                                  if axis not in self.shared_axes})

    def call(self, inputs):
        return op("relu")(inputs) + -self.alpha.read() * op("relu")(-inputs)

    def get_config(self):
        return {**base_config(self), "alpha_initializer": serialize(self.alpha_initializer),
                "alpha_regularizer": None, "alpha_constraint": None, "shared_axes": self.shared_axes}

    compute_output_shape = ActivationLayer.compute_output_shape


PReLU.tf_attributes = {**LAYER_ATTRIBUTES, "alpha": lambda layer: layer.alpha,
                       "get_config": lambda layer: layer.get_config}


class Softmax(Layer):
    tf_type_name = "Softmax"

    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis

    def call(self, inputs, mask=None):
        # Keras's: masked-out inputs become a large negative number (float32's) before the softmax, and 0 after it.
        if mask is not None:
            mask = _softmax_mask(read(mask), inputs)
            inputs = op("where")(mask, inputs, -1e9)
        if isinstance(self.axis, (tuple, list)) and len(self.axis) > 1:
            outputs = op("exp")(inputs - op("reduce_logsumexp")(inputs, axis=list(self.axis), keepdims=True))
        else:
            axis = self.axis[0] if isinstance(self.axis, (tuple, list)) else self.axis
            outputs = activations.FUNCTIONS["softmax"](inputs, axis)
        return outputs if mask is None else op("where")(mask, outputs, 0.0)

    def get_config(self):
        return {**base_config(self), "axis": self.axis}

    compute_output_shape = ActivationLayer.compute_output_shape


def _softmax_mask(mask, inputs):
    """A Softmax layer's mask as Keras checks it (broadcastable to the inputs), as booleans (above 0.5)."""
    if mask.ndim > inputs.ndim or any(m != 1 and m != i for m, i in zip(mask.shape[::-1], inputs.shape[::-1])):
        raise ValueError(f"The `mask` must be broadcastable to `inputs` and must not have more dimensions, each "
                         f"mask dimension 1 or the input's. Received: inputs.shape={tuple(inputs.shape)}, "
                         f"mask.shape={tuple(mask.shape)}")
    return mask if mask.value.dtype.kind == "b" else op("greater")(mask, op("cast")(0.5, mask.dtype))


class Flatten(Layer):
    tf_type_name = "Flatten"

    def call(self, inputs):
        return op("reshape")(inputs, (inputs.shape[0], -1) if inputs.ndim > 1 else (inputs.shape[0], 1))

    def get_config(self):
        return {**base_config(self), "data_format": "channels_last"}

    def compute_output_shape(self, input_shape):
        rest = input_shape[1:]
        return (input_shape[0], None if None in rest else math.prod(rest))


class Reshape(Layer):
    tf_type_name = "Reshape"

    def __init__(self, target_shape, **kwargs):
        super().__init__(**kwargs)
        self.target_shape = tuple(target_shape)

    def call(self, inputs):
        return op("reshape")(inputs, (inputs.shape[0],) + self.target_shape)

    def get_config(self):
        return {**base_config(self), "target_shape": self.target_shape}

    def compute_output_shape(self, input_shape):
        known = math.prod(d for d in self.target_shape if d != -1)
        total = None if None in input_shape[1:] else math.prod(input_shape[1:])
        return (input_shape[0],) + tuple(
            (total // known if total is not None else None) if d == -1 else d for d in self.target_shape)


class Dropout(Layer):
    tf_type_name = "Dropout"

    def __init__(self, rate, noise_shape=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        self.rate, self.noise_shape, self.seed = rate, noise_shape, seed
        self.randomness = keras_random.Dropout(run.current().keras, rate, noise_shape, seed)  # seeded now

    def run(self, inputs, training=None):
        if not training or self.rate == 0:
            return inputs
        generator = self.randomness.seed_generator
        state = generator.state
        scale = np.asarray(self.randomness(np.ones_like(inputs.value), training=True))  # 0 or 1 / (1 - rate)
        if function.tracing() is not None:  # in TensorFlow, the graph's draw advances the seed when it runs only
            generator.state = state
        return op("multiply")(inputs, Tensor(scale.astype(inputs.value.dtype)))

    def get_config(self):
        return {**base_config(self), "rate": self.rate, "seed": self.seed, "noise_shape": self.noise_shape}

    compute_output_shape = ActivationLayer.compute_output_shape


Dropout.tf_attributes = {**LAYER_ATTRIBUTES, "rate": lambda layer: layer.rate}


class Concatenate(Layer):
    tf_type_name = "Concatenate"

    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis

    def call(self, inputs):
        return op("concat")(list(inputs), self.axis)

    def get_config(self):
        return {**base_config(self), "axis": self.axis}

    def compute_output_shape(self, input_shapes):
        shape = list(input_shapes[0])
        axis = self.axis % len(shape)
        sizes = [s[axis] for s in input_shapes]
        shape[axis] = None if None in sizes else sum(sizes)
        return tuple(shape)


class Add(Layer):
    tf_type_name = "Add"

    def call(self, inputs):
        total = inputs[0]
        for x in inputs[1:]:
            total = op("add")(total, x)
        return total

    def get_config(self):
        return base_config(self)

    def compute_output_shape(self, input_shapes):
        return tuple(input_shapes[0])


class Embedding(Layer):
    tf_type_name = "Embedding"

    def __init__(self, input_dim, output_dim, embeddings_initializer="uniform", embeddings_regularizer=None,
                 embeddings_constraint=None, mask_zero=False, weights=None, lora_rank=None, **kwargs):
        super().__init__(**kwargs)
        refuse_given(self, embeddings_regularizer=embeddings_regularizer, embeddings_constraint=embeddings_constraint)
        if mask_zero:  # (the layers after it would skip the masked steps, and losses weigh them out)
            raise NotImplementedError("gradcli's Embedding does not make a mask (mask_zero=True), which the layers "
                                      "and losses after it would use")
        self.input_dim, self.output_dim = input_dim, output_dim
        self.embeddings_initializer = get_initializer(embeddings_initializer)
        self.embeddings = None

    def build(self, input_shape=None):
        self.embeddings = self.add_weight(shape=(self.input_dim, self.output_dim),
                                          initializer=self.embeddings_initializer, name="embeddings")

    def converted(self, inputs):
        from gradcli.tensorflow.objects import convert
        tensor = convert(read(inputs))
        return tensor if tensor.dtype.kind in "iu" else op("cast")(tensor, "int32")

    def call(self, inputs):
        # Keras's take: a negative index counts from the end of the table
        wrapped = op("where")(op("less")(inputs, 0), op("add")(inputs, self.input_dim), inputs)
        return op("gather")(self.embeddings.read(), wrapped)

    def get_config(self):
        return {**base_config(self), "input_dim": self.input_dim, "output_dim": self.output_dim,
                "embeddings_initializer": serialize(self.embeddings_initializer),
                **nones("embeddings_regularizer", "activity_regularizer", "embeddings_constraint"),
                "mask_zero": False, "quantization_config": None}

    def compute_output_shape(self, input_shape):
        return tuple(input_shape) + (self.output_dim,)


Embedding.tf_attributes = {**LAYER_ATTRIBUTES, "embeddings": lambda layer: layer.embeddings}


class BatchNormalization(Layer):
    tf_type_name = "BatchNormalization"

    def __init__(self, axis=-1, momentum=0.99, epsilon=1e-3, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", moving_mean_initializer="zeros", moving_variance_initializer="ones",
                 beta_regularizer=None, gamma_regularizer=None, beta_constraint=None, gamma_constraint=None,
                 synchronized=False, **kwargs):
        super().__init__(**kwargs)
        refuse_given(self, beta_regularizer=beta_regularizer, gamma_regularizer=gamma_regularizer,
                     beta_constraint=beta_constraint, gamma_constraint=gamma_constraint)
        self.axis, self.momentum, self.epsilon, self.center, self.scale = axis, momentum, epsilon, center, scale
        self.initializers = [get_initializer(i) for i in (gamma_initializer, beta_initializer,
                                                          moving_mean_initializer, moving_variance_initializer)]
        self.gamma = self.beta = None

    def build(self, input_shape):
        shape = (input_shape[self.axis],)
        gamma, beta, mean, variance = self.initializers
        if self.scale:
            self.gamma = self.add_weight(shape=shape, name="gamma", initializer=gamma)
        if self.center:
            self.beta = self.add_weight(shape=shape, name="beta", initializer=beta)
        self.moving_mean = self.add_weight(shape=shape, name="moving_mean", initializer=mean, trainable=False)
        self.moving_variance = self.add_weight(shape=shape, name="moving_variance", initializer=variance,
                                               trainable=False)
        self.input_spec = (len(input_shape), {self.axis: shape[0]})

    def run(self, inputs, training=None):
        axis = self.axis % inputs.ndim
        if training and self.trainable:
            mean, variance = op("moments")(inputs, [a for a in range(inputs.ndim) if a != axis])
            moving_mean, moving_variance = self.moving_mean.read(), self.moving_variance.read()
            self.moving_mean.assign(moving_mean * self.momentum + mean * (1.0 - self.momentum))
            self.moving_variance.assign(moving_variance * self.momentum + variance * (1.0 - self.momentum))
        else:
            mean, variance = self.moving_mean.read(), self.moving_variance.read()
        shape = [1] * inputs.ndim
        shape[axis] = -1
        if axis != inputs.ndim - 1:
            mean, variance = op("reshape")(mean, shape), op("reshape")(variance, shape)
        inverse = op("rsqrt")(variance + self.epsilon)
        if self.gamma is not None:
            gamma = self.gamma.read()
            inverse = inverse * (gamma if axis == inputs.ndim - 1 else op("reshape")(gamma, shape))
        shifted = -mean * inverse
        if self.beta is not None:
            beta = self.beta.read()
            shifted = (beta if axis == inputs.ndim - 1 else op("reshape")(beta, shape)) - mean * inverse
        return inputs * inverse + shifted

    def get_config(self):
        gamma, beta, mean, variance = (serialize(i) for i in self.initializers)
        return {**base_config(self), "axis": self.axis, "momentum": self.momentum, "epsilon": self.epsilon,
                "center": self.center, "scale": self.scale, "beta_initializer": beta, "gamma_initializer": gamma,
                "moving_mean_initializer": mean, "moving_variance_initializer": variance,
                **nones("beta_regularizer", "gamma_regularizer", "beta_constraint", "gamma_constraint"),
                "synchronized": False, "renorm": False, "renorm_clipping": None, "renorm_momentum": 0.99}

    compute_output_shape = ActivationLayer.compute_output_shape


BatchNormalization.tf_attributes = {**LAYER_ATTRIBUTES, **{
    name: (lambda n: lambda layer: getattr(layer, n))(name)
    for name in ("gamma", "beta", "moving_mean", "moving_variance", "momentum", "epsilon")}}


def _functional_merge(cls):
    """keras.layers.add / concatenate: the layer made and called at once."""
    def merge(inputs, **kwargs):
        return cls(**kwargs)(inputs)
    return merge


LAYERS = {cls.tf_type_name: cls for cls in (Dense, ActivationLayer, ReLU, LeakyReLU, ELU, PReLU, Softmax, Flatten,
                                            Reshape, Dropout, Concatenate, Add, Embedding, BatchNormalization)}
LAYERS.update(add=_functional_merge(Add), concatenate=_functional_merge(Concatenate))
