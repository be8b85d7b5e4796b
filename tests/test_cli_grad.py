"""`gradcli grad`, `graph` and `functions`: every flag and format, with exact output, and the error paths."""
import json
import subprocess
import sys

import numpy as np
import pytest
from click.testing import CliRunner

from gradcli.cli import main
from gradcli.commands import finite_differences
from gradcli.engine.limits import CHECK_MAX_EVALUATIONS

TWO = ["x1*x2", "sin(x1) + x2**2", "--at", "x1=2", "--at", "x2=-1.5"]
TWO_GRADIENT = [-1.5 + np.cos(2.0), 2.0 + 2 * -1.5]


def invoke(*args, input=None, env=None):
    return CliRunner().invoke(main, list(args), input=input, env=env)


def stripped(text):
    return "\n".join(line.rstrip() for line in text.splitlines())


def plain_numbers(output):
    return [float(v) for v in output.split()]


# ----- The answer, in every format -----

def test_plain_prints_a_bare_number():
    result = invoke("grad", "x*x", "--at", "x=3", "--format", "plain")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "6.0\n", "")


def test_two_formulas_give_the_sum_of_their_gradients():
    result = invoke("grad", *TWO, "--format", "plain")
    assert plain_numbers(result.stdout) == pytest.approx(TWO_GRADIENT)
    assert result.stdout.count("\n") == 2  # one line per source


def test_plain_keeps_shapes_and_prints_none_when_unconnected():
    result = invoke("grad", "w*w", "--at", "w=[[1, 2], [3, 4]]", "--at", "z=1", "--format", "plain")
    assert result.stdout == "2.0 4.0\n6.0 8.0\n\nNone\n"  # a matrix a line per row, a blank line between sources
    result = invoke("grad", "v*v", "--at", "v=[1, 2]", "--at", "z=1", "--format", "plain")
    assert result.stdout == "2.0 4.0\nNone\n"  # vectors and scalars: a line each


def test_plain_with_jacobian_prints_each_formulas_jacobian_after_the_gradient():
    result = invoke("grad", "v*v", "--at", "v=[1, 2]", "--jacobian", "--format", "plain", "--precision", "3")
    assert result.stdout == "2.0 4.0\n\n2.0 0.0\n0.0 4.0\n"


def test_unconnected_zero_gives_zeros_of_the_source_shape():
    result = invoke("grad", "x*x", "--at", "x=1", "--at", "z=[5, 6]", "--unconnected", "zero", "--format", "plain")
    assert result.stdout == "2.0\n0.0 0.0\n"


def test_table_shows_the_tensorflow_call_targets_and_sources():
    result = invoke("grad", "x*x", "--at", "x=3")
    assert stripped(result.stdout) == (
        "tape.gradient(x*x, x)\n"
        "target   shape   value\n" + "─" * 22 + "\n"
        "x*x      ()      9.0\n"
        "\n"
        "source   shape   gradient\n" + "─" * 25 + "\n"
        "x        ()      6.0\n")


def test_csv_has_a_header_and_a_row_per_element():
    result = invoke("grad", "w*w", "--at", "w=[1, 3]", "--at", "z=1", "--format", "csv")
    assert result.stdout == ("result,target,source,index,value\n"
                             "gradient,w*w,w,[0],2.0\n"
                             "gradient,w*w,w,[1],6.0\n"
                             "gradient,w*w,z,,None\n")


def test_csv_with_jacobian_adds_one_row_per_jacobian_element():
    result = invoke("grad", *TWO, "--format", "csv", "--jacobian")
    rows = result.stdout.splitlines()
    assert rows[3:] == ["jacobian,x1*x2,x1,,-1.5", "jacobian,x1*x2,x2,,2.0",
                        f"jacobian,sin(x1) + x2**2,x1,,{float(np.cos(2.0))!r}", "jacobian,sin(x1) + x2**2,x2,,-3.0"]


def test_json_is_one_gradient_then_one_jacobian_per_target():
    result = invoke("grad", *TWO, "--format", "json", "--jacobian")
    doc = json.loads(result.stdout)
    assert [r["kind"] for r in doc["results"]] == ["gradient", "jacobian", "jacobian"]
    assert [s["gradient"] for s in doc["results"][0]["sources"]] == pytest.approx(TWO_GRADIENT)
    assert [t["expr"] for t in doc["results"][2]["targets"]] == ["sin(x1) + x2**2"]
    assert doc["results"][2]["sources"][1] == {"expr": "x2", "shape": [], "jacobian": -3.0}


