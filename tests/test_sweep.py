"""`gradcli grad --over`: every row is what `gradcli grad --at NAME=<point>` gives, in every format, batched or not."""
import csv
import io
import json

import numpy as np
import pytest
from click.testing import CliRunner

from gradcli.cli import main
from gradcli.commands.calculator import Calculator, Question
from gradcli.commands.sweep import parse_axis, sweep


def invoke(*args, env=None):
    return CliRunner().invoke(main, list(args), env=env)


def single_point(formulas, at, point, extra=()):
    """The gradient's numbers and the formulas' values from `gradcli grad --at NAME=<point>`, run on its own."""
    ats = [arg for text in list(at) + [f"{name}={value}" for name, value in point.items()] for arg in ("--at", text)]
    result = invoke("grad", *formulas, *ats, *extra, "--format", "json")
    assert result.exit_code == 0, result.output
    (gradient,) = json.loads(result.stdout)["results"]
    return ([np.ravel(t["value"]).tolist() for t in gradient["targets"]],
            [None if s["gradient"] is None else np.ravel(s["gradient"]).tolist() for s in gradient["sources"]])


def csv_rows(formulas, at, overs, extra=()):
    args = [arg for text in at for arg in ("--at", text)] + [arg for text in overs for arg in ("--over", text)]
    result = invoke("grad", *formulas, *args, *extra, "--format", "csv")
    assert result.exit_code == 0, result.output
    return list(csv.reader(io.StringIO(result.stdout)))


NOT_ELEMENTWISE = "reduce_logsumexp(stack([x, 2*x, x**2]))"

SWEPT = [  # formulas, --at values, --over ranges
    ([NOT_ELEMENTWISE], [], ["x=-2:2:9"]),
    (["x*y", "sin(x) + y**2"], [], ["x=-1:1:3", "y=0:2:4"]),
    (["reduce_sum(softmax(stack([x, w[0], w[1]])) * [1.0, 2.0, 3.0])"], ["w=[0.5, -1.0]"], ["x=-3:3:7"]),
    (["w @ reshape(stack([x, x**2]), [2, 1])", "reduce_mean(square(w * x))"], ["w=[[1.0, 2.0], [3.0, -4.0]]"],
     ["x=-1:1:5"]),
    (["sparse_softmax_cross_entropy_with_logits(labels=[1], logits=[[x, y]])"], [], ["x=-1:1:3", "y=0:1:2"]),
    (["reduce_sum(matmul(reshape(stack([x, 2*x, 3*x, 4*x]), [2, 2]), "
      "reshape(stack([1.0, (x*x - x)**2, 0.0, 1.0]), [2, 2]), transpose_b=True))"], [], ["x=0:1:3"]),
]


@pytest.mark.parametrize("formulas, at, overs", SWEPT, ids=lambda v: " ".join(v) if isinstance(v, list) else v)
def test_every_csv_row_is_what_at_gives_at_that_point(formulas, at, overs):
    header, *rows = csv_rows(formulas, at, overs)
    names = [o.split("=")[0] for o in overs]
    assert header[:len(names)] == names
    assert len(rows) == np.prod([int(o.rsplit(":", 1)[1]) for o in overs])
    for row in rows:
        point = dict(zip(names, row))
        values, gradients = single_point(formulas, at, point)
        expected = [v for value in values for v in value] + [g for gradient in gradients for g in gradient]
        assert [float(v) for v in row[len(names):]] == pytest.approx(expected, rel=1e-12, abs=1e-300)


def test_the_header_names_each_value_and_gradient_element():
    header, *_ = csv_rows(["x*w"], ["w=[1.0, 2.0]", "z=3"], ["x=0:1:2"])
    assert header == ["x", "x*w[0]", "x*w[1]", "d/dw[0]", "d/dw[1]", "d/dz", "d/dx"]


