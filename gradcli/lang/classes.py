"""Classes a program defines, and their instances: Python's object model, kept to what TensorFlow code uses.

A `class` statement makes a `UserClass`: its namespace (methods, class
attributes), its bases (classes of the program, or a `NativeClass` such as
`tf.Module`, which gives its instances behaviour of gradcli's), and its method
resolution order, as Python computes it (C3). An `Instance` holds its own
attributes in a dict of its own. Attributes are looked up here, in these
dicts along the method resolution order, never by Python's `getattr`: no path
leads from a program's object to Python's internals. Of the special methods a
class may define, the interpreter calls `__init__`, `__call__`, `__str__`,
`__repr__`, `__len__`, `__getitem__`, `__iter__` and `__contains__`, through
`call`, the interpreter's own way of calling a function of the program.
"""
from gradcli.engine.shown import Shown
from gradcli.lang.runtime import UserFunction


class NativeClass(Shown):
    """A base class that gradcli provides (tf.Module; Keras's layers): it sets up the state its instances need
    and answers for the attributes it gives them. Subclasses override `initialize`, `attribute` and `names`."""

    name, module = "object", "builtins"

    def initialize(self, instance):
        """Make `instance`'s native state, before any __init__ runs."""

    def init(self, instance, *args, **kwargs):
        """The native class's own __init__ (called by super().__init__())."""
        if args or kwargs:
            raise TypeError("object.__init__() takes exactly one argument (the instance to initialize)")

    def attribute(self, instance, name):
        """The native attribute `name` of `instance`; AttributeError where it has none."""
        raise AttributeError(name)

    def class_attribute(self, name):
        """An attribute of the native class itself (a decorator it offers, say); AttributeError where none."""
        raise AttributeError(name)

    def special(self, instance, name):
        """The native special method `name` of `instance` (a Keras layer's __call__), or None."""
        return None

    def set_attribute(self, instance, name, value):
        """Set a native attribute (a Keras layer's `trainable`): whether `name` is one."""
        return False

    def text(self, instance):
        """`instance`'s repr where its class defines none: None for Python's."""
        return None

    def covers(self, value):
        """Whether `value`, no instance of a program's class, is an instance of this class (Keras's own layers are
        instances of keras.layers.Layer)."""
        return False

    def tf_str(self):
        return f"<class '{self.name if self.module == 'builtins' else self.module + '.' + self.name}'>"

    tf_repr = tf_str


OBJECT = NativeClass()  # Python's object, which every class derives from


class PyType(Shown):
    """A type the dialect names (Python's int, float, str, ...; TensorFlow's tf.Tensor, tf.Variable): callable
    where calling the type makes a value, and what type() and isinstance() compare with."""

    tf_type_name = "type"

    def __init__(self, name, python, call=None, module="builtins"):
        self.name, self.python, self.call, self.module = name, python, call, module

    def __call__(self, *args, **kwargs):
        if self.call is None:
            raise TypeError(f"cannot create '{self.qualified_name}' instances")
        return self.call(*args, **kwargs)

    @property
    def qualified_name(self):
        return self.name if self.module == "builtins" else f"{self.module}.{self.name}"

    def tf_str(self):
        return f"<class '{self.qualified_name}'>"

    tf_repr = tf_str


class UserClass(Shown):
    """A class the program defined: its name, bases, namespace and method resolution order (`mro`)."""

    tf_type_name = "type"

    def __init__(self, name, bases, namespace, call, module="__main__"):
        self.name, self.bases, self.namespace, self.call = name, bases or [OBJECT], namespace, call
        self.module = module
        self.mro = [self] + _merged([_mro(base) for base in self.bases] + [list(self.bases)])
        self.native = next(cls for cls in self.mro if isinstance(cls, NativeClass))

    def lookup(self, name, after=None):
        """What `name` is along the method resolution order (after the class `after`, for super()), as found:
        (the class it was found in, the value); (None, None) where no class has it."""
        classes = self.mro if after is None else self.mro[self.mro.index(after) + 1:]
        for cls in classes:
            if isinstance(cls, UserClass) and name in cls.namespace:
                return cls, cls.namespace[name]
        return None, None

    def is_subclass_of(self, other):
        return other in self.mro

    def tf_str(self):
        return f"<class '{self.module}.{self.name}'>"

    tf_repr = tf_str


def make_class(name, bases, namespace, call):
    """The class a class statement makes: a UserClass, or, on an exception class, an exception class of the
    program's (whose body may give it a docstring and nothing else). Its functions learn their class, for
    super(). `call` is the interpreter's way of calling the program's functions."""
    from gradcli.lang.exceptions import ExceptionClass

    for base in bases:
        if not isinstance(base, (UserClass, NativeClass, ExceptionClass)):
            raise TypeError(f"gradcli's classes derive from the program's classes, object, exceptions, tf.Module "
                            f"and Keras's Layer and Model only, not from {base!r}")
    exception_bases = [base for base in bases if isinstance(base, ExceptionClass)]
    if exception_bases:
        if len(bases) > 1 or any(not isinstance(v, str) for k, v in namespace.items() if k != "__doc__"):
            raise TypeError("gradcli runs exception classes that derive from one exception class, with no body "
                            "of their own")
        return ExceptionClass(name, exception_bases[0], "__main__")
    made = UserClass(name, bases, namespace, call)
    for value in namespace.values():
        function = getattr(value, "function", None) or getattr(value, "getter", None) or value
        for part in (function, getattr(value, "setter", None)):
            if hasattr(part, "closure"):  # a UserFunction, plain or wrapped
                part.owner = made
    return made


