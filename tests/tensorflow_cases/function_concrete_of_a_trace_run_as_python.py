# a concrete function of a trace that runs as Python at each call (a Keras loss, a gradient through a library
# function's own operations) runs it on the tensors it is given, not on those it was traced with
import tensorflow as tf

loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def f(y, logits):
    return loss_fn(y, logits)

logits = tf.constant([[2.0, 0.5, -1.0], [0.1, 0.2, 3.0]])
c = f.get_concrete_function(tf.constant([0, 2]), logits)
print(float(c(tf.constant([1, 0]), logits)))
print(float(f(tf.constant([1, 0]), logits)))


@tf.function
def g(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.reduce_logsumexp(x * x)
    return t.gradient(y, x)

cg = g.get_concrete_function(tf.constant([1.0, 2.0]))
print(cg(tf.constant([3.0, -2.0])))
