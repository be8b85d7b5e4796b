"""TensorFlow code, run as written: what TensorFlow 2.21 printed is the oracle.

tensorflow_cases/ holds snippets covering the surface gradcli runs — every
printing format, dtypes, tapes, variables, numpy, Python's statements — and
tensorflow_programs/ programs from the sections of TensorFlow's guides and
keras_programs/ Keras programs (layers, models, optimizers, training), each
with the standard output TensorFlow printed (NAME.out) and its exit status
(NAME.status). gradcli must print the same, numbers within float32 round-off;
the long training runs (keras_programs/train_*.py), where one kernel's last bit
grows step by step into the printed digits, byte for byte.
The rest checks errors, their places and exit statuses, and hostile files.
"""
import json
import pathlib

import pytest
from click.testing import CliRunner

from gradcli.cli import main
from gradcli.commands.expected_output import output_difference
from gradcli.tensorflow.kernels import reductions

CASES = pathlib.Path(__file__).parent / "tensorflow_cases"
PROGRAMS = [pathlib.Path(__file__).parent / folder for folder in ("tensorflow_programs", "keras_programs")]
EVERY_CASE = sorted([*CASES.glob("*.py"), *(case for folder in PROGRAMS for case in folder.glob("*.py"))])
BYTE_FOR_BYTE = set(PROGRAMS[1].glob("train_*.py"))
# The CPUs TensorFlow could use when it printed the outputs: the order of some of its sums (BiasAddGrad's) depends
# on its thread count, which gradcli takes from the CPUs it may use, as TensorFlow does.
RECORDING_CPUS = json.loads((pathlib.Path(__file__).parent / "reference" / "tensorflow_environment.json")
                            .read_text())["cpus"]
SENTINEL = "HOSTILE_SENTINEL"


def run(tmp_path, code, *options, name="prog.py"):
    (tmp_path / name).write_text(code)
    return CliRunner().invoke(main, ["run", str(tmp_path / name), *options])


