"""Forward mode: every primitive's JVP rule against its VJP rule and against central differences.

Each function of test_ops.CASES is pushed forward along random tangents with a
ForwardAccumulator, and its J·v compared with (a) ⟨u, J v⟩ = ⟨Jᵀu, v⟩ from the
tape's VJP, and (b) central differences of the function along v. Forward over
reverse (the JVP of a gradient: a Hessian-vector product) is checked the same
way against central differences of the gradient, which runs every gradient
operation's JVP rule too.
"""
import numpy as np
import pytest

import gradcli as gc
from gradcli.engine import ops, recording
from gradcli.engine.tensor import Primitive
from gradcli.words.errors import NotComputed
from tests.gradcheck import ATOL, EPS, RTOL
from tests.test_ops import CASES

NO_FORWARD_MODE = {"softsign"}  # TensorFlow's forward mode has no rule for it either (tested below)
FORWARD_CASES = [c for c in CASES if c[0] not in NO_FORWARD_MODE]


def _tensors(args):
    return [gc.constant(np.asarray(a, dtype=np.float64)) for a in args]


def _random_like(args, seed):
    rng = np.random.default_rng(seed)
    return [rng.normal(size=np.shape(a)) for a in args]


def forward_jvp(f, args, tangents):
    """J·v of f at args, by a ForwardAccumulator."""
    xs = _tensors(args)
    with gc.autodiff.ForwardAccumulator(xs, [gc.constant(t) for t in tangents]) as acc:
        y = f(*xs)
    return y.numpy(), acc.jvp(y, unconnected_gradients="zero").numpy()


def reverse_vjp(f, args, u):
    """Jᵀu for each argument, by the tape."""
    xs = _tensors(args)
    with gc.GradientTape() as tape:
        tape.watch(xs)
        y = f(*xs)
    return [g.numpy() for g in tape.gradient(y, xs, output_gradients=gc.constant(u), unconnected_gradients="zero")]


def along(f, args, tangents, step):
    return np.asarray(f(*_tensors([a + step * t for a, t in zip(args, tangents)])).numpy(), dtype=np.float64)


@pytest.mark.parametrize("name, function, argument_sets", FORWARD_CASES, ids=[c[0] for c in FORWARD_CASES])
def test_jvp_agrees_with_the_vjp_and_with_finite_differences(name, function, argument_sets):
    for seed, args in enumerate(argument_sets):
        args = tuple(np.asarray(a, dtype=np.float64) for a in args)
        tangents = _random_like(args, seed)
        value, jvp = forward_jvp(function, args, tangents)
        assert jvp.shape == value.shape
        u = np.random.default_rng(seed + 100).normal(size=value.shape)
        vjps = reverse_vjp(function, args, u)
        both_ways = sum(float(np.sum(g * t)) for g, t in zip(vjps, tangents))
        np.testing.assert_allclose(float(np.sum(u * jvp)), both_ways, rtol=1e-10, atol=1e-12,
                                   err_msg="<u, J v> differs from <J^T u, v>")
        central = (along(function, args, tangents, EPS) - along(function, args, tangents, -EPS)) / (2 * EPS)
        np.testing.assert_allclose(jvp, central, rtol=RTOL, atol=ATOL, err_msg="J v against central differences")


def gradient_of_weighted(f, weights):
    """xs -> the tape's gradient of sum(weights * f(*xs)): its JVP is a Hessian-vector product."""
    def gradient(*xs):
        with gc.GradientTape() as tape:
            tape.watch(list(xs))
            y = gc.reduce_sum(f(*xs) * gc.constant(weights))
        return tape.gradient(y, list(xs), unconnected_gradients="zero")
    return gradient


def hessian_vector_product(f, args, tangents, weights):
    xs = _tensors(args)
    with gc.autodiff.ForwardAccumulator(xs, [gc.constant(t) for t in tangents]) as acc:
        grads = gradient_of_weighted(f, weights)(*xs)
    return [acc.jvp(g, unconnected_gradients="zero").numpy() for g in grads]


def _weights_for(f, args, seed):
    return np.random.default_rng(seed + 200).normal(size=np.shape(f(*_tensors(args)).numpy()))


