# Guide: core/matrix_core and autodiff — gradients through tf.linalg and tf.math ops
import tensorflow as tf

A = tf.Variable([[2.0, 1.0], [0.5, 3.0]])
with tf.GradientTape(persistent=True) as tape:
  det = tf.linalg.det(A)
  tr = tf.linalg.trace(tf.linalg.matmul(A, A))
  inv_sum = tf.reduce_sum(tf.linalg.inv(A))
  lse = tf.math.reduce_logsumexp(A)
  norm = tf.norm(A)

print(det.numpy(), tr.numpy(), inv_sum.numpy(), lse.numpy(), norm.numpy())
print(tape.gradient(det, A))        # det * inv(A)^T
print(tape.gradient(tr, A))         # 2 A^T
print(tape.gradient(inv_sum, A))
print(tape.gradient(lse, A))        # softmax over all entries
print(tape.gradient(norm, A))       # A / ||A||
print(tf.linalg.matmul(A, tf.linalg.inv(A)))
del tape
