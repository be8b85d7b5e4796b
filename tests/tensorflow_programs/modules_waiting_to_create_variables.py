# Guide: intro_to_modules, section "Waiting to create variables" (FlexibleDenseModule)
# Adapted: weights start from tf.ones-based values instead of tf.random.normal.
import tensorflow as tf

class FlexibleDenseModule(tf.Module):
  # Note: No need for `in_features`
  def __init__(self, out_features, name=None):
    super().__init__(name=name)
    self.is_built = False
    self.out_features = out_features

  def __call__(self, x):
    # Create variables on first call.
    if not self.is_built:
      self.w = tf.Variable(
        tf.ones([x.shape[-1], self.out_features]) * 0.5, name='w')
      self.b = tf.Variable(tf.zeros([self.out_features]), name='b')
      self.is_built = True

    y = tf.matmul(x, self.w) + self.b
    return tf.nn.relu(y)

# Used in a module
class MySequentialModule(tf.Module):
  def __init__(self, name=None):
    super().__init__(name=name)

    self.dense_1 = FlexibleDenseModule(out_features=3)
    self.dense_2 = FlexibleDenseModule(out_features=2)

  def __call__(self, x):
    x = self.dense_1(x)
    return self.dense_2(x)

my_model = MySequentialModule(name="the_model")
print("variables before the first call:", len(my_model.variables))
print("Model results:", my_model(tf.constant([[2.0, 2.0, 2.0]])))
print("variables after:", [v.name for v in my_model.variables])
print([v.shape for v in my_model.trainable_variables])
print(my_model.dense_1.is_built, my_model.dense_2.out_features)
