"""Central finite differences: the oracle the op tests compare the tape against.

Tolerances are torch.autograd.gradcheck's: eps 1e-6, atol 1e-5, rtol 1e-3, in float64.
"""
import numpy as np

import gradcli as gc

EPS, ATOL, RTOL = 1e-6, 1e-5, 1e-3


def numerical_jacobian(f, args, i):
    """d f(*args) / d args[i] by central differences, shaped out.shape + args[i].shape."""
    x = np.asarray(args[i], dtype=np.float64)
    out_shape = np.shape(_forward(f, args))
    jac = np.zeros(out_shape + x.shape)
    for idx in np.ndindex(x.shape):
        plus, minus = x.copy(), x.copy()
        plus[idx] += EPS
        minus[idx] -= EPS
        high = _forward(f, args[:i] + (plus,) + args[i + 1:])
        low = _forward(f, args[:i] + (minus,) + args[i + 1:])
        jac[(Ellipsis,) + idx] = (high - low) / (2 * EPS)
    return jac


def _forward(f, args):
    return np.asarray(f(*[gc.constant(a) for a in args]).numpy(), dtype=np.float64)


def tape_derivatives(f, args, output_gradient):
    """The tape's jacobian of f for each argument, and its gradient seeded with `output_gradient`.

    Each is recorded on a tape of its own, used once: the lean recording that keeps only what rules read."""
    def record():
        xs = [gc.constant(a) for a in args]
        tape = gc.GradientTape()
        with tape:
            tape.watch(xs)
            y = f(*xs)
        return tape, y, xs

    tape, y, xs = record()
    jacobians = tape.jacobian(y, xs)
    tape, y, xs = record()
    gradients = tape.gradient(y, xs, output_gradients=gc.constant(output_gradient))
    return jacobians, gradients


def assert_matches_finite_differences(f, args, seed=0):
    """The tape's jacobian and gradient of f agree with central differences, for every argument."""
    args = tuple(np.asarray(a, dtype=np.float64) for a in args)
    out = _forward(f, args)
    weights = np.random.default_rng(seed).normal(size=out.shape)
    jacobians, gradients = tape_derivatives(f, args, weights)
    for i, (jac, grad) in enumerate(zip(jacobians, gradients)):
        expected = numerical_jacobian(f, args, i)
        assert jac is not None and grad is not None, f"argument {i} got no gradient"
        np.testing.assert_allclose(jac.numpy(), expected, rtol=RTOL, atol=ATOL, err_msg=f"jacobian, argument {i}")
        summed = np.tensordot(weights, expected, axes=out.ndim)
        np.testing.assert_allclose(grad.numpy(), summed, rtol=RTOL, atol=ATOL, err_msg=f"gradient, argument {i}")
