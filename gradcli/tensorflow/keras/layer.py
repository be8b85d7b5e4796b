"""Keras's Layer: the base of every layer and model, built-in or the program's own.

A layer is named when made (dense, dense_1, ...), built on its first call from
its input's shape (its weights made in a name scope of its own, so their paths
say where they belong), and called as Keras calls it: inputs converted to
tensors (floats as float32), checked against what the layer was built for, and
`training` passed down from the call around it. A layer called on symbolic
inputs (`keras.Input`) gives symbolic outputs, which the functional API joins
into a model (`functional`).

Weights are listed as Keras lists them: the layer's own (trainable, then not),
then each sublayer's in the order they were set, each once.
"""
import itertools
import warnings

import numpy as np

from gradcli.engine.shown import Shown
from gradcli.engine.tape import flatten
from gradcli.engine.tensor import Tensor
from gradcli.functions import VOCABULARY
from gradcli.lang.text import to_repr, to_str
from gradcli.tensorflow import function
from gradcli.tensorflow.keras.initializers import get as get_initializer
from gradcli.tensorflow.keras.naming import to_snake_case, uniquify
from gradcli.tensorflow.keras.variables import KerasVariable, name_scope
from gradcli.tensorflow.objects import Variable, convert, read
from gradcli.words.errors import TensorFlowWarning

TRAINING = []  # the `training` of the calls under way, innermost last (None: not given)
# For each fit, evaluate or predict under way, innermost last: whether its steps run as graphs, as Keras runs them
# (tf.functions), or eagerly (compiled with run_eagerly=True).
GRAPH_STEPS = []
_tensors_made = itertools.count()


def in_graph():
    """Whether layers run inside a graph, which TensorFlow's optimizer rewrites: a tf.function's trace, or a step
    of fit, evaluate or predict."""
    return function.in_function() or bool(GRAPH_STEPS and GRAPH_STEPS[-1])


class KerasTensor(Shown):
    """A symbolic tensor (keras.Input, and what layers give for it): a shape with None for the batch, a dtype,
    and the layer call that made it."""

    tf_type_name = "KerasTensor"

    def __init__(self, shape, dtype="float32", history=None, name=None):
        self.shape, self.dtype, self.history = tuple(shape), dtype, history  # history: (layer, args, kwargs)
        self.name = name or uniquify("keras_tensor")
        self.order = next(_tensors_made)  # the functional API runs its layer calls in this order

    def tf_repr(self):
        return (f"<KerasTensor shape={to_repr(self.shape)}, dtype={to_str(self.dtype)}, sparse=False, "
                f"ragged=False, name={to_str(self.name)}>")

    tf_str = tf_repr


KerasTensor.tf_attributes = {"shape": lambda t: t.shape, "dtype": lambda t: t.dtype, "name": lambda t: t.name,
                             "ndim": lambda t: len(t.shape)}


def as_input(value):
    """A layer's input as Keras converts it: a tensor, floating point ones in float32."""
    tensor = read(value) if isinstance(value, (Tensor, Variable)) else convert(read(value))
    if tensor.dtype.kind == "f" and tensor.dtype != np.float32:
        tensor = VOCABULARY["cast"].call(tensor, "float32")
    return tensor


