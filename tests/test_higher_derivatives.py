"""Second and third derivatives, Hessians, JVPs and batch jacobians against TensorFlow 2.21 and finite differences.

tests/reference/tensorflow_higher_reference.json holds what TensorFlow computed in float64
(tests/reference/make_higher_reference.py regenerates it): for every elementwise function,
at points that include its kinks, the first three derivatives of sum(f(x)) from
nested tapes, a JVP and a Hessian-vector product (ForwardAccumulator over a
tape); for functions of several inputs (ties of maximum and minimum, where,
relu, abs, reduce_max), their Hessian blocks, JVP and HVP; and batch jacobians,
per-row and not. TensorFlow's None must be None here too.
"""
import json
import pathlib

import numpy as np
import pytest

import gradcli as gc
from gradcli.engine.curvature import directional_derivatives, hessian_rows, nested_gradients
from gradcli.engine.tape import CrossBatchWarning
from gradcli.functions import VOCABULARY
from tests.gradcheck import ATOL, EPS, RTOL

REFERENCE = json.loads((pathlib.Path(__file__).parent / "reference" / "tensorflow_higher_reference.json").read_text())
ELEMENTWISE = {case["name"]: case for case in REFERENCE["elementwise"]}
SEVERAL = {case["name"]: case for case in REFERENCE["several"]}
BATCH = {case["name"]: case for case in REFERENCE["batch_jacobian"]}
TF_RTOL, TF_ATOL = 1e-7, 1e-12  # float64 kernels: TensorFlow's erf, exp and the like differ in the last digits


def assert_like_tensorflow(got, want, what):
    if want is None:
        assert got is None, f"{what}: TensorFlow gives None, gradcli {got}"
        return
    assert got is not None, f"{what}: TensorFlow gives {want}, gradcli None"
    np.testing.assert_allclose(np.asarray(got.value if isinstance(got, gc.Tensor) else got), np.asarray(want),
                               rtol=TF_RTOL, atol=TF_ATOL, err_msg=what)


def nested(f, x, order):
    """The first `order` derivatives of sum(f(x)), from nested tapes (None once a level is None)."""
    with gc.GradientTape(persistent=True) as tape:
        tape.watch(x)
        levels = nested_gradients(tape, [gc.reduce_sum(f(x))], [x], order)
    return [level[0] for level in levels[1:]]


@pytest.mark.parametrize("name", sorted(set(ELEMENTWISE) - {"softsign"}))
def test_first_three_derivatives_jvp_and_hvp_of_each_elementwise_function_are_tensorflows(name):
    case, f = ELEMENTWISE[name], VOCABULARY[ELEMENTWISE[name]["name"]].call
    x, v = gc.constant(case["x"]), gc.constant(case["tangent"])
    np.testing.assert_allclose(f(x).numpy(), case["value"], rtol=TF_RTOL, atol=TF_ATOL)
    for order, (got, want) in enumerate(zip(nested(f, x, 3), case["derivatives"]), start=1):
        assert_like_tensorflow(got, want, f"{name}: derivative {order}")
    with gc.autodiff.ForwardAccumulator(x, v) as acc:
        y = f(x)
    assert_like_tensorflow(acc.jvp(y), case["jvp"], f"{name}: jvp")
    with gc.autodiff.ForwardAccumulator(x, v) as acc:
        with gc.GradientTape() as tape:
            tape.watch(x)
            s = gc.reduce_sum(f(x))
        g = tape.gradient(s, x)
    assert_like_tensorflow(None if g is None else acc.jvp(g), case["hvp"], f"{name}: hvp")


def test_softsign_is_differentiated_once_only_as_in_tensorflow():
    assert ELEMENTWISE["softsign"]["derivatives"] == {"error": "LookupError"}  # TensorFlow's SoftsignGrad
    x = gc.constant(ELEMENTWISE["softsign"]["x"])
    with pytest.raises(LookupError, match="gradient registry has no entry for: SoftsignGrad"):
        nested(gc.nn.softsign, x, 2)


# Where the function is smooth: the elementwise functions without a kink, at points away from 0 for those with one.
KINKED = {"abs", "relu", "elu", "selu", "leaky_relu", "sign"}
SMOOTH = [(name, [p for p in case["x"] if p != 0.0 or name not in KINKED]) for name, case in ELEMENTWISE.items()
          if name != "softsign"]


