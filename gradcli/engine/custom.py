"""Custom gradients: TensorFlow's `tf.custom_gradient` and `tf.recompute_grad`, as its eager mode runs them.

A function decorated with `custom_gradient` returns `(y, grad_fn)`. It runs
recording, as any code does (so an outer tape can differentiate what `grad_fn`
computes from the function's values: second derivatives); then its outputs are
recorded once more, as one operation of its tensor arguments and of the
variables it read, whose gradient is what `grad_fn(*upstreams)` returns. On a
tape that watches one of those inputs this replaces how the outputs were
computed; a tape that watches only something else the function used keeps
that, as TensorFlow's tapes do.

    >>> from gradcli.engine.tape import GradientTape
    >>> from gradcli.engine.tensor import constant
    >>> @custom_gradient
    ... def clipped_identity(x):
    ...     return x * 1.0, lambda upstream: upstream * 0.5
    >>> x = constant(3.0)
    >>> with GradientTape() as tape:
    ...     tape.watch(x)
    ...     y = clipped_identity(x)
    >>> float(tape.gradient(y, x))
    0.5

The operation is a `CustomGradient`, a primitive made for the call, whose rules
call back the call's `grad_fn`:

- reverse mode calls it once per backward pass, or once per row where a
  jacobian pushes its rows through at once: a custom gradient takes one
  upstream gradient per output, as TensorFlow's does, not a batch of them;
- forward mode keeps the tangent the function's own operations gave the
  outputs; where they gave none, it transposes `grad_fn`, called on an upstream
  of ones, as TensorFlow's accumulators transpose a gradient function.

What the engine needs to know of the functions it runs is asked of a
`PythonCode`: the library's are Python functions on gradcli's tensors; a
TensorFlow program's run in gradcli's interpreter, with variables.
"""
import contextlib
import inspect
import math

import numpy as np

from gradcli.engine import ops, recording
from gradcli.engine.recording import FORWARD
from gradcli.engine.tape import GradientTape, UnconnectedGradients, flatten, pack_like
from gradcli.engine.tensor import Primitive, Tensor, constant


class PythonCode:
    """What custom_gradient asks of the code it runs, answered for Python functions on gradcli's tensors (the
    library's): no variables, and arguments converted as `constant` converts them."""

    def callable(self, function):
        """`function` (a forward or gradient function) as a Python callable."""
        if not callable(function):
            raise TypeError("unsupported callable")
        return function

    def tensor(self, value):
        """An argument or an output as a tensor, as TensorFlow's convert_to_tensor makes it; None for a string,
        which takes no gradient (gradcli has no string tensors)."""
        if isinstance(value, Tensor):
            return value
        if isinstance(value, str):
            return None
        try:
            if value is None:  # (which numpy would make a nan)
                raise TypeError
            return constant(value)
        except (ValueError, TypeError):
            raise ValueError(f"Attempt to convert a value ({self.text(value)}) with an unsupported type "
                             f"(<class '{self.type_name(value)}'>) to a Tensor.") from None

    def watching_variables(self):
        """A block that notes the trainable variables read inside it, as `.variables`: here, none."""
        return contextlib.nullcontext(_NO_VARIABLES)

    def tensor_of(self, variable):
        """The tensor a variable's reads come from, which a tape watches to differentiate by the variable."""
        raise TypeError(f"{self.text(variable)} is not a variable")

    def text(self, value):
        """`repr(value)`, for messages."""
        return repr(value)

    def type_name(self, value):
        """The name of `value`'s type, for messages."""
        return type(value).__name__


class _NoVariables:
    variables = ()


_NO_VARIABLES = _NoVariables()
PYTHON = PythonCode()


def custom_gradient(f=None):
    """TensorFlow's `tf.custom_gradient`: `f(*args, **kwargs)` returns `(y, grad_fn)`, and the function returned
    computes `y` with `grad_fn` as its gradient. `grad_fn(*upstreams)`, one upstream gradient per output of
    `y`, gives one gradient per positional argument (flattened: each tensor, number or string in them; keyword
    arguments get none), as a list or tuple, or a single one; None for no gradient. Where `f` reads variables,
    `grad_fn(*upstreams, variables=...)` gives `(argument_gradients, variable_gradients)`."""
    return custom_gradient_of(f, PYTHON)