# Where TensorFlow's second derivatives are a convention, not the function's (finite differences then differ):
# cumprod's gradient is 0 where x is 0, moments' variance is taken around stop_gradient(mean), and the
# cross-entropies drop the labels' part of the logits' second derivative.
SECOND_ORDER_CONVENTIONS = {("reduce_prod", 1), ("softmax_cross_entropy_with_logits", 0),
                            ("softmax_cross_entropy_with_logits", 1), ("moments", 0), ("moments", 1),
                            ("categorical_crossentropy", 0)}


def reverse_over_reverse(f, args, tangents, weights):
    """H v from the jacobian of the gradient (nested tapes), for each argument."""
    xs = _tensors(args)
    with gc.GradientTape(persistent=True) as outer:
        outer.watch(xs)
        grads = gradient_of_weighted(f, weights)(*xs)
    products = []
    for g in grads:
        blocks = outer.jacobian(g, xs, unconnected_gradients="zero")
        products.append(sum(np.tensordot(b.numpy(), t, axes=np.ndim(t)) for b, t in zip(blocks, tangents)))
    return products


@pytest.mark.parametrize("name, function, argument_sets", FORWARD_CASES, ids=[c[0] for c in FORWARD_CASES])
def test_forward_over_reverse_agrees_with_reverse_over_reverse_and_finite_differences(name, function, argument_sets):
    for seed, args in enumerate(argument_sets):
        args = tuple(np.asarray(a, dtype=np.float64) for a in args)
        tangents, weights = _random_like(args, seed), _weights_for(function, args, seed)
        products = hessian_vector_product(function, args, tangents, weights)
        for i, (got, want) in enumerate(zip(products, reverse_over_reverse(function, args, tangents, weights))):
            np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-12, err_msg=f"H v by nested tapes, argument {i}")
        if (name, seed) in SECOND_ORDER_CONVENTIONS:
            continue
        gradient = gradient_of_weighted(function, weights)

        def moved(step):
            return [g.numpy() for g in gradient(*_tensors([a + step * t for a, t in zip(args, tangents)]))]

        for i, (got, high, low) in enumerate(zip(products, moved(EPS), moved(-EPS))):
            np.testing.assert_allclose(got, (high - low) / (2 * EPS), rtol=RTOL, atol=ATOL,
                                       err_msg=f"H v against finite differences, argument {i}")


def test_every_differentiable_primitive_has_a_tangent_rule_per_input_and_is_carried(monkeypatch):
    carried = set()
    original = Primitive.tangent_rules

    def noting(self, n_inputs):
        carried.add(self.name)
        return original(self, n_inputs)

    monkeypatch.setattr(Primitive, "tangent_rules", noting)
    for _, function, argument_sets in FORWARD_CASES:
        for seed, args in enumerate(argument_sets):
            tangents = _random_like(args, seed)
            forward_jvp(function, args, tangents)
            hessian_vector_product(function, args, tangents, _weights_for(function, args, seed))
    differentiable = {p.name for p in vars(ops).values() if isinstance(p, Primitive) and p.differentiable}
    never_carried = differentiable - carried - {"softsign", "softsign_grad", "sign", "cast",  # (tested below)
                                                "complex", "real", "imag", "conj", "angle"}
    assert not never_carried, f"no test carries a tangent through {sorted(never_carried)}"


def test_softsign_has_no_forward_mode_as_in_tensorflow():
    x = gc.constant(0.5)
    with gc.autodiff.ForwardAccumulator(x, gc.constant(1.0)):
        with pytest.raises(LookupError, match="gradient registry has no entry for: SoftsignGrad"):
            gc.nn.softsign(x)


def test_a_tangent_that_reaches_complex_numbers_is_refused():
    x = gc.constant([0.5, 2.0])
    with gc.autodiff.ForwardAccumulator(x, gc.constant([1.0, 0.0])):
        with pytest.raises(NotComputed, match="gradients of complex numbers, and tf.complex is on the way"):
            gc.complex(x, x)
        with pytest.raises(NotComputed, match="a cast from float64 to complex128 is on the way"):
            gc.cast(x, gc.complex128)
    with pytest.raises(NotComputed, match="primal 0 is complex64"):
        gc.autodiff.ForwardAccumulator(gc.constant([1j], gc.complex64), gc.constant([1.0], gc.complex64))


