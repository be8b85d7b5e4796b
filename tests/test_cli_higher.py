"""The command line beyond the first derivative: grad --order, grad --jvp and gradcli hessian.

Each answer is checked against a closed form (sympy's, or one written out), and
the identities the --jacobian views show are checked to hold.
"""
import json
import math

import pytest
from click.testing import CliRunner

from gradcli.cli import main


def invoke(*args):
    return CliRunner().invoke(main, list(args))


def plain(*args):
    result = invoke(*args, "--format", "plain")
    assert result.exit_code == 0, result.output
    return [[float(v) for v in line.split()] for line in result.stdout.splitlines()]


@pytest.mark.parametrize("order, expected", [(1, math.cos(1)), (2, -math.sin(1)), (3, -math.cos(1)),
                                             (4, math.sin(1))])
def test_order_n_of_sin_is_its_nth_derivative(order, expected):
    assert plain("grad", "sin(x)", "--at", "x=1", "--order", str(order)) == [[pytest.approx(expected, rel=1e-12)]]


def test_each_level_sums_over_the_sources_as_tape_gradient_does():
    # f = x**2*y: level 1 is [2xy, x**2]; level 2 is d/dx and d/dy of 2xy + x**2: [2y + 2x, 2x]
    assert plain("grad", "x**2*y", "--at", "x=1", "--at", "y=2", "--order", "2") == [[6.0], [2.0]]
    # level 3: gradient of 2y + 4x: [4, 2]
    assert plain("grad", "x**2*y", "--at", "x=1", "--at", "y=2", "--order", "3") == [[4.0], [2.0]]


def test_order_2_with_jacobian_shows_the_hessian_and_that_it_sums_to_the_answer():
    result = invoke("grad", "x**2*y + y**3", "--at", "x=1", "--at", "y=2", "--order", "2", "--jacobian")
    assert result.exit_code == 0, result.output
    assert "tape.gradient(tape.gradient(x**2*y + y**3, [x, y]), [x, y])" in result.stdout
    lines = result.stdout.splitlines()
    assert any(line.split() == ["d/dx", "()", "4.0", "2.0"] for line in lines)
    assert any(line.split() == ["d/dy", "()", "2.0", "12.0"] for line in lines)
    assert any(line.split() == ["sum", "6.0", "14.0"] for line in lines)
    assert any(line.split() == ["equal", "equal"] for line in lines)


def test_order_json_names_the_order_and_check_and_symbolic_agree():
    result = invoke("grad", "exp(x) * y**2", "--at", "x=0.5", "--at", "y=-1", "--order", "2", "--check",
                    "--symbolic", "--format", "json")
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    (gradient,) = document["results"]
    assert gradient["order"] == 2 and gradient["kind"] == "gradient"
    # d/dx (e^x y^2 + 2 e^x y) = e^x y^2 + 2 e^x y; d/dy (...) = 2 e^x y + 2 e^x
    e = math.exp(0.5)
    assert [s["gradient"] for s in gradient["sources"]] == [pytest.approx(e - 2 * e), pytest.approx(-2 * e + 2 * e)]
    assert document["check"]["agrees"] and all(row["agrees"] for row in document["symbolic"])


def test_order_refuses_a_sweep():
    result = invoke("grad", "x*x", "--over", "x=0:1:3", "--order", "2")
    assert result.exit_code == 2 and "--order works at one point" in result.stderr


def test_jvp_is_the_directional_derivative_and_jacobian_shows_it_is_j_times_v():
    assert plain("grad", "x**2*y", "sin(x)", "--at", "x=1", "--at", "y=2", "--jvp", "x=1", "--jvp", "y=0.5") == [
        [pytest.approx(4.5)], [pytest.approx(math.cos(1))]]
    result = invoke("grad", "x**2*y", "--at", "x=1", "--at", "y=2", "--jvp", "x=1", "--jvp", "y=0.5", "--jacobian",
                    "--check")
    assert result.exit_code == 0, result.output
    assert "ForwardAccumulator([x, y], [1, 0.5]).jvp(x**2*y)" in result.stdout
    assert any(line.split() == ["x**2*y", "()", "4.0", "1.0", "4.5", "4.5", "equal"]
               for line in result.stdout.splitlines())
    assert "finite differences agree" in result.stdout


def test_jvp_of_arrays_in_json_csv_and_plain():
    args = ["grad", "w * x", "--at", "w=[1, 2]", "--at", "x=3", "--jvp", "w=[1, -1]"]
    document = json.loads(invoke(*args, "--format", "json").stdout)
    (result,) = document["results"]
    assert result["kind"] == "jvp" and result["targets"][0]["jvp"] == [3.0, -3.0]
    assert result["sources"] == [{"expr": "w", "shape": [2], "tangent": [1.0, -1.0]}]
    assert invoke(*args, "--format", "csv").stdout.splitlines() == [
        "result,target,source,index,value", "jvp,w * x,,[0],3.0", "jvp,w * x,,[1],-3.0"]
    assert plain(*args) == [[3.0, -3.0]]


