"""`tf.function`: a Python function traced once per input signature into a graph, and the graph run at each call.

A call whose arguments have a signature not seen before traces the function:
the Python code runs once, its Python side effects (print, appending to a list,
changing an attribute) happen then and only then, and its tensors are symbolic
(`Tensor("add:0", shape=(), dtype=float32)`, no `.numpy()`). What it computes
is kept as a `Graph`: each operation on tensors, each read and assignment of a
variable, each `tf.print`, with Python values (a global number, a model's
attribute) baked in as they were. Every call, the first one too, runs the
graph on its arguments: operations recorded on the caller's tapes, variables
read and assigned, tf.print printing.

A signature is, per argument, a tensor's shape and dtype (a shape relaxed to
None where calls differ, with `reduce_retracing`; the `input_signature`'s
TensorSpecs where given), a Python value itself (1, 1.0 and True alike), and
an object by identity. Python control flow on a tensor's value (`if x > 0:`,
looping over a tensor) is what TensorFlow's AutoGraph turns into graph control
flow; here such a trace is kept as Python code instead, run again at each call
with its Python side effects silenced.

What the graph cannot compute again is never replayed as it was: a tensor computed inside a call to one of
TensorFlow's functions (the softmax inside a cross-entropy) is none of the graph's, so an operation of the trace
that uses it (a gradient through that call), an assignment of it, or a result or print of it makes the trace one
to run as Python at each call too. Keras's layers, losses, metrics and optimizers, whose Python computes with
their arguments' values, make it so as soon as the trace calls them (`runs_as_python`).
"""
import ast
import functools
import itertools
import math
import re

import numpy as np

from gradcli.engine import recording, tensor
from gradcli.engine.dtypes import as_dtype
from gradcli.words.errors import GradcliError, InvalidArgumentError
from gradcli.engine.limits import check_elements
from gradcli.engine.shown import Shown
from gradcli.engine.tape import flatten
from gradcli.engine.tensor import Tensor, constant
from gradcli.tensorflow.kernels import mode as tfexact_mode
from gradcli.lang.runtime import Context
from gradcli.tensorflow.objects import TRACING, Variable
from gradcli.tensorflow.specs import TensorSpec, spec_of
from gradcli.lang.text import SYMBOLIC, symbolic_text, to_repr


# What a trace costs beside the steps of the function it runs (its placeholders, its graph's bookkeeping), in
# elements' work (about a nanosecond each): some 70 µs, so that a function retraced at every call stops in time.
TRACE_WORK = 70_000


