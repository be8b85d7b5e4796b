# Keras's Embedding takes a negative index from the end of its table, and its gradient's rows go there
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
layer = tf.keras.layers.Embedding(4, 2)
tokens = tf.constant([[-1, 0], [3, -4]])
with tf.GradientTape() as tape:
    out = layer(tokens)
    loss = tf.reduce_sum(out * tf.constant([[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]))
print(out)
print(tape.gradient(loss, layer.embeddings))
