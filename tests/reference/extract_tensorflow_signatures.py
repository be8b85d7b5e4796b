"""Extracts tests/reference/tensorflow_signatures.json: TensorFlow 2.21's signature of every function gradcli has.

    python tests/reference/extract_tensorflow_signatures.py [--gradcli-python PATH] [--output PATH]

Run it with a Python that has tensorflow-cpu==2.21.0. It asks a Python that has
gradcli (`--gradcli-python`, or $GRADCLI_PYTHON, or this one) for gradcli's public
functions: every function `gc.NAME` of its vocabulary and those of its `math`, `nn`,
`linalg` and `keras.losses` namespaces. Each one's counterpart is TensorFlow's
function at the same dotted path under `tf.`; where TensorFlow has none there, at
the path of the same gradcli function under another name (`gc.relu` is `gc.nn.relu`,
so `tf.nn.relu`; `gc.keras.losses.mean_squared_error` is `...mse`, and Keras 3's
tf.keras.losses has only `mse`). The tape, forward-mode, variable and tensor
functions in TENSORFLOW_ONLY are added whether gradcli has them or not.

The file holds, one line per TensorFlow function, sorted: the gradcli names it is
the counterpart of, and its parameters as [name, kind, repr of the default or null
where there is none]. `without_counterpart` lists gradcli's names TensorFlow has
nowhere.
"""
import argparse
import inspect
import json
import os
import pathlib
import subprocess
import sys

import keras
import tensorflow as tf

HERE = pathlib.Path(__file__).resolve().parent
OUTPUT = HERE / "tensorflow_signatures.json"

NAMESPACES = ["math", "nn", "linalg", "bitwise", "keras.losses"]
# TensorFlow's functions of tapes, forward mode, variables and tensors that a TensorFlow program calls:
# gradcli's counterpart is at the same path (or missing).
TENSORFLOW_ONLY = [
    "GradientTape.__init__", "GradientTape.gradient", "GradientTape.jacobian", "GradientTape.batch_jacobian",
    "GradientTape.watch", "GradientTape.stop_recording", "GradientTape.reset", "GradientTape.watched_variables",
    "autodiff.ForwardAccumulator.__init__", "autodiff.ForwardAccumulator.jvp", "Variable.__init__", "constant",
    "convert_to_tensor", "custom_gradient", "function", "fill", "size", "shape", "rank",
]
# Run by gradcli's Python: {dotted name: [the other dotted names of the same function]} for every public function.
GRADCLI_NAMES = f"""
import inspect, json
import gradcli as gc

def resolve(path):
    found = gc
    for part in path.split("."):
        found = getattr(found, part)
    return found

top = [name for name in gc.__all__ if callable(getattr(gc, name)) and not inspect.isclass(getattr(gc, name))]
names = top + [f"{{space}}.{{key}}" for space in {NAMESPACES!r} for key in vars(resolve(space))]
print(json.dumps({{name: [other for other in names if other != name and resolve(other) is resolve(name)]
                  for name in names}}))
"""


def gradcli_names(python):
    """gradcli's public functions, each with the other names of the same function."""
    done = subprocess.run([python, "-c", GRADCLI_NAMES], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def find(root, dotted):
    """The object at `dotted` under `root`, or None."""
    for part in dotted.split("."):
        root = getattr(root, part, None)
        if root is None:
            return None
    return root


def counterpart(name, aliases):
    """The TensorFlow path of gradcli's `name`: the same path under tf., else the first of its aliases' there."""
    return next((f"tf.{path}" for path in [name, *aliases] if find(tf, path) is not None), None)


def parameters(function):
    """[name, kind, repr of the default or None] for each parameter of the function's signature."""
    return [[p.name, p.kind.name, None if p.default is inspect.Parameter.empty else repr(p.default)]
            for p in inspect.signature(function).parameters.values()]


def extract(names):
    """{TensorFlow path: {"gradcli": [names], "parameters": [...]}}, and gradcli's names without a counterpart."""
    wanted, missing = {}, []
    for name, aliases in names.items():
        path = counterpart(name, aliases)
        if path is None:
            missing.append(name)
        else:
            wanted.setdefault(path, set()).add(name)
    for name in TENSORFLOW_ONLY:
        wanted.setdefault(f"tf.{name}", set()).add(name)
    functions = {path: {"gradcli": sorted(wanted[path]), "parameters": parameters(find(tf, path[len("tf."):]))}
                 for path in sorted(wanted)}
    return functions, sorted(missing)


def compact(document):
    """JSON with one line for each TensorFlow function."""
    lines = [f'"tensorflow": {json.dumps(document["tensorflow"])}', f'"keras": {json.dumps(document["keras"])}',
             '"functions": {\n' + ",\n".join(f"  {json.dumps(path)}: {json.dumps(entry)}"
                                            for path, entry in document["functions"].items()) + "\n}",
             f'"without_counterpart": {json.dumps(document["without_counterpart"])}']
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gradcli-python", default=os.environ.get("GRADCLI_PYTHON", sys.executable))
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    arguments = parser.parse_args()
    functions, missing = extract(gradcli_names(arguments.gradcli_python))
    document = {"tensorflow": tf.__version__, "keras": keras.__version__, "functions": functions,
                "without_counterpart": missing}
    arguments.output.write_text(compact(document))


if __name__ == "__main__":
    main()
