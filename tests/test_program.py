"""Program files: the allow-list, positions in errors, and how call arguments are read."""
import numpy as np
import pytest

from gradcli.lang.program import run_program
from gradcli.words.errors import GradcliError
from gradcli.words.phrases import suggest


def run(text):
    return run_program(text, "prog.grad")


def error_of(text):
    with pytest.raises(GradcliError) as caught:
        run(text)
    return caught.value


def gradients(result):
    return [None if s.result is None else s.result.numpy().tolist() for s in result.sources]


def test_a_program_gives_one_result_per_call_with_targets_and_sources():
    (result,) = run("x = 3.0\ny = x * x\ngradient(y, x)\n")
    assert (result.kind, result.line) == ("gradient", 3)
    assert [(t.expr, float(t.value)) for t in result.targets] == [("y", 9.0)]
    assert [s.expr for s in result.sources] == ["x"] and gradients(result) == [6.0]


def test_every_name_is_watched_so_intermediates_can_be_sources():
    (result,) = run("x = 2.0\nh = x * x\ny = h * 3.0\ngradient(y, [h, x])\n")
    assert gradients(result) == [3.0, 12.0]


def test_arguments_by_keyword():
    (result,) = run("x = [1.0, -2.0]\nz = 1.0\ngradient(sources=[x, z], target=x * x, unconnected_gradients='zero')\n")
    assert gradients(result) == [[2.0, -4.0], 0.0]


def test_the_top_level_list_is_a_structure_and_below_it_numbers_form_arrays():
    text = ("x = [1.0, -2.0]\ny1 = x * x\ny2 = sum(exp(x))\n"
            "gradient([y1, y2], [x], output_gradients=[[0.5, 2.0], 3.0])\n")
    (result,) = run(text)
    expected = np.array([0.5, 2.0]) * 2 * np.array([1.0, -2.0]) + 3 * np.exp([1.0, -2.0])
    np.testing.assert_allclose(gradients(result)[0], expected)


def test_sources_come_back_as_written_and_dict_targets_flatten_by_key_as_tensorflow_does():
    (result,) = run("a = 1.0\nb = 2.0\ny = a * b\ngradient([[y], {'k': y, 'j': 3 * y}], {'b': b, 'a': a})\n")
    assert [t.expr for t in result.targets] == ["y", "3 * y", "y"]
    assert [s.expr for s in result.sources] == ["b", "a"] and gradients(result) == [5 * 1.0, 5 * 2.0]


def test_dict_targets_pair_with_output_gradients_in_key_order():
    (result,) = run("x = 2.0\ngradient({'b': 10 * x, 'a': x * x}, x, output_gradients=[1.0, 100.0])\n")
    assert gradients(result) == [2 * 2.0 * 1.0 + 10 * 100.0]  # 'a' gets the first: 1004, as in TensorFlow


def test_a_list_of_tensors_in_an_expression_is_stacked():
    (result,) = run("a = 1.0\nb = 2.0\nv = [a, b * b, 3.0]\ngradient(sum(v * v), [a, b])\n")
    assert gradients(result) == [2.0, 4 * 2.0 ** 3]


def test_names_shadow_the_constants_and_prefixes_are_accepted():
    (result,) = run("x = 0.5\nz = tf.math.sin(np.pi * x) + e\ne = 2.0\ngradient(tf.reduce_sum(e * z), x)\n")
    assert gradients(result) == [pytest.approx(2.0 * np.pi * np.cos(np.pi / 2))]


def test_jacobian_results_have_target_and_source_shape():
    (result,) = run("x = [1.0, 2.0]\njacobian(x * x, x)\n")
    assert result.kind == "jacobian" and gradients(result) == [[[2.0, 0.0], [0.0, 4.0]]]


def test_float32_programs_compute_in_float32():
    (result,) = run_program("x = 0.1\ngradient(x * x * x, x)\n", dtype="float32")
    assert result.sources[0].result.dtype == np.float32


# ----- Errors: a message, and the place -----

def test_syntax_errors_point_to_line_and_column():
    err = error_of("x = 1.0\ny = (x +\n")
    assert err.exit_code == 2 and err.position.line == 2
    assert err.format().startswith("prog.grad:2:")


def test_a_program_that_ends_too_early_has_the_caret_where_it_ends():
    assert error_of("x = 1.0\ny = x +  # more to come\n# the end\n").format() == (
        "prog.grad:2:8: error: invalid syntax: unexpected end of the program\n"
        "    2 | y = x +  # more to come\n"
        "      |        ^")
    assert error_of("x = 1.0\ny = (x +\n").format().startswith("prog.grad:2:5: error: '(' was never closed")


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_an_empty_program_says_it_is_empty(text):
    err = error_of(text)
    assert err.exit_code == 2 and err.format() == "prog.grad:1:1: error: nothing to differentiate: the program is empty"


def test_an_error_shows_the_line_and_a_caret_under_the_place():
    err = error_of("x = 1.0\ny = sine(x)\n")
    assert err.format() == ("prog.grad:2:5: error: unknown function 'sine'; did you mean 'sin', 'sinh' or 'size'?\n"
                            "    2 | y = sine(x)\n"
                            "      |     ^~~~")