class Function(Shown):
    """What tf.function makes of a Python function: its traces, by signature. `call` is the interpreter's way of
    calling the program's functions; `tf_print` the dialect's tf.print."""

    tf_type_name = "Function"

    def __init__(self, python_function, call, silenced, input_signature=None, reduce_retracing=False):
        self.python_function, self.call, self.silenced = python_function, call, silenced
        self.input_signature = None if input_signature is None else list(input_signature)
        self.reduce_retracing, self.traces, self.shapes_seen = reduce_retracing, {}, {}

    def __call__(self, *args, **kwargs):
        return self.concrete(args, kwargs).run(args, kwargs)

    def tf_bind(self, receiver, owner):
        """The function as a method of `receiver`: traced apart for each object, as TensorFlow does."""
        from gradcli.lang.classes import BoundMethod

        bound = Function(BoundMethod(receiver, self.python_function, owner), self.call, self.silenced,
                         self.input_signature, self.reduce_retracing)
        bound.traces, bound.shapes_seen = self.traces.setdefault(("self", id(receiver)), {}), {}
        return bound

    def get_concrete_function(self, *args, **kwargs):
        if self.input_signature is not None and not args and not kwargs:  # the trace of its signature
            args = self.input_signature
        return self.concrete(list(args), kwargs)

    def experimental_get_tracing_count(self):
        return sum(trace.builds for trace in self.traces.values() if isinstance(trace, Graph))

    def concrete(self, args, kwargs):
        """The trace for these arguments: made now if their signature is new."""
        signature = self._signature(args, kwargs)
        trace = self.traces.get(signature)
        if trace is None:
            trace = self.traces[signature] = self._trace(args, kwargs)
        return trace

    def _signature(self, args, kwargs):
        if self.input_signature is not None:
            self._check_signature(args, kwargs)
            return ("input_signature",)
        return tuple(self._key(a, i) for i, a in enumerate(args)) + tuple(
            (name, self._key(value, name)) for name, value in sorted(kwargs.items()))

    def _key(self, value, position):
        """What of an argument decides its trace."""
        if isinstance(value, (Tensor, TensorSpec)):
            shape, dtype = (value.shape, value.dtype) if isinstance(value, TensorSpec) else \
                (value.shape, value.dtype.name)
            return ("tensor", self._relaxed(position, shape), str(dtype))
        if isinstance(value, Variable):
            return ("variable", id(value.handle))
        if isinstance(value, (list, tuple)):
            return (type(value).__name__, tuple(self._key(v, (position, i)) for i, v in enumerate(value)))
        if isinstance(value, dict):
            return ("dict", tuple((k, self._key(v, (position, k))) for k, v in sorted(value.items())))
        try:
            hash(value)
        except TypeError:
            return ("object", id(value))
        return ("value", value) if isinstance(value, (int, float, str, bool, type(None))) else ("object", id(value))

    def _relaxed(self, position, shape):
        """With reduce_retracing, a shape once seen otherwise is generalized: None where the sizes differ."""
        if not self.reduce_retracing or shape is None:
            return tuple(shape) if shape is not None else None
        seen = self.shapes_seen.get(position)
        if seen is not None and len(seen) == len(shape) and tuple(seen) != tuple(shape):
            shape = tuple(a if a == b else None for a, b in zip(seen, shape))
        self.shapes_seen[position] = tuple(shape)
        return tuple(shape)

    def _check_signature(self, args, kwargs):
        values = list(args) + list(kwargs.values())
        for value, spec in zip(values, self.input_signature):
            if not spec.accepts(value):
                got = spec_of(value).tf_repr() if isinstance(value, Tensor) else repr(value)
                raise TypeError(f"Binding inputs to tf.function failed due to `Can not cast {got} to "
                                f"{spec.tf_repr()}`. Received args: ({', '.join(to_repr(a) for a in args)},) and "
                                f"kwargs: {kwargs} for signature: ({self._parameters_text()}).")

    def _parameters_text(self):
        names = _parameter_names(self.python_function)
        return ", ".join(f"{name}: {spec.tf_repr()}" for name, spec in zip(names, self.input_signature))

    def _trace(self, args, kwargs):
        """Trace for these arguments; as TensorFlow does, a trace that made variables is made again, which
        must make none: a function that makes a variable at every call is refused."""
        graph = Graph(self, args, kwargs, self.input_signature)
        graph.build()
        if graph.made_variables:
            graph = Graph(self, args, kwargs, self.input_signature)
            graph.build()
            graph.builds = 2
            if graph.made_variables:
                raise ValueError("tf.function only supports singleton tf.Variables created on the first call. Make "
                                 "sure the tf.Variable is only created once or created outside tf.function. See "
                                 "https://www.tensorflow.org/guide/function#creating_tfvariables for more "
                                 "information.")
        return graph

    def tf_str(self):
        return "<tensorflow.python.eager.polymorphic_function.polymorphic_function.Function object>"

    tf_repr = tf_str


def _parameter_names(function):
    node = getattr(getattr(function, "function", function), "node", None)
    if node is None:
        return []
    names = [a.arg for a in node.args.posonlyargs + node.args.args]
    return names[1:] if hasattr(function, "receiver") else names


# Methods that change the Python object they are called on (tf.add, tf.sort and tf.reverse share no name here).
_CHANGING_METHODS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault",
                               "popitem", "discard"})


def _refuse_outside_changes(function):
    """A trace run as Python at each call (after the tracing itself) would change again what its Python changes
    outside the function (a list it appends to, a global, an attribute): TensorFlow does that only while
    tracing. Refused, not done twice."""
    node = getattr(getattr(function.python_function, "function", function.python_function), "node", None)
    change = node is not None and _outside_change(node)
    if change:
        name = getattr(function.python_function, "name", "function")
        raise GradcliError(f"gradcli does not run this tf.function yet: it runs {name}'s Python at each call, and "
                           f"line {change.lineno} changes an object or name from outside it, which TensorFlow "
                           "changes only while tracing")


