# Guide: function, section "What is tracing?" / "Tracing" (double, a trace per dtype)
# Adapted: the string example is replaced by an int64 one.
import tensorflow as tf

@tf.function
def double(a):
  print("Tracing with", a)
  return a + a

print(double(tf.constant(1)))
print()
print(double(tf.constant(1.1)))
print()
print(double(tf.constant(1, dtype=tf.int64)))
print()

# This doesn't print 'Tracing with ...'
print(double(tf.constant(2)))
print(double.experimental_get_tracing_count())
