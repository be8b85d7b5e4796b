# LSTM with Keras's default initializers (glorot_uniform, orthogonal, forget-gate biases at one), seeded; its weights,
# outputs, sequences and states, and gradients
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(12)
layer = tf.keras.layers.LSTM(3, return_sequences=True, return_state=True)
x = tf.constant(np.random.default_rng(0).normal(size=(2, 4, 2)).astype(np.float32))
with tf.GradientTape() as tape:
    sequences, h, c = layer(x)
    loss = tf.reduce_sum(sequences ** 2) + tf.reduce_sum(c)
for weight in layer.weights:
    print(weight.path, weight.shape)
    print(weight.numpy())
print(sequences.numpy())
print(h.numpy(), c.numpy())
for gradient in tape.gradient(loss, layer.trainable_weights):
    print(gradient.numpy())
