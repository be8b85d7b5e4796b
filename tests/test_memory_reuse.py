"""The engine's shortcuts give what the plain computation gives, bit for bit: gradient kernels computed a block
at a time, into the incoming gradient's own array; a factor handed on where the gradient is a broadcast one; and
arithmetic on numpy float scalars by Python's operators."""
import contextlib

import numpy as np
import pytest

import gradcli as gc
from gradcli.engine import kernels, ops

GRADIENT_KERNELS = [ops.sin_grad, ops.cos_grad, ops.tanh_grad, ops.square_grad]


@pytest.mark.parametrize("prim", GRADIENT_KERNELS, ids=lambda p: p.name)
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("size", [kernels.BLOCK + 1, 3 * kernels.BLOCK + 7])
def test_a_gradient_kernel_by_blocks_is_the_kernel_at_once(prim, dtype, size):
    rng = np.random.default_rng(size)
    x = (rng.normal(size=size) * 4).astype(dtype)
    x[:4] = [np.inf, -np.inf, np.nan, 0.0]
    g = rng.normal(size=size).astype(dtype)
    into_g = g.copy()
    with np.errstate(invalid="ignore"):  # cos(inf) is nan, as meant
        at_once = prim.forward(x, g)
        into_out = prim.forward(x, g, out=np.empty_like(x))
        returned = prim.forward(x, into_g, out=into_g)
    assert returned is into_g
    np.testing.assert_array_equal(into_out, at_once)
    np.testing.assert_array_equal(into_g, at_once)


def test_a_gradient_kernel_given_g_it_cannot_fill_by_blocks_leaves_g_alone():
    x, g = np.linspace(-1, 1, 6).reshape(2, 3), np.ones((4, 2, 3))  # g with leading (jacobian) rows
    kept = g.copy()
    result = ops.tanh_grad.forward(x, g, out=g)
    np.testing.assert_array_equal(g, kept)
    np.testing.assert_array_equal(result, (1 - np.square(x)) * kept)


def _gradient(f, x, outer_tape):
    """f's gradient at x; with `outer_tape`, while another tape records the backward pass (which then reuses
    no array in place)."""
    t = gc.constant(x)
    outer = gc.GradientTape()
    with outer if outer_tape else contextlib.nullcontext():
        outer.watch(t)
        with gc.GradientTape() as tape:
            tape.watch(t)
            y = f(t)
        return tape.gradient(y, t).numpy()


@pytest.mark.parametrize("f", [
    lambda x: gc.reduce_sum(gc.tanh(gc.sin(x) * 2.0)),
    lambda x: gc.reduce_sum(gc.sin(gc.tanh(x * x)) * x),
    lambda x: gc.reduce_sum(gc.square(gc.cos(x) * 3.0) + gc.tanh(x) * gc.sin(x) + gc.exp(-x ** 2)),
], ids=["tanh of sin", "sin of tanh", "mixed"])
def test_gradients_written_into_arrays_the_pass_is_done_with_are_unchanged(f):
    x = np.random.default_rng(0).normal(size=3 * kernels.BLOCK + 5)
    np.testing.assert_array_equal(_gradient(f, x, outer_tape=False), _gradient(f, x, outer_tape=True))


def test_a_rule_handing_on_a_forward_value_leaves_it_and_the_gradient_intact():
    # A sum's gradient is a broadcast one, and a product's or exp's rule then hands on the other factor (or exp's
    # output) itself: later rules must not write into it, as it is the program's too.
    def f(e, s):
        return gc.reduce_sum(e * s) + gc.reduce_sum(e) + gc.reduce_sum(gc.tanh(s))

    x = gc.constant(np.random.default_rng(1).normal(size=3 * kernels.BLOCK + 5))
    with gc.GradientTape() as tape:
        tape.watch(x)
        e, s = gc.exp(x), gc.sin(x)
        y = f(e, s)
    held = e.numpy(), s.numpy()
    grad = tape.gradient(y, x).numpy()
    np.testing.assert_array_equal(e.numpy(), held[0])
    np.testing.assert_array_equal(s.numpy(), held[1])
    c = np.cos(x.numpy())
    np.testing.assert_allclose(grad, held[0] * held[1] + held[0] * c + held[0] + (1 - np.tanh(held[1]) ** 2) * c,
                               rtol=1e-12, atol=1e-13)
    np.testing.assert_array_equal(grad, _gradient(lambda t: f(gc.exp(t), gc.sin(t)), x.numpy(), outer_tape=True))


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("pair", [(1.5, 0.1), (1e308, 10.0), (np.inf, -np.inf), (np.nan, 2.0), (-0.0, 0.0)])
def test_scalar_arithmetic_is_numpy_ufuncs_arithmetic(dtype, pair):
    numpy_type = np.dtype(dtype).type
    with np.errstate(all="ignore"):
        a, b = (numpy_type(v) for v in pair)
        for prim, ufunc in [(ops.add, np.add), (ops.subtract, np.subtract), (ops.multiply, np.multiply),
                            (ops.divide, np.divide)]:
            got = prim(gc.constant(a, dtype) * 1.0, gc.constant(b, dtype) * 1.0).numpy()  # (numpy scalars, both)
            expected = ufunc(np.asarray(a), np.asarray(b))
            assert type(got) is type(expected)
            np.testing.assert_array_equal(got, expected)
