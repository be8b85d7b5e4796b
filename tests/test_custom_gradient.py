"""Custom gradients in the library (`gc.custom_gradient`, `gc.recompute_grad`) and in TensorFlow code: checked
against finite differences, against values TensorFlow 2.21 computed, and for what TensorFlow does not check.

What TensorFlow prints for programs using them is in tensorflow_cases/ (custom_gradient_*, recompute_grad_*).
"""
import numpy as np
import pytest
from click.testing import CliRunner

import gradcli as gc
from gradcli.cli import main
from gradcli.engine import recording
from tests.gradcheck import assert_matches_finite_differences


@gc.custom_gradient
def log1pexp(x):
    e = gc.exp(x)

    def grad(upstream):
        return upstream * (1 - 1 / (1 + e))
    return gc.math.log(1 + e), grad


@gc.custom_gradient
def half_gradient_tanh(x):
    y = gc.tanh(x)

    def grad(upstream):
        return upstream * (1 - y * y) * 0.5
    return y, grad


@gc.custom_gradient
def broadcast_product(a, b):
    def grad(upstream):
        return upstream * b, gc.reduce_sum(upstream * a, axis=0)
    return a * b, grad


def gradient(f, *values):
    xs = [gc.constant(v) for v in values]
    with gc.GradientTape() as tape:
        tape.watch(xs)
        y = f(*xs)
    return [None if g is None else g.numpy() for g in tape.gradient(y, xs)]


# ----- The gradient it gives -----

@pytest.mark.parametrize("f, args", [
    (log1pexp, ([-2.0, 0.5, 3.0],)),
    (broadcast_product, ([[1.0, -2.0], [0.5, 3.0], [2.0, 1.0]], [0.25, -1.5])),
], ids=["log1pexp", "broadcast_product"])
def test_a_custom_gradient_that_is_the_true_one_matches_finite_differences(f, args):
    assert_matches_finite_differences(f, args)


def test_the_custom_gradient_replaces_the_true_one_in_gradients_and_jacobians():
    x = gc.constant([[0.0, 0.5], [1.0, -1.0], [2.0, 0.25]])
    with gc.GradientTape(persistent=True) as tape:
        tape.watch(x)
        y = half_gradient_tanh(x) * gc.constant([1.0, 2.0])
    half = 0.5 * (1 - np.tanh(x.numpy()) ** 2) * [1.0, 2.0]
    np.testing.assert_allclose(tape.gradient(y, x).numpy(), half)
    np.testing.assert_allclose(np.einsum("ijij->ij", tape.jacobian(y, x).numpy()), half)
    np.testing.assert_allclose(np.einsum("ijj->ij", tape.batch_jacobian(y, x).numpy()), half)


def test_log1pexp_at_100_has_the_gradient_tensorflow_documents():
    assert gradient(log1pexp, 100.0) == [1.0]


def test_grad_fn_is_called_once_per_gradient_and_once_per_jacobian_row_with_one_upstream():
    upstreams = []

    @gc.custom_gradient
    def mixing(x):
        def grad(upstream):
            upstreams.append(upstream.shape)
            return upstream * 2.0 + gc.reduce_sum(upstream)  # not elementwise: rows must not be batched
        return x * 1.0, grad

    x = gc.constant([1.0, 2.0, 3.0])
    with gc.GradientTape(persistent=True) as tape:
        tape.watch(x)
        y = mixing(x)
    np.testing.assert_allclose(tape.gradient(y, x).numpy(), [5.0, 5.0, 5.0])
    assert upstreams == [(3,)]
    np.testing.assert_allclose(tape.jacobian(y, x).numpy(), 2 * np.eye(3) + 1)  # TensorFlow's answer
    assert upstreams == [(3,)] * 4


def test_several_arguments_python_numbers_and_keywords():
    @gc.custom_gradient
    def scale(x, factor, mode, offset=0.0):
        def grad(upstream):
            assert mode == "twice"
            return upstream * factor, None, None  # one per positional argument, the string and number too
        return x * factor + offset, grad

    x, offset = gc.constant([1.0, 2.0]), gc.constant(5.0)
    with gc.GradientTape() as tape:
        tape.watch([x, offset])
        y = scale(x, 2.0, "twice", offset=offset)
    np.testing.assert_allclose(y.numpy(), [7.0, 9.0])
    grads = tape.gradient(y, [x, offset])
    np.testing.assert_allclose(grads[0].numpy(), [2.0, 2.0])
    assert grads[1] is None  # a keyword argument is no input of the operation, as in TensorFlow


