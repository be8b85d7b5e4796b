# Guide: autodiff, section "Gradients of non-scalar targets" (element-wise sigmoid over linspace)
# Adapted: the plot is replaced by printing a few values.
import tensorflow as tf

x = tf.linspace(-10.0, 10.0, 200+1)

with tf.GradientTape() as tape:
  tape.watch(x)
  y = tf.nn.sigmoid(x)

dy_dx = tape.gradient(y, x)
print(dy_dx.shape, dy_dx.dtype)
print(x[95:106].numpy())
print(dy_dx[95:106].numpy())
print(f'max slope {tf.reduce_max(dy_dx).numpy():.4f} at x = {x[tf.argmax(dy_dx)].numpy():.1f}')
