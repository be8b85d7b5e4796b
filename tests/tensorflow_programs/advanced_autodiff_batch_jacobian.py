# Guide: advanced_autodiff, section "Batch Jacobian"
# Adapted: tf.Module dense layers with elu and deterministic weights; fixed input.
import tensorflow as tf

class Dense(tf.Module):
  def __init__(self, in_features, units, activation):
    super().__init__()
    n = in_features * units
    self.kernel = tf.Variable(tf.reshape(tf.cos(tf.range(n, dtype=tf.float32)) / 2.0, [in_features, units]))
    self.bias = tf.Variable(tf.zeros([units]))
    self.activation = activation

  def __call__(self, x):
    return self.activation(x @ self.kernel + self.bias)

x = tf.reshape(tf.sin(tf.range(35, dtype=tf.float32)), [7, 5])

layer1 = Dense(5, 8, tf.nn.elu)
layer2 = Dense(8, 6, tf.nn.elu)

with tf.GradientTape(persistent=True, watch_accessed_variables=False) as tape:
  tape.watch(x)
  y = layer1(x)
  y = layer2(y)

print(y.shape)

j = tape.jacobian(y, x)
print(j.shape)

j_sum = tf.reduce_sum(j, axis=2)
print(j_sum.shape)
j_select = tf.einsum('bxby->bxy', j)
print(j_select.shape)

jb = tape.batch_jacobian(y, x)
print(jb.shape)

error = tf.reduce_max(abs(jb - j_sum))
assert error < 1e-3
print(error.numpy() < 1e-6)