def recompute_grad(f):
    """TensorFlow's `tf.recompute_grad`: `f` with the same values and gradients, but whose operations are not
    recorded; its gradient runs `f` again, on a tape of its own. As in TensorFlow, forward mode cannot
    transpose that gradient (NotImplementedError)."""
    return recompute_grad_of(f, PYTHON)


def custom_gradient_of(f, code):
    """`custom_gradient(f)`, for functions of `code` (a PythonCode)."""
    if f is None:
        return lambda f: custom_gradient_of(f, code)
    f = code.callable(f)

    def decorated(*args, **kwargs):
        return _call(f, args, kwargs, code)

    decorated.__name__ = _name(f)
    return decorated


def _name(f):
    return getattr(f, "__name__", type(f).__name__)


def _call(f, args, kwargs, code):
    """One call of a custom-gradient function, as TensorFlow's `_eager_mode_decorator` makes it."""
    with code.watching_variables() as watcher:
        result, grad_fn = _pair(f(*args, **kwargs))
    flat_args = flatten(list(args))
    given = flat_args + flatten(kwargs)
    # The variables grad_fn gives gradients for: those read, but not passed as arguments (in the order made).
    variables = [v for v in watcher.variables if all(v is not a for a in given)]
    grad_fn = code.callable(grad_fn)
    if variables and not _accepts_variables(grad_fn):
        raise TypeError("@tf.custom_gradient grad_fn must accept keyword argument 'variables', since function "
                        f"uses variables: {code.text(variables)}")
    outputs = [_output(code, r) for r in flatten(result)]
    inputs = [code.tensor(x) for x in flat_args + variables]  # None where one takes no gradient (a string)

    def vjp(upstreams):
        gradients = _gradients(grad_fn, upstreams, variables, len(flat_args))
        return [g for g, x in zip(gradients, inputs) if x is not None]

    recorded = record_operation(_name(f), outputs, [x for x in inputs if x is not None], vjp)
    return pack_like(result, recorded)


def _pair(returned):
    """`(y, grad_fn)` of what the forward function returned, unpacked as Python unpacks it."""
    if isinstance(returned, Tensor) and returned.ndim == 0:
        raise TypeError("Cannot iterate over a scalar tensor.")
    y, grad_fn = returned
    return y, grad_fn


def _accepts_variables(function):
    """Whether `function` takes a keyword argument `variables` (or any keyword argument)."""
    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.kind is p.VAR_KEYWORD or (p.name == "variables" and p.kind is not p.VAR_POSITIONAL)
               for p in parameters)


def _output(code, value):
    tensor = code.tensor(value)
    if tensor is None:
        raise ValueError(f"a custom gradient's outputs are tensors, not {code.text(value)}: gradcli has no string "
                         "tensors")
    return tensor


def _gradients(grad_fn, upstreams, variables, argument_count):
    """What grad_fn gives for `upstreams`, one gradient per flattened argument then one per variable, checked
    as TensorFlow checks them."""
    if variables:
        argument_gradients, variable_gradients = _pair(grad_fn(*upstreams, variables=variables))
        if _length(variable_gradients) != len(variables):
            raise ValueError("Must return gradient for each variable from @custom_gradient grad_fn.")
    else:
        argument_gradients, variable_gradients = grad_fn(*upstreams), []
    flat = flatten(argument_gradients)
    if len(flat) != argument_count:
        raise ValueError(f"custom_gradient function expected to return {argument_count} gradients, but returned "
                         f"{len(flat)} instead.")
    return flat + list(variable_gradients)


def _length(values):
    if isinstance(values, Tensor) and values.ndim == 0:
        raise TypeError("Scalar tensor has no `len()`")
    return len(values)


# ----- The operation -----

