# get_concrete_function() without arguments traces the function's input_signature; a spec no wider is the same.
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([2, 3])])
def f(x):
    return tf.reduce_sum(x * 2.0)


c = f.get_concrete_function()
print(c(tf.ones([2, 3])))
print(f.get_concrete_function(tf.TensorSpec([2, 3])) is c)
print(f.experimental_get_tracing_count())
