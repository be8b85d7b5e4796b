"""The vocabulary: every function a formula or program may call, with TensorFlow's names and arguments.

Each function is declared once, by a row beside its definition (`registry.py`):
its name, what it calls, a one-line description, where TensorFlow has it, its
aliases, its sympy counterpart (for `--symbolic`, on scalars) and whether it is
elementwise. The `functions` command, the evaluator, the symbolic module and
`gradcli`'s `math`/`nn`/`linalg`/`keras.losses` namespaces all read these rows,
through `VOCABULARY`.

One module per group, listed in this order: `elementwise.py`, `reductions.py`,
`shapes.py` (linear algebra and shape), `nn.py`, `losses.py` (Keras's) and
`constructors.py`; `arguments.py` turns TensorFlow's arguments (axes, shapes,
indices, dtypes) into the normalised parameters primitives take. Functions that
TensorFlow builds from other operations (`reduce_mean`, `norm`, `clip_by_norm`,
Keras's losses, ...) are built from the same primitives, the same way, so their
gradients follow TensorFlow's at kinks too.

A new elementwise function on a new primitive touches four files: the primitive's
row in `gradcli/engine/ops.py` (its forward function, in `gradcli/engine/kernels.py`
if numpy lacks it, and its gradient rules), the function's row in `elementwise.py`,
a line of `tests/test_ops.py` (which checks every function against finite
differences), and its name in the README's list of functions, which a test keeps
in step with these rows.
"""
import math

from gradcli.functions import constructors, elementwise, losses, nn, reductions, shapes
from gradcli.functions.registry import Function

# In the order `gradcli functions` lists them; each group's functions in the order its module declares them.
_IN_ORDER = (elementwise.GROUP, reductions.GROUP, shapes.GROUP, nn.GROUP, losses.GROUP, constructors.GROUP)
GROUPS = tuple(group.name for group in _IN_ORDER)
VOCABULARY = {key: function for group in _IN_ORDER for function in group.functions
              for key in (function.name, *function.aliases)}  # every name and alias -> its Function

CONSTANTS = {"pi": math.pi, "e": math.e, "inf": math.inf, "nan": math.nan, "newaxis": None}

__all__ = ["CONSTANTS", "GROUPS", "VOCABULARY", "Function"]
