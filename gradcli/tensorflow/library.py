"""The library's TensorFlow objects (`gc.GradientTape`; `gc.Variable` is `objects.Variable`), which `import gradcli`
loads from here when a program first asks for them.
"""
from gradcli.tensorflow import objects


class GradientTape(objects.Tape):
    """TensorFlow's tf.GradientTape: records operations on the tensors it watches and the trainable variables
    read while it records (unless watch_accessed_variables=False), to differentiate them afterwards. Each output
    gradient must have its target's shape and dtype, one per target, unless `lenient_output_gradients` is set.
    A gather's gradient is a dense tensor (TensorFlow's is IndexedSlices, the same numbers)."""

    lenient = False
    keeps_slices = False  # every gradient a dense tensor

    lenient_output_gradients = property(lambda self: self.tape.lenient_output_gradients,
                                        lambda self, lenient: setattr(self.tape, "lenient_output_gradients", lenient))

    def __getattr__(self, name):
        """What gradcli's own tape has beyond TensorFlow's (what `gradcli.engine.curvature` reads of it)."""
        tape = vars(self).get("tape")
        if tape is None:  # (before __init__ made it)
            raise AttributeError(name)
        return getattr(tape, name)