def test_an_unknown_name_suggests_the_names_defined():
    err = error_of("weights = 1.0\ny = weight * 2.0\n")
    assert "unknown name 'weight'; did you mean 'weights'?" in err.message
    assert (err.position.line, err.position.col) == (2, 5)


@pytest.mark.parametrize("name, candidates, suggestion", [
    ("sine", ["sin", "sinh", "sign", "tan"], "; did you mean 'sin' or 'sinh'?"),  # sign: two edits, on 4 letters
    ("wieghts", ["weights", "height"], "; did you mean 'weights'?"),  # a swap of neighbours is one edit
    ("softmx", ["softmax", "softplus"], "; did you mean 'softmax'?"),
    ("layers", ["less"], ""), ("random", ["rank", "norm", "ndim"], ""), ("gradient", ["print"], ""),
    ("y", ["x", "Y"], "; did you mean 'Y'?"),  # one or two letters: only another case
])
def test_did_you_mean_offers_only_names_a_typo_away(name, candidates, suggestion):
    assert suggest(name, candidates) == suggestion


def test_tensorflow_names_that_formulas_do_not_run_are_refused_saying_so():
    err = error_of("x = 1.0\ny = tf.signal.fft(x)\n")
    assert err.exit_code == 2 and err.message.startswith("tf.signal is not run by gradcli: ")
    assert error_of("x = np.random.rand(2)\n").message.startswith("np.random is not run in formulas")


def test_a_gradient_that_fails_is_placed_at_the_function_written_and_says_where_it_was_taken():
    err = error_of("x = [[1.0, 2.0], [2.0, 4.0]]\ny = det(x)\ngradient(y, x)\n")
    assert err.exit_code == 1 and err.format() == (
        "prog.grad:2:5: error: the gradient of det (taken on line 3): Input is not invertible.\n"
        "    2 | y = det(x)\n"
        "      |     ^~~~~~")


def test_a_result_call_beyond_the_step_budget_is_stopped_at_its_line():
    from gradcli.engine.limits import applied

    text = "x = [1.0, 2.0]\n" + "".join(f"x{i} = x * {i}.0\n" for i in range(10)) + "gradient([" + \
        ", ".join(f"x{i}" for i in range(10)) + "], x)\n"
    run(text)  # within the default budget
    with applied(max_steps=200):
        err = error_of(text)
    assert err.exit_code == 2 and err.position.line == 12 and "the program reached the limit of" in err.message


def test_shape_errors_are_placed_at_the_operation():
    err = error_of("a = [1.0, 2.0]\nb = [1.0, 2.0, 3.0]\nc = a + b\n")
    assert "Incompatible shapes: [2] vs. [3]" in err.message and (err.position.line, err.position.col) == (3, 5)


def test_wrong_arguments_name_the_function():
    err = error_of("x = [1.0]\ny = reduce_sum(x, axes=0)\n")
    assert "reduce_sum(): got an unexpected keyword argument 'axes'" in err.message


def test_output_gradients_of_the_wrong_shape_name_the_target_and_both_shapes():
    err = error_of("x = [1.0, 2.0]\ny = x * x\ngradient(y, x, output_gradients=[[1.0, 2.0, 3.0]])\n")
    assert err.message == "the output gradient for target 'y' has shape (3,), but the target has shape (2,)"
    assert (err.position.line, err.position.col) == (3, 34)


def test_output_gradients_need_one_entry_per_target():
    err = error_of("x = [1.0, 2.0]\ny = x * x\ngradient(y, x, output_gradients=[1.0, 2.0])\n")
    assert "2 entries for 1 target" in err.message


def test_jacobian_takes_a_single_target():
    err = error_of("x = 1.0\njacobian([x, x], x)\n")
    assert "one target" in err.message and err.position.col == 10


def test_unconnected_gradients_must_be_none_or_zero():
    err = error_of("x = 1.0\ngradient(x, x, unconnected_gradients='zeros')\n")
    assert "'none' or 'zero'" in err.message


@pytest.mark.parametrize("line, problem", [
    ("import os", "do not allow import statements"),
    ("y = x.__class__", "attribute access is not allowed"),
    ("y = (lambda: 1)()", "do not allow lambdas"),
    ("y = [v for v in x]", "do not allow comprehensions"),
    ("y = f'{x}'", "do not allow f-strings"),
    ("y = (z := x)", "do not allow the walrus operator :="),
    ("y = sum(*x)", "do not allow starred arguments"),
    ("y = x if x else x", "do not allow conditional expressions"),
    ("y = __import__", "names starting with '__' are not allowed"),
    ("x + 1", "a statement must be 'name = expression'"),
    ("y = x >> 2", "the operator >> is not supported"),
    ("y = 'text'", "strings are only allowed as arguments"),
    ("y = 0 < x < 1", "chained comparisons are not supported"),
    ("y = 2 * gradient(x, x)", "must be a statement of its own"),
    ("y = os.system('ls')", "attribute access is not allowed"),
])
def test_constructs_outside_the_language_are_refused_by_name(line, problem):
    err = error_of(f"x = 1.0\n{line}\n")
    assert problem in err.message and err.position.line == 2
