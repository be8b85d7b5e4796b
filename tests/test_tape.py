"""GradientTape semantics, one test per rule, each as TensorFlow defines it."""
import numpy as np
import pytest

import gradcli as gc
from gradcli.engine import ops, sparse
from gradcli.engine.tape import GradientTape, OutputGradientsError
from gradcli.engine.tensor import Tensor


def watched(*values):
    tensors = [gc.constant(v) for v in values]
    tape = gc.GradientTape(persistent=True)
    tape.watch(tensors)
    return tape, tensors


def values(structure):
    return [None if g is None else g.numpy() for g in structure]


# ----- Summing over targets and elements -----

def test_several_targets_sum_their_gradients():
    tape, (x1, x2) = watched(2.0, -1.5)
    with tape:
        y1, y2 = x1 * x2, gc.sin(x1) + x2 ** 2.0
    got = values(tape.gradient([y1, y2], [x1, x2]))
    assert got == pytest.approx([-1.5 + np.cos(2.0), 2.0 + 2 * -1.5])


def test_targets_may_be_tuples_dicts_and_nested():
    tape, (x,) = watched(3.0)
    with tape:
        a, b, c = x * x, 2.0 * x, gc.exp(x)
    flat = float(tape.gradient([a, b, c], x))
    assert float(tape.gradient(({"a": a}, [b, (c,)]), x)) == pytest.approx(flat)
    assert flat == pytest.approx(6.0 + 2.0 + np.exp(3.0))


def test_a_non_scalar_target_is_seeded_with_ones():
    tape, (x,) = watched([1.0, 2.0, 3.0])
    with tape:
        y = x * x
        total = gc.reduce_sum(y)
    np.testing.assert_allclose(tape.gradient(y, x).numpy(), tape.gradient(total, x).numpy())


def test_the_gradient_of_a_mean_is_the_summed_gradient_over_the_count():
    tape, (w,) = watched([[0.1, 0.0], [0.5, 0.51]])
    with tape:
        losses = gc.sparse_softmax_cross_entropy_with_logits(labels=[0.0, 1.0],
                                                             logits=gc.matmul([[0.1, 0.0], [0.5, 0.51]], w))
        mean = gc.reduce_mean(losses)
    np.testing.assert_allclose(tape.gradient(mean, w).numpy(), tape.gradient(losses, w).numpy() / 2)


def test_the_same_target_twice_counts_twice():
    tape, (x,) = watched(3.0)
    with tape:
        y = x * x
    assert float(tape.gradient([y, y], x)) == pytest.approx(12.0)


def test_a_tensor_used_twice_accumulates_both_contributions():
    tape, (x,) = watched(3.0)
    with tape:
        y = x * x + x
    assert float(tape.gradient(y, x)) == pytest.approx(7.0)


# ----- The shape and structure of the answer -----

def test_the_result_has_the_structure_of_sources():
    tape, (a, b) = watched(1.0, 2.0)
    with tape:
        y = a * b
    got = tape.gradient(y, {"first": [a], "second": (b,)})
    assert set(got) == {"first", "second"} and isinstance(got["first"], list) and isinstance(got["second"], tuple)
    assert float(got["first"][0]) == 2.0 and float(got["second"][0]) == 1.0
    assert isinstance(tape.gradient(y, a), gc.Tensor)


def test_broadcast_axes_are_summed_back_to_each_source_shape():
    tape, (a, r, c) = watched(np.ones((2, 3)), [10.0, 20.0, 30.0], [[1.0], [2.0]])
    with tape:
        y = a * r + c
    ga, gr, gc_ = tape.gradient(y, [a, r, c])
    assert (ga.shape, gr.shape, gc_.shape) == ((2, 3), (3,), (2, 1))
    np.testing.assert_array_equal(gr.numpy(), [2.0, 2.0, 2.0])
    np.testing.assert_array_equal(gc_.numpy(), [[3.0], [3.0]])


def test_jacobian_has_shape_target_plus_source():
    tape, (x, m) = watched([[1.0], [2.0], [3.0]], np.ones((2, 3)))
    with tape:
        y = gc.reshape(gc.matmul(m, x), [1, 2]) * [[1.0], [2.0]]
    jx, jm = tape.jacobian(y, [x, m])
    assert jx.shape == (2, 2, 3, 1) and jm.shape == (2, 2, 2, 3)


