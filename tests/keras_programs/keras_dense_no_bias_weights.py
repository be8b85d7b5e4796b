# use_bias=False: only a kernel; weights, trainable_weights, variable names and paths
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
a = tf.keras.layers.Dense(2, use_bias=False, name="no_bias")
b = tf.keras.layers.Dense(2, name="with_bias")
x = tf.ones((1, 3))
a(x)
b(x)
print(len(a.weights), len(b.weights))
print([v.name for v in a.weights], [v.name for v in b.weights])
print([v.path for v in b.trainable_weights])
print(a.bias)
print([tuple(w.shape) for w in b.trainable_variables])
print(a.kernel.numpy())
