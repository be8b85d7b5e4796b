"""What a program binds, read from its text before it runs: the names it assigns, defines or imports, and the
attribute names it defines (its classes' members, the fields of its named tuples and dataclasses).

The checker (`parse.parse_python`) refuses a name or attribute nothing could give; these are those something does.
"""
import ast

# The calls that make a class of named fields from strings: collections.namedtuple("P", "x y") or ["x", "y"];
# and the methods its instances have beside their fields, known only to programs that make one.
_FIELD_MAKERS = frozenset({"namedtuple"})
NAMEDTUPLE_METHODS = ("_fields", "_asdict", "_replace", "_make")


def bound_names(tree):
    """Every name the program binds somewhere: assigned, looped over, defined, imported or a parameter."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.alias):
            names.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
    return names


def defined_attributes(tree):
    """The attribute names the program defines: those it assigns (self.w = ...), its classes' members (annotated
    fields too, a dataclass's), and the fields it names for namedtuple."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.attr)
        elif isinstance(node, ast.ClassDef):
            names.update(_class_members(node))
        elif isinstance(node, ast.Call) and _called_name(node.func) in _FIELD_MAKERS and len(node.args) > 1:
            names.update([*_field_names(node.args[1]), *NAMEDTUPLE_METHODS])
    return {name for name in names if not name.startswith("__")}


def _class_members(node):
    for statement in node.body:
        if isinstance(statement, ast.FunctionDef):
            yield statement.name
        elif isinstance(statement, ast.Assign):
            yield from (t.id for t in statement.targets if isinstance(t, ast.Name))
        elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            yield statement.target.id


def _called_name(func):
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def _field_names(node):
    """The names a namedtuple's fields argument spells: "x y", "x, y", or a list or tuple of strings."""
    parts = node.elts if isinstance(node, (ast.List, ast.Tuple)) else [node]
    for part in parts:
        if isinstance(part, ast.Constant) and isinstance(part.value, str):
            yield from part.value.replace(",", " ").split()


def names_mangled_in_classes(tree):
    """The Name nodes inside class bodies that Python would mangle (__x, not __x__, becomes _Class__x)."""
    return {id(node) for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef) for node in ast.walk(cls)
            if isinstance(node, ast.Name) and node.id.startswith("__") and not node.id.endswith("__")}