@pytest.mark.parametrize("name, points", SMOOTH, ids=[s[0] for s in SMOOTH])
def test_third_derivative_of_each_elementwise_function_matches_finite_differences_of_the_second(name, points):
    f = VOCABULARY[name].call

    def second(at):
        got = nested(f, gc.constant(at), 2)[1]
        return np.zeros(len(at)) if got is None else got.numpy()

    x = np.asarray(points)
    third = nested(f, gc.constant(x), 3)[2]
    expected = (second(x + EPS) - second(x - EPS)) / (2 * EPS)  # elementwise: one step moves every point apart
    np.testing.assert_allclose(np.zeros(len(x)) if third is None else third.numpy(), expected, rtol=RTOL, atol=ATOL)


SEVERAL_FUNCTIONS = {
    "maximum_tie": lambda a, b: gc.maximum(a * a, b * a),
    "minimum_tie": lambda a, b: gc.minimum(a * b, b * b),
    "where_kink": lambda a, b: gc.where(a > 0, a ** 3.0 * b, -a * b * b),
    "relu_times": lambda a, b: gc.nn.relu(a * b) * a,
    "abs_times": lambda a, b: gc.abs(a - b) * b * a,
    "reduce_max_ties": lambda a, b: gc.reduce_max(a * b) * gc.reduce_sum(a),
    "softmax_xent": lambda a, b: gc.nn.softmax_cross_entropy_with_logits(labels=b, logits=a * a),
    "matmul_tanh": lambda a, b: gc.tanh(gc.matmul(a, b)) * gc.sin(a),
    "pow": lambda a, b: gc.pow(a, b) * b,
}


@pytest.mark.parametrize("name", sorted(SEVERAL))
def test_hessian_jvp_and_hvp_of_functions_of_several_inputs_are_tensorflows(name):
    case, f = SEVERAL[name], SEVERAL_FUNCTIONS[name]
    xs, vs = [gc.constant(v) for v in case["inputs"]], [gc.constant(v) for v in case["tangents"]]
    with gc.GradientTape(persistent=True) as tape:
        tape.watch(xs)
        gradient, blocks = hessian_rows(tape, gc.reduce_sum(f(*xs)), xs, tape.stop_recording)
        (jvp,) = directional_derivatives(tape, [f(*xs)], xs, vs, tape.stop_recording)
    assert_like_tensorflow(jvp, case["jvp"], f"{name}: jvp from the tape")
    for i, (got, want) in enumerate(zip(gradient, case["gradient"])):
        assert_like_tensorflow(got, want, f"{name}: gradient {i}")
    for i, (row, wanted) in enumerate(zip(blocks, case["hessian"])):
        for j, (got, want) in enumerate(zip(row, wanted)):
            assert_like_tensorflow(got, want, f"{name}: hessian block {i}, {j}")
    with gc.autodiff.ForwardAccumulator(xs, vs) as acc:
        y = f(*xs)
    assert_like_tensorflow(acc.jvp(y), case["jvp"], f"{name}: jvp")
    with gc.autodiff.ForwardAccumulator(xs, vs) as acc:
        with gc.GradientTape() as tape:
            tape.watch(xs)
            s = gc.reduce_sum(f(*xs))
        gs = tape.gradient(s, xs)
    for i, (g, want) in enumerate(zip(gs, case["hvp"])):
        assert_like_tensorflow(None if g is None else acc.jvp(g), want, f"{name}: hvp {i}")


BATCH_FUNCTIONS = {
    "per_row": (lambda x: gc.tanh(x) * gc.reduce_sum(x, axis=1, keepdims=True), False),
    "centred": (lambda x: x - gc.reduce_mean(x, axis=0, keepdims=True), True),
    "batch_sum": (lambda x: x * gc.reduce_sum(x, axis=0, keepdims=True), True),
    "rank_3": (lambda x: gc.stack([gc.sin(x), x ** 3.0], axis=1), False),
    "softmax_rows": (lambda x: gc.nn.softmax(x * x), False),
}


@pytest.mark.parametrize("name", sorted(BATCH))
def test_batch_jacobian_is_tensorflows_and_warns_exactly_when_rows_mix(name, recwarn):
    f, mixes = BATCH_FUNCTIONS[name]
    x = gc.constant(BATCH[name]["x"])
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    assert_like_tensorflow(tape.batch_jacobian(y, x), BATCH[name]["batch_jacobian"], name)
    warned = [w for w in recwarn if w.category is CrossBatchWarning]
    assert len(warned) == (1 if mixes else 0)
