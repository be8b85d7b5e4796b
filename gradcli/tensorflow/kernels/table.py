"""Which TF-exact kernel each primitive of `gradcli.engine.ops` runs on float32 values in TF-exact mode.

`KERNELS[name]` takes the primitive's numpy inputs and parameters (as its numpy forward does, without `out=`)
and returns what TensorFlow's kernel returns, bit for bit. A fused gradient primitive of gradcli that is two
TensorFlow ops (sin_grad is Cos then Mul) runs those two ops. Primitives absent here keep numpy's kernels:
they only move data, or numpy already computes what TensorFlow does (abs, negative, where, cumsum...).
"""
import numpy as np

from gradcli.engine import kernels
from gradcli.tensorflow.kernels import activations, flush, gemm, nn, onednn, reductions, trig_ops

F32 = np.float32


def _matmul(a, b, transpose_a=False, transpose_b=False):
    """MatMul in oneDNN's order for non-empty 2-D products; numpy's (with its checks) otherwise, where
    TensorFlow's order (batched products) is not modelled."""
    if a.ndim == b.ndim == 2 and a.size and b.size:
        if (a.shape[0] if transpose_a else a.shape[1]) == (b.shape[1] if transpose_b else b.shape[0]):
            return gemm.matmul(a, b, transpose_a, transpose_b)
    return kernels.matmul(a, b, transpose_a, transpose_b)


_matmul.work_factor = 120  # oneDNN's chains of fused multiply-adds, emulated: some 6 ns each (tensor.EXACT_WORK)


def _rows(labels, logits, axis):
    """Labels and logits with `axis` last and the rest flattened, as TensorFlow's cross-entropy wrapper hands
    them to its kernel; and the loss's shape."""
    logits, labels = np.moveaxis(logits, axis, -1), np.moveaxis(labels, axis, -1)
    shape = logits.shape[:-1]
    return labels.reshape(-1, logits.shape[-1]), logits.reshape(-1, logits.shape[-1]), shape


def _xent(labels, logits, axis):
    """SoftmaxCrossEntropyWithLogits's loss."""
    if labels.shape != logits.shape:
        return kernels.xent(labels, logits, axis)  # its message
    labels, logits, shape = _rows(labels, logits, axis)
    return nn.softmax_cross_entropy_with_logits(labels, logits)[0].reshape(shape)


def _xent_backprop(labels, logits, axis):
    """SoftmaxCrossEntropyWithLogits's second output, softmax - labels, moved back to `axis`."""
    moved = np.moveaxis(logits, axis, -1).shape
    labels, logits, _ = _rows(labels, logits, axis)
    backprop = nn.softmax_cross_entropy_with_logits(labels, logits)[1].reshape(moved)
    return np.moveaxis(backprop, -1, axis)


def _sparse_rows(labels, logits):
    index = kernels.class_indices(labels, logits)
    return index.reshape(-1), logits.reshape(-1, logits.shape[-1])


def _sparse_xent(labels, logits):
    """SparseSoftmaxCrossEntropyWithLogits's loss."""
    index, rows = _sparse_rows(labels, logits)
    return nn.sparse_softmax_cross_entropy_with_logits(index, rows)[0].reshape(labels.shape)


def _sparse_xent_backprop(labels, logits):
    """SparseSoftmaxCrossEntropyWithLogits's second output, softmax - one_hot(labels)."""
    index, rows = _sparse_rows(labels, logits)
    return nn.sparse_softmax_cross_entropy_with_logits(index, rows)[1].reshape(logits.shape)


def _euclidean_norm(x, axis, keepdims):
    """sqrt(sum(x * x)): tf.norm's Mul, Sum and Sqrt (EuclideanNorm's reducer adds the squares in Sum's order)."""
    return activations.sqrt(reductions.reduce_sum(trig_ops.multiply(x, x), axis=tuple(axis), keepdims=keepdims))


def _reduction(kernel):
    """A reduction over gradcli's sorted tuple of axes."""
    return lambda x, axis, keepdims: kernel(x, axis=tuple(axis), keepdims=keepdims)


