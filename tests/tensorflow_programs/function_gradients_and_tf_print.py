# Guide: function, sections "Usage" (gradients through a tf.function) and "Executing Python side effects"
# (print runs while tracing; tf.print runs on every call and writes to standard error by default)
import tensorflow as tf

@tf.function
def loss_fn(w, x):
  print("tracing loss_fn")
  tf.print("running loss_fn with w =", w)   # goes to stderr
  return tf.reduce_sum((w * x - 1.0) ** 2)

w = tf.Variable([0.5, -0.5])
x = tf.constant([1.0, 2.0])
for step in range(3):
  with tf.GradientTape() as tape:
    loss = loss_fn(w, x)
  g = tape.gradient(loss, w)
  w.assign_sub(0.1 * g)
  print(f"step {step}: loss={loss.numpy():.4f} grad={g.numpy()} w={w.numpy()}")
print(loss_fn.experimental_get_tracing_count())
