# every gradient None: Keras's optimizer refuses the step
import tensorflow as tf

w = tf.Variable([1.0, 2.0])
c = tf.constant(3.0)
opt = tf.keras.optimizers.Adam(0.1)
with tf.GradientTape() as tape:
    loss = c * 2.0
grads = tape.gradient(loss, [w])
print(grads)
opt.apply_gradients(zip(grads, [w]))
print("not reached")