def test_an_unconnected_source_is_none_on_every_row():
    _, *rows = csv_rows(["x*x"], ["z=3"], ["x=0:1:3"])
    assert [row[2] for row in rows] == ["None"] * 3


def test_output_gradients_weight_every_point():
    formulas, overs = ["x*x", "x"], ["x=-1:1:3"]
    _, *rows = csv_rows(formulas, [], overs, ["--output-gradients", "2", "--output-gradients", "3"])
    for row in rows:
        _, (gradient,) = single_point(formulas, [], {"x": row[0]},
                                      ["--output-gradients", "2", "--output-gradients", "3"])
        assert float(row[-1]) == gradient[0] == 4 * float(row[0]) + 3


def test_float32_points_read_back_as_the_same_float32():
    _, *rows = csv_rows(["sigmoid(x)"], [], ["x=0:1:11"], ["--dtype", "float32"])
    for row in rows:
        values, (gradient,) = single_point(["sigmoid(x)"], [], {"x": row[0]}, ["--dtype", "float32"])
        assert np.float32(row[1]) == np.float32(values[0][0]) and np.float32(row[2]) == np.float32(gradient[0])


def test_count_defaults_to_101_points():
    _, *rows = csv_rows(["x"], [], ["x=0:1"])
    assert len(rows) == 101 and rows[1][0] == "0.01"


@pytest.mark.parametrize("formulas, at, overs", [
    ([NOT_ELEMENTWISE], [], ["x=-2:2:5"]),
    (["sigmoid(x) * y", "reduce_max([x, y])", "where(x > y, x, 0.0)"], [], ["x=-1:1:3", "y=0:1:3"]),
    (["[[x, 2*x]] @ [[1.0, 2.0], [3.0, 4.0]]", "w @ [[x], [1.0]]", "[[x, 1.0], [2.0, x]] @ w"],
     ["w=[[1.0, -2.0], [0.5, 3.0]]"], ["x=0:1:3"]),
    (["log_softmax(reshape(stack([x, 1.0, 2*x, 3.0]), [2, 2]), axis=0)", "softmax(w * x)[1:]"], ["w=[1.0, 2.0, 3.0]"],
     ["x=0:1:3"]),
    (["cumsum(concat([[x], [2.0, x]], 0), reverse=True)", "cumprod(expand_dims(w * x, 1), axis=0)"], ["w=[1.0, 2.0]"],
     ["x=0:1:3"]),
    (["reduce_mean(w * x, axis=1, keepdims=True)", "reduce_logsumexp(w * x, axis=[0])", "prod(w - x)"],
     ["w=[[1.0, 2.0], [3.0, 4.0]]"], ["x=0:1:3"]),
    (["elu(x) + gelu(x) + silu(x)", "selu(w * x) * log_sigmoid(x) + softsign(x)",
      "leaky_relu(x) + x // 0.5 + x % 0.75"],
     ["w=[1.0, -2.0]"], ["x=-1:1:5"]),
])
def test_formulas_with_batching_rules_are_evaluated_in_one_pass(formulas, at, overs):
    result = sweep(Question(formulas, at), [parse_axis(text) for text in overs])
    assert result.batched
    for i in range(result.size):
        point = [f"{a.name}={float(c[i])!r}" for a, c in zip(result.axes, result.coordinates)]
        calculator = Calculator(Question(formulas, at + point))
        for target, series in zip(calculator.targets, result.targets):
            assert np.array_equal(target.numpy(), series.values[i], equal_nan=True)
        for source, series in zip(calculator.gradient().sources, result.sources):
            assert np.array_equal(source.result.numpy(), series.values[i], equal_nan=True)


def test_other_formulas_are_evaluated_point_by_point_with_the_same_answers():
    formulas = ["sparse_softmax_cross_entropy_with_logits(labels=[1], logits=[[x, 2.0]])"]
    result = sweep(Question(formulas), [parse_axis("x=-1:1:3")])
    assert not result.batched
    assert result.sources[0].values.tolist() == [single_point(formulas, [], {"x": x})[1][0][0] for x in (-1.0, 0, 1)]