def test_a_cast_between_floats_casts_the_tangent():
    x = gc.constant([0.1, 1.0 / 3.0])
    with gc.autodiff.ForwardAccumulator(x, gc.constant([2.0, 0.1])) as acc:
        y = gc.cast(x, gc.float32) * 3.0
    assert acc.jvp(y).dtype == gc.float32
    np.testing.assert_array_equal(acc.jvp(y).numpy(), np.array([2.0, 0.1], np.float32) * np.float32(3.0))


def test_what_carries_no_tangent_gives_none_as_in_tensorflow():
    x = gc.constant([0.5, -1.5])
    with gc.autodiff.ForwardAccumulator(x, gc.constant([1.0, 1.0])) as acc:
        rounded, stopped, signs = gc.floor(x), gc.stop_gradient(x), gc.sign(x)
        integers, unrelated = gc.cast(x, "int32"), gc.constant(3.0) * 2.0
    for tensor in (rounded, stopped, signs, integers, unrelated):
        assert acc.jvp(tensor) is None
    np.testing.assert_array_equal(acc.jvp(unrelated, unconnected_gradients="zero").numpy(), 0.0)
    np.testing.assert_array_equal(acc.jvp(x).numpy(), [1.0, 1.0])  # a primal's tangent is its own


def test_tangents_stop_at_the_end_of_the_block():
    x = gc.constant(2.0)
    with gc.autodiff.ForwardAccumulator(x, gc.constant(1.0)) as acc:
        inside = x * x
    outside = x * x
    assert float(acc.jvp(inside)) == 4.0 and acc.jvp(outside) is None
    assert recording.FORWARD == []


def test_jvp_answers_in_the_structure_asked():
    x, y = gc.constant(1.0), gc.constant(2.0)
    with gc.autodiff.ForwardAccumulator({"a": x, "b": y}, {"a": 1.0, "b": 0.0}) as acc:
        z = x * y
    got = acc.jvp({"z": z, "pair": [x, y]})
    assert float(got["z"]) == 2.0 and [float(t) for t in got["pair"]] == [1.0, 0.0]


@pytest.mark.parametrize("primals, tangents, error, message", [
    (gc.constant([1.0, 2.0]), gc.constant([1.0]), ValueError, "shape"),
    (gc.constant([1.0, 2.0]), [gc.constant([1.0, 0.0]), gc.constant([0.0, 1.0])], ValueError, "2 tangents for 1"),
    (gc.constant(1.0), gc.constant(1.0, "float32"), TypeError, "float32"),
    ([1.0], [1.0], TypeError, "tensor"),
])
def test_tangents_that_do_not_fit_their_primals_are_refused(primals, tangents, error, message):
    with pytest.raises(error, match=message):
        gc.autodiff.ForwardAccumulator(primals, tangents)


def test_reverse_over_forward_differentiates_the_jvp():
    x, v = gc.constant([0.3, -0.7]), gc.constant([1.0, 2.0])
    with gc.GradientTape() as tape:
        tape.watch(x)
        with gc.autodiff.ForwardAccumulator(x, v) as acc:
            y = gc.reduce_sum(gc.sin(x) * x)
        directional = acc.jvp(y)
    # d/dx of v . grad(y) = H v, H = diag(2 cos x - x sin x)
    hessian_diagonal = 2 * np.cos(x.numpy()) - x.numpy() * np.sin(x.numpy())
    np.testing.assert_allclose(tape.gradient(directional, x).numpy(), hessian_diagonal * v.numpy(), rtol=1e-12)


def test_nested_accumulators_give_second_directional_derivatives():
    x = gc.constant(0.4)
    with gc.autodiff.ForwardAccumulator(x, gc.constant(1.0)) as outer:
        with gc.autodiff.ForwardAccumulator(x, gc.constant(1.0)) as inner:
            y = gc.exp(gc.sin(x))
        first = inner.jvp(y)
    second = outer.jvp(first)
    s, c = np.sin(0.4), np.cos(0.4)
    np.testing.assert_allclose(float(first), np.exp(s) * c, rtol=1e-12)
    np.testing.assert_allclose(float(second), np.exp(s) * (c * c - s), rtol=1e-12)
