# assign inside a tf.function computes the value at each call, from the variable's value then
import tensorflow as tf

w = tf.Variable([1.0, 2.0])

@tf.function
def double():
    w.assign(w * 2.0)
    return w.read_value()

print(double(), double(), w.numpy())

@tf.function
def descend():
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2)
    w.assign_sub(0.1 * tape.gradient(loss, w))
    return loss

print([float(descend()) for _ in range(3)], w.numpy())
