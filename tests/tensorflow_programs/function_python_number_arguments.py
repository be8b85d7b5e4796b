# Guide: function, section "Executing Python side effects" (f(1), f(1), f(2))
# Adapted: tf.print writes to sys.stdout.
import sys
import tensorflow as tf

@tf.function
def f(x):
  print("Traced with", x)
  tf.print("Executed with", x, output_stream=sys.stdout)

f(1)
f(1)
f(2)
f(1.0)
f(True)
print(f.experimental_get_tracing_count())
