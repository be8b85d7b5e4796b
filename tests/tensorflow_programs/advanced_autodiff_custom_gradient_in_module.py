# Guide: advanced_autodiff, section "Custom gradients in SavedModel"
# Adapted: the module is called directly instead of being saved and reloaded.
import tensorflow as tf

@tf.custom_gradient
def clip_gradients(y):
  def backward(dy):
    return tf.clip_by_norm(dy, 0.5)
  return y, backward

class MyModule(tf.Module):

  @tf.function(input_signature=[tf.TensorSpec(None)])
  def call_custom_grad(self, x):
    return clip_gradients(x)

model = MyModule()

v = tf.Variable(2.0)
with tf.GradientTape() as t:
  output = model.call_custom_grad(v * v)
print(t.gradient(output, v))

w = tf.Variable([1.0, 2.0])
with tf.GradientTape() as t:
  output = model.call_custom_grad(w * 3.0)
print(output)
print(t.gradient(output, w))
print(model.name)
