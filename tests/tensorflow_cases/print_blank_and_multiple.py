import tensorflow as tf

x = tf.constant([1.0, 2.0])
print()
print("x:", x, "sum:", tf.reduce_sum(x), 3, None, True, 2.5)
print("x", x.numpy(), x.shape, x.dtype)
print([], {}, (), "")
print("tuple", (1.0, 2), [0.1 + 0.2], 1e-5, 1e16, 10 / 4, 7 // 2)
print("done")