@pytest.mark.parametrize("args, message", [
    (["--jvp", "z=1"], "--jvp gives a tangent for 'z', which has no value"),
    (["--jvp", "x=[1, 2]"], "--jvp x has shape (2,), but its primal has shape ()"),
    (["--jvp", "x"], "--jvp takes NAME=VALUE"),
    (["--jvp", "x=1", "--symbolic"], "does not combine with --symbolic"),
    (["--jvp", "x=1", "--order", "2"], "does not combine with --order"),
])
def test_jvp_errors_say_what_is_wrong(args, message):
    result = invoke("grad", "x*x", "--at", "x=3", *args)
    assert result.exit_code == 2 and message in result.stderr, result.stderr
    assert "Traceback" not in result.output


def test_hessian_blocks_eigenvalues_and_verdict():
    result = invoke("hessian", "x**2*y + y**3", "--at", "x=1", "--at", "y=2", "--eigen")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "hessian of x**2*y + y**3 by [x, y]"
    assert any(line.split() == ["x", "()", "4.0", "4.0", "2.0"] for line in lines)
    assert any(line.split() == ["y", "()", "13.0", "2.0", "12.0"] for line in lines)
    # eigenvalues of [[4, 2], [2, 12]]: 8 -+ sqrt(20)
    assert f"eigenvalues: {8 - math.sqrt(20):.6f}, {8 + math.sqrt(20):.6f}\n" in result.stdout
    assert "positive definite: not a stationary point (the gradient is not zero)" in result.stdout


@pytest.mark.parametrize("formula, verdict", [
    ("x**2 + 3*y**2", "a local minimum: the gradient is zero"),
    ("0 - x**2 - y**2", "a local maximum: the gradient is zero"),
    ("x**2 - y**2", "a saddle point: the gradient is zero"),
    ("x**4 + y**2", "positive semidefinite (1 flat direction)"),
])
def test_eigen_says_minimum_maximum_or_saddle_at_a_stationary_point(formula, verdict):
    document = json.loads(invoke("hessian", formula, "--at", "x=0", "--at", "y=0", "--eigen", "--format",
                                 "json").stdout)
    assert verdict in document["eigen"]["verdict"] and document["eigen"]["stationary"]


@pytest.mark.parametrize("formula, at", [
    ("x**3", ["x=1e200"]),  # the gradient is inf: a tolerance relative to it would call every gradient zero
    ("x**2*y", ["x=1e300", "y=1"]),  # one entry inf, the other finite
    ("x**2", ["x=nan"]),
    ("x**2 + y**2", ["x=inf", "y=0"]),
])
def test_eigen_never_calls_a_gradient_holding_inf_or_nan_zero(formula, at):
    arguments = [argument for value in at for argument in ("--at", value)]
    document = json.loads(invoke("hessian", formula, *arguments, "--eigen", "--format", "json").stdout)
    assert not document["eigen"]["stationary"]
    assert "gradient is zero" not in document["eigen"]["verdict"]
    assert "the gradient holds inf or nan" in document["eigen"]["verdict"]


def test_hessian_of_an_array_source_by_blocks_with_check_and_symbolic():
    result = invoke("hessian", "reduce_sum(w * w * x)", "--at", "w=[1, 2]", "--at", "x=3", "--check", "--format",
                    "json")
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    (hessian,) = document["results"]
    w, x = hessian["sources"]
    assert w["hessian"] == [[[6.0, 0.0], [0.0, 6.0]], [2.0, 4.0]]  # d2/dw2 = 2x I, d2/dw dx = 2w
    assert x["hessian"] == [[2.0, 4.0], None]  # d/dx of sum(w * w) is unconnected: None, as in TensorFlow
    assert (w["gradient"], x["gradient"]) == ([6.0, 12.0], 5.0) and document["check"]["agrees"]
    assert "gradient" not in hessian  # under each source, as grad's JSON has it
    symbolic = invoke("hessian", "x**2*sin(y)", "--at", "x=1", "--at", "y=0.5", "--symbolic")
    assert symbolic.exit_code == 0 and "2*sin(y)" in symbolic.stdout and "DIFFERS" not in symbolic.stdout


def test_hessian_plain_prints_its_rows_and_csv_its_blocks():
    args = ["hessian", "x**2*y + y**3", "--at", "x=1", "--at", "y=2"]
    assert plain(*args) == [[4.0, 2.0], [2.0, 12.0]]
    assert invoke(*args, "--format", "csv").stdout.splitlines()[1:3] == [
        "hessian,x**2*y + y**3,x,d/dx,4.0", "hessian,x**2*y + y**3,x,d/dy,2.0"]