def test_summing_the_jacobian_over_the_target_gives_the_gradient():
    tape, (x,) = watched([0.3, -1.2, 2.0])
    with tape:
        y = gc.stack([x * x, gc.sin(x)])
    np.testing.assert_allclose(tape.jacobian(y, x).numpy().sum(axis=(0, 1)), tape.gradient(y, x).numpy())


# ----- Unconnected sources, targets that are sources -----

def test_an_unconnected_source_gets_none():
    tape, (x, z) = watched(2.0, 5.0)
    with tape:
        y = x ** 3.0
    assert values(tape.gradient(y, [x, z])) == [12.0, None]
    assert tape.jacobian(y, [x, z])[1] is None


def test_an_unconnected_source_gets_zeros_under_zero():
    tape, (x, z) = watched(2.0, [5.0, 6.0])
    with tape:
        y = x ** 3.0
    assert tape.gradient(y, [x, z], unconnected_gradients="zero")[1].numpy().tolist() == [0.0, 0.0]
    assert tape.gradient(y, z, unconnected_gradients=gc.UnconnectedGradients.ZERO).shape == (2,)
    assert tape.jacobian(y, z, unconnected_gradients="zero").numpy().tolist() == [0.0, 0.0]


def test_an_unwatched_constant_is_unconnected():
    x, c = gc.constant(2.0), gc.constant(3.0)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = x * c
    assert values(tape.gradient(y, [x, c])) == [3.0, None]


def test_a_target_that_is_a_source_gets_ones():
    tape, (x,) = watched([1.0, 2.0])
    assert tape.gradient(x, x).numpy().tolist() == [1.0, 1.0]
    np.testing.assert_array_equal(tape.jacobian(x, x).numpy(), np.eye(2))


def test_an_intermediate_tensor_can_be_a_source():
    tape, (x,) = watched([0.5, -1.0])
    with tape:
        h = gc.tanh(x)
        y = gc.reduce_sum(h * h)
    gh, gx = tape.gradient(y, [h, x])
    np.testing.assert_allclose(gh.numpy(), 2 * np.tanh([0.5, -1.0]))
    np.testing.assert_allclose(gx.numpy(), gh.numpy() * (1 - np.tanh([0.5, -1.0]) ** 2))


def test_operations_after_the_block_are_not_recorded():
    tape, (x,) = watched(2.0)
    with tape:
        y = x * x
    z = y * 3.0
    assert tape.gradient(z, x) is None


def test_stop_recording_pauses_the_tape():
    tape, (x,) = watched(2.0)
    with tape:
        with tape.stop_recording():
            y = x * x
        z = x * 3.0
    assert tape.gradient(y, x) is None and float(tape.gradient(z, x)) == 3.0


def test_stop_gradient_blocks_the_gradient():
    tape, (x,) = watched(2.0)
    with tape:
        y = gc.stop_gradient(x * x) + x
    assert float(tape.gradient(y, x)) == 1.0


# ----- Tape lifetime and argument checks -----

def test_a_non_persistent_tape_answers_once():
    x = gc.constant(2.0)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = x * x
    tape.gradient(y, x)
    with pytest.raises(RuntimeError, match="non-persistent"):
        tape.gradient(y, x)


def test_a_persistent_tape_answers_many_times():
    tape, (x,) = watched(2.0)
    with tape:
        y = x * x
    assert float(tape.gradient(y, x)) == float(tape.gradient(y, x)) == 4.0


def test_an_unknown_unconnected_gradients_value_is_a_value_error():
    tape, (x,) = watched(2.0)
    with pytest.raises(ValueError, match="unconnected_gradients"):
        tape.gradient(x, x, unconnected_gradients="zeros")


def test_output_gradients_weight_each_target():
    tape, (x,) = watched([1.0, -2.0])
    with tape:
        y1, y2 = x * x, gc.reduce_sum(gc.exp(x))
    got = tape.gradient([y1, y2], x, output_gradients=[gc.constant([0.5, 2.0]), 3.0]).numpy()
    np.testing.assert_allclose(got, np.array([0.5, 2.0]) * 2 * np.array([1.0, -2.0]) + 3 * np.exp([1.0, -2.0]))


