# Guide: function, section "Obtaining concrete functions"
# Adapted: int32/float32 tensors instead of the guide's strings.
import tensorflow as tf

@tf.function
def double(a):
  print("Tracing with", a)
  return a + a

print("Obtaining concrete trace")
double_ints = double.get_concrete_function(tf.constant(1))
print("Executing traced function")
print(double_ints(tf.constant(1)))
print(double_ints(a=tf.constant(2)))

# You can also call get_concrete_function on an InputSpec
double_floats_from_inputspec = double.get_concrete_function(tf.TensorSpec(shape=[], dtype=tf.float32))
print(double_floats_from_inputspec(tf.constant(3.5)))

# The same signature gives back the same trace
again = double.get_concrete_function(tf.constant(7))
print(again is double_ints)
print(double.experimental_get_tracing_count())
print(type(double_ints).__name__)
