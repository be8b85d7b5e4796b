# gradients through BatchNormalization in training mode (batch statistics are differentiated)
import tensorflow as tf

bn = tf.keras.layers.BatchNormalization(momentum=0.9, epsilon=1e-3)
x = tf.constant([[1.0, -1.0], [2.0, 0.0], [4.0, 3.0]])
w = tf.constant([[1.0, 2.0], [0.0, 1.0], [-1.0, 0.5]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = bn(x, training=True)
    loss = tf.reduce_sum(y * w)
print(y)
gamma_grad, beta_grad = tape.gradient(loss, [bn.gamma, bn.beta])
print("dgamma", gamma_grad.numpy())
print("dbeta", beta_grad.numpy())
print("dx", tape.gradient(loss, x).numpy())
print(tape.gradient(loss, bn.moving_mean))
print(bn.moving_mean.numpy(), bn.moving_variance.numpy())
