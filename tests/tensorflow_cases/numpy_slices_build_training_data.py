# Training data built with numpy's item and slice assignment, then a few gradient steps on it.
import numpy as np
import tensorflow as tf

features = np.zeros((6, 3), dtype=np.float32)
features[:, 0] = 1.0
features[::2, 1] = np.arange(3)
features[1::2, 2] = -1.5
features[5] = [0.5, 0.5, 0.5]
labels = np.zeros(6, dtype=np.float32)
labels[features[:, 1] > 0] = 1.0
labels[-1] += 0.25
print(features)
print(labels)
w = tf.Variable(np.zeros(3, dtype=np.float32))
for step in range(3):
    with tf.GradientTape() as tape:
        predictions = tf.linalg.matvec(tf.constant(features), w)
        loss = tf.reduce_mean((predictions - labels) ** 2)
    w.assign_sub(0.5 * tape.gradient(loss, w))
    print(step, float(loss))
print(w.numpy())
