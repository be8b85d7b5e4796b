# A batch of two samples: the gradient of the per-sample losses is the sum over
# the samples, and the gradient of their mean is exactly half of it.
import numpy as np
import tensorflow as tf

print("TensorFlow", tf.__version__)

features = tf.constant([[0.2, -0.1], [0.4, 0.3]])
labels = tf.constant([1, 0])
weights = tf.Variable([[0.5, -0.5], [0.25, 0.75]], name="weights")
bias = tf.Variable(tf.zeros((2,)), name="bias")


def per_sample_loss(x, y, params):
    w, b = params
    logits = tf.matmul(x, w) + b
    return tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits)


with tf.GradientTape(persistent=True) as tape:
    losses = per_sample_loss(features, labels, [weights, bias])
    mean_loss = tf.reduce_mean(losses)

print("losses:", losses.numpy())
summed = tape.gradient(losses, [weights, bias])
halved = tape.gradient(mean_loss, [weights, bias])
print(summed[0])
print(halved[0])
for total, half in zip(summed, halved):
    print(np.allclose(total.numpy(), 2 * half.numpy()))
