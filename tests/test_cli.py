"""The command line, through click's CliRunner: exit codes, and exactly what is printed where."""
import json
import os
import re
import shutil
import subprocess
import sys
import pathlib

import pytest
from click.testing import CliRunner

from gradcli.cli import main

SQUARE = "# d(x*x)/dx at 3\nx = 3.0\ny = x * x\ngradient(y, x)\n"


@pytest.fixture
def program(tmp_path):
    def write(text, name="prog.grad"):
        path = tmp_path / name
        path.write_bytes(text.encode() if isinstance(text, str) else text)
        return str(path)
    return write


def invoke(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def stripped(text):
    return "\n".join(line.rstrip() for line in text.splitlines())


def test_run_prints_a_table_of_targets_and_sources(program):
    result = invoke("run", program(SQUARE))
    assert result.exit_code == 0 and result.stderr == ""
    rule = "─" * 22
    assert stripped(result.stdout) == (
        "gradient (line 4)\n"
        "target   shape   value\n" + rule + "\n"
        "y        ()      9.0\n"
        "\n"
        "source   shape   gradient\n" + "─" * 25 + "\n"
        "x        ()      6.0\n")


def test_run_lays_out_matrices_and_marks_unconnected_sources(program):
    result = invoke("run", program("w = [[1.0, -2.0], [0.5, 4.0]]\nz = 1.0\ngradient(w * w, [w, z])\n"))
    lines = stripped(result.stdout).splitlines()
    assert lines[-3:] == ["w        (2, 2)   [[ 2.0 -4.0]", "                   [ 1.0  8.0]]", "z        ()       None"]


def test_run_json_is_the_reference_schema(program):
    result = invoke("run", program(SQUARE), "--format", "json")
    assert result.exit_code == 0
    assert result.stdout == ('{"results": [{"kind": "gradient", "line": 4, '
                             '"targets": [{"expr": "y", "shape": [], "value": 9.0}], '
                             '"sources": [{"expr": "x", "shape": [], "gradient": 6.0}]}]}\n')


def test_run_json_writes_non_finite_numbers_as_strings(program):
    result = invoke("run", program("x = [0.0, 1.0]\ngradient(log(x) * 0.0 + sqrt(x - 2.0), x)\n"), "--format", "json")
    doc = json.loads(result.stdout, parse_constant=lambda name: pytest.fail(f"bare {name} in JSON"))
    assert doc["results"][0]["targets"][0]["value"] == ["nan", "nan"]


def test_run_reads_standard_input(program):
    result = invoke("run", "-", "--format", "json", input=SQUARE)
    assert json.loads(result.stdout)["results"][0]["sources"][0]["gradient"] == 6.0


def test_a_wrong_program_exits_2_with_the_place_on_stderr(program):
    path = program("x = 3.0\ny = sine(x)\n")
    result = invoke("run", path)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == (f"{path}:2:5: error: unknown function 'sine'; did you mean 'sin', 'sinh' or 'size'?\n"
                             "    2 | y = sine(x)\n"
                             "      |     ^~~~\n")


def test_a_shape_error_exits_2(program):
    result = invoke("run", program("a = [1.0, 2.0]\nb = matmul(a, [[1.0, 2.0, 3.0]])\n"))
    assert result.exit_code == 2
    assert "matmul: In[0] and In[1] has different ndims: [2] vs. [1,3]" in result.stderr


def test_invalid_utf8_exits_2_with_its_place(program):
    result = invoke("run", program(b"x = 1.0\ny = \xff\n"))
    assert result.exit_code == 2 and ":2:5: error: the file is not valid UTF-8 (byte 0xff)" in result.stderr


def test_a_missing_file_is_a_usage_error():
    result = invoke("run", "no-such-file.grad")
    assert result.exit_code == 2 and "does not exist" in result.stderr


@pytest.mark.parametrize("command", [[], ["run"]])
def test_every_command_has_help_with_examples(command):
    result = invoke(*command, "--help")
    assert result.exit_code == 0 and "Examples:" in result.stdout


def test_version():
    result = invoke("--version")
    assert result.exit_code == 0 and result.stdout.startswith("gradcli, version ")


def test_run_prints_the_results_before_a_failing_line_then_the_error(program):
    result = invoke("run", program("x = 1.0\ngradient(x * x, x)\ny = sine(x)\n"), "--format", "json")
    assert result.exit_code == 2
    assert json.loads(result.stdout)["results"][0]["sources"][0]["gradient"] == 2.0
    assert ":3:5: error: unknown function 'sine'" in result.stderr


@pytest.mark.parametrize("text", ["", "# only a comment\n", "x = 1.0\ny = x * x\n"])
def test_a_program_with_nothing_to_differentiate_says_so_with_status_2(program, text):
    result = invoke("run", program(text))
    assert result.exit_code == 2 and "nothing to differentiate" in result.stderr


def test_empty_standard_input_has_no_formula_to_differentiate():
    result = invoke("grad", "-", "--at", "x=1", input="\n# nothing\n")
    assert result.exit_code == 2 and "nothing to differentiate" in result.stderr


def test_a_byte_order_mark_is_not_part_of_the_program(program):
    result = invoke("run", program(b"\xef\xbb\xbfx = 3.0\ngradient(x * x, x)\n"), "--format", "json")
    assert result.exit_code == 0 and json.loads(result.stdout)["results"][0]["sources"][0]["gradient"] == 6.0


def test_a_program_reports_its_first_error_in_the_file_first(program):
    result = invoke("run", program("x = 1.0\ny = (lambda: 1)\nz = [v for v in x]\n"))
    assert ":2:6: error: gradcli programs do not allow lambdas" in result.stderr


USAGE_ERRORS = [(command, args, message) for command, rows in json.loads(
    (pathlib.Path(__file__).parent / "usage_errors.json").read_text()).items() for args, message in rows]


@pytest.mark.parametrize("command, args, message", USAGE_ERRORS, ids=[f"{c} {' '.join(a)}" for c, a, _ in USAGE_ERRORS])
def test_wrong_input_exits_2_with_a_message_and_prints_nothing(command, args, message):
    result = invoke(command, *args)
    assert result.exit_code == 2 and result.stdout == ""
    assert message in result.stderr


@pytest.mark.parametrize("args, status", [
    (["grad", "x*x", "--at", "x=linspace(0, 1, 100000)", "--format", "plain"], 0),
    (["grad", "relu(x)", "--at", "x=0", "--check", "--format", "csv"], 1),
    (["grad", "x*", "--at", "x=3"], 2),
])
def test_the_command_ends_with_all_its_output_and_its_status(args, status):
    # The command ends without the interpreter's teardown: what it wrote must all be there, as CliRunner sees it.
    piped = {name: value for name, value in os.environ.items() if name != "COLUMNS"}  # no width: nothing wraps
    ended = subprocess.run([sys.executable, "-c", "from gradcli.cli import entry_point; entry_point()", *args],
                           capture_output=True, text=True, env=piped)
    expected = CliRunner().invoke(main, args, env={"COLUMNS": None})
    assert ended.returncode == expected.exit_code == status
    assert ended.stdout == expected.stdout and ended.stderr == expected.stderr


def help_examples():
    """Every example in every command's --help, and the main help's: (command, example) pairs."""
    for name, command in [("gradcli", main), *main.commands.items()]:
        text = CliRunner().invoke(main, ([] if command is main else [name]) + ["--help"]).stdout
        block = text[text.index("Examples:"):].split("\n\n")[0]
        for line in block.splitlines()[1:]:
            yield name, line.split("  #")[0].strip()


MACHINE_FORMATS = re.compile(r"(--format|-f) (json|jsonl|csv|plain)\b|\|")  # data, and what a pipe reads


@pytest.mark.parametrize("width", [50, 200])
@pytest.mark.parametrize("command, example", list(help_examples()), ids=lambda v: v[:70])
def test_every_help_example_runs_and_fits_the_width_it_is_given(command, example, width, tmp_path):
    """Run as a user would, from a folder holding the repository's samples and docs: exit status 0, no internal
    error, traceback or warning from a library, and for people (not machine formats) no line wider than
    COLUMNS."""
    root = pathlib.Path(__file__).resolve().parent.parent
    for folder in ("samples", "docs"):
        shutil.copytree(root / folder, tmp_path / folder)
    shell = example.replace("gradcli ", f"{sys.executable} -m gradcli ")
    done = subprocess.run(shell, shell=True, capture_output=True, text=True, cwd=tmp_path, timeout=300,
                          env={**os.environ, "COLUMNS": str(width)})
    assert done.returncode == 0, done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
    assert "Warning:" not in done.stderr and "RuntimeWarning" not in done.stderr
    assert done.stdout.strip() or ">" in example or "wrote" in done.stderr  # it shows something, or writes it
    shown = done.stderr if MACHINE_FORMATS.search(example) or "run docs/" in example else done.stdout + done.stderr
    assert max(map(len, shown.splitlines()), default=0) <= width


def test_every_command_has_examples_in_its_help():
    named = {command for command, _ in help_examples()}
    assert named == {"gradcli", *main.commands}


@pytest.mark.parametrize("command", ["grad", "hessian", "graph", "run"])
def test_the_precision_help_names_only_the_commands_own_formats(command):
    from gradcli.output.formats import FORMATS

    help_text = " ".join(CliRunner().invoke(main, [command, "--help"]).stdout.split())
    start = help_text.index("--precision")
    precision = help_text[start:help_text.index("[env var: GRADCLI_", start)]
    for name in ("plain", "csv", "JSON"):
        assert (name in precision) == (name.lower() in FORMATS[command]), name


@pytest.mark.parametrize("args, first_line", [
    (["grad", "x", "--at", "x=1", "--precision", "abc"], ("error: invalid value for '--precision': 'abc' is not a "
                                                          "valid integer range")),
    (["grad", "x", "--att", "x=1"], "error: no such option: --att; did you mean '--at'?"),
    (["grad", "-x*x", "--at", "x=1"], ('error: no such option: -x; a formula that starts with - goes after --: '
                                       'main grad [OPTIONS] -- "-x*x"')),
    (["gard", "x"], "error: no such command 'gard'; did you mean 'grad'?"),
    (["hessian"], "error: missing argument 'FORMULA'"),
])
def test_bad_options_and_arguments_are_one_error_line_and_the_usage(args, first_line):
    result = invoke(*args)
    assert result.exit_code == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines[0] == first_line
    assert len(lines) == 2 and lines[1].startswith("usage: main") and lines[1].endswith("--help for more)")


def test_a_bad_option_error_fits_the_terminal(monkeypatch):
    monkeypatch.setenv("COLUMNS", "50")
    result = invoke("grad", "x", "--at", "x=1", "--format", "xml")
    assert result.exit_code == 2 and result.stderr.startswith("error: invalid value for '--format'")
    assert max(map(len, result.stderr.splitlines())) <= 50


def test_output_into_a_missing_folder_is_refused_before_running(tmp_path):
    path = tmp_path / "missing" / "plot.svg"
    result = invoke("plot", "x*x", "--over", "x=0:1", "--output", str(path))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("error: --output") and "there is no folder" in result.stderr


def test_hessians_check_help_speaks_of_hessian_only():
    text = " ".join(invoke("hessian", "--help").stdout.split())
    assert "at most 5,000 source elements" in text and "elements for grad" not in text
    assert ("at most 10,000 source elements, 20,000 / 2N with --order N"
            in " ".join(invoke("grad", "--help").stdout.split()))


@pytest.mark.parametrize("args, message", [
    (["grad", "x*x", "--at", "x=constant(3, dtype=tf.int32)"],
     "--at x:1:19: error: formulas and programs name a dtype by a string: 'int32', not tf.int32"),
    (["grad", "(lambda: x)()", "--at", "x=1"], "<formula>:1:2: error: formulas do not allow lambdas"),
    (["grad", "sin(" * 101 + "x" + ")" * 101, "--at", "x=1"],
     "error: the expression is nested deeper than the limit of 100 levels (raise it with --max-depth"),
    (["grad", "+".join(["x"] * 300_000), "--at", "x=1"],
     ("error: this is too long or too deeply nested for Python's parser; write it as a program (gradcli run) "
      "whose statements name its parts")),
    (["plot", "x*x", "--over", "x=0:1", "--path"],
     ("error: --path draws gradient descent on a heatmap: give two --over names, and where it starts as the --at "
      "value of each")),
    (["plot", "x*y", "--over", "x=0:1", "--over", "y=0:1", "--path"],
     "error: --path starts from --at values of both --over names: give --at x=... --at y=..."),
])
def test_messages_speak_of_what_the_user_wrote(args, message):
    result = invoke(*args)
    assert result.exit_code == 2 and message in result.stderr.splitlines()[0]


@pytest.mark.parametrize("formula, message", [
    ("x + cast(1, 'int32')", ("'+' takes operands of one dtype, not float64 and int32: cast one to the other's, "
                              "as in cast(y, 'float64')")),
    ("x @ cast(x, 'float32')", "'@' takes operands of one dtype, not float64 and float32"),
    ("maximum(x, cast(x, 'float32'))", "this operation takes operands of one dtype, not float64 and float32"),
])
def test_a_formulas_dtype_error_names_its_operator_and_dtypes_not_tensorflows_op(formula, message):
    result = invoke("grad", formula, "--at", "x=[[1.0]]")
    assert result.exit_code == 2 and result.stderr.startswith(f"<formula>:1:1: error: {message}")
    assert "[Op:" not in result.stderr and "\n      | ^" in result.stderr


def test_a_formulas_function_refusing_a_dtype_says_so_in_its_words():
    result = invoke("grad", "sin(cast(x, 'int32'))", "--at", "x=1")
    assert result.exit_code == 2 and result.stderr.startswith(
        "<formula>:1:1: error: sin() does not take int32 tensors: cast them, as in cast(x, 'float64')")
