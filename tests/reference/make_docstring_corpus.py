"""Makes the docstring corpus: the examples in TensorFlow's and Keras's API docstrings, as programs.

    python tests/reference/make_docstring_corpus.py [--python PATH] [--out tests/corpus/docstrings]

Run it with (or point --python at) a Python that has tensorflow-cpu==2.21.0; it reads the installed
packages' sources, never imports them itself. Every docstring with `>>>` examples becomes one program
(its examples share one namespace, as doctest runs them), adapted by these rules only:

1. the imports the examples take for granted come first (numpy as np, tensorflow as tf, keras, keras.ops
   as ops), with the source, its licence and these rules in the first lines; a Keras docstring's bare name
   that the examples never define is imported from the first public module that has it, of the docstring's
   own (keras.initializers for keras/src/initializers), keras, keras.layers, keras.models and keras.ops;
2. an example whose value doctest shows (an expression followed by expected output) is printed:
   `print(repr(EXPRESSION))`;
3. a program that draws random numbers, or builds Keras layers, starts with `keras.utils.set_random_seed(0)`;
4. dropped: examples of strings, files, images, sparse and ragged tensors, distribution, devices,
   lookup tables, saving and summaries (see SKIPPED); those whose expected output doctest elides (`...`);
   the docstrings of tensorflow/python/keras (Keras 2, which TensorFlow 2.21 no longer runs);
   programs that name something their package does not have (TensorFlow raises NameError, ImportError or
   ModuleNotFoundError, or an AttributeError of a module); and programs whose output holds timings (Keras's
   progress lines) or addresses.

With --record, each program is run twice under TensorFlow, and NAME.out, NAME.status and NAME.raises are
written as tests/reference/tensorflow_outputs.py writes them; a program whose two runs differ is dropped. To
run hundreds of programs in minutes, TensorFlow is imported once and each run is a child forked from that
process before it has run any operation, so that every run starts from TensorFlow's state at import, as a
new process does (checked: 29 of 30 programs drawn at random printed the bytes of separate processes; the
30th printed Keras's progress timings, which rule 4 drops).
"""
import argparse
import ast
import doctest
import hashlib
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
# (package folder under site-packages, the folders in it whose docstrings are the public API)
SOURCES = {
    "keras": ["keras/src/activations", "keras/src/layers", "keras/src/losses", "keras/src/metrics",
              "keras/src/ops", "keras/src/optimizers", "keras/src/initializers", "keras/src/random",
              "keras/src/regularizers", "keras/src/constraints", "keras/src/models", "keras/src/callbacks",
              "keras/src/backend/common", "keras/src/utils/numerical_utils.py", "keras/src/trainers"],
    "tensorflow": ["tensorflow/python/ops", "tensorflow/python/eager", "tensorflow/python/framework",
                   "tensorflow/python/module", "tensorflow/python/data/ops", "tensorflow/python/util/nest.py",
                   "tensorflow/python/training"],
}
SKIPPED = re.compile(r"tf\.strings|tf\.io\b|tf\.image|[Rr]agged|[Ss]parse|tf\.distribute|Strategy|tf\.device|"
                     r"tf\.lookup|StringLookup|save|load|tf\.summary|gfile|open\(|tf\.saved_model|tpu|TPU|"
                     r"tf\.config|tf\.compat\.v1|Session|placeholder|tf\.feature_column|tf\.audio|"
                     r"tf\.train\.Checkpoint|CheckpointManager|tf\.sysconfig|tf\.test|TextVectorization|"
                     r"\bb'|\bb\"|tf\.string\b|dtype=str|tf\.experimental\.dtensor|tf\.data\.experimental\.service|"
                     r"os\.|pathlib|tempfile|numpy_function|py_function|tf\.autograph|tf\.profiler|"
                     r"input_signature=\[tf\.TensorSpec\(shape=None|tf\.xla|jit_compile=True|plt\.|"
                     r"get_file|keras\.datasets|tf\.keras\.datasets|from_generator|TFRecord|TextLine|"
                     r"list_files|tf\.random\.Generator\.from_non_deterministic_state")
