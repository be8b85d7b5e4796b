# Guide: advanced_autodiff, section "Jacobians" / "Tensor source"
# Adapted: Keras Dense replaced by a tf.Module with deterministic weights; fixed input.
import tensorflow as tf

class Dense(tf.Module):
  def __init__(self, in_features, units):
    super().__init__()
    self.kernel = tf.Variable(tf.reshape(tf.linspace(-0.5, 0.5, in_features * units), [in_features, units]))
    self.bias = tf.Variable(tf.zeros([units]))

  def __call__(self, x):
    return tf.nn.relu(x @ self.kernel + self.bias)

x = tf.reshape(tf.range(35, dtype=tf.float32) / 35.0 - 0.3, [7, 5])
layer = Dense(5, 10)

with tf.GradientTape(persistent=True) as tape:
  y = layer(x)

print(y.shape)
print(layer.kernel.shape)

j = tape.jacobian(y, layer.kernel)
print(j.shape)

g = tape.gradient(y, layer.kernel)
print('g.shape:', g.shape)

j_sum = tf.reduce_sum(j, axis=[0, 1])
delta = tf.reduce_max(abs(g - j_sum)).numpy()
assert delta < 1e-3
print('delta:', delta)