def test_output_gradients_need_one_entry_per_target():
    tape, (x,) = watched([1.0, -2.0])
    with tape:
        y = x * x
    with pytest.raises(OutputGradientsError, match="2 entries for 1 target"):
        tape.gradient(y, x, output_gradients=[1.0, 1.0])


def test_output_gradients_need_their_targets_shape():
    tape, (x,) = watched([1.0, -2.0])
    with tape:
        y1, y2 = x * x, gc.reduce_sum(x)
    with pytest.raises(ValueError, match=r"output_gradients\[1\] has shape \(2,\), but target 1 has shape \(\)"):
        tape.gradient([y1, y2], x, output_gradients=[gc.constant([1.0, 1.0]), gc.constant([1.0, 1.0])])


def test_jacobian_takes_one_target():
    tape, (x,) = watched(1.0)
    with pytest.raises(TypeError, match="one target"):
        tape.jacobian([x, x], x)


# ----- TensorFlow's conventions at kinks and ties -----

def gradient_at(f, *args):
    tape, xs = watched(*args)
    with tape:
        y = f(*xs)
    return values(tape.gradient(y, xs))


def test_abs_has_gradient_zero_at_zero():
    assert gradient_at(gc.abs, [0.0, -1.0, 2.0])[0].tolist() == [0.0, -1.0, 1.0]


def test_relu_has_gradient_zero_at_zero():
    assert gradient_at(gc.relu, [0.0, -1.0, 2.0])[0].tolist() == [0.0, 0.0, 1.0]


def test_reduce_max_and_min_split_ties_equally():
    assert gradient_at(gc.reduce_max, [1.0, 3.0, 3.0, 2.0])[0].tolist() == [0.0, 0.5, 0.5, 0.0]
    assert gradient_at(gc.reduce_min, [1.0, 1.0, 1.0, 2.0])[0].tolist() == pytest.approx([1 / 3, 1 / 3, 1 / 3, 0.0])


def test_maximum_and_minimum_send_a_tie_to_their_first_argument():
    assert gradient_at(gc.maximum, 2.0, 2.0) == [1.0, 0.0]
    assert gradient_at(gc.minimum, 2.0, 2.0) == [1.0, 0.0]


def test_pow_gradient_for_the_exponent_is_zero_where_the_base_is_not_positive():
    gx, gy = gradient_at(lambda x, y: x ** y, [-2.0, 0.0, 2.0], 2.0)
    assert gx.tolist() == [-4.0, 0.0, 4.0]
    assert gy == pytest.approx(4.0 * np.log(2.0))  # only x = 2 contributes


def test_sqrt_gives_zero_at_zero_when_the_incoming_gradient_is_zero():
    tape, (x,) = watched([0.0, 4.0])
    with tape:
        y = gc.sqrt(x)
    assert tape.gradient(y, x, output_gradients=[gc.constant([0.0, 1.0])]).numpy().tolist() == [0.0, 0.25]
    assert np.isinf(tape.gradient(y, x).numpy()[0])


def test_sparse_cross_entropy_gives_no_gradient_to_labels():
    tape, (labels, logits) = watched([0.0, 1.0], [[1.0, 2.0], [0.5, 0.0]])
    with tape:
        loss = gc.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    assert tape.gradient(loss, labels) is None
    assert tape.gradient(loss, labels, unconnected_gradients="zero").numpy().tolist() == [0.0, 0.0]


def test_softmax_cross_entropy_gives_logits_softmax_minus_labels():
    # TensorFlow's kernel backpropagates softmax - labels, even when the labels do not sum to one.
    p, z = np.array([0.5, 1.0, 0.0]), np.array([1.0, 2.0, 0.5])
    _, gz = gradient_at(lambda p, z: gc.softmax_cross_entropy_with_logits(labels=p, logits=z), p, z)
    softmax = np.exp(z) / np.exp(z).sum()
    np.testing.assert_allclose(gz, softmax - p)


def test_sigmoid_cross_entropy_at_zero_logits_is_sigmoid_minus_label():
    _, gz = gradient_at(lambda t, z: gc.sigmoid_cross_entropy_with_logits(labels=t, logits=z), [1.0, 0.0], [0.0, 0.0])
    assert gz.tolist() == [-0.5, 0.5]


