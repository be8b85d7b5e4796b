# Guide: autodiff, section "Gradients with respect to a model"
# Adapted: the Keras Dense layer is replaced by a small tf.Module with deterministic weights.
import tensorflow as tf

class Dense(tf.Module):
  def __init__(self, in_features, out_features, name=None):
    super().__init__(name=name)
    self.w = tf.Variable(
      tf.reshape(tf.linspace(-1.0, 1.0, in_features * out_features), [in_features, out_features]), name='kernel')
    self.b = tf.Variable(tf.fill([out_features], 0.1), name='bias')

  def __call__(self, x):
    return tf.nn.relu(x @ self.w + self.b)

layer = Dense(3, 2, name='dense')
x = tf.constant([[1., 2., 3.]])

with tf.GradientTape() as tape:
  # Forward pass
  y = layer(x)
  loss = tf.reduce_mean(y**2)

# Calculate gradients with respect to every trainable variable
grad = tape.gradient(loss, layer.trainable_variables)

for var, g in zip(layer.trainable_variables, grad):
  print(f'{var.name}, shape: {g.shape}')
  print(g.numpy())
