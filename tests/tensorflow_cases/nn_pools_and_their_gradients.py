# tf.nn's poolings: max and average, 1D and 2D, VALID and SAME, strides, channels first; MaxPoolGrad's first largest
import numpy as np
import tensorflow as tf

x = tf.constant(np.array([3, 1, 3, 2, 5, 5, 0, -1, 4, 4, 4, 2, 7, 1, 7, 0, 2, 2], np.float32).reshape(1, 3, 6, 1))
for f, args in [(tf.nn.max_pool2d, (2, 2, "VALID")), (tf.nn.max_pool2d, ([1, 2, 2, 1], 1, "VALID")),
                (tf.nn.max_pool2d, (3, [2, 2], "SAME")), (tf.nn.avg_pool2d, ((2, 3), (1, 2), "SAME")),
                (tf.nn.max_pool, (2, 1, "SAME")), (tf.nn.avg_pool, ([2, 2], 2, "VALID"))]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x, *args)
        loss = tf.reduce_sum(y * y)
    print(y.shape)
    print(y.numpy()[0, :, :, 0])
    print(tape.gradient(loss, x).numpy()[0, :, :, 0])
s = tf.reshape(tf.range(12, dtype=tf.float32) % 5.0, (1, 6, 2))
for f in [tf.nn.max_pool1d, tf.nn.avg_pool1d, tf.nn.max_pool, tf.nn.avg_pool]:
    with tf.GradientTape() as tape:
        tape.watch(s)
        y = f(s, 3, 2, "SAME")
    print(y.numpy()[0], tape.gradient(y, s).numpy()[0])
c = tf.reshape(tf.range(16, dtype=tf.float32), (1, 2, 2, 4))
print(tf.nn.max_pool2d(c, 2, 2, "VALID", data_format="NCHW"))
print(tf.nn.avg_pool1d(tf.reshape(c, (1, 4, 4)), 2, 1, "VALID", data_format="NCW"))
