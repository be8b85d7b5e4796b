# Guide: function, section "Recursive tf.functions are not supported" (recursion on a Python int traces
# once per depth)
import tensorflow as tf

@tf.function
def recursive_fn(n):
  if n > 0:
    print('tracing', n)
    return recursive_fn(n - 1)
  else:
    return 1

print(recursive_fn(5))  # Warning - multiple tracings
print(recursive_fn(3))
print(recursive_fn.experimental_get_tracing_count())
