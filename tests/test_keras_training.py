"""Keras's optimizers, losses, metrics and schedules in TensorFlow code: what the programs in keras_programs/
do not show — that no path leads from these objects to Python's internals, that their state is per run, and
the rules the programs rely on (Keras's slot order, its names, its float32 update order), checked against
numpy and Keras's own formulas; and that a random model trained in a tf.function prints what it prints trained
eagerly, with each optimizer (but for the graph rewrites TensorFlow makes too)."""
import pathlib

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from gradcli.cli import main
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.keras import losses, metrics, naming, optimizers, optimizers_more, schedules
from gradcli.commands.expected_output import output_difference
from gradcli.tensorflow.keras.activations import FUSED
from gradcli.tensorflow.objects import IndexedSlices, Variable

MAKERS = {
    "optimizer": "x = tf.keras.optimizers.Adam(0.1)",
    "schedule": "x = tf.keras.optimizers.schedules.ExponentialDecay(0.1, 2, 0.5)",
    "loss": "x = tf.keras.losses.MeanSquaredError()",
    "metric": "x = tf.keras.metrics.Mean()",
    "optimizer variable": "x = tf.keras.optimizers.SGD(0.1).iterations",
    "metric variable": "x = tf.keras.metrics.Sum().variables[0]",
    "optimizer class": "x = tf.keras.optimizers.RMSprop",
    "loss function": "x = tf.keras.losses.huber",
}


def run(tmp_path, code):
    (tmp_path / "prog.py").write_text(code)
    return CliRunner().invoke(main, ["run", str(tmp_path / "prog.py")])


@pytest.mark.parametrize("attribute", ["__class__.__subclasses__()", "__dict__", "__reduce__()", "__globals__",
                                       "__getattribute__('name')", "__module__"])
@pytest.mark.parametrize("kind", MAKERS)
def test_dunders_of_every_training_object_are_refused_before_running(tmp_path, kind, attribute):
    result = run(tmp_path, f"import tensorflow as tf\n{MAKERS[kind]}\nprint('ran')\nx.{attribute}\n")
    assert result.exit_code == 2, result.stderr
    assert "attributes starting with '__'" in result.stderr
    assert result.stdout == "" and "Traceback" not in result.stderr


@pytest.mark.parametrize("attribute", ["__init__", "__call__"])
@pytest.mark.parametrize("kind", MAKERS)
def test_the_special_methods_classes_may_define_are_no_attributes_of_these_objects(tmp_path, kind, attribute):
    result = run(tmp_path, f"import tensorflow as tf\n{MAKERS[kind]}\nx.{attribute}\n")
    assert result.exit_code == 1, result.stderr
    assert f"has no attribute '{attribute}'" in result.stderr and "Traceback" not in result.stderr


type_names = {"optimizer": "Adam", "loss": "MeanSquaredError", "metric": "Mean"}


@pytest.mark.parametrize("attribute", ["_learning_rate", "slot_values", "update_step", "_variable", "kwargs",
                                       "function", "trained"])
@pytest.mark.parametrize("kind", ["optimizer", "loss", "metric"])
def test_private_attributes_are_unknown_names_or_missing_attributes(tmp_path, kind, attribute):
    """A name no object offers is refused before the program runs; one some other object offers (tf.function)
    is an AttributeError of this one."""
    result = run(tmp_path, f"import tensorflow as tf\n{MAKERS[kind]}\nprint(x.{attribute})\n")
    refused, missing = "error: " in result.stderr and f".{attribute}" in result.stderr, \
        f"AttributeError: '{type_names[kind]}' object has no attribute '{attribute}'" in result.stderr
    assert (result.exit_code == 2 and refused) or (result.exit_code == 1 and missing), result.stderr
    assert result.stdout == "" and "Traceback" not in result.stderr


@pytest.mark.parametrize("code, message", [
    ("getattr(x, '_learning_rate')", "'Adam' object has no attribute '_learning_rate'"),
    ("getattr(x, 'update_step')", "'Adam' object has no attribute 'update_step'"),
    ("x.name = 'mine'", "no attribute can be set on it"),
    ("x.amsgrad = True", "no attribute can be set on it"),
    ("x.momentum", "'Adam' object has no attribute 'momentum'"),
])
def test_what_the_program_may_not_reach_or_set_is_an_attribute_error(tmp_path, code, message):
    result = run(tmp_path, f"import tensorflow as tf\n{MAKERS['optimizer']}\n{code}\n")
    assert result.exit_code == 1, result.stderr
    assert message in result.stderr and "Traceback" not in result.stderr