@functools.cache  # (asked at every call of a trace run as Python: the answer is the function's, once)
def _outside_change(node):
    """The first node of a function's body that changes a Python object or name it did not make, or None."""
    made = _bound_names(node)
    for part in ast.walk(node):
        if isinstance(part, (ast.Global, ast.Nonlocal)):
            return part
        if isinstance(part, ast.Call) and isinstance(part.func, ast.Attribute) and \
                part.func.attr in _CHANGING_METHODS and _root(part.func.value) not in made:
            return part
        targets = part.targets if isinstance(part, ast.Assign) else \
            [part.target] if isinstance(part, (ast.AugAssign, ast.AnnAssign)) else []
        if any(isinstance(t, (ast.Subscript, ast.Attribute)) and _root(t) not in made for t in targets):
            return part
    return None


def _bound_names(node):
    """The names a function's body binds itself (not its parameters, which name the caller's objects)."""
    body = node.body if isinstance(node.body, list) else [node.body]
    names = set()
    for part in (inner for statement in body for inner in ast.walk(statement)):
        if isinstance(part, ast.Name) and isinstance(part.ctx, ast.Store):
            names.add(part.id)
        elif isinstance(part, (ast.FunctionDef, ast.ClassDef)):
            names.add(part.name)
    return names


def _root(expression):
    """The name an attribute, subscript or method chain starts from (`a` of `a.b[0].c`), or None."""
    while isinstance(expression, (ast.Attribute, ast.Subscript, ast.Call)):
        expression = expression.func if isinstance(expression, ast.Call) else expression.value
    return expression.id if isinstance(expression, ast.Name) else None


