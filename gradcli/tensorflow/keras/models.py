"""Keras's models beyond the functional API: `Sequential`, and `keras.Model` as the program's classes derive
from it (or call it with inputs and outputs, which makes a functional model).

A Sequential model whose first entry is `keras.Input` (or a layer given `input_shape=` or `input_dim=`, which
Keras makes an Input of) is built as its layers are added, in its own name scope (so its weights' paths start
with its name); without one, it is built on its first call.
"""
from gradcli.lang.classes import get_attribute
from gradcli.tensorflow.keras.functional import FUNCTIONAL_ATTRIBUTES, Functional, InputLayer
from gradcli.tensorflow.keras.layer import KerasTensor
from gradcli.tensorflow.keras.metrics import Metric
from gradcli.tensorflow.keras.subclassing import LayerClass, ProgramLayer, keras_layer
from gradcli.tensorflow.keras.training import MODEL_ATTRIBUTES, Model
from gradcli.tensorflow.keras.naming import uniquify
from gradcli.tensorflow.keras.variables import name_scope


class Sequential(Model):
    tf_type_name = "Sequential"

    def __init__(self, layers=None, trainable=True, name=None, **kwargs):
        super().__init__(trainable=trainable, name=name, **kwargs)
        self.stack, self.input_layer, self.symbolic = [], None, None
        for layer in layers or []:
            self.add(layer, rebuild=False)
        if self.input_layer is not None:
            self.rebuild()

    def add(self, layer, rebuild=True):
        if isinstance(layer, KerasTensor) and isinstance(layer.history[0], InputLayer):
            layer = layer.history[0]
        found = keras_layer(layer)
        if found is None:
            raise ValueError(f"Only instances of `keras.Layer` can be added to a Sequential model. Received: "
                             f"{layer}")
        shape = getattr(found, "input_shape_argument", None)
        if isinstance(found, Sequential) and found.input_layer is not None:
            shape = found.input_shape[1:]  # (a model with an input first: Keras builds on its input shape)
        if shape is not None and not self.stack and self.input_layer is None:
            self.add(InputLayer(shape=shape), rebuild)
        if isinstance(found, InputLayer):
            if self.stack or self.input_layer is not None:
                raise ValueError("Sequential model may only have one Input, first.")
            self.input_layer, self.built = found, True
            if rebuild:
                self.rebuild()
            return
        if any(existing.name == found.name for existing in self.stack):
            raise ValueError(f"All layers added to a Sequential model should have unique names. Name "
                             f"'{found.name}' is already the name of a layer in this model. Update the `name` "
                             "argument to pass a unique name.")
        self.stack.append(found)
        if rebuild and self.input_layer is not None:
            self.rebuild()

    def pop(self):
        return self.stack.pop().visible

    def sublayers(self):
        return list(self.stack)

    def build_for(self, shape):
        """Built on its first call, for that call's shape, batch included (as Keras builds it)."""
        if self.input_layer is None:
            self.input_layer = InputLayer(shape=tuple(shape)[1:], batch_size=tuple(shape)[0])
            self.rebuild()
        self.built = True

    def rebuild(self):
        """The layers called in turn on the input's symbolic tensor, in the model's name scope (Keras makes a
        functional model of them each time there are layers, which takes a name)."""
        self.symbolic = self.input_layer.output
        if not self.stack:
            return
        with name_scope(self.name, self):
            for layer in self.stack:
                self.symbolic = layer(self.symbolic)
        uniquify("functional")

    def run(self, inputs, training=None):
        for layer in self.stack:
            inputs = layer(inputs, training=training)
        return inputs

    @property
    def output_shape(self):
        return None if self.symbolic is None else self.symbolic.shape

    @property
    def input_shape(self):
        return None if self.input_layer is None else self.input_layer.output.shape


Sequential.tf_attributes = {
    **MODEL_ATTRIBUTES, "add": lambda m: m.add, "pop": lambda m: m.pop,
    "output_shape": lambda m: _shape_of(m, "output_shape"), "input_shape": lambda m: _shape_of(m, "input_shape"),
    "inputs": lambda m: [m.input_layer.output] if m.input_layer else None,
    "outputs": lambda m: [m.symbolic] if m.symbolic is not None else None,
    "input": lambda m: m.input_layer.output if m.input_layer else None, "output": lambda m: m.symbolic,
}
Functional.tf_attributes = {**MODEL_ATTRIBUTES, **FUNCTIONAL_ATTRIBUTES}


def _shape_of(model, which):
    shape = getattr(model, which)
    if shape is None:
        raise AttributeError(f"The layer {model.name} has never been called and thus has no defined {which}.")
    return shape


class ProgramModel(ProgramLayer, Model):
    """The Keras model inside an instance of the program's keras.Model subclass: its layers set in __init__ and
    used by its call, or a functional graph (`super().__init__(inputs, outputs)`); its own train_step and metrics
    where the class defines them, which fit then uses."""

    def __init__(self, owner, inputs=None, outputs=None, **kwargs):
        ProgramLayer.__init__(self, owner, **kwargs)
        self.compiled = self.optimizer = self.history = None
        self.stop_training = False
        self.graph = None if inputs is None else Functional(inputs, outputs, name=self.name)
        self.built = self.graph is not None

    def sublayers(self):
        return (self.graph.sublayers() if self.graph else []) + ProgramLayer.sublayers(self)

    def run(self, inputs, *args, training=None, **kwargs):
        if self.graph is not None and self._method("call") is None:
            return self.graph.run(inputs, training=training)
        return ProgramLayer.run(self, inputs, *args, training=training, **kwargs)

    def train_step_of_program(self):
        method = self._method("train_step")
        return None if method is None else lambda data: self.owner.cls.call(method[0], [data], {})

    def metric_objects(self):
        """model.metrics: the class's own `metrics` where it defines them; else Keras's (the loss tracker and the
        compiled metrics), then the metrics set as the model's attributes."""
        if self.owner.cls.lookup("metrics")[0] is not None:
            return list(get_attribute(self.owner, "metrics"))
        return Model.metric_objects(self) + self._metrics_set_as_attributes()

    def _metrics_set_as_attributes(self):
        return [value for value in self.owner.attributes.values() if isinstance(value, Metric)]


ProgramModel.tf_attributes = MODEL_ATTRIBUTES


class ModelClass(LayerClass):
    """keras.Model: a base class of the program's models; called with inputs and outputs, a functional model."""

    name, module = "Model", "keras.src.models.model"
    made, base = ProgramModel, Model

    def __call__(self, *args, **kwargs):
        if args or "inputs" in kwargs:
            return Functional(*args, **kwargs)
        return super().__call__(*args, **kwargs)

    def init(self, instance, *args, **kwargs):
        instance.keras = ProgramModel(instance, *args, **kwargs)


MODEL = ModelClass()