# ----- The backward walk -----

def test_a_chain_of_100000_ops_needs_no_recursion():
    tape, (x,) = watched(0.5)
    with tape:
        y = x
        for _ in range(100_000):
            y = y * 1.0
    assert float(tape.gradient(y, x)) == 1.0


def test_only_nodes_between_sources_and_targets_are_visited():
    def refuse(*args, **kwargs):
        raise AssertionError("visited a node off the path")

    poisoned = ops.Primitive("poisoned", lambda x: x, refuse)
    tape, (x, w) = watched(2.0, 3.0)
    with tape:
        side = poisoned(w)  # depends on w only: not between x and the target
        y = x * x + side * 0.0
        off_path = poisoned(x)  # depends on x, but the target does not depend on it
    assert off_path is not None
    assert float(tape.gradient(y, x)) == 4.0


def test_a_rule_per_input_is_required():
    broken = ops.Primitive("broken", lambda x, y: x + y, lambda g, ans, x, y: g)
    tape, (x, y) = watched(1.0, 2.0)
    with tape:
        z = broken(x, y)
    with pytest.raises(AssertionError, match="broken has 1 gradient rules for 2 inputs"):
        tape.gradient(z, x)


def test_a_rule_returning_the_wrong_shape_fails_loudly():
    wrong = ops.Primitive("wrong", lambda x: x.sum(), lambda g, ans, x: g)
    tape, (x,) = watched([1.0, 2.0])
    with tape:
        z = wrong(x)
    with pytest.raises(AssertionError, match=r"wrong gave shape \(\) for an input of shape \(2,\)"):
        tape.gradient(z, x)


# ----- Higher order, several tapes -----

def test_nested_tapes_give_second_derivatives():
    x = gc.constant(0.7)
    with gc.GradientTape() as outer:
        outer.watch(x)
        with gc.GradientTape() as inner:
            inner.watch(x)
            y = gc.sin(x) * x
        dy = inner.gradient(y, x)
    d2y = outer.gradient(dy, x)
    assert float(dy) == pytest.approx(np.cos(0.7) * 0.7 + np.sin(0.7))
    assert float(d2y) == pytest.approx(-np.sin(0.7) * 0.7 + 2 * np.cos(0.7))


def test_a_hessian_from_the_jacobian_of_a_gradient():
    x = gc.constant([1.0, 2.0])
    with gc.GradientTape() as outer:
        outer.watch(x)
        with gc.GradientTape() as inner:
            inner.watch(x)
            y = gc.reduce_prod(x) + gc.reduce_sum(x ** 3.0)
        g = inner.gradient(y, x)
    np.testing.assert_allclose(outer.jacobian(g, x).numpy(), [[6.0, 1.0], [1.0, 12.0]])


def test_every_active_tape_records():
    x = gc.constant(3.0)
    with gc.GradientTape() as a, gc.GradientTape() as b:
        a.watch(x)
        b.watch(x)
        y = x * x
    assert float(a.gradient(y, x)) == float(b.gradient(y, x)) == 6.0


def test_float32_stays_float32():
    tape, _ = watched()
    x = gc.constant([1.0, 2.0], dtype="float32")
    with tape:
        tape.watch(x)
        y = gc.reduce_sum(x * 2.0 + gc.sin(x))
    assert y.dtype == np.float32 and tape.gradient(y, x).dtype == np.float32


def test_the_cycle_collector_is_paused_only_while_a_tape_works():
    import gc as collector
    x = gc.constant(1.0)
    with gc.GradientTape() as tape:
        tape.watch(x)
        assert not collector.isenabled()
        y = x * x
    assert collector.isenabled()
    tape.gradient(y, x)
    assert collector.isenabled()


# ----- TensorFlow's rules for structures, seeds and tape states (the numbers are TensorFlow 2.21's) -----