class Graph(Shown):
    """One trace of a Function: the operations its Python code ran, to run again on each call's arguments."""

    tf_type_name = "ConcreteFunction"

    def __init__(self, function, args, kwargs, specs):
        self.function, self.nodes, self.dynamic = function, [], False
        self.placeholders = {}  # trace tensor key -> where the argument is: a path into (args, kwargs)
        self.dtypes = {}  # trace tensor key -> the dtype it was traced with
        self.names = itertools.count()
        self.counts = {}
        self.overlay = {}  # variable handle -> its value as assignments in the trace left it
        self.made_variables = 0
        self.own = set()  # keys of the symbolic tensors this trace made
        self.hidden = set()  # keys of the tensors computed inside library calls from the trace's: no graph's
        self.args, self.kwargs, self.specs = args, kwargs, specs
        self.result = None
        self.builds = 1  # the traces made for it: two where the first made variables
        self.number = next(_GRAPH_NUMBERS)  # as TensorFlow numbers its graph functions (__inference_f_13)

    # ----- Tracing -----

    def build(self):
        """Run the Python function once on symbolic arguments, keeping what it computes."""
        tensor.charge_work(TRACE_WORK)
        names = _parameter_names(self.function.python_function)
        symbolic_args = [self._placeholder(a, names[i] if i < len(names) else f"args_{i}", i,
                                           self.specs[i] if self.specs and i < len(self.specs) else None)
                         for i, a in enumerate(self.args)]
        symbolic_kwargs = {k: self._placeholder(v, k, k, None) for k, v in self.kwargs.items()}
        saved_tapes, saved_forward = list(recording.ACTIVE), list(recording.FORWARD)
        del recording.ACTIVE[:], recording.FORWARD[:]  # a trace is no eager computation: no tape sees it
        previous = tensor.set_capture(self._captured)
        TRACING.append(self)
        try:
            self.result = as_outputs(self.function.call(self.function.python_function, symbolic_args,
                                                        symbolic_kwargs))
        finally:
            TRACING.pop()
            tensor.set_capture(previous)
            recording.ACTIVE.extend(saved_tapes)
            recording.FORWARD.extend(saved_forward)
        self.overlay = {}
        self._check_computable(flatten(self.result))

    def _placeholder(self, value, name, path, spec):
        if isinstance(value, TensorSpec):  # traced with zeros of its shape, held to the limits as any tensor is
            shape = [1 if d is None else d for d in (value.shape or ())]
            check_elements(math.prod(shape), f"the tensor traced for {value.tf_repr()}", value.dtype.size)
            made = Tensor(np.zeros(shape, value.dtype.numpy_dtype))
            self._symbolic(made, name, value.shape)
            self.placeholders[made.key], self.dtypes[made.key] = path, made.value.dtype
            return made
        if not isinstance(value, Tensor):
            return value
        made = Tensor(value.value)
        shape = spec.shape if spec is not None and spec.shape is not None else \
            self.function.shapes_seen.get(path, value.shape)
        self._symbolic(made, name, shape)
        self.placeholders[made.key], self.dtypes[made.key] = path, made.value.dtype
        return made

    def _symbolic(self, made, name, shape=None):
        self.own.add(made.key)
        SYMBOLIC[made.key] = (f"{name}:0", tuple(made.shape) if shape is None else tuple(shape))

    def _name(self, op):
        count = self.counts.get(op, 0)
        self.counts[op] = count + 1
        return op if count == 0 else f"{op}_{count}"

    def _captured(self, prim, inputs, params, out):
        """An operation the trace ran (through tensor.apply): kept, its output symbolic."""
        self._check_in_scope(inputs)
        self._check_computable(inputs)
        if any(x.key in SYMBOLIC for x in inputs):
            kind = "fused op" if tfexact_mode.fusing() else "op"  # (replayed with the kernels it was traced with)
            self.nodes.append((kind, prim, [x.key if x.key in SYMBOLIC else x for x in inputs], params, out.key))
            self._symbolic(out, self._name(_OPERATOR_NAMES.get(prim.name, prim.op)))

    def _check_in_scope(self, inputs):
        """A symbolic tensor of another trace (leaked through a global) cannot be used in this one."""
        for x in inputs:
            if x.key in SYMBOLIC and x.key not in self.own:
                raise TypeError(f"{symbolic_text(x, is_repr=True)} is out of scope and cannot be used here. "
                                "Use return values, explicit Python locals or TensorFlow collections to access it.")

    def _check_computable(self, tensors):
        """Tensors the graph cannot compute at a call (made inside a library call) make the trace one to run as
        Python at each call: replayed, they would be their values at the trace."""
        if self.hidden and any(isinstance(t, Tensor) and t.key in self.hidden for t in tensors):
            self.dynamic = True

    def _hide(self, prim, inputs, params, out):
        """An operation inside a library call: its output, where it comes from the trace's tensors, is hidden."""
        if any(x.key in SYMBOLIC or x.key in self.hidden for x in inputs):
            self.hidden.add(out.key)

    def library_call(self, function, name, args, kwargs):
        """A function of TensorFlow's the trace calls (tf.reduce_sum(...)): kept as one call, its result
        symbolic, where a tensor of the trace goes in; else its result is a constant of the graph."""
        arguments = [t for t in flatten([args, kwargs]) if isinstance(t, Tensor)]
        self._check_in_scope(arguments)
        self._check_computable(arguments)
        previous = tensor.set_capture(self._hide)
        try:
            result = function(*args, **kwargs)
        finally:
            tensor.set_capture(previous)
        if any(t.key in SYMBOLIC for t in arguments) or _random(name):
            for out in flatten(result):
                if isinstance(out, Tensor):
                    self.hidden.discard(out.key)
                    self._symbolic(out, self._name(_graph_op_name(name)))
            self.nodes.append(("call", function, _template(args), _template(kwargs), _template(result)))
        return result

    def read_variable(self, variable):
        value = self.overlay.get(variable.handle, variable.handle.tensor)
        out = Tensor(value.value)
        self.nodes.append(("read", variable, out.key))
        self._symbolic(out, self._name("ReadVariableOp"))
        return out

    def assign_variable(self, variable, method, value):
        """An assignment in the trace: kept to do at each call; the trace reads the value it leaves."""
        self._check_computable([value])
        current = self.overlay.get(variable.handle, variable.handle.tensor).value
        new = {"assign": value.value, "assign_add": current + value.value, "assign_sub": current - value.value}[method]
        self.overlay[variable.handle] = Tensor(np.asarray(new, current.dtype))
        self.nodes.append(("assign", variable, method, value.key if value.key in SYMBOLIC else value))
        return self.read_variable(variable)

    def print(self, tf_print, args, kwargs):
        self._check_computable(flatten([args, kwargs]))
        self.nodes.append(("print", tf_print, _template(args), _template(kwargs)))

    def made_variable(self):
        self.made_variables += 1

    # ----- Running -----

    def run(self, args, kwargs):
        """Run the graph on the call's arguments: the result, as the function returned it. A trace whose Python
        control flow followed a tensor's value runs its Python code again instead, silently."""
        if self.dynamic:
            _refuse_outside_changes(self.function)
            RUNNING.append(self)
            try:
                with self.function.silenced():
                    return as_outputs(self.function.call(self.function.python_function, list(args), dict(kwargs)))
            finally:
                RUNNING.pop()
        values = {}
        for key, path in self.placeholders.items():
            values[key] = _at(args, kwargs, path)
        for node in self.nodes:
            _RUN[node[0]](node, values)
        return _filled(self.result, values)

    def __call__(self, *args, **kwargs):
        """The concrete function called: with its tensors only, by position or by their parameters' names (the
        Python values it was traced with are in it)."""
        names = _parameter_names(self.function.python_function)
        paths = list(self.placeholders.values())
        given = dict(zip(paths, args))
        given.update({path: kwargs[names[path] if isinstance(path, int) else path] for path in paths
                      if (names[path] if isinstance(path, int) and path < len(names) else path) in kwargs})
        values = {key: given[path] for key, path in self.placeholders.items()}
        self._check_dtypes(values)
        if self.dynamic:  # its Python, on the arguments it was traced with, the tensors given in their places
            call_args, call_kwargs = list(self.args), dict(self.kwargs)
            for path, value in given.items():
                if isinstance(path, str):
                    call_kwargs[path] = value
                else:
                    call_args[path] = value
            return self.run(call_args, call_kwargs)
        for node in self.nodes:
            _RUN[node[0]](node, values)
        return _filled(self.result, values)


    def _check_dtypes(self, values):
        """A concrete function takes tensors of the dtypes it was traced with: another is refused by its kernel."""
        for i, (key, given) in enumerate(values.items()):
            expected = self.dtypes[key]
            if isinstance(given, Tensor) and given.value.dtype != expected:
                name = f"__inference_{getattr(self.function.python_function, 'name', 'function')}_{self.number}"
                raise InvalidArgumentError(
                    f"cannot compute {name} as input #{i}(zero-based) was expected to be a "
                    f"{as_dtype(expected).kernel_name} tensor but is a {as_dtype(given.value.dtype).kernel_name} "
                    f"tensor [Op:{name}]")


