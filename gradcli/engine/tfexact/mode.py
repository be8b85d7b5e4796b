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