@pytest.mark.parametrize("case", EVERY_CASE, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_prints_what_tensorflow_printed(case, monkeypatch):
    monkeypatch.chdir(case.parent)
    monkeypatch.setattr(reductions, "default_num_threads", lambda: RECORDING_CPUS)
    result = CliRunner().invoke(main, ["run", case.name])
    expected_status = int(case.with_suffix(".status").read_text())
    assert result.exit_code == expected_status, result.stderr
    expected = case.with_suffix(".out").read_text()
    difference = output_difference(expected, result.stdout)
    assert difference is None, f"{difference}\n{result.stdout}"
    if case in BYTE_FOR_BYTE:
        assert result.stdout == expected
    assert "Traceback" not in result.stderr
    raised = case.with_suffix(".raises")
    if expected_status:  # the exception TensorFlow raised is the one gradcli's message names
        assert f"error: {raised.read_text().strip()}: " in result.stderr, result.stderr


def test_the_cases_cover_the_surface():
    text = "\n".join(p.read_text() for p in EVERY_CASE)
    for feature in ["tf.Variable", "assign_sub", "persistent=True", "watch_accessed_variables=False",
                    "stop_recording", "reset()", "watched_variables", "batch_jacobian", "jacobian(", "np.mean",
                    "for ", "while ", "def ", "enumerate(", "zip(", ".items()", "f\"", "del ", "assert ",
                    "break", "continue", "tf.float64", "trainable=False", "print(", "ForwardAccumulator",
                    "@tf.custom_gradient", "variables=None", "tf.recompute_grad"]:
        assert feature in text, feature


def test_the_output_comparison_allows_round_off_only():
    assert output_difference("tf.Tensor(0.20586154, shape=(2,))\n", "tf.Tensor(0.20586157, shape=(2,))\n") is None
    assert output_difference("[1. 2.]\n", "[1.  2.]\n") is None  # spacing aside
    assert output_difference("[ inf -inf nan]\n", "[ inf -inf nan]\n") is None
    assert output_difference("inf\n", "-inf\n").line == 1
    assert output_difference("0.5\n", "0.6\n").line == 1
    assert output_difference("a\nb\n", "a\n").message == "it printed less than expected, from line 2"


def test_the_output_comparison_takes_kerass_progress_times_as_variable_and_reads_a_bar_as_a_terminal_shows_it():
    bar = "\x1b[1m{n}/2\x1b[0m \x1b[32m━━\x1b[0m\x1b[37m━━\x1b[0m \x1b[1m{t}\x1b[0m {step}/step - loss: {loss}"
    keras = "Epoch 1/2\n\r" + bar.format(n=1, t="3s", step="40ms", loss="0.5") + "\b" * 40 + "\r" + \
        bar.format(n=2, t="1s", step="21ms", loss="0.4000") + "\n2/2 - 1s - 21ms/step - loss: 0.4000\n"
    gradcli = "Epoch 1/2\n\r" + bar.format(n=2, t="0s", step="3us", loss="0.4000") + "   \n" \
        "2/2 - 0s - 2ms/step - loss: 0.4000\n"
    assert output_difference(keras, gradcli) is None  # times aside, the updates a terminal overwrites aside
    assert output_difference(keras.replace("\r", "\n"), gradcli) is None  # (read as text, \r is a line end)
    assert "'0.4100' where '0.4000'" in output_difference(keras, gradcli.replace("0.4000\n", "0.4100\n")).message
    assert output_difference(keras, gradcli.replace("2/2 - 0s", "1/2 - 0s")) is not None
    assert output_difference("took 1s\n", "took 2s\n") is not None  # (times only on a progress line)


def test_a_runtime_error_ends_with_status_1_after_what_was_printed(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nprint('before')\nx = tf.constant([1.0, 2.0])\n"
                           "y = x + tf.constant([1.0, 2.0, 3.0])\nprint('after')\n")
    assert result.exit_code == 1 and result.stdout == "before\n"
    assert f"{tmp_path / 'prog.py'}:4:5: error: InvalidArgumentError" in result.stderr
    assert "    4 | y = x + tf.constant([1.0, 2.0, 3.0])" in result.stderr


def test_tf_print_writes_to_standard_error_as_tensorflow_does_even_before_an_error(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nx = tf.constant([1.5, 2.0, 3.25])\ntf.print(x)\n"
                           "tf.print('loss:', tf.reduce_sum(x), 3)\ntf.print(tf.constant([[1, 2], [3, 4]]))\n"
                           "tf.print(tf.range(20))\ntf.print(tf.range(7))\n"
                           "tf.print(tf.reshape(tf.range(8), [2, 2, 2]))\n"
                           "tf.print(tf.constant(0.1), tf.constant(1e-8), tf.constant(True))\n"
                           "print('out')\nx = 1 / 0\n")
    assert result.exit_code == 1 and result.stdout == "out\n"
    # what TensorFlow 2.21 wrote on standard error
    assert result.stderr.startswith("[1.5 2 3.25]\nloss: 6.75 3\n[[1 2]\n [3 4]]\n[0 1 2 ... 17 18 19]\n"
                                    "[0 1 2 ... 4 5 6]\n[[[0 1]\n  [2 3]]\n\n [[4 5]\n  [6 7]]]\n0.1 1e-08 1\n")
    assert "ZeroDivisionError" in result.stderr


def test_tf_print_writes_float16_and_bfloat16_with_nine_digits_and_complex_numbers_as_question_marks(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\ntf.print(tf.constant([0.1, 1 / 3, 1000.5], tf.float16))\n"
                           "tf.print(tf.constant([0.1, 1 / 3, 1000.5], tf.bfloat16))\n"
                           "tf.print(tf.constant([1 + 2j, -0.5j]))\n"
                           "tf.print(tf.constant([200, 3], tf.uint8), tf.constant([2 ** 63 + 5], tf.uint64))\n")
    assert result.exit_code == 0 and result.stdout == ""
    # what TensorFlow 2.21 wrote on standard error
    assert result.stderr == ("[0.0999755859 0.333251953 1000.5]\n[0.100097656 0.333984375 1000]\n[? ?]\n"
                             "[200 3] [9223372036854775813]\n")


def test_a_non_persistent_tape_used_twice_is_tensorflows_runtime_error(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nx = tf.Variable(2.0)\nwith tf.GradientTape() as t:\n"
                           "    y = x * x\nprint(t.gradient(y, x))\nprint(t.gradient(y, x))\n")
    assert result.exit_code == 1 and result.stdout == "tf.Tensor(4.0, shape=(), dtype=float32)\n"
    assert ":6:7: error: RuntimeError: A non-persistent GradientTape can only be used to compute one set of " \
           "gradients" in result.stderr


def test_integer_sources_get_none_and_tensorflows_warning(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nx = tf.constant(3)\nwith tf.GradientTape() as t:\n"
                           "    t.watch(x)\n    y = x * x\nprint(t.gradient(y, x))\n")
    assert result.exit_code == 0 and result.stdout == "None\n"
    assert result.stderr == ("WARNING:tensorflow:The dtype of the watched tensor must be floating (e.g. tf.float32), "
                             "got tf.int32\n")


def test_a_gradient_through_complex_numbers_is_refused_where_it_is_asked_for(tmp_path):
    # TensorFlow computes it, by its conventions for complex derivatives; gradcli says it does not (exit 1).
    result = run(tmp_path, "import tensorflow as tf\nx = tf.Variable([1.0, 2.0])\nwith tf.GradientTape() as tape:\n"
                           "    c = tf.complex(x, x)\n    y = tf.reduce_sum(tf.abs(c * c))\nprint(y)\n"
                           "print(tape.gradient(y, x))\n")
    assert result.exit_code == 1 and result.stdout == "tf.Tensor(10.0, shape=(), dtype=float32)\n"
    assert ("prog.py:7:7: error: gradcli computes no gradients of complex numbers, and tf.abs of complex numbers is "
            "on the way; compute with the real and imaginary parts as real tensors instead\n") in result.stderr
    assert "Traceback" not in result.stderr


def test_a_complex_source_is_watched_without_a_warning_and_its_gradient_refused(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nv = tf.Variable([1 + 1j])\nwith tf.GradientTape() as tape:\n"
                           "    y = tf.math.real(v * v)\nprint(tape.watched_variables()[0].dtype)\n"
                           "g = tape.gradient(y, v)\n")
    assert result.exit_code == 1 and result.stdout == "<dtype: 'complex128'>\n"
    assert result.stderr.startswith("prog.py:6:5: error: gradcli computes no gradients of complex numbers, and "
                                    "source 0 is complex128;".replace("prog.py", str(tmp_path / "prog.py")))


def test_standard_input_with_language_tf(tmp_path):
    result = CliRunner().invoke(main, ["run", "-", "--language", "tf"], input="import tensorflow as tf\n"
                                                                              "print(tf.constant(1) + 2)\n")
    assert result.exit_code == 0 and result.stdout == "tf.Tensor(3, shape=(), dtype=int32)\n"


def test_json_gives_what_it_printed(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nprint(tf.__version__)\n", "--format", "json")
    assert result.stdout == f'{{"file": "{tmp_path / "prog.py"}", "output": "2.21.0\\n"}}\n'


def test_a_program_file_that_imports_tensorflow_is_tensorflow_code(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nprint(tf.reduce_sum([1.0, 2.0]))\n", name="snippet.txt")
    assert result.stdout == "tf.Tensor(3.0, shape=(), dtype=float32)\n"


def test_an_empty_file_runs_as_in_python_with_a_warning_that_it_is_empty(tmp_path):
    result = run(tmp_path, "# nothing yet\n")
    assert result.exit_code == 0 and result.stdout == ""
    assert result.stderr == f"warning: {tmp_path / 'prog.py'}: the program is empty: there is nothing to run\n"


def test_a_file_that_ends_too_early_has_the_caret_where_it_ends(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nx = tf.constant(1.0) *\n")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"{tmp_path / 'prog.py'}:2:23: "
                                    "error: invalid syntax: unexpected end of the program")


@pytest.mark.parametrize("code, message", [
    ("print(r.map(lambda x: tf.zeros([x + 1])))", "gradcli does not infer the element_spec of a map whose shapes "
                                                  "follow the values of the elements"),
    ("print(r.batch(2).map(lambda x: x * 2).element_spec)", "gradcli does not infer the element_spec of a map over "
                                                            "elements of unknown size"),
    ("r.cache('cached')", "gradcli caches a dataset in memory only"),
    ("r.padded_batch(2, padded_shapes=[])", "gradcli pads batches with zeros to the largest element only"),
])
def test_tf_data_refuses_what_it_would_not_do_as_tensorflow_does(tmp_path, code, message):
    result = run(tmp_path, f"import tensorflow as tf\nr = tf.data.Dataset.range(4)\n{code}\n")
    assert result.exit_code == 1 and result.stdout == ""
    assert "prog.py:3:" in result.stderr and f"error: {message}" in result.stderr


def test_tf_data_batching_elements_of_different_sizes_fails_in_the_iterator_as_in_tensorflow(tmp_path):
    # (which of the two sizes TensorFlow's message calls the batch's varies from run to run: its copies race)
    result = run(tmp_path, "import tensorflow as tf\nds = tf.data.Dataset.from_tensor_slices([1, 2, 2])\n"
                           "print(list(ds.map(lambda n: tf.fill([n], n)).batch(3)))\n")
    assert result.exit_code == 1 and result.stdout == ""
    assert ("error: InvalidArgumentError: {{function_node __wrapped__IteratorGetNext_output_types_1_device_/job:"
            "localhost/replica:0/task:0/device:CPU:0}} Cannot add tensor to the batch: number of elements does not "
            "match. Shapes are: [tensor]: [2], [batch]: [1] [Op:IteratorGetNext] name: ") in result.stderr


@pytest.mark.parametrize("code, name", [
    ("d = tf.data.TFRecordDataset('x')", "tf.data.TFRecordDataset"),
    ("d = tf.data.TextLineDataset('x')", "tf.data.TextLineDataset"),
    ("d = tf.data.Dataset.from_generator(list)", "tf.data.Dataset.from_generator"),
    ("d = tf.data.Dataset.list_files('*.txt')", "tf.data.Dataset.list_files"),
])
def test_tf_data_from_files_and_generators_is_refused_by_name(tmp_path, code, name):
    result = run(tmp_path, f"import tensorflow as tf\n{code}\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert f"prog.py:2:5: error: {name} is not run by gradcli: of tf.data it runs datasets in memory" in result.stderr


@pytest.mark.parametrize("code, name, what", [
    ("x = tf.image.flip_left_right([[[2.0]]])", "tf.image", "image operations"),
    ("r = tf.RaggedTensor.from_row_splits([1.0], [0, 1])", "tf.RaggedTensor", "ragged tensors"),
    ("c = tf.train.Checkpoint()", "tf.train", "checkpoints and training utilities"),
    ("n = tensorflow.strings.length('a')", "tf.strings", "string operations"),
])
def test_tensorflow_that_gradcli_knows_of_but_does_not_run_is_refused_saying_so(tmp_path, code, name, what):
    result = run(tmp_path, f"import tensorflow as tf\nimport tensorflow\nx = 1.0\n{code}\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert (f"prog.py:4:{code.index(' = ') + 4}: error: {name} is not run by gradcli: it runs tensors, variables, "
            f"gradient tapes and the functions 'gradcli functions' lists, not {what}\n") in result.stderr


@pytest.mark.parametrize("code, message", [
    ("x = tf.math.sine(1.0)", "gradcli does not run tf.math.sine yet; did you mean 'sin' or 'sinh'?"),
    ("x = tf.reduce_summ([1.0])", "gradcli does not run tf.reduce_summ yet; did you mean 'reduce_sum'?"),
    ("x = tf.constant(1.0).numpyy()", "gradcli does not know the attribute .numpyy; did you mean 'numpy'?"),
    ("x = tf.keras.lossez", "gradcli does not know the attribute .lossez; did you mean 'losses'?"),
    ("x = tf.keras.nothing_like_it", "gradcli does not know the attribute .nothing_like_it\n"),
    ("g = gradient(1.0, 2.0)", "NameError: name 'gradient' is not defined\n"),
])
def test_suggestions_are_a_typo_away_and_of_the_namespace_written(tmp_path, code, message):
    result = run(tmp_path, f"import tensorflow as tf\n{code}\n")
    assert result.exit_code in (1, 2) and message in result.stderr


@pytest.mark.parametrize("differentiate, place, printed", [
    ("with tf.GradientTape() as tape:\n    tape.watch(x)\n    y = tf.linalg.det(x)\n"
     "print(y)\nprint(tape.gradient(y, x))\n",
     "prog.py:5:9: error: InvalidArgumentError: the gradient of tf.linalg.det (taken on line 7)",
     "tf.Tensor(0.0, shape=(), dtype=float32)\n"),
    ("with tf.autodiff.ForwardAccumulator(x, tf.ones([2, 2])) as acc:\n    y = tf.linalg.det(x)\n",
     "prog.py:4:9: error: InvalidArgumentError: the gradient of tf.linalg.det", ""),
])
def test_a_gradient_that_fails_names_the_function_written_at_its_place(tmp_path, differentiate, place, printed):
    # As in TensorFlow: det of a singular matrix is 0, its gradient (or tangent) an InvalidArgumentError.
    result = run(tmp_path, f"import tensorflow as tf\nx = tf.constant([[1.0, 2.0], [2.0, 4.0]])\n{differentiate}")
    assert result.exit_code == 1 and result.stdout == printed
    assert f"{place}: Input is not invertible.\n" in result.stderr


@pytest.mark.parametrize("change", ["calls.append(1)", "calls[0] = 1", "counter.n += 1", "global total",
                                    "calls.extend([1])", "seen.update({1: 2})"])
def test_a_trace_run_again_as_python_refuses_to_change_outside_objects_again(tmp_path, change):
    # TensorFlow runs a tf.function's Python only while tracing; gradcli runs a trace that calls Keras as Python at
    # each call, the first included, which would change these again: refused, never done twice
    code = ("import tensorflow as tf\nmodel = tf.keras.Sequential([tf.keras.layers.Dense(2)])\n"
            "model(tf.ones((1, 3)))\ncalls, seen, total = [0], {}, 0\nclass Counter:\n    n = 0\ncounter = Counter()\n"
            f"@tf.function\ndef f(x):\n    {change}\n    return model(x)\n"
            "f(tf.ones((1, 3)))\nprint('traced')\nf(tf.ones((1, 3)))\nprint('called again')\n")
    result = run(tmp_path, code)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "line 10 changes an object or name from outside it" in result.stderr


def test_the_step_budget_stops_an_endless_loop(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nx = 0\nwhile True:\n    x += 1\n", "--max-steps", "1000")
    assert result.exit_code == 1
    assert "the program reached the limit of 1,000 steps (raise it with --max-steps" in result.stderr


def test_the_step_budget_counts_tensor_work_so_a_tensor_loop_stops_sooner(tmp_path):
    # The same loop, on Python numbers and on a tensor: each operation on tensors costs the budget steps.
    loop = "i = 0\nwhile True:\n    i += 1\n    print(i)\n    x = x * 1.0\n"
    turns = {}
    for kind, start in (("numbers", "x = 1.0\n"), ("tensors", "import tensorflow as tf\nx = tf.constant(1.0)\n")):
        result = run(tmp_path, start + loop, "--max-steps", "5000")
        assert result.exit_code == 1 and "the program reached the limit of 5,000 steps (raise it with " \
            "--max-steps or GRADCLI_MAX_STEPS)" in result.stderr
        turns[kind] = int(result.stdout.split()[-1])
    assert turns["tensors"] < 0.8 * turns["numbers"], turns
    from gradcli.engine import tensor
    assert tensor.CHARGE is None  # the run's hook is gone with it


def test_a_gradient_beyond_the_step_budget_stops_at_its_call(tmp_path):
    code = "import tensorflow as tf\nx0 = tf.constant([1.0] * 100)\nx = x0\nwith tf.GradientTape() as t:\n" \
           "    t.watch(x)\n" + "".join("    x = x * 1.0\n" for _ in range(20)) + "g = t.gradient(x, x0)\n"
    result = run(tmp_path, code, "--max-steps", "1400")  # the forward pass takes some 900, the gradient 1,000
    assert result.exit_code == 1 and "the program reached the limit of" in result.stderr
    assert "prog.py:26:5: error:" in result.stderr and "internal error" not in result.stderr


def test_deep_recursion_through_def_stops_cleanly(tmp_path):
    result = run(tmp_path, "def f(n):\n    return f(n + 1)\nf(0)\n")
    assert result.exit_code == 1 and "the calls nest deeper than the limit of 100 levels" in result.stderr
    assert "Traceback" not in result.stderr


HOSTILE = [
    # code, exit status, what the message says
    (f"import os\nos.system('touch {SENTINEL}')\n", 2, "gradcli's os has only os.environ"),
    (f"import os\ngetattr(os, 'system')('touch {SENTINEL}')\n", 2, "gradcli's os has only os.environ"),
    ("import os.path\n", 2, "gradcli's os has only os.environ"),
    ("import os\nos.environ.__class__.__subclasses__()\n", 2, "attributes starting with '__'"),
    ("import subprocess as tf\n", 2, "not 'subprocess'"),
    ("from os import system\n", 2, "not os.system"),
    ("from . import tf\n", 2, "not 'None'"),
    (f"open('{SENTINEL}', 'w')\n", 2, "Python's 'open' is not supported here"),
    ("eval('1')\n", 2, "Python's 'eval' is not supported here"),
    ("exec('x = 1')\n", 2, "Python's 'exec' is not supported here"),
    ("getattr(print, '__globals__')\n", 1, "attributes starting with '__' are not allowed"),
    ("getattr(getattr, '__self__')\n", 1, "attributes starting with '__' are not allowed"),
    (f"__import__('os').system('touch {SENTINEL}')\n", 2, "names starting with '__'"),
    ("import tensorflow as tf\nx = tf.constant(1.0)\ny = x.__class__.__subclasses__()\n", 2,
     "attributes starting with '__'"),
    ("print.__reduce__()\n", 2, "attributes starting with '__'"),
    # keras.ops's activations are values, not ways in
    ("import keras\nkeras.ops.gelu.__globals__\n", 2, "attributes starting with '__'"),
    ("import keras\ngetattr(keras.ops.softmax, 'function')\n", 1, "'function' object has no attribute 'function'"),
    ("import keras\nkeras.ops.elu.function\n", 1, "'function' object has no attribute 'function'"),
    ("import keras\nkeras.layers.ELU().call.__globals__\n", 2, "attributes starting with '__'"),
    ("import keras\nkeras.layers.ELU().__dict__\n", 2, "attributes starting with '__'"),
    # tnp's functions and top_k's namedtuple are values, not ways in
    ("import tensorflow.experimental.numpy as tnp\ntnp.sin.__globals__\n", 2, "attributes starting with '__'"),
    ("import tensorflow.experimental.numpy as tnp\ngetattr(tnp.sin, '__globals__')\n", 1,
     "attributes starting with '__' are not allowed"),
    ("import tensorflow as tf\ntf.math.top_k([1.0])._asdict()\n", 2, "allowed only where the program defines them"),
    ("import tensorflow as tf\ntf.experimental.numpy.random.rand(2)\n", 1,
     "module 'tensorflow.experimental.numpy' has no attribute 'random'"),
    # a generator's frame and code stay out of reach, and yield runs only where gradcli walks it
    ("def g():\n    yield 1\ng().gi_frame\n", 2, "does not know the attribute .gi_frame"),
    ("def g():\n    yield 1\ng().__next__()\n", 2, "attributes starting with '__'"),
    ("def g():\n    yield 1\ngetattr(g(), 'gi_code')\n", 1, "object has no attribute 'gi_code'"),
    ("yield 1\n", 2, "'yield' outside function"),
    ("def g():\n    print((yield 1))\n", 2, "yield as a statement"),
    ("def g():\n    with open('x') as f:\n        yield f\n", 2, "Python's 'open' is not supported"),
    ("def g():\n    try:\n        yield 1\n    finally:\n        pass\nlist(g())\n", 2, "not in try statements"),
    ("def g():\n    while True:\n        yield 1\nlist(g())\n", 1, "reached the limit of"),
    ("import numpy as np\nnp.save('x', np.zeros(3))\n", 2, "gradcli does not run np.save yet"),
    ("import numpy as np\nnp.zeros(3).tofile('x')\n", 2, "does not know the attribute .tofile"),
    ("import numpy as np\nnp.zeros(3).ctypes\n", 2, "does not know the attribute .ctypes"),
    ("'{0.__globals__}'.format(print)\n", 1, "only {}, {0}, {name}"),
    # classes, exceptions and lambdas open no way to Python's internals
    ("class A:\n    def __getattribute__(self, name):\n        pass\n", 2, "does not run the special method"),
    ("class A:\n    def __init_subclass__(cls):\n        pass\n", 2, "does not run the special method"),
    ("class A(metaclass=type):\n    pass\n", 2, "without keywords"),
    ("class A:\n    pass\nA.__subclasses__()\n", 2, "attributes starting with '__'"),
    ("class A:\n    pass\nA.__dict__\n", 2, "attributes starting with '__'"),
    ("class A:\n    pass\nA.__bases__\n", 2, "attributes starting with '__'"),
    ("object.__subclasses__()\n", 2, "attributes starting with '__'"),
    ("type(1).__mro__\n", 2, "attributes starting with '__'"),
    ("f = lambda: 1\nf.__globals__\n", 2, "attributes starting with '__'"),
    ("def f():\n    pass\nf.__code__\n", 2, "attributes starting with '__'"),
    ("def f():\n    pass\nf.__wrapped__\n", 2, "attributes starting with '__'"),
    ("try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    e.__traceback__\n", 2, "attributes starting with '__'"),
    ("try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    e.with_traceback(None)\n", 2,
     "does not know the attribute .with_traceback"),
    ("class A:\n    pass\nA().__class__.__class__.__subclasses__\n", 2, "attributes starting with '__'"),
    ("class A:\n    def f(self):\n        return super().__class__\nprint(A().f())\n", 1, "super"),
    ("raise SystemExit\n", 2, "Python's 'SystemExit' is not supported here"),
    ("raise 3\n", 1, "exceptions must derive from BaseException"),
    ("while True:\n    try:\n        pass\n    except Exception:\n        pass\n", 1,
     "the program reached the limit of"),  # the step limit is no exception a program can catch
    ("def f():\n    try:\n        return f()\n    except RecursionError:\n        return f()\nf()\n", 1,
     "the calls nest deeper"),
    ("try:\n    x = [0] * 10 ** 10\nexcept Exception:\n    pass\n", 1, "would have 10,000,000,000 elements"),
    ("import tensorflow as tf\ntf.io.write_file('x', 'y')\n", 2, "tf.io is not run by gradcli"),
    ("x = [0] * 10 ** 10\n", 1, "would have 10,000,000,000 elements"),
    ("x = 2 ** 10 ** 10\n", 1, "would have more than 65,536 bits"),
    ("x = 'a' * 10 ** 12\n", 1, "the repeated str would have"),
    ("import numpy as np\nx = np.array([[1.0]] * 100000) * np.array([[1.0] * 100000])\n", 1,
     "would have 10,000,000,000"),
    ("import numpy as np\nx = np.maximum(np.array([[1.0]] * 100000), np.array([[1.0] * 100000]))\n", 1,
     "would have 10,000,000,000"),
    ("import numpy as np\nb = np.array([1.0], dtype='(1000,1000,200)f8')\n", 1, "a dtype of numbers is needed"),
    ("x = [i for i in range(3000000)]\n", 1, "the program reached the limit of"),
    ("print(sum(range(10**12)))\n", 1, "the program reached the limit of"),
    ("print(max(i for i in range(10**12)))\n", 1, "the program reached the limit of"),
    ("x = 3\nfor i in range(40):\n    x = x * x\n", 1, "the integer product would have more than 65,536 bits"),
    ("a = [0]\nfor i in range(40):\n    a = a + a\n", 1, "the joined list would have"),
    ("a = [0]\nfor i in range(40):\n    a.extend(a)\n", 1, "the extended list would have"),
    ("s = 'ab'\nfor i in range(40):\n    s = s.join([s, s])\n", 1, "the joined string would have"),
    ("s = f'{1:>2000000000}'\n", 1, "a format width or precision of 2,000,000,000"),
    ("s = '%2000000000d' % 1\n", 1, "a format width or precision of 2,000,000,000"),
    ("for x in 3.0:\n    pass\n", 1, "'float' object is not iterable"),
    ("import tensorflow as tf\nfor x in tf.constant(1.0):\n    pass\n", 1, "len() of a 0-d tensor"),
    ("print({[1]: 2})\n", 1, "unhashable type: 'list'"),
    ("print({**{'a': 1}})\n", 2, "**unpacking in a dict is not supported"),
    ("import tensorflow as tf\nx = tf.constant(1.0)\nx.numpy = 1\n", 1, "no attribute can be set on it"),
    ("import tensorflow as tf\ntf.constant(1.0).T\n", 1, "AttributeError: 'Tensor' object has no attribute 'T'"),
    ("with 3 as x:\n    pass\n", 1, "cannot be used in a with statement"),
    ("x = [1, 2]\nx()\n", 1, "'list' object is not callable"),
    ("@print.__reduce__\ndef f():\n    pass\n", 2, "attributes starting with '__'"),
    ("@3\ndef f():\n    pass\n", 1, "'int' object is not callable"),
    ("import tensorflow as tf\n@tf.custom_gradient\ndef f(x):\n    def g(dy):\n        while True:\n            pass\n"
     "    return x * 1.0, g\nx = tf.constant(1.0)\nwith tf.GradientTape() as t:\n    t.watch(x)\n    y = f(x)\n"
     "t.gradient(y, x)\n", 1, "the program reached the limit of"),
    ("import tensorflow as tf\n@tf.custom_gradient\ndef f(x):\n    def g(dy):\n        return g\n"
     "    return x * 1.0, g\n"
     "x = tf.constant(1.0)\nwith tf.GradientTape() as t:\n    t.watch(x)\n    y = f(x)\nt.gradient(y, x)\n", 1,
     "returned a gradient that is neither a tensor nor numbers"),
    # tf.debugging, init_scope, traced and custom-gradient functions, errors' messages: no way in either
    ("import tensorflow as tf\ntf.debugging.__dict__\n", 2, "attributes starting with '__'"),
    ("import tensorflow as tf\ntf.debugging.assert_equal.__globals__\n", 2, "attributes starting with '__'"),
    ("import tensorflow as tf\ntf.init_scope().__enter__()\n", 2, "attributes starting with '__'"),
    ("import tensorflow as tf\ntry:\n    tf.reshape(tf.ones([2]), [3])\nexcept tf.errors.InvalidArgumentError as e:\n"
     "    e.message.__class__.__subclasses__()\n", 2, "attributes starting with '__'"),
    ("import tensorflow as tf\n@tf.function\ndef f(x):\n    return x\nf.python_function\n", 2,
     "does not know the attribute .python_function"),
    ("import tensorflow as tf\n@tf.function\ndef f(x):\n    return x\n"
     "f.get_concrete_function(tf.constant(1.0)).graph\n",
     2, "does not know the attribute .graph"),
    ("import tensorflow as tf\n@tf.custom_gradient\ndef f(x):\n    return x, lambda dy: dy\nf.__wrapped__\n", 2,
     "attributes starting with '__'"),
    ("import tensorflow as tf\ng = tf.random.Generator.from_seed(1)\ng.state.handle\n", 2,
     "does not know the attribute .handle"),
    ("import tensorflow as tf\nm = tf.Module()\nm._name_scope\n", 2, "attributes starting with '_' are allowed only"),
    # tf.data: a map function sees tensors only, and a dataset or its iterator shows its listed attributes only
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2).map(lambda x: x.__class__.__subclasses__())\n", 2,
     "attributes starting with '__'"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2).map(lambda x: x.graph)\n", 2,
     "does not know the attribute .graph"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2).map(lambda x: x.numpy())\n", 1,
     "'SymbolicTensor' object has no attribute 'numpy'"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2).map(lambda x: x)\nds.source\n", 2,
     "does not know the attribute .source"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2)\nds.elements()\n", 2,
     "does not know the attribute .elements"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2)\nds.count()\n", 1,
     "'_RangeDataset' object has no attribute 'count'"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2)\nds.tf_repr\n", 2,
     "does not know the attribute .tf_repr"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2)\nds.element_spec.__init__\n", 1,
     "'TensorSpec' object has no attribute '__init__'"),
    ("import tensorflow as tf\nds = tf.data.Dataset.range(2)\nds.map.__self__\n", 2,
     "attributes starting with '__'"),
    ("import tensorflow as tf\nit = iter(tf.data.Dataset.range(2))\nit.dataset\n", 2,
     "does not know the attribute .dataset"),
    ("import tensorflow as tf\nit = iter(tf.data.Dataset.range(2))\nit.gi_frame\n", 2,
     "does not know the attribute .gi_frame"),
    ("import tensorflow as tf\nprint(len(list(tf.data.Dataset.range(3).repeat())))\n", 1,
     "the program reached the limit of"),
    ("import tensorflow as tf\nds = tf.data.Dataset.from_tensors(tf.zeros([10 ** 7])).repeat().batch(10 ** 5)\n"
     "print(next(iter(ds)))\n", 1, "the batch would have 20,000,000 elements"),
    ("import tensorflow as tf\nwide, tall = tf.zeros([1, 10 ** 4]), tf.zeros([10 ** 4, 1])\n"
     "ds = tf.data.Dataset.from_tensors(wide).concatenate(tf.data.Dataset.from_tensors(tall))\n"
     "print(next(iter(ds.padded_batch(2))))\n", 1, "the padded batch would have 200,000,000 elements"),
    # functools', itertools', collections', copy's and typing's objects are values, not ways in; the program's
    # functions they are handed run in the interpreter, and Python's own are never reached through them
    ("import functools\nfunctools.partial(len).func.__globals__\n", 2, "attributes starting with '__'"),
    ("import functools\nprint(functools.partial(getattr, print)('__globals__'))\n", 1,
     "attributes starting with '__' are not allowed"),
    ("import functools\ngetattr(functools.partial(len), '__call__')\n", 1, "has no attribute '__call__'"),
    ("import functools\nfunctools.reduce.__module__\n", 2, "attributes starting with '__'"),
    ("print(list(map(eval, ['1'])))\n", 2, "Python's 'eval' is not supported here"),
    ("print(list(map(getattr, [print], ['__globals__'])))\n", 1, "attributes starting with '__' are not allowed"),
    ("print(sorted([1, 2], key=lambda v: __import__('os')))\n", 2, "names starting with '__'"),
    ("print(list(filter(open, ['HOSTILE_SENTINEL'])))\n", 2, "Python's 'open' is not supported here"),
    ("import itertools\nitertools.chain.from_iterable.__self__\n", 2, "attributes starting with '__'"),
    ("import itertools\nitertools.chain.__call__.__globals__\n", 2, "attributes starting with '__'"),
    ("import itertools\nprint(sum(itertools.repeat(1)))\n", 1, "the program reached the limit of"),
    ("import itertools\nprint(len(list(itertools.count())))\n", 1, "the program reached the limit of"),
    ("import itertools\nitertools.product(range(10 ** 8), range(2))\n", 1, "the program reached the limit of"),
    ("import itertools\nnext(itertools.combinations_with_replacement([1], 10 ** 9))\n", 1, "elements"),
    ("import collections\ncollections.namedtuple('P', 'x')(1).__class__.__bases__\n", 2,
     "attributes starting with '__'"),
    ("import collections\ncollections.namedtuple('P', '__class__')\n", 1, "cannot start with an underscore"),
    ("import collections\ncollections.namedtuple('P', 'x')(1)._source\n", 2, "allowed only where the program"),
    ("import collections\nd = collections.defaultdict(lambda: 0)\nd.default_factory.__globals__\n", 2,
     "attributes starting with '__'"),
    ("import collections\nd = collections.deque([0])\nfor _ in range(40):\n    d.extend(d)\n", 1,
     "the program reached the limit of"),
    ("import collections\nt = ()\nfor _ in range(100000):\n    t = (t,)\ncollections.Counter([t])\n", 1,
     "nested more deeply"),
    ("t = ()\nfor _ in range(100000):\n    t = (t,)\nprint({t})\n", 1, "nested more deeply"),
    ("t = ()\nfor _ in range(100000):\n    t = (t,)\nprint({1}.union([t]))\n", 1, "nested more deeply"),
    ("import copy\nimport tensorflow as tf\ncopy.deepcopy(tf.Variable(1.0))\n", 1,
     "gradcli does not run copy.deepcopy of a ResourceVariable yet"),
    ("import copy\ncopy.copy(print).__globals__\n", 2, "attributes starting with '__'"),
    ("import typing\ntyping.List.__getitem__\n", 1, "has no attribute '__getitem__'"),
    ("import typing\ntyping.List.text\n", 2, "does not know the attribute .text"),
    ("__builtins__ = 1\nprint(__import__)\n", 2, "names starting with '__' are not allowed: __import__"),
    ("__x = 1\nclass A:\n    def f(self):\n        return __x\n", 2, "inside a class"),
    ("import numpy as np\nnp.linalg.inv.__wrapped__\n", 2, "attributes starting with '__'"),
    ("import numpy as np\nnp.linalg.eig(np.eye(2)).__class__.__init__.__globals__\n", 2,
     "attributes starting with '__'"),
    ("import numpy as np\nnp.linalg.inv(np.ones((3000, 3000)))\n", 1, "the program reached the limit of"),
    ("import numpy as np\nnp.random.RandomState(0).generator\n", 2, "does not know the attribute .generator"),
    ("import numpy as np\nnp.random.RandomState(0).rand.__self__\n", 2, "attributes starting with '__'"),
    ("import numpy as np\nnp.random.RandomState(0).rand(10 ** 5, 10 ** 5)\n", 1, "elements"),
    # py_function, numpy_function and vectorized_map run the program's functions, and Python's are no way in
    ("import tensorflow as tf\ntf.py_function(eval, ['1'], tf.float32)\n", 2, "Python's 'eval' is not supported"),
    ("import tensorflow as tf\ntf.py_function(getattr, [print, '__globals__'], tf.float32)\n", 1,
     "attributes starting with '__' are not allowed"),
    ("import tensorflow as tf\ntf.numpy_function(getattr, [print, '__globals__'], tf.float32)\n", 1,
     "attributes starting with '__' are not allowed"),
    ("import tensorflow as tf\ntf.vectorized_map(lambda t: t.__class__.__init__.__globals__, tf.ones([1]))\n", 2,
     "attributes starting with '__'"),
    ("import tensorflow as tf\ntf.get_logger().manager\n", 2, "does not know the attribute .manager"),
    ("import tensorflow as tf\ntf.get_logger().setLevel.__self__\n", 2, "attributes starting with '__'"),
    ("import tensorflow as tf\ntf.config.list_physical_devices()[0].__dict__\n", 2, "attributes starting with '__'"),
    ("import tensorflow as tf\ntf.device('/CPU:0').__enter__.__globals__\n", 2, "attributes starting with '__'"),
    ("import tensorflow as tf\ntf.config.run_functions_eagerly(True)\n", 1,
     "gradcli does not run tf.config.run_functions_eagerly(True) yet"),
    ("import tensorflow.experimental.numpy as tnp\ntnp.experimental_enable_numpy_behavior()\n", 2,
     "is not run by gradcli"),
    # only a variable's slice has an assign, and what gradcli cannot update as TensorFlow does it refuses
    ("import tensorflow as tf\ntf.constant([1.0]).assign(2.0)\n", 1, "object has no attribute 'assign'"),
    ("import tensorflow as tf\nv = tf.Variable([1.0, 2.0])\nt = v[0] + 0.0\nt.assign(5.0)\n", 1,
     "object has no attribute 'assign'"),
    ("import tensorflow as tf\nv = tf.Variable([1.0, 2.0])\n@tf.function\ndef f():\n    v[0].assign(5.0)\nf()\n", 1,
     "gradcli does not run a variable's slice assigned inside a tf.function yet"),
    ("import tensorflow as tf\ntf.tensor_scatter_nd_update(tf.zeros([3]), [[1], [1]], [1.0, 2.0])\n", 1,
     "gradcli does not update the same index twice"),
    ("import tensorflow as tf\nv = tf.Variable([1.0, 2.0])\nv[0].assign.__globals__\n", 2,
     "attributes starting with '__'"),
    ("import keras\nkeras.ops.arange.__globals__\n", 2, "attributes starting with '__'"),
    ("import keras\nkeras.ops.arange(10 ** 9)\n", 1, "elements"),
    ("import tensorflow as tf\ntry:\n    tf.constant('hello')\nexcept Exception:\n    print('caught')\n", 1,
     "gradcli does not run tensors of strings yet"),
    ("import tensorflow as tf\nclass A:\n    @tf.custom_gradient\n    def f(self, x):\n        return x, None\n"
     "A().f.__globals__\n", 2, "attributes starting with '__'"),
    ("import dataclasses\n@dataclasses.dataclass(frozen=True)\nclass A:\n    x: int = 1\n", 1,
     "gradcli does not run dataclass(frozen=True) yet"),
    ("from dataclasses import dataclass, field\n@dataclass\nclass A:\n    x: list = field(default_factory=eval)\n",
     2, "Python's 'eval' is not supported here"),
    ("from dataclasses import dataclass\n@dataclass\nclass A:\n    x: int\nA(1).__dataclass_fields__\n", 2,
     "attributes starting with '__'"),
    ("from dataclasses import dataclass\n@dataclass\nclass A:\n    x: int\nA.__init__.__globals__\n", 2,
     "attributes starting with '__'"),
    ("from dataclasses import dataclass\n@dataclass\nclass A:\n    x: int\nprint({A(1)})\n", 1,
     "unhashable type: 'A'"),
    # an array that is a tensor's buffer is read-only, as TensorFlow's is: writing to it cannot change the tensor
    ("import numpy as np\nimport tensorflow as tf\nt = tf.ones([2])\nnp.asarray(t)[0] = 5.0\n", 1,
     "assignment destination is read-only"),
    ("import numpy as np\nimport tensorflow as tf\nt = tf.ones([2])\nnp.reshape(t, [2, 1])[0] = 5.0\n", 1,
     "assignment destination is read-only"),
]


