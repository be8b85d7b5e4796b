"""Keras's MultiHeadAttention on sequences (batch, time, features), as Keras 3 computes it with TensorFlow.

The query, key and value are projected by einsums (Keras's EinsumDense layers, named query, key and value) to
(batch, time, heads, key_dim); without dropout and attention scores, Keras's dot_product_attention scales the
logits, masks them with a large negative number and takes their softmax; with either, the query is scaled
first and Keras's Softmax layer masks its input. attention_output projects the heads back.

The projections' initializers are Keras's: the layer's, remade for each projection (an unseeded one drawing a
new seed), their fans those of the einsum's input and output axes. Masks carried by the inputs (Keras's
_keras_mask), gates, sliding windows and other attention axes are refused.
"""
import math

import numpy as np

from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.keras.initializers import Initializer, get as get_initializer, serialize
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, KerasTensor, Layer, base_config, nones
from gradcli.tensorflow.keras.layers import Dropout, Softmax, op

# The initializers whose numbers are drawn element by element in order, so that a kernel drawn with the fans of
# its einsum's axes is the same drawn flat; VarianceScaling's kinds take those fans.
_FAN_SCALED = {"VarianceScaling", "GlorotUniform", "GlorotNormal", "HeNormal", "HeUniform", "LecunNormal",
               "LecunUniform"}
_ELEMENTWISE = _FAN_SCALED | {"Zeros", "Ones", "Constant", "RandomNormal", "RandomUniform", "TruncatedNormal"}
_LARGE_NEGATIVE = np.float32(3.38953e38 * -0.7)  # what Keras's dot_product_attention puts where the mask is off


def _remade(initializer):
    """Keras's clone of an initializer for each projection: from its config, so an unseeded one draws anew."""
    class_name = getattr(initializer, "class_name", None)
    if not isinstance(initializer, Initializer) or class_name not in _ELEMENTWISE:
        raise NotImplementedError(f"gradcli's MultiHeadAttention does not initialize its projections with "
                                  f"{class_name or initializer}")
    return get_initializer({"class_name": class_name, "config": dict(initializer.config)})


class Projection(Layer):
    """An EinsumDense of MultiHeadAttention: `equation` with a kernel of `kernel_shape`, whose first `inputs`
    axes are the input's, and a bias over its output axes."""

    tf_type_name = "EinsumDense"

    def __init__(self, equation, kernel_shape, inputs, use_bias, kernel_initializer, bias_initializer, name):
        super().__init__(name=name)
        self.equation, self.kernel_shape, self.inputs = equation, tuple(kernel_shape), inputs
        self.use_bias, self.kernel_initializer, self.bias_initializer = use_bias, kernel_initializer, \
            bias_initializer
        self.kernel = self.bias = None

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=self.kernel_shape, name="kernel", initializer=self.kernel_values)
        if self.use_bias:
            self.bias = self.add_weight(shape=self.kernel_shape[self.inputs:], name="bias",
                                        initializer=self.bias_initializer)

    def kernel_values(self, shape, dtype=None):
        """Drawn as Keras draws it: with the fans of the einsum's input and output axes."""
        if self.kernel_initializer.class_name in _FAN_SCALED:
            fan_in, fan_out = math.prod(shape[:self.inputs]), math.prod(shape[self.inputs:])
            return Tensor(np.reshape(self.kernel_initializer((fan_in, fan_out), dtype).value, shape))
        return self.kernel_initializer(shape, dtype)

    def call(self, inputs):
        x = op("einsum")(self.equation, inputs, self.kernel.read())
        return x if self.bias is None else op("add")(x, self.bias.read())


