"""The work and memory budgets: every runaway program stops with a message, and every program of the suite fits.

Each hostile program below runs as its own process (`gradcli run`), so that what it costs is its own: it must end
with exit status 1 or 2 and one `error:` line (no traceback, no internal error), before a generous timeout (no
timing is asserted: the machine may be busy), and its peak resident size, read from the operating system, must
stay under the --max-memory it ran with. A safety limit on the address space (far above that) keeps a failing
case from taking the machine's memory; gradcli itself never relies on it.
"""
import os
import pathlib
import resource
import subprocess
import sys
import threading

import pytest
from click.testing import CliRunner

from gradcli.cli import main
from gradcli.engine import limits
from gradcli.lang import runtime
from gradcli.words import limits as limit_words

ROOT = pathlib.Path(__file__).parent.parent
MAX_MEMORY = 1 << 30
SAFETY_ADDRESS_SPACE = 8 << 30
TIMEOUT = 600  # seconds: only a program that never stops reaches it
STEPS = "3000000"  # a tenth of the default: the same stops, sooner

# id, program. Work: loops whose every turn does much work for a small result.
WORK = [
    ("reduce-sum-loop", "import tensorflow as tf\nx = tf.ones([1000])\nwhile True:\n    y = tf.reduce_sum(x)\n"),
    ("reduce-sum-10^8", "import tensorflow as tf\nx = tf.ones([10**8])\nwhile True:\n    y = tf.reduce_sum(x)\n"),
    ("det-4000", ("import tensorflow as tf\nx = tf.eye(4000, dtype=tf.float64)\nwhile True:\n"
                 "    y = tf.linalg.det(x)\n")),
    ("matmul-3000", "import tensorflow as tf\nx = tf.ones([3000, 3000])\nwhile True:\n    y = tf.matmul(x, x)\n"),
    ("one-huge-matmul", ("import tensorflow as tf\nx = tf.ones([20000, 2000])\n"
                        "y = tf.matmul(x, x, transpose_b=True)\n")),
    ("einsum-outer-sum", ("import tensorflow as tf\nx = tf.ones([100000])\nwhile True:\n"
                         "    y = tf.einsum('i,j->', x, x)\n")),
    ("sort-2e7", "import tensorflow as tf\nx = tf.range(2 * 10**7)\nwhile True:\n    y = tf.sort(x)\n"),
    ("list-count", "x = [0] * 10**8\nwhile True:\n    x.count(1)\n"),
    ("list-index", ("x = [0] * 10**8\nwhile True:\n    try:\n        x.index(1)\n"
                   "    except ValueError:\n        pass\n")),
    ("sum-of-list", "x = [0] * 10**8\nwhile True:\n    y = sum(x)\n"),
    ("sorted-list", "x = [0.5] * 10**7\nwhile True:\n    y = sorted(x)\n"),
    ("str-count", "s = 'ab' * 10**7\nwhile True:\n    s.count('c')\n"),
    ("random-shuffle", "import random\nx = [0] * 10**8\nrandom.seed(0)\nwhile True:\n    random.shuffle(x)\n"),
    ("numpy-shuffle", ("import numpy as np\nx = np.zeros(10**8)\nnp.random.seed(0)\nwhile True:\n"
                      "    np.random.shuffle(x)\n")),
    ("object-power", "import numpy as np\nx = np.array([10**100] * 1000, dtype='O')\nwhile True:\n    y = x ** 600\n"),
    ("print-long-list", "print([0.5] * 10**8)\n"),
    ("repr-long-list", "while True:\n    s = repr([0.5] * 10**6)\n"),
    ("tf-print-everything", "import tensorflow as tf\ntf.print(tf.zeros([10**8]), summarize=-1)\n"),
    ("retraced-function", ("import tensorflow as tf\n@tf.function\ndef f(x):\n    return x + 1\n"
                          "for i in range(10**7):\n    f(i)\n")),
    ("fit-forever", ("import numpy as np\nimport tensorflow as tf\n"
                    "m = tf.keras.Sequential([tf.keras.layers.Dense(1)])\n"
                    "m.compile(loss='mse', optimizer='sgd')\nm.fit(np.zeros((4, 2)), np.zeros((4, 1)), epochs=10**9, "
                    "verbose=0)\n")),
    ("dense-10^4-built-20-times", ("import tensorflow as tf\nfor i in range(20):\n"
                                  "    layer = tf.keras.layers.Dense(10**4)\n    layer.build((None, 10**4))\n")),
    ("name-error-among-100000-globals", "".join(f"v{i} = {i}\n" for i in range(100_000))
     + "while True:\n    try:\n        v99999x\n    except NameError:\n        pass\n"),
    ("percent-template-of-zeros", ("t = '%' + '0' * 60000\nwhile True:\n    try:\n        s = t % 1\n"
                                  "    except ValueError:\n        pass\n")),
]
# Memory: values that grow past any limit, and values a program keeps.
MEMORY = [
    ("f-string-doubled", "s = 'x' * 1000\nwhile True:\n    s = f'{s}{s}'\n"),
    ("percent-doubled", "s = 'x' * 1000\nwhile True:\n    s = '%s%s' % (s, s)\n"),
    ("format-doubled", "s = 'x' * 1000\nwhile True:\n    s = '{}{}'.format(s, s)\n"),
    ("join-doubled", "s = 'x' * 1000\nwhile True:\n    s = ''.join([s, s])\n"),
    ("object-array-repeated", "import numpy as np\nx = np.full(1000, 'a', dtype='O') * 10**7\n"),
    ("unicode-array", "import numpy as np\nx = np.zeros(10**7, dtype='U1000')\n"),
    ("tolist-10^8", "import numpy as np\nx = np.zeros(10**8).tolist()\n"),
    ("list-of-enumerate", "x = list(enumerate([0] * 10**8))\n"),
    ("tuple-of-zip", "x = tuple(zip(range(10**8), range(10**8)))\n"),
    ("forty-tensors-kept", ("import tensorflow as tf\nkeep = []\nfor i in range(40):\n"
                           "    keep.append(tf.ones([10**8]))\n")),
    ("arrays-kept", "import numpy as np\nkeep = []\nwhile True:\n    keep.append(np.ones(10**7))\n"),
    ("strings-kept", "keep = []\nwhile True:\n    keep.append('x' * 10**7)\n"),
    ("fit-on-10^8-samples", ("import numpy as np\nimport tensorflow as tf\n"
                            "m = tf.keras.Sequential([tf.keras.layers.Dense(1)])\n"
                            "m.compile(loss='mse', optimizer='sgd')\n"
                            "m.fit(np.zeros((10**8, 2), dtype=np.float32), np.zeros((10**8, 1), dtype=np.float32), "
                            "verbose=0)\n")),
]