@pytest.mark.parametrize("code, status, fragment", HOSTILE, ids=[c[2][:40] for c in HOSTILE])
def test_hostile_code_is_refused_or_stopped_cleanly(tmp_path, monkeypatch, code, status, fragment):
    monkeypatch.chdir(tmp_path)
    result = run(tmp_path, code, "--max-elements", "10000000", "--max-steps", "1000000")
    assert result.exit_code == status, result.stderr
    assert fragment in result.stderr
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    assert not (tmp_path / SENTINEL).exists()
    if status == 2:
        assert result.stdout == ""


def test_output_gradients_are_seeded_as_tensorflow_seeds_them_with_a_warning(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nx = tf.Variable([1.0, 2.0])\nwith tf.GradientTape() as t:\n"
                           "    y = tf.keras.losses.mse([0.0, 1.0], x)\n    z = x * 2\n"
                           "print(t.gradient([y, z], x, output_gradients=[tf.constant(1.0)]))\n")
    assert result.stdout == "tf.Tensor([3. 3.], shape=(2,), dtype=float32)\n"  # what TensorFlow printed
    assert result.stderr == "warning: output_gradients has 1 entry for 2 targets: TensorFlow seeds the missing " \
                            "1 target with ones\n"


def test_a_variable_read_while_recording_is_stopped_is_not_watched(tmp_path):
    result = run(tmp_path, "import tensorflow as tf\nv = tf.Variable(1.0)\nw = tf.Variable(2.0)\n"
                           "with tf.GradientTape(persistent=True) as t:\n    y = v * 2.0\n"
                           "    with t.stop_recording():\n        z = w * 3.0\n"
                           "print([x.name for x in t.watched_variables()], t.gradient(z, w))\n")
    assert result.stdout == "['Variable:0'] None\n"  # what TensorFlow 2.21 printed


