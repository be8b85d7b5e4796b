# Guide: function, section "Creating tf.Variables" (create the variable only on the first call)
import tensorflow as tf

class Count(tf.Module):
  def __init__(self):
    self.count = None

  @tf.function
  def __call__(self):
    if self.count is None:
      self.count = tf.Variable(0)
    return self.count.assign_add(1)

c = Count()
print(c())
print(c())
print(c.count)
print(len(c.variables))
