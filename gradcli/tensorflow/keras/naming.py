"""Keras's names for its objects: `auto_name("Adam")` is "adam", then "adam_1", ... within one run.

Keras numbers each snake-cased class name once per process; gradcli numbers them once per program it runs,
so `forget_names` starts each run afresh.
"""
import collections
import re

_TAKEN = collections.Counter()  # snake-cased name -> how many objects have asked for it


def to_snake_case(name):
    """Keras's to_snake_case: "MeanSquaredError" -> "mean_squared_error", "RMSprop" -> "rm_sprop"."""
    name = re.sub(r"\W+", "", name)
    name = re.sub("(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub("([a-z])([A-Z])", r"\1_\2", name).lower()


def auto_name(class_name):
    """The name Keras gives an object of `class_name` made without one."""
    return uniquify(to_snake_case(class_name))


def uniquify(name):
    """`name` the first time, then `name_1`, `name_2`, ..."""
    count = _TAKEN[name]
    _TAKEN[name] += 1
    return f"{name}_{count}" if count else name


def forget_names():
    """Start a new program's numbering."""
    _TAKEN.clear()