def test_a_list_inside_itself_prints_as_python_prints_it(tmp_path):
    result = run(tmp_path, "a = []\na.append(a)\nprint(a)\n", "--max-depth", "1000")
    assert (result.exit_code, result.stdout) == (0, "[[...]]\n")
    deep = run(tmp_path, "a = []\nfor i in range(200000):\n    a = [a]\nprint(a)\n", "--max-depth", "1000")
    assert deep.exit_code == 1 and "nested too deeply" in deep.stderr


@pytest.mark.parametrize("made, message", [
    ("tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([-1]), tf.constant([3, 2]))",
     "takes indices in [0, 3): -1 is not"),  # (TensorFlow drops a negative index when it makes them dense)
    ("tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([3]), tf.constant([3, 2]))",
     "takes indices in [0, 3): 3 is not"),
    ("tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([0]), tf.constant([3, 3]))",
     "takes a dense shape that its values' rows fit"),
    ("tf.IndexedSlices([[1.0, 2.0]], tf.constant([0]), tf.constant([3, 2]))", "takes tensors: values is a list"),
    ("tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([0])).shape", "made without a dense shape is unknown"),
])
def test_indexed_slices_gradcli_cannot_make_dense_as_tensorflow_does_are_refused(tmp_path, made, message):
    result = run(tmp_path, f"import tensorflow as tf\nprint('made')\nprint({made})\n")
    assert result.stdout == "made\n" and result.exit_code == 1
    assert message in result.stderr and "Traceback" not in result.stderr


