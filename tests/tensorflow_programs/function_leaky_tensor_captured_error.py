# Guide: function, section "All outputs of a tf.function must be return values" — a leaked graph tensor
# captured by another tf.function (ends in the TypeError the guide's assert_raises expects)
import tensorflow as tf

@tf.function
def leaky_function(a):
  global x
  x = a + 1  # Bad - leaks local tensor
  return x  # Good - uses local tensor

correct_a = leaky_function(tf.constant(1))

print(correct_a.numpy())  # Good - value obtained from function's returns
try:
  x.numpy()  # Bad - tensor leaked from inside the function, cannot be used here
except AttributeError as expected:
  print(expected)

@tf.function
def captures_leaked_tensor(b):
  b += x  # Bad - `x` is leaked from `leaky_function`
  return b

print(captures_leaked_tensor(tf.constant(2)))
