# Guide: basics, section "Modules, layers, and models"
# Adapted: the module is used directly; saving/reloading is left out.
import tensorflow as tf

class MyModule(tf.Module):
  def __init__(self, value):
    self.weight = tf.Variable(value)

  @tf.function
  def multiply(self, x):
    return x * self.weight

mod = MyModule(3)
print(mod.multiply(tf.constant([1, 2, 3])))
print(mod.weight)

print([v.numpy() for v in mod.variables])
