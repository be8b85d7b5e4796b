# Guide: eager (older "Eager execution" guide), section "Train a model" — tf.debugging.assert_equal checks a
# shape inside the training step; here a wrong shape is caught and its message printed
import tensorflow as tf

def check_logits(logits):
  # Add asserts to check the shape of the output.
  tf.debugging.assert_equal(logits.shape, (4, 10))
  return "ok"

print(check_logits(tf.zeros([4, 10])))
try:
  check_logits(tf.zeros([3, 10]))
except tf.errors.InvalidArgumentError as e:
  print(type(e).__name__)
  print(e.message.splitlines()[0])

try:
  tf.debugging.assert_positive(tf.constant([1.0, -2.0]), message="weights must be positive")
except tf.errors.InvalidArgumentError as e:
  print(type(e).__name__, str(e).splitlines()[0])
print(tf.debugging.is_numeric_tensor(tf.constant(1.0)), tf.debugging.is_numeric_tensor(tf.constant(True)))
