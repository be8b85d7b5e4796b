import tensorflow as tf

x = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
print(x.dtype)
print(str(x.dtype), repr(x.dtype), x.dtype.name)
print([x.dtype, tf.int32])
print(x.dtype == tf.float32, x.dtype == tf.float64)
print(x.shape)
print(repr(x.shape))
print(len(x.shape), x.shape[0], x.shape[1])
print(x.shape.as_list())
print(x.shape == (3, 2), x.shape == [3, 2], x.shape == (2, 3))
print(tuple(x.shape), list(x.shape))
print(x.shape[1:], repr(x.shape[1:]))
s = tf.constant(5.0).shape
print(s, repr(s), len(s), s.as_list())
print(tf.constant([7]).shape)
print(f"shape={x.shape} dtype={x.dtype}")
print("shape", x.shape, "dtype", x.dtype)
print(tf.float32, tf.float64, tf.int32, tf.int64, tf.bool)
print(tf.int64.name)
rows, cols = x.shape
print(rows, cols, rows * cols)
print(x.shape[0] == 3, x.shape[-1])
