# Guide: function, section "Controlling retracing" / "Pass a fixed input_signature to tf.function"
import tensorflow as tf

@tf.function(input_signature=(tf.TensorSpec(shape=[None], dtype=tf.int32),))
def next_collatz(x):
  print("Tracing with", x)
  return tf.where(x % 2 == 0, x // 2, 3 * x + 1)

print(next_collatz(tf.constant([1, 2])))
# You specified a 1-D tensor in the input signature, so this should fail.
try:
  next_collatz(tf.constant([[1, 2], [3, 4]]))
except TypeError as e:
  print('Caught expected exception \n  {}:'.format(TypeError))
  print(e)

# You specified an int32 dtype in the input signature, so this should fail.
try:
  next_collatz(tf.constant([1.0, 2.0]))
except TypeError as e:
  print('Caught expected exception \n  {}:'.format(TypeError))
  print(e)

print(next_collatz(tf.constant([5, 6, 7])))