def test_a_python_number_as_a_gradient_takes_its_inputs_dtype():
    @gc.custom_gradient
    def constant_slope(x):
        return x * 3.0, lambda upstream: 5.0

    assert gradient(constant_slope, 2.0) == [5.0]


def test_several_outputs_get_their_upstreams_in_one_call_zeros_where_unused():
    calls = []

    @gc.custom_gradient
    def sum_and_difference(a, b):
        def grad(d_sum, d_difference):
            calls.append((d_sum.numpy().tolist(), d_difference.numpy().tolist()))
            return d_sum + d_difference, 3.0 * (d_sum - d_difference)
        return (a + b, a - b), grad

    a, b = gc.constant([1.0, 2.0]), gc.constant([5.0, 7.0])
    with gc.GradientTape(persistent=True) as tape:
        tape.watch([a, b])
        total, difference = sum_and_difference(a, b)
    np.testing.assert_allclose(total.numpy(), [6.0, 9.0])
    np.testing.assert_allclose(difference.numpy(), [-4.0, -5.0])
    assert [g.numpy().tolist() for g in tape.gradient(total, [a, b])] == [[1.0, 1.0], [3.0, 3.0]]
    assert calls == [([1.0, 1.0], [0.0, 0.0])]
    assert [g.numpy().tolist() for g in tape.gradient([total, difference], [a, b])] == [[2.0, 2.0], [0.0, 0.0]]


# ----- Higher derivatives and forward mode -----

def test_second_order_through_what_grad_fn_closes_over_as_tensorflow_computes_it():
    x = gc.constant(0.5, dtype=gc.float32)
    with gc.GradientTape() as outer:
        outer.watch(x)
        with gc.GradientTape() as inner:
            inner.watch(x)
            y = log1pexp(x)
        dy = inner.gradient(y, x)
    assert float(dy) == pytest.approx(0.6224593, rel=1e-6)  # TensorFlow 2.21's values
    assert float(outer.gradient(dy, x)) == pytest.approx(0.23500372, rel=1e-6)


def test_second_order_through_a_nested_custom_gradient():
    @gc.custom_gradient
    def cube(x):
        slope = 3.0 * x ** 2

        def first_order(upstream):
            @gc.custom_gradient
            def slope_of(unused):
                return slope, lambda second_upstream: second_upstream * 6.0 * x
            return upstream * slope_of(x)
        return x ** 3, first_order

    x = gc.constant(2.0)
    with gc.GradientTape() as outer:
        outer.watch(x)
        with gc.GradientTape() as inner:
            inner.watch(x)
            y = cube(x)
        dy = inner.gradient(y, x)
    assert (float(y), float(dy), float(outer.gradient(dy, x))) == (8.0, 12.0, 12.0)


def test_forward_mode_keeps_the_tangent_of_the_functions_own_operations():
    @gc.custom_gradient
    def wrong_gradient(x):
        return x * x, lambda upstream: upstream * 100.0

    x = gc.constant([2.0, 3.0])
    with gc.autodiff.ForwardAccumulator(x, gc.constant([1.0, 10.0])) as acc:
        y = wrong_gradient(x)
    np.testing.assert_allclose(acc.jvp(y).numpy(), [4.0, 60.0])


def test_forward_mode_transposes_grad_fn_where_the_function_gives_no_tangent():
    def stopped(grad):
        return gc.custom_gradient(lambda x: (gc.stop_gradient(x) * 1.0, grad))

    reverse = stopped(lambda upstream: upstream[::-1] * 5.0)
    squared = stopped(lambda upstream: upstream * upstream * 5.0)  # linearized at an upstream of ones
    constant = stopped(lambda upstream: gc.constant([7.0, 7.0]))
    x = gc.constant([2.0, 3.0])
    with gc.autodiff.ForwardAccumulator(x, gc.constant([1.0, 10.0])) as acc:
        a, b, c = reverse(x), squared(x), constant(x)
    np.testing.assert_allclose(acc.jvp(a).numpy(), [50.0, 5.0])  # TensorFlow 2.21's values
    np.testing.assert_allclose(acc.jvp(b).numpy(), [10.0, 100.0])
    assert acc.jvp(c) is None


