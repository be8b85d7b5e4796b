"""Keras's layers and models in TensorFlow code, beyond what the programs of keras_programs/ check: hostile code
reaching for Python's internals through Keras's objects, what is out of scope, and that Keras is loaded only
for programs that use it.

The numbers themselves are checked against TensorFlow by the programs (tests/test_tensorflow.py runs them);
where a test here prints numbers, they are what TensorFlow 2.21 printed for the same program.
"""
import subprocess
import sys

import pytest
from click.testing import CliRunner

from gradcli.cli import main

SETUP = ("import tensorflow as tf\nimport keras\n"
         "layer = tf.keras.layers.Dense(2, kernel_initializer='ones')\nlayer.build((None, 3))\n"
         "model = tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(1)])\n"
         "x = tf.keras.Input(shape=(3,))\n"
         "history = model.compile(optimizer='sgd', loss='mse')\n"
         "init = tf.keras.initializers.Constant(1.0)\n"
         "class Net(tf.keras.Model):\n    def call(self, x):\n        return x\nnet = Net()\n"
         "ds = tf.data.Dataset.from_tensor_slices([1.0, 2.0]).batch(1)\n")


def run(tmp_path, code):
    (tmp_path / "prog.py").write_text(code)
    return CliRunner().invoke(main, ["run", str(tmp_path / "prog.py")])


