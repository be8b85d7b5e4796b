"""Hostile and broken input: every case ends in a clean error that names the problem, and nothing runs.

Each case gives the input, the exit status and a fragment of the message. Inputs
that try to reach the system name a sentinel file, which must not exist afterwards;
and a refused input prints nothing on standard output.
"""
import pytest
from click.testing import CliRunner

from gradcli.cli import main

SENTINEL = "HOSTILE_SENTINEL"
DEEP_CALLS = "sin(" * 150 + "x" + ")" * 150

PROGRAMS = [
    # id, program text (after `x = [1.0, 2.0]`), exit status, what the message says
    ("import", "import os", 2, "do not allow import statements"),
    ("import-from", "from os import system", 2, "do not allow import statements"),
    ("dunder-import", f"y = __import__('os').system('touch {SENTINEL}')", 2, "attribute access is not allowed"),
    ("dunder-name", "y = __builtins__", 2, "names starting with '__'"),
    ("dunder-attribute", "y = x.__class__.__bases__", 2, "attribute access is not allowed"),
    ("exec", "y = exec('print(1)')", 2, "unknown function 'exec'"),
    ("eval", "y = eval('1 + 1')", 2, "unknown function 'eval'"),
    ("open", f"y = open('{SENTINEL}', 'w')", 2, "unknown function 'open'"),
    ("compile", "y = compile('1', 'f', 'eval')", 2, "unknown function 'compile'"),
    ("globals", "y = globals()", 2, "unknown function 'globals'"),
    ("getattr", "y = getattr(x, 'value')", 2, "unknown function 'getattr'"),
    ("print", "y = print(x)", 2, "unknown function 'print'"),
    ("lambda", "y = lambda: 1", 2, "do not allow lambdas"),
    ("called-lambda", "y = (lambda: 0)()", 2, "do not allow lambdas"),
    ("list-comprehension", "y = [v for v in x]", 2, "do not allow comprehensions"),
    ("dict-comprehension", "y = {'a': v for v in x}", 2, "do not allow comprehensions"),
    ("generator", "y = sum(v for v in x)", 2, "do not allow generator expressions"),
    ("f-string", "y = f'{x}'", 2, "do not allow f-strings"),
    ("walrus", "y = (z := 3)", 2, "do not allow the walrus operator"),
    ("starred", "y = sum(*x)", 2, "do not allow starred arguments"),
    ("double-starred", "y = sum(x, **{'axis': 0})", 2, "**keyword unpacking is not allowed"),
    ("conditional", "y = x if x else x", 2, "do not allow conditional expressions"),
    ("and", "y = x and x", 2, "do not allow 'and' and 'or'"),
    ("function", "def f():\n    pass", 2, "do not allow function definitions"),
    ("class", "class A:\n    pass", 2, "do not allow class definitions"),
    ("for", "for v in x:\n    pass", 2, "do not allow loops"),
    ("while", "while True:\n    pass", 2, "do not allow loops"),
    ("if", "if x:\n    pass", 2, "do not allow if statements"),
    ("with", f"with open('{SENTINEL}', 'w') as f:\n    pass", 2, "do not allow with statements"),
    ("try", "try:\n    pass\nexcept Exception:\n    pass", 2, "do not allow try statements"),
    ("del", "del x", 2, "do not allow del"),
    ("global", "global x", 2, "do not allow global"),
    ("augmented", "x += 1", 2, "do not allow augmented assignment"),
    ("annotated", "y: int = 1", 2, "do not allow annotated assignment"),
    ("assert", "assert x", 2, "do not allow assert"),
    ("raise", "raise ValueError", 2, "do not allow raise"),
    ("return", "return x", 2, "do not allow return"),
    ("yield", "yield x", 2, "do not allow yield"),
    ("await", "await x", 2, "do not allow await"),
    ("attribute", "y = x.value", 2, "attribute access is not allowed"),
    ("deep-prefix", "y = np.linalg.inv(x)", 2, "attribute access is not allowed"),
    ("tf-io", f"y = tf.io.write_file('{SENTINEL}', 'x')", 2, "attribute access is not allowed"),
    ("string", "y = 'text'", 2, "strings are only allowed as arguments"),
    ("bytes", "y = b'bytes'", 2, "bytes values are not supported"),
    ("complex", "y = 1j", 2, "complex values are not supported"),
    ("set", "y = {1, 2}", 2, "do not allow sets"),
    ("floor-division", "y = x // 2", 2, "the operator // is not supported"),
    ("modulo", "y = x % 2", 2, "the operator % is not supported"),
    ("shift", "y = 1 << 2", 2, "the operator << is not supported"),
    ("invert", "y = ~x", 2, "the operator ~ is not supported"),
    ("not", "y = not x", 2, "the operator not is not supported"),
    ("chained-comparison", "y = 0 < x < 1", 2, "chained comparisons are not supported"),
    ("is", "y = x is x", 2, "the comparison is is not supported"),
    ("in", "y = x in x", 2, "the comparison in is not supported"),
    ("tuple-assignment", "a, b = 1, 2", 2, "assign to one plain name"),
    ("item-assignment", "x[0] = 1", 2, "assign to one plain name"),
    ("two-targets", "a = b = 1", 2, "assign to one plain name"),
    ("bare-expression", "x + 1", 2, "a statement must be 'name = expression'"),
    ("nested-gradient", "y = 2 * gradient(x, x)", 2, "must be a statement of its own"),
    ("unclosed", "y = (x +", 2, "was never closed"),
    ("invalid-syntax", "y = = x", 2, "invalid syntax"),
    ("huge-integer", "y = " + "1" * 5000, 2, "Exceeds the limit (4300 digits)"),
    ("deep-negation", "y = " + "-" * 100_000 + "x", 2, "too long or too deeply nested for Python's parser"),
    ("deep-parentheses", "y = " + "(" * 5000 + "x" + ")" * 5000, 2, "too many nested parentheses"),
    ("long-sum", "y = " + "+".join(["x"] * 200_000), 2, "too long or too deeply nested for Python's parser"),
    ("deep-calls", f"y = {DEEP_CALLS}", 2, "nested more deeply, more than the limit of 100"),
    ("huge-zeros", "y = zeros([100000, 100000])", 2, "would have 10,000,000,000 elements"),
    ("huge-outer", "v = linspace(0, 1, 20000)\ny = v[:, newaxis] * v[newaxis, :]", 2, "would have 400,000,000"),
    ("huge-linspace", "y = linspace(0, 1, 10**12)", 2, "would have 1,000,000,000,000 elements"),
    ("huge-arange", "y = arange(0, 1e12)", 2, "would have 1,000,000,000,000 elements"),
    ("huge-eye", "y = eye(10**6)", 2, "would have 1,000,000,000,000 elements"),
    ("huge-broadcast", "y = broadcast_to(1.0, [10**5, 10**5])", 2, "would have 10,000,000,000 elements"),
    ("huge-jacobian", "v = linspace(0, 1, 20000)\njacobian(v * v, v)", 2, "jacobian would have 400,000,000"),
    ("unknown-size", "y = ones([-1])", 2, "needs every size"),
    ("bad-reshape", "y = reshape(x, [3])", 2, "cannot reshape array of size 2"),
    ("index-out-of-range", "y = x[5]", 2, "index 5 is out of bounds"),
    ("float-index", "y = x[1.5]", 2, "only integers, slices"),
    ("huge-index", "y = x[10**30]", 2, "are valid indices"),
    ("matmul-shapes", "y = matmul(x, [[1.0, 2.0, 3.0]])", 2, "cannot multiply shapes"),
    ("unknown-name", "y = q * 2", 2, "unknown name 'q'"),
    ("unknown-function", "y = sine(x)", 2, "unknown function 'sine'"),
    ("axis-out-of-range", "y = reduce_sum(x, axis=3)", 2, "axis 3 is out of range"),
    ("missing-arguments", "gradient()", 2, "missing a required argument: 'target'"),
    ("too-many-arguments", "gradient(x, x, None, 'zero', 1, 2)", 2, "too many positional arguments"),
    ("jacobian-of-a-list", "jacobian([x, x], x)", 2, "jacobian() takes one target"),
    ("unconnected-value", "gradient(x, x, unconnected_gradients='zeros')", 2, "must be 'none' or 'zero'"),
    ("labels-out-of-range", "y = sparse_softmax_cross_entropy_with_logits(labels=[5.0], logits=[x])", 2,
     "labels must be class numbers"),
    ("float-condition", "y = where(x, x, x)", 2, "the condition must be boolean"),
]

