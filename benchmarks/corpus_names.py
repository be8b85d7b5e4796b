"""The names real code uses, counted over the corpus (tests/corpus/), with whether gradcli has each:

    python benchmarks/corpus_names.py > docs/corpus_names.md

Every module member a program reaches (`tf.math.reduce_sum`, `np.linspace`, `keras.layers.Dense`, written as
the module's documentation writes it, whatever the program imports it as), every method or attribute of a value
(`.numpy`, `.assign`), and every Python builtin it calls, with the number of programs that use it. A member
gradcli has is one its dialect resolves, module by module; a method, one of the names any of its types offers.
The table is in order of use, so that what gradcli lacks is worked down by how often real code needs it.
"""
import ast
import builtins
import collections
import pathlib
import sys

from gradcli.tensorflow import dialect
from gradcli.tensorflow.keras import lazy as keras

CORPUS = pathlib.Path(__file__).resolve().parent.parent / "tests" / "corpus"
# the modules programs import, by the name their documentation gives them
SHORT = {"tensorflow": "tf", "numpy": "np", "keras": "keras", "math": "math"}


def module_names(tree):
    """Each name the program binds to a module (or a module's member), and the dotted name it stands for."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                names[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else \
                    alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return names


def dotted(node):
    """'a.b.c' for an attribute chain a.b.c rooted at a name, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return ".".join([node.id, *reversed(parts)]) if isinstance(node, ast.Name) else None


def mark_parents(tree):
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            child.parent = node


def has_member(name):
    """Whether gradcli's dialect resolves the dotted module member `name`."""
    head, *rest = name.split(".")
    module = {"tf": "tensorflow", "np": "numpy"}.get(head, head)
    value = dialect.MODULES.get(module)
    for part in rest:
        members = getattr(value, "members", None)
        if members is None or part not in members:
            return callable(value) and part in dialect.ATTRIBUTE_NAMES  # (a class's own members: tf.Variable.assign)
        value = members[part]
    return value is not None or rest == ["function"]  # (tf.function: None in the table, the dialect's own)


def counts():
    found = collections.Counter()
    for program in sorted(CORPUS.glob("*/*.py")):
        tree = ast.parse(program.read_text())
        mark_parents(tree)
        found.update(uses(tree))
    return found


def uses(tree):
    """The set of ('module', name), ('method', name) and ('builtin', name) a program's tree uses."""
    modules = module_names(tree)
    found, chains = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and not isinstance(node.parent, ast.Attribute):
            chain = dotted(node)
            root = chain and chain.split(".")[0]
            if root in modules:
                chains.add(modules[root] + chain[len(root):])
            else:
                found.add(("method", node.attr))
        elif isinstance(node, ast.Name) and node.id in modules and "." in modules[node.id] \
                and not isinstance(node.parent, ast.Attribute):
            chains.add(modules[node.id])
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in vars(builtins) \
                and node.func.id not in modules:
            found.add(("builtin", node.func.id))
    for chain in chains:
        head, _, rest = chain.partition(".")
        found.add(("module", ".".join(filter(None, [SHORT.get(head, head), rest]))))
    return found


def has(kind, name, attribute_names):
    if kind == "module":
        return has_member(name)
    if kind == "builtin":
        return name in dialect.BUILTINS
    return name in attribute_names


def main():
    found = counts()
    attribute_names = dialect.ATTRIBUTE_NAMES | keras.attribute_names(dialect.KERAS, dialect.KERAS_ITSELF)
    rows = sorted(found.items(), key=lambda item: (-item[1], item[0]))
    total = sum(found.values())
    covered = sum(n for (kind, name), n in rows if has(kind, name, attribute_names))
    programs = len(list(CORPUS.glob("*/*.py")))
    print("# The names real code uses\n")
    print(f"Made by `python benchmarks/corpus_names.py > docs/corpus_names.md` from the {programs} programs of "
          f"`tests/corpus/`: each name, the number of programs that use it, and whether gradcli has it. Of "
          f"{total} uses (a name counted once per program), gradcli has {covered} ({covered / total:.1%}).\n")
    print("| name | kind | programs | gradcli has it |")
    print("| --- | --- | --- | --- |")
    for (kind, name), n in rows:
        print(f"| `{name}` | {kind} | {n} | {'yes' if has(kind, name, attribute_names) else '**no**'} |")


if __name__ == "__main__":
    sys.exit(main())
