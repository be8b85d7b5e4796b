"""TensorFlow's dtype objects, as TensorFlow 2.21 defines them (each behaviour checked against it)."""
import pickle

import numpy as np
import pytest

import gradcli as gc


def test_each_dtype_has_its_name_numpy_type_and_kind():
    assert [d.name for d in (gc.float32, gc.float64, gc.int32, gc.int64, gc.bool)] == \
        ["float32", "float64", "int32", "int64", "bool"]
    assert gc.float32.as_numpy_dtype is np.float32 and gc.int64.as_numpy_dtype is np.int64
    assert (gc.float64.is_floating, gc.float64.is_integer, gc.float64.is_bool) == (True, False, False)
    assert (gc.int32.is_floating, gc.int32.is_integer, gc.int32.is_bool) == (False, True, False)
    assert (gc.bool.is_floating, gc.bool.is_integer, gc.bool.is_bool) == (False, False, True)


def test_dtypes_print_as_tensorflow_prints_them():
    assert repr(gc.float32) == "tf.float32"
    assert str(gc.int64) == "<dtype: 'int64'>"


def test_a_dtype_equals_its_numpy_dtype_type_and_name_and_nothing_else():
    assert gc.float32 == np.float32 and gc.float32 == np.dtype("float32") and gc.float32 == "float32"
    assert np.dtype("float32") == gc.float32 and "float32" == gc.float32
    assert gc.float32 != gc.float64 and gc.float32 != "float64" and gc.float32 != "foo"
    assert not gc.float32 == None  # noqa: E711 (TensorFlow answers False, it does not raise)
    assert gc.float32 == "float" and gc.float64 == "double"  # TensorFlow's names, unlike numpy's "float"
    assert hash(gc.float32) == hash(gc.as_dtype("float32"))


def test_as_dtype_accepts_what_tensorflow_accepts():
    assert gc.as_dtype("float64") is gc.float64 and gc.as_dtype(np.float32) is gc.float32
    assert gc.as_dtype(np.dtype("int32")) is gc.int32 and gc.as_dtype(gc.int64) is gc.int64
    assert gc.as_dtype(float) is gc.float64 and gc.as_dtype(bool) is gc.bool and gc.as_dtype("double") is gc.float64


@pytest.mark.parametrize("value", ["foo", int, None, complex, "complex"])
def test_as_dtype_refuses_what_names_no_dtype(value):
    with pytest.raises(TypeError, match="Cannot convert the argument `type_value`: .* to a TensorFlow DType."):
        gc.as_dtype(value)


def test_tensorflows_dtypes_of_no_numbers_are_refused_saying_so():
    with pytest.raises(TypeError, match="gradcli has no tensors of TensorFlow's dtype string; its dtypes are "
                                        "bfloat16, float16, float32, float64, int8"):
        gc.as_dtype("string")


def test_limits_are_numpy_limits_and_bool_has_none():
    assert gc.float32.max == np.finfo(np.float32).max and gc.int32.min == -2 ** 31
    with pytest.raises(TypeError, match="Cannot find maximum value of <dtype: 'bool'>"):
        gc.bool.max


def test_a_pickled_dtype_comes_back_as_the_same_object():
    assert pickle.loads(pickle.dumps(gc.float32)) is gc.float32


# name, numpy dtype (None: bfloat16's storage), size, kind flags (floating, integer, unsigned, complex, bool),
# min and max as TensorFlow 2.21 gives them (None where it raises)
TABLE = [
    ("bfloat16", None, 2, (True, False, False, False, False), -3.3895313892515355e38, 3.3895313892515355e38),
    ("float16", np.float16, 2, (True, False, False, False, False), -65504.0, 65504.0),
    ("int8", np.int8, 1, (False, True, False, False, False), -128, 127),
    ("int16", np.int16, 2, (False, True, False, False, False), -32768, 32767),
    ("uint8", np.uint8, 1, (False, True, True, False, False), 0, 255),
    ("uint16", np.uint16, 2, (False, True, True, False, False), 0, 65535),
    ("uint32", np.uint32, 4, (False, True, True, False, False), 0, 2 ** 32 - 1),
    ("uint64", np.uint64, 8, (False, True, True, False, False), 0, 2 ** 64 - 1),
    ("complex64", np.complex64, 8, (False, False, False, True, False), None, None),
    ("complex128", np.complex128, 16, (False, False, False, True, False), None, None),
]


