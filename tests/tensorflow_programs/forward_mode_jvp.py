# Source: tf.autodiff.ForwardAccumulator API documentation (forward-mode Jacobian-vector products,
# nested accumulators for higher-order JVPs)
# Adapted: the Keras Dense layer is replaced by plain variables.
import tensorflow as tf

x = tf.constant([[2.0, 3.0], [1.0, 4.0]])
targets = tf.constant([[1.], [-1.]])
kernel = tf.Variable([[0.5], [-0.25]])
bias = tf.Variable([0.1])

loss_fn = lambda: tf.reduce_sum((x @ kernel + bias - targets) ** 2.)

kernel_fprop = []
with tf.autodiff.ForwardAccumulator(kernel, tf.constant([[1.], [0.]])) as acc:
  kernel_fprop.append(acc.jvp(loss_fn()))
with tf.autodiff.ForwardAccumulator(kernel, tf.constant([[0.], [1.]])) as acc:
  kernel_fprop.append(acc.jvp(loss_fn()))
with tf.autodiff.ForwardAccumulator(bias, tf.constant([1.])) as acc:
  bias_fprop = acc.jvp(loss_fn())

with tf.GradientTape() as tape:
  loss = loss_fn()
kernel_grad, bias_grad = tape.gradient(loss, (kernel, bias))
print(tf.stack(kernel_fprop)[:, tf.newaxis])
print(kernel_grad)
print(bias_fprop, bias_grad)

primal = tf.constant(1.1)
with tf.autodiff.ForwardAccumulator(primal, tf.constant(1.)) as outer:
  with tf.autodiff.ForwardAccumulator(primal, tf.constant(1.)) as inner:
    primal_out = primal ** tf.constant(3.5)
inner_jvp = inner.jvp(primal_out)
print(inner_jvp)  # 3.5 * 1.1 ** 2.5
print(outer.jvp(inner_jvp))  # 3.5 * 2.5 * 1.1 ** 1.5
print(acc.jvp(tf.constant(3.0)))
