"""The harmless parts of Python's `collections`, `copy` and `typing`, as TensorFlow code imports them.

`collections` gives namedtuple, defaultdict, OrderedDict, Counter and deque: Python's own containers, subclassed
so that they print as Python 3.11 prints them, hash only what the program may hash (a key's nesting checked),
and call the program's functions (a defaultdict's factory) through the interpreter. `copy` copies the program's
values, containers and instances of its plain classes; it refuses what it cannot copy as TensorFlow does
(a variable, a Keras object). `typing`'s names are names only: annotations are never evaluated, and a
`List[int]` written elsewhere is a name that prints as itself.
"""
import collections
import inspect
import keyword
import types

import numpy as np

from gradcli.words.errors import NotComputed
from gradcli.engine.limits import check_elements
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.lang import classes
from gradcli.lang.classes import PyType
from gradcli.lang.structure import ANNOTATIONS
from gradcli.lang.runtime import Namespace, UserFunction, add_item, check_nesting, checked_dict
from gradcli.tensorflow.python import _charged_items, collected
from gradcli.tensorflow.python_functional import Partial, program_callable
from gradcli.lang.text import to_repr, type_name


# ----- namedtuple -----

class NamedTuple(tuple):
    """The base of the classes namedtuple makes: a tuple whose items are also read by their field's name."""

    __slots__ = ()
    _fields, _defaults = (), {}

    def __new__(cls, *args, **kwargs):
        parameters = [inspect.Parameter(field, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        default=cls._defaults.get(field, inspect.Parameter.empty))
                      for field in cls._fields]
        try:
            bound = inspect.Signature(parameters).bind(*args, **kwargs)
        except TypeError as error:
            raise TypeError(f"{cls.__name__}.__new__() {error}") from None
        bound.apply_defaults()
        return super().__new__(cls, bound.arguments.values())


def _field_names(typename, field_names, defaults):
    names = field_names.replace(",", " ").split() if isinstance(field_names, str) else list(
        collected(list, "the field names")(field_names))
    for name in [typename, *names]:
        if not (isinstance(name, str) and name.isidentifier()):
            raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
        if keyword.iskeyword(name):
            raise ValueError(f"Type names and field names cannot be a keyword: {name!r}")
    for seen, name in enumerate(names):
        if name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        if name in names[:seen]:
            raise ValueError(f"Encountered duplicate field name: {name!r}")
    defaults = tuple(defaults or ())
    if len(defaults) > len(names):
        raise TypeError("Got more default values than field names")
    return tuple(names), dict(zip(names[len(names) - len(defaults):], defaults))


def namedtuple(typename, field_names, *, defaults=None):
    """collections.namedtuple: a class of the program's (a PyType), whose instances are tuples with names."""
    fields, defaults = _field_names(typename, field_names, defaults)
    made = type(typename, (NamedTuple,), {"__slots__": (), "_fields": fields, "_defaults": defaults})
    made.tf_class = PyType(typename, made, made, module="__main__")
    made.tf_attributes = {
        **{field: (lambda value, i=index: value[i]) for index, field in enumerate(fields)},
        "_fields": lambda value: fields, "_asdict": lambda value: lambda: dict(zip(fields, value)),
        "_replace": lambda value: lambda **changes: made(**{**dict(zip(fields, value)), **changes}),
        "_make": lambda value: lambda iterable: made(*collected(tuple, "the tuple")(iterable)),
    }
    return made.tf_class


# ----- defaultdict, OrderedDict, Counter, deque -----

def _checked_pairs(mapping_or_pairs=None, **named):
    return checked_dict(*([] if mapping_or_pairs is None else [mapping_or_pairs]), **named)


class DefaultDict(collections.defaultdict):
    """collections.defaultdict, its factory (the program's function or type) run by the interpreter."""

    tf_type_name = "collections.defaultdict"

    def __init__(self, default_factory=None, *pairs, **named):
        super().__init__(program_callable(default_factory), _checked_pairs(*pairs, **named))
        self.factory = default_factory

    def copy(self):
        return DefaultDict(self.factory, dict(self))

    def tf_repr(self):
        factory = "None" if self.factory is None else to_repr(self.factory)
        return f"defaultdict({factory}, {to_repr(dict(self))})"

    tf_attributes = {"default_factory": lambda d: d.factory, "copy": lambda d: d.copy}


class OrderedDict(collections.OrderedDict):
    tf_type_name = "collections.OrderedDict"

    def __init__(self, *pairs, **named):
        super().__init__(_checked_pairs(*pairs, **named))

    def copy(self):
        return OrderedDict(self)

    def tf_repr(self):
        return f"OrderedDict({to_repr(list(self.items()))})" if self else "OrderedDict()"

    tf_attributes = {"move_to_end": lambda d: d.move_to_end, "popitem": lambda d: d.popitem,
                     "copy": lambda d: d.copy}


