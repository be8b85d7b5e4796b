"""Fused activations in TF-exact mode: the kernels TensorFlow runs where its graph optimizer fused an activation into
the MatMul before it (`gradcli.engine.exact_mode` switches the mode itself)."""
import contextlib

from gradcli.engine import tensor

_FUSING = []  # one entry for each fused_activations block under way


@contextlib.contextmanager
def fused_activations():
    """Within this block, in TF-exact mode, tanh, sigmoid, elu and silu run the kernels TensorFlow runs where its
    graph optimizer has fused them into the MatMul and bias add before them (oneDNN's); elsewhere, nothing
    changes."""
    previous = tensor.TF_EXACT
    if previous is not None:
        from gradcli.tensorflow.kernels.table import FUSED_KERNELS
        tensor.TF_EXACT = FUSED_KERNELS
    _FUSING.append(True)
    try:
        yield
    finally:
        _FUSING.pop()
        tensor.TF_EXACT = previous


def fusing():
    """Whether a fused_activations block is under way (a trace keeps that with the operations it records)."""
    return bool(_FUSING)