class Layer(Shown):
    """keras.layers.Layer, as gradcli's layers derive from it (and the program's, through `subclassing`)."""

    tf_type_name = "Layer"
    exact_rank = None  # the number of axes its inputs must have (Keras's InputSpec(ndim=...)), if it says

    def __init__(self, name=None, trainable=True, dtype=None, input_shape=None, input_dim=None, **kwargs):
        if kwargs:
            raise ValueError(f"Unrecognized keyword arguments passed to {type(self).tf_type_name}: {kwargs}")
        if name is not None and (not isinstance(name, str) or "/" in name):
            raise ValueError(f"Argument `name` must be a string and cannot contain character `/`. Received: "
                             f"name={name} (of type {type(name)})")
        self.name = name or uniquify(to_snake_case(self.class_name()))
        self.trainable, self.built = bool(trainable), False
        if input_dim is not None:
            input_shape = (input_dim,)
        if input_shape is not None:
            warnings.warn("Do not pass an `input_shape`/`input_dim` argument to a layer. When using Sequential "
                          "models, prefer using an `Input(shape)` object as the first layer in the model instead.",
                          TensorFlowWarning, stacklevel=2)
        # Keras's legacy input shape: a Sequential model whose first layer this is starts with an Input of it.
        self.input_shape_argument = None if input_shape is None else tuple(input_shape)
        self.own_trainable, self.own_non_trainable = [], []
        self.own_losses = []  # what add_loss added since the outermost call began
        self.input_spec = None  # (min_ndim, {axis: size}), checked at each call once built
        self.output = None  # what the layer gave for symbolic inputs, the last time
        self.owner = None  # the program's instance, for a layer of a program's class
        self.build_shape = None  # the input shape it was built for

    def class_name(self):
        return type(self).tf_type_name

    @property
    def visible(self):
        """The layer as the program sees it: its instance, for a layer of the program's class."""
        return self.owner if self.owner is not None else self

    def sublayers(self):
        return []

    # ----- weights -----

    def add_weight(self, *args, shape=None, initializer=None, dtype=None, trainable=True, autocast=True,
                   regularizer=None, constraint=None, aggregation="none", overwrite_with_gradient=False, name=None):
        refuse_given(self, regularizer=regularizer, constraint=constraint)
        if args:
            shape, *rest = args
            initializer = rest[0] if rest else initializer
            dtype = rest[1] if len(rest) > 1 else dtype
        shape = () if shape is None else tuple(int(d) for d in read(shape))
        dtype = str(getattr(dtype, "name", dtype) or "float32")
        if initializer is None:
            initializer = "glorot_uniform" if "float" in dtype else "zeros"
        initializer = get_initializer(initializer)
        with name_scope(self.name, self):
            value = read(initializer(shape, dtype=dtype))
            variable = KerasVariable(convert(value, dtype), name, None, dtype, trainable)
        (self.own_trainable if trainable else self.own_non_trainable).append(variable)
        return variable

    @property
    def weights(self):
        found, seen = [], set()
        for variable in self.own_trainable + self.own_non_trainable + [
                w for layer in self.sublayers() for w in layer.weights]:
            if id(variable) not in seen:
                seen.add(id(variable))
                found.append(variable)
        return found

    @property
    def trainable_weights(self):
        return [w for w in self.weights if w.keras_trainable] if self.trainable else []

    @property
    def non_trainable_weights(self):
        return [w for w in self.weights if not w.keras_trainable] if self.trainable else self.weights

    def get_weights(self):
        return [w.numpy() for w in self.weights]

    def set_weights(self, weights):
        mine = self.weights
        if len(mine) != len(weights):
            raise ValueError(f"You called `set_weights(weights)` on layer '{self.name}' with a weight list of length "
                             f"{len(weights)}, but the layer was expecting {len(mine)} weights.")
        for variable, value in zip(mine, weights):
            shape = tuple(np.shape(read(value).value if isinstance(read(value), Tensor) else value))
            if tuple(variable.handle.tensor.shape) != shape:
                raise ValueError(f"Layer {self.name} weight shape {tuple(variable.handle.tensor.shape)} is not "
                                 f"compatible with provided weight shape {shape}.")
            variable.assign(value)

    # ----- losses -----

    def add_loss(self, loss):
        """Keras's add_loss: tensors to add to the model's loss, kept until the next outermost call."""
        losses = flatten([loss])
        for value in losses:
            if not isinstance(read(value), Tensor):
                raise ValueError("`add_loss()` can only be called from inside `build()` or `call()`, on a tensor "
                                 f"input. Received invalid value: {to_str(value)}")
        self.own_losses.extend(read(value) for value in losses)

    @property
    def losses(self):
        """The losses added by the layer and by every layer inside it (as Keras's flatten_layers visits them)."""
        return list(self.own_losses) + [loss for layer in self.sublayers() for loss in layer.losses]

    def clear_losses(self):
        self.own_losses = []
        for layer in self.sublayers():
            layer.clear_losses()

    def count_params(self):
        if not self.built:
            raise ValueError(f"You tried to call `count_params` on layer '{self.name}', but the layer isn't built. "
                             "You can build it manually via: `layer.build(input_shape)`.")
        return int(sum(w.handle.tensor.size for w in self.weights))

    # ----- calls -----

    def __call__(self, *args, training=None, **kwargs):
        function.runs_as_python()  # (a tf.function's trace: a layer's Python computes with its inputs' values)
        if any(isinstance(leaf, KerasTensor) for leaf in flatten(list(args))):
            return symbolic_call(self, args, kwargs)
        inputs, rest = self.converted(args[0]) if args else None, args[1:]
        if training is None and TRAINING:
            training = TRAINING[-1]
        if not TRAINING:  # the outermost call: what add_loss added before is forgotten, as Keras forgets it
            self.clear_losses()
        TRAINING.append(training)
        try:
            with name_scope(self.name, self):
                if not self.built:
                    self.build_for(_shapes(inputs))
                self.check_input(inputs)
                return self.run(inputs, *rest, training=training, **kwargs)
        finally:
            TRAINING.pop()

    def converted(self, inputs):
        if isinstance(inputs, (list, tuple)):  # a structure of inputs, as Keras takes a list
            return type(inputs)(self.converted(x) for x in inputs)
        if isinstance(inputs, (bool, int, float)):
            raise ValueError(f"Only input tensors may be passed as positional arguments. The following argument "
                             f"value should be passed as a keyword argument: {inputs} (of type "
                             f"<class '{type(inputs).__name__}'>)")
        return as_input(inputs)

    def build_for(self, shape):
        with name_scope(self.name, self):
            self.build(shape)
        self.built, self.build_shape = True, shape

    def build(self, input_shape):
        """Make the layer's weights for inputs of `input_shape`; most layers have none."""

    def run(self, inputs, *args, training=None, **kwargs):
        return self.call(inputs, *args, **kwargs)

    def check_input(self, inputs):
        if not isinstance(inputs, Tensor):
            return
        if self.exact_rank is not None and inputs.ndim != self.exact_rank:
            raise ValueError(f"Input 0 of layer \"{self.name}\" is incompatible with the layer: expected "
                             f"ndim={self.exact_rank}, found ndim={inputs.ndim}. Full shape received: "
                             f"{tuple(inputs.shape)}")
        if self.input_spec is None:
            return
        min_ndim, axes = self.input_spec
        shape = tuple(inputs.shape)
        if len(shape) < min_ndim:
            raise ValueError(f"Input 0 of layer \"{self.name}\" is incompatible with the layer: expected "
                             f"min_ndim={min_ndim}, found ndim={len(shape)}. Full shape received: {shape}")
        for axis, size in axes.items():
            if shape[axis] != size:
                raise ValueError(f"Input 0 of layer \"{self.name}\" is incompatible with the layer: expected axis "
                                 f"{axis} of input shape to have value {size}, but received input with shape {shape}")

    def compute_output_shape(self, input_shape):
        return None  # not known without running the layer (functional runs it on zeros)

    def tf_repr(self):
        return f"<{self.class_name()} name={self.name}, built={self.built}>"

    tf_str = tf_repr


