"""tape.batch_jacobian: TensorFlow's answer, and the check of its assumption that rows do not mix.

TensorFlow computes batch_jacobian as the gradient of each column of the target
summed over the batch, so a target whose row i depends on other rows of the
source (a mean over the batch, as in batch normalisation) gets cross-row terms
summed into its blocks without a word. The numbers here are TensorFlow 2.21's
(tests/tensorflow_cases/batch_jacobian_cross_batch.py prints them).
"""
import warnings

import numpy as np
import pytest
from click.testing import CliRunner

import gradcli as gc
from gradcli.cli import main
from gradcli.engine.tape import CrossBatchWarning

X = [[1.0, 2.0], [3.0, 4.0], [0.5, -1.0]]


def batch_jacobian(f, x=X, **options):
    x = gc.constant(x)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = tape.batch_jacobian(y, x, **options)
    return got, [w for w in caught if w.category is CrossBatchWarning]


def per_row_blocks(f, x=X):
    """Each row's own jacobian, from the full one: what batch_jacobian means when rows do not mix."""
    x = gc.constant(x)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    full = tape.jacobian(y, x).numpy()
    return np.stack([full[i, ..., i, :] for i in range(full.shape[0])])


@pytest.mark.parametrize("f", [
    lambda x: x * x,
    lambda x: gc.tanh(x) * gc.reduce_sum(x, axis=1, keepdims=True),
    lambda x: gc.nn.softmax(x) * 2.0,
    lambda x: gc.stack([gc.sin(x), x ** 3.0], axis=1),  # a target of rank 3
], ids=["square", "row_sums", "softmax", "rank_3"])
def test_a_per_row_target_gets_its_rows_jacobians_and_no_warning(f):
    got, warned = batch_jacobian(f)
    np.testing.assert_allclose(got.numpy(), per_row_blocks(f), rtol=1e-12, atol=1e-15)
    assert not warned


def test_a_mean_over_the_batch_is_caught_and_tensorflows_answer_returned():
    got, warned = batch_jacobian(lambda x: x - gc.reduce_mean(x, axis=0, keepdims=True))
    np.testing.assert_array_equal(got.numpy(), np.zeros((3, 2, 2)))  # TensorFlow's: 1 - 3 * (1/3) on the diagonal
    assert len(warned) == 1 and "depend on other rows of the source" in str(warned[0].message)


def test_a_sum_over_the_batch_is_caught_and_tensorflows_answer_returned():
    got, warned = batch_jacobian(lambda x: x * gc.reduce_sum(x, axis=0, keepdims=True))
    np.testing.assert_array_equal(got.numpy(), [[[9.0, 0.0], [0.0, 10.0]]] * 3)
    assert not np.allclose(got.numpy(), per_row_blocks(lambda x: x * gc.reduce_sum(x, axis=0, keepdims=True)))
    assert len(warned) == 1 and "rows 0, 1, 2" in str(warned[0].message)


def test_one_row_mixing_is_named():
    # only row 2 of the source reaches another row (row 0) of the target
    got, warned = batch_jacobian(lambda x: x * x + gc.concat([x[2:], gc.zeros([2, 2])], axis=0))
    assert len(warned) == 1 and "(rows 2 of the source" in str(warned[0].message)


def test_as_an_error_it_is_a_value_error():
    x = gc.constant(X)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = x - gc.reduce_mean(x, axis=0, keepdims=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error", CrossBatchWarning)
        with pytest.raises(ValueError, match="depend on other rows"):
            tape.batch_jacobian(y, x)


@pytest.mark.parametrize("target, source, message", [
    ([1.0, 2.0], X, r"Shape \(2,\) must have rank at least 2"),
    (X, [[1.0, 2.0]], r"Need first dimension of target shape \(\(3, 2\)\) and source shape \(\(1, 2\)\) to match"),
])
def test_shapes_tensorflow_refuses(target, source, message):
    target, source = gc.constant(target), gc.constant(source)
    with gc.GradientTape() as tape:
        tape.watch(source)
    with pytest.raises(ValueError, match=message):
        tape.batch_jacobian(target, source)


@pytest.mark.parametrize("unconnected", ["none", "zero"])
def test_an_unconnected_source_gets_zeros_whatever_the_policy(unconnected):
    # TensorFlow's batch_jacobian returns zeros in the target's dtype where its gradient is None
    got, _ = batch_jacobian(lambda x: gc.constant(np.ones((3, 4)), dtype="float32"),
                            unconnected_gradients=unconnected)
    assert got.numpy().dtype == np.float32
    np.testing.assert_array_equal(got.numpy(), np.zeros((3, 4, 2)))


def test_a_batch_jacobian_is_differentiable_again():
    x = gc.constant(X)
    with gc.GradientTape() as outer:
        outer.watch(x)
        with gc.GradientTape() as inner:
            inner.watch(x)
            y = x ** 3.0
        blocks = inner.batch_jacobian(y, x)  # diag(3 x^2) per row
    np.testing.assert_allclose(outer.gradient(blocks, x).numpy(), 6.0 * np.asarray(X))


def test_tensorflow_code_warns_and_strict_fails(tmp_path):
    program = tmp_path / "bn.py"
    program.write_text("import tensorflow as tf\nx = tf.constant([[1.0, 2.0], [3.0, 5.0]])\n"
                       "with tf.GradientTape() as tape:\n    tape.watch(x)\n"
                       "    y = x - tf.reduce_mean(x, axis=0, keepdims=True)\n"
                       "print(tape.batch_jacobian(y, x).shape)\n")
    loose = CliRunner().invoke(main, ["run", str(program)])
    assert loose.exit_code == 0 and loose.stdout == "(2, 2, 2)\n"
    assert loose.stderr.startswith("warning: batch_jacobian: the target's rows depend on other rows")
    strict = CliRunner().invoke(main, ["run", str(program), "--strict"])
    assert strict.exit_code == 1 and strict.stdout == ""
    assert f"{program}:6:7: error: CrossBatchWarning: batch_jacobian" in strict.stderr
