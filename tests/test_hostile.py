"""Hostile and broken input: every case ends in a clean error that names the problem, and nothing runs.

Each case gives the input, the exit status and a fragment of the message; most
are in hostile_cases.json, and those made of thousands of characters here. Inputs
that try to reach the system name a sentinel file, which must not exist afterwards;
and a refused input prints nothing on standard output.
"""
import json
import pathlib

import pytest
from click.testing import CliRunner

from gradcli.cli import main

SENTINEL = "HOSTILE_SENTINEL"
DEEP_CALLS = "sin(" * 150 + "x" + ")" * 150

CASES = json.loads((pathlib.Path(__file__).parent / "hostile_cases.json").read_text())
# id, program text (after `x = [1.0, 2.0]`), exit status, what the message says
PROGRAMS = CASES["programs"] + [
    ("huge-integer", "y = " + "1" * 5000, 2, "Exceeds the limit (4300 digits)"),
    ("deep-negation", "y = " + "-" * 100_000 + "x", 2, "too long or too deeply nested for Python's parser"),
    ("deep-parentheses", "y = " + "(" * 5000 + "x" + ")" * 5000, 2, "too many nested parentheses"),
    ("long-sum", "y = " + "+".join(["x"] * 200_000), 2, "too long or too deeply nested for Python's parser"),
    ("deep-calls", f"y = {DEEP_CALLS}", 2, "nested deeper than the limit of 100 levels"),
]
# id, formula, options, exit status, what the message says
FORMULAS = CASES["formulas"]
# id, program text, options, exit status, what the message says
LIMITED_PROGRAMS = CASES["limited_programs"]

BYTES = [
    ("invalid-utf8", b"x = 1.0\ny = \xff\xfe\n", 2, "not valid UTF-8 (byte 0xff)"),
    ("null-byte", b"x = 1.0\x00\n", 2, "null bytes"),
    ("latin1", "x = 1.0  # caf\u00e9\n".encode("latin-1"), 2, "not valid UTF-8 (byte 0xe9)"),
]


@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    assert not (tmp_path / SENTINEL).exists(), "an input reached the file system"


def check(result, status, fragment):
    assert result.exit_code == status, result.stderr
    assert fragment in result.stderr
    if status == 2:
        assert result.stdout == ""  # refused before anything was computed or printed
    assert "Traceback" not in result.stderr


def test_a_flat_chain_of_100000_terms_is_one_level_deep_and_evaluates_in_a_loop(sandbox):
    # Python's parser nests a + b + c + ... 100,000 deep; gradcli counts it as one level, and evaluates it
    # without a nested call per term.
    formula = "+".join(["x"] * 50_000) + "-" + "-".join(["x"] * 50_000) + "+x*3"
    result = CliRunner().invoke(main, ["grad", formula, "--at", "x=2", "--format", "plain"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "3.0\n"  # 50,000 x minus 50,000 x, and 3x
    program = CliRunner().invoke(main, ["run", "--language", "tf", "-"],
                                 input="x = 1\ny = " + "+".join(["x"] * 100_000) + "\nprint(y)\n")
    assert program.exit_code == 0 and program.stdout == "100000\n", program.stderr


def test_nesting_inside_a_chain_still_counts():
    result = CliRunner().invoke(main, ["grad", "x + " + "sin(" * 101 + "x" + ")" * 101, "--at", "x=1"])
    assert result.exit_code == 2 and "nested deeper than the limit of 100 levels" in result.stderr


@pytest.mark.parametrize("name, text, status, fragment", PROGRAMS, ids=[c[0] for c in PROGRAMS])
def test_hostile_programs(sandbox, name, text, status, fragment):
    (sandbox / "prog.grad").write_text(f"x = [1.0, 2.0]\n{text}\n")
    check(CliRunner().invoke(main, ["run", "prog.grad"]), status, fragment)


@pytest.mark.parametrize("name, data, status, fragment", BYTES, ids=[c[0] for c in BYTES])
def test_malformed_files(sandbox, name, data, status, fragment):
    (sandbox / "prog.grad").write_bytes(data)
    check(CliRunner().invoke(main, ["run", "prog.grad"]), status, fragment)


@pytest.mark.parametrize("name, formula, options, status, fragment", FORMULAS, ids=[c[0] for c in FORMULAS])
def test_hostile_formulas(sandbox, name, formula, options, status, fragment):
    at = [] if "--at" in options else ["--at", "x=[1.0, 2.0]"]
    check(CliRunner().invoke(main, ["grad", formula, *at, *options]), status, fragment)


@pytest.mark.parametrize("name, text, options, status, fragment", LIMITED_PROGRAMS, ids=[c[0] for c in LIMITED_PROGRAMS])
def test_limits_on_programs(sandbox, name, text, options, status, fragment):
    (sandbox / "prog.grad").write_text(text)
    check(CliRunner().invoke(main, ["run", "prog.grad", *options]), status, fragment)


def test_big_arithmetic_is_float64_at_once(sandbox):
    (sandbox / "prog.grad").write_text("x = 9**9**9**9\ny = 2.0 ** 1e308\ngradient(x + y, x)\n")
    result = CliRunner().invoke(main, ["run", "prog.grad", "--format", "json"])
    assert result.exit_code == 0 and '"value": "inf"' in result.stdout
    assert "warning: line 3: the target 'x + y' holds inf" in result.stderr


def test_raising_a_limit_lets_the_input_through(sandbox):
    result = CliRunner().invoke(main, ["grad", DEEP_CALLS, "--at", "x=0.5", "--format", "plain", "--max-depth", "400"])
    assert result.exit_code == 0 and float(result.stdout) < 1.0


def test_the_corpus_is_large_enough():
    assert len(PROGRAMS) + len(BYTES) + len(FORMULAS) + len(LIMITED_PROGRAMS) >= 60


INDEXED_SLICES = ("import tensorflow as tf\nv = tf.Variable([1.0, 2.0])\nwith tf.GradientTape() as t:\n"
                  "    y = tf.reduce_sum(tf.gather(v, [1, 1]))\ng = t.gradient(y, v)\n")


@pytest.mark.parametrize("chain, status, fragment", [
    ("g.__class__.__subclasses__()", 2, "attributes starting with '__'"),
    ("g.__dict__", 2, "attributes starting with '__'"),
    ("getattr(g, '__reduce__')", 1, "attributes starting with '__'"),
    ("g._values", 2, "attributes starting with '_' are allowed only"),
    ("g.rows()", 2, "does not know the attribute .rows"),  # gradcli's own methods are not the program's
    ("g.tensor_conversion", 2, "does not know the attribute .tensor_conversion"),
    ("g.tf_str()", 2, "does not know the attribute .tf_str"),
    ("getattr(g, 'rows')", 1, "'IndexedSlices' object has no attribute 'rows'"),
    ("g.values.handle", 2, "does not know the attribute .handle"),
    ("g.dense_shape.value", 1, "'Tensor' object has no attribute 'value'"),
    ("tf.IndexedSlices.of", 2, "does not know the attribute .of"),
    ("getattr(tf.IndexedSlices, 'python')", 1, "'type' object has no attribute 'python'"),
    ("type(g).__init__", 1, "'type' object has no attribute '__init__'"),
])
def test_attribute_chains_from_an_indexed_slices_reach_nothing_of_python(sandbox, chain, status, fragment):
    (sandbox / "prog.py").write_text(INDEXED_SLICES + chain + "\n")
    check(CliRunner().invoke(main, ["run", "prog.py"]), status, fragment)
