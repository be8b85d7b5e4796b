"""TensorFlow's float32 Exp, Log, Tanh, Sigmoid, Pow, Softplus, Elu... and their gradient kernels, bit for bit.

Each public function is one TensorFlow op (or one Python-level TensorFlow
function built from ops, such as gelu) on float32 arrays: whole packets through
Eigen's routine (`eigen_exp_log`), the leftover through the scalar routine
(`glibc_exp_log` or Eigen's scalar code), with TensorFlow's flush modes.
"""
import numpy as np

from gradcli.tensorflow.kernels.eigen_exp_log import (
    _select,
    perfc,
    pexp_float,
    pexpm1,
    plog1p,
    plog_float,
    plogistic_float,
    ppow,
    preciprocal_fast,
    prsqrt_fast,
    ptanh_float,
)
from gradcli.tensorflow.kernels.flush import (
    _HALF,
    _ONE,
    _ZERO,
    F32,
    _abs,
    _add,
    _arithmetic,
    _daz,
    _div,
    _everywhere,
    _mul,
    _packets_then_tail,
    _pmax,
    _pmin,
    _scalar,
    _sub,
    add,
    multiply,
    negative,
)
from gradcli.tensorflow.kernels.glibc_exp_log import (
    _daz_scalar,
    _fdiv,
    _fmul,
    _fsub,
    _scalar_erfc,
    _scalar_logistic,
    glibc_expf,
    glibc_expm1f,
    glibc_log1pf,
    glibc_logf,
    glibc_powf,
)

# --------------------------------------------------------------------------
# TensorFlow ops: forward kernels
# --------------------------------------------------------------------------

def exp(x):
    """TF Exp (cwise_op_exp.cc, functor::exp = Eigen scalar_exp_op)."""
    return _packets_then_tail(pexp_float, glibc_expf, x)


def expm1(x):
    """TF Expm1 (functor::expm1 = scalar_expm1_op): Eigen generic_expm1 / glibc expm1f."""
    return _packets_then_tail(pexpm1, glibc_expm1f, x)


def log(x):
    """TF Log (functor::log = scalar_log_op): Eigen plog_float / glibc logf."""
    return _packets_then_tail(plog_float, glibc_logf, x)


def log1p(x):
    """TF Log1p (functor::log1p = scalar_log1p_op): Eigen generic_log1p / glibc log1pf."""
    return _packets_then_tail(plog1p, glibc_log1pf, x)


def tanh(x):
    """TF Tanh (functor::tanh = scalar_tanh_op): ptanh_float in packets and, via numext::tanh, in the tail."""
    return _packets_then_tail(ptanh_float, _scalar(ptanh_float), x)


def sigmoid(x):
    """TF Sigmoid (functor::sigmoid = scalar_logistic_op<float>)."""
    return _packets_then_tail(plogistic_float, _scalar_logistic, x)


def sqrt(x):
    """TF Sqrt (scalar_sqrt_op): vsqrtps / sqrtss, correctly rounded; negative -> default NaN."""
    return _everywhere(lambda v: np.sqrt(_daz(v)), x)


def rsqrt(x):
    """TF Rsqrt (scalar_rsqrt_op): Newton-refined vrsqrtps in packets, 1 / std::sqrt(x) in the tail."""
    return _packets_then_tail(prsqrt_fast, lambda v: F32(_fdiv(1.0, float(np.sqrt(_daz(v))))), x)


def reciprocal(x):
    """TF Reciprocal/Inv (scalar_inverse_op): Newton-refined vrcpps in packets, 1 / x in the tail.

    Python's ``1 / x`` on a tensor is RealDiv instead: use ``divide``.
    """
    return _packets_then_tail(preciprocal_fast, lambda v: F32(_fdiv(1.0, float(v))), x)


def pow(x, y):
    """TF Pow (scalar_pow_op): Eigen generic_pow in packets, glibc powf in the tail.

    ``y`` may be a scalar (TF then applies scalar_right, same packets) or an
    array of x's shape.  Other broadcasts go through TF's BCast path, whose
    tiled evaluation was not studied.
    """
    return _packets_then_tail(ppow, glibc_powf, x, y)


def erfc(x):
    """TF Erfc (scalar_erfc_op): Eigen generic_fast_erfc<float>; the tail uses glibc expf and exact 1/x."""
    return _packets_then_tail(perfc, _scalar_erfc, x)


# Eigen::numext::log(epsilon) + 2 as TF's Softplus computes it once: glibc logf(2**-23) + 2.
_SOFTPLUS_THRESHOLD = F32(-13.942385)


def _softplus_packets(x):
    """TF functor::Softplus on packets: x if x > 13.94, exp(x) if x < -13.94, else log1p(exp(x))."""
    flushed = _daz(x)
    e = pexp_float(flushed)
    return _select(flushed > -_SOFTPLUS_THRESHOLD, x, _select(flushed < _SOFTPLUS_THRESHOLD, e, plog1p(e)))


def _softplus_scalar(x):
    if x > -_SOFTPLUS_THRESHOLD:
        return x
    e = glibc_expf(x)
    return e if x < _SOFTPLUS_THRESHOLD else glibc_log1pf(e)