def refuse_given(layer, **options):
    """Refuse the options gradcli does not compute (regularizers and constraints, which change what training
    computes) when they are given."""
    for name, value in options.items():
        if value is not None:
            raise NotImplementedError(f"gradcli's {layer.class_name()} does not take {name}")


def base_config(layer):
    """What every layer's get_config starts with, as Keras 3 gives it (its dtype policy, float32)."""
    policy = {"module": "keras", "class_name": "DTypePolicy", "config": {"name": "float32"}, "registered_name": None}
    return {"name": layer.name, "trainable": layer.trainable, "dtype": policy}


def nones(*names):
    """get_config's entries for options gradcli refuses unless they are None (regularizers, constraints)."""
    return dict.fromkeys(names)


def structure(value, leaf):
    """`leaf` of each value inside lists, tuples and dicts, in the same structure."""
    if isinstance(value, (list, tuple)):
        return type(value)(structure(v, leaf) for v in value)
    if isinstance(value, dict):
        return {k: structure(v, leaf) for k, v in value.items()}
    return leaf(value)


def symbolic_call(layer, args, kwargs):
    """A layer called on symbolic tensors: built for their shapes (None for the batch), its output symbolic (of
    the shape its `compute_output_shape` says or, where it cannot say, of what it gives for zeros), the call
    remembered for the functional model that will run it."""
    inputs = args[0]
    shapes = structure(inputs, lambda t: t.shape)
    if not layer.built:
        layer.build_for(shapes)
    shape = layer.compute_output_shape(shapes)
    if shape is None:  # run it on zeros of the shape (one for the batch)
        zeros = structure(inputs, lambda t: Tensor(np.zeros(tuple(1 if d is None else d for d in t.shape),
                                                             dtype=np.dtype(t.dtype))))
        made = layer.__call__(zeros, *args[1:], training=False, **kwargs)
        shape = (None,) + tuple(made.shape)[1:]
    output = KerasTensor(shape, "float32", history=(layer, args, kwargs))
    layer.output = output
    return output