def _checked_keys(iterable):
    for item in _charged_items(iterable, "the counted items"):
        check_nesting(item)
        yield item


def make_set(iterable=()):
    """set(iterable): each item's nesting checked before Python hashes it."""
    return set(_checked_keys(iterable))


def _set_method(name):
    """A set's method taking iterables (union, update...): their items checked as set() checks them."""
    return lambda items: lambda *others: getattr(items, name)(*(list(_checked_keys(o)) for o in others))


SET_METHODS = {
    **{name: (lambda items, name=name: getattr(items, name)) for name in ("copy", "discard", "remove", "clear",
                                                                          "pop")},
    "add": lambda items: lambda value: add_item(items, value),
    **{name: _set_method(name) for name in ("union", "intersection", "difference", "symmetric_difference",
                                            "issubset", "issuperset", "isdisjoint", "update")},
}


class Counter(collections.Counter):
    tf_type_name = "collections.Counter"

    def __init__(self, iterable=None, /, **named):
        super().__init__()
        self.update(iterable, **named)

    def update(self, iterable=None, /, **named):
        counted = checked_dict(iterable) if isinstance(iterable, dict) else _checked_keys(iterable or ())
        super().update(counted, **named)

    def copy(self):
        return Counter(dict(self))

    def tf_repr(self):
        return f"Counter({to_repr(dict(self.most_common()))})" if self else "Counter()"

    tf_attributes = {"most_common": lambda c: c.most_common, "update": lambda c: c.update,
                     "total": lambda c: c.total, "copy": lambda c: c.copy}


class Deque(collections.deque):
    tf_type_name = "collections.deque"

    def __init__(self, iterable=(), maxlen=None):
        super().__init__(collected(list, "the deque")(iterable), maxlen)

    def _bounded(self, method):
        def extend(iterable):
            items = collected(list, "the deque")(iterable)
            check_elements(len(self) + len(items), "the extended deque")
            method(items)
        return extend

    def copy(self):
        return Deque(self, self.maxlen)

    def tf_repr(self):
        return f"deque({to_repr(list(self))}" + ("" if self.maxlen is None else f", maxlen={self.maxlen}") + ")"

    tf_attributes = {
        **{name: (lambda d, name=name: getattr(d, name)) for name in (
            "append", "appendleft", "pop", "popleft", "clear", "rotate", "count", "index", "remove", "reverse",
            "insert")},
        "extend": lambda d: d._bounded(d.extend), "extendleft": lambda d: d._bounded(d.extendleft),
        "maxlen": lambda d: d.maxlen, "copy": lambda d: d.copy}


COLLECTIONS = Namespace("collections", {
    "namedtuple": namedtuple, "defaultdict": PyType("defaultdict", DefaultDict, DefaultDict, module="collections"),
    "OrderedDict": PyType("OrderedDict", OrderedDict, OrderedDict, module="collections"),
    "Counter": PyType("Counter", Counter, Counter, module="collections"),
    "deque": PyType("deque", Deque, Deque, module="collections"),
})


# ----- copy -----

# What copy gives as it is, as Python's copy does its numbers, strings, functions and classes.
_IMMUTABLE = (type(None), bool, int, float, complex, str, range, Tensor, np.generic, PyType, classes.UserClass,
              UserFunction, types.FunctionType, types.BuiltinFunctionType)


def _copied(value, deep, memo):
    """A copy of `value`: of a container, its items copied too where `deep` (each value once, as `memo` keeps)."""
    if isinstance(value, _IMMUTABLE) or (isinstance(value, tuple) and not deep):
        return value
    if id(value) in memo:
        return memo[id(value)]
    item = (lambda v: _copied(v, deep, memo)) if deep else (lambda v: v)
    if isinstance(value, np.ndarray):
        made = value.copy()
    elif type(value) in (list, tuple, set):
        made = type(value)(item(v) for v in _charged_items(value, "the copy"))
    elif isinstance(value, (dict, collections.deque)) and hasattr(value, "copy"):
        made = value.copy()
        if deep:
            _copy_items_into(made, item)
    elif isinstance(value, Partial):
        made = Partial(value.func, *(item(v) for v in value.args), **{k: item(v) for k, v in value.keywords.items()})
    elif isinstance(value, NamedTuple):
        made = type(value)(*(item(v) for v in value))
    elif isinstance(value, classes.Instance) and value.cls.native is classes.OBJECT:
        made = classes.Instance(value.cls)
        made.attributes.update({name: item(v) for name, v in value.attributes.items()})
    else:
        raise NotComputed(f"gradcli does not run copy.{'deepcopy' if deep else 'copy'} of a {type_name(value)} yet")
    memo[id(value)] = made
    return made