def test_a_program_is_refused_once_for_everything_gradcli_does_not_run_each_at_its_place(tmp_path):
    code = ("import tensorflow as tf\nimport numpy as np\nx = tf.foo(1)\ny = np.bar.baz(2)\nz = tf.math.sinn(x)\n"
            "print(open('f'))\nmatch x:\n    case 1:\n        pass\nw = tf.constant(1.0).frobnicate()\n")
    result = run(tmp_path, code)
    assert result.exit_code == 2 and result.stdout == ""
    places = [line.split(": error: ")[0].rsplit(":", 2)[1:] for line in result.stderr.splitlines() if "error:" in line]
    assert places == [["3", "5"], ["4", "5"], ["5", "5"], ["6", "7"], ["7", "1"], ["10", "5"]]  # each once, in order
    for reason in ["gradcli does not run tf.foo yet", "gradcli does not run np.bar yet",
                   "gradcli does not run tf.math.sinn yet; did you mean 'sign', 'sin' or 'sinh'?",
                   "Python's 'open' is not supported here", "gradcli does not run match statements",
                   "gradcli does not know the attribute .frobnicate"]:
        assert reason in result.stderr


def test_a_program_starts_with_the_loggers_default_level_whatever_one_before_it_set(tmp_path):
    logging = "import tensorflow as tf\nprint(tf.get_logger())\ntf.get_logger().setLevel('ERROR')\n"
    first, second = run(tmp_path, logging), run(tmp_path, logging)
    assert first.stdout == second.stdout == "<Logger tensorflow (WARNING)>\n"