@pytest.mark.parametrize("name, numpy_type, size, kinds, low, high", TABLE, ids=[row[0] for row in TABLE])
def test_each_new_dtype_is_tensorflows(name, numpy_type, size, kinds, low, high):
    dtype = getattr(gc, name)
    assert dtype is gc.as_dtype(name) is getattr(gc.dtypes, name) and dtype.name == name and dtype.size == size
    assert (dtype.is_floating, dtype.is_integer, dtype.is_unsigned, dtype.is_complex, dtype.is_bool) == kinds
    if numpy_type is not None:
        assert dtype.as_numpy_dtype is numpy_type and gc.as_dtype(numpy_type) is dtype
    if low is None:
        with pytest.raises(TypeError, match=f"Cannot find minimum value of <dtype: '{name}'> with type"):
            dtype.min
    else:
        number = int if dtype.is_integer else float
        assert (number(dtype.min), number(dtype.max)) == (low, high)


def test_tensorflows_other_names_and_the_real_dtypes_of_complex_ones():
    assert gc.as_dtype("half") is gc.float16 and gc.dtypes.half is gc.float16 and gc.dtypes.double is gc.float64
    assert gc.complex64.real_dtype is gc.float32 and gc.complex128.real_dtype is gc.float64
    assert gc.int8.real_dtype is gc.int8 and gc.uint8.base_dtype is gc.uint8
    assert np.zeros(2, gc.bfloat16.as_numpy_dtype).dtype == gc.bfloat16.numpy_dtype
    assert str(gc.bfloat16.as_numpy_dtype) == "<class 'ml_dtypes.bfloat16'>"


def test_bfloat16_rounds_to_the_nearest_and_ties_to_even_through_float32():
    x = gc.constant([1.0, 2.5, 3.14159, 1000.7, 1.00390625, 1.01171875, 1.0039062500000002, 3.4e38, float("nan")],
                    gc.bfloat16)
    assert x.dtype is gc.bfloat16
    np.testing.assert_array_equal(np.asarray(x, np.float32)[:-1],
                                  [1.0, 2.5, 3.140625, 1000.0, 1.0, 1.015625, 1.0, np.inf])  # (1 + 2**-8 + ε: 1)
    assert np.isnan(np.asarray(x, np.float32)[-1])


def test_float16_and_bfloat16_are_computed_in_float32_and_rounded_once_as_tensorflow_does():
    assert gc.sigmoid(gc.constant(2.0, gc.float16)).numpy() == np.float16(0.8808)  # numpy's float16 says 0.8804
    assert float(gc.constant(1.0, gc.bfloat16) / 3.0) == 0.333984375
    assert float(gc.reduce_sum(gc.constant([1.0] * 1000 + [256.0], gc.bfloat16))) == 1256.0


def test_gradient_kernels_round_each_step_in_bfloat16_as_tensorflow_does():
    x = gc.constant(2.0, gc.bfloat16)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = gc.tanh(x) * 1.01
    assert float(tape.gradient(y, x)) == 0.07080078125  # g (1 - y y), each step rounded (once: 0.0698)


def test_python_integers_wrap_around_a_narrow_dtype_and_beyond_int64_are_refused():
    assert gc.constant([300, -129], gc.int8).numpy().tolist() == [44, 127]
    assert gc.constant(2 ** 40, gc.int32).numpy() == 0 and gc.constant(2 ** 64 - 1, gc.uint64).numpy() == 2 ** 64 - 1
    with pytest.raises(ValueError, match="Can't convert Python sequence with out-of-range integer to Tensor."):
        gc.constant(2 ** 63, gc.int64)


def test_kernels_refuse_the_dtypes_tensorflow_has_none_for():
    with pytest.raises(gc.InvalidArgumentError, match=r"Value for attr 'T' of int32 is not in the list of allowed "
                                                      r"values: bfloat16, half, float, double, complex64, complex128 "
                                                      r"\[Op:Sin\]"):
        gc.sin(gc.constant([1, 2], gc.int32))
    with pytest.raises(gc.InvalidArgumentError, match="Value for attr 'T' of bool .* \\[Op:AddV2\\]"):
        gc.constant([True], gc.bool) + gc.constant([False], gc.bool)
    with pytest.raises(gc.InvalidArgumentError, match="expected to be a half tensor but is a float tensor"):
        gc.constant(1.0, gc.float16) * gc.constant(1.0, gc.float32)