@pytest.mark.parametrize("args", [["x*y", "--at", "x=1", "--at", "y=2"],
                                  ["reduce_sum(w*w*x)", "--at", "w=[1, 2]", "--at", "x=3"]])
def test_hessian_plain_prints_every_block_json_has_with_none_where_unconnected(args):
    blocks = [block
              for source in json.loads(invoke("hessian", *args, "--format", "json").stdout)["results"][0]["sources"]
              for block in source["hessian"]]
    text = invoke("hessian", *args, "--format", "plain").stdout
    pieces = [line.split() for line in text.split("\n\n")] if "\n\n" in text else [line.split() for line in
                                                                                       text.splitlines()]
    shown = [word for piece in pieces for word in piece]
    assert shown == ["None" if b is None else repr(float(v)) for b in blocks
                     for v in ([None] if b is None else json_numbers(b))], text


def json_numbers(block):
    return [block] if not isinstance(block, list) else [v for item in block for v in json_numbers(item)]


SOFTSIGN_PROGRAM = "x = 1.0\ny = softsign(x)\nhessian(y, x)\n"
SOFTSIGN_TENSORFLOW = ("import tensorflow as tf\nx = tf.constant(1.0)\n"
                       "with tf.autodiff.ForwardAccumulator(x, tf.constant(1.0)) as acc:\n"
                       "    y = tf.nn.softsign(x)\nprint(acc.jvp(y))\n")


@pytest.mark.parametrize("args", [["grad", "softsign(x)", "--at", "x=1", "--order", "2"],
                                  ["hessian", "softsign(x)", "--at", "x=1"],
                                  ["grad", "softsign(x)", "--at", "x=1", "--jvp", "x=1"],
                                  ["run", "PROGRAM.grad"], ["run", "PROGRAM.py"]])
def test_what_tensorflow_cannot_differentiate_is_its_lookup_error_at_run_time_on_every_path(args, tmp_path):
    (tmp_path / "PROGRAM.grad").write_text(SOFTSIGN_PROGRAM)
    (tmp_path / "PROGRAM.py").write_text(SOFTSIGN_TENSORFLOW)
    result = invoke(*[str(tmp_path / a) if a.startswith("PROGRAM") else a for a in args])
    assert result.exit_code == 1
    assert "error: LookupError: gradient registry has no entry for: SoftsignGrad" in result.stderr
    assert "internal error" not in result.stderr


def test_hessian_refuses_a_formula_that_is_not_scalar():
    result = invoke("hessian", "x * x", "--at", "x=[1, 2]")
    assert result.exit_code == 2 and "hessian takes a scalar formula" in result.stderr


@pytest.mark.parametrize("command, options", [
    ("grad", ["--order", "--jvp"]), ("hessian", ["--eigen", "--symbolic", "--check", "--wrt"])])
def test_every_new_option_is_in_help_with_an_example(command, options):
    text = invoke(command, "--help").stdout
    examples = text[text.index("Examples:"):]
    for name in options:
        assert name in text and name in examples, name


def test_many_eigenvalues_are_summarised_unless_full():
    args = ["hessian", "reduce_sum(w * w * w) + reduce_sum(w[:150]) * 0", "--at", "w=linspace(-1, 1, 200)", "--eigen"]
    summary = "eigenvalues: 200, from -6.0 to 6.0: 100 positive, 100 negative, 0 zero (--full lists them all)"
    table, plain = invoke(*args), invoke(*args, "--format", "plain")
    assert summary in table.stdout.splitlines() and summary in plain.stderr.splitlines()
    listed = [line for line in invoke(*args, "--full").stdout.splitlines() if line.startswith("eigenvalues: ")]
    assert len(listed) == 1 and len(listed[0].split(", ")) == 200


def test_a_few_eigenvalues_are_all_listed():
    result = invoke("hessian", "x*x - y*y + 0*z", "--at", "x=0", "--at", "y=0", "--at", "z=0", "--eigen")
    assert "eigenvalues: -2.0, 0.0, 2.0" in result.stdout


def test_hessian_and_grad_json_share_one_schema_for_the_gradient():
    hessian = json.loads(invoke("hessian", "x**2*y", "--at", "x=1", "--at", "y=2", "--format", "json").stdout)
    grad = json.loads(invoke("grad", "x**2*y", "--at", "x=1", "--at", "y=2", "--format", "json").stdout)
    assert [s["gradient"] for s in hessian["results"][0]["sources"]] == \
        [s["gradient"] for s in grad["results"][0]["sources"]] == [4.0, 1.0]
    assert set(hessian["results"][0]) == set(grad["results"][0]) | {"order"}
