# Guide: function, section "Creating tf.Variables" — creating a variable on every call
# (ends in the ValueError the guide's assert_raises expects)
import tensorflow as tf

@tf.function
def f(x):
  v = tf.Variable(1.0)
  return v

print("calling f")
f(1.0)
print("not reached")
