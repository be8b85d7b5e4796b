"""What Keras keeps for one program's run: the automatic names counted from the start (as in a new Python
process), and the program's way of calling its own functions (an activation or a loss it defines)."""
from gradcli.lang.runtime import UserFunction
from gradcli.tensorflow.keras import variables
from gradcli.tensorflow.keras.naming import forget_names

_CALL = [None]  # the interpreter's call(function, args, kwargs) of the program running
_WRITE = [None]  # Python's print, as the program's prints go (summary() prints)


def start(call, print_):
    forget_names()
    variables.SCOPES.clear()
    _CALL[0], _WRITE[0] = call, print_


def write(text):
    _WRITE[0](text, end="")


def as_callable(value):
    """A function of the program's as Python calls it (run by the interpreter); any other value as it is."""
    if isinstance(value, UserFunction):
        call = _CALL[0]
        return lambda *args, **kwargs: call(value, list(args), kwargs)
    return value


def is_callable(value):
    return isinstance(value, UserFunction) or callable(value)
