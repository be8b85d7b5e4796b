# Guide: intro_to_modules, section "The build step" (calling with the wrong input size fails)
# Adapted: the Keras FlexibleDense layer is written as a tf.Module with a build-on-first-call.
import tensorflow as tf

class FlexibleDense(tf.Module):
  def __init__(self, out_features, name=None):
    super().__init__(name=name)
    self.out_features = out_features
    self.built = False

  def build(self, input_shape):  # Create the state of the layer (weights)
    self.w = tf.Variable(tf.ones([input_shape[-1], self.out_features]), name='w')
    self.b = tf.Variable(tf.zeros([self.out_features]), name='b')
    self.built = True

  def __call__(self, inputs):  # Defines the computation from inputs to outputs
    if not self.built:
      self.build(inputs.shape)
    return tf.matmul(inputs, self.w) + self.b

flexible_dense = FlexibleDense(out_features=3)
print(flexible_dense.variables)
print("Model results:", flexible_dense(tf.constant([[2.0, 2.0, 2.0], [3.0, 3.0, 3.0]])))
print(flexible_dense.variables)

try:
  print("Model results:", flexible_dense(tf.constant([[2.0, 2.0, 2.0, 2.0]])))
except tf.errors.InvalidArgumentError as e:
  # The message starts with a device-specific kernel name; keep the part after it.
  print("Failed:", type(e).__name__, str(e).split("}} ")[-1])
