"""`gradcli batch`: many files, each on its own; JSON Lines; --jobs; expected answers; interruption."""
import json
import os
import pathlib
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from gradcli.cli import main

ROOT = pathlib.Path(__file__).resolve().parent.parent
GOOD = "x = {v}\ny = x * x\ngradient(y, x, expect={d})\n"
BROKEN = {
    "syntax": ("x = (1.0 +\n", 1),
    "unknown": ("x = 1.0\ny = sine(x)\n", 2),
    "shape": ("a = [1.0, 2.0]\nb = a + [1.0, 2.0, 3.0]\n", 2),
    "missing": ("x = 1.0\ngradient(q, x)\n", 2),
}


def invoke(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def interruptible():
    """In the child, before it starts: Ctrl-C's default, which a runner in the background (its SIGINT ignored,
    as a shell leaves a background job) would pass on ignored, so that no Ctrl-C would reach gradcli."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def strict(line):
    return json.loads(line, parse_constant=lambda name: pytest.fail(f"non-standard JSON constant {name}"))


@pytest.fixture
def folder(tmp_path):
    """300 programs, four of them broken, in two sub-folders."""
    for i in range(300):
        kind = list(BROKEN)[i // 75] if i % 75 == 7 else None
        text = BROKEN[kind][0] if kind else GOOD.format(v=float(i), d=2.0 * i)
        sub = tmp_path / ("a" if i % 2 else "b")
        sub.mkdir(exist_ok=True)
        (sub / f"p{i:03d}.grad").write_text(text)
    (tmp_path / "notes.txt").write_text("not a program")
    return tmp_path


def test_a_folder_gives_one_json_line_per_file_in_sorted_order(folder):
    result = invoke("batch", str(folder), "--format", "jsonl")
    entries = [strict(line) for line in result.stdout.splitlines()]
    assert result.exit_code == 1
    assert len(entries) == 300
    assert [e["file"] for e in entries] == sorted(str(p) for p in folder.rglob("*.grad"))
    broken = [e for e in entries if not e["ok"]]
    assert len(broken) == 4 and all(set(e) == {"file", "ok", "error"} for e in broken)
    lines = sorted(e["error"]["line"] for e in broken)
    assert lines == sorted(line for _, line in BROKEN.values())
    good = [e for e in entries if e["ok"]]
    assert all(e["results"][0]["sources"][0]["gradient"] == 2 * e["results"][0]["targets"][0]["value"] ** 0.5
               for e in good)


def test_broken_files_report_their_place_and_message(folder):
    entries = [strict(line) for line in invoke("batch", str(folder), "--format", "jsonl").stdout.splitlines()]
    errors = {e["error"]["message"] for e in entries if not e["ok"]}
    assert "unknown name 'q'" in errors
    assert any(m.startswith("unknown function 'sine'") for m in errors)
    assert any("Incompatible shapes" in m for m in errors)


def test_jobs_give_the_same_output(folder):
    one = invoke("batch", str(folder), "--format", "jsonl")
    two = subprocess.run([sys.executable, "-m", "gradcli", "batch", str(folder), "--format", "jsonl", "--jobs", "2"],
                         capture_output=True, text=True)
    assert two.returncode == one.exit_code == 1
    assert two.stdout == one.stdout


def test_paths_from_standard_input(folder):
    paths = sorted(str(p) for p in folder.rglob("*.grad"))[:5]
    result = invoke("batch", "-", "--format", "jsonl", input="\n".join(paths) + "\n")
    assert [strict(line)["file"] for line in result.stdout.splitlines()] == paths


def test_json_is_one_document_with_the_counts(folder):
    doc = strict(invoke("batch", str(folder), "--format", "json").stdout)
    assert (doc["passed"], doc["failed"], len(doc["files"])) == (296, 4, 300)


def test_table_lists_each_file_then_the_failures(folder):
    result = invoke("batch", str(folder / "a"))
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["file", "results", "status", "time"]
    assert lines[-1] == "148 passed, 2 failed"
    assert sum(": error: " in line for line in lines) == 2


def test_an_expected_answer_that_does_not_hold_fails_the_file_with_both_values(tmp_path):
    (tmp_path / "wrong.grad").write_text("x = 3.0\nz = 1.0\ngradient(x * x, [x, z], expect=[6.5, 0.0])\n")
    (entry,) = [strict(line) for line in invoke("batch", str(tmp_path), "--format", "jsonl").stdout.splitlines()]
    assert entry["ok"] is False and len(entry["results"]) == 1
    assert entry["mismatches"] == [
        {"message": "the gradient for 'x' is 6.0, but the program expects 6.5", "line": 3, "col": 33},
        {"message": "the gradient for 'z' is None (unconnected), but the program expects 0.0", "line": 3, "col": 38}]


def test_run_checks_expected_answers_too(tmp_path):
    path = tmp_path / "wrong.grad"
    path.write_text("x = 3.0\ngradient(x * x, x, expect=7.0)\n")
    result = invoke("run", str(path), "--format", "json")
    assert result.exit_code == 1 and strict(result.stdout)["results"][0]["sources"][0]["gradient"] == 6.0
    assert "error: the gradient for 'x' is 6.0, but the program expects 7.0" in result.stderr


def test_expect_needs_one_answer_per_source(tmp_path):
    path = tmp_path / "count.grad"
    path.write_text("x = 3.0\ngradient(x * x, [x], expect=[6.0, 1.0])\n")
    result = invoke("run", str(path))
    assert result.exit_code == 2 and "expect= gives 2 answers for 1 source" in result.stderr


def test_every_sample_passes_with_its_expected_answers():
    result = invoke("batch", str(ROOT / "samples"), "--format", "json")
    doc = strict(result.stdout)
    assert result.exit_code == 0 and doc["failed"] == 0 and doc["passed"] >= 20
    for entry in doc["files"]:
        path = pathlib.Path(entry["file"])
        checked = path.with_suffix(".out").exists() if path.suffix == ".py" else "expect=" in path.read_text()
        assert checked, f"{path} states no expected answer"


def test_tensorflow_code_must_print_its_expected_output(tmp_path):
    (tmp_path / "ok.py").write_text("import tensorflow as tf\nprint(tf.constant(2.0) * 3)\n")
    (tmp_path / "ok.out").write_text("tf.Tensor(6.0000001, shape=(), dtype=float32)\n")  # within round-off
    (tmp_path / "wrong.py").write_text("import tensorflow as tf\nprint('first')\nprint(tf.constant(2.0) * 3)\n")
    (tmp_path / "wrong.out").write_text("first\ntf.Tensor(6.5, shape=(), dtype=float32)\n")
    ok, wrong = [strict(line) for line in invoke("batch", str(tmp_path), "--format", "jsonl").stdout.splitlines()]
    assert ok["ok"] and ok["output"] == "tf.Tensor(6.0, shape=(), dtype=float32)\n"
    assert not wrong["ok"] and wrong["error"] == {
        "message": "the output differs from wrong.out: line 2 has '6.0' where '6.5' is expected", "line": 2,
        "col": None}


def test_no_program_files_is_a_usage_error(tmp_path):
    result = invoke("batch", str(tmp_path))
    assert result.exit_code == 2 and "no program files" in result.stderr


def test_interrupting_leaves_complete_lines_and_exit_130(tmp_path):
    slow = "w = ones([300, 300])\n" + "w = tanh(w @ w / 300.0)\n" * 40 + "gradient(sum(w), w)\n"
    for i in range(60):
        (tmp_path / f"slow{i:02d}.grad").write_text(slow)
    process = subprocess.Popen([sys.executable, "-m", "gradcli", "batch", str(tmp_path), "--format", "jsonl"],
                               preexec_fn=interruptible, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = process.stdout.readline()
    time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    rest, errors = process.communicate(timeout=60)
    assert process.returncode == 130 and errors == ""
    lines = [first] + rest.splitlines(keepends=True)
    assert 1 <= len(lines) < 60
    assert all(line.endswith("\n") and strict(line)["ok"] for line in lines)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="--jobs uses worker processes")
def test_jobs_report_broken_files_too(folder):
    result = subprocess.run([sys.executable, "-m", "gradcli", "batch", str(folder / "a"), "--format", "jsonl",
                             "-j", "2"], capture_output=True, text=True)
    assert sum(not strict(line)["ok"] for line in result.stdout.splitlines()) == 2


def test_a_file_past_the_timeout_fails_alone(tmp_path):
    slow = "w = ones([1500, 1500])\n" + "w = tanh(w @ w / 1500.0)\n" * 200 + "gradient(sum(w), w)\n"
    (tmp_path / "a.grad").write_text(GOOD.format(v=1.0, d=2.0))
    (tmp_path / "b_slow.grad").write_text(slow)
    (tmp_path / "c.grad").write_text(GOOD.format(v=2.0, d=4.0))
    started = time.monotonic()
    result = invoke("batch", str(tmp_path), "--format", "jsonl", "--timeout", "0.5")
    entries = [strict(line) for line in result.stdout.splitlines()]
    assert time.monotonic() - started < 30
    assert [e["ok"] for e in entries] == [True, False, True] and result.exit_code == 1
    assert entries[1]["error"]["message"] == "still running after 0.5 s (--timeout)"


def test_a_file_whose_process_dies_fails_alone(tmp_path, monkeypatch):
    import gradcli.commands.batch

    real = gradcli.commands.batch.run_file

    def dies_on_b(source, settings):
        if source.path.endswith("b.grad"):
            os._exit(9)
        return real(source, settings)

    monkeypatch.setattr(gradcli.commands.batch, "run_file", dies_on_b)  # the forked workers inherit it
    for name in "abc":
        (tmp_path / f"{name}.grad").write_text(GOOD.format(v=1.0, d=2.0))
    entries = [strict(line) for line in invoke("batch", str(tmp_path), "--format", "jsonl").stdout.splitlines()]
    assert [e["ok"] for e in entries] == [True, False, True]
    assert entries[1]["error"]["message"] == "the process running it crashed (exit status 9)"


def test_strict_fails_files_with_non_finite_results(tmp_path):
    (tmp_path / "inf.grad").write_text("x = 0.0\ngradient(log(x), x)\n")
    lenient = strict(invoke("batch", str(tmp_path), "--format", "jsonl").stdout)
    assert lenient["ok"] is True and lenient["warnings"] == ["line 2: the target 'log(x)' holds inf",
                                                             "line 2: the gradient for 'x' holds inf"]
    failing = strict(invoke("batch", str(tmp_path), "--format", "jsonl", "--strict").stdout)
    assert failing["ok"] is False and "non-finite results (--strict)" in failing["error"]["message"]


def _workers_left(marker, wait=5.0):
    """How many processes (workers) still have `marker` in their command line, waiting up to `wait` s for none."""
    deadline = time.monotonic() + wait
    while True:
        alive = []
        for pid in os.listdir("/proc"):
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if marker.encode() in f.read():
                        alive.append(pid)
            except (FileNotFoundError, ProcessLookupError, PermissionError, NotADirectoryError):
                continue
        if not alive or time.monotonic() > deadline:
            return len(alive)
        time.sleep(0.1)


@pytest.fixture
def slow_folder(tmp_path):
    """Files that each take a while, in a folder whose name marks the batch's processes."""
    folder = tmp_path / "leak-marker-batch"
    folder.mkdir()
    for i in range(3):  # quick ones first: done soon after the batch starts, however loaded the machine is
        (folder / f"a{i}.grad").write_text("x = 3.0\ngradient(x * x, x)\n")
    for i in range(40):
        (folder / f"p{i:02d}.grad").write_text("x = linspace(0, 1, 300000)\n" + "x = sin(x) * 1.0001\n" * 40
                                               + "gradient(reduce_sum(x), x)\n")
    return folder


@pytest.mark.parametrize("ending", ["closed pipe", "Ctrl-C", "SIGTERM", "write error"])
def test_workers_end_with_the_batch_however_it_ends(slow_folder, ending):
    command = [sys.executable, "-m", "gradcli", "batch", str(slow_folder), "--format", "jsonl", "--jobs", "2"]
    if ending == "closed pipe":
        done = subprocess.run(" ".join(command) + " | head -1", shell=True, capture_output=True, text=True,
                              timeout=60)  # a leaked worker keeps stderr open: without a timeout this would hang
        assert json.loads(done.stdout)["ok"] is True  # the line written before the pipe closed is whole
    elif ending == "write error":
        done = subprocess.run(" ".join(command) + " > /dev/full", shell=True, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 1 and "could not write" in done.stderr
    else:
        process = subprocess.Popen(command, preexec_fn=interruptible, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        process.stdout.readline()  # the workers are busy with the next files
        process.send_signal(signal.SIGINT if ending == "Ctrl-C" else signal.SIGTERM)
        process.communicate(timeout=30)
    assert _workers_left(str(slow_folder)) == 0


def test_a_missing_path_is_a_usage_error(tmp_path):
    result = invoke("batch", str(tmp_path / "nonexistent"))
    assert result.exit_code == 2 and "no such file or folder" in result.stderr
    assert "FileNotFoundError" not in result.stderr


def test_every_sample_holds_in_float32_too():
    result = invoke("batch", str(ROOT / "samples"), "--dtype", "float32", "--format", "json")
    assert result.exit_code == 0 and strict(result.stdout)["failed"] == 0


def test_ctrl_c_in_table_mode_prints_the_rows_finished_so_far(slow_folder):
    start = time.monotonic()  # how long a batch of the quick files takes on this machine now, start-up included
    subprocess.run([sys.executable, "-m", "gradcli", "batch", *map(str, sorted(slow_folder.glob("a*.grad")))],
                   capture_output=True)
    quick_files = time.monotonic() - start
    piped = {name: value for name, value in os.environ.items() if name != "COLUMNS"}  # no width given: no folding
    process = subprocess.Popen([sys.executable, "-m", "gradcli", "batch", str(slow_folder)], preexec_fn=interruptible,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=piped)
    time.sleep(2 * quick_files)  # the quick files are done; forty slow ones take far longer
    process.send_signal(signal.SIGINT)
    out, _ = process.communicate(timeout=60)
    assert process.returncode == 130
    rows = [line for line in out.splitlines() if line.startswith(str(slow_folder))]
    assert len(rows) >= 3 and all(" ok " in row for row in rows) and len(rows) < 43
    assert out.rstrip().endswith(f"{len(rows)} passed, 0 failed, then Ctrl-C stopped it")


def test_table_mode_shows_the_warnings_jsonl_gives(tmp_path):
    (tmp_path / "inf.grad").write_text("x = 0.0\ngradient(log(x), x)\n")
    result = invoke("batch", str(tmp_path))
    assert f"{tmp_path / 'inf.grad'}: warning: line 2: the gradient for 'x' holds inf" in result.stdout


def test_what_a_program_prints_by_tf_print_is_output_never_a_warning(tmp_path):
    (tmp_path / "prints.py").write_text("import tensorflow as tf\nx = tf.constant([1.0, 2.0])\n"
                                        "tf.print('sum:', tf.reduce_sum(x))\nprint('done')\n")
    (tmp_path / "prints.out").write_text("done\n")  # TensorFlow's standard output: tf.print writes to stderr
    table = invoke("batch", str(tmp_path))
    assert table.exit_code == 0 and "warning" not in table.stdout and "sum: 3" not in table.stdout
    (line,) = invoke("batch", str(tmp_path), "--format", "jsonl").stdout.splitlines()
    entry = strict(line)
    assert entry["ok"] and entry["output"] == "sum: 3\ndone\n" and "warnings" not in entry


def test_what_tensorflow_code_writes_to_stderr_goes_into_its_entry(tmp_path):
    (tmp_path / "warns.py").write_text("import tensorflow as tf\ncount = tf.constant(3)\n"
                                       "with tf.GradientTape() as tape:\n    tape.watch(count)\n"
                                       "print('after')\n")
    table = invoke("batch", str(tmp_path))
    assert table.exit_code == 0 and "WARNING:tensorflow" not in table.stdout + table.stderr
    (entry,) = [strict(line) for line in invoke("batch", str(tmp_path), "--format", "jsonl").stdout.splitlines()]
    assert entry["output"] == ("WARNING:tensorflow:The dtype of the watched tensor must be floating (e.g. "
                               "tf.float32), got tf.int32\nafter\n")
    assert "warnings" not in entry


def test_a_narrow_batch_table_keeps_each_file_path_whole(tmp_path):
    path = tmp_path / "a_rather_long_program_name.grad"
    path.write_text("x = 2.0\ngradient(x * x, x)\n")
    result = CliRunner().invoke(main, ["batch", str(path)], env={"COLUMNS": str(len(str(path)) + 6)})
    assert f"file: {path}\n" in result.stdout and max(map(len, result.stdout.splitlines())) <= len(str(path)) + 6


# A file that changes all a program can reach that could outlive it: the classes of TensorFlow's and Keras's
# objects, os.environ, every random state, Keras's names of layers.
CHANGES_ALL_IT_CAN = """\
import os
import random

import keras
import numpy as np
import tensorflow as tf

type(tf.Module()).name = "hacked"
type(tf.Module()).__call__ = lambda self, v: v * 1000
type(keras.layers.Layer()).name = "hacked"
type(keras.layers.Layer()).__call__ = lambda self, v: v * 1000
os.environ["GRADCLI_ISOLATION_MARK"] = "hacked"
os.environ.pop("HOME", None)
tf.random.set_seed(7)
np.random.seed(7)
random.seed(7)
keras.utils.set_random_seed(7)
layers = [keras.layers.Dense(1) for _ in range(3)]
print(tf.random.uniform([2]), np.random.rand(), random.random(), layers[-1].name)
"""

# A file that prints what the one above changes.
PRINTS_WHAT_IT_CHANGES = """\
import os

import keras
import tensorflow as tf

print(tf.Module(name="legit").name, keras.layers.Layer(name="legit").name, keras.layers.Dense(1).name)
try:
    print(tf.Module()(2.0))
except TypeError as error:
    print("TypeError:", error)
print(os.environ.get("GRADCLI_ISOLATION_MARK"), "HOME" in os.environ)
print(tf.random.uniform([2], seed=1))
print(keras.random.uniform([2], seed=1))
"""


@pytest.mark.parametrize("jobs", [1, 4])
def test_every_file_of_a_batch_runs_as_if_alone(tmp_path, jobs):
    files = []
    for i in range(4):  # interleaved, so that with several workers too each runs a changer before a reader
        for name, text in (("changes", CHANGES_ALL_IT_CAN), ("prints", PRINTS_WHAT_IT_CHANGES)):
            path = tmp_path / f"{name}{i}.py"
            path.write_text(text)
            files.append(str(path))
    together = invoke("batch", *files, "--format", "jsonl", "--jobs", str(jobs))
    alone = [invoke("batch", path, "--format", "jsonl").stdout for path in files]
    assert together.exit_code == 0
    assert together.stdout.splitlines(keepends=True) == alone
    assert "hacked" not in together.stdout