HEADER = """\
# Source: the docstring of {qualname} ({path}), {package} {version}, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)){seeded}.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
"""
# the names of Keras's public modules, read from the installed Keras
PUBLIC = """
import importlib, json, pkgutil, keras
names = {"keras": dir(keras)}
for module in pkgutil.iter_modules(keras.__path__):
    if not module.name.startswith("_") and module.name != "src":
        names[f"keras.{module.name}"] = dir(importlib.import_module(f"keras.{module.name}"))
print(json.dumps(names))
"""
RANDOM = re.compile(r"random|layers\.|initializers|Dropout|Sequential|Model\(|Dense|Conv|RNN|LSTM|GRU|Embedding")


def docstrings(path):
    """(qualified name, docstring) of every documented module, class and function in the file at `path`."""
    tree = ast.parse(path.read_text())
    found = [("", ast.get_docstring(tree, clean=True))]
    stack = [("", node) for node in tree.body]
    while stack:
        prefix, node = stack.pop(0)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = f"{prefix}{node.name}"
            found.append((name, ast.get_docstring(node, clean=True)))
            if isinstance(node, ast.ClassDef):
                stack.extend((f"{name}.", child) for child in node.body)
    return [(name, text) for name, text in found if text and ">>>" in text]


def undefined_names(body):
    """The names `body` reads but never binds (nor Python's builtins, nor the imports of HEADER)."""
    tree = ast.parse(body)
    bound = {"np", "tf", "keras", "ops", *dir(__builtins__)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    read = [node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)]
    return sorted(set(read) - bound)


def keras_imports(body, module, public):
    """`from keras.X import NAME` for each name `body` reads undefined, from the first module that has it."""
    own = "keras." + module.split(".")[2] if module.startswith("keras.src.") else "keras"
    lines = []
    for name in undefined_names(body):
        home = next((place for place in (own, "keras", "keras.layers", "keras.models", "keras.ops")
                     if name in public.get(place, ())), None)
        if home:
            lines.append(f"from {home} import {name}\n")
    return "".join(lines)


def program(examples):
    """The body of a program for doctest's `examples`, or None where a rule drops it."""
    lines = []
    for example in examples:
        source = example.source.rstrip("\n")
        if SKIPPED.search(source) or "..." in example.want.replace("...)", ""):
            return None
        try:
            tree = ast.parse(source)
        except SyntaxError:
            return None
        if example.want.strip() and len(tree.body) == 1 and isinstance(tree.body[0], ast.Expr):
            expression = tree.body[0].value
            if not (isinstance(expression, ast.Call) and getattr(expression.func, "id", "") == "print"):
                source = f"print(repr({ast.get_source_segment(source, expression)}))"
        lines.append(source)
    return "\n".join(lines) + "\n"


def candidates(site, package, version, public):
    parser = doctest.DocTestParser()
    for folder in SOURCES[package]:
        base = site / folder
        files = [base] if base.suffix == ".py" else sorted(base.rglob("*.py"))
        for path in files:
            if "test" in path.name or "/legacy/" in str(path):
                continue
            relative = path.relative_to(site)
            module = str(relative.with_suffix("")).replace("/", ".")
            for qualname, text in docstrings(path):
                try:
                    examples = parser.get_examples(text)
                except ValueError:
                    continue
                body = program(examples) if examples else None
                if body is None:
                    continue
                seeded = ", and a seed set" if RANDOM.search(body) else ""
                head = HEADER.format(qualname=f"{module}.{qualname}".rstrip("."), path=relative,
                                     package=package, version=version, seeded=seeded)
                seed = "keras.utils.set_random_seed(0)\n" if seeded else ""
                if package == "keras":
                    head += keras_imports(body, module, public)
                stem = f"{module.split('.', 2)[-1]}.{qualname}".replace(".", "_").strip("_")
                yield re.sub(r"\W", "_", stem)[:90], head + seed + body


