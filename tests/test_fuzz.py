"""Fuzzing: random token sequences and random bytes, to the parser and to the command line.

Every outcome must be a result or a gradcli error (exit status 0, 1 or 2 with a
message) — never another exception, a traceback or an internal error. On the
command line, more: exit 0 gives output that parses in the format asked for;
exit 2 gives one error line naming the input (a position in the text, or the
option); and no warning of numpy's or a library's reaches standard error.
"""
import csv
import io
import json
import re

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gradcli.cli import main
from gradcli.commands.calculator import Calculator, Question
from gradcli.lang.program import run_program
from gradcli.words.errors import GradcliError

FUZZ = settings(max_examples=500, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

TOKENS = ["x", "y", "w", "=", "(", ")", "[", "]", "{", "}", ",", ":", ".", "+", "-", "*", "/", "**", "@", "//",
          "%", "<", ">", "==", "0", "1", "1.5", "-2", "1e309", "1e-320", "'zero'", "'none'", "gradient", "jacobian",
          "expect", "output_gradients", "unconnected_gradients", "sin", "exp", "log", "reduce_sum", "reduce_max",
          "matmul", "reshape", "concat", "stack", "where", "softmax", "sparse_softmax_cross_entropy_with_logits",
          "zeros", "linspace", "eye", "axis", "keepdims", "tf", "np", "math", "nn", "None", "True", "...",
          "newaxis", "pi", "inf", "nan", "\n", " ", "lambda", "import", "__class__", "if", "else", "for", "in",
          "not", "and", ";", "#", "\\", "\t", '"', "'", "j", "é", "\x00"]
PRELUDE = "x = [1.0, -2.0]\ny = 0.5\nw = [[1.0, 2.0], [3.0, 4.0]]\n"


def tokens(max_size):
    return st.lists(st.sampled_from(TOKENS), max_size=max_size).map("".join)


def outcome_of(run):
    """'ok' or 'error', or the unexpected exception itself."""
    try:
        run()
        return "ok"
    except GradcliError:
        return "error"


@FUZZ
@given(tokens(30), tokens(12))
def test_random_programs_give_results_or_gradcli_errors(body, call):
    assert outcome_of(lambda: run_program(PRELUDE + body + "\ngradient(" + call + ")\n")) in ("ok", "error")


@FUZZ
@given(tokens(20), st.sampled_from(["1.5", "[1, 2]", "[[1, 2], [3, 4]]", "linspace(0, 1, 3)"]))
def test_random_formulas_give_results_or_gradcli_errors(formula, value):
    def calculate():
        calculator = Calculator(Question([formula], [f"x={value}", "y=0.5"]))
        calculator.gradient()
        calculator.jacobians()
    assert outcome_of(calculate) in ("ok", "error")


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_to_the_command_line(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fuzz") / "prog.grad"
    path.write_bytes(data)
    args = ["run", str(path), "--format", "json"]
    assert_invariants(args, CliRunner().invoke(main, args))


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=15).map("".join))
def test_random_formulas_to_the_command_line(formula):
    args = ["grad", "--at", "x=2.0", "--format", "plain", "--", formula]
    assert_invariants(args, CliRunner().invoke(main, args))


ARGUMENTS = ["x", "y", "w", "1.5", "-1", "0", "2", "[1.0, 2.0]", "[[1.0], [2.0]]", "[0, 1]", "'zero'", "None", "True",
             "x > 0", "inf", "nan"]
KEYWORDS = ["axis=0", "axis=-1", "axis=[0, 1]", "axis=5", "keepdims=True", "perm=[1, 0]", "shape=[2, 2]",
            "shape=[-1]", "shape=[4]", "labels=[0, 1]", "logits=w", "exclusive=True", "reverse=True", "num=3"]


@st.composite
def calls(draw, depth=3):
    """A call of a random function of the vocabulary on random, often unsuitable, arguments."""
    from gradcli.functions import VOCABULARY

    if depth == 0 or draw(st.integers(0, 2)) == 0:
        return draw(st.sampled_from(ARGUMENTS))
    arguments = [draw(calls(depth - 1)) for _ in range(draw(st.integers(0, 3)))]
    arguments += draw(st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True))
    return f"{draw(st.sampled_from(sorted(VOCABULARY)))}({', '.join(arguments)})"


