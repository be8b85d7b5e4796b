# Guide: function, section "Check retracing" ... every tf.function(f) is a new function with its own traces.
# Adapted: tf.print writes to sys.stdout.
import sys
import tensorflow as tf

def f():
  print('Tracing!')
  tf.print('Executing', output_stream=sys.stdout)

tf.function(f)()
tf.function(f)()

g = tf.function(f)
g()
g()
print(g.experimental_get_tracing_count())
