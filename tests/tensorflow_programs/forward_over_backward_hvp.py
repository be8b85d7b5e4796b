# Source: tf.autodiff.ForwardAccumulator API documentation (forward-over-backward Hessian-vector product)
import tensorflow as tf

v = tf.Variable([1., 2.])
with tf.autodiff.ForwardAccumulator(
    v,
    # The "vector" in Hessian-vector product.
    tf.constant([1., 0.])) as acc:
  with tf.GradientTape() as tape:
    y = tf.reduce_sum(v ** 3.)
  backward = tape.gradient(y, v)
print(backward)  # gradient from backprop
print(acc.jvp(backward))  # forward-over-backward Hessian-vector product

# The same product from two nested tapes (advanced_autodiff, "Higher-order gradients")
with tf.autodiff.GradientTape() as t2:
  with tf.autodiff.GradientTape() as t1:
    y = tf.reduce_sum(v ** 3.)
  g = t1.gradient(y, v)
  gv = tf.reduce_sum(g * tf.constant([1., 0.]))
print(t2.gradient(gv, v))