# a run's ending that says the docstring named what its package lacks, and output that differs run to run
MISNAMED = re.compile(r"^(NameError|ImportError|ModuleNotFoundError|AttributeError: module )", re.M)
UNREPEATABLE = re.compile(r"\ds/step|ms/step| at 0x[0-9a-f]+")
RECORDER = """
import os, runpy, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import tensorflow, keras
for line in sys.stdin:
    program, out, err = line.rstrip("\\n").split("\\t")
    child = os.fork()
    if child == 0:
        os.chdir(os.path.dirname(program))
        os.dup2(os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 1)
        os.dup2(os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 2)
        sys.argv = [os.path.basename(program)]
        status = 0
        try:
            runpy.run_path(sys.argv[0], run_name="__main__")
        except SystemExit as end:
            status = 0 if end.code in (None, 0) else 1
        except BaseException:
            import traceback
            traceback.print_exc()
            status = 1
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    print(os.waitstatus_to_exitcode(os.waitpid(child, 0)[1]), flush=True)
"""


def record(programs, python, scratch):
    """Run each program twice under TensorFlow; write NAME.out/.status/.raises of those whose runs agree and
    whose output is kept, and remove the others. Returns how many were kept."""
    sys.path.insert(0, str(pathlib.Path(__file__).parent))
    from tensorflow_outputs import raised

    runs = []
    for attempt in (1, 2):
        lines = "".join(f"{p}\t{scratch}/{p.stem}.{attempt}.out\t{scratch}/{p.stem}.{attempt}.err\n"
                        for p in programs)
        done = subprocess.run([python, "-c", RECORDER], input=lines, capture_output=True, text=True, check=True,
                              env=dict(os.environ, PYTHONHASHSEED="0", CUDA_VISIBLE_DEVICES=""))
        runs.append([int(status) for status in done.stdout.split()])
    kept = 0
    for program, first, second in zip(programs, *runs):
        outs = [pathlib.Path(f"{scratch}/{program.stem}.{attempt}.out").read_text() for attempt in (1, 2)]
        stderr = pathlib.Path(f"{scratch}/{program.stem}.1.err").read_text()
        if first != second or outs[0] != outs[1] or UNREPEATABLE.search(outs[0]) or \
                (first and MISNAMED.search(stderr.rstrip().splitlines()[-1] if stderr.strip() else "")):
            program.unlink()
            continue
        program.with_suffix(".out").write_text(outs[0])
        program.with_suffix(".status").write_text(f"{0 if first == 0 else 1}\n")
        exception = raised(stderr) if first else None
        if exception:
            program.with_suffix(".raises").write_text(exception + "\n")
        kept += 1
    return kept


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=os.environ.get("TENSORFLOW_PYTHON", sys.executable))
    parser.add_argument("--out", default=str(ROOT / "tests" / "corpus" / "docstrings"))
    parser.add_argument("--record", action="store_true", help="also record TensorFlow's output (twice)")
    arguments = parser.parse_args()
    site = pathlib.Path(subprocess.run(
        [arguments.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True).stdout.strip())
    versions = subprocess.run(
        [arguments.python, "-c", "import importlib.metadata as m; print(m.version('tensorflow-cpu'), "
                                 "m.version('keras'))"], capture_output=True, text=True, check=True).stdout.split()
    public = json.loads(subprocess.run([arguments.python, "-c", PUBLIC], capture_output=True, text=True,
                                       check=True, env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")).stdout)
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    for old in [*out.glob("*.py"), *out.glob("*.out"), *out.glob("*.status"), *out.glob("*.raises")]:
        old.unlink()  # made afresh: a docstring that changed or went takes its program with it
    seen = set()
    count = 0
    for package, version in zip(SOURCES, [versions[1], versions[0]]):
        for stem, text in candidates(site, package, version, public):
            digest = hashlib.sha1(text.split("\nimport numpy", 1)[1].encode()).hexdigest()
            if digest in seen:  # the same examples in two docstrings (aliases)
                continue
            seen.add(digest)
            name = f"{package}_{stem}"
            (out / f"{name}.py").write_text(text)
            count += 1
    print(f"{count} programs in {out}")
    if arguments.record:
        with tempfile.TemporaryDirectory() as scratch:
            kept = record(sorted(out.glob("*.py")), arguments.python, scratch)
        print(f"{kept} kept, with TensorFlow's output")


if __name__ == "__main__":
    main()
