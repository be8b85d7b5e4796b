# An MLP written with tf.Variables, trained eagerly for 200 steps of 64 samples: the first layer's bias added with
# +, the second's with tf.nn.bias_add; Keras's Adam for the first layer, a hand-written SGD update for the second.
# Each step's loss is printed with every float32 digit: each sum and update must be TensorFlow's to the bit
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(1)
steps, batch = 200, 64
x_all = rng.random((steps * batch, 24), dtype=np.float32)
y_all = rng.integers(0, 10, size=steps * batch).astype(np.int32)

w1 = tf.Variable(rng.normal(0.0, 0.3, (24, 16)).astype(np.float32))
b1 = tf.Variable(tf.zeros(16))
w2 = tf.Variable(rng.normal(0.0, 0.3, (16, 10)).astype(np.float32))
b2 = tf.Variable(tf.zeros(10))
optimizer = tf.keras.optimizers.Adam(learning_rate=1e-3)
for step in range(steps):
    x, y = x_all[step * batch:(step + 1) * batch], y_all[step * batch:(step + 1) * batch]
    with tf.GradientTape() as tape:
        hidden = tf.nn.relu(tf.matmul(x, w1) + b1)
        logits = tf.nn.bias_add(tf.matmul(hidden, w2), b2)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    g_w1, g_b1, g_w2, g_b2 = tape.gradient(loss, [w1, b1, w2, b2])
    optimizer.apply_gradients([(g_w1, w1), (g_b1, b1)])
    w2.assign_sub(0.05 * g_w2)
    b2.assign_sub(0.05 * g_b2)
    print(step, float(loss))
print([float(tf.reduce_sum(v)) for v in (w1, b1, w2, b2)])
