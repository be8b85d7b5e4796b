# a gradient taken inside a tf.function through functions made of several operations (reduce_logsumexp, a
# Keras cross-entropy), and through a tensor used twice, at calls with other arguments than the first
import tensorflow as tf


@tf.function
def through_logsumexp(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.reduce_logsumexp(x * x)
    return t.gradient(y, x)


@tf.function
def through_crossentropy(x):
    with tf.GradientTape() as t:
        t.watch(x)
        logits = x[None] * x[None]
        y = tf.reduce_mean(tf.keras.losses.categorical_crossentropy([[0.0, 1.0]], logits, from_logits=True))
    return t.gradient(y, x)


@tf.function
def used_twice(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.reduce_sum(x[None] * x[None]) + tf.reduce_sum(x[0:1] + x[0:1])
    return t.gradient(y, x)


for f in (through_logsumexp, through_crossentropy, used_twice):
    print(f(tf.constant([1.0, 2.0])))
    print(f(tf.constant([3.0, -2.0])))
