# Guide: intro_to_graphs, section "Converting Python functions to graphs" (AutoGraph turns `if` on a tensor
# into a graph conditional)
import tensorflow as tf

def simple_relu(x):
  if tf.greater(x, 0):
    return x
  else:
    return 0

# Using `tf.function` makes `tf_simple_relu` a `PolymorphicFunction` that wraps
# `simple_relu`.
tf_simple_relu = tf.function(simple_relu)

print("First branch, with graph:", tf_simple_relu(tf.constant(1)).numpy())
print("Second branch, with graph:", tf_simple_relu(tf.constant(-1)).numpy())
print(tf_simple_relu.experimental_get_tracing_count())
print("Eager:", simple_relu(tf.constant(-3)), simple_relu(tf.constant(3)).numpy())