class MultiHeadAttention(Layer):
    tf_type_name = "MultiHeadAttention"

    def __init__(self, num_heads, key_dim, value_dim=None, dropout=0.0, use_bias=True, output_shape=None,
                 attention_axes=None, sliding_window=None, flash_attention=None, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", use_gate=False, seed=None, kernel_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, kernel_constraint=None, bias_constraint=None, **kwargs):
        for name, value, positive in (("num_heads", num_heads, True), ("key_dim", key_dim, True),
                                      ("value_dim", value_dim, value_dim is not None)):
            if positive and (not isinstance(value, int) or value <= 0):
                raise ValueError(f"Received an invalid value for argument `{name}`, expected a positive integer. "
                                 f"Received: {name}={value}")
        super().__init__(**kwargs)
        unsupported = dict(attention_axes=attention_axes, sliding_window=sliding_window,
                           flash_attention=flash_attention or None, use_gate=use_gate or None,
                           kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
                           activity_regularizer=activity_regularizer, kernel_constraint=kernel_constraint,
                           bias_constraint=bias_constraint)
        for name, value in unsupported.items():
            if value is not None:
                raise NotImplementedError(f"gradcli's MultiHeadAttention does not take {name}")
        self.num_heads, self.key_dim, self.value_dim = num_heads, key_dim, value_dim or key_dim
        self.dropout, self.use_bias, self.seed = dropout, bool(use_bias), seed
        self.output_shape_given = (output_shape,) if isinstance(output_shape, int) else (
            tuple(output_shape) if output_shape else None)
        self.kernel_initializer = get_initializer(kernel_initializer)
        self.bias_initializer = get_initializer(bias_initializer)
        self.projections = []

    def sublayers(self):
        return self.projections

    def __call__(self, query, value=None, key=None, **kwargs):
        if kwargs.get("return_attention_scores") and isinstance(query, KerasTensor):
            raise NotImplementedError("gradcli's MultiHeadAttention gives attention scores to calls on tensors only")
        if not self.built:  # (built for the query's, the value's and the key's shapes)
            shapes = [tuple(t.shape) if t is not None else None for t in (query, value, key)]
            self.build_for(shapes)
        return super().__call__(query, value, key, **kwargs)

    def build(self, shapes):
        query_shape, value_shape, key_shape = shapes
        key_shape = value_shape if key_shape is None else key_shape
        if len(query_shape) != 3 or len(value_shape) != 3 or len(key_shape) != 3:
            raise NotImplementedError("gradcli's MultiHeadAttention attends over sequences: (batch, time, "
                                      "features) queries, keys and values")
        heads, out = self.num_heads, self.output_shape_given or (query_shape[-1],)
        if len(out) != 1:
            raise NotImplementedError("gradcli's MultiHeadAttention gives one output axis (output_shape)")

        def projection(equation, shape, inputs, name):
            return Projection(equation, shape, inputs, self.use_bias, _remade(self.kernel_initializer),
                              _remade(self.bias_initializer), name)
        self.projections = [projection("abc,cde->abde", (query_shape[-1], heads, self.key_dim), 1, "query"),
                            projection("abc,cde->abde", (key_shape[-1], heads, self.key_dim), 1, "key"),
                            projection("abc,cde->abde", (value_shape[-1], heads, self.value_dim), 1, "value")]
        for layer, shape in zip(self.projections, (query_shape, key_shape, value_shape)):
            layer.build_for(shape)
        self.softmax = Softmax(axis=(3,))
        self.dropout_layer = Dropout(self.dropout, seed=self.seed)  # (made here, as Keras makes it)
        output = projection("abcd,cde->abe", (heads, self.value_dim, out[0]), 2, "attention_output")
        output.build_for((query_shape[0], query_shape[1], heads, self.value_dim))
        self.projections.append(output)

    def run(self, query, value, key=None, attention_mask=None, return_attention_scores=False, training=None,
            use_causal_mask=False, query_mask=None, value_mask=None, key_mask=None):
        if any(m is not None for m in (query_mask, value_mask, key_mask)):
            raise NotImplementedError("gradcli's MultiHeadAttention does not take the inputs' masks")
        value = self.converted(value)
        key = value if key is None else self.converted(key)
        mask = self.attention_mask(query, value, attention_mask, use_causal_mask)
        project_query, project_key, project_value, project_output = self.projections
        query, key, value = project_query(query), project_key(key), project_value(value)
        scale = 1.0 / math.sqrt(float(self.key_dim))
        if self.dropout > 0.0 or return_attention_scores:
            query = op("multiply")(query, scale)
            scores = self.softmax(op("einsum")("aecd,abcd->acbe", key, query),
                                  mask=None if mask is None else op("expand_dims")(mask, -3))
            dropped = self.dropout_layer(scores, training=training) if self.dropout > 0.0 else scores
            attended = op("einsum")("acbe,aecd->abcd", dropped, value)
        else:
            logits = op("multiply")(op("einsum")("BTNH,BSNH->BNTS", query, key), scale)
            if mask is not None:
                logits = op("where")(op("expand_dims")(mask, 1), logits, _LARGE_NEGATIVE)
            attended = op("einsum")("BNTS,BSNH->BTNH", op("softmax")(logits, -1), value)
            scores = None
        output = project_output(attended)
        return (output, scores) if return_attention_scores else output

    def attention_mask(self, query, value, attention_mask, use_causal_mask):
        """The (batch, query time, value time) booleans of where to attend, or None for everywhere."""
        mask = None if attention_mask is None else op("cast")(self.converted(attention_mask), "bool")
        if use_causal_mask:
            length, width = query.shape[1], value.shape[1]
            causal = Tensor(np.tril(np.ones((1, length, width), bool)))
            mask = causal if mask is None else op("logical_and")(mask, causal)
        return mask

    def get_config(self):
        return {**base_config(self), "num_heads": self.num_heads, "key_dim": self.key_dim,
                "value_dim": self.value_dim, "dropout": self.dropout, "use_bias": self.use_bias, "use_gate": False,
                "output_shape": self.output_shape_given, "attention_axes": None, "sliding_window": None,
                "kernel_initializer": serialize(self.kernel_initializer),
                "bias_initializer": serialize(self.bias_initializer),
                **nones("kernel_regularizer", "bias_regularizer", "activity_regularizer", "kernel_constraint",
                        "bias_constraint"), "seed": self.seed}

    def compute_output_shape(self, query_shape, *rest):
        if isinstance(query_shape, list) and query_shape and isinstance(query_shape[0], (list, tuple)):
            query_shape = query_shape[0]
        return tuple(query_shape[:-1]) + (self.output_shape_given or (query_shape[-1],))


MultiHeadAttention.tf_attributes = {**LAYER_ATTRIBUTES, **{name: (lambda n: lambda layer: getattr(layer, n))(name)
                                                          for name in ("num_heads", "key_dim", "value_dim",
                                                                       "dropout", "use_bias")}}
Projection.tf_attributes = {**LAYER_ATTRIBUTES, "kernel": lambda layer: layer.kernel,
                            "bias": lambda layer: layer.bias, "equation": lambda layer: layer.equation}
LAYERS = {"MultiHeadAttention": MultiHeadAttention}