@FUZZ
@given(calls(), st.sampled_from(["gradient(z, [x, y, w])", "jacobian(z, [x, w])",
                                  "gradient([z, x], w, unconnected_gradients='zero')"]))
def test_random_calls_of_the_vocabulary_give_results_or_gradcli_errors(expression, result):
    assert outcome_of(lambda: run_program(f"{PRELUDE}z = {expression}\n{result}\n")) in ("ok", "error")


VALUES = ["3", "-1", "0", "2.5", "1e309", "nan", "x=3", "x=[1.0, 2.0]", "x=-1:1:3", "y=0:1", "x=linspace(0, 1, 5)",
          "x=", "=3", "x", "x,y", "", "[", "None", "zero", "float32", "never", "json", "plain", "csv", "jsonl",
          "a.svg", "-"]
FORMULAS = ["x*x", "sin(x) + y", "reduce_sum(x)", "x @ x", "sine(x)", "", "  x", "(", "x[5]", "1/x"]


@st.composite
def command_lines(draw, folder):
    """A random command line: a command, some of its options with random (often wrong) values, and arguments."""
    import click

    name = draw(st.sampled_from(sorted(main.commands)))
    command = main.commands[name]
    args = [name]
    for param in draw(st.lists(st.sampled_from(command.params), max_size=5)):
        if isinstance(param, click.Argument):
            files = [str(folder / "p.grad"), str(folder / "t.py"), str(folder), str(folder / "missing.grad")]
            args += draw(st.lists(st.sampled_from(files if name in ("run", "batch") else FORMULAS), max_size=2))
        elif param.is_flag:
            args.append(draw(st.sampled_from(param.opts)))
        else:
            choices = list(getattr(param.type, "choices", [])) + VALUES
            args += [draw(st.sampled_from(param.opts)), draw(st.sampled_from(choices))]
    return args


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_no_command_line_ends_in_an_internal_error(tmp_path_factory, monkeypatch, data):
    folder = tmp_path_factory.getbasetemp() / "command-lines"
    if not folder.exists():
        folder.mkdir()
        (folder / "p.grad").write_text("x = 2.0\ngradient(x * x, x, expect=4.0)\n")
        (folder / "t.py").write_text("import tensorflow as tf\nprint(tf.constant(1.0) * 2)\n")
    monkeypatch.chdir(folder)  # where --output files go
    args = data.draw(command_lines(folder))
    assert_invariants(args, CliRunner().invoke(main, args, input="x*x\n"))


ERROR_LINE = re.compile(r"^(?:\S.*?: )?error: ", re.MULTILINE)  # gradcli's, for options too
CLICKS_OWN = re.compile(r"^(?:Usage|Try|Error):", re.MULTILINE)  # click's three-line form, which gradcli replaces
PLACED = re.compile(r"^\S.*?:\d+:\d+: error: ", re.MULTILINE)  # FILE:LINE:COL: error: ...
LIBRARY_WARNING = re.compile(r"\w*Warning: |warnings.warn")  # Python's format of a warning a library leaks


def assert_invariants(args, result):
    """What every command line must give, whatever it is asked."""
    where = (args, result.stderr)
    assert result.exit_code in (0, 1, 2), (args, result.exception)
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr, where
    assert not LIBRARY_WARNING.search(result.stderr), where
    if result.exit_code == 0:
        assert_parses(args[0], _format_asked(args), result.stdout)
    if result.exit_code == 2:
        assert len(ERROR_LINE.findall(result.stderr)) == 1 and not CLICKS_OWN.search(result.stderr), where
        assert ERROR_LINE.match(result.stderr), where  # the error comes first, the usage (if any) after it
        assert PLACED.search(result.stderr) or "--" in result.stderr or "usage: " in result.stderr, where


def _format_asked(args):
    for i, arg in enumerate(args):
        if arg in ("--format", "-f") and i + 1 < len(args):
            return args[i + 1]
    return None


def assert_parses(command, output_format, text):
    if output_format == "plain" and command != "functions":  # numbers (None where unconnected), and nothing else
        assert all(word == "None" or float(word) == float(word) or word == "nan" for word in text.split()), text
    elif output_format == "json" and text.strip():
        json.loads(text)
    elif output_format == "jsonl":
        for line in text.splitlines():
            json.loads(line)
    elif output_format == "csv" and text.strip():
        assert len({len(row) for row in csv.reader(io.StringIO(text))}) == 1, text
