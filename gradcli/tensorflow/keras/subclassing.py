"""The program's own layers and models: classes deriving from keras.layers.Layer or keras.Model.

Such a class's instances are the program's (`classes.Instance`), with a Keras layer inside
(`ProgramLayer`, made by `super().__init__(**kwargs)`), which answers for what Keras gives them: `add_weight`,
`weights`, `trainable`, being called (built by the class's `build`, run by its `call`), and, for models,
compiling and fitting. The layers and Keras variables set on the instance's attributes are its sublayers and
weights, in the order they were set, as Keras tracks them (a tf.Variable is not tracked, as in Keras 3).
"""
from gradcli.lang.classes import BoundMethod, Instance, NativeClass, UserClass, instantiate
from gradcli.tensorflow.keras.layer import LAYER_ATTRIBUTES, Layer, set_layer_attribute
from gradcli.tensorflow.keras.variables import KerasVariable


def keras_layer(value):
    """The Keras layer `value` is or holds (an instance of the program's layer class), or None."""
    if isinstance(value, Layer):
        return value
    if isinstance(value, Instance) and isinstance(value.cls.native, LayerClass):
        return state(value)
    return None


def state(instance):
    layer = getattr(instance, "keras", None)
    if layer is None:
        raise RuntimeError(f"In layer '{instance.cls.name}', you forgot to call `super().__init__()` as the first "
                           "statement in the `__init__()` method. Go add it!")
    return layer


# What a layer whose __init__ never called super().__init__() still answers, as Keras's does: its (no) weights;
# its methods that Keras checks refuse when called, and anything else is missing.
_BEFORE_INIT = {"weights": lambda instance: [], "variables": lambda instance: []}
_CHECKED_METHODS = ("add_weight", "build", "get_config", "count_params")


def _before_init(instance, name):
    if name in _BEFORE_INIT:
        return _BEFORE_INIT[name](instance)
    if name in _CHECKED_METHODS:
        return lambda *args, **kwargs: state(instance)
    raise AttributeError(name)


class ProgramLayer(Layer):
    """The Keras layer inside an instance of the program's layer class."""

    def __init__(self, owner, **kwargs):
        self.owner = owner
        super().__init__(**kwargs)
        self.owner = owner

    def class_name(self):
        return self.owner.cls.name

    def sublayers(self):
        return [layer for value in self.owner.attributes.values() for layer in _layers_in(value)]

    @property
    def weights(self):
        tracked = [v for value in self.owner.attributes.values() for v in _variables_in(value)]
        own = {id(v) for v in self.own_trainable + self.own_non_trainable}
        self.own_trainable += [v for v in tracked if v.keras_trainable and id(v) not in own]
        self.own_non_trainable += [v for v in tracked if not v.keras_trainable and id(v) not in own]
        return Layer.weights.fget(self)

    def _method(self, name):
        owner, function = self.owner.cls.lookup(name)
        return None if owner is None else (BoundMethod(self.owner, function, owner), function)

    def build(self, input_shape):
        method = self._method("build")
        if method is not None:
            self.owner.cls.call(method[0], [input_shape], {})

    def run(self, inputs, *args, training=None, **kwargs):
        method = self._method("call")
        if method is None:
            raise NotImplementedError(f"Layer {self.class_name()} does not have a `call()` method implemented.")
        bound, function = method
        parameters = function.signature.parameters
        if "training" in parameters or any(p.kind is p.VAR_KEYWORD for p in parameters.values()):
            kwargs = {**kwargs, "training": training}
        return self.owner.cls.call(bound, [inputs, *args], kwargs)

    def converted(self, inputs):
        if isinstance(inputs, dict):
            return {key: self.converted(value) for key, value in inputs.items()}
        return super().converted(inputs)


def _layers_in(value):
    layer = keras_layer(value)
    if layer is not None:
        return [layer]
    if isinstance(value, (list, tuple)):
        return [found for item in value for found in _layers_in(item)]
    if isinstance(value, dict):
        return [found for item in value.values() for found in _layers_in(item)]
    return []


def _variables_in(value):
    if isinstance(value, KerasVariable):
        return [value]
    if isinstance(value, (list, tuple)):
        return [found for item in value for found in _variables_in(item)]
    return []


class LayerClass(NativeClass):
    """keras.layers.Layer, as the program's classes derive from it."""

    name, module = "Layer", "keras.src.layers.layer"
    made = ProgramLayer  # the Keras layer inside the instances
    base = Layer  # gradcli's layers that are instances of this class

    def __init__(self):
        self.plain = UserClass(self.name, [self], {}, call=None, module=self.module)

    def __call__(self, *args, **kwargs):
        return instantiate(self.plain, args, kwargs)

    def initialize(self, instance):
        instance.keras = None  # made by the class's __init__, through super().__init__()

    def init(self, instance, *args, **kwargs):
        if args:
            raise TypeError(f"{self.name}.__init__() takes keyword arguments only, not {len(args)} positional")
        instance.keras = self.made(instance, **kwargs)

    def attribute(self, instance, name):
        if instance.keras is None:
            return _before_init(instance, name)
        layer = state(instance)
        table = type(layer).tf_attributes
        if name in table:
            return table[name](layer)
        raise AttributeError(name)

    def special(self, instance, name):
        return state(instance) if name == "__call__" else None

    def set_attribute(self, instance, name, value):
        return instance.keras is not None and set_layer_attribute(instance.keras, name, value)

    def text(self, instance):
        return None if instance.keras is None else instance.keras.tf_repr()

    def covers(self, value):
        return isinstance(value, self.base)


ProgramLayer.tf_attributes = LAYER_ATTRIBUTES
LAYER = LayerClass()