def test_precision_sets_the_digits_of_tables():
    result = invoke("grad", "x/3", "--at", "x=1", "--precision", "3")
    values = [line.split()[-1] for line in result.stdout.splitlines() if line.startswith(("x/3", "x "))]
    assert values == ["0.333", "0.333"]


def test_dtype_float32_computes_in_float32():
    result = invoke("grad", "exp(x) / 3", "--at", "x=0.1", "--dtype", "float32", "--format", "plain")
    assert result.stdout == str(np.exp(np.float32(0.1)) / np.float32(3)) + "\n"  # float32 shortest form
    assert float(result.stdout) != np.exp(0.1) / 3


def test_values_may_be_expressions_of_constants():
    result = invoke("grad", "sum(sin(x))", "--at", "x=linspace(0, pi, 3)", "--format", "plain")
    assert plain_numbers(result.stdout) == pytest.approx(np.cos(np.linspace(0, np.pi, 3)))


def test_wrt_chooses_and_orders_the_sources():
    result = invoke("grad", *TWO, "--wrt", "x2,x1", "--format", "plain")
    assert plain_numbers(result.stdout) == pytest.approx(TWO_GRADIENT[::-1])


def test_output_gradients_weight_each_formula():
    result = invoke("grad", *TWO, "--output-gradients", "1", "--output-gradients", "2", "--format", "plain")
    assert plain_numbers(result.stdout) == pytest.approx([-1.5 + 2 * np.cos(2.0), 2.0 + 2 * 2 * -1.5])


def test_formulas_from_standard_input():
    result = invoke("grad", "-", "--at", "x=2", "--format", "plain", input="x*x\n# a comment\n\nx**3\n")
    assert plain_numbers(result.stdout) == [4.0 + 12.0]


def test_environment_variables_set_defaults():
    result = invoke("grad", "x*x", "--at", "x=3", env={"GRADCLI_GRAD_FORMAT": "plain"})
    assert result.stdout == "6.0\n"


# ----- The jacobian comparison -----

def test_jacobian_view_sums_each_targets_jacobian_to_the_gradient():
    result = invoke("grad", *TWO, "--jacobian")
    lines = stripped(result.stdout).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("tape.jacobian of each target"))
    assert lines[start + 1].split() == ["target", "shape", "d/dx1", "d/dx2"]
    assert lines[start + 3].split() == ["x1*x2", "()", "-1.5", "2.0"]
    assert lines[start + 4].split() == ["sin(x1)", "+", "x2**2", "()", "-0.41614684", "-3.0"]
    assert lines[start + 6].split() == ["sum", "-1.9161468", "-1.0"]
    assert lines[start + 7].split() == ["tape.gradient", "-1.9161468", "-1.0"]
    assert lines[start + 8].split() == ["equal", "equal"]


def test_jacobian_view_with_output_gradients_shows_the_weights():
    result = invoke("grad", *TWO, "--jacobian", "--output-gradients", "1", "--output-gradients", "2")
    assert "output gradient" in result.stdout and "weighted sum" in result.stdout
    assert "DIFFERENT" not in result.stdout


def test_jacobian_view_lays_out_higher_ranks_as_labelled_slices():
    result = invoke("grad", "w*w", "--at", "w=[[1, 2], [3, 4]]", "--jacobian")
    assert "[0, 0, :, :]" in result.stdout and "[1, 1, :, :]" in result.stdout


# ----- Symbolic derivatives and the finite-difference check -----

def test_symbolic_shows_each_derivative_and_agrees_with_the_tape():
    result = invoke("grad", *TWO, "--symbolic")
    assert result.exit_code == 0
    rows = [line.split() for line in stripped(result.stdout).splitlines()]
    assert ["x1*x2", "x1", "x2", "-1.5", "-1.5", "agrees"] in rows
    assert ["sum", "x2", "x1", "+", "2*x2", "-1.0", "-1.0", "agrees"] in rows


def test_symbolic_in_json():
    result = invoke("grad", "x**3", "--at", "x=2", "--symbolic", "--format", "json")
    (row,) = json.loads(result.stdout)["symbolic"][:1]
    assert row == {"target": "x**3", "source": "x", "derivative": "3*x**2", "value": 12.0, "tape": 12.0,
                   "agrees": True}


def test_symbolic_follows_tensorflow_at_kinks():
    result = invoke("grad", "relu(x) + maximum(x, y)", "--at", "x=0", "--at", "y=0", "--symbolic")
    assert result.exit_code == 0 and "DIFFERS" not in result.stdout


