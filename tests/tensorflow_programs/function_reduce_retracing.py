# Guide: function, section "Use reduce_retracing for automatic flexibility"
import tensorflow as tf

@tf.function(reduce_retracing=True)
def g(x):
  print('Tracing with', x)
  return x

# Traces once.
print(g(tf.constant([1, 2, 3])))

# Traces again, and detects that it's retracing with a different shape.
print(g(tf.constant([1, 2, 3, 4, 5])))

# Doesn't trace.
print(g(tf.constant([1, 2, 3, 4, 5, 6, 7])))
print(g(tf.constant([1, 2, 3, 4, 5, 6, 7, 8, 9])))
print(g.experimental_get_tracing_count())