def record_operation(name, results, inputs, vjp):
    """New tensors of `results` (what a function computed from `inputs`, among others), recorded as one
    operation of `inputs` whose gradient is `vjp(upstreams)`: one upstream gradient per result in, one
    gradient (or None) per input out.

    Like TensorFlow's, the outputs are first copies of the results (an identity, recorded and carried forward
    as any operation is), then recorded as the operation on the tapes that watch an input, replacing the
    identity there; and carried forward by the operation where the identity gave them no tangent. Several
    results are recorded as one tensor that holds the floating-point ones, flattened, each output a slice of
    it; the others (integers), which no gradient reaches, stay copies, and their upstream is zeros."""
    if not any(_is_float(r) for r in results) or not recording.is_recording():
        return [ops.identity(r) for r in results]
    operation = CustomGradient(name, vjp, results)
    packed = operation.packed(results)
    if recording.ACTIVE:
        recording.record(operation, inputs, {}, packed)
    for accumulator in tuple(FORWARD):  # the outermost first, as `apply` carries them
        accumulator.carry(operation, inputs, {}, packed, keep=True)
    return [ops.identity(r) if part is None else part for part, r in zip(operation.parts(packed), results)]


def _is_float(tensor):
    return tensor.value.dtype.kind == "f"


def _cast(tensor, dtype):
    return tensor if tensor.value.dtype == dtype else ops.cast(tensor, dtype=dtype, source=tensor.value.dtype)


class CustomGradient(Primitive):
    """One call's operation: its output is the call's results (their floating-point ones flattened and joined,
    in the widest of their dtypes, if there are several results), its inputs the tensors the gradient function
    gives gradients for, and its rules call `vjp`."""

    __slots__ = ("vjp", "results", "dtype")

    def __init__(self, name, vjp, results):
        super().__init__(name, None, saves="all", same_dtype=(), opaque=True)
        self.differentiable, self.vjp = True, vjp
        self.results = [(r.shape, r.value.dtype) for r in results]
        self.dtype = np.result_type(*[dtype for _, dtype in self.results if dtype.kind == "f"])

    def packed(self, results):
        """The operation's output: a copy of the one result, or the floating-point results joined."""
        if len(results) == 1:
            return ops.identity(results[0])
        return ops.concat(*[ops.reshape(_cast(r, self.dtype), shape=(r.size,)) for r in results if _is_float(r)],
                          axis=-1)

    def parts(self, packed):
        """Each result's part of `packed` (or of a gradient shaped like it), in the result's shape and dtype;
        None for a result that is not in it."""
        if len(self.results) == 1:
            return [packed]
        parts, start = [], 0
        for shape, dtype in self.results:
            if dtype.kind != "f":
                parts.append(None)
                continue
            size = math.prod(shape)
            part = ops.getitem(packed, index=(Ellipsis, slice(start, start + size)))
            parts.append(_cast(ops.reshape(part, shape=part.shape[:-1] + shape), dtype))
            start += size
        return parts

    def upstreams(self, g, unreached=0):
        """The upstream gradient of each result, from `g`, the gradient of the operation's output: `unreached`
        for a result no gradient reaches (zeros, as TensorFlow gives, or ones where it linearizes)."""
        return [Tensor(np.full(shape, unreached, dtype)) if part is None else part
                for part, (shape, dtype) in zip(self.parts(g), self.results)]

    def rules(self, n_inputs):
        """One VJP rule per input, sharing one call of `vjp` (once per row of a jacobian's batched gradient)
        in each backward step: the first rule asked makes it, each gives its input's part."""
        computed = []

        def rule(i, g, ans, *inputs):
            if not computed:
                computed.append(self._rows(g, ans))
            return _input_gradient(self.name, [row[i] for row in computed[0]], inputs[i], g.shape[:g.ndim - ans.ndim])

        return [lambda g, ans, *xs, i=i: rule(i, g, ans, *xs) for i in range(n_inputs)]

    def _rows(self, g, ans):
        """What `vjp` gives for `g`: a list per row of its leading axes (one list if it has none)."""
        front = g.shape[:g.ndim - ans.ndim]
        if not front:
            return [self.vjp(self.upstreams(g))]
        rows = ops.reshape(g, shape=(math.prod(front),) + ans.shape)
        return [self.vjp(self.upstreams(ops.getitem(rows, index=(r,)))) for r in range(rows.shape[0])]

    def tangent_rules(self, n_inputs):
        """One JVP rule per input: `vjp` transposed, as TensorFlow's forward mode transposes a gradient function.
        `vjp` is called once, on an upstream of ones that a tape watches; an input's tangent is then pushed back
        through what it gave (exact where it is linear in its upstream, as gradients are)."""
        linearized = []

        def rule(i, t, ans, *inputs):
            if not linearized:
                linearized.append(self._linearized(ans))
            tape, upstream, gradients = linearized[0]
            gradient = _input_gradient(self.name, [gradients[i]], inputs[i], ())
            return None if gradient is None else tape.gradient(gradient, upstream, output_gradients=t)

        return [lambda t, ans, *xs, i=i: rule(i, t, ans, *xs) for i in range(n_inputs)]

    def _linearized(self, ans):
        upstream = Tensor(np.ones(ans.shape, ans.value.dtype))
        tape = GradientTape(persistent=True)
        with tape:
            tape.watch(upstream)
            gradients = self.vjp(self.upstreams(upstream, unreached=1))
        return tape, upstream, gradients