def test_json_has_one_point_per_line_in_the_single_point_schema():
    result = invoke("grad", "x*x", "--over", "x=1:2:2", "--at", "w=[1.0, 2.0]", "--format", "json")
    lines = result.stdout.splitlines()
    assert len(lines) == 4 and lines[-1] == "]}"
    doc = json.loads(result.stdout)
    assert doc["call"] == "tape.gradient(x*x, [w, x])"
    assert doc["over"] == [{"name": "x", "start": 1.0, "stop": 2.0, "count": 2}]
    assert json.loads(lines[2].rstrip(",")) == doc["points"][1] == {
        "at": {"x": 2.0}, "targets": [{"expr": "x*x", "shape": [], "value": 4.0}],
        "sources": [{"expr": "w", "shape": [2], "gradient": None}, {"expr": "x", "shape": [], "gradient": 4.0}]}


def test_plain_is_the_coordinates_then_the_gradient():
    result = invoke("grad", "x*y", "--over", "x=0:1:2", "--over", "y=2:3:2", "--format", "plain")
    assert result.stdout == "0.0 2.0 2.0 0.0\n0.0 3.0 3.0 0.0\n1.0 2.0 2.0 1.0\n1.0 3.0 3.0 1.0\n"


def test_the_table_shows_the_first_and_last_points_of_a_long_sweep():
    lines = invoke("grad", "x*x", "--over", "x=0:1:101").stdout.splitlines()
    assert lines[0] == "tape.gradient(x*x, x) at 101 points: x from 0.0 to 1.0"
    assert lines[3].split() == ["0.0", "0.0", "0.0"] and lines[-2].split() == ["1.0", "1.0", "2.0"]
    assert lines[13].split() == ["⋮"] * 3
    assert lines[-1] == "81 points not shown; --format csv lists every point"


def test_a_short_sweep_shows_every_point():
    lines = invoke("grad", "x*x", "--over", "x=0:1:3").stdout.splitlines()
    assert [line.split() for line in lines[3:]] == [["0.0", "0.0", "0.0"], ["0.5", "0.25", "1.0"],
                                                    ["1.0", "1.0", "2.0"]]


def test_non_finite_values_are_counted_by_points():
    result = invoke("grad", "log(x)", "--over", "x=-1:1:3", "--format", "csv")
    assert result.exit_code == 0
    assert "warning: the target 'log(x)' holds nan at 1 of 3 points" in result.stderr
    assert invoke("grad", "log(x)", "--over", "x=-1:1:3", "--strict").exit_code == 1


def test_over_takes_expressions_of_constants():
    axis = parse_axis("t=-pi:pi/2:3")
    assert (axis.name, axis.start, axis.stop, axis.count) == ("t", -np.pi, np.pi / 2, 3)


def test_the_environment_gives_the_ranges():
    result = invoke("grad", "x*x", "--format", "plain", env={"GRADCLI_GRAD_OVER": "x=0:1:2"})
    assert result.stdout == "0.0 0.0\n1.0 2.0\n"


def test_an_error_at_one_point_names_the_point_as_a_number():
    result = CliRunner().invoke(main, ["grad", "reduce_sum(gather([1.0, 2.0], x)) * x", "--over", "x=0:3:4"])
    assert result.exit_code == 2
    assert "error: at x=2.0: gather: indices[] = 2 is not in [0, 2)" in result.stderr


def test_a_sweep_across_the_float_range_gives_its_points_exactly():
    result = CliRunner().invoke(main, ["grad", "x", "--over", "x=1e308:-1e308:3", "--format", "plain"])
    assert result.exit_code == 0 and result.stderr == ""
    assert [line.split()[0] for line in result.stdout.splitlines()] == ["1e+308", "0.0", "-1e+308"]
