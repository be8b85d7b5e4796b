# MultiHeadAttention with dropout on its attention scores: inference, and training with Keras's seeded draws
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(31)
x = tf.constant(np.random.default_rng(4).normal(size=(1, 3, 4)).astype(np.float32))
attention = tf.keras.layers.MultiHeadAttention(num_heads=2, key_dim=2, dropout=0.5)
print(attention(x, x).numpy())
output, scores = attention(x, x, return_attention_scores=True, training=True)
print(output.numpy(), scores.numpy())
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(attention(x, x, training=True) ** 2)
print(tape.gradient(y, x).numpy())
after = tf.keras.layers.Dropout(0.5)
print(after.name, attention.name)
