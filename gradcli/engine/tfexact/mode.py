"""TF-exact mode: whether float32 values are computed with TensorFlow's own kernels (`table`) or numpy's."""
import contextlib

from gradcli.engine import tensor


@contextlib.contextmanager
def tf_exact_kernels(on):
    """Within this block, float32 values are computed with TensorFlow's own float32 kernels, bit for bit
    (`on`), or with numpy's (not `on`); float64 and other dtypes keep numpy's either way."""
    previous = tensor.TF_EXACT
    if on:
        from gradcli.engine.tfexact.table import (
            KERNELS,  # the kernels: imported only where asked for
        )
        tensor.TF_EXACT = KERNELS
    else:
        tensor.TF_EXACT = None
    try:
        yield
    finally:
        tensor.TF_EXACT = previous


_FUSING = []  # one entry for each fused_activations block under way


@contextlib.contextmanager
def fused_activations():
    """Within this block, in TF-exact mode, tanh, sigmoid, elu and silu run the kernels TensorFlow runs where its
    graph optimizer has fused them into the MatMul and bias add before them (oneDNN's); elsewhere, nothing
    changes."""
    previous = tensor.TF_EXACT
    if previous is not None:
        from gradcli.engine.tfexact.table import FUSED_KERNELS
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
