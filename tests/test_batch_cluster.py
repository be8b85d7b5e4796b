"""`gradcli batch --scheduler`: the files run on a real Dask cluster (a `dask scheduler` and two `dask worker`
processes on 127.0.0.1, ended by their process ids) and give the output of a local run, byte for byte."""
import json
import os
import pathlib
import re
import signal
import socket
import subprocess
import sys
import time

import pytest

from tests.test_batch import CHANGES_ALL_IT_CAN, GOOD, PRINTS_WHAT_IT_CHANGES, interruptible

pytest.importorskip("distributed", reason="the cluster path needs the extra: pip install -e '.[dask]'")

ROOT = pathlib.Path(__file__).resolve().parent.parent
DASK = os.path.join(os.path.dirname(sys.executable), "dask")
HOST = "127.0.0.1"  # the only address these tests listen on or connect to
SLOW = "w = ones([600, 600])\n" + "w = tanh(w @ w / 600.0)\n" * 60 + "gradient(sum(w), w)\n"


PIPED = {name: value for name, value in os.environ.items() if name != "COLUMNS"}  # no width: no folding


def gradcli(*args, input=None, timeout=300):
    return subprocess.run([sys.executable, "-m", "gradcli", *args], capture_output=True, text=True, input=input,
                          timeout=timeout, env=PIPED)


