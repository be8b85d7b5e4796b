# why does my gradient have this shape: non-scalar targets are summed, use jacobian for per-output
import tensorflow as tf

layer = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.Constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
x = tf.constant([[1.0, 0.0, -1.0], [2.0, 1.0, 0.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = layer(x)
g = tape.gradient(y, x)
print(y.shape, g.shape)
print(g)
print(tape.gradient(y, layer.kernel))
j = tape.jacobian(y, x)
print(j.shape)
bj = tape.batch_jacobian(y, x)
print(bj.shape)
print(bj)
print(tape.gradient(y, x, output_gradients=tf.constant([[1.0, 0.0], [0.0, 1.0]])))
