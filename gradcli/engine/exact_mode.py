"""TF-exact mode, the engine's one point of contact with TensorFlow's own float32 kernels.

The kernels live in gradcli's TensorFlow wing (`gradcli.tensorflow.kernels`), which the engine never imports: it
runs whatever table of kernels `tensor.TF_EXACT` holds, and this module fills that table with the wing's, loaded by
its name (`plug_in.KERNEL_TABLE`) only when TF-exact arithmetic is switched on.
"""
import contextlib

from gradcli.engine import tensor
from gradcli.engine.plug_in import kernel_table


@contextlib.contextmanager
def tf_exact_kernels(on):
    """Within this block, float32 values are computed with TensorFlow's own float32 kernels, bit for bit
    (`on`), or with numpy's (not `on`); float64 and other dtypes keep numpy's either way."""
    previous = tensor.TF_EXACT
    tensor.TF_EXACT = kernel_table("TF-exact arithmetic (TensorFlow's float32 kernels)") if on else None
    try:
        yield
    finally:
        tensor.TF_EXACT = previous
