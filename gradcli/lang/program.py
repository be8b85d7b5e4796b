"""Program files and formulas: the `.grad` dialect of the interpreter, as a `tf.GradientTape` block would run it.

Every name a program binds is watched, so any of them, intermediate ones too,
may be a source. Numbers and lists become tensors (float64 by default) as soon as
they are bound or meet an operator. Each `gradient(...)` or `jacobian(...)`
statement becomes a `Result`: its targets with their values and its sources with
their gradients (or jacobians), flattened in the order written.

    >>> results = run_program("x = 3.0\\ny = x * x\\ngradient(y, x)\\n")
    >>> float(results[0].sources[0].result)
    6.0
"""
import ast
import contextlib
import sys

from gradcli.engine import dtypes
from gradcli.engine.tape import GradientTape, unconnected_policy
from gradcli.engine.tensor import Tensor, constant
from gradcli.functions import CONSTANTS, VOCABULARY, Function
from gradcli.lang import parse, results
from gradcli.lang.interpreter import Interpreter
from gradcli.lang.result_calls import RESULT_CALLS
from gradcli.lang.results import Ask, Expectation, Seed
from gradcli.lang.runtime import BOUNDED_OPERATORS, Dialect, Namespace, bind_arguments, evaluation_scope
from gradcli.words.errors import DtypeMismatch, DtypeRefused, GradcliError, Position
from gradcli.words.phrases import counted, suggest


def is_tensorflow(path, text):
    """Whether a file is TensorFlow code rather than a program: a .py file, or one that imports tensorflow."""
    return path.endswith(".py") or any(line.split()[:2] in (["import", "tensorflow"], ["from", "tensorflow"])
                                       for line in text.splitlines())


def read_program_file(path):
    """A program file's text ('-' for standard input); invalid UTF-8 is an input error placed at its byte."""
    with (open(path, "rb") if path != "-" else sys.stdin.buffer) as stream:
        return program_text(stream.read(), path)


def program_text(data, path):
    """The text of a program file's bytes, read from `path` (a batch's cluster reads them where it runs);
    invalid UTF-8 is an input error placed at its byte."""
    try:
        return data.decode("utf-8-sig")  # a byte-order mark, as some editors write, is not part of the text
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise GradcliError(f"the file is not valid UTF-8 (byte 0x{data[exc.start]:02x})",
                           Position(path, line, col)) from None


def run_program(text, source="<program>", dtype="float64", results=None):
    """Parse and evaluate a program's text; its results, in order. With `results` (a list), each is appended
    to it as soon as it is computed, so that those before a failing line are there when the error is raised."""
    dialect = ProgramDialect(GradientTape(persistent=True), results=results)
    interpreter = Interpreter(dialect, parse.Locator(source, text))
    with evaluation_scope(dtype, dialect.tape), interpreter.charging_operations():
        for statement in parse.parse_program(text, source):
            interpreter.run([statement])
    return dialect.results


def evaluate_formula(tree, locate, values, missing=None):
    """The tensor a checked formula's tree gives, with its names bound to `values`."""
    interpreter = Interpreter(ProgramDialect(missing=missing), locate, values)
    return interpreter.guarded(tree, as_tensor, interpreter.evaluate(tree))


def as_tensor(value):
    """A program's value as a tensor: numbers and (nested) lists become arrays."""
    if isinstance(value, Tensor):
        return value
    if isinstance(value, Function):
        raise TypeError(f"{value.name} is a function: call it, as in {value.name}(x)")
    if isinstance(value, (str, dict, Namespace)) or value is None or value is Ellipsis:
        raise TypeError(f"expected a number or a tensor, not {value!r}")
    return constant(value)


def _namespace(name):
    """What tf., tf.math., tf.nn., tf.linalg. and np. give in a program: every function of the vocabulary."""
    namespace = Namespace(name, {**VOCABULARY, **CONSTANTS})
    namespace.members.update(math=namespace, nn=namespace, linalg=namespace, keras=namespace, losses=namespace)
    return namespace


_BUILTINS = {**VOCABULARY, **CONSTANTS, "tf": _namespace("tf"), "np": _namespace("np"), "keras": _namespace("keras")}


DTYPE_NAMES = {d.name for d in dtypes.DTYPES} | {"half", "float", "double"}  # what tf.int32 and the like name

# TensorFlow's names of the operations operators run, and the operators.
_OPERATOR_SIGNS = {"AddV2": "+", "Sub": "-", "Mul": "*", "RealDiv": "/", "FloorDiv": "//", "FloorMod": "%",
                   "Pow": "**", "MatMul": "@", "BatchMatMulV2": "@"}

