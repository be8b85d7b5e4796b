"""gradcli takes every parameter that TensorFlow 2.21's counterpart of each of its functions takes.

`reference/tensorflow_signatures.json` holds TensorFlow 2.21's signatures, extracted by
reference/extract_tensorflow_signatures.py (TensorFlow is not imported here): for each
TensorFlow function, the gradcli names it is the counterpart of, and its parameters
as [name, kind, repr of the default]. gradcli's function must take each of them:
a named one by that name (a parameter of the name that is not positional-only, or
**kwargs), TensorFlow's *args by *args. TensorFlow's **kwargs names nothing, so it
asks for nothing. TensorFlow's positional parameters come in TensorFlow's order, so
that a call by position means what it means there (`gc.add(x, y, "sum")`), and
every public function of the library has its TensorFlow signature on file. TensorFlow
code's `tf.` takes them too: the same functions, reached through the other door.
"""
import inspect
import json
import pathlib

import pytest

import gradcli as gc
from gradcli.tensorflow import objects
from gradcli.tensorflow.dialect import TensorFlowDialect

DOCUMENT = json.loads((pathlib.Path(__file__).parent / "reference" / "tensorflow_signatures.json").read_text())
SIGNATURES = DOCUMENT["functions"]
COUNTERPARTS = [(path, name) for path, entry in SIGNATURES.items() for name in entry["gradcli"]]
BY_NAME = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


def gradcli_function(name):
    """gc.NAME, for a dotted name such as nn.relu or GradientTape.gradient; None if gradcli has none."""
    found = gc
    for part in name.split("."):
        found = getattr(found, part, None)
        if found is None:
            return None
    return found


def untaken(parameters, signature):
    """The names of TensorFlow's `parameters` that a function of `signature` cannot be passed."""
    ours = signature.parameters.values()
    kinds = {p.kind for p in ours}
    names = {p.name for p in ours if p.kind in BY_NAME}
    takes_any_keyword = inspect.Parameter.VAR_KEYWORD in kinds

    def taken(name, kind):
        if kind == "VAR_KEYWORD":
            return True
        if kind == "VAR_POSITIONAL":
            return inspect.Parameter.VAR_POSITIONAL in kinds
        return name in names or takes_any_keyword
    return [name for name, kind, _ in parameters if not taken(name, kind)]


@pytest.mark.parametrize("path, name", COUNTERPARTS, ids=[f"{name}<-{path}" for path, name in COUNTERPARTS])
def test_gradcli_takes_every_parameter_of_its_tensorflow_counterpart(path, name):
    function = gradcli_function(name)
    assert function is not None, f"gradcli has no {name}, TensorFlow's {path}"
    missing = untaken(SIGNATURES[path]["parameters"], inspect.signature(function))
    assert not missing, f"gc.{name} takes no {', '.join(missing)}, which TensorFlow's {path} takes"


def positional_names(parameters):
    return [name for name, kind, _ in parameters if kind in ("POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD")
            and name != "self"]


@pytest.mark.parametrize("path, name", COUNTERPARTS, ids=[f"{name}<-{path}" for path, name in COUNTERPARTS])
def test_gradcli_takes_tensorflows_parameters_in_tensorflows_order(path, name):
    ours = [[p.name, p.kind.name, None] for p in inspect.signature(gradcli_function(name)).parameters.values()]
    theirs = positional_names(SIGNATURES[path]["parameters"])
    assert positional_names(ours)[:len(theirs)] == theirs, f"gc.{name} takes its arguments in another order"


def test_every_public_function_of_the_library_has_tensorflows_signature_on_file():
    # as extract_tensorflow_signatures.py lists them: a function added to gradcli needs the file made again
    top = [name for name in gc.__all__ if callable(getattr(gc, name)) and not inspect.isclass(getattr(gc, name))]
    spaces = [f"{space}.{key}" for space in ("math", "nn", "linalg", "keras.losses")
              for key in vars(gradcli_function(space))]
    on_file = {name for entry in SIGNATURES.values() for name in entry["gradcli"]}
    on_file |= set(DOCUMENT["without_counterpart"])
    assert not set(top + spaces) - on_file


TENSORFLOW_CODE = TensorFlowDialect(lambda text: None, lambda text: None).modules["tensorflow"]
# The classes whose methods TensorFlow code calls, by TensorFlow's name.
CLASSES = {"GradientTape": objects.Tape, "Variable": objects.Variable,
           "autodiff.ForwardAccumulator": objects.ForwardAccumulator}
KEYWORDS_ONLY = {"tf.function"}  # its options by keyword only, in TensorFlow code (tf.function(f, jit_compile=True))


def tensorflow_code_function(path):
    """What TensorFlow code's `tf.a.b` is, for TensorFlow's path tf.a.b (a method: the class's function)."""
    *owner, last = path.split(".")[1:]
    if ".".join(owner) in CLASSES:
        return getattr(CLASSES[".".join(owner)], last)
    found = TENSORFLOW_CODE
    for part in [*owner, last]:
        found = found.member(part)
    return found


@pytest.mark.parametrize("path", SIGNATURES)
def test_tensorflow_code_takes_every_parameter_in_tensorflows_order(path):
    signature = inspect.signature(tensorflow_code_function(path))
    missing = untaken(SIGNATURES[path]["parameters"], signature)
    assert not missing, f"TensorFlow code's {path} takes no {', '.join(missing)}"
    theirs = positional_names(SIGNATURES[path]["parameters"])
    ours = positional_names([[p.name, p.kind.name, None] for p in signature.parameters.values()])
    if path not in KEYWORDS_ONLY:
        assert ours[:len(theirs)] == theirs, f"TensorFlow code's {path} takes its arguments in another order"
