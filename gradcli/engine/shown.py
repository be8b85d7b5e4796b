"""How Python itself shows the values a program can hold: as the program's language shows them, never as
gradcli's objects.

A message built in gradcli's code formats the program's values with Python's own `repr` and `str` (an
f-string: `f"cannot make a tensor of {value}"`), and the program can catch the message and print it. Every
class whose instances a program can hold derives from `Shown`, so that Python's `repr` and `str` of them are
the language's text of them (`<__main__.A object>`, `<function f>`, TensorFlow's text of a tensor), which the
interpreter registers with `show_with` for the dialect it runs: no message shows gradcli's class names or an
address.

    >>> class Thing(Shown):
    ...     tf_type_name = "Thing"
    >>> repr(Thing())
    '<Thing object>'
"""


class Shown:
    """A value a program can hold, which Python shows as the program's language does."""

    __slots__ = ()

    def __repr__(self):
        return _SHOW[0](self, True)

    def __str__(self):
        return _SHOW[0](self, False)


def generic(value, is_repr):
    """A value's text where the language has none of its own (formulas, gradcli's own tests of the engine):
    its type's name alone."""
    return f"<{getattr(type(value), 'tf_type_name', 'object')} object>"


_SHOW = [generic]  # the language's text of a value: (value, is_repr) -> str


def show_with(text):
    """Make `text(value, is_repr)` what Python's repr and str of every `Shown` value give."""
    _SHOW[0] = text