def _input_gradient(name, given, x, front):
    """The gradient of input `x` from what the gradient function gave for it in each row (`front`, the rows'
    shape): None if it gave none, else one tensor shaped `front + x.shape` (zeros where a row gave None)."""
    rows = [_checked(name, g, x) for g in given]
    if all(g is None for g in rows):
        return None
    if not front:
        return rows[0]
    filled = [Tensor(np.zeros(x.shape, x.value.dtype)) if g is None else g for g in rows]
    return ops.reshape(ops.pack(filled), shape=front + x.shape)


def _checked(name, gradient, x):
    """A gradient the gradient function gave for `x`, as a tensor (Python numbers in x's dtype, as TensorFlow
    takes them), refused unless it has x's shape and dtype: TensorFlow passes it on unchecked, to fail or
    broadcast further back."""
    if gradient is None:
        return None
    if not isinstance(gradient, Tensor):
        try:
            gradient = constant(gradient, x.value.dtype)
        except (ValueError, TypeError):  # (said without the value, which may be anything the function holds)
            raise ValueError(f"the gradient function of {name} returned a gradient that is neither a tensor nor "
                             "numbers") from None
    if gradient.value.dtype != x.value.dtype or gradient.shape != x.shape:
        raise ValueError(f"the gradient function of {name} returned a {gradient.value.dtype.name} gradient of shape "
                         f"{gradient.shape} for a {x.value.dtype.name} input of shape {x.shape}; a gradient must have "
                         "its input's shape and dtype (TensorFlow passes it on unchecked, to be summed or broadcast "
                         "wrongly further back)")
    return gradient


# ----- Recomputing -----

def recompute_grad_of(f, code):
    """`recompute_grad(f)`, for functions of `code` (a PythonCode), as TensorFlow makes it: a custom gradient
    whose gradient function is itself a custom gradient (whose own gradient refuses to be transposed)."""
    f = code.callable(f)

    def inner(*args, **kwargs):
        with recording.stopped():
            result = f(*args, **kwargs)

        def grad_wrapper(*upstreams, variables=None):
            def recompute(*upstreams):
                return _recomputed_gradients(f, args, kwargs, upstreams, variables, code), _refuse_transposing(f)
            recompute.__name__ = "inner_recompute_grad"
            return custom_gradient_of(recompute, code)(*upstreams)

        return result, grad_wrapper

    inner.__name__ = _name(f)
    return custom_gradient_of(inner, code)


def _recomputed_gradients(f, args, kwargs, upstreams, variables, code):
    """((one gradient per argument), (one per variable)) of `f` run again on the same arguments, its outputs
    seeded with `upstreams`; zeros where unconnected."""
    variable_tensors = [code.tensor_of(v) for v in variables or ()]
    with GradientTape() as tape:
        copies = [_copy(a) for a in args]
        tape.watch(copies)
        tape.watch(variable_tensors)
        recomputed = f(*copies, **kwargs)
    gradients = tape.gradient(recomputed, copies + variable_tensors, output_gradients=list(upstreams),
                              unconnected_gradients=UnconnectedGradients.ZERO)
    return gradients[:len(copies)], gradients[len(copies):]


def _copy(argument):
    """An argument (a structure of them) as new tensors, that a tape can watch apart from the originals."""
    if isinstance(argument, (list, tuple, dict)):
        return pack_like(argument, [_copy(a) for a in flatten(argument)])
    return ops.identity(argument)


def _refuse_transposing(f):
    def transpose(*args, **kwargs):
        raise NotImplementedError(f"recompute_grad tried to transpose grad of {_name(f)}. Consider not using "
                                  "recompute_grad in forward modeautodiff")
    return transpose