def test_dict_targets_pair_with_output_gradients_in_sorted_key_order():
    tape, (x, z) = watched(2.0, 3.0)
    with tape:
        targets = {"b": x * x, "a": x * z}
    as_list = tape.gradient(targets, [x, z], output_gradients=[gc.constant(10.0), gc.constant(1.0)])
    as_dict = tape.gradient(targets, [x, z], output_gradients={"b": gc.constant(10.0), "a": gc.constant(1.0)})
    assert values(as_list) == [34.0, 20.0] and values(as_dict) == [43.0, 2.0]
    assert values(tape.gradient(targets, [x, z])) == [7.0, 2.0]
    with tape:
        three = {"zeta": x, "alpha": 2.0 * x, "mid": x * x}
    assert float(tape.gradient(three, x, output_gradients=[100.0, 10.0, 1.0])) == 100 * 2 + 10 * 4 + 1


def test_dict_sources_come_back_with_their_own_key_order():
    tape, (x, z) = watched(2.0, 3.0)
    with tape:
        y = x * x * z
    got = tape.gradient(y, {"z": z, "x": x})
    assert list(got) == ["z", "x"] and {k: float(v) for k, v in got.items()} == {"z": 4.0, "x": 12.0}


def test_namedtuple_sources_come_back_as_the_same_namedtuple():
    import collections

    P = collections.namedtuple("P", ["w", "b"])
    tape, (x, z) = watched(2.0, 3.0)
    with tape:
        y = z * z + 10.0 * x
        product = x * z
    got = tape.gradient(y, P(w=z, b=x))
    assert type(got) is P and (float(got.w), float(got.b)) == (6.0, 10.0)
    nested = tape.gradient(product, {"k": [x, (z, x)], "a": P(w=x, b=z)})
    assert type(nested["a"]) is P and isinstance(nested["k"][1], tuple)
    assert [float(nested["k"][0]), float(nested["k"][1][0]), float(nested["a"].b)] == [3.0, 2.0, 2.0]


def test_namedtuple_targets_flatten_in_field_order():
    import collections

    Q = collections.namedtuple("Q", ["z", "a"])
    tape, (x,) = watched(3.0)
    with tape:
        targets = Q(z=x, a=x * x)
    assert float(tape.gradient(targets, x, output_gradients=[10.0, 1.0])) == 16.0


def test_the_jacobian_of_an_empty_target_is_empty_zeros_and_unconnected_stays_none():
    tape, (v, w) = watched([1.0, 2.0], [1.0])
    with tape:
        y = v[:0] * 2.0
        matrix = gc.reshape(v[:0], [2, 0])
    jv, jw = tape.jacobian(y, [v, w])
    assert jv.shape == (0, 2) and jv.dtype == gc.float64 and jw is None
    assert tape.jacobian(matrix, v).shape == (2, 0, 2)
    assert tape.gradient(y, v).numpy().tolist() == [0.0, 0.0]


def test_the_jacobian_by_an_empty_source_is_empty():
    tape, (v,) = watched([])
    with tape:
        y = gc.reduce_sum(v) * 2.0 + 1.0
    assert tape.jacobian(y, v).shape == (0,) and tape.gradient(y, v).shape == (0,)


def test_stop_recording_outside_the_block_raises_tensorflows_errors():
    with pytest.raises(RuntimeError, match="Trying to stop recording a tape which is not recording"):
        with gc.GradientTape().stop_recording():
            pass
    tape, (x,) = watched(2.0)
    with tape:
        with tape.stop_recording():
            with pytest.raises(ValueError, match="Tape is not recording"):
                with tape.stop_recording():
                    pass
    with pytest.raises(ValueError, match="Tape is not recording"):
        with tape.stop_recording():
            pass
    used = gc.GradientTape()
    with used:
        used.watch(x)
        y = x * x
    used.gradient(y, x)
    with pytest.raises(RuntimeError, match="Trying to stop recording a tape which is not recording"):
        with used.stop_recording():
            pass


def test_a_gradient_inside_the_block_of_a_tape_used_once_stops_its_recording():
    x = gc.constant(2.0)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = x * x
        g = tape.gradient(y, x)
        z = x * 3.0
        with pytest.raises(RuntimeError, match="not recording"):
            with tape.stop_recording():
                pass
    assert float(g) == 4.0 and z is not None


