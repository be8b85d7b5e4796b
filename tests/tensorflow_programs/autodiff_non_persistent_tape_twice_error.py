# Guide: autodiff, section "Intermediate results" — by default a tape's resources are released after one
# gradient call; a second call raises (caught and printed here)
import tensorflow as tf

x = tf.constant([1, 3.0])
with tf.GradientTape() as tape:
  tape.watch(x)
  y = x * x
  z = y * y

print(tape.gradient(z, x).numpy())
try:
  print(tape.gradient(y, x).numpy())
except RuntimeError as e:
  print(f"{type(e).__name__}: {e}")
