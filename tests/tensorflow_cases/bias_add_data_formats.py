# tf.nn.bias_add adds along the channel axis its data_format names: the last (N...C) or axis 1 (NC...)
import tensorflow as tf

v = tf.reshape(tf.range(8, dtype=tf.float32), (1, 2, 2, 2))
b = tf.Variable([10.0, 20.0])
with tf.GradientTape() as tape:
    y = tf.nn.bias_add(v, b, data_format="NCHW")
    z = tf.nn.bias_add(v, b, data_format="NHWC")
    loss = tf.reduce_sum(y * y) + tf.reduce_sum(z)
print(y.numpy().ravel(), z.numpy().ravel())
print(tape.gradient(loss, b).numpy())
print(tf.nn.bias_add(tf.ones((2, 3)), tf.constant([1.0, 2.0, 3.0]), data_format="NCHW").numpy())
print(tf.nn.bias_add(tf.ones((2, 3, 2)), tf.constant([1.0, 2.0, 3.0]), data_format="NCW").numpy()[1])
for data_format, bias in (("NCHW", [1.0, 2.0, 3.0]), ("XY", [1.0, 2.0])):
    try:
        tf.nn.bias_add(v, tf.constant(bias), data_format=data_format)
    except (tf.errors.InvalidArgumentError, ValueError) as error:
        print(data_format, type(error).__name__)
