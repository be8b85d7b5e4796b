"""Programs beyond the first derivative: results bound to names and differentiated again, hessian(...), jvp(...)
and batch_jacobian(...), with expect= and their errors."""
import json
import math

import pytest
from click.testing import CliRunner

import gradcli as gc
from gradcli.cli import main
from gradcli.lang.program import run_program
from gradcli.lang.results import mismatches, non_finite
from gradcli.words.errors import GradcliError


def answers(result):
    """Each source's answer (a jvp's: each target's) as plain numbers."""
    if result.kind == "jvp":
        return [t.jvp.numpy().tolist() for t in result.targets]
    return [[b.numpy().tolist() for b in s.result] if isinstance(s.result, list) else s.result.numpy().tolist()
            for s in result.sources]


def test_a_gradient_bound_to_a_name_is_differentiated_again_to_any_order():
    results = run_program("x = 0.7\ng = gradient(sin(x), x)\nh = gradient(g, x)\nk = gradient(h, x)\n"
                          "gradient(k, x)\n")
    assert [r.line for r in results] == [2, 3, 4, 5]
    got = [answers(r)[0] for r in results]
    assert got == pytest.approx([math.cos(0.7), -math.sin(0.7), -math.cos(0.7), math.sin(0.7)], rel=1e-12)


def test_a_hessian_is_a_row_of_blocks_per_source_as_the_jacobian_of_each_gradient():
    (result,) = run_program("w = [1.0, 2.0]\nx = 3.0\nhessian(reduce_sum(w * w * x), [w, x])\n")
    assert result.kind == "hessian" and result.order == 2
    assert [b.numpy().tolist() for b in result.sources[0].result] == [[[6.0, 0.0], [0.0, 6.0]], [2.0, 4.0]]
    assert result.sources[1].result[0].numpy().tolist() == [2.0, 4.0] and result.sources[1].result[1] is None


def test_jvp_is_what_a_forward_accumulator_gives():
    (result,) = run_program("x = [0.3, -1.2]\ny = 2.0\njvp(reduce_sum(exp(x) * y) + y**3, [x, y], [[1.0, 0.5], 2.0])\n")
    x, v = gc.constant([0.3, -1.2]), gc.constant([1.0, 0.5])
    y = gc.constant(2.0)
    with gc.autodiff.ForwardAccumulator([x, y], [v, gc.constant(2.0)]) as acc:
        f = gc.reduce_sum(gc.exp(x) * y) + y ** 3.0
    assert answers(result) == [pytest.approx(float(acc.jvp(f)), rel=1e-12)]
    assert [s.result.numpy().tolist() for s in result.sources] == [[1.0, 0.5], 2.0]


def test_a_jvp_bound_to_a_name_is_differentiated_by_reverse_mode():
    results = run_program("x = 0.4\nd = jvp(x * sin(x), x, 1.0)\ngradient(d, x)\n")
    # d/dx (sin x + x cos x) = 2 cos x - x sin x
    assert answers(results[1])[0] == pytest.approx(2 * math.cos(0.4) - 0.4 * math.sin(0.4), rel=1e-12)


def test_batch_jacobian_warns_when_rows_mix_and_strict_fails(tmp_path):
    text = "b = [[1.0, 2.0], [3.0, 5.0]]\nbatch_jacobian(b * b, b)\nbatch_jacobian(b - reduce_mean(b, axis=0), b)\n"
    results = run_program(text)
    assert answers(results[0]) == [[[[2.0, 0.0], [0.0, 4.0]], [[6.0, 0.0], [0.0, 10.0]]]]
    assert results[0].warnings == [] and len(results[1].warnings) == 1
    assert non_finite(results)[0].startswith("line 3: batch_jacobian: the target's rows depend on other rows")
    (tmp_path / "bn.grad").write_text(text)
    loose = CliRunner().invoke(main, ["run", str(tmp_path / "bn.grad"), "--format", "json"])
    strict = CliRunner().invoke(main, ["run", str(tmp_path / "bn.grad"), "--strict"])
    assert loose.exit_code == 0 and "warning: line 3: batch_jacobian" in loose.stderr
    assert json.loads(loose.stdout)["results"][1]["kind"] == "batch_jacobian"
    assert strict.exit_code == 1 and "error: line 3: batch_jacobian" in strict.stderr


def test_expect_checks_hessians_jvps_and_batch_jacobians():
    text = ("x = 1.0\ny = 2.0\nf = x**2*y + y**3\nhessian(f, [x, y], expect=[[4.0, 2.0], [2.0, 12.0]])\n"
            "jvp(f, [x, y], [1.0, 0.5], expect=10.5)\nhessian(f, x, expect=4.0)\n")
    assert mismatches(run_program(text)) == []
    wrong = mismatches(run_program(text.replace("expect=10.5", "expect=11.0")))
    assert len(wrong) == 1 and wrong[0].message == "the jvp of 'f' is 10.5, but the program expects 11.0"


@pytest.mark.parametrize("text, message", [
    ("x = 1.0\ny = 2.0\ng = gradient(x * y, [x, y])\n", "gradient(...) gives 2 answers here; a name takes one"),
    ("x = 1.0\ny = 2.0\ng = gradient(y * 2.0, x)\n", "the gradient is None (unconnected)"),
    ("x = [1.0, 2.0]\nhessian(x * x, x)\n", "hessian() takes a scalar target"),
    ("x = 1.0\njvp(x * x, [x], [1.0, 2.0])\n", "jvp() was given 2 tangents for 1 primals"),
    ("x = 1.0\njvp(x * x, [x], [[1.0, 2.0]])\n", "tangent 0 has shape (2,), but its primal has shape ()"),
    ("x = [[1.0], [2.0]]\nbatch_jacobian(x, [x, x])\n", "batch_jacobian() takes one source"),
    ("x = [[1.0], [2.0]]\nbatch_jacobian([x, x], x)\n", "batch_jacobian() takes one target"),
    ("x = 1.0\ny = 2 * hessian(x * x, x)\n", "must be a statement of its own or a name's value"),
])
def test_mistakes_are_errors_with_their_place(text, message):
    with pytest.raises(GradcliError, match=message.replace("(", r"\(").replace(")", r"\)")) as caught:
        run_program(text)
    assert caught.value.position is not None
