# why is my gradient None: the forward pass ran before the tape started recording
import tensorflow as tf

layer = tf.keras.layers.Dense(1, kernel_initializer="ones")
x = tf.constant([[1.0, 2.0, 3.0]])
y = layer(x)  # computed outside the tape
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(y ** 2)
print(tape.gradient(loss, layer.kernel))

w = tf.Variable(2.0)
z = w * 3.0
with tf.GradientTape() as tape:
    out = z + 1.0
print(tape.gradient(out, w))

with tf.GradientTape() as tape:
    loss = tf.reduce_sum(layer(x) ** 2)  # the fix: run the layer inside
print(tape.gradient(loss, layer.kernel).numpy().ravel())
