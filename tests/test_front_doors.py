"""The library door, `import gradcli as gc`, against TensorFlow 2.21: the functions and parameters both doors share.

The cases are in `reference/front_door_cases.py`, functions of a module `m` that run as they are with
`m = tensorflow` and `m = gradcli`; TensorFlow's values and gradients are in
`reference/tensorflow_front_doors.json` (made by reference/make_front_doors_reference.py). TensorFlow code
reaches the same functions: tests/tensorflow_cases/ runs them there (functions_special_and_their_gradients.py,
functions_sort_slice_top_k.py, front_door_parameters.py, convert_to_tensor_packs.py, ...).
"""
import json
import pathlib

import numpy as np
import pytest

import gradcli as gc
from tests.reference.front_door_cases import CASES, INPUTS

DATA = json.loads((pathlib.Path(__file__).parent / "reference" / "tensorflow_front_doors.json").read_text())


def array(value):
    """A stored list as numbers ("nan", "inf" and "-inf" as floats)."""
    return np.vectorize(float, otypes=[np.float64])(np.array(value, dtype=object)) if value and any(
        isinstance(v, str) for v in np.ravel(np.array(value, dtype=object))) else np.array(value)


@pytest.mark.parametrize("name", CASES)
def test_the_library_computes_what_tensorflow_computes(name):
    function, names = CASES[name]
    wanted = DATA["cases"][name]
    inputs = [gc.constant(INPUTS[n], gc.float64) for n in names]
    with gc.GradientTape(persistent=True) as tape:
        tape.watch(inputs)
        value = function(gc, *inputs)
        total = gc.reduce_sum(value) if value.dtype.is_floating else None
    assert value.dtype.name == wanted["dtype"]
    np.testing.assert_allclose(value.numpy(), array(wanted["value"]), rtol=1e-12, atol=1e-14)
    if "gradients" in wanted:
        gradients = tape.gradient(total, inputs)
        for n, got in zip(names, gradients):
            want = wanted["gradients"][n]
            assert (got is None) == (want is None), f"{name}: the gradient by {n}"
            if want is not None:
                np.testing.assert_allclose(got.numpy(), array(want), rtol=1e-10, atol=1e-12)


def test_every_case_has_tensorflows_answer():
    assert set(CASES) == set(DATA["cases"])


def test_unary_plus_on_a_tensor_is_tensorflows_type_error():
    with pytest.raises(TypeError) as raised:
        +gc.constant(1.0)
    assert str(raised.value) == DATA["unary_plus"]
    with pytest.raises(TypeError, match="bad operand type for unary \\+: 'ResourceVariable'"):
        +gc.Variable(1.0)


def test_variables_are_watched_as_they_are_read_unless_the_tape_is_told_not_to():
    w, x = gc.Variable(3.0), gc.constant(2.0)
    with gc.GradientTape(persistent=True) as tape:
        y = w * w
    assert float(tape.gradient(y, w)) == 6.0 and tape.watched_variables() == (w,)
    with gc.GradientTape(watch_accessed_variables=False, persistent=True) as tape:
        tape.watch(x)
        y = w * x
    assert tape.gradient(y, w) is None and float(tape.gradient(y, x)) == 3.0 and tape.watched_variables() == ()
    frozen = gc.Variable(1.0, trainable=False)
    with gc.GradientTape() as tape:
        y = frozen * 2.0
    assert tape.gradient(y, frozen) is None


def test_a_variable_takes_tensorflows_arguments():
    v = gc.Variable([1.0, 2.0], validate_shape=False, name="v", caching_device=None, constraint=None)
    with pytest.raises(ValueError, match="Shape mismatch"):  # eager, the shape is known, and kept
        v.assign([1.0, 2.0, 3.0])
    assert v.numpy().tolist() == [1.0, 2.0] and v.name == "v:0"
    loose = gc.Variable([1.0, 2.0], shape=[None])
    loose.assign([4.0])
    assert loose.numpy().tolist() == [4.0]
    with pytest.raises(ValueError, match="graphs"):
        gc.Variable(1.0, import_scope="scope")


def test_jacobians_taken_in_a_loop_of_gradients_need_a_persistent_tape_as_in_tensorflow():
    x = gc.constant([1.0, 2.0])
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = x * x
    with pytest.raises(RuntimeError, match="persistent=True to compute the jacobian with eager execution enabled "
                                           "and with  experimental_use_pfor set to False"):
        tape.jacobian(y, x, experimental_use_pfor=False)
    with gc.GradientTape(persistent=True) as tape:
        tape.watch(x)
        y = x * x
    looped = tape.jacobian(y, x, experimental_use_pfor=False, parallel_iterations=1)
    np.testing.assert_array_equal(looped.numpy(), tape.jacobian(y, x).numpy())
    rows = tape.batch_jacobian(gc.reshape(y, [2, 1]), gc.reshape(x, [2, 1]), experimental_use_pfor=False)
    assert rows.shape == (2, 1, 1)


def test_function_runs_the_python_function_as_tensorflow_runs_functions_eagerly():
    calls = []

    @gc.function(jit_compile=True, reduce_retracing=True)
    def square(x):
        calls.append(1)
        return x * x

    x = gc.constant(3.0)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = square(x)
    assert float(tape.gradient(y, x)) == 6.0 and float(gc.function(square)(x)) == 9.0 and len(calls) == 2
