# tf.cast between dtypes as TensorFlow's kernel does it: floats truncated toward zero, out-of-range numbers wrapped
# through int32 for narrow integers, NaN and inf to the lowest int32, any nonzero to True
import tensorflow as tf

f = tf.constant([-1.7, 2.9, 127.0, 300.0, -300.0, 1e10, float("nan"), float("inf"), -float("inf")])
for d in [tf.int8, tf.uint8, tf.int16, tf.uint16, tf.int32, tf.int64, tf.bool, tf.float16, tf.bfloat16, tf.float64]:
    print(d.name, tf.cast(f, d))
i = tf.constant([-1, 0, 1, 300, 70000, 2 ** 31 - 1])
for d in [tf.int8, tf.uint8, tf.int16, tf.uint16, tf.uint32, tf.int64, tf.uint64, tf.bool, tf.float16, tf.bfloat16, tf.float32]:
    print(d.name, tf.cast(i, d))
b = tf.constant([True, False])
for d in [tf.int8, tf.uint8, tf.float16, tf.bfloat16, tf.complex64, tf.float64]:
    print(d.name, tf.cast(b, d))
print(tf.cast([1.5, 2.5], tf.int32), tf.cast(3, tf.float16), tf.cast(tf.constant([200], tf.uint8), tf.int8))
print(tf.cast(f, "float16"), tf.cast(i, tf.dtypes.uint8))
print(tf.dtypes.saturate_cast(tf.constant([300, -5]), tf.uint8))
print(tf.dtypes.saturate_cast(tf.constant([300.7, -5.5, 1e10, float("nan")]), tf.int8))
print(tf.saturate_cast(tf.constant([1e5, -1e5]), tf.float16), tf.saturate_cast(tf.constant([3e9]), tf.int32))
