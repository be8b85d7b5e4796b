# Guide: basics, section "Modules, layers, and models" — the guide's MyModule does not call
# super().__init__(); variables are still found, but the module has no name.
import tensorflow as tf

class MyModule(tf.Module):
  def __init__(self, value):
    self.weight = tf.Variable(value)

  def multiply(self, x):
    return x * self.weight

class NamedModule(tf.Module):
  def __init__(self, value, name=None):
    super().__init__(name=name)
    self.weight = tf.Variable(value)

mod = MyModule(3)
print(mod.multiply(tf.constant([1, 2, 3])))
print(len(mod.variables), len(mod.trainable_variables))

try:
  print(mod.name)
except AttributeError as e:
  print("AttributeError:", e)

print(NamedModule(2.0).name)
print(NamedModule(2.0, name="named").name)
