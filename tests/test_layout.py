"""The layout: one subpackage per layer, imports only downward, no circles outside the engine, a docstring
per module, and small modules; the TensorFlow wing (`gradcli/tensorflow/`) beside the core, which imports nothing of
it, with its own layers inside.

Read from the source (every import, those inside functions too), so a lazy import cannot hide a cycle.
"""
import ast
import pathlib
import re

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "gradcli"
# Bottom to top: a module may import its own layer and those below it.
LAYERS = ["words", "engine", "functions", "lang", "commands", "output", "cli"]
# The one circle operator overloading needs: a tensor's `x * y` calls the op table, which makes tensors.
ENGINE_CIRCLE = {"gradcli.engine.tensor", "gradcli.engine.ops"}
MOST_LINES = 600
WING = "gradcli.tensorflow"
# The wing's layers, bottom to top: TensorFlow's kernels, its random numbers, the values and namespaces TensorFlow code
# holds (the wing's own modules, "" here), tf.data, Keras, and the dialect that puts them together.
WING_LAYERS = ["kernels", "random", "", "data", "keras", "dialect"]
WING_REACHES = "lang"  # the highest layer of the core the wing builds on
# The core's named points where the wing plugs in: the only core modules that name it (as text, loaded by name).
PLUG_IN_POINTS = {"gradcli", "gradcli.engine.plug_in", "gradcli.lang.dialects"}
TABLES = {"gradcli.engine.ops"}  # one table of primitives with the rules beside each row


def module_name(path):
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imported(name):
    """The gradcli modules `name` imports, anywhere in it."""
    tree = ast.parse(MODULES[name].read_text())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("gradcli"):
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in MODULES)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("gradcli"))
    return {m for m in found if m in MODULES and m != name}


def layer(name):
    parts = name.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else None


@pytest.mark.parametrize("name", [m for m in MODULES if layer(m) is not None])
def test_imports_run_only_downward(name):
    upward = [m for m in imported(name) if layer(m) is not None and layer(m) > layer(name)]
    assert not upward, f"{name} imports {upward}, a layer above it"


def test_no_import_circle_outside_the_engine():
    graph = {name: imported(name) - {"gradcli"} for name in MODULES}
    circles = []

    def visit(name, path):
        for other in graph[name]:
            if other in path:
                circle = path[path.index(other):]
                if not set(circle) <= ENGINE_CIRCLE:
                    circles.append(circle + [other])
            elif other not in done:
                visit(other, path + [other])
        done.add(name)

    done = set()
    for name in graph:
        if name not in done:
            visit(name, [name])
    assert not circles, circles


@pytest.mark.parametrize("name", sorted(MODULES))
def test_every_module_says_what_it_is_for(name):
    assert ast.get_docstring(ast.parse(MODULES[name].read_text())), f"{name} has no docstring"


@pytest.mark.parametrize("name", sorted(set(MODULES) - TABLES))
def test_modules_are_small(name):
    lines = len(MODULES[name].read_text().splitlines())
    assert lines <= MOST_LINES, f"{name} has {lines} lines"


def in_wing(name):
    return name == WING or name.startswith(WING + ".")


def wing_layer(name):
    part = name[len(WING) + 1:].split(".")[0]
    return WING_LAYERS.index(part if part in WING_LAYERS else "")


@pytest.mark.parametrize("name", [m for m in MODULES if not in_wing(m)])
def test_the_core_imports_nothing_of_the_wing(name):
    wing = sorted(m for m in imported(name) if in_wing(m))
    assert not wing, f"{name} imports {wing}, of the TensorFlow wing"
    named = [node.value for node in ast.walk(ast.parse(MODULES[name].read_text()))
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(WING)]
    assert name in PLUG_IN_POINTS or not named, f"{name} names {named} of the wing outside the plug-in points"


@pytest.mark.parametrize("name", [m for m in MODULES if in_wing(m) and m != WING])
def test_the_wings_imports_run_only_downward(name):
    upward = [m for m in imported(name) if in_wing(m) and m != WING and wing_layer(m) > wing_layer(name)]
    assert not upward, f"{name} imports {upward}, a layer of the wing above it"
    above = [m for m in imported(name) if layer(m) is not None and layer(m) > LAYERS.index(WING_REACHES)]
    assert not above, f"{name} imports {above}, of the core above {WING_REACHES}"


ARCHITECTURE = (PACKAGE.parent / "docs" / "architecture.md").read_text()


@pytest.mark.parametrize("name", [m for m in MODULES if not MODULES[m].name == "__init__.py"])
def test_every_module_is_on_the_map(name):
    """Each module is named (`stem.py` or `stem`) in docs/architecture.md or in its package's docstring."""
    path = MODULES[name]
    package_doc = ast.get_docstring(ast.parse((path.parent / "__init__.py").read_text())) or ""
    named = re.compile(rf"`([\w/]+/)?{re.escape(path.stem)}(\.py)?`")
    assert named.search(ARCHITECTURE) or named.search(package_doc), \
        f"{name} is listed neither in docs/architecture.md nor in its package's docstring"
