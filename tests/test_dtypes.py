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