def test_forward_over_reverse_through_a_custom_gradient_is_its_hessian_vector_product():
    x, v = gc.constant([-1.0, 0.5, 2.0]), gc.constant([1.0, -2.0, 0.5])
    with gc.autodiff.ForwardAccumulator(x, v) as acc:
        with gc.GradientTape() as tape:
            tape.watch(x)
            y = gc.reduce_sum(log1pexp(x))
        g = tape.gradient(y, x)
    sigmoid = 1 / (1 + np.exp(-x.numpy()))
    np.testing.assert_allclose(acc.jvp(g).numpy(), sigmoid * (1 - sigmoid) * v.numpy())


# ----- recompute_grad -----

def test_recompute_grad_gives_the_functions_values_and_derivatives_running_it_again():
    runs = []

    def block(x):
        runs.append(1)
        return gc.sin(x) * x

    recomputed = gc.recompute_grad(block)
    x = gc.constant([0.5, 1.0, 2.0])
    with gc.GradientTape() as outer:
        outer.watch(x)
        with gc.GradientTape() as inner:
            inner.watch(x)
            y = recomputed(x)
        dy = inner.gradient(y, x)
    d2y = outer.gradient(dy, x)
    xs = x.numpy()
    np.testing.assert_allclose(y.numpy(), np.sin(xs) * xs)
    np.testing.assert_allclose(dy.numpy(), np.cos(xs) * xs + np.sin(xs))
    np.testing.assert_allclose(d2y.numpy(), 2 * np.cos(xs) - xs * np.sin(xs))
    assert len(runs) == 2


def test_recompute_grad_refuses_forward_mode_as_tensorflow_does():
    recomputed = gc.recompute_grad(lambda x: x * x)
    x = gc.constant(2.0)
    with pytest.raises(NotImplementedError, match="recompute_grad tried to transpose grad of <lambda>"):
        with gc.autodiff.ForwardAccumulator(x, gc.constant(1.0)):
            recomputed(x)


# ----- Errors -----

def test_tensorflows_errors_for_what_grad_fn_and_the_function_return():
    @gc.custom_gradient
    def one_for_two(a, b):
        return a * b, lambda upstream: upstream * b

    with pytest.raises(ValueError, match="expected to return 2 gradients, but returned 1 instead"):
        gradient(one_for_two, 2.0, 3.0)
    with pytest.raises(TypeError, match="Cannot iterate over a scalar tensor"):
        gc.custom_gradient(lambda x: x * 2.0)(gc.constant(1.0))
    with pytest.raises(TypeError, match="unsupported callable"):
        gc.custom_gradient(lambda x: (x, 3))(gc.constant(1.0))
    with pytest.raises(ValueError, match=r"Attempt to convert a value \(None\)"):
        gc.custom_gradient(lambda x, y: (x, lambda g: (g, None)))(gc.constant(1.0), None)


def test_a_gradient_of_another_shape_or_dtype_than_its_input_is_refused():
    # TensorFlow passes it on unchecked, to be summed or broadcast wrongly further back
    summed = gc.custom_gradient(lambda x: (x * 2.0, lambda upstream: gc.reduce_sum(upstream)))
    with pytest.raises(ValueError, match=r"gradient of shape \(\) for a float64 input of shape \(2,\)"):
        gradient(summed, [1.0, 2.0])
    narrowed = gc.custom_gradient(lambda x: (x * 2.0, lambda upstream: gc.cast(upstream, gc.float32)))
    with pytest.raises(ValueError, match="returned a float32 gradient of shape"):
        gradient(narrowed, [1.0, 2.0])


# ----- What grad_fn is given or gives back is never reused in place -----

def test_a_tensor_grad_fn_returns_is_not_accumulated_into():
    held = gc.constant(np.full(5000, 7.0))  # large enough to be worth reusing

    @gc.custom_gradient
    def held_gradient(x):
        return x * 1.0, lambda upstream: held

    x = gc.constant(np.ones(5000))
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = x * 2.0 + held_gradient(x) * 1.0  # two paths into x: their gradients are summed
    np.testing.assert_allclose(tape.gradient(y, x).numpy(), 9.0)
    np.testing.assert_allclose(held.numpy(), 7.0)


