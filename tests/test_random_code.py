"""Random numbers in TensorFlow code and the library's Keras API: the unseeded warning and --strict, a fresh
random state per run, the objects' allow-lists, the size limit, and what is refused.

The numbers themselves are checked against TensorFlow's in tests/test_random.py and by the programs in
tests/keras_programs/ (random_*.py, keras_random_*.py).
"""
import random

import numpy as np
import pytest
from click.testing import CliRunner

from gradcli.cli import main
from gradcli.tensorflow.keras import initializers
from gradcli.tensorflow.random import keras as keras_random
from gradcli.tensorflow.random import run as random_run
from gradcli.tensorflow.random.entropy import UNSEEDED

HEADER = "import random\nimport numpy as np\nimport tensorflow as tf\nimport keras\n"


def run(tmp_path, code, *options):
    (tmp_path / "prog.py").write_text(HEADER + code)
    return CliRunner().invoke(main, ["run", *options, str(tmp_path / "prog.py")])


@pytest.mark.parametrize("draw", [
    "tf.random.uniform([2])", "tf.random.Generator.from_non_deterministic_state().normal([2])",
    "keras.random.normal((2,))", "np.random.rand(2)", "np.random.default_rng().random(2)", "random.random()",
    "keras.random.SeedGenerator()", "tf.random.get_global_generator().normal([2])",
])
def test_unseeded_randomness_is_said_once_and_is_an_error_with_strict(tmp_path, draw):
    result = run(tmp_path, f"a = {draw}\nb = {draw}\nprint('done')\n")
    assert result.exit_code == 0 and result.stdout == "done\n"
    assert result.stderr.count(UNSEEDED) == 1, result.stderr
    strict = run(tmp_path, f"a = {draw}\nprint('done')\n", "--strict")
    assert strict.exit_code == 1 and strict.stdout == ""
    assert f"prog.py:5:5: error: UnseededRandomnessWarning: {UNSEEDED}" in strict.stderr


@pytest.mark.parametrize("draw", [
    "tf.random.set_seed(1)\na = tf.random.uniform([2])", "a = tf.random.uniform([2], seed=3)",
    "a = tf.random.stateless_normal([2], seed=[1, 2])", "a = tf.random.Generator.from_seed(4).normal([2])",
    "keras.utils.set_random_seed(5)\na = keras.random.normal((2,))\nb = np.random.rand(2)\nc = random.random()",
    "a = keras.random.normal((2,), seed=6)", "np.random.seed(7)\na = np.random.rand(2)",
    "a = np.random.default_rng(8).random(2)", "random.seed(9)\na = random.random()",
])
def test_seeded_randomness_runs_without_a_word_and_repeats_from_run_to_run(tmp_path, draw):
    code = f"{draw}\nprint(a)\n"
    first, second = run(tmp_path, code, "--strict"), run(tmp_path, code, "--strict")
    assert first.exit_code == 0 and first.stderr == "", first.stderr
    assert first.stdout == second.stdout


def test_each_run_starts_from_a_fresh_random_state(tmp_path):
    code = "tf.random.set_seed(1)\nprint(tf.random.uniform([2]))\nnp.random.seed(2)\nprint(np.random.rand(2))\n"
    assert run(tmp_path, code).stdout == run(tmp_path, code).stdout
    with random_run.program_run() as first:
        first.set_random_seed(3)
        inside = first.tensorflow.uniform([2])
    with random_run.program_run() as second:
        assert second.tensorflow.global_seed is None
        second.set_random_seed(3)
        assert np.array_equal(second.tensorflow.uniform([2]), inside)


@pytest.mark.parametrize("code", [
    "g = tf.random.Generator.from_seed(1)\nprint(g.__dict__)\n",
    "g = tf.random.Generator.from_seed(1)\nprint(g._state)\n",
    "g = tf.random.Generator.from_seed(1)\nprint(g.normal.__globals__)\n",
    "g = tf.random.Generator.from_seed(1)\nprint(g.variable)\n",
    "r = np.random.default_rng(1)\nprint(r.generator)\n",
    "r = np.random.default_rng(1)\nprint(r.bit_generator)\n",
    "r = np.random.default_rng(1)\nprint(r.__class__.__mro__)\n",
    "s = keras.random.SeedGenerator(1)\nprint(s.keras_state)\n",
    "s = keras.random.SeedGenerator(1)\nprint(type(s).__subclasses__())\n",
    "print(tf.random.Generator.__dict__)\n",
    "print(np.random.mtrand)\n",
    "print(random.Random)\n",
])
def test_the_random_objects_offer_their_listed_attributes_only(tmp_path, code):
    result = run(tmp_path, code)
    assert result.exit_code == 2 and result.stdout == ""
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("code", [
    "g = tf.random.Generator.from_seed(1)\nprint(getattr(g, '_state'))\n",
    "g = tf.random.Generator.from_seed(1)\nprint(getattr(g, '__dict__'))\n",
    "s = keras.random.SeedGenerator(1)\nprint(getattr(s, 'keras_state'))\n",
    "r = np.random.default_rng(1)\nprint(getattr(r, 'generator'))\n",
])
def test_attributes_reached_by_getattr_are_the_listed_ones_too(tmp_path, code):
    result = run(tmp_path, code)
    assert result.exit_code == 1 and "AttributeError" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("draw", [
    "tf.random.normal([10**6, 10**6])", "tf.random.stateless_uniform([10**9, 10**9], seed=[1, 2])",
    "tf.random.Generator.from_seed(1).uniform([10**12])", "keras.random.normal((10**7, 10**7), seed=1)",
    "np.random.rand(10**6, 10**6)", "np.random.normal(size=(10**6, 10**6))", "np.random.permutation(10**12)",
    "np.random.default_rng(0).integers(0, 9, size=10**12)", "random.sample(range(10**12), 10**12)",
    "tf.random.split([1, 2], 10**12)", "tf.random.Generator.from_seed(1).make_seeds(10**12)",
])
def test_a_huge_draw_is_refused_before_it_is_made(tmp_path, draw):
    result = run(tmp_path, f"np.random.seed(0)\nrandom.seed(0)\nx = {draw}\n", "--max-elements", "1000000")
    assert result.exit_code == 1
    assert "more than the limit of 1,000,000" in result.stderr and "Traceback" not in result.stderr


