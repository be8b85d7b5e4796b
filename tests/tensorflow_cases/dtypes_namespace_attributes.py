# tf.dtypes and tf.as_dtype: every dtype by its names, and the attributes programs read
import numpy as np
import tensorflow as tf

print(tf.executing_eagerly())
for name in ["half", "float", "double", "bfloat16", "uint16", "uint32", "uint64", "complex64", "complex128", "bool"]:
    print(name, tf.as_dtype(name), repr(tf.dtypes.as_dtype(name)))
print(tf.as_dtype(np.float16), tf.as_dtype(np.complex64), tf.as_dtype(np.dtype("uint32")), tf.as_dtype(bool))
print(tf.half, tf.double, tf.dtypes.half, tf.dtypes.double, tf.dtypes.bool, tf.dtypes.complex128)
print(tf.float16 == "half", tf.float16 == np.float16, tf.bfloat16 == tf.float16, tf.complex64 != tf.complex128)
print(tf.float32.is_compatible_with(tf.float32), tf.int8.is_compatible_with(tf.uint8))
for d in [tf.float16, tf.bfloat16, tf.float32, tf.float64, tf.uint64, tf.bool, tf.complex64, tf.complex128]:
    print(d, d.name, d.size, d.real_dtype, d.base_dtype, d.is_unsigned, d.is_complex, d.as_numpy_dtype)
print(tf.float16.max, tf.float16.min, tf.float32.max, tf.float64.min, tf.int64.max, tf.uint64.max)
print([tf.float32, tf.int8], {"dtype": tf.complex64}, f"{tf.float16}", f"{tf.uint8!r}", f"{tf.int8.name:>6}")
x = tf.dtypes.cast(tf.constant([1.9, -1.9]), tf.dtypes.int16)
print(x, x.dtype, x.dtype == tf.int16, x.dtype.name)
print(tf.dtypes.complex(tf.constant([1.0]), tf.constant([2.0])))
print(np.dtype("float16"), np.zeros(2, np.float16), np.array([1, 2], dtype=np.uint8), np.complex64(1 + 2j))
print(tf.constant(np.zeros(2, np.uint16)), tf.constant(np.array([1.5], np.float16)).dtype)