def test_symbolic_needs_scalars():
    result = invoke("grad", "sum(x)", "--at", "x=[1, 2]", "--symbolic")
    assert result.exit_code == 2 and "--symbolic needs scalar values; x has shape (2,)" in result.stderr


def test_sympy_and_rich_are_imported_only_when_needed():
    code = ("import sys; from gradcli.cli import main\n"
            "main(['grad', 'x*x', '--at', 'x=3', '--format', 'plain'], standalone_mode=False)\n"
            "print('sympy' in sys.modules, 'rich' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == "6.0\nFalse False\n"


def test_check_reports_agreement():
    result = invoke("grad", *TWO, "--check", "--jacobian")
    assert result.exit_code == 0
    assert "finite differences agree: largest absolute error" in result.stdout


def test_check_exits_1_when_finite_differences_disagree():
    result = invoke("grad", "relu(x)", "--at", "x=0", "--check", "--format", "plain")
    assert result.exit_code == 1 and result.stdout == "0.0\n"
    assert result.stderr.startswith("finite differences DISAGREE")


def test_check_in_json():
    doc = json.loads(invoke("grad", "x*x", "--at", "x=3", "--check", "--format", "json").stdout)
    assert doc["check"]["agrees"] is True and doc["check"]["max_abs_error"] < 1e-6


# ----- Errors -----

def test_a_bug_is_one_line_on_stderr_not_a_traceback(monkeypatch):
    def broken(self):
        raise RuntimeError("boom")
    monkeypatch.setattr("gradcli.commands.calculator.Calculator.gradient", broken)
    result = invoke("grad", "x", "--at", "x=1")
    assert result.exit_code == 1
    assert result.stderr == "gradcli: internal error: RuntimeError: boom (GRADCLI_DEBUG=1 shows more)\n"


def test_piped_output_has_no_escape_codes():
    result = invoke("grad", *TWO, "--jacobian", "--symbolic", "--check", env={"NO_COLOR": "1"})
    assert "\x1b[" not in result.stdout


def test_symbolic_sums_weight_each_formula_by_its_output_gradient():
    result = invoke("grad", "x*x", "x**3", "--at", "x=2", "--output-gradients", "10", "--output-gradients", "1",
                    "--symbolic", "--format", "json")
    total = [row for row in json.loads(result.stdout)["symbolic"] if row["target"] == "weighted sum"][0]
    assert result.exit_code == 0 and total["value"] == total["tape"] == 10 * 4.0 + 12.0


def test_symbolic_says_on_stderr_which_derivative_differs():
    result = invoke("grad", "pow(x, y)", "--at", "x=-2", "--at", "y=2", "--symbolic", "--format", "plain")
    assert result.exit_code == 1
    assert "error: sympy's d(pow(x, y))/dy is nan here, but the tape's is 0.0" in result.stderr


def test_symbolic_compares_infinities_as_infinities():
    result = invoke("grad", "1/x", "--at", "x=0", "--symbolic", "--format", "csv")
    assert result.exit_code == 0 and "error:" not in result.stderr


@pytest.mark.parametrize("command, formula, at", [
    ("grad", "sin(x)", "x=1"),  # TensorFlow's float32 gradient, 0.54030228, against sympy's 0.54030231
    ("grad", "x**3", "x=1.1"),
    ("hessian", "sin(x)*y", "x=1 --at y=0.3"),
])
@pytest.mark.parametrize("exact", [[], ["--tf-exact"]])
def test_symbolic_allows_float32_its_round_off(command, formula, at, exact):
    result = invoke(command, formula, "--at", *at.split(), "--dtype", "float32", "--symbolic", *exact, "--format",
                    "json")
    assert result.exit_code == 0, result.output
    assert all(row["agrees"] for row in json.loads(result.stdout)["symbolic"])


def test_symbolic_tells_a_float32_answer_off_by_more_than_its_round_off():
    import sympy

    from gradcli.commands.symbolic import _row
    from gradcli.engine.tensor import constant
    x = sympy.Symbol("x", real=True)
    assert _row("f", "x", 2 * x, {x: sympy.Float(1.0)}, constant(2.0000002, "float32")).agrees
    assert not _row("f", "x", 2 * x, {x: sympy.Float(1.0)}, constant(2.0002, "float32")).agrees


@pytest.mark.parametrize("args", [
    ["x**2", "--at", "x=1", "--expect", "inf"],  # rtol |inf| is inf: every number was within it
    ["log(x)", "--at", "x=0", "--expect=-inf"],  # the gradient is +inf
    ["x**2", "--at", "x=inf", "--expect", "1e300"],
])
def test_expect_tells_infinities_apart_from_numbers_and_each_other(args):
    result = invoke("grad", *args, "--format", "plain")
    assert result.exit_code == 1 and "but --expect gives" in result.stderr


def test_check_never_judges_where_finite_differences_give_nan():
    result = invoke("grad", "x**2", "--at", "x=nan", "--check", "--format", "json")
    assert json.loads(result.stdout)["check"]["unchecked"] == [
        {"kind": "gradient", "source": "x", "index": [], "tape": "nan", "finite_differences": "nan"}]
    result = invoke("grad", "x**2", "--at", "x=nan", "--check", "--format", "plain")
    assert "agree" not in result.stderr and "cannot check x: the gradient is nan" in result.stderr


def test_check_says_what_finite_differences_cannot_check_and_judges_the_rest():
    result = invoke("grad", "sqrt(x)", "--at", "x=0", "--check", "--format", "plain")
    assert result.exit_code == 0 and "DISAGREE" not in result.stderr and "agree" not in result.stderr
    assert "cannot check x: the gradient is inf; finite differences give nan (the formulas are not finite on both " \
           "sides of the point)" in result.stderr
    result = invoke("grad", "sqrt(x)", "--at", "x=[1.0, 0.0]", "--jacobian", "--check", "--format", "plain")
    assert result.exit_code == 0 and "cannot check x[1] (and 1 more element): the gradient is inf" in result.stderr
    assert "finite differences agree" in result.stderr  # x[0] of the gradient and of the jacobian
    result = invoke("grad", "sqrt(x)", "relu(y)", "--at", "x=0", "--at", "y=0", "--check", "--format", "json")
    check = json.loads(result.stdout)["check"]
    assert result.exit_code == 1 and not check["agrees"]  # relu at 0 disagrees where it can be checked
    assert [d["source"] for d in check["unchecked"]] == ["x"]


@pytest.mark.parametrize("formula, column", [("x**", 4), ("sin(x) +  # a comment", 9)])
def test_a_formula_that_ends_too_early_has_the_caret_where_it_ends(formula, column):
    result = invoke("grad", formula, "--at", "x=1")
    assert result.exit_code == 2
    assert result.stderr == (f"<formula>:1:{column}: error: invalid syntax: unexpected end of the formula\n"
                             f"    1 | {formula}\n      | {' ' * (column - 1)}^\n")


@pytest.mark.parametrize("formula", ["", "   ", "# nothing"])
def test_an_empty_formula_says_so(formula):
    result = invoke("grad", formula, "--at", "x=1")
    assert result.exit_code == 2 and result.stderr.startswith("<formula>:1:1: error: empty formula\n")


@pytest.mark.parametrize("command", [["grad"], ["grad", "--order", "2"], ["grad", "--jvp", "x=[[1,0],[0,1]]"],
                                     ["hessian"]])
def test_a_gradient_that_fails_names_the_function_written_at_its_place_and_exits_1(command):
    # TensorFlow computes det of a singular matrix (0), but its gradient, which inverts it, raises at run time.
    result = invoke(*command[:1], "2 * tf.linalg.det(x)", "--at", "x=[[1,2],[2,4]]", *command[1:])
    assert result.exit_code == 1
    assert result.stderr == ("<formula>:1:5: error: the gradient of tf.linalg.det: Input is not invertible.\n"
                             "    1 | 2 * tf.linalg.det(x)\n"
                             "      |     ^~~~~~~~~~~~~~~~\n")


def test_an_operation_inside_a_function_is_told_as_the_function_called():
    result = invoke("grad", "matvec(x, [1.0, 2.0, 3.0])", "--at", "x=[[1,2],[2,4]]")
    assert result.exit_code == 2
    assert result.stderr.startswith("<formula>:1:1: error: matvec: Matrix size-incompatible: ")
    singular = invoke("grad", "inv(x)", "--at", "x=[[1,2],[2,4]]")
    assert singular.exit_code == 1 and singular.stderr.startswith("<formula>:1:1: error: inv: Input is not invertible.")


def test_a_limit_is_a_usage_error_not_an_internal_one():
    result = invoke("grad", "x*x", "--at", "x=zeros([20000])", "--jacobian")
    assert result.exit_code == 2 and "internal error" not in result.stderr
    assert "the jacobian would have 400,000,000 elements, more than the limit" in result.stderr


def on_a_terminal(*args, env=None):
    """What gradcli prints when its standard output is a terminal (a pseudo-terminal here)."""
    import os
    import pty

    leader, follower = pty.openpty()
    inherited = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    done = subprocess.run([sys.executable, "-m", "gradcli", *args], stdout=follower, stderr=subprocess.PIPE,
                          env={**inherited, "TERM": "xterm-256color", **(env or {})}, timeout=60)
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal is closed and drained
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    assert done.returncode == 0, done.stderr
    return b"".join(chunks).decode()


@pytest.mark.parametrize("command", [["grad", *TWO, "--jacobian"], ["graph", "x*x", "--at", "x=3"]])
def test_no_color_and_color_never_leave_no_escape_codes_on_a_terminal(command):
    assert "\x1b[" in on_a_terminal(*command)  # a terminal gets bold headings by default
    assert "\x1b[" not in on_a_terminal(*command, env={"NO_COLOR": "1"})
    assert "\x1b[" not in on_a_terminal(*command, "--color", "never")


def test_brackets_in_a_formula_are_text_not_markup():
    result = invoke("grad", "concat([x], 0)", "stack([x, x*2])", "--at", "x=[1.0]")
    rows = [line.split("  ")[0] for line in result.stdout.splitlines()[3:5]]  # the targets table's rows
    assert rows == ["concat([x], 0)", "stack([x, x*2])"]


# ----- graph and functions -----

def test_graph_draws_each_operation_with_its_value_and_gradient():
    result = invoke("graph", "x*x + sin(x)", "--at", "x=3")
    lines = stripped(result.stdout).splitlines()
    assert lines[1] == f"└── x*x + sin(x)  = {9 + np.sin(3.0):.6g}  gradient 1.0"
    assert lines[2] == "    ├── x*x  = 9.0  gradient 1.0"
    assert lines[3] == "    │   ├── x  = 3.0  gradient 3.0"  # each use of x gets the other factor along its edge
    assert lines[6] == f"        └── x  = 3.0  gradient {np.cos(3.0):.8g}"
    assert lines[7] == f"tape.gradient for x: {6 + np.cos(3.0):.8g} (the sum over its uses)"  # the total, once


def test_graph_shows_that_nothing_flows_through_stop_gradient():
    result = invoke("graph", "stop_gradient(x)*x", "--at", "x=2")
    lines = stripped(result.stdout).splitlines()
    assert lines[2:5] == ["    ├── stop_gradient(x)  = 2.0  gradient None", "    │   └── x  = 2.0  gradient None",
                          "    └── x  = 2.0  gradient 2.0"]
    assert lines[5] == "tape.gradient for x: 2.0 (the sum over its uses)"


def test_graph_shows_the_operations_written_not_what_they_are_built_of():
    result = invoke("graph", "reduce_mean(w * x) + stop_gradient(x)", "--at", "w=[0.5, 2]", "--at", "x=3")
    labels = [line.split("──")[-1].split("  =")[0].strip() for line in stripped(result.stdout).splitlines()[1:-2]]
    assert labels == ["reduce_mean(w * x) + stop_gradient(x)", "reduce_mean(w * x)", "w * x", "w", "x",
                      "stop_gradient(x)", "x"]


def test_graph_in_json_with_wrt():
    doc = json.loads(invoke("graph", "x*y", "--at", "x=2", "--at", "y=3", "--wrt", "x", "--format", "json").stdout)
    (root,) = doc["targets"]
    assert (root["expr"], root["value"], root["gradient"]) == ("x*y", 6.0, 1.0)
    assert [(i["expr"], i["gradient"]) for i in root["inputs"]] == [("x", 3.0), ("y", None)]


def test_functions_lists_every_group():
    result = invoke("functions")
    for group in ("elementwise", "reductions", "linear algebra and shape", "neural network", "constructors"):
        assert group in result.stdout


def test_functions_plain_is_signature_tab_description():
    lines = invoke("functions", "--format", "plain").stdout.splitlines()
    assert "reduce_sum(input_tensor, axis=None, keepdims=False)\tsum over axis (all axes by default)" in lines


def test_functions_into_head_ends_quietly():
    pipeline = f"{sys.executable} -m gradcli functions --format plain | head -1"
    done = subprocess.run(pipeline, shell=True, capture_output=True, text=True)
    assert done.stdout == "abs(x)\t|x|; the gradient at 0 is 0, as in TensorFlow\n" and done.stderr == ""


@pytest.mark.parametrize("command", ["grad", "graph", "run", "batch", "functions"])
def test_every_command_has_help_with_examples(command):
    result = invoke(command, "--help")
    assert result.exit_code == 0 and "Examples:" in result.stdout


def test_python_dash_m_gradcli():
    done = subprocess.run([sys.executable, "-m", "gradcli", "grad", "x*x", "--at", "x=3", "--format", "plain"],
                          capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (0, "6.0\n")


def test_an_integer_source_gets_none_and_a_warning_saying_why():
    result = invoke("grad", "x*x", "--at", "x=constant(2, dtype='int32')", "--format", "plain")
    assert result.exit_code == 0 and result.stdout == "None\n"
    assert "warning: x is int32: an integer source gets no gradient (None)" in result.stderr


def test_a_formula_with_spaces_around_it_is_the_formula():
    result = invoke("grad", " x*x ", "--at", "x=1", "--format", "plain")
    assert (result.exit_code, result.stdout) == (0, "2.0\n")


def test_wrt_accumulates_and_refuses_an_empty_name():
    result = invoke("grad", "a*b", "--at", "a=1", "--at", "b=2", "--wrt", "b", "--wrt", "a", "--format", "plain")
    assert result.stdout == "1.0\n2.0\n"
    result = invoke("grad", "a*b", "--at", "a=1", "--at", "b=2", "--wrt", "", "--format", "plain")
    assert result.exit_code == 2 and "--wrt takes the names of sources" in result.stderr


def test_every_option_of_every_command_can_come_from_the_environment():
    from gradcli.cli import main as group

    for name, command in group.commands.items():
        for param in command.params:
            if param.param_type_name == "option" and param.name != "help":
                assert param.envvar and param.show_envvar, (name, param.name)


def test_a_multi_valued_variable_is_split_as_a_shell_splits_words():
    result = invoke("grad", "reduce_sum(w * w) + x", "--format", "plain", env={"GRADCLI_GRAD_AT": "'w=[1, 2]' x=3"})
    assert result.exit_code == 0 and result.stdout == "2.0 4.0\n1.0\n"
    result = invoke("grad", "x*y", "--format", "plain", env={"GRADCLI_GRAD_AT": "x=3 y=4"})
    assert result.exit_code == 0 and result.stdout == "4.0\n3.0\n"
    result = invoke("graph", "x*x", env={"GRADCLI_GRAPH_AT": "x=3"})
    assert result.exit_code == 0 and "tape.gradient for x: 6.0" in result.stdout
    result = invoke("grad", "x", env={"GRADCLI_GRAD_AT": "'x=3"})
    assert result.exit_code == 2 and "GRADCLI_GRAD_AT" in result.stderr and "No closing quotation" in result.stderr


def test_a_bad_value_names_the_variable_it_came_from_and_only_then():
    from_environment = invoke("grad", "x", "--at", "x=1", env={"GRADCLI_GRAD_FORMAT": "yaml"})
    assert from_environment.exit_code == 2 and "GRADCLI_GRAD_FORMAT (for '--format' / '-f')" in from_environment.stderr
    from_option = invoke("grad", "x", "--at", "x=1", "--format", "yaml")
    assert "GRADCLI_GRAD_FORMAT" not in from_option.stderr


def test_short_options_for_the_common_ones():
    result = invoke("grad", "a*b", "-a", "a=1", "-a", "b=2", "-w", "b", "-f", "plain")
    assert (result.exit_code, result.stdout) == (0, "1.0\n")


def test_expect_compares_each_source_for_shell_scripts():
    assert invoke("grad", *TWO, "--expect", str(TWO_GRADIENT[0]), "--expect", str(TWO_GRADIENT[1])).exit_code == 0
    result = invoke("grad", "x*x", "--at", "x=3", "--expect", "7", "--format", "plain")
    assert result.exit_code == 1 and result.stdout == "6.0\n"
    assert "error: the gradient for 'x' is 6.0, but --expect gives 7.0" in result.stderr
    assert invoke("grad", "x*x", "--at", "x=3", "--expect", "6.1", "--tolerance", "0.1").exit_code == 0
    assert invoke("grad", "x", "--at", "x=1", "--at", "z=2", "--expect", "1", "--expect", "None").exit_code == 0
    result = invoke("grad", "x*x", "--at", "x=3", "--expect", "6", "--expect", "6")
    assert result.exit_code == 2 and "--expect was given 2 times for 1 source" in result.stderr


@pytest.mark.parametrize("elements, args", [(CHECK_MAX_EVALUATIONS // 2 + 1, []),
                                            (CHECK_MAX_EVALUATIONS // 4 + 1, ["--order", "2"])])
def test_check_refuses_sources_beyond_its_limit_instead_of_running_for_minutes(elements, args):
    result = invoke("grad", "reduce_sum(x * x)", "--at", f"x=zeros([{elements}])", "--check", *args)
    assert result.exit_code == 2 and f"more than its limit of {CHECK_MAX_EVALUATIONS:,}" in result.stderr


@pytest.mark.parametrize("args, allowed", [
    (["grad", "reduce_sum(x * x)"], True), (["hessian", "reduce_sum(x * x)"], False),
    (["grad", "reduce_sum(x * x)", "--order", "2"], False), (["grad", "x * x", "--jvp", "x=ones([4])"], True)])
def test_the_check_counts_its_cost_in_evaluations_a_tape_run_backward_counting_one(monkeypatch, args, allowed):
    monkeypatch.setattr(finite_differences, "CHECK_MAX_EVALUATIONS", 8)  # 2 per element of x: 8 evaluations
    result = invoke(*args, "--at", "x=[1, 2, 3, 4]", "--check")
    assert (result.exit_code == 0) == allowed, result.output
    assert allowed or "--check evaluates the formulas, then 1 tape backward twice for each source element: 16 " \
                      "evaluations for the sources' 4 elements, more than its limit of 8" in result.stderr


@pytest.mark.parametrize("columns, args", [(40, ["w*w"]), (60, ["reduce_sum(w * w)", "w", "--jacobian"])])
def test_tables_fit_a_narrow_terminal_by_summarising_arrays(columns, args):
    args = ["grad", *args, "--at", "w=linspace(0, 1, 30)"]
    narrow = invoke(*args, env={"COLUMNS": str(columns)}).stdout
    assert max(len(line) for line in narrow.splitlines()) <= columns and "..." in narrow
    full = invoke(*args, "--full", env={"COLUMNS": str(columns)}).stdout
    assert "..." not in full and "0.96551724" in full  # every entry, however wide


def test_piped_tables_have_no_padding_at_the_ends_of_lines():
    result = invoke("grad", *TWO, "--jacobian")
    assert all(line == line.rstrip() for line in result.stdout.splitlines())


@pytest.mark.parametrize("formula, name", [("sin(θ)", "θ"), ("x_1 * Δ", "Δ"), ("ﬁ * 2", "ﬁ")])
def test_every_name_a_formula_accepts_is_accepted_by_at_over_and_jvp(formula, name):
    missing = invoke("grad", formula, "--at", "x_1=1")
    assert missing.exit_code == 2 and f"give it with --at {name.replace('ﬁ', 'fi')}=VALUE" in missing.stderr
    at = invoke("grad", formula, "--at", f"{name}=0.5", "--at", "x_1=1", "--format", "json")
    assert at.exit_code == 0, at.stderr
    over = invoke("grad", formula, "--over", f"{name}=0:1:3", "--at", "x_1=1", "--format", "csv")
    assert over.exit_code == 0 and len(over.stdout.splitlines()) == 4, over.stderr
    jvp = invoke("grad", formula, "--at", f"{name}=0.5", "--at", "x_1=1", "--jvp", f"{name}=1", "--format", "plain")
    assert jvp.exit_code == 0, jvp.stderr


@pytest.mark.parametrize("factor", ["123456789012", "12345678.9", "-3.3e15"])
def test_tables_never_round_a_number_into_digits_that_look_exact(factor):
    shown = gradient_cell(f"x*{factor}")
    assert "e+" in shown and float(shown) == pytest.approx(float(factor), rel=1e-7)


def test_tables_show_numbers_that_fit_their_digits_positionally():
    for factor in ["99999999", "1234567.5", "0.25"]:
        assert gradient_cell(f"x*{factor}") == repr(float(factor))


def gradient_cell(formula):
    """The gradient of `formula` by x at 1, as the table shows it."""
    (row,) = [line for line in invoke("grad", formula, "--at", "x=1").stdout.splitlines() if line.startswith("x ")]
    return row.split()[-1]


def test_symbolic_labels_say_what_each_row_is():
    one = invoke("grad", "x**3", "--at", "x=2", "--symbolic", "--format", "plain")
    assert one.stderr.splitlines() == ["d(x**3)/dx = 3*x**2"]  # no sum row beside the one formula's
    nested = invoke("grad", "x**3", "--at", "x=2", "--order", "3", "--symbolic", "--format", "plain")
    assert nested.stderr.splitlines() == ["order 3 of x**3 by x = 6"]
    two = invoke("grad", "x**3", "x*y", "--at", "x=2", "--at", "y=1", "--symbolic", "--format", "plain")
    assert "d(sum)/dx = 3*x**2 + y" in two.stderr.splitlines()


def test_the_eigen_verdict_says_none_where_the_gradient_is_none():
    verdict = invoke("hessian", "3", "--at", "x=1", "--eigen").stdout.splitlines()[-1]
    assert "the gradient is None (the formula depends on no source) and the Hessian is zero" in verdict
    assert "but" not in verdict


# ----- What a new user trips on -----

@pytest.mark.parametrize("formula, at, expected", [
    ("x*x", "x=9223372036854775808", [2 * 2.0 ** 63]),
    ("x*x", "x=[1, 99999999999999999999]", [2.0, 2e20]),
    ("x * 99999999999999999999999999999999999", "x=1", [1e35]),
])
def test_an_integer_beyond_int64_is_a_float64_as_formula_numbers_are(formula, at, expected):
    result = invoke("grad", formula, "--at", at, "--format", "plain")
    assert result.exit_code == 0 and plain_numbers(result.stdout) == expected


def test_an_integer_beyond_float64_is_refused_at_its_place():
    result = invoke("grad", "x * x", "--at", "x=-" + "1" * 400)
    assert result.exit_code == 2 and result.stderr.startswith("--at x:1:1: error: int too large to convert to float")


def test_an_integer_beyond_int64_in_tensorflow_code_is_still_refused(tmp_path):
    program = tmp_path / "big.py"
    program.write_text("import tensorflow as tf\nprint(tf.constant(99999999999999999999))\n")
    result = invoke("run", str(program))
    assert result.exit_code == 1 and "out-of-range integer" in result.stderr


@pytest.mark.parametrize("args", [["grad", "x*0", "--at", "x=inf", "--strict", "-f", fmt] for fmt in
                                  ("plain", "csv", "json", "table")] + [
    ["hessian", "x*x*y", "--at", "x=inf", "--at", "y=1", "--strict"],
    ["grad", "log(x)", "--over", "x=-1:1:3", "--strict", "-f", "plain"],
])
def test_a_result_that_fails_strict_is_not_printed(args):
    result = invoke(*args)
    assert result.exit_code == 1 and result.stdout == ""
    assert "error: " in result.stderr and ("nan" in result.stderr or "inf" in result.stderr)


def test_max_elements_holds_for_elementwise_results():
    result = invoke("grad", "x*x", "--at", "x=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", "--max-elements", "10")
    assert result.exit_code == 2 and result.stdout == ""
    assert "the result of multiply would have 11 elements, more than the limit of 10" in result.stderr
    assert invoke("grad", "sin(x)", "--at", "x=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", "--max-elements", "11",
                  "-f", "plain").exit_code == 0


def test_a_float32_shows_its_shortest_digits_in_tables_messages_csv_and_json():
    table = invoke("grad", "cos(x)", "--at", "x=1", "--dtype", "float32").stdout
    assert "cos(x)   ()      0.5403023\n" in table and "-0.841471\n" in table
    json_doc = json.loads(invoke("grad", "cos(x)", "--at", "x=1", "--dtype", "float32", "-f", "json").stdout)
    assert json_doc["results"][0]["targets"][0]["value"] == 0.5403023
    assert "0.5403" in invoke("grad", "cos(x)", "--at", "x=1", "--dtype", "float32", "--precision", "4").stdout
    expect = invoke("grad", "x*x", "--at", "x=3.1", "--dtype", "float32", "--expect", "-1.7", "-f", "plain")
    assert expect.exit_code == 1 and "error: the gradient for 'x' is 6.2, but --expect gives -1.7" in expect.stderr


def test_a_table_too_wide_for_the_terminal_keeps_every_column():
    narrow = {"COLUMNS": "50"}
    sweep = invoke("grad", "x*y", "sin(x) + y**2", "--over", "x=0:1:3", "--over", "y=-1:1:2", env=narrow).stdout
    assert all(f"{header}: " in sweep for header in ("x", "y", "x*y", "sin(x) + y**2", "d/dx", "d/dy"))
    assert max(map(len, sweep.splitlines())) <= 50
    symbolic = invoke("grad", "x**3", "--at", "x=2", "--symbolic", env=narrow).stdout
    assert "derivative (sympy): 3*x**2" in symbolic and "agrees" in symbolic
    wide = invoke("grad", "x*y", "sin(x) + y**2", "--over", "x=0:1:3", "--over", "y=-1:1:2", env={"COLUMNS": "80"})
    assert "d/dx" in wide.stdout.splitlines()[2] and "d/dy" in wide.stdout.splitlines()[2]  # a table, when it fits