def test_tape_argument_errors_use_tensorflows_words():
    tape, (x,) = watched(2.0)
    with pytest.raises(TypeError, match="Argument `target` should be a list or nested structure of Tensors"):
        tape.gradient(None, x)
    with pytest.raises(ValueError, match="Unknown value for unconnected_gradients: 'foo'"):
        tape.gradient(x, x, unconnected_gradients="foo")
    with pytest.raises(ValueError, match="Passed in object 3.0 of type 'float', not tf.Tensor or tf.Variable"):
        tape.watch(3.0)


def test_integer_sources_and_targets_get_no_gradient():
    x, xi = gc.constant(2.0), gc.constant(2, gc.int32)
    with gc.GradientTape(persistent=True) as tape:
        tape.watch([xi, x])
        yi = xi * xi
        yc = gc.cast(x, gc.int32)
    assert tape.gradient(yi, xi) is None and tape.gradient(yc, x) is None


def lenient():
    tape, (v,) = watched([1.0, 2.0, 3.0])
    tape.lenient_output_gradients = True
    with tape:
        y1, y2 = v * v, gc.reduce_sum(v)
    return tape, v, y1, y2


T = gc.constant  # seeds below: tensors are single entries, Python lists are several (TensorFlow's nest.flatten)


@pytest.mark.parametrize("targets, seeds, expected, warned", [
    ("y1", T(2.0), [4.0, 8.0, 12.0], "broadcast it to the target's shape"),
    ("y1", T([[1.0, 2.0, 3.0]]), [2.0, 8.0, 18.0], "sum it over the axes the target lacks"),
    ("both", [T([2.0, 2.0, 2.0])], [5.0, 9.0, 13.0], "seeds the missing 1 target with ones"),
    ("both", [], [3.0, 5.0, 7.0], "seeds the missing 2 targets with ones"),
    ("both", [T([1.0, 1.0, 1.0]), T(5.0), T(100.0)], [7.0, 9.0, 11.0], "ignores the extra 1 entry"),
    ("y1", [5.0, 6.0, 7.0], [10.0, 20.0, 30.0], "ignores the extra 2 entries"),
], ids=["scalar-seed", "row-seed", "missing-entry", "empty-list", "extra-entries", "plain-list"])
def test_lenient_output_gradients_seed_as_tensorflow_does_with_a_warning(targets, seeds, expected, warned):
    from gradcli.engine.tape import OutputGradientsWarning

    tape, v, y1, y2 = lenient()
    with pytest.warns(OutputGradientsWarning) as said:
        got = tape.gradient(y1 if targets == "y1" else [y1, y2], v, output_gradients=seeds)
    assert got.numpy().tolist() == expected
    assert any(warned in str(w.message) for w in said), [str(w.message) for w in said]


@pytest.mark.parametrize("targets, seeds, message", [
    ("both", [None, T(2.0)], "is None; TensorFlow refuses it too"),
    ("y1", T([1.0, 2.0]), r"has shape \(2,\), but target 0 has shape \(3,\)"),
    ("y1", T([[1.0], [2.0]]), r"has shape \(2, 1\), but target 0 has shape \(3,\)"),
    ("y2", T([1.0, 2.0, 3.0]), r"has shape \(3,\), but target 0 has shape \(\)"),
], ids=["none-entry", "wrong-length", "column", "vector-for-scalar"])
def test_lenient_output_gradients_still_refuse_what_tensorflow_refuses(targets, seeds, message):
    tape, v, y1, y2 = lenient()
    target = {"y1": y1, "y2": y2, "both": [y1, y2]}[targets]
    with pytest.raises(OutputGradientsError, match=message):
        tape.gradient(target, v, output_gradients=seeds)


def test_strict_output_gradients_say_what_tensorflow_would_have_done():
    tape, (v,) = watched([1.0, 2.0, 3.0])
    with tape:
        y1, y2 = v * v, gc.reduce_sum(v)
    with pytest.raises(OutputGradientsError, match="TensorFlow would broadcast it to the target's shape") as raised:
        tape.gradient(y1, v, output_gradients=gc.constant(2.0))
    assert raised.value.index == 0 and raised.value.tensorflow == ("TensorFlow would broadcast it to the target's "
                                                                   "shape, without a word")
    with pytest.raises(OutputGradientsError, match="TensorFlow seeds the missing 1 target with ones"):
        tape.gradient([y1, y2], v, output_gradients=[gc.constant([2.0, 2.0, 2.0])])
    with pytest.raises(OutputGradientsError, match="is float32, but target 0 is float64"):
        tape.gradient(y1, v, output_gradients=gc.constant([1.0, 1.0, 1.0], gc.float32))