# Unary plus is the identity in formulas and programs, where TensorFlow's tensors refuse Python's.
_FORMULA_OPERATORS = {**BOUNDED_OPERATORS, ast.UAdd: lambda value: value}


class ProgramDialect(Dialect):
    """Programs and formulas: every bound name is a watched tensor, and operators compute in tensors."""

    error = GradcliError

    def __init__(self, tape=None, missing=None, results=None):
        super().__init__(_BUILTINS)
        self.tape, self.missing, self.results = tape, missing, [] if results is None else results

    def bind(self, interpreter, name, value):
        value = as_tensor(value)
        self.tape.watch(value)
        return value

    def operators(self):
        return _FORMULA_OPERATORS

    def operands(self, op, values):
        if not any(type(v) is Tensor for v in values):
            return [as_tensor(v) for v in values]  # programs compute in tensors: 9**9**9**9 is inf
        return [v if type(v) in (Tensor, int, float) else as_tensor(v) for v in values]  # numbers adopt the dtype

    def describe(self, exc):
        if isinstance(exc, DtypeMismatch):  # in the words of the formula, not TensorFlow's op
            first, second = (dtypes.as_dtype(d).name for d in exc.dtypes)
            what = f"'{_OPERATOR_SIGNS[exc.op]}'" if exc.op in _OPERATOR_SIGNS else "this operation"
            return (f"{what} takes operands of one dtype, not {first} and {second}: cast one to the other's, as "
                    f"in cast(y, '{first}')")
        if isinstance(exc, DtypeRefused):
            return (f"{exc.function}() does not take {dtypes.as_dtype(exc.dtype).name} tensors: cast them, as in "
                    "cast(x, 'float64')")
        return super().describe(exc)

    def unknown(self, name, calling):
        if self.missing and not calling:
            return self.missing(name)
        hint = " (functions are called, as in sin(x))" if name in VOCABULARY and not calling else ""
        return super().unknown(name, calling) + hint

    def attribute(self, value, name):
        if isinstance(value, Namespace):
            if name in DTYPE_NAMES:
                raise GradcliError(f"formulas and programs name a dtype by a string: '{name}', not "
                                   f"{value.name}.{name}")
            if name not in value.members:
                raise GradcliError(f"unknown function '{name}'{suggest(name, VOCABULARY)}")
            return value.members[name]
        return super().attribute(value, name)

    def call(self, callee, args, kwargs):
        if not isinstance(callee, Function):
            raise TypeError(f"'{type(callee).__name__}' object is not callable")
        bind_arguments(callee.call, callee.name, args, kwargs)
        return callee.call(*args, **kwargs)

    def expression_statement(self, interpreter, node, scope):
        self.results.append(self.result(interpreter, node.value))

    def assigned(self, interpreter, node, scope):
        """A result call as a name's value (`g = gradient(f, x)`): a result, recorded on the tape so that later
        statements can differentiate it again; the name is bound to its one answer."""
        if not parse.is_result_call(node):
            return super().assigned(interpreter, node, scope)
        result = self.result(interpreter, node, recorded=True)
        self.results.append(result)
        answers = [t.jvp for t in result.targets] if result.kind == "jvp" else [s.result for s in result.sources]
        if len(answers) != 1 or isinstance(answers[0], list) and len(answers[0]) != 1:
            raise GradcliError(f"{result.kind}(...) gives {len(answers)} answers here; a name takes one: give one "
                               "source (and one target)", interpreter.locate(node))
        answer = answers[0][0] if isinstance(answers[0], list) else answers[0]
        if answer is None:
            raise GradcliError(f"the {result.kind} is None (unconnected): there is nothing to bind; "
                               "unconnected_gradients='zero' gives zeros", interpreter.locate(node))
        return answer

    # ----- Results -----

    def result(self, interpreter, call, recorded=False):
        """The Result of a result call: gradient(...), jacobian(...), hessian(...), jvp(...) or batch_jacobian(...).
        Its answer is `recorded` on the program's tape when it is to be differentiated again."""
        kind, locate = call.func.id, interpreter.locate
        try:
            args = bind_arguments(RESULT_CALLS[kind], kind, call.args, {k.arg: k.value for k in call.keywords})
        except TypeError as exc:
            raise GradcliError(str(exc), locate(call)) from None
        if kind in _ONE_TARGET_ANSWERS and _is_structure(args["target"]):
            raise GradcliError(f"{kind}() takes one target; call it once per target", locate(args["target"]))
        if kind == "batch_jacobian" and _is_structure(args["source"]):
            raise GradcliError("batch_jacobian() takes one source; call it once per source", locate(args["source"]))
        ask = Ask(self.tape, call.lineno, locate(call),
                  contextlib.nullcontext if recorded else self.tape.stop_recording)
        targets = [(locate.source_of(n), t) for n, t in self.structure(interpreter, args["target"])]
        if kind == "jvp":
            return self.jvp_result(interpreter, ask, args, targets)
        sources_node = args["source"] if kind == "batch_jacobian" else args["sources"]
        sources = [(locate.source_of(n), t) for n, t in self.structure(interpreter, sources_node, by_key=False)]
        seeds = None
        if args.get("output_gradients") is not None:
            seeds = [Seed(t, locate(n)) for n, t in self.structure(interpreter, args["output_gradients"])]
        policy = args.get("unconnected_gradients")
        unconnected = "none" if policy is None else interpreter.guarded(
            policy, unconnected_policy, interpreter.evaluate(policy))
        expected = self.expectations(interpreter, args.get("expect"), _is_structure(sources_node), len(sources))
        if kind == "gradient":
            return results.gradient(ask, targets, sources, seeds, unconnected, expected)
        return _ONE_TARGET_ANSWERS[kind](ask, targets, sources, unconnected, expected)

    def jvp_result(self, interpreter, ask, args, targets):
        """The Result of jvp(target, primals, tangents): the tangents one per primal, in the same structure."""
        locate = interpreter.locate
        primals = [(locate.source_of(n), t) for n, t in self.structure(interpreter, args["primals"])]
        tangents = [(locate.source_of(n), t) for n, t in self.structure(interpreter, args["tangents"])]
        if len(tangents) != len(primals):
            raise GradcliError(f"jvp() was given {len(tangents)} tangents for {len(primals)} primals; give one per "
                               "primal, in the same structure", locate(args["tangents"]))
        expected = self.expectations(interpreter, args.get("expect"), _is_structure(args["target"]), len(targets),
                                     "targets")
        return results.jvp(ask, targets, primals, tangents, expected)

    def expectations(self, interpreter, node, per_source, count, role="sources"):
        """The `expect=` answers, one per source (None where not given); parallel to the sources argument (to the
        targets', for a jvp)."""
        if node is None:
            return [None] * count
        nodes = node.elts if per_source and isinstance(node, (ast.List, ast.Tuple)) else [node]
        if len(nodes) != count:
            raise GradcliError(f"expect= gives {counted(len(nodes), 'answer')} for {counted(count, role[:-1])}; "
                               f"give one per {role[:-1]}", interpreter.locate(node))
        return [Expectation(None if _is_none(n) else self.tensor(interpreter, n), interpreter.locate(n))
                for n in nodes]

    def structure(self, interpreter, node, top=True, by_key=True):
        """The (node, tensor) leaves of a target, sources or output_gradients argument, in order.

        The top-level list, tuple or dict is a structure; below it, a list of numbers is an array. A dict's
        entries come in the order of its keys, as TensorFlow flattens a dict to pair targets with output
        gradients; or, `by_key` False, in the order written, as the dict of gradients TensorFlow returns has them.
        """
        if isinstance(node, ast.Dict):
            entries = list(zip(node.keys, node.values))
            if by_key:
                entries.sort(key=lambda item: item[0].value)
            return [leaf for _, value in entries for leaf in self.structure(interpreter, value, False, by_key)]
        if isinstance(node, (ast.List, ast.Tuple)) and (top or not _is_numeric_literal(node)):
            return [leaf for item in node.elts for leaf in self.structure(interpreter, item, False, by_key)]
        return [(node, self.tensor(interpreter, node))]

    @staticmethod
    def tensor(interpreter, node):
        return interpreter.guarded(node, as_tensor, interpreter.evaluate(node))


# The result calls that take one target, not a structure, and what answers each.
_ONE_TARGET_ANSWERS = {"jacobian": results.jacobian, "hessian": results.hessian,
                       "batch_jacobian": results.batch_jacobian}


def _is_none(node):
    return isinstance(node, ast.Constant) and node.value is None


def _is_structure(node):
    return isinstance(node, (ast.List, ast.Tuple, ast.Dict))


def _is_numeric_literal(node):
    """True for a number, or a (nested) list of numbers: an array literal."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return all(_is_numeric_literal(item) for item in node.elts)
    if isinstance(node, ast.UnaryOp):
        return _is_numeric_literal(node.operand)
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)
