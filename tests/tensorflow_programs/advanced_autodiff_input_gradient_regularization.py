# Guide: advanced_autodiff, section "Example: Input gradient regularization"
# Adapted: the Keras Dense layer is a tf.Module with deterministic weights; the input is fixed.
import tensorflow as tf

class Dense(tf.Module):
  def __init__(self, in_features, out_features, activation=None, name=None):
    super().__init__(name=name)
    n = in_features * out_features
    self.kernel = tf.Variable(tf.reshape(tf.sin(tf.range(n, dtype=tf.float32)), [in_features, out_features]))
    self.bias = tf.Variable(tf.zeros([out_features]))
    self.activation = activation

  def __call__(self, x):
    y = tf.matmul(x, self.kernel) + self.bias
    return self.activation(y) if self.activation else y

x = tf.reshape(tf.cos(tf.range(35, dtype=tf.float32)), [7, 5])

layer = Dense(5, 10, activation=tf.nn.relu)

with tf.GradientTape() as t2:
  # The inner tape only takes the gradient with respect to the input,
  # not the variables.
  with tf.GradientTape(watch_accessed_variables=False) as t1:
    t1.watch(x)
    y = layer(x)
    out = tf.reduce_sum(layer(x)**2)
  # 1. Calculate the input gradient.
  g1 = t1.gradient(out, x)
  # 2. Calculate the magnitude of the input gradient.
  g1_mag = tf.norm(g1)

# 3. Calculate the gradient of the magnitude with respect to the model.
dg1_mag = t2.gradient(g1_mag, layer.trainable_variables)

print([var.shape for var in dg1_mag])
print(f'{g1_mag.numpy():.4f}')
print(tf.reduce_sum(dg1_mag[0]).numpy(), tf.reduce_sum(dg1_mag[1]).numpy())
