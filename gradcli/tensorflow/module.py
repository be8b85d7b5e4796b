"""TensorFlow's `tf.Module`: a base class whose instances find their variables and submodules by themselves.

A program's class that derives from `tf.Module` gets, as TensorFlow gives them,
`name` and `name_scope` (set by `tf.Module.__init__`: a program that does not
call it has neither), and `variables`, `trainable_variables`,
`non_trainable_variables` and `submodules`: found through the instance's
attributes sorted by name, inside lists, tuples and dicts (a dict by sorted
key), then inside each submodule in turn, each once.
"""
import re

from gradcli.engine.shown import Shown
from gradcli.engine.tape import flatten
from gradcli.lang.classes import Instance, NativeClass, UserClass, instantiate
from gradcli.tensorflow.objects import NameScope, Variable

_CAMEL_TO_SNAKE = re.compile(r"((?<=[a-z0-9])[A-Z]|(?!^)[A-Z](?=[a-z]))")  # TensorFlow's module.camel_to_snake
_IDENTIFIER = re.compile(r"^[a-zA-Z_]([a-zA-Z0-9_])*$")


class ModuleClass(NativeClass):
    """tf.Module, as a base class of a program's classes (and a class of its own: tf.Module())."""

    name, module = "Module", "tensorflow.python.module.module"

    def __init__(self):
        self.plain = UserClass("Module", [self], {}, call=None, module=self.module)  # what tf.Module() makes

    def __call__(self, *args, **kwargs):
        return instantiate(self.plain, args, kwargs)

    def init(self, instance, name=None):
        if name is None:
            name = _CAMEL_TO_SNAKE.sub(r"_\1", instance.cls.name).lower()
        elif not isinstance(name, str) or not _IDENTIFIER.match(name):
            raise ValueError(f"{name!r} is not a valid module name. Module names must be valid Python identifiers "
                             "(e.g. a valid class name).")
        instance.attributes["_name"] = name
        instance.attributes["_name_scope"] = NameScope(name)

    def attribute(self, instance, name):
        if name in ("name", "name_scope"):
            key = "_" + name
            if key not in instance.attributes:  # tf.Module.__init__ never ran
                raise AttributeError(f"'{instance.cls.name}' object has no attribute '{key}'")
            return instance.attributes[key]
        if name in _FOUND:
            return tuple(_flattened(instance, _FOUND[name]))
        raise AttributeError(name)

    def class_attribute(self, name):
        if name == "with_name_scope":
            return NameScoped
        raise AttributeError(name)


_FOUND = {  # what each property finds
    "variables": lambda value: isinstance(value, Variable),
    "trainable_variables": lambda value: isinstance(value, Variable) and value.trainable,
    "non_trainable_variables": lambda value: isinstance(value, Variable) and not value.trainable,
    "submodules": lambda value: is_module(value),
}


def is_module(value):
    return isinstance(value, Instance) and any(isinstance(cls, ModuleClass) for cls in value.cls.mro)


def _flattened(module, predicate, seen=None):
    """TensorFlow's Module._flatten: the values `predicate` finds among the module's attributes, sorted by name,
    then among its submodules' (each value once, and a module met again not entered again)."""
    seen = {id(module)} if seen is None else seen
    submodules = []
    for key in sorted(module.attributes):
        for leaf in flatten(module.attributes[key]):
            if id(leaf) in seen:
                continue
            seen.add(id(leaf))
            if predicate(leaf):
                yield leaf
            if is_module(leaf):
                submodules.append(leaf)
    for submodule in submodules:
        yield from _flattened(submodule, predicate, seen)


class NameScoped(Shown):
    """tf.Module.with_name_scope: a method that runs inside its module's name scope."""

    tf_type_name = "function"

    def __init__(self, function):
        self.function = function

    def tf_bind(self, receiver, owner):
        from gradcli.lang.classes import BoundMethod

        def scoped(*args, **kwargs):
            with receiver.attributes["_name_scope"]:
                return receiver.cls.call(BoundMethod(receiver, self.function, owner), list(args), kwargs)
        return scoped


MODULE = ModuleClass()
