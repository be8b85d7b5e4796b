"""A library call whose arguments do not bind, told as Python tells it but naming the callable as the program
called it: `np.arange(1, 2, 3, 4, 5)` says `arange() takes ...`, not the name of the function inside gradcli
that counts its elements; `CosineDecay(1.0)` says `CosineDecay.__init__() missing ...`, not the name of the
class gradcli's schedules share.
"""
import ast
import re

import numpy as np

from gradcli.lang import classes
from gradcli.lang.runtime import signature_of

# Python's messages for arguments that do not bind: "f() takes 2 positional arguments but 3 were given",
# "C.__init__() missing 1 required positional argument: 'x'", "f() got an unexpected keyword argument 'k'".
_UNBOUND = re.compile(r"(?P<function>[\w.<>]+)\(\) (?P<rest>(?:takes|missing|got) .*)", re.DOTALL)

# The functions behind numpy's array methods (a.sum is numpy's _methods._sum), whose names numpy's own messages
# show: `np.ones(2).sum(bogus=1)` says `_sum() got an unexpected keyword argument 'bogus'` in numpy too.
_NUMPY_METHODS = frozenset({"_sum", "_prod", "_amax", "_amin", "_mean", "_std", "_var", "_any", "_all", "_clip"})


def as_called(exc, callee, node, args, kwargs):
    """The TypeError `exc`, raised by calling `callee` with `args` and `kwargs` at `node`, naming the callable
    as the program called it where Python named a function or class of gradcli's; `exc` itself otherwise."""
    unbound = _UNBOUND.fullmatch(str(exc))
    if unbound is None or _numpy_says_so(callee, unbound["function"]):
        return exc
    name = _public_name(callee, node, unbound["function"])
    if unbound["function"] in (name, f"{name}.__init__"):  # named as the program called it already
        return exc
    # Python's counts are of the function it named: when that is one inside the callable, the callable's own
    # signature says what is wrong, where it has one
    inside = unbound["function"] != getattr(callee, "__qualname__", None)
    refused = _refusal(callee, args, kwargs) if inside else None
    return TypeError(f"{name}(): {refused}" if refused else f"{name}() {unbound['rest']}")


def _numpy_says_so(callee, named):
    """Whether the message is numpy's own, of a method of an array (which gradcli calls wrapped)."""
    method = getattr(callee, "__wrapped__", None)
    return named in _NUMPY_METHODS and isinstance(getattr(method, "__self__", None), (np.ndarray, np.generic))


def _public_name(callee, node, named):
    """The callable's name as Python would put it in the message: a class's `__init__` by the class's name,
    anything else by the name the program called it by."""
    name = callee.name if isinstance(callee, classes.PyType) else _written_name(callee, node)
    if name is not None and isinstance(callee, (classes.PyType, type)) and named.endswith(".__init__"):
        return f"{name}.__init__"
    return name


def _written_name(callee, node):
    """The name the program called `callee` by (`arange` in `np.arange(...)`), or its own where public."""
    called = node.func if isinstance(node, ast.Call) else None
    if isinstance(called, ast.Attribute):
        return called.attr
    if isinstance(called, ast.Name):
        return called.id
    for name in (getattr(callee, "__name__", None), getattr(callee, "name", None)):  # (a Keras activation's)
        if isinstance(name, str) and name.isidentifier() and not name.startswith("_"):
            return name
    return "function"  # called from a list or a dict, nameless: no name of gradcli's in its place


def _refusal(callee, args, kwargs):
    """Why the arguments do not bind to the callable's own signature (inspect's words), or None where they do
    or it has none to read."""
    try:
        signature = signature_of(callee)
    except (TypeError, ValueError):  # no signature to read (a function of numpy's written in C), or unhashable
        return None
    try:
        signature.bind(*args, **kwargs)
    except TypeError as exc:
        return str(exc)
    return None