def softplus(x):
    """TF Softplus (softplus_op.h)."""
    return _packets_then_tail(_softplus_packets, _softplus_scalar, x)


def _softsign_routine(x):
    x = _daz(x)
    return _div(x, _add(_abs(x), _ONE))


def softsign(x):
    """TF Softsign (softsign_op.h): x / (|x| + 1), exact IEEE steps."""
    return _everywhere(_softsign_routine, x)


def _elu_packets(x):
    flushed = _daz(x)
    return _select(flushed < _ZERO, _sub(pexp_float(flushed), _ONE), x)


def elu(x):
    """TF Elu (relu_op_functor.h): exp(x) - 1 for x < 0 (not expm1), else x."""
    return _packets_then_tail(
        _elu_packets, lambda v: F32(_fsub(float(glibc_expf(v)), 1.0)) if _daz_scalar(v) < 0 else v, x)


_SELU_SCALE = F32(1.0507009873554804934193349852946)
_SELU_SCALE_ALPHA = F32(1.7580993408473768599402175208123)


def _selu_packets(x):
    x = _daz(x)
    return _select(x < _ZERO, _mul(_SELU_SCALE_ALPHA, _sub(pexp_float(x), _ONE)), _mul(_SELU_SCALE, x))


def _selu_scalar(x):
    if _daz_scalar(x) < 0:
        return F32(_fmul(float(_SELU_SCALE_ALPHA), _fsub(float(glibc_expf(x)), 1.0)))
    return F32(_fmul(float(_SELU_SCALE), float(x)))


def selu(x):
    """TF Selu (relu_op_functor.h): scale_alpha * (exp(x) - 1) for x < 0, else scale * x."""
    return _packets_then_tail(_selu_packets, _selu_scalar, x)


def leaky_relu(x, alpha=0.2):
    """TF LeakyRelu: x if x > 0 else x * alpha (alpha is a float32 attribute)."""
    alpha = F32(alpha)
    return _everywhere(lambda v: _select(_daz(v) > _ZERO, v, _mul(_daz(v), alpha)), x)


def _max_propagate_nan(x, bound):
    """Eigen pmax<PropagateNaN> on packets: NaN x is returned as is, otherwise vmaxps (which applies DAZ)."""
    return _select(np.isnan(x), x, _pmax(_daz(x), bound))


def _min_propagate_nan(x, bound):
    return _select(np.isnan(x), x, _pmin(_daz(x), bound))


def _relu_packets(x):
    """Measured: the packet max returns +0 on ties, so -0 and subnormals give +0."""
    flushed = _daz(x)
    return _select(np.isnan(x), x, _select(flushed > _ZERO, flushed, _ZERO))


def _relu_scalar(x):
    """Scalar pmax<PropagateNaN>(x, 0) compiles to compare-and-select: a subnormal x comes back raw."""
    return _select(np.isnan(x) | ~(_daz(x) < _ZERO), x, _ZERO)


def _relu_tail(x):
    """Measured: clang vectorises Relu's scalar loop in pairs, peeling the first element of an odd tail."""
    peeled = x.size % 2
    pairs = _max_propagate_nan(x[peeled:], _ZERO)  # ties return x here: -0 stays -0
    return np.concatenate([_relu_scalar(x[:peeled]), pairs])


def relu(x):
    """TF Relu: cwiseMax<PropagateNaN>(x, 0); the packet instruction flushes subnormal x, the scalar code does not."""
    return _packets_then_tail(_relu_packets, None, x, vector_tail=_relu_tail)


def _relu6_scalar(x):
    if np.isnan(x):
        return x
    x = x if not _daz_scalar(x) < 0 else F32(0.0)
    return x if not F32(6.0) < x else F32(6.0)


def relu6(x):
    """TF Relu6: cwiseMin<PropagateNaN>(cwiseMax<PropagateNaN>(x, 0), 6); the scalar tail keeps subnormals."""
    return _packets_then_tail(lambda v: _min_propagate_nan(_relu_packets(v), F32(6.0)), _relu6_scalar, x)


# --------------------------------------------------------------------------
# TensorFlow ops: gradient kernels (cwise_ops_gradients.h, relu_op_functor.h, ...)
# --------------------------------------------------------------------------

def _mul_no_nan(a, b):
    """TF mul_no_nan_op::packetOp: a * b, or +0 where b == 0."""
    return _select(b == _ZERO, _ZERO, _mul(a, b))


def tanh_grad(y, dy):
    """TF TanhGrad(y, dy) = dy * (1 - y * y), same order in packets and tail."""
    return _everywhere(_arithmetic(lambda y_, dy_: _mul(dy_, _sub(_ONE, _mul(y_, y_)))), y, dy)


def sigmoid_grad(y, dy):
    """TF SigmoidGrad(y, dy): packets dy * (y * (1 - y)); the tail (dy * y) * (1 - y)."""
    return _packets_then_tail(_arithmetic(lambda y_, dy_: _mul(dy_, _mul(y_, _sub(_ONE, y_)))),
                              _scalar(_arithmetic(lambda y_, dy_: _mul(_mul(dy_, y_), _sub(_ONE, y_)))), y, dy)


