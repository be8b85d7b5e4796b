# A shape (TensorShape) is a shape argument; an object that is no number is refused as TensorFlow's conversion refuses it
import tensorflow as tf
class A:
  def as_list(self):
    return [2, 2]
print(tf.zeros(tf.Variable([[1.0, 2.0]]).shape))
print(tf.reshape(tf.range(6), tf.zeros([2, 3]).shape[::-1]))
try:
  tf.zeros(A())
except Exception as e:
  print(type(e).__name__)
