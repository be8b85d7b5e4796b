"""TF-exact mode: float32 primitives, forward and gradient, run TensorFlow's kernels where it is on, numpy's where
it is off, float64 always numpy's; `gradcli run` turns it on for TensorFlow code, the formula commands on
--tf-exact. The expected values are TensorFlow's (the seed question's printed gradient, stored in the README) or
the kernels' own, which tests/test_tfexact_kernels.py holds against TensorFlow's stored outputs."""
import numpy as np
import pytest
from click.testing import CliRunner

import gradcli as gc
from gradcli.cli import main
from gradcli.engine import ops
from gradcli.engine.exact_mode import tf_exact_kernels
from gradcli.tensorflow.kernels import activations, nn, reductions, trig_ops
from gradcli.tensorflow.kernels.table import KERNELS

X = np.linspace(-3, 3, 1001).astype(np.float32)  # 125 packets and a tail of one


def bits(tensor_or_array):
    value = tensor_or_array.value if isinstance(tensor_or_array, gc.Tensor) else tensor_or_array
    return np.asarray(value, dtype=np.float32).view(np.uint32)


@pytest.mark.parametrize("primitive, kernel", [(ops.exp, activations.exp), (ops.tanh, activations.tanh),
                                               (ops.sin, trig_ops.sin), (ops.sigmoid, activations.sigmoid)])
def test_float32_runs_the_kernel_only_in_the_mode(primitive, kernel):
    with tf_exact_kernels(True):
        exact = primitive(gc.constant(X, dtype="float32"))
        wide = primitive(gc.constant(X, dtype="float64"))
    plain = primitive(gc.constant(X, dtype="float32"))
    assert np.array_equal(bits(exact), bits(kernel(X)))
    assert not np.array_equal(bits(plain), bits(exact))  # numpy's float32 functions differ somewhere on 1001 values
    assert np.array_equal(wide.value, primitive.forward(X.astype(np.float64)))


def test_gradients_run_tensorflows_gradient_kernels():
    x = gc.constant(X, dtype="float32")
    with tf_exact_kernels(True):
        with gc.GradientTape() as tape:
            tape.watch(x)
            y = ops.reduce_sum(ops.tanh(x), axis=(0,), keepdims=False)
        (g,) = tape.gradient(y, [x])
    assert np.array_equal(bits(g), bits(activations.tanh_grad(activations.tanh(X), np.ones_like(X))))


def test_softmax_and_reductions_in_tensorflows_order():
    rows = X[:1000].reshape(10, 100)
    with tf_exact_kernels(True):
        assert np.array_equal(bits(ops.softmax(gc.constant(rows, dtype="float32"), axis=-1)), bits(nn.softmax(rows)))
        total = ops.reduce_sum(gc.constant(X, dtype="float32"), axis=(0,), keepdims=False)
    assert np.array_equal(bits(total), bits(reductions.reduce_sum(X)))


def test_a_bias_adds_gradient_is_bias_add_grads_sum_not_sums():
    """tf.nn.bias_add (and Keras's Dense and Conv2D, which add their bias with it) sums the gradient of its bias in
    BiasAddGrad's order, blocks of rows then the blocks, where tf.add's gradient is Sum's."""
    rng = np.random.default_rng(0)
    value, bias = gc.constant(rng.normal(size=(64, 10)), "float32"), gc.constant(rng.normal(size=10), "float32")
    g = rng.normal(size=(64, 10)).astype(np.float32)
    with tf_exact_kernels(True):
        with gc.GradientTape(persistent=True) as tape:
            tape.watch(bias)
            added, broadcast = gc.nn.bias_add(value, bias), value + bias
        by_bias_add, by_add = (tape.gradient(y, bias, output_gradients=g) for y in (added, broadcast))
    assert np.array_equal(bits(by_bias_add), bits(reductions.bias_add_grad(g)))
    assert np.array_equal(bits(by_add), bits(reductions.reduce_sum(g, axis=(0,))))
    assert not np.array_equal(bits(by_bias_add), bits(by_add))  # the two orders differ on these numbers


def test_the_mode_ends_with_its_block():
    with tf_exact_kernels(True):
        with tf_exact_kernels(False):
            assert np.array_equal(bits(ops.exp(gc.constant(X, dtype="float32"))), bits(np.exp(X)))
        assert np.array_equal(bits(ops.exp(gc.constant(X, dtype="float32"))), bits(activations.exp(X)))
    assert np.array_equal(bits(ops.exp(gc.constant(X, dtype="float32"))), bits(np.exp(X)))


def test_every_kernel_of_the_table_is_a_primitive():
    names = {p.name for p in vars(ops).values() if isinstance(p, type(ops.exp))}
    assert set(KERNELS) <= names


SEED = ["--at", "inputs=[[0.1, 0.0], [0.5, 0.51]]", "--at", "w=[[0.1, 0.0], [0.5, 0.51]]", "--at", "b=[0, 0]",
        "--wrt", "w", "--format", "plain", "--dtype", "float32"]
FORMULA = "sparse_softmax_cross_entropy_with_logits(labels=[0, 1], logits=inputs @ w + b)"
TENSORFLOWS = "0.20586157 -0.20586154\n0.2607238 -0.26072377\n"  # what TensorFlow printed (README's seed question)


def test_grad_takes_tf_exact_for_float32_only():
    runner = CliRunner()
    exact = runner.invoke(main, ["grad", FORMULA, *SEED, "--tf-exact"])
    plain = runner.invoke(main, ["grad", FORMULA, *SEED])
    assert exact.exit_code == 0 and exact.stdout == TENSORFLOWS
    assert plain.stdout != TENSORFLOWS


@pytest.mark.parametrize("command", ["grad", "hessian", "graph", "plot"])
def test_tf_exact_without_float32_is_refused_before_running(command):
    """float64 keeps numpy's kernels, so --tf-exact alone would do nothing: the pair is refused."""
    args = [command, "x*x", "--tf-exact"] + (["--over", "x=0:1"] if command == "plot" else ["--at", "x=1"])
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("error: --tf-exact computes float32 numbers") and "--dtype float32" in result.stderr
    assert CliRunner().invoke(main, args + ["--dtype", "float32"]).exit_code == 0


def test_run_is_tf_exact_for_tensorflow_code_unless_told_otherwise(tmp_path):
    program = tmp_path / "seed.py"
    program.write_text("import tensorflow as tf\n"
                       "x = tf.constant([[0.1, 0.0], [0.5, 0.51]])\n"
                       "w = tf.Variable([[0.1, 0.0], [0.5, 0.51]])\n"
                       "with tf.GradientTape() as g:\n"
                       "    loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=[0, 1], logits=x @ w)\n"
                       "print(g.gradient(loss, w).numpy())\n")
    exact = CliRunner().invoke(main, ["run", str(program)])
    plain = CliRunner().invoke(main, ["run", str(program), "--no-tf-exact"])
    assert exact.stdout == "[[ 0.20586157 -0.20586154]\n [ 0.2607238  -0.26072377]]\n"
    assert plain.stdout != exact.stdout


def test_every_command_on_numbers_offers_the_option():
    for command in ("grad", "hessian", "graph", "plot", "run", "batch"):
        assert "--tf-exact / --no-tf-exact" in CliRunner().invoke(main, [command, "--help"]).stdout
