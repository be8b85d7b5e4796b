# Guide: intro_to_modules, section "Defining models and layers" (Dense and SequentialModule, submodules)
# Adapted: weights start from a fixed pattern instead of tf.random.normal; submodules are shown by name.
import tensorflow as tf

class Dense(tf.Module):
  def __init__(self, in_features, out_features, name=None):
    super().__init__(name=name)
    self.w = tf.Variable(
      tf.reshape(tf.range(in_features * out_features, dtype=tf.float32) / 10.0 - 0.3,
                 [in_features, out_features]), name='w')
    self.b = tf.Variable(tf.zeros([out_features]), name='b')
  def __call__(self, x):
    y = tf.matmul(x, self.w) + self.b
    return tf.nn.relu(y)

class SequentialModule(tf.Module):
  def __init__(self, name=None):
    super().__init__(name=name)

    self.dense_1 = Dense(in_features=3, out_features=3)
    self.dense_2 = Dense(in_features=3, out_features=2)

  def __call__(self, x):
    x = self.dense_1(x)
    return self.dense_2(x)

# You have made a model!
my_model = SequentialModule(name="the_model")

# Call it, with random results
print("Model results:", my_model(tf.constant([[2.0, 2.0, 2.0]])))

print("Submodules:", [m.name for m in my_model.submodules])
print(len(my_model.submodules), isinstance(my_model.submodules[0], Dense))

for var in my_model.variables:
  print(var, "\n")
