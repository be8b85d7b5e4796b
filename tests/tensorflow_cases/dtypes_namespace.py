# Guide: tensor, section "More on DTypes" — the tf.dtypes namespace and DType properties
import numpy as np
import tensorflow as tf

for dt in [tf.dtypes.float16, tf.bfloat16, tf.float32, tf.float64, tf.int8, tf.int16, tf.int32,
           tf.int64, tf.uint8, tf.bool, tf.complex64, tf.complex128]:
  print(f"{dt.name:10s} size={dt.size} floating={dt.is_floating} integer={dt.is_integer} "
        f"complex={dt.is_complex} bool={dt.is_bool}")

print(tf.dtypes.as_dtype(np.float32), tf.dtypes.as_dtype('int64'), tf.as_dtype(np.dtype('uint8')))
print(tf.float32 == tf.dtypes.float32, tf.float32 == 'float32', tf.int32 != tf.int64)
print(tf.complex64.real_dtype, tf.float64.as_numpy_dtype)
print(repr(tf.float16), str(tf.int8))
x = tf.dtypes.cast(tf.constant([1.9, -1.9]), tf.dtypes.int32)
print(x)
print(tf.dtypes.saturate_cast(tf.constant([300, -5]), tf.uint8))