KERNELS = {
    # Elementwise, one input.
    "sign": trig_ops.sign, "sqrt": activations.sqrt, "rsqrt": activations.rsqrt,
    "reciprocal": activations.reciprocal, "square": trig_ops.square,
    "exp": activations.exp, "log": activations.log, "log1p": activations.log1p, "expm1": activations.expm1,
    "sin": trig_ops.sin, "cos": trig_ops.cos, "tan": trig_ops.tan, "asin": trig_ops.asin, "acos": trig_ops.acos,
    "atan": trig_ops.atan, "sinh": trig_ops.sinh, "cosh": trig_ops.cosh, "asinh": trig_ops.asinh,
    "acosh": trig_ops.acosh, "atanh": trig_ops.atanh, "lgamma": trig_ops.lgamma, "digamma": trig_ops.digamma,
    "tanh": activations.tanh, "sigmoid": activations.sigmoid, "erf": trig_ops.erf, "erfc": activations.erfc,
    "relu": activations.relu, "relu6": activations.relu6,
    "leaky_relu": lambda x, alpha: activations.leaky_relu(x, F32(alpha)),
    "elu": activations.elu, "selu": activations.selu, "softplus": activations.softplus,
    "softsign": activations.softsign,
    "silu": lambda x, beta: flush.multiply(x, activations.sigmoid(flush.multiply(beta, x))),
    "floor": trig_ops.floor, "ceil": trig_ops.ceil, "round": trig_ops.round,
    "less": trig_ops.less, "less_equal": trig_ops.less_equal, "greater": trig_ops.greater,
    "greater_equal": trig_ops.greater_equal, "equal": trig_ops.equal, "not_equal": trig_ops.not_equal,
    # Elementwise, two inputs.
    "add": trig_ops.add, "subtract": trig_ops.subtract, "multiply": trig_ops.multiply, "divide": trig_ops.divide,
    "divide_no_nan": trig_ops.divide_no_nan, "squared_difference": trig_ops.squared_difference,
    "floordiv": trig_ops.floordiv, "floormod": trig_ops.floormod, "pow": activations.pow,
    "maximum": trig_ops.maximum, "minimum": trig_ops.minimum, "atan2": trig_ops.atan2,
    "matmul": _matmul,
    # Gradient kernels: TensorFlow's fused ones, or the ops its registered gradient runs.
    "sin_grad": lambda x, g: trig_ops.multiply(g, trig_ops.cos(x)),
    "cos_grad": lambda x, g: trig_ops.multiply(flush.negative(g), trig_ops.sin(x)),
    "tanh_grad": activations.tanh_grad, "sigmoid_grad": activations.sigmoid_grad,
    "square_grad": lambda x, g: trig_ops.multiply(g, trig_ops.multiply(x, F32(2))),
    "sqrt_grad": activations.sqrt_grad, "rsqrt_grad": activations.rsqrt_grad,
    "reciprocal_grad": activations.reciprocal_grad, "relu_grad": activations.relu_grad,
    "relu6_grad": activations.relu6_grad,
    "leaky_relu_grad": lambda g, x, alpha: activations.leaky_relu_grad(g, x, F32(alpha)),
    "elu_grad": activations.elu_grad, "selu_grad": activations.selu_grad,
    "softsign_grad": activations.softsign_grad,
    # Reductions, in Eigen's order.
    "reduce_sum": _reduction(reductions.reduce_sum), "reduce_prod": _reduction(reductions.reduce_prod),
    "reduce_max": _reduction(reductions.reduce_max), "reduce_min": _reduction(reductions.reduce_min),
    "reduce_euclidean_norm": _euclidean_norm,
    "bias_add": trig_ops.add, "bias_add_grad": reductions.bias_add_grad,
    # Softmax and the cross-entropies.
    "softmax": lambda x, axis: nn.softmax(x, axis=axis), "log_softmax": lambda x, axis: nn.log_softmax(x, axis=axis),
    "softmax_cross_entropy_with_logits": _xent, "xent_backprop": _xent_backprop,
    "sparse_softmax_cross_entropy_with_logits": _sparse_xent, "sparse_xent_backprop": _sparse_xent_backprop,
}

# Inside a graph, TensorFlow's optimizer fuses MatMul, its bias add and these activations into one oneDNN kernel
# (_MklFusedMatMul), whose activations are oneDNN's: what `mode.fused_activations` runs.
FUSED_KERNELS = {**KERNELS, "tanh": onednn.tanh, "sigmoid": onednn.logistic, "elu": onednn.elu,
                 "silu": lambda x, beta: onednn.swish(x, F32(beta))}

# What a kernel costs beyond what every TF-exact kernel is charged (tensor.EXACT_KERNEL_OPERATIONS, some 13 µs, and
# EXACT_WORK, 20 ns, an element), where it is well beyond: (its cost whatever its size, in µs; its cost per element
# of its inputs, in ns), measured on float32 scalars and on vectors of 64 and 4,096 numbers (the lesser fixed cost
# of a scalar's and a vector's): Python's steps over Eigen's packets, a polynomial's terms, special cases. Charged
# as `fixed_work` and `work_factor`, a loop of them stops in the time a loop of anything does.
_MEASURED = {
    "asinh": (85, 25), "atan": (35, 0), "atan2": (55, 0), "atanh": (45, 0), "cos_grad": (50, 0), "cosh": (480, 100),
    "digamma": (200, 140), "erfc": (55, 0), "exp": (35, 0), "expm1": (40, 40), "lgamma": (290, 140), "log": (35, 0),
    "log1p": (40, 0), "log_softmax": (520, 25), "pow": (65, 75), "reduce_prod": (45, 140), "reduce_sum": (50, 0),
    "reduce_euclidean_norm": (90, 0), "sigmoid": (40, 0), "silu": (80, 0), "sin_grad": (40, 0), "sinh": (360, 25),
    "softmax": (85, 150), "softplus": (85, 40), "tan": (100, 25), "tanh": (75, 0),
}
_CHARGED_MICROSECONDS = 13
for _name, (_microseconds, _nanoseconds) in _MEASURED.items():
    KERNELS[_name].fixed_work = max(0, _microseconds - _CHARGED_MICROSECONDS) * 1000  # elements of about 1 ns
    if _nanoseconds > 20:
        KERNELS[_name].work_factor = _nanoseconds
