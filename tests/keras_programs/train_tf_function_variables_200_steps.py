# An MLP written with tf.Variables, trained for 200 steps of 64 samples by a tf.function step, with RMSprop then
# Adagrad (in the graph, TensorFlow's optimizer turns their division by a square root into a product with
# rsqrt); every 20th loss printed with every float32 digit
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(1)
steps, batch = 200, 64
x_all = rng.random((steps * batch, 24), dtype=np.float32)
y_all = rng.integers(0, 10, size=steps * batch).astype(np.int32)


def train(optimizer):
    w1 = tf.Variable(rng.normal(0.0, 0.3, (24, 16)).astype(np.float32))
    b1 = tf.Variable(tf.zeros(16))
    w2 = tf.Variable(rng.normal(0.0, 0.3, (16, 10)).astype(np.float32))
    b2 = tf.Variable(tf.zeros(10))
    params = [w1, b1, w2, b2]

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            hidden = tf.nn.relu(tf.matmul(x, w1) + b1)
            logits = tf.nn.bias_add(tf.matmul(hidden, w2), b2)
            loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
        optimizer.apply_gradients(zip(tape.gradient(loss, params), params))
        return loss

    losses = [float(step(x_all[i * batch:(i + 1) * batch], y_all[i * batch:(i + 1) * batch])) for i in range(steps)]
    print(type(optimizer).__name__, losses[::20], losses[-1])


train(tf.keras.optimizers.RMSprop(1e-3))
train(tf.keras.optimizers.Adagrad(0.05))
