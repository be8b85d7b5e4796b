"""How a function joins the vocabulary: a row, declared right next to the function's definition.

A row's columns, in this order wherever a row is written: group, name, call,
description, modules (where TensorFlow has it), aliases, sympy (its form for
`--symbolic`) and elementwise. A group's module makes its `Group`, which fills
in the first column, and declares each function through it: `@declared(name,
description, ...)` right above a `def`, or `row(name, call, description, ...)`
when the call is made from something else (a wrapped primitive, or a function
declared under two names). `gradcli functions` lists each group's functions in
the order they are declared, the groups in the order `__init__.py` gives.
"""
import dataclasses
import functools
import inspect


@dataclasses.dataclass(frozen=True)
class Function:
    group: str
    name: str
    call: object
    description: str
    modules: tuple  # where TensorFlow 2.21 has it: "tf" (tf itself), "math", "nn", "linalg", "keras.losses", or
    #                 (module, name) where TensorFlow's name there is another (one of the aliases)
    aliases: tuple = ()  # other names formulas and programs may call it by
    sympy: object = None  # (sympy module, *scalar arguments) -> its sympy expression; None if it has none
    # Each element of the result is the function of the same element of each argument, the arguments broadcast
    # against each other: a sweep evaluates it at every point at once (labels and logits, of one shape, do not).
    elementwise: bool = False

    def __call__(self, *args, **kwargs):
        return self.call(*args, **kwargs)

    def tensorflow_names(self):
        """(module, name) for every place TensorFlow has the function: what TensorFlow code may call."""
        return [(m, self.name) if isinstance(m, str) else m for m in self.modules]

    @functools.cached_property
    def tensorflow_call(self):
        """The call as TensorFlow's function takes it, with `name` too (last, as TensorFlow has it), which names
        an operation in a graph and changes nothing here."""
        return with_name(self.call)

    @property
    def signature(self):
        return f"{self.name}{inspect.signature(self.call)}"


def with_name(call):
    """`call`, also taking a `name`: after its positional parameters, or as a keyword where it has *args."""
    signature = inspect.signature(call)
    kinds = {p.kind for p in signature.parameters.values()}
    if "name" in signature.parameters or inspect.Parameter.VAR_KEYWORD in kinds:
        return call
    by_position = inspect.Parameter.VAR_POSITIONAL not in kinds
    positional = sum(p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD for p in signature.parameters.values())
    name = inspect.Parameter("name", inspect.Parameter.POSITIONAL_OR_KEYWORD if by_position
                             else inspect.Parameter.KEYWORD_ONLY, default=None)
    parameters = list(signature.parameters.values())
    parameters.insert(positional if by_position else len(parameters), name)

    @functools.wraps(call)
    def named(*args, name=None, **kwargs):
        if by_position and len(args) > positional:  # name given by its position
            args = args[:positional] + args[positional + 1:]
        return call(*args, **kwargs)
    named.__signature__ = signature.replace(parameters=parameters)
    return named


class Group:
    """One group of the vocabulary, as its module declares it: the group's name and its functions, in order."""

    def __init__(self, name, elementwise=False):
        self.name = name
        self.elementwise = elementwise  # each function's `elementwise`, unless its row says otherwise
        self.functions = []

    def row(self, name, call, description, modules=("tf", "math"), aliases=(), sympy=None, elementwise=None):
        """Declare a function of the group that `call` computes."""
        self.functions.append(Function(self.name, name, call, description, modules, aliases, sympy,
                                       self.elementwise if elementwise is None else elementwise))

    def declared(self, name, description, modules=("tf", "math"), aliases=(), sympy=None, elementwise=None):
        """Declare the function whose `def` follows, as a decorator: its row without the call."""
        def declare(call):
            self.row(name, call, description, modules, aliases, sympy, elementwise)
            return call
        return declare