class Cluster:
    """A `dask scheduler` and `workers` `dask worker` processes (one thread each, no nanny: the process a test
    kills is the worker itself), on 127.0.0.1."""

    def __init__(self, folder, workers=2):
        scheduler_file = folder / "scheduler.json"
        self.scheduler = self._start("scheduler", "--host", HOST, "--port", "0", "--dashboard-address", f"{HOST}:0",
                                     "--scheduler-file", str(scheduler_file))
        self.workers = []
        try:
            self.address = self._address(scheduler_file)
            self.workers = [self._start("worker", self.address, "--host", HOST, "--nthreads", "1", "--no-nanny",
                                        "--dashboard-address", f"{HOST}:0") for _ in range(workers)]
            subprocess.run([sys.executable, "-c", "import sys, distributed\nclient = distributed.Client(sys.argv[1])\n"
                            "client.wait_for_workers(int(sys.argv[2]), timeout=120)\nclient.close()",
                            self.address, str(workers)], check=True, capture_output=True, timeout=180)
        except BaseException:
            self.close()
            raise

    @staticmethod
    def _start(*args):
        return subprocess.Popen([DASK, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _address(self, scheduler_file, wait=120):
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                address = json.loads(scheduler_file.read_text())["address"]
                assert address.startswith(f"tcp://{HOST}:"), address
                return address
            except (FileNotFoundError, json.JSONDecodeError, KeyError):
                time.sleep(0.2)
        raise TimeoutError("the Dask scheduler did not start")

    def close(self):
        for process in self.workers + [self.scheduler]:
            os.kill(process.pid, signal.SIGKILL)
            process.wait()


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    started = Cluster(tmp_path_factory.mktemp("cluster"))
    yield started
    started.close()


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    """Files that pass, fail, hang and are malformed, programs and TensorFlow code."""
    folder = tmp_path_factory.mktemp("mixed")
    files = {
        "a_good.grad": GOOD.format(v=3.0, d=6.0),
        "b_wrong_answer.grad": GOOD.format(v=3.0, d=7.0),
        "c_syntax.grad": "x = (1.0 +\n",
        "d_unknown.grad": "x = 1.0\ny = sine(x)\n",
        "e_hangs.py": "i = 0\nwhile True:\n    i += 1\n",
        "f_prints.py": "import tensorflow as tf\nprint(tf.constant([1.0, 2.0]) * 3)\n",
        "g_prints_wrong.py": "import tensorflow as tf\nprint(tf.constant(2.0) * 3)\n",
        "h_raises.py": "import tensorflow as tf\ntf.reshape(tf.ones([2]), [3])\n",
        "i_nothing.grad": "x = 1.0\n",
        "j_inf.grad": "x = 0.0\ngradient(log(x), x)\n",
        "l_third.grad": "x = 1.0 / 3.0\ngradient(exp(x), x)\n",
    }
    for name, text in files.items():
        (folder / name).write_text(text)
    (folder / "f_prints.out").write_text("tf.Tensor([3. 6.], shape=(2,), dtype=float32)\n")
    (folder / "g_prints_wrong.out").write_text("tf.Tensor(6.5, shape=(), dtype=float32)\n")
    (folder / "k_not_utf8.grad").write_bytes(b"x = 1.0\ny = \xff\n")
    return folder


def without_times(table):
    """A table's words, its times and its rules' lengths left out (times differ from run to run, and with them the
    columns' widths)."""
    return re.sub(r"─+", "─", re.sub(r"\d+\.\d ms", "ms", table)).split()


@pytest.mark.parametrize("output_format", ["jsonl", "json", "table"])
def test_the_samples_give_the_output_of_a_local_run(cluster, output_format):
    local = gradcli("batch", str(ROOT / "samples"), "--format", output_format)
    remote = gradcli("batch", str(ROOT / "samples"), "--format", output_format, "--scheduler", cluster.address)
    assert remote.returncode == local.returncode == 0 and remote.stderr == local.stderr == ""
    if output_format == "table":
        assert without_times(remote.stdout) == without_times(local.stdout)
    else:
        assert remote.stdout == local.stdout


def test_passing_failing_hanging_and_malformed_files_give_the_output_of_a_local_run(cluster, mixed):
    options = ["--format", "jsonl", "--timeout", "2", "--max-steps", str(10 ** 12)]
    local = gradcli("batch", str(mixed), *options, "--jobs", "2")
    remote = gradcli("batch", str(mixed), *options, "--scheduler", cluster.address)
    assert remote.returncode == local.returncode == 1
    assert remote.stdout == local.stdout and remote.stderr == local.stderr
    entries = [json.loads(line) for line in remote.stdout.splitlines()]
    assert [e["ok"] for e in entries] == [True, False, False, False, False, True, False, False, False, True, False,
                                         True]
    assert entries[4]["error"]["message"] == "still running after 2 s (--timeout)"


@pytest.mark.parametrize("options", [["--strict"], ["--dtype", "float32"], ["--max-steps", "20"],
                                     ["--tf-exact", "on"]], ids=" ".join)
def test_the_options_and_limits_apply_on_the_workers_as_here(cluster, mixed, options):
    files = [str(mixed / name) for name in ("a_good.grad", "f_prints.py", "j_inf.grad", "l_third.grad")]
    local = gradcli("batch", *files, "--format", "jsonl", *options)
    remote = gradcli("batch", *files, "--format", "jsonl", *options, "--scheduler", cluster.address)
    assert remote.returncode == local.returncode and remote.stdout == local.stdout
    plain = gradcli("batch", *files, "--format", "jsonl", "--scheduler", cluster.address)
    assert plain.stdout != remote.stdout or options == ["--tf-exact", "on"]  # each option changes an outcome


def changers_and_readers(folder):
    """Files that change everything they can reach, each followed by one that prints what they change."""
    files = []
    for i in range(3):
        for name, text in (("changes", CHANGES_ALL_IT_CAN), ("prints", PRINTS_WHAT_IT_CHANGES)):
            (folder / f"{name}{i}.py").write_text(text)
            files.append(str(folder / f"{name}{i}.py"))
    return files


def test_files_on_a_cluster_cannot_reach_each_other_either(cluster, tmp_path):
    files = changers_and_readers(tmp_path)
    remote = gradcli("batch", *files, "--format", "jsonl", "--scheduler", cluster.address)
    alone = [gradcli("batch", path, "--format", "jsonl").stdout for path in files]
    assert remote.returncode == 0 and remote.stdout.splitlines(keepends=True) == alone


def test_files_on_a_local_cluster_cannot_reach_each_other_either(tmp_path):
    # The Dask path's own cluster (--scheduler local:2): two workers, each running several files.
    files = changers_and_readers(tmp_path)
    on_local_cluster = gradcli("batch", *files, "--format", "jsonl", "--scheduler", "local:2")
    alone = [gradcli("batch", path, "--format", "jsonl").stdout for path in files]
    assert on_local_cluster.returncode == 0 and on_local_cluster.stdout.splitlines(keepends=True) == alone
    assert "hacked" not in on_local_cluster.stdout


def test_files_travel_as_text_and_paths_come_on_standard_input(cluster, mixed):
    paths = "\n".join(str(mixed / name) for name in ("a_good.grad", "f_prints.py", "g_prints_wrong.py")) + "\n"
    local = gradcli("batch", "-", "--format", "jsonl", input=paths)
    remote = gradcli("batch", "-", "--format", "jsonl", "--scheduler", cluster.address, input=paths)
    assert remote.stdout == local.stdout and '"ok": false' in remote.stdout  # the .out went with its file


def test_local_n_gives_the_output_of_a_local_run(mixed):
    options = ["--format", "jsonl", "--timeout", "2", "--max-steps", str(10 ** 12)]
    local = gradcli("batch", str(mixed), *options)
    on_local_cluster = gradcli("batch", str(mixed), *options, "--scheduler", "local:2")
    assert on_local_cluster.returncode == local.returncode == 1 and on_local_cluster.stdout == local.stdout


def test_the_scheduler_can_be_given_in_the_environment(cluster, mixed):
    environment = dict(os.environ, GRADCLI_BATCH_SCHEDULER="tcp://127.0.0.1:9")  # nothing listens there
    done = subprocess.run([sys.executable, "-m", "gradcli", "batch", str(mixed / "a_good.grad")], env=environment,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "could not reach the Dask scheduler at tcp://127.0.0.1:9" in done.stderr


def test_an_unreachable_scheduler_is_an_error_within_seconds(mixed):
    with socket.socket() as unused:
        unused.bind((HOST, 0))
        port = unused.getsockname()[1]
    started = time.monotonic()
    done = gradcli("batch", str(mixed / "a_good.grad"), "--scheduler", f"tcp://{HOST}:{port}")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"error: could not reach the Dask scheduler at tcp://{HOST}:{port}")
    assert "Traceback" not in done.stderr
    assert time.monotonic() - started < 20  # start-up and Python's teardown included, on a loaded machine


def test_a_worker_killed_mid_run_loses_no_entry(tmp_path):
    folder = tmp_path / "files"
    folder.mkdir()
    for i in range(12):
        (folder / f"p{i:02d}.grad").write_text(SLOW)
    killed_cluster = Cluster(tmp_path)
    try:
        process = subprocess.Popen([sys.executable, "-m", "gradcli", "batch", str(folder), "--format", "jsonl",
                                    "--scheduler", killed_cluster.address], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        first = process.stdout.readline()  # both workers are busy with the next files
        os.kill(killed_cluster.workers[0].pid, signal.SIGKILL)
        rest, errors = process.communicate(timeout=600)
    finally:
        killed_cluster.close()
    local = gradcli("batch", str(folder), "--format", "jsonl", "--jobs", "2")
    assert process.returncode == 0 and errors == ""
    assert first + rest == local.stdout and len(local.stdout.splitlines()) == 12


def test_ctrl_c_cancels_and_leaves_whole_lines_and_exit_130(cluster, tmp_path):
    for i in range(30):
        (tmp_path / f"slow{i:02d}.grad").write_text(SLOW)
    process = subprocess.Popen([sys.executable, "-m", "gradcli", "batch", str(tmp_path), "--format", "jsonl",
                                "--scheduler", cluster.address], preexec_fn=interruptible, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    first = process.stdout.readline()
    process.send_signal(signal.SIGINT)
    rest, errors = process.communicate(timeout=120)
    lines = [first] + rest.splitlines(keepends=True)
    assert process.returncode == 130 and errors == ""
    assert 1 <= len(lines) < 30 and all(line.endswith("\n") and json.loads(line)["ok"] for line in lines)


def test_a_task_whose_workers_keep_dying_says_so():
    import distributed

    from gradcli.commands.batch_cluster import failure

    class GivenUp:
        status = "error"

        def exception(self):
            return distributed.KilledWorker("gradcli-batch-x-0", "tcp://127.0.0.1:1", allowed_failures=3)

    assert failure(distributed, GivenUp()) == ("every worker that ran it died (Dask gave it up after its allowed "
                                               "failures)")


# gradcli as it runs where the extra is not installed: importing distributed fails.
BLOCK_DISTRIBUTED = ("import sys\nsys.modules['distributed'] = None\nfrom gradcli.cli import entry_point\n"
                     "entry_point()\n")


def test_without_the_extra_the_scheduler_option_says_how_to_install_it(mixed):
    done = subprocess.run([sys.executable, "-c", BLOCK_DISTRIBUTED, "batch", str(mixed / "a_good.grad"),
                           "--scheduler", "local:2"], capture_output=True, text=True, timeout=60, env=PIPED)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("error: --scheduler runs files on a Dask cluster, which needs Dask's distributed package: "
                           "pip install 'gradcli[dask]'\n")
    plain = subprocess.run([sys.executable, "-c", BLOCK_DISTRIBUTED, "batch", str(mixed / "a_good.grad")],
                           capture_output=True, text=True, timeout=60, env=PIPED)
    assert plain.returncode == 0 and plain.stderr == ""