def _mro(cls):
    return cls.mro if isinstance(cls, UserClass) else [cls] if cls is OBJECT else [cls, OBJECT]


def _merged(sequences):
    """Python's C3 merge of the bases' orders: a consistent order, or a TypeError as Python gives."""
    sequences, merged = [list(s) for s in sequences if s], []
    while sequences:
        for sequence in sequences:
            head = sequence[0]
            if not any(head in other[1:] for other in sequences):
                break
        else:
            raise TypeError("Cannot create a consistent method resolution order (MRO) for bases")
        merged.append(head)
        sequences = [[c for c in s if c is not head] for s in sequences]
        sequences = [s for s in sequences if s]
    return merged


class Instance(Shown):
    """An object of a program's class: its class and its own attributes. The special methods Python calls
    (len(), iteration, in, item access) call the class's own, through the interpreter."""

    tf_type_name = "object"

    def __init__(self, cls):
        self.cls, self.attributes = cls, {}
        cls.native.initialize(self)

    def special(self, name):
        """The bound special method `name` of the class, or None."""
        owner, method = self.cls.lookup(name)
        return self.cls.native.special(self, name) if owner is None else bind(self, owner, method)

    def _call_special(self, name, *args, missing):
        method = self.special(name)
        if method is None:
            raise TypeError(missing.format(name=self.cls.name))
        return self.cls.call(method, list(args), {})

    def __len__(self):
        return self._call_special("__len__", missing="object of type '{name}' has no len()")

    def __getitem__(self, index):
        return self._call_special("__getitem__", index, missing="'{name}' object is not subscriptable")

    def __iter__(self):
        return iter(self._call_special("__iter__", missing="'{name}' object is not iterable"))

    def __contains__(self, item):
        return self._call_special("__contains__", item, missing="argument of type '{name}' is not iterable")

    def __eq__(self, other):  # (a dataclass's instances compare by their fields, as its generated __eq__ does)
        fields = next((c.dataclass_fields for c in self.cls.mro if hasattr(c, "dataclass_fields")), None)
        if fields is None or not isinstance(other, Instance) or other.cls is not self.cls:
            return NotImplemented  # (Python's default: the other side's, then identity)
        return tuple(self.attributes.get(f) for f in fields) == tuple(other.attributes.get(f) for f in fields)

    def __hash__(self):
        if any(hasattr(c, "dataclass_fields") for c in self.cls.mro):
            raise TypeError(f"unhashable type: '{self.cls.name}'")
        return id(self)

    def tf_str(self):
        method = self.special("__str__")
        return self._text(method, "__str__") if method else self.tf_repr()

    def tf_repr(self):
        method = self.special("__repr__")
        if method:
            return self._text(method, "__repr__")
        return self.cls.native.text(self) or f"<{self.cls.module}.{self.cls.name} object>"

    def _text(self, method, name):
        text = self.cls.call(method, [], {})
        if not isinstance(text, str):
            raise TypeError(f"{name} returned non-string (type {type(text).__name__})")
        return text


class BoundMethod(Shown):
    """A function of a class bound to its first argument (an instance, or the class for a classmethod)."""

    tf_type_name = "method"

    def __init__(self, receiver, function, owner):
        self.receiver, self.function, self.owner = receiver, function, owner


class Property(Shown):
    """A property: a getter, and a setter once `@name.setter` gives one."""

    tf_type_name = "property"

    def __init__(self, getter, setter=None):
        self.getter, self.setter = getter, setter

    def with_setter(self, setter):
        return Property(self.getter, setter)


class StaticMethod(Shown):
    tf_type_name = "staticmethod"

    def __init__(self, function):
        self.function = function


class ClassMethod(Shown):
    tf_type_name = "classmethod"

    def __init__(self, function):
        self.function = function


class Super(Shown):
    """What super() gives inside a method: attributes looked up past `owner` in the receiver's class."""

    tf_type_name = "super"

    def __init__(self, owner, receiver):
        self.owner, self.receiver = owner, receiver


def bind(receiver, owner, value):
    """A class attribute as read through `receiver` (an instance or a class): functions become bound methods,
    properties of an instance their value's getter, static and class methods what they wrap."""
    binder = getattr(type(value), "tf_bind", None)
    if binder is not None and isinstance(receiver, Instance):  # a method wrapped by a decorator of gradcli's
        return binder(value, receiver, owner)
    if isinstance(value, StaticMethod):
        return value.function
    if isinstance(value, ClassMethod):
        return BoundMethod(receiver.cls if isinstance(receiver, Instance) else receiver, value.function, owner)
    if isinstance(receiver, Instance) and isinstance(value, UserFunction):
        return BoundMethod(receiver, value, owner)
    return value