def reciprocal_grad(y, dy):
    """TF ReciprocalGrad(y, dy) = mul_no_nan(-(y * y), dy), or 0 where dy == 0.

    Measured: a NaN y or dy comes out with its sign unchanged in packets and
    tail alike, so the compiled negation behaves like a multiply by -1.
    """
    return _everywhere(_arithmetic(lambda y_, dy_: _mul_no_nan(_mul(F32(-1.0), _mul(y_, y_)), dy_)), y, dy)


def sqrt_grad(y, dy):
    """TF SqrtGrad(y, dy): packets mul_no_nan(0.5 / y, dy); the tail (0.5 * dy) / y or 0 if dy == 0."""
    return _packets_then_tail(
        _arithmetic(lambda y_, dy_: _mul_no_nan(_div(_HALF, y_), dy_)),
        _scalar(_arithmetic(lambda y_, dy_: _select(dy_ == _ZERO, _ZERO, _div(_mul(_HALF, dy_), y_)))), y, dy)


def rsqrt_grad(y, dy):
    """TF RsqrtGrad(y, dy): packets mul_no_nan(-0.5 * (y * y), mul_no_nan(y, dy));
    the tail (-0.5 * (dy * y)) * (y * y) or 0 if dy == 0."""
    def packets(y_, dy_):
        return _mul_no_nan(_mul(F32(-0.5), _mul(y_, y_)), _mul_no_nan(y_, dy_))

    def tail(y_, dy_):
        return _select(dy_ == _ZERO, _ZERO, _mul(_mul(F32(-0.5), _mul(dy_, y_)), _mul(y_, y_)))

    return _packets_then_tail(_arithmetic(packets), _scalar(_arithmetic(tail)), y, dy)




def softsign_grad(dy, x):
    """TF SoftsignGrad(dy, x) = dy / square(|x| + 1)."""
    def routine(dy_, x_):
        denominator = _add(_abs(x_), _ONE)
        return _div(dy_, _mul(denominator, denominator))

    return _everywhere(_arithmetic(routine), dy, x)


def elu_grad(dy, y):
    """TF EluGrad(dy, y) = (y + 1) * dy where y < 0, else dy."""
    return _everywhere(lambda dy_, y_: _select(_daz(y_) < _ZERO, _mul(_add(_daz(y_), _ONE), _daz(dy_)), dy_),
                       dy, y)


def selu_grad(dy, y):
    """TF SeluGrad(dy, y) = dy * (y + scale_alpha) where y < 0, else dy * scale."""
    return _everywhere(_arithmetic(lambda dy_, y_: _select(y_ < _ZERO, _mul(dy_, _add(y_, _SELU_SCALE_ALPHA)),
                                                           _mul(dy_, _SELU_SCALE))), dy, y)


def leaky_relu_grad(dy, x, alpha=0.2):
    """TF LeakyReluGrad(dy, x) = dy where x > 0, else dy * alpha."""
    alpha = F32(alpha)
    return _everywhere(lambda dy_, x_: _select(_daz(x_) > _ZERO, dy_, _mul(_daz(dy_), alpha)), dy, x)


def relu_grad(dy, y):
    """TF ReluGrad(dy, y) = dy * float(y > 0): a multiply, so NaN or inf dy times 0 is NaN."""
    return _everywhere(_arithmetic(lambda dy_, y_: _mul(dy_, (y_ > _ZERO).astype(F32))), dy, y)


def relu6_grad(dy, y):
    """TF Relu6Grad(dy, y) = dy * float(0 < y < 6)."""
    return _everywhere(_arithmetic(lambda dy_, y_: _mul(dy_, ((y_ > _ZERO) & (y_ < F32(6.0))).astype(F32))), dy, y)


# --------------------------------------------------------------------------
# Python-level TF functions built from the ops above (nn_ops.py, math_ops.py, nn_impl.py)
# --------------------------------------------------------------------------

_SQRT_HALF = F32(0.7071067811865476)
_GELU_TANH_COEFF = F32(0.044715)
_SQRT_2_OVER_PI = F32(0.7978845608028654)


def gelu(x, approximate=False):
    """tf.nn.gelu: exact is (0.5 * x) * erfc(-x * 0.70710677); approximate uses tanh and pow(x, 3)."""
    half_x = multiply(F32(0.5), x)
    if approximate:
        inner = add(x, multiply(_GELU_TANH_COEFF, pow(x, F32(3.0))))
        return multiply(half_x, add(_ONE, tanh(multiply(_SQRT_2_OVER_PI, inner))))
    return multiply(half_x, erfc(multiply(negative(x), _SQRT_HALF)))


def log_sigmoid(x):
    """tf.math.log_sigmoid: Neg(Softplus(Neg(x)))."""
    return negative(softplus(negative(x)))


def silu(x, beta=1.0):
    """tf.nn.silu / swish: x * sigmoid(beta * x)."""
    return multiply(x, sigmoid(multiply(F32(beta), x)))
