import tensorflow as tf

w = tf.Variable(2.0)
with tf.GradientTape() as tape:
    loss = w ** 2
grad = tape.gradient(loss, w)
print("grad:", grad.numpy())
assert grad.numpy() == 4.0
assert grad is not None, "no gradient"
assert grad.numpy() < 1.0, f"gradient too large: {grad.numpy()}"
print("unreachable")