BYTES = [
    ("invalid-utf8", b"x = 1.0\ny = \xff\xfe\n", 2, "not valid UTF-8 (byte 0xff)"),
    ("null-byte", b"x = 1.0\x00\n", 2, "null bytes"),
    ("latin1", "x = 1.0  # caf\u00e9\n".encode("latin-1"), 2, "not valid UTF-8 (byte 0xe9)"),
]

FORMULAS = [
    ("formula-dunder", f"__import__('os').system('touch {SENTINEL}')", [], 2, "attribute access is not allowed"),
    ("formula-dunder-name", "__builtins__", [], 2, "names starting with '__'"),
    ("formula-attribute", "x.__class__", [], 2, "attribute access is not allowed"),
    ("formula-statements", "x; x", [], 2, "invalid syntax"),
    ("formula-empty", "", [], 2, "invalid syntax"),
    ("formula-null", "x\x00", [], 2, "null bytes"),
    ("formula-assignment", "y = x", [], 2, "invalid syntax"),
    ("at-dunder", "x", ["--at", "x=__import__('os')"], 2, "names starting with '__'"),
    ("at-open", "x", ["--at", f"x=open('{SENTINEL}')"], 2, "unknown function 'open'"),
    ("at-name", "x", ["--at", "x=y"], 2, "unknown name 'y'"),
    ("long-formula", "x + 1", ["--max-length", "3"], 2, "has 5 characters, more than the limit of 3"),
    ("shallow-limit", "sin(sin(sin(sin(x))))", ["--max-depth", "3"], 2, "nested more deeply, more than the limit of 3"),
    ("element-limit", "x * ones([10])", ["--max-elements", "5"], 2, "more than the limit of 5"),
]

LIMITED_PROGRAMS = [
    ("statement-limit", "x = 1.0\ny = x\nz = y\n", ["--max-statements", "2"], 2, "more than the limit of 2"),
    ("length-limit", "x = 1.0\n", ["--max-length", "4"], 2, "has 8 characters, more than the limit of 4"),
    ("strict", "x = 9**9**9**9\ngradient(x, x)\n", ["--strict"], 1, "the target 'x' holds inf"),
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
