"""What plugs into gradcli's core from its TensorFlow wing (`gradcli.tensorflow`), loaded by name when first needed.

The core never imports the wing: each of its few points of contact names what it needs as 'module:attribute'
(`KERNEL_TABLE` here, `lang.dialects.DIALECTS`, the library's `gc.GradientTape`) and loads it here, so a
calculator installed without the wing runs every command on formulas and `.grad` programs, and says what is
missing when something needs it.
"""
import importlib

from gradcli.words.errors import GradcliError

WING = "gradcli.tensorflow"
# primitive name -> TensorFlow's float32 kernel, which TF-exact mode (`exact_mode`) runs, and float32 digamma
KERNEL_TABLE = "gradcli.tensorflow.kernels.table:KERNELS"


class WingMissing(GradcliError):
    """What needs the TensorFlow wing, asked of an installation without it (exit status 2)."""


def load(entry, needed_for):
    """The object `entry` ('module:attribute') names; an error saying that `needed_for` needs the wing when the
    wing is absent."""
    module_name, attribute = entry.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not (module_name + ".").startswith(exc.name + "."):
            raise  # something the wing itself imports is missing: not the same story
        raise WingMissing(f"{needed_for} needs gradcli's TensorFlow wing ({WING}), which this installation "
                          "lacks") from None
    return getattr(module, attribute)


def kernel_table(needed_for):
    """The wing's table of TensorFlow's float32 kernels; an error naming what it was `needed_for` when the wing
    is absent."""
    return load(KERNEL_TABLE, needed_for)
