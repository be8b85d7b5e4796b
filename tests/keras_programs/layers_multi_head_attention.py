# MultiHeadAttention with seeded default initializers: self-attention, cross-attention with a key, a causal mask,
# an attention mask, attention scores, value_dim and output_shape; weights, values and gradients
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(10)
rng = np.random.default_rng(3)
x = tf.constant(rng.normal(size=(2, 4, 6)).astype(np.float32))
memory = tf.constant(rng.normal(size=(2, 3, 5)).astype(np.float32))
attention = tf.keras.layers.MultiHeadAttention(num_heads=2, key_dim=3)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = attention(x, x)
    loss = tf.reduce_sum(y ** 2)
print([(w.path, w.shape) for w in attention.weights])
print(attention.weights[0].numpy()[:, 0, :])
print(y.numpy())
print(tape.gradient(loss, x).numpy()[0])
print([g.numpy().ravel()[:3] for g in tape.gradient(loss, attention.trainable_weights)])
causal = attention(x, x, use_causal_mask=True)
print(causal.numpy()[1])
cross = tf.keras.layers.MultiHeadAttention(3, 2, value_dim=4, output_shape=5)
output, scores = cross(x, memory, memory * 2.0, return_attention_scores=True)
print(output.shape, scores.shape)
print(output.numpy()[0], scores.numpy()[1, 2])
mask = tf.constant([[[True, True, False]] * 4, [[True, False, False]] * 4])
print(cross(x, memory, attention_mask=mask).numpy()[1])
print(cross(x, memory, attention_mask=mask, return_attention_scores=True)[1].numpy()[1, 0])
