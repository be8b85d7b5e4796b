"""The calculator stands alone: a copy of the checkout without the TensorFlow wing (`gradcli/tensorflow/`) runs
every command on formulas and `.grad` programs, loads no module of the wing, and says what is missing when
TensorFlow code or TensorFlow's kernels are asked for.

One subprocess runs every command through click's runner (a process each would take seconds more).
"""
import json
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLES = sorted(str(p) for p in (ROOT / "samples").glob("*.grad"))

# what each command of the calculator is asked, without the wing
COMMANDS = {
    "grad plain": ["grad", "x*x", "--at", "x=3", "--format", "plain"],
    "grad json": ["grad", "x1*x2", "sin(x1) + x2**2", "--at", "x1=2", "--at", "x2=-1.5", "--format", "json"],
    "grad csv": ["grad", "x*x", "--at", "x=3", "--format", "csv"],
    "grad --jacobian": ["grad", "x1*x2", "sin(x1) + x2**2", "--at", "x1=2", "--at", "x2=-1.5", "--jacobian"],
    "grad --order": ["grad", "sin(x)", "--at", "x=1", "--order", "3"],
    "grad --check": ["grad", "x**3", "--at", "x=2", "--check"],
    "grad --symbolic": ["grad", "x**3", "--at", "x=2", "--symbolic", "--format", "json"],
    "grad --over": ["grad", "reduce_logsumexp(stack([x, 2*x, x**2]))", "--over", "x=-2:2:5", "--format", "csv"],
    "grad float32": ["grad", "tanh(x)", "--at", "x=0.5", "--dtype", "float32", "--format", "plain"],
    "hessian": ["hessian", "x**2*y + y**3", "--at", "x=1", "--at", "y=2", "--eigen"],
    "graph": ["graph", "x*x + sin(x)", "--at", "x=3"],
    "functions": ["functions", "--format", "markdown"],
    "plot": ["plot", "sigmoid(x)", "--over", "x=-10:10"],
    "run": ["run", SAMPLES[0], "--format", "json"],
    "batch": ["batch", *SAMPLES, "--format", "json"],
}
# what needs the wing, refused with a message that says so
NEEDS_THE_WING = {
    "run TensorFlow code": ["run", str(ROOT / "samples" / "tf" / "list_of_targets_is_a_sum.py")],
    "TF-exact arithmetic": ["grad", "tanh(x)", "--at", "x=0.5", "--dtype", "float32", "--tf-exact"],
    "float32 digamma": ["grad", "digamma(x)", "--at", "x=3", "--dtype", "float32"],  # Eigen's, the wing's kernel
}

SCRIPT = """
import json, sys
# an editable install of the checkout finds what the copy lacks in the checkout: not here
sys.meta_path[:] = [finder for finder in sys.meta_path if "__editable__" not in getattr(finder, "__module__", "")]
import gradcli, gradcli.cli
from click.testing import CliRunner

def wing_modules():
    return sorted(m for m in sys.modules if m == "gradcli.tensorflow" or m.startswith("gradcli.tensorflow."))

loaded_at_import = wing_modules()
commands = json.loads(sys.argv[1])
results = {}
for name, args in commands.items():
    outcome = CliRunner().invoke(gradcli.cli.main, args)
    results[name] = [outcome.exit_code, outcome.output, repr(outcome.exception) if outcome.exit_code not in (0, 2)
                     else None]
print(json.dumps({"loaded_at_import": loaded_at_import, "loaded_after": wing_modules(),
                  "gradcli": gradcli.__file__, "results": results}))
"""


@pytest.fixture(scope="module")
def without_the_wing(tmp_path_factory):
    """Every command run by a copy of gradcli that has no wing, and what it loaded."""
    copy = tmp_path_factory.mktemp("no_wing")
    shutil.copytree(ROOT / "gradcli", copy / "gradcli",
                    ignore=shutil.ignore_patterns("__pycache__", "tensorflow"))
    assert not (copy / "gradcli" / "tensorflow").exists()
    run = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps({**COMMANDS, **NEEDS_THE_WING})],
                         capture_output=True, text=True, cwd=copy, env={"PYTHONPATH": str(copy), "COLUMNS": "100"},
                         timeout=300)
    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout)
    assert found["gradcli"].startswith(str(copy))  # the copy's gradcli, not the checkout's
    return found


def test_importing_gradcli_loads_nothing_of_the_wing(without_the_wing):
    assert without_the_wing["loaded_at_import"] == []
    assert without_the_wing["loaded_after"] == []


@pytest.mark.parametrize("name", COMMANDS)
def test_each_calculator_command_runs_without_the_wing(without_the_wing, name):
    exit_code, output, exception = without_the_wing["results"][name]
    assert exit_code == 0, (output, exception)
    assert output.strip()


@pytest.mark.parametrize("name", NEEDS_THE_WING)
def test_what_needs_the_wing_says_so(without_the_wing, name):
    exit_code, output, exception = without_the_wing["results"][name]
    assert exit_code == 2, (output, exception)
    assert "needs gradcli's TensorFlow wing (gradcli.tensorflow), which this installation lacks" in " ".join(
        output.split())  # (folded to the terminal's width)


def test_the_checkout_with_the_wing_loads_none_of_it_at_import():
    run = subprocess.run([sys.executable, "-c", "import sys, gradcli, gradcli.cli; "
                          "print([m for m in sys.modules if m.startswith('gradcli.tensorflow')])"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.stdout.strip() == "[]", run.stderr