def test_an_upstream_grad_fn_keeps_is_not_reused_by_the_rest_of_the_backward_pass():
    kept = []

    @gc.custom_gradient
    def keeping(x):
        def grad(upstream):
            kept.append((upstream, upstream.numpy().copy()))
            return upstream * 1.0
        return x * 2.0, grad

    x = gc.constant(np.full((100, 100), 0.5))
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = gc.exp(keeping(gc.sin(x) * 3.0)) * 2.0
    tape.gradient(y, x)
    upstream, when_given = kept[0]
    np.testing.assert_array_equal(upstream.numpy(), when_given)
    assert not recording.ACTIVE


# ----- In TensorFlow code -----

def run(tmp_path, code):
    (tmp_path / "prog.py").write_text("import tensorflow as tf\n" + code)
    return CliRunner().invoke(main, ["run", str(tmp_path / "prog.py")])


def test_a_wrongly_shaped_gradient_is_an_error_at_the_gradient_call(tmp_path):
    result = run(tmp_path, "@tf.custom_gradient\ndef f(x):\n  def grad(dy):\n    return tf.reduce_sum(dy)\n"
                           "  return x * 2.0, grad\nx = tf.constant([1.0, 2.0])\nwith tf.GradientTape() as t:\n"
                           "  t.watch(x)\n  y = f(x)\nprint(t.gradient(y, x))\n")
    assert result.exit_code == 1, result.output
    assert "prog.py:11:7: error: ValueError: the gradient function of f returned a float32 gradient of shape ()" \
        in result.stderr
    assert "Traceback" not in result.stderr


def test_a_gathers_rows_reaching_a_grad_fn_are_refused_where_tensorflow_hands_it_indexed_slices(tmp_path):
    # (TensorFlow's grad_fn gets IndexedSlices, and its `dy * 2.0` fails; a dense dy would give numbers)
    code = ("@tf.custom_gradient\ndef f(x):\n  def grad(dy):\n    return dy * 2.0\n  return tf.identity(x), grad\n"
            "v = tf.Variable([1.0, 2.0])\nwith tf.GradientTape(persistent=True) as t:\n"
            "  y = tf.reduce_sum(tf.gather(f(v), [1, 1]))\n  dense = tf.reduce_sum(tf.gather(f(v) * 1.0, [1, 1]))\n"
            "print(t.gradient(dense, v))\nprint(t.gradient(y, v))\n")
    result = run(tmp_path, code)
    assert result.stdout.startswith("tf.Tensor(") and result.stdout.count("\n") == 1  # the dense one's gradient
    assert result.exit_code == 1 and "prog.py:12:7: error: NotImplementedError: a custom gradient's grad_fn would " \
        "be given IndexedSlices" in result.stderr


def test_a_custom_gradient_that_differentiates_itself_stops_at_the_depth_limit(tmp_path):
    result = run(tmp_path, "@tf.custom_gradient\ndef f(x):\n  def grad(dy):\n    with tf.GradientTape() as t:\n"
                           "      t.watch(x)\n      z = f(x)\n    return t.gradient(z, x) * dy\n"
                           "  return x * 2.0, grad\n"
                           "x = tf.constant(1.0)\nwith tf.GradientTape() as t:\n  t.watch(x)\n  y = f(x)\n"
                           "print(t.gradient(y, x))\n")
    assert result.exit_code == 1
    assert "prog.py:7:11: error: the calls nest deeper" in result.stderr
    assert "Traceback" not in result.stderr


def test_decorators_are_evaluated_first_and_applied_innermost_first(tmp_path):
    result = run(tmp_path, "def tag(name):\n  print('evaluated', name)\n  def apply(f):\n    print('applied', name)\n"
                           "    return f\n  return apply\n@tag('outer')\n@tag('inner')\ndef f(x=print('default')):\n"
                           "  return x\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.split("\n") == ["evaluated outer", "evaluated inner", "default", "applied inner",
                                         "applied outer", ""]


def test_errors_of_decorators_are_placed_where_they_happen(tmp_path):
    result = run(tmp_path, "def broken(f):\n  return 1 / 0\n@broken\ndef f(x):\n  return x\n")
    assert result.exit_code == 1
    assert "prog.py:3:10: error: ZeroDivisionError: division by zero" in result.stderr
    result = run(tmp_path, "@tf.constant\ndef f(x):\n  return x\n")
    assert result.exit_code == 1
    assert "prog.py:2:2: error: " in result.stderr and "Traceback" not in result.stderr