_GRAPH_NUMBERS = itertools.count(1)
RUNNING = []  # the traces running as Python at a call now, innermost last


def as_outputs(result):
    """What a tf.function returns: its Python numbers and numpy values made tensors (as a graph's outputs are),
    in the structure returned."""
    if isinstance(result, (list, tuple)):
        return type(result)(as_outputs(v) for v in result)
    if isinstance(result, dict):
        return {k: as_outputs(v) for k, v in result.items()}
    if isinstance(result, (bool, int, float, np.ndarray, np.generic)):
        return constant(result)
    return result


def _at(args, kwargs, path):
    if isinstance(path, tuple):
        return _at(args, kwargs, path[0])[path[1]]
    return kwargs[path] if isinstance(path, str) else args[path]


def _template(structure):
    """A structure of arguments with each symbolic tensor as its key (to be filled in at each call)."""
    if isinstance(structure, Tensor) and structure.key in SYMBOLIC:
        return _Slot(structure.key)
    if isinstance(structure, (list, tuple)):
        return type(structure)(_template(v) for v in structure)
    if isinstance(structure, dict):
        return {k: _template(v) for k, v in structure.items()}
    return structure


class _Slot:
    __slots__ = ("key",)

    def __init__(self, key):
        self.key = key


def _filled(structure, values):
    if isinstance(structure, _Slot):
        return values[structure.key]
    if isinstance(structure, Tensor) and structure.key in values:
        return values[structure.key]
    if isinstance(structure, (list, tuple)):
        return type(structure)(_filled(v, values) for v in structure)
    if isinstance(structure, dict):
        return {k: _filled(v, values) for k, v in structure.items()}
    return structure