def test_a_metrics_private_attribute_read_by_getattr_is_an_attribute_error(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nm = tf.keras.metrics.Mean()\ngetattr(m, 'state')\n")
    assert result.exit_code == 1 and "'Mean' object has no attribute 'state'" in result.stderr


def test_names_are_counted_per_run_as_in_a_new_python_process(tmp_path):
    code = ("import tensorflow as tf\nprint(tf.keras.optimizers.Adam().name, tf.keras.optimizers.Adam().name, "
            "tf.keras.optimizers.RMSprop().name, tf.keras.optimizers.AdamW().name)\n")
    first, second = run(tmp_path, code), run(tmp_path, code)
    assert first.stdout == second.stdout == "adam adam_1 rm_sprop adam_w\n"


def test_keras_snake_cases_class_names_as_keras_does():
    naming.forget_names()
    assert [naming.to_snake_case(n) for n in ("MeanSquaredError", "RMSprop", "SGD", "AdamW")] == \
        ["mean_squared_error", "rm_sprop", "sgd", "adam_w"]
    assert [naming.uniquify("dense") for _ in range(3)] == ["dense", "dense_1", "dense_2"]


def _variable(values):
    return Variable(Tensor(np.asarray(values, np.float32)))


def test_slots_are_made_group_by_group_then_variable_by_variable_as_keras_makes_them():
    naming.forget_names()
    a, b = Variable(Tensor(np.float32(1.0)), name="a"), Variable(Tensor(np.float32(2.0)), name="b")
    opt = optimizers.RMSprop(0.1, momentum=0.5, centered=True)
    opt.build([a, b])
    assert [v.keras_name for v in opt.variables] == [
        "iteration", "learning_rate", "a_0_velocity", "b_0_velocity", "a_0_momentum", "b_0_momentum",
        "a_0_average_gradient", "b_0_average_gradient"]


def test_adam_steps_as_kerass_formula_in_float32():
    """Keras's Adam, written out with numpy in float32 in the order of its update_step."""
    naming.forget_names()
    w, grads = _variable([1.0, -3.0, 0.001]), [np.float32([0.5, -2.0, 1e-4]), np.float32([0.1, 0.3, -0.2])]
    opt = optimizers.Adam(0.1)
    f32 = np.float32
    m = v = np.zeros(3, f32)
    expected = np.float32([1.0, -3.0, 0.001])
    for t, g in enumerate(grads, start=1):
        opt.apply_gradients([(Tensor(g), w)])
        alpha = f32(0.1) * np.sqrt(f32(1) - f32(0.999) ** f32(t)) / (f32(1) - f32(0.9) ** f32(t))
        m = m + (g - m) * f32(1 - 0.9)
        v = v + (g * g - v) * f32(1 - 0.999)
        expected = expected - m * alpha / (np.sqrt(v) + f32(1e-7))
    np.testing.assert_array_equal(w.numpy(), expected)
    assert int(opt.iterations.numpy()) == 2


def test_schedules_follow_their_formulas():
    exp = schedules.ExponentialDecay(0.1, decay_steps=3, decay_rate=0.5, staircase=True)
    cos = schedules.CosineDecay(1.0, decay_steps=4, alpha=0.1)
    for step in range(7):
        assert float(exp(step)) == pytest.approx(0.1 * 0.5 ** (step // 3), rel=1e-6)
        done = min(step, 4) / 4
        assert float(cos(step)) == pytest.approx(0.9 * 0.5 * (1 + np.cos(np.pi * done)) + 0.1, abs=1e-6)


def test_a_loss_objects_reductions_and_weights_agree_with_numpy():
    y_true = np.float32([[0.0, 1.0], [1.0, 1.0], [0.5, 0.0]])
    y_pred = np.float32([[0.5, 1.0], [0.0, 0.5], [1.0, 1.0]])
    weights = np.float32([1.0, 0.0, 2.0])
    per_sample = ((y_true - y_pred) ** 2).mean(axis=-1)
    mse = {r: losses.MeanSquaredError(reduction=r) for r in ("sum", "sum_over_batch_size", "none",
                                                               "mean_with_sample_weight")}
    assert float(mse["sum"](y_true, y_pred, weights)) == pytest.approx((per_sample * weights).sum())
    assert float(mse["sum_over_batch_size"](y_true, y_pred, weights)) == pytest.approx((per_sample * weights).mean())
    assert float(mse["mean_with_sample_weight"](y_true, y_pred, weights)) == \
        pytest.approx((per_sample * weights).sum() / weights.sum())
    np.testing.assert_allclose(mse["none"](y_true, y_pred).numpy(), per_sample)


def test_a_metric_accumulates_a_weighted_mean_over_batches():
    mean = metrics.Mean()
    mean.update_state([1.0, 2.0, 3.0])
    mean.update_state([10.0], sample_weight=[2.0])
    assert float(mean.result()) == pytest.approx((1 + 2 + 3 + 20) / 5)
    mean.reset_state()
    assert float(mean.result()) == 0.0


def test_keras_losses_has_keras_3s_names_where_tf_keras_losses_has_the_short_ones(tmp_path):
    code = ("import keras\nimport tensorflow as tf\nprint(keras.losses.mean_squared_error([1.0], [3.0]).numpy())\n"
            "print(tf.keras.losses.mse([1.0], [3.0]).numpy())\nkeras.losses.mse\n")
    result = run(tmp_path, code)
    assert result.stdout == "4.0\n4.0\n"
    assert result.exit_code == 1 and "has no attribute 'mse'" in result.stderr


# ----- a step traced by tf.function trains as the same step run eagerly -----

# Each optimizer's settings a random model may be trained with (Keras's names and arguments).
OPTIMIZER_SETTINGS = {
    "SGD": ["learning_rate=0.1", "learning_rate=0.05, momentum=0.9", "learning_rate=0.05, momentum=0.5, nesterov=True"],
    "Adam": ["learning_rate=0.01", "learning_rate=0.02, amsgrad=True", "learning_rate=0.01, clipnorm=0.5"],
    "AdamW": ["learning_rate=0.01", "learning_rate=0.01, weight_decay=0.1, amsgrad=True"],
    "RMSprop": ["learning_rate=0.01", "learning_rate=0.01, momentum=0.5", "learning_rate=0.01, centered=True"],
    "Adagrad": ["learning_rate=0.1", "learning_rate=0.05, initial_accumulator_value=0.5"],
    "Nadam": ["learning_rate=0.01", "learning_rate=0.02, beta_1=0.8, use_ema=True"],
    "Adamax": ["learning_rate=0.02", "learning_rate=0.02, weight_decay=0.05"],
    "Adadelta": ["learning_rate=1.0", "learning_rate=0.5, rho=0.8, clipvalue=0.5"],
    "Ftrl": ["learning_rate=0.1", "learning_rate=0.1, l1_regularization_strength=0.01, beta=0.5"],
    "Lion": ["learning_rate=0.003", "learning_rate=0.003, beta_1=0.8, global_clipnorm=1.0"],
}
# Activations a graph runs with the kernels eager code runs. (tanh, sigmoid, elu and silu TensorFlow's graph runs
# fused into the MatMul before them, oneDNN's kernels, as gradcli does in a traced step: their own round-off, so
# that TensorFlow's traced steps print other last digits than its eager ones. keras_programs/function_train_*
# compare those with TensorFlow.)
ACTIVATIONS = ["linear", "relu", "selu", "softplus"]
# Optimizers whose update divides by a square root, which TensorFlow's graph optimizer rewrites into a product with
# rsqrt, or takes a power of 0.5, which it rewrites into a square root (other last bits;
# keras_programs/train_fit_rmsprop_adagrad_12_epochs and opt_more_each_optimizer_in_tf_function compare them with
# TensorFlow): traced, they agree with their eager steps within round-off, not byte for byte.
REWRITTEN_IN_GRAPHS = {"RMSprop", "Adagrad", "Adadelta", "Ftrl"}


def random_training_program(rng, optimizer, traced):
    """A program training a random Dense stack with `optimizer` for 20 steps, its step a tf.function (`traced`)
    or eager, printing each step's loss, the iteration count and the final weights."""
    widths = [int(w) for w in rng.integers(1, 6, size=rng.integers(1, 4))]
    hidden = ", ".join(f"tf.keras.layers.Dense({w}, activation={str(rng.choice(ACTIVATIONS))!r})" for w in widths)
    classes, features, batch = int(rng.integers(2, 5)), int(rng.integers(1, 5)), int(rng.integers(1, 7))
    settings = str(rng.choice(OPTIMIZER_SETTINGS[optimizer]))
    if rng.integers(2):
        loss = "tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)"
        labels = f"tf.random.uniform((20, {batch}), maxval={classes}, dtype=tf.int32)"
    else:
        loss = "tf.keras.losses.MeanSquaredError()"
        labels = f"tf.random.normal((20, {batch}, {classes}))"
    return (f"import tensorflow as tf\ntf.keras.utils.set_random_seed({int(rng.integers(1000))})\n"
            f"model = tf.keras.Sequential([{hidden}, tf.keras.layers.Dense({classes})])\n"
            f"opt = tf.keras.optimizers.{optimizer}({settings})\nloss_fn = {loss}\n"
            f"xs = tf.random.normal((20, {batch}, {features}))\nys = {labels}\n"
            "def step(x, y):\n    with tf.GradientTape() as tape:\n        loss = loss_fn(y, model(x))\n"
            "    g = tape.gradient(loss, model.trainable_weights)\n"
            "    opt.apply_gradients(zip(g, model.trainable_weights))\n    return loss\n"
            f"{'step = tf.function(step)' if traced else ''}\n"
            "for i in range(20):\n    print(float(step(xs[i], ys[i])))\n"
            "print(int(opt.iterations.numpy()), [w.numpy().tolist() for w in model.weights])\n")


@pytest.mark.parametrize("optimizer", list(OPTIMIZER_SETTINGS))
def test_a_random_model_trained_in_a_tf_function_prints_what_it_prints_trained_eagerly(tmp_path, optimizer):
    assert set(OPTIMIZER_SETTINGS) == set(optimizers_more.OPTIMIZERS)  # every optimizer gradcli has
    assert not set(ACTIVATIONS) & set(FUSED)
    printed = []
    for traced in (False, True):
        rng = np.random.default_rng(list(OPTIMIZER_SETTINGS).index(optimizer))  # the same program both times
        result = run(tmp_path, random_training_program(rng, optimizer, traced))
        assert result.exit_code == 0, result.stderr
        printed.append(result.stdout)
    assert printed[0].count("\n") == 21
    if optimizer in REWRITTEN_IN_GRAPHS:
        assert printed[0] != printed[1] and output_difference(printed[0], printed[1]) is None
    else:
        assert printed[0] == printed[1]


KERAS_PROGRAMS = pathlib.Path(__file__).parent / "keras_programs"


@pytest.mark.parametrize("program", ["opt_sparse_gradients", "opt_sparse_gradients_narrow_dtypes"])
def test_the_optimizers_on_sparse_gradients_print_tensorflows_bytes(monkeypatch, program):
    """Beyond the round-off the program comparison allows: SGD's scatter, one occurrence after another, differs
    from the dense update by an ulp only; every number printed (as Python's repr of a float) is TensorFlow's."""
    monkeypatch.chdir(KERAS_PROGRAMS)
    result = CliRunner().invoke(main, ["run", f"{program}.py"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (KERAS_PROGRAMS / f"{program}.out").read_text()


# The optimizers, losses, metrics and activations of Keras's catalogue, whose programs print TensorFlow's bytes
# (the others differ in a last digit: a fit's graph, float64 kernels)
CATALOGUE_PROGRAMS = [
    "opt_more_each_optimizer_in_tf_function", "opt_more_each_optimizer_mlp_steps", "opt_more_variables_and_config",
    "opt_weight_decay_on_every_optimizer", "opt_clipping_every_optimizer", "opt_ema_moving_averages",
    "opt_sgd_nesterov_and_amsgrad_models", "loss_catalogue_fit", "loss_catalogue_functions", "loss_catalogue_gradients",
    "loss_catalogue_integer_and_float64_inputs", "loss_catalogue_objects_reductions", "metric_auc_curves",
    "metric_catalogue_means", "metric_confusion_counts", "metric_correlation_and_one_hot_iou",
    "metric_rates_at_constraints", "metric_scores_f1_r2_iou", "act_catalogue_gradients", "ops_activation_functions",
    "opt_more_learning_rates_and_dtypes", "metric_catalogue_functions", "loss_focal_training_with_metrics",
    "opt_exclude_from_weight_decay", "metric_auc_multi_label",
]


@pytest.mark.parametrize("program", CATALOGUE_PROGRAMS)
def test_the_catalogue_programs_print_tensorflows_bytes(monkeypatch, program):
    """Beyond the round-off the program comparison allows: each step and value in Keras's order of float32
    operations (a traced Ftrl step's square root, Keras's bucketed AUC counts) prints TensorFlow's own digits."""
    monkeypatch.chdir(KERAS_PROGRAMS)
    result = CliRunner().invoke(main, ["run", f"{program}.py"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (KERAS_PROGRAMS / f"{program}.out").read_text()


SPARSE_STEP = ("import tensorflow as tf\nv = tf.Variable([[1.0, 2.0], [3.0, 4.0]])\nOPTIMIZER\n"
               "with tf.GradientTape() as tape:\n    loss = tf.reduce_sum(tf.gather(v, [1, 1]))\n"
               "g = tape.gradient(loss, v)\nprint('made')\nSTEP\n")


@pytest.mark.parametrize("optimizer, step, message", [
    ("opt = tf.keras.optimizers.Adam(0.1, loss_scale_factor=2.0)", "opt.apply_gradients([(g, v)])",
     "do not scale sparse gradients"),  # (Keras's own division of IndexedSlices fails)
    ("opt = tf.keras.optimizers.SGD(0.1, global_clipnorm=1.0)", "opt.apply_gradients([(g, v)])",
     "or clip them by their global norm"),
    ("opt = tf.keras.optimizers.SGD(0.1)", "tf.function(lambda: opt.apply_gradients([(g, v)]))()",
     "outside tf.function only"),
    ("opt = None", "tf.keras.ops.square(g)", "does not take IndexedSlices"),
    ("opt = tf.keras.optimizers.Adagrad(0.1, initial_accumulator_value=0.0, epsilon=0.0)",
     "opt.apply_gradients([(tf.IndexedSlices(g.values * 0.0, g.indices, g.dense_shape), v)])",
     "holds a zero or a NaN"),
    *((f"opt = tf.keras.optimizers.{name}(0.1)", "opt.apply_gradients([(g, v)])",
       f"gradcli's {name} does not take sparse gradients") for name in ("Nadam", "Adamax", "Adadelta", "Ftrl", "Lion")),
])
def test_what_gradcli_does_not_reproduce_of_keras_on_sparse_gradients_is_refused(tmp_path, optimizer, step, message):
    result = run(tmp_path, SPARSE_STEP.replace("OPTIMIZER", optimizer).replace("STEP", step))
    assert result.stdout == "made\n"
    assert result.exit_code == 1 and message in result.stderr and "Traceback" not in result.stderr


SPARSE_MAKERS = {
    "SGD": lambda: optimizers.SGD(0.1), "SGD nesterov": lambda: optimizers.SGD(0.1, momentum=0.9, nesterov=True),
    "Adam": lambda: optimizers.Adam(0.01, amsgrad=True), "AdamW": lambda: optimizers.AdamW(0.01),
    "RMSprop": lambda: optimizers.RMSprop(0.01, momentum=0.5, centered=True),
    "Adagrad": lambda: optimizers.Adagrad(0.1),
    "clipvalue": lambda: optimizers.SGD(0.1, clipvalue=0.1),
}  # (not clipnorm: the rows' norm adds their squares in their order, the dense one in the variable's)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(rows=st.lists(st.integers(0, 5), min_size=1, max_size=6, unique=True), seed=st.integers(0, 2 ** 16))
@pytest.mark.parametrize("name", SPARSE_MAKERS)
def test_rows_that_do_not_repeat_update_a_variable_as_their_dense_gradient_does(name, rows, seed):
    """Keras's sparse path and its dense one differ only where an index repeats: without repeats, each
    optimizer's sparse step (its own order of float32 operations) gives the dense step's bytes."""
    generator = np.random.default_rng(seed)
    start = generator.normal(size=(6, 3)).astype(np.float32)
    values = [generator.normal(size=(len(rows), 3)).astype(np.float32) for _ in range(3)]
    indices = Tensor(np.array(rows, np.int32))
    sparse_variable, dense_variable = _variable(start), _variable(start)
    sparse_optimizer, dense_optimizer = SPARSE_MAKERS[name](), SPARSE_MAKERS[name]()
    for step in values:
        rows_of_step = IndexedSlices(Tensor(step), indices, Tensor(np.array([6, 3], np.int32)))
        sparse_optimizer.apply_gradients([(rows_of_step, sparse_variable)])
        dense_optimizer.apply_gradients([(rows_of_step.dense(), dense_variable)])
    np.testing.assert_array_equal(sparse_variable.numpy(), dense_variable.numpy())