def test_random_ops_in_a_tf_function_are_refused_saying_why(tmp_path):
    result = run(tmp_path, "@tf.function\ndef f():\n    return tf.random.normal([2], seed=1)\nprint(f())\n")
    assert result.exit_code == 1 and "tf.random.normal in a tf.function" in result.stderr


def test_shuffling_in_place_takes_a_list_or_an_array_not_a_tensor(tmp_path):
    result = run(tmp_path, "np.random.seed(0)\nnp.random.shuffle(tf.constant([1, 2]))\n")
    assert result.exit_code == 1 and "shuffles a list or a numpy array in place" in result.stderr


# ----- The library's Keras API -----

@pytest.fixture
def keras_state():
    with random_run.program_run() as state:
        state.set_random_seed(0)
        yield state.keras


def initial_values(identifier, shape, dtype="float32"):
    """What keras.initializers.get(identifier) gives a variable of `shape` and `dtype`, as an array."""
    return initializers.get(identifier)(shape, dtype).value


def test_initializers_by_name_class_name_and_config_are_the_same(keras_state):
    by_name = initial_values({"class_name": "he_normal", "config": {"seed": 4}}, (3, 2))
    by_class = initial_values({"class_name": "HeNormal", "config": {"seed": 4}}, (3, 2))
    by_config = initial_values({"class_name": "VarianceScaling", "config": {
        "scale": 2.0, "mode": "fan_in", "distribution": "truncated_normal", "seed": 4}}, (3, 2))
    assert by_name.dtype == np.float32 and by_name.shape == (3, 2)
    assert np.array_equal(by_name, by_class) and np.array_equal(by_name, by_config)


def test_constant_initializers_draw_no_seed(keras_state):
    before = keras_state.python_random.getstate()
    assert np.array_equal(initial_values("zeros", (2,)), [0, 0])
    assert np.array_equal(initial_values("Ones", (2,), "float64"), [1.0, 1.0])
    constant = initial_values({"class_name": "Constant", "config": {"value": 2.5}}, (2,))
    assert constant.tolist() == [2.5, 2.5]
    identity = initial_values({"class_name": "Identity", "config": {"gain": 2.0}}, (3, 2))
    assert identity.tolist() == [[2.0, 0.0], [0.0, 2.0], [0.0, 0.0]]  # as keras.initializers.Identity(2.0) gives
    assert keras_state.python_random.getstate() == before


def test_an_unseeded_initializer_draws_its_seed_when_made(keras_state):
    made = initializers.get("glorot_uniform")
    assert np.array_equal(made((2, 2)).value, made((2, 2)).value)  # a fixed seed from then on
    assert made.made.seed == random.Random(0).randint(1, 10**9)  # Keras's make_default_seed after seeding with 0


def test_unknown_initializers_are_refused(keras_state):
    with pytest.raises(ValueError, match="Could not interpret initializer identifier"):
        initializers.get("glorot")


def test_dropout_keeps_and_scales_as_keras_and_draws_a_new_mask_each_call(keras_state):
    layer = keras_random.Dropout(keras_state, 0.5, seed=1)
    inputs = np.ones((4, 6), np.float32)
    first, second = layer(inputs, training=True), layer(inputs, training=True)
    assert set(np.unique(first)) <= {0.0, 2.0} and not np.array_equal(first, second)
    assert np.array_equal(layer(inputs), inputs)
    again = keras_random.Dropout(keras_state, 0.5, seed=1)
    assert np.array_equal(again(inputs, training=True), first)


@pytest.mark.parametrize("draw", ["tf.random.normal([10])", "tf.random.stateless_uniform([10], seed=[1, 2])",
                                  "keras.random.normal((10,), seed=1)"])
def test_a_loop_of_draws_is_charged_the_work_it_does(tmp_path, draw):
    result = run(tmp_path, f"tf.random.set_seed(0)\ni = 0\nwhile True:\n    x = {draw}\n    i += 1\n    print(i)\n",
                 "--max-steps", "5000")
    assert result.exit_code == 1 and "the limit of 5,000 steps" in result.stderr
    assert len(result.stdout.split()) < 30  # a statement alone costs a few steps: some 500 turns uncharged


def test_random_functions_are_imported_from_dotted_modules_too(tmp_path):
    result = run(tmp_path, "from numpy.random import default_rng\nfrom keras.utils import set_random_seed\n"
                           "from tensorflow.random import stateless_uniform\nset_random_seed(1)\n"
                           "print(default_rng(2).integers(0, 10**6), stateless_uniform([1], seed=[1, 2]))\n")
    assert result.exit_code == 0 and result.stderr == ""
    expected = np.random.default_rng(2).integers(0, 10**6)  # numpy's own; 0.8440604 is what TensorFlow 2.21 printed
    assert result.stdout == f"{expected} tf.Tensor([0.8440604], shape=(1,), dtype=float32)\n"
    refused = run(tmp_path, "from tensorflow.random import normal_but_not\n")
    assert refused.exit_code == 2 and "gradcli does not know normal_but_not in tensorflow.random" in refused.stderr