def test_python_numbers_take_the_dtype_of_the_tensor_they_meet():
    x = gc.constant(2.0)
    assert [(x + 1).dtype, (x + np.float32(1)).dtype, (gc.constant(2.0, "float32") + np.float64(1)).dtype] == \
        [gc.float64, gc.float64, gc.float32]
    with pytest.raises(TypeError, match="Cannot convert 2.5 to EagerTensor of dtype int32"):
        gc.constant([1, 2], gc.int32) * 2.5


# ----- A gather's gradient: rows (TensorFlow's IndexedSlices) -----

def sparse_tape(*values):
    """A tape of the engine's that answers with rows where TensorFlow answers with IndexedSlices."""
    tape = GradientTape(persistent=True)
    tape.keeps_slices = True
    tensors = [Tensor(np.asarray(v, np.float32)) for v in values]
    tape.watch(tensors)
    return tape, tensors


def test_a_gather_along_axis_0_gives_its_rows_and_their_indices_repeats_and_all():
    tape, (x,) = sparse_tape([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
    with tape:
        y = gc.reduce_sum(gc.gather(x, [[2], [0]]) * Tensor(np.float32([[[1.0, 2.0]], [[3.0, 4.0]]])))
    rows = tape.gradient(y, x)
    assert isinstance(rows, sparse.Slices) and rows.dense_shape == (3, 2)
    assert rows.indices.tolist() == [2, 0] and rows.indices.dtype == np.int32  # flattened, TensorFlow's dtype
    assert rows.values.numpy().tolist() == [[1.0, 2.0], [3.0, 4.0]]
    assert rows.dense().numpy().tolist() == [[3.0, 4.0], [0.0, 0.0], [1.0, 2.0]]


def test_rows_reaching_one_tensor_are_joined_in_the_order_they_arrive_and_a_dense_one_makes_them_dense():
    tape, (x,) = sparse_tape([1.0, 2.0, 3.0])
    with tape:
        two_gathers = gc.reduce_sum(gc.gather(x, [0, 2])) + gc.reduce_sum(gc.gather(x, [1]) * 3.0)
        with_dense = two_gathers + gc.reduce_sum(x * 2.0)
    joined = tape.gradient(two_gathers, x)
    assert joined.indices.tolist() == [1, 0, 2] and joined.values.numpy().tolist() == [3.0, 1.0, 1.0]
    assert tape.gradient(with_dense, x).numpy().tolist() == [3.0, 5.0, 3.0]


def test_an_identity_passes_rows_on_and_any_other_operation_takes_them_dense():
    tape, (x,) = sparse_tape([1.0, 2.0])
    with tape:
        through_identity = gc.reduce_sum(gc.gather(gc.identity(x), [1]))
        through_product = gc.reduce_sum(gc.gather(x * 1.0, [1]))
    assert isinstance(tape.gradient(through_identity, x), sparse.Slices)
    assert tape.gradient(through_product, x).numpy().tolist() == [0.0, 1.0]


def test_a_jacobian_of_a_gather_and_the_librarys_gradient_are_dense():
    tape, (x,) = sparse_tape([1.0, 2.0, 3.0])
    with tape:
        y = gc.gather(x, [2, 2]) * 2.0
    assert tape.jacobian(y, x).numpy().tolist() == [[0.0, 0.0, 2.0], [0.0, 0.0, 2.0]]
    library_tape, (x,) = watched([1.0, 2.0, 3.0])
    with library_tape:
        y = gc.reduce_sum(gc.gather(x, [2, 2]))
    assert library_tape.gradient(y, x).numpy().tolist() == [0.0, 0.0, 2.0]


def test_rows_made_dense_add_the_occurrences_of_an_index_in_order_as_unsorted_segment_sum_does():
    values = np.float32([1.0, 1e8, -1e8])  # in order: (1 + 1e8) - 1e8 = 0 in float32; summed otherwise, 1
    rows = sparse.Slices(Tensor(values), np.array([0, 0, 0], np.int32), (1,))
    assert rows.dense().numpy().tolist() == [0.0]