def _copy_items_into(made, item):
    if isinstance(made, dict):
        for key in list(made):
            made[key] = item(made[key])
    else:
        items = [item(v) for v in made]
        made.clear()
        made.extend(items)


COPY = Namespace("copy", {"copy": lambda value: _copied(value, False, {}),
                          "deepcopy": lambda value: _copied(value, True, {})})


# ----- typing -----

class TypingName(Shown):
    """A name of typing's (List, Optional...), or one subscripted (List[int]): it stands for itself."""

    tf_type_name = "typing._GenericAlias"

    def __init__(self, text):
        self.text = text

    def __getitem__(self, arguments):
        arguments = arguments if isinstance(arguments, tuple) else (arguments,)
        return TypingName(f"{self.text}[{', '.join(_type_text(a) for a in arguments)}]")

    def __iter__(self):  # (not iterated through __getitem__, which would give names without end)
        raise TypeError(f"'{self.tf_type_name}' object is not iterable")

    def tf_repr(self):
        return self.text


def _type_text(value):
    if isinstance(value, PyType):
        return value.name if value.module == "builtins" else value.qualified_name
    return to_repr(value)


TYPING = Namespace("typing", {name: TypingName(f"typing.{name}") for name in (
    "Any", "List", "Dict", "Tuple", "Set", "FrozenSet", "Optional", "Union", "Callable", "Sequence", "Iterable",
    "Iterator", "Mapping", "Type", "Generator", "Literal")})

ATTRIBUTE_NAMES = frozenset([*DefaultDict.tf_attributes,
                             *OrderedDict.tf_attributes, *Counter.tf_attributes, *Deque.tf_attributes])


# ----- dataclasses -----

class Field(Shown):
    """dataclasses.field: a field's default, or the program's function that makes one for each instance."""

    tf_type_name = "Field"
    MISSING = object()

    def __init__(self, *, default=MISSING, default_factory=MISSING):
        self.default, self.factory = default, default_factory


class _Generated(Shown):
    """A method dataclass writes for a class (its __init__ or __repr__): bound to an instance when read through
    it, as a function of the class is."""

    tf_type_name = "function"

    def __init__(self, make):
        self.make = make

    def tf_bind(self, receiver, owner):
        return self.make(receiver)


def dataclass(cls=None, /, **options):
    """dataclasses.dataclass, with or without its options (only their defaults: frozen, order... are refused)."""
    if set(options) - {"init", "repr", "eq"} or not all(options.values()):  # (their defaults are True)
        raise NotComputed(f"gradcli does not run dataclass({', '.join(f'{k}={v!r}' for k, v in options.items())})"
                          " yet")
    if cls is None:
        return dataclass
    if not isinstance(cls, classes.UserClass):
        raise TypeError("dataclass() should be called on a class of the program's")
    fields = _fields(cls)
    cls.dataclass_fields = tuple(fields)
    cls.namespace.setdefault("__init__", _Generated(lambda instance: _initializer(instance, fields)))
    cls.namespace.setdefault("__repr__", _Generated(lambda instance: lambda: f"{cls.name}(" + ", ".join(
        f"{name}={to_repr(instance.attributes.get(name))}" for name in fields) + ")"))
    return cls


def _fields(cls):
    """The fields of `cls` and of the dataclasses it derives from, bases' first: name -> its Field."""
    fields = {}
    for base in reversed(cls.mro[1:]):
        fields.update(getattr(base, "dataclass_field_defaults", {}))
    for name, has_default in cls.namespace.get(ANNOTATIONS, {}).items():
        value = cls.namespace.get(name, Field.MISSING) if has_default else Field.MISSING
        if isinstance(value, Field):
            cls.namespace.pop(name)
        fields[name] = value if isinstance(value, Field) else Field(default=value)
    cls.dataclass_field_defaults = dict(fields)
    defaulted = False
    for name, field in fields.items():
        has = field.default is not Field.MISSING or field.factory is not Field.MISSING
        if defaulted and not has:
            raise TypeError(f"non-default argument '{name}' follows default argument")
        defaulted = defaulted or has
    return fields


def _initializer(instance, fields):
    """The __init__ dataclass writes: each field set from its argument, its default or its factory."""
    parameters = [inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                    default=inspect.Parameter.empty if field.default is Field.MISSING and
                                    field.factory is Field.MISSING else field)
                  for name, field in fields.items()]

    def init(*args, **kwargs):
        try:
            bound = inspect.Signature(parameters).bind(*args, **kwargs)
        except TypeError as error:
            raise TypeError(f"{instance.cls.name}.__init__() {error}") from None
        bound.apply_defaults()
        for name, value in bound.arguments.items():
            if isinstance(value, Field):
                value = value.default if value.factory is Field.MISSING else program_callable(value.factory)()
            instance.attributes[name] = value
    return init


DATACLASSES = Namespace("dataclasses", {"dataclass": dataclass, "field": Field})
