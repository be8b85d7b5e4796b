# Guide: advanced_autodiff, section "Jacobians" / "Scalar source"
import tensorflow as tf

x = tf.linspace(-10.0, 10.0, 200+1)
delta = tf.Variable(0.0)

with tf.GradientTape() as tape:
  y = tf.nn.sigmoid(x+delta)

dy_dx = tape.jacobian(y, delta)

print(y.shape)
print(dy_dx.shape)
print(dy_dx[99:102].numpy())