@pytest.mark.parametrize("reach", [
    "layer.__dict__", "layer.__class__.__subclasses__()", "layer.kernel.__dict__", "model.__reduce__()",
    "x.__dict__", "init.__call__.__globals__", "net.__dict__", "tf.keras.activations.relu.__globals__",
    "model.fit.__func__", "keras.Model.__subclasses__()", "ds.__dict__",
])
def test_dunders_of_keras_objects_are_refused_before_running(tmp_path, reach):
    result = run(tmp_path, SETUP + f"print({reach})\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert "attributes starting with '__' are not allowed" in result.stderr


@pytest.mark.parametrize("reach", ["layer.kernel.value.__init__", "tf.keras.layers.Dense.__init__",
                                   "model.__call__", "layer.__init__", "ds.__iter__"])
def test_the_special_methods_a_program_may_name_are_no_way_into_keras_objects(tmp_path, reach):
    result = run(tmp_path, SETUP + f"print({reach})\n")
    assert result.exit_code == 1 and result.stdout == ""
    assert "AttributeError: " in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("reach", ["layer._trainable_variables", "model._layers", "layer.kernel._value",
                                   "net._tracker", "model._compile_loss", "x._keras_history", "ds._tensors"])
def test_private_attributes_of_keras_objects_are_refused_before_running(tmp_path, reach):
    result = run(tmp_path, SETUP + f"print({reach})\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert "attributes starting with '_' are allowed only where the program defines them" in result.stderr


@pytest.mark.parametrize("reach", ["layer", "layer.kernel", "model", "x", "init", "net", "model.optimizer",
                                   "tf.keras.activations.relu"])
def test_getattr_of_a_dunder_on_keras_objects_fails_cleanly(tmp_path, reach):
    result = run(tmp_path, SETUP + f"print(getattr({reach}, '__dict__'))\n")
    assert result.exit_code == 1 and result.stdout == ""
    assert "attributes starting with '__' are not allowed" in result.stderr
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr


@pytest.mark.parametrize("target, message", [
    ("layer.kernel", "no attribute can be set on it"), ("layer.units", "no attribute can be set on it"),
    ("model.fit", "no attribute can be set on it"), ("x.shape", "no attribute can be set on it"),
])
def test_a_keras_object_lets_a_program_set_trainable_only(tmp_path, target, message):
    result = run(tmp_path, SETUP + f"{target} = 1\n")
    assert result.exit_code == 1 and message in result.stderr and "Traceback" not in result.stderr


def test_a_layer_made_trainable_false_drops_out_of_the_trainable_weights_as_in_keras(tmp_path):
    result = run(tmp_path, SETUP + "layer.trainable = False\nprint(len(layer.trainable_weights), "
                                   "len(layer.non_trainable_weights), layer.kernel.trainable)\n")
    assert result.exit_code == 0 and result.stdout == "0 2 False\n"  # what TensorFlow printed


def test_fit_shuffles_unseeded_as_tensorflow_does_saying_the_output_depends_on_it(tmp_path):
    result = run(tmp_path, SETUP + "model.fit(tf.ones((4, 3)), tf.ones((4, 1)), batch_size=2, verbose=0)\n")
    assert result.exit_code == 0 and "output depends on unseeded randomness" in result.stderr
    result = run(tmp_path, "import keras\nkeras.utils.set_random_seed(1)\n" + SETUP +
                 "model.fit(tf.ones((4, 3)), tf.ones((4, 1)), batch_size=2, verbose=0)\n")
    assert result.exit_code == 0 and "unseeded" not in result.stderr


def test_compile_refuses_weighted_metrics_rather_than_leave_them_out(tmp_path):
    result = run(tmp_path, SETUP + "model.compile(loss='mse', weighted_metrics=['mae'])\n")
    assert result.exit_code == 2 and "compile(weighted_metrics=...) is not run by gradcli" in result.stderr


def test_tf_data_beyond_datasets_in_memory_is_refused_saying_so(tmp_path):
    result = run(tmp_path, SETUP + "d = tf.data.Dataset.from_tensor_slices([1.0]).cache('cached')\n")
    assert result.exit_code == 1 and "gradcli caches a dataset in memory only" in result.stderr
    result = run(tmp_path, SETUP + "d = tf.data.TFRecordDataset('x')\n")
    assert result.exit_code == 2 and "tf.data.TFRecordDataset is not run by gradcli: of tf.data it runs datasets " \
        "in memory" in result.stderr


@pytest.mark.parametrize("code, name", [
    ("model.save('m.keras')", ".save"), ("model.save_weights('m.weights.h5')", ".save_weights"),
    ("model.load_weights('m.weights.h5')", ".load_weights"), ("tf.keras.models.load_model('m.keras')",
                                                              ".load_model"),
    ("tf.keras.callbacks.ModelCheckpoint('m.keras')", ".callbacks"),
])
def test_saving_and_loading_are_refused_before_running_naming_the_construct(tmp_path, code, name):
    result = run(tmp_path, SETUP + code + "\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert name in result.stderr


def test_a_program_class_that_forgets_super_init_gets_keras_message(tmp_path):
    code = ("import tensorflow as tf\nclass L(tf.keras.layers.Layer):\n"
            "    def __init__(self):\n        self.units = 2\n"
            "    def call(self, x):\n        return x\nL()(tf.ones((1, 2)))\n")
    result = run(tmp_path, code)
    assert result.exit_code == 1 and "you forgot to call `super().__init__()`" in result.stderr


def test_a_model_prints_and_names_its_layers_as_keras_does(tmp_path):
    code = ("import tensorflow as tf\nclass Net(tf.keras.Model):\n    def __init__(self):\n        super().__init__()\n"
            "        self.d = tf.keras.layers.Dense(2, kernel_initializer='zeros')\n    def call(self, x):\n"
            "        return self.d(x)\nnet = Net()\nprint(net, net.built)\nnet(tf.ones((1, 3)))\n"
            "print(net, [w.path for w in net.weights], net.layers)\n")
    result = run(tmp_path, code)
    assert result.exit_code == 0
    assert result.stdout == ("<Net name=net, built=False> False\n<Net name=net, built=True> "  # TensorFlow's
                             "['net/dense/kernel', 'net/dense/bias'] [<Dense name=dense, built=True>]\n")


def test_keras_is_loaded_only_for_programs_that_use_it(tmp_path):
    (tmp_path / "plain.py").write_text("import tensorflow as tf\nprint(tf.constant(1.0) * 2)\n")
    check = ("import sys\nfrom click.testing import CliRunner\nfrom gradcli.cli import main\n"
             f"CliRunner().invoke(main, ['run', {str(tmp_path / 'plain.py')!r}])\n"
             "print(sorted(m for m in sys.modules if m.startswith('gradcli.tensorflow.keras.')))\n")
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "['gradcli.tensorflow.keras.lazy']", done.stderr
