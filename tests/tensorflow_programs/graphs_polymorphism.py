# Guide: intro_to_graphs, section "Polymorphism: one Function, many graphs"
import tensorflow as tf

@tf.function
def my_relu(x):
  print("Tracing my_relu with", x)
  return tf.maximum(0., x)

# `my_relu` creates new graphs as it observes different input signatures.
print(my_relu(tf.constant(5.5)))
print(my_relu([1, -1]))
print(my_relu(tf.constant([3., -3.])))

# These two calls do *not* create new graphs.
print(my_relu(tf.constant(-2.5))) # Input type matches `tf.constant(5.5)`.
print(my_relu(tf.constant([-1., 1.]))) # Input type matches `tf.constant([3., -3.])`.
print(my_relu.experimental_get_tracing_count())