def run_alone(tmp_path, code, *options):
    """Run `code` as a program in a process of its own: its exit status, standard error, and peak resident
    bytes (the operating system's count for that process alone)."""
    program = tmp_path / "prog.py"
    program.write_text(code)

    process = subprocess.Popen([sys.executable, "-m", "gradcli", "run", str(program), *options], cwd=tmp_path,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
    resource.prlimit(process.pid, resource.RLIMIT_AS, (SAFETY_ADDRESS_SPACE, SAFETY_ADDRESS_SPACE))
    timer = threading.Timer(TIMEOUT, process.kill)  # only a program that never stops reaches it
    timer.start()
    try:
        stderr = process.stderr.read().decode()
        _, wait_status, usage = os.wait4(process.pid, 0)
    finally:
        timer.cancel()
        process.stderr.close()
    process.returncode = status = os.waitstatus_to_exitcode(wait_status)
    return status, stderr, usage.ru_maxrss * 1024


def check_stopped(result, fragment="error: "):
    status, stderr, _ = result
    assert status in (1, 2), stderr
    assert stderr.count("error: ") == 1 and fragment in stderr, stderr
    assert "Traceback" not in stderr and "internal error" not in stderr and " at 0x" not in stderr, stderr


def check_held(result, limit=MAX_MEMORY):
    assert result[2] <= limit, f"the run held {result[2]:,} bytes"


@pytest.mark.parametrize("code", [c for _, c in WORK], ids=[i for i, _ in WORK])
def test_a_runaway_is_stopped_by_the_step_budget(tmp_path, code):
    result = run_alone(tmp_path, code, "--max-steps", STEPS, "--max-memory", str(MAX_MEMORY))
    check_stopped(result)
    check_held(result)


@pytest.mark.parametrize("code", [c for _, c in MEMORY], ids=[i for i, _ in MEMORY])
def test_what_would_hold_too_much_memory_is_refused_or_stopped(tmp_path, code):
    _, stderr, _ = result = run_alone(tmp_path, code, "--max-memory", str(MAX_MEMORY))
    check_stopped(result)
    check_held(result)
    assert "more than the memory limit" in stderr or "more than the limit of" in stderr, stderr


@pytest.mark.parametrize("loop", ["while True:\n    pass\n", "x = tf.constant(1.0)\nwhile True:\n    x = x * 1.0\n"],
                         ids=["empty", "tensor-work"])
def test_both_headline_loops_stop_at_the_default_budget(tmp_path, loop):
    check_stopped(run_alone(tmp_path, "import tensorflow as tf\n" + loop),
                  "the program reached the limit of 30,000,000 steps")


def test_garbage_in_cycles_inside_a_tape_is_collected_before_the_memory_limit_is_reached(tmp_path):
    # 4 GB of cyclic garbage made in a tape's block (which pauses the collector): TensorFlow runs it, and so does
    # gradcli, in 1 GiB.
    code = "import tensorflow as tf\nwith tf.GradientTape() as t:\n    for i in range(1000):\n" \
           "        a = [tf.ones([10**6])]\n        a.append(a)\nprint('done')\n"
    status, stderr, peak = run_alone(tmp_path, code, "--max-memory", str(MAX_MEMORY))
    assert status == 0 and stderr == ""
    assert peak <= MAX_MEMORY


def test_a_small_memory_limit_stops_what_accumulates_in_small_pieces(tmp_path):
    # Each list is below the size that is checked as it is made; the budget's checkpoints see the total.
    result = run_alone(tmp_path, "keep = []\nwhile True:\n    keep.append([0] * 1000)\n", "--max-memory", "300M")
    check_stopped(result, "more than the memory limit of 314,572,800 bytes")
    check_held(result, (300 << 20) * 1.05)  # what accumulates between two checkpoints is seen at the next


def test_max_memory_reads_sizes_with_units_and_refuses_nonsense():
    assert [limit_words.parse_bytes(t) for t in ("512M", "2G", "1.5GiB", "1000", "3k")] == [
        512 << 20, 2 << 30, 3 << 29, 1000, 3072]
    for text in ("x", "-1", "inf", "0", "", "G"):
        with pytest.raises(ValueError):
            limit_words.parse_bytes(text)
    result = CliRunner().invoke(main, ["run", "-", "--max-memory", "lots"], input="print(1)\n")
    assert result.exit_code == 2 and "is not an amount of memory" in result.stderr


# ----- Every program of the suite fits in a hundredth of the budget -----

PROGRAMS = sorted([*ROOT.glob("tests/tensorflow_cases/*.py"), *ROOT.glob("tests/tensorflow_programs/*.py"),
                   *ROOT.glob("tests/keras_programs/*.py"), *ROOT.glob("samples/*.grad"),
                   *ROOT.glob("samples/tf/*.py")])
# The programs that train for hundreds or thousands of steps are the exceptions, each held to the share it
# measured, rounded up (program -> the fraction of the budget, 1/N, it may use): the optimizers guide's
# convergence tests (Adam: three of up to 2,000 iterations, some 34%), 100-step training loops, and the 200-step
# (or 12- and 20-epoch) runs that compare every optimizer's float32 bytes with TensorFlow's (train_*: 5-23%).
LONG_PROGRAMS = {"tensorflow_programs/optimizers_adam.py": 2, "tensorflow_programs/optimizers_momentum.py": 5,
                 "keras_programs/loop_adam_mlp_100_steps.py": 20,
                 "keras_programs/loop_adam_mlp_variables_100_steps.py": 20,
                 "tensorflow_programs/core_logistic_regression.py": 50,
                 "keras_programs/embedding_each_optimizer_20_steps.py": 20,
                 "keras_programs/function_train_adamw_amsgrad.py": 50,
                 "keras_programs/train_fit_rmsprop_adagrad_12_epochs.py": 3,
                 "keras_programs/train_tf_function_variables_200_steps.py": 3,
                 "keras_programs/train_adamw_mlp_200_steps.py": 5,
                 "keras_programs/fit_cnn_shuffle_validation_split_verbose2.py": 20,
                 "keras_programs/tutorial_overfit_early_stopping_metric_objects.py": 50,
                 **{f"keras_programs/{name}.py": 10 for name in (
                     "train_adagrad_mlp_200_steps", "train_adam_mlp_200_steps", "train_fit_adam_mlp_20_epochs",
                     "train_rmsprop_mlp_200_steps", "train_sgd_momentum_mlp_200_steps",
                     "train_variables_mlp_200_steps")}}


@pytest.fixture
def budgets(monkeypatch):
    """The budget of each run started while the test runs."""
    made = []
    original = runtime.Budget.__init__

    def recorded(budget):
        original(budget)
        made.append(budget)
    monkeypatch.setattr(runtime.Budget, "__init__", recorded)
    return made


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_program_of_the_suite_uses_under_a_hundredth_of_the_default_step_budget(program, budgets,
                                                                                      monkeypatch):
    # (the programs of LONG_PROGRAMS excepted, each held to its own share)
    monkeypatch.chdir(program.parent)
    CliRunner().invoke(main, ["run", program.name])
    share = LONG_PROGRAMS.get(f"{program.parent.name}/{program.name}", 100)
    steps = max((budget.steps for budget in budgets), default=0)
    assert steps < limits.Limits().max_steps / share, f"{steps:,} steps"