def _run_op(node, values):
    _, prim, inputs, params, out = node
    values[out] = tensor.apply(prim, [values[x] if isinstance(x, int) else x for x in inputs], params)


def _run_fused_op(node, values):
    with tfexact_mode.fused_activations():
        _run_op(node, values)


def _run_call(node, values):
    _, function, args, kwargs, result = node
    produced = function(*_filled(args, values), **_filled(kwargs, values))
    for slot, value in zip(flatten(result), flatten(produced)):
        if isinstance(slot, _Slot):
            values[slot.key] = value


def _run_read(node, values):
    _, variable, out = node
    values[out] = variable.read()


def _run_assign(node, values):
    _, variable, method, value = node
    getattr(variable, method)(values[value] if isinstance(value, int) else value)


def _run_print(node, values):
    _, tf_print, args, kwargs = node
    tf_print(*_filled(args, values), **_filled(kwargs, values))


_RUN = {"op": _run_op, "fused op": _run_fused_op, "call": _run_call, "read": _run_read, "assign": _run_assign,
        "print": _run_print}
# The graph's names of the operations Python's operators make, as TensorFlow names them in a trace.
_OPERATOR_NAMES = {"add": "add", "subtract": "sub", "multiply": "mul", "divide": "truediv", "pow": "pow",
                   "matmul": "matmul", "negative": "Neg", "getitem": "strided_slice", "floordiv": "floordiv",
                   "floormod": "mod"}


def _graph_op_name(name):
    """TensorFlow's name of a function's node in a graph: reduce_sum -> Sum, matmul -> MatMul."""
    name = re.sub(r"^reduce_", "", name)
    return {"matmul": "MatMul", "constant": "Const"}.get(name, "".join(p.capitalize() for p in name.split("_")))


def _random(name):
    return name.startswith(("random", "stateless"))


def runs_as_python():
    """Make the trace under way, if any, one to run as Python at each call: what it does next computes with
    values the graph would not compute again (Keras's Python, custom gradients)."""
    trace = tracing()
    if trace is not None:
        trace.dynamic = True


def in_function():
    """Whether code runs as a tf.function's: traced now, or a trace run as Python at a call (so that it runs
    the kernels TensorFlow's graphs run)."""
    return bool(TRACING) or bool(RUNNING)


def runs_as_python_in_traces(decorated):
    """`decorated` (a function with its own gradient), making a tf.function's trace that calls it one to run as
    Python at each call: the graph's operations alone would lose the gradient."""
    def call(*args, **kwargs):
        runs_as_python()
        return decorated(*args, **kwargs)

    call.__name__ = decorated.__name__
    return call


class InitScope(Context):
    """TensorFlow's tf.init_scope: in a trace, what its block runs runs now, eagerly, once, outside the graph (a
    tf.function's first call lifts its initialisation so)."""

    tf_type_name = "init_scope"

    def __enter__(self):
        self.traces, self.capture = TRACING[:], tensor.set_capture(None)
        del TRACING[:]

    def __exit__(self, *exc_info):
        TRACING.extend(self.traces)
        tensor.set_capture(self.capture)


def tracing():
    """The trace under way, or None."""
    return TRACING[-1] if TRACING else None


def function(func=None, input_signature=None, autograph=True, jit_compile=None, reduce_retracing=False,
             experimental_implements=None, experimental_autograph_options=None, experimental_attributes=None,
             experimental_relax_shapes=None, experimental_compile=None, experimental_follow_type_hints=None, *,
             call, silenced):
    """tf.function, as a decorator or a call: `call` is how the interpreter calls the program's function, and
    `silenced` a block in which Python's print says nothing."""
    relax = reduce_retracing or bool(experimental_relax_shapes)

    def make(python_function):
        return Function(python_function, call, silenced, input_signature, relax)
    return make if func is None else make(func)

