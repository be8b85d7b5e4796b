# Guide: intro_to_modules (tf.Module names) with tf.Module.name_scope from the tf.Module API docs
import tensorflow as tf

class Dense(tf.Module):
  def __init__(self, in_features, out_features, name=None):
    super().__init__(name=name)
    with self.name_scope:
      self.w = tf.Variable(tf.ones([in_features, out_features]), name='w')
      self.b = tf.Variable(tf.zeros([out_features]), name='b')

  @tf.Module.with_name_scope
  def __call__(self, x):
    return tf.matmul(x, self.w) + self.b

class MLP(tf.Module):
  def __init__(self, sizes, name=None):
    super().__init__(name=name)
    self.layers = []
    with self.name_scope:
      for i, (n_in, n_out) in enumerate(zip(sizes[:-1], sizes[1:])):
        self.layers.append(Dense(n_in, n_out, name=f'dense_{i}'))

  def __call__(self, x):
    for layer in self.layers:
      x = layer(x)
    return x

d = Dense(2, 3)
print(d.name, d.name_scope.name)
print([v.name for v in d.variables])

mlp = MLP([2, 3, 1], name='mlp')
print(mlp.name, mlp.name_scope.name)
print([v.name for v in mlp.trainable_variables])
print([m.name for m in mlp.submodules])
print(mlp(tf.constant([[1.0, 2.0]])))

class MyVeryLongModuleName(tf.Module):
  pass

print(MyVeryLongModuleName().name)
try:
  tf.Module(name='not a valid name')
except ValueError as e:
  print("ValueError:", e)