def get_attribute(value, name):
    """`value.name` for a program's classes, instances, methods and super(); LookupError (not found) for other
    values, which the dialect answers for."""
    if isinstance(value, Instance):
        return _instance_attribute(value, name)
    if isinstance(value, UserClass):
        return _class_attribute(value, name)
    if isinstance(value, Super):
        return _super_attribute(value, name)
    if isinstance(value, NativeClass) and name != "__name__":
        return value.class_attribute(name)
    if isinstance(value, Property) and name in ("setter", "getter"):
        return value.with_setter if name == "setter" else value.getter
    from gradcli.lang.exceptions import ExceptionClass

    if name == "__name__" and isinstance(value, (BoundMethod, NativeClass, PyType, ExceptionClass)):
        return value.function.name if isinstance(value, BoundMethod) else value.name
    raise LookupError(name)


def _instance_attribute(instance, name):
    if name == "__class__":
        return instance.cls
    if name in instance.attributes:
        return instance.attributes[name]
    owner, value = instance.cls.lookup(name)
    if owner is not None:
        if isinstance(value, Property):
            return instance.cls.call(value.getter, [instance], {})
        return bind(instance, owner, value)
    try:
        return instance.cls.native.attribute(instance, name)
    except AttributeError as exc:
        if str(exc) != name:  # the native class's own message (a tf.Module whose __init__ never ran)
            raise
        raise AttributeError(f"'{instance.cls.name}' object has no attribute '{name}'") from None


def _class_attribute(cls, name):
    if name == "__name__":
        return cls.name
    owner, value = cls.lookup(name)
    if owner is not None:
        return bind(cls, owner, value)
    try:
        return cls.native.class_attribute(name)
    except AttributeError:
        raise AttributeError(f"type object '{cls.name}' has no attribute '{name}'") from None


def _super_attribute(proxy, name):
    cls = proxy.receiver.cls if isinstance(proxy.receiver, Instance) else proxy.receiver
    owner, value = cls.lookup(name, after=proxy.owner)
    if owner is not None:
        if isinstance(value, Property) and isinstance(proxy.receiver, Instance):
            return cls.call(value.getter, [proxy.receiver], {})
        return bind(proxy.receiver, owner, value)
    if name == "__init__":  # the native class's own, at the end of every order
        return lambda *args, **kwargs: cls.native.init(proxy.receiver, *args, **kwargs)
    try:
        return cls.native.attribute(proxy.receiver, name)
    except AttributeError:
        raise AttributeError(f"'super' object has no attribute '{name}'") from None


def set_attribute(target, name, value):
    """`target.name = value`, for a program's instances and classes (a property with a setter calls it); any
    other object refuses, as Python's and TensorFlow's do."""
    if isinstance(target, Instance):
        owner, found = target.cls.lookup(name)
        if isinstance(found, Property):
            if found.setter is None:
                raise AttributeError(f"property '{name}' of '{target.cls.name}' object has no setter")
            target.cls.call(found.setter, [target, value], {})
            return
        if not target.cls.native.set_attribute(target, name, value):
            target.attributes[name] = value
    elif isinstance(target, UserClass):
        target.namespace[name] = value
    elif name in getattr(type(target), "tf_settable", ()):  # what gradcli's own objects let a program set
        target.tf_set(name, value)
    else:
        from gradcli.lang.text import type_name

        raise AttributeError(f"'{type_name(target)}' object has no attribute '{name}' and no attribute can be "
                             "set on it")


def delete_attribute(target, name):
    if isinstance(target, Instance) and name in target.attributes:
        del target.attributes[name]
    else:
        raise AttributeError(name)


def instantiate(cls, args, kwargs):
    """`cls(*args, **kwargs)`: a new instance, its native state made, then its __init__ run."""
    instance = Instance(cls)
    owner, init = cls.lookup("__init__")
    if owner is not None:
        cls.call(bind(instance, owner, init), list(args), kwargs)
    else:
        cls.native.init(instance, *args, **kwargs)
    return instance


def is_instance(value, classes):
    """isinstance(value, classes): a program's class, a native class, an exception class or a type the dialect
    names (PyType), or a tuple of them."""
    from gradcli.lang.exceptions import ExceptionClass, ExceptionInstance

    for cls in classes if isinstance(classes, tuple) else (classes,):
        if isinstance(cls, UserClass) and isinstance(value, Instance) and value.cls.is_subclass_of(cls):
            return True
        if isinstance(cls, NativeClass) and (isinstance(value, Instance) and cls in value.cls.mro or cls.covers(value)):
            return True
        if isinstance(cls, ExceptionClass) and isinstance(value, ExceptionInstance) and value.matches(cls):
            return True
        if isinstance(cls, PyType) and not isinstance(value, Instance) and isinstance(value, cls.python):
            return True
    return False
