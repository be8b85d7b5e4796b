# Guide: core/quickstart_core (Quickstart for the TensorFlow Core APIs), section "Normalize the data"
# Adapted: a small fixed data matrix instead of the downloaded Auto MPG data.
import tensorflow as tf

class Normalize(tf.Module):
  def __init__(self, x):
    # Initialize the mean and standard deviation for normalization
    self.mean = tf.math.reduce_mean(x, axis=0)
    self.std = tf.math.reduce_std(x, axis=0)

  def norm(self, x):
    # Normalize the input
    return (x - self.mean)/self.std

  def unnorm(self, x):
    # Unnormalize the input
    return (x * self.std) + self.mean

x_train = tf.constant([[4., 140., 90.], [6., 200., 105.], [8., 350., 165.], [4., 97., 88.]])
y_train = tf.constant([28., 19., 14., 31.])

norm_x = Normalize(x_train)
norm_y = Normalize(y_train)
x_train_norm, y_train_norm = norm_x.norm(x_train), norm_y.norm(y_train)

print(norm_x.mean)
print(norm_x.std)
print(x_train_norm)
print(y_train_norm)
print(norm_y.unnorm(y_train_norm))
print(len(norm_x.variables))
