"""Properties of the semantics over random formulas built from the vocabulary, at random shapes.

Formulas are generated as text and evaluated through the parser, so each example
also exercises it. The oracles are independent of the tape: central finite
differences of the forward pass, sympy's derivatives, and algebraic identities
(the seed's identity between the summed gradient and the jacobian, the mean's
gradient, linearity in output_gradients).
"""
import functools

import numpy as np
import sympy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gradcli as gc
from gradcli.functions import VOCABULARY
from gradcli.lang import parse
from gradcli.lang.program import evaluate_formula
from tests.gradcheck import assert_matches_finite_differences

EXAMPLES = settings(max_examples=500, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# Smooth functions, each written so that any real argument is in its domain.
UNARY = ["sin({})", "cos({})", "tanh({})", "sigmoid({})", "softplus({})", "atan({})", "square({})",
         "exp(tanh({}))", "log(1 + square({}))", "sqrt(1 + square({}))", "log1p(square({}))", "-({})",
         "sinh(tanh({}))", "cosh(tanh({}))", "expm1(tanh({}))", "asin(0.5 * tanh({}))", "acos(0.5 * tanh({}))",
         "tan(0.5 * tanh({}))", "pow(1 + square({}), 1.5)"]
BINARY = ["({}) + ({})", "({}) - ({})", "({}) * ({})", "({}) / (1 + square({}))", "atan2({}, 2 + square({}))",
          "({}) * exp(-square({}))"]
REDUCTIONS = ["reduce_sum({})", "reduce_mean({}, axis=-1, keepdims=True)", "stack([{}, 2.0 * x], axis=-1)",
              "reduce_logsumexp({}, axis=0)", "reduce_prod(tanh({}), axis=-1)", "softmax({})", "log_softmax({})"]
SHAPES = [(), (2,), (3,), (2, 3)]
SYMPY = {name: functools.partial(entry.sympy, sympy) for name, entry in VOCABULARY.items() if entry.sympy}


@st.composite
def formulas(draw, depth=3, names=("x", "y")):
    """A random smooth elementwise formula of the names."""
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(list(names) + ["0.5", "2.0"]))
    if draw(st.booleans()):
        return draw(st.sampled_from(UNARY)).format(draw(formulas(depth - 1, names)))
    return draw(st.sampled_from(BINARY)).format(draw(formulas(depth - 1, names)), draw(formulas(depth - 1, names)))


@st.composite
def cases(draw):
    """A formula, possibly reduced, and values for x and y: y's shape broadcasts against x's."""
    x_shape = draw(st.sampled_from(SHAPES))
    y_shape = draw(st.sampled_from([s for s in SHAPES
                                    if len(s) <= len(x_shape) and x_shape[len(x_shape) - len(s):] == s]))
    text = draw(formulas())
    if x_shape and draw(st.booleans()):  # over a value of x's shape, which y's broadcasts to
        text = draw(st.sampled_from(REDUCTIONS)).format(f"({text}) + 0.0 * x")
    elements = st.floats(-2.0, 2.0, allow_nan=False, width=64)
    x = np.array(draw(st.lists(elements, min_size=int(np.prod(x_shape)),
                               max_size=int(np.prod(x_shape))))).reshape(x_shape)
    y = np.array(draw(st.lists(elements, min_size=int(np.prod(y_shape)),
                               max_size=int(np.prod(y_shape))))).reshape(y_shape)
    return text, x, y


def as_function(text):
    """The formula as a function of tensors x and y, evaluated by gradcli's parser and evaluator."""
    tree = parse.parse_formula(text)
    locate = parse.Locator("<formula>", text)
    return lambda x, y: evaluate_formula(tree, locate, {"x": x, "y": y}) + 0.0 * gc.reduce_sum(x + y)  # both connected


def record(f, x, y, persistent=False):
    xs = [gc.constant(x), gc.constant(y)]
    tape = gc.GradientTape(persistent=persistent)
    with tape:
        tape.watch(xs)
        out = f(*xs)
    return tape, out, xs


@EXAMPLES
@given(cases())
def test_gradients_agree_with_finite_differences(case):
    text, x, y = case
    assert_matches_finite_differences(as_function(text), (x, y))


@EXAMPLES
@given(cases())
def test_the_summed_gradient_is_the_jacobian_summed_over_the_target(case):
    text, x, y = case
    tape, out, xs = record(as_function(text), x, y, persistent=True)
    target_axes = tuple(range(out.ndim))
    for grad, jac in zip(tape.gradient(out, xs), tape.jacobian(out, xs)):
        np.testing.assert_allclose(grad.numpy(), jac.numpy().sum(axis=target_axes), rtol=1e-10, atol=1e-12)


@EXAMPLES
@given(cases())
def test_the_gradient_of_a_mean_is_the_gradient_over_the_count(case):
    text, x, y = case
    tape, out, xs = record(as_function(text), x, y, persistent=True)
    with tape:
        mean = gc.reduce_mean(out)
    for of_mean, of_sum in zip(tape.gradient(mean, xs), tape.gradient(out, xs)):
        np.testing.assert_allclose(of_mean.numpy(), of_sum.numpy() / out.size, rtol=1e-10, atol=1e-12)


@EXAMPLES
@given(cases(), st.integers(0, 2 ** 32 - 1))
def test_gradient_is_linear_in_output_gradients(case, seed):
    text, x, y = case
    tape, out, xs = record(as_function(text), x, y, persistent=True)
    rng = np.random.default_rng(seed)
    u, v = rng.normal(size=out.shape), rng.normal(size=out.shape)
    combined = tape.gradient(out, xs, output_gradients=gc.constant(u + 3.0 * v))
    apart = zip(tape.gradient(out, xs, output_gradients=gc.constant(u)),
                tape.gradient(out, xs, output_gradients=gc.constant(v)))
    for both, (first, second) in zip(combined, apart):
        np.testing.assert_allclose(both.numpy(), first.numpy() + 3.0 * second.numpy(), rtol=1e-9, atol=1e-12)


@EXAMPLES
@given(formulas(), st.floats(-2.0, 2.0), st.floats(-2.0, 2.0))
def test_scalar_formulas_agree_with_sympy(text, x, y):
    tape, out, xs = record(as_function(text), x, y)
    got = [float(g.numpy()) for g in tape.gradient(out, xs)]
    sx, sy = sympy.symbols("x y", real=True)
    expression = sympy.sympify(text, locals={**SYMPY, "x": sx, "y": sy})
    expected = [float(sympy.diff(expression, s).subs({sx: x, sy: y}).evalf()) for s in (sx, sy)]
    np.testing.assert_allclose(got, expected, rtol=1e-8, atol=1e-10)


def test_the_generator_makes_varied_formulas():
    seen = set()

    @settings(max_examples=60, derandomize=True)
    @given(cases())
    def collect(case):
        seen.add(case[0].split("(")[0])
    collect()
    assert len(seen) >= 8