def _shapes(inputs):
    if isinstance(inputs, (list, tuple)):
        return [_shapes(x) for x in inputs]
    return tuple(inputs.shape)


def visible(values):
    """The layers as the program sees them (instances, for the program's classes)."""
    return [v.visible for v in values]


def _output_shape_of(layer):
    """layer.compute_output_shape, for the layers that can say it without running."""
    def compute_output_shape(input_shape):
        shape = layer.compute_output_shape(_shape_tuples(input_shape))
        if shape is None:
            raise NotImplementedError(f"gradcli's {layer.class_name()} does not compute its output shape")
        return shape
    return compute_output_shape


def _shape_tuples(shape):
    """A shape (or a list of shapes) as tuples of ints and Nones."""
    items = list(shape)
    if items and all(isinstance(item, (list, tuple)) or hasattr(item, "as_list") for item in items):
        return [_shape_tuples(item) for item in items]
    return tuple(None if d is None else int(d) for d in items)


def _set_trainable(layer, value):
    layer.trainable = bool(value)
    for variable in layer.own_trainable:
        variable.keras_trainable = layer.trainable
    for sublayer in layer.sublayers():
        _set_trainable(sublayer, value)


LAYER_ATTRIBUTES = {
    "name": lambda layer: layer.name, "built": lambda layer: layer.built, "trainable": lambda layer: layer.trainable,
    "weights": lambda layer: layer.weights, "trainable_weights": lambda layer: layer.trainable_weights,
    "non_trainable_weights": lambda layer: layer.non_trainable_weights, "variables": lambda layer: layer.weights,
    "trainable_variables": lambda layer: layer.trainable_weights,
    "non_trainable_variables": lambda layer: layer.non_trainable_weights,
    "get_weights": lambda layer: layer.get_weights, "set_weights": lambda layer: layer.set_weights,
    "add_weight": lambda layer: layer.add_weight, "build": lambda layer: layer.build_for,
    "count_params": lambda layer: layer.count_params, "output": lambda layer: layer.output,
    "compute_output_shape": _output_shape_of,
    "add_loss": lambda layer: layer.add_loss, "losses": lambda layer: layer.losses,
    "dtype": lambda layer: "float32", "compute_dtype": lambda layer: "float32",
    "call": lambda layer:  # (unbuilt: fails)
        lambda inputs, *args, **kwargs: layer.run(layer.converted(inputs), *args, **kwargs),
}
Layer.tf_attributes = LAYER_ATTRIBUTES
SETTABLE = {"trainable": _set_trainable,
            "stop_training": lambda layer, value: setattr(layer, "stop_training", bool(value))}  # (a model's)


def set_layer_attribute(layer, name, value):
    """`layer.name = value` for the attributes a program may set on a layer (trainable); False for others."""
    if name not in SETTABLE:
        return False
    SETTABLE[name](layer, value)
    return True

Layer.tf_settable = tuple(SETTABLE)  # what classes.set_attribute lets a program set
Layer.tf_set = set_layer_attribute
