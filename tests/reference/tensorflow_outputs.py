"""Regenerates what TensorFlow printed for the TensorFlow programs under tests/ (TensorFlow is not a dependency):

    python tests/reference/tensorflow_outputs.py [FOLDER_OR_FILE ...] [--python PATH]

Each NAME.py is run as `python NAME.py` from its own folder, by a Python that has tensorflow-cpu==2.21.0
(`--python`, or $TENSORFLOW_PYTHON, or this one). Beside it this writes NAME.out (standard output, exactly),
NAME.status (0, or 1 where the program raised) and, where it raised, NAME.raises: the class name of the
exception that ended it. With no folder, every folder of TensorFlow programs under tests/ is remade.

What the outputs depend on is recorded in tests/reference/tensorflow_environment.json: TensorFlow's
and numpy's versions, the CPU's vector instructions, whether oneDNN was on, and the CPUs TensorFlow could
use (its thread count, on which some of its sums' order depends).
"""
import argparse
import os
import pathlib
import re
import subprocess
import sys

TESTS = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ["tensorflow_cases", "tensorflow_programs", "keras_programs"]
# the last line of a traceback: "tensorflow.python.framework.errors_impl.InvalidArgumentError: message"
RAISED = re.compile(r"^([A-Za-z_][\w.]*?)(?::|$)")
ENVIRONMENT = """
import json, platform, numpy, tensorflow as tf
from tensorflow.python.util import _pywrap_util_port
print(json.dumps({"tensorflow": tf.__version__, "numpy": numpy.__version__, "python": platform.python_version(),
                  "machine": platform.machine(), "onednn": _pywrap_util_port.IsMklEnabled(),
                  "TF_ENABLE_ONEDNN_OPTS": __import__("os").environ.get("TF_ENABLE_ONEDNN_OPTS"),
                  "cpus": len(__import__("os").sched_getaffinity(0)),
                  "cpu_flags": sorted({flag for flag in open("/proc/cpuinfo").read().split()
                                      if flag in {"avx", "avx2", "fma", "avx512f", "sse4_2"}})}, indent=1))
"""


def raised(stderr):
    """The class name of the exception a traceback on standard error ends with, or None."""
    lines = stderr.rstrip().splitlines()
    if "Traceback (most recent call last):" not in stderr:
        return None
    for line in reversed(lines):
        match = RAISED.match(line)
        if match and not line.startswith(" "):
            return match.group(1).rsplit(".", 1)[-1]
    return None


def run(program, python):
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3", PYTHONHASHSEED="0", CUDA_VISIBLE_DEVICES="")
    done = subprocess.run([python, program.name], cwd=program.parent, capture_output=True, env=env, timeout=600)
    # (bytes: Keras's progress bars write carriage returns, which reading as text would make line ends)
    done.stdout, done.stderr = done.stdout.decode(), done.stderr.decode(errors="replace")
    program.with_suffix(".out").write_bytes(done.stdout.encode())
    program.with_suffix(".status").write_text(f"{0 if done.returncode == 0 else 1}\n")
    raises = program.with_suffix(".raises")
    exception = raised(done.stderr) if done.returncode else None
    if exception:
        raises.write_text(exception + "\n")
    elif raises.exists():
        raises.unlink()
    return done.returncode, exception


def programs(targets):
    for target in targets:
        path = pathlib.Path(target)
        yield from sorted(path.glob("*.py")) if path.is_dir() else [path]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="folders of NAME.py programs, or programs")
    parser.add_argument("--python", default=os.environ.get("TENSORFLOW_PYTHON", sys.executable))
    arguments = parser.parse_args()
    targets = arguments.targets or [TESTS / folder for folder in FOLDERS if (TESTS / folder).is_dir()]
    for program in programs(targets):
        status, exception = run(program.resolve(), arguments.python)
        print(f"{program}: {status}{' ' + exception if exception else ''}", flush=True)
    environment = subprocess.run([arguments.python, "-c", ENVIRONMENT], capture_output=True, text=True,
                                 check=True, env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")).stdout
    (TESTS / "reference" / "tensorflow_environment.json").write_text(environment)


if __name__ == "__main__":
    main()
