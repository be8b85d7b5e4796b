"""Which TF-exact kernel each primitive of `gradcli.engine.ops` runs on float32 values in TF-exact mode.

`KERNELS[name]` takes the primitive's numpy inputs and parameters (as its numpy forward does, without `out=`)
and returns what TensorFlow's kernel returns, bit for bit. A fused gradient primitive of gradcli that is two
TensorFlow ops (sin_grad is Cos then Mul) runs those two ops. Primitives absent here keep numpy's kernels:
they only move data, or numpy already computes what TensorFlow does (abs, negative, where, cumsum...).
"""
import numpy as np

from gradcli.engine import kernels
from gradcli.engine.tfexact import activations, gemm, nn, onednn, reductions, trig_ops

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
    "silu": lambda x, beta: activations.multiply(x, activations.sigmoid(activations.multiply(beta, x))),
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
    "cos_grad": lambda x, g: trig_ops.multiply(activations.negative(g), trig_ops.sin(x)),
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

# What a kernel costs whatever its size, in microseconds, where that is well beyond what its operations are charged
# (tensor.EXACT_KERNEL_OPERATIONS, some 25 µs): its Python steps over Eigen's packets, its polynomial's terms and
# its special cases cost this on 4 numbers. Charged as `fixed_work` (elements of work, about a nanosecond each),
# a loop of them on small tensors stops in the time a loop of anything does.
_FIXED_MICROSECONDS = {
    "reduce_sum": 60, "reduce_prod": 60, "asin": 45, "softsign": 60, "relu_grad": 60, "acos": 60, "relu6_grad": 65,
    "leaky_relu": 65, "atan": 65, "leaky_relu_grad": 70, "reduce_euclidean_norm": 75, "tanh_grad": 85,
    "sqrt_grad": 85, "sigmoid_grad": 85, "asinh": 85, "atanh": 90, "softsign_grad": 90, "softmax": 90, "tan": 90,
    "elu_grad": 95, "selu_grad": 100, "reciprocal_grad": 100, "rsqrt_grad": 110, "log": 115, "exp": 130,
    "sigmoid": 145, "expm1": 185, "digamma": 200, "sin": 205, "log1p": 205, "pow": 210, "cos": 210, "atan2": 215,
    "sin_grad": 225, "erfc": 240, "cos_grad": 245, "silu": 265, "lgamma": 280, "tanh": 315, "softplus": 340,
    "sinh": 355, "cosh": 395, "log_softmax": 525,
}
for _name, _microseconds in _FIXED_MICROSECONDS.items():
    KERNELS[_name].fixed_work = (_microseconds - 25) * 1000
