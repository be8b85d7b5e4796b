import tensorflow as tf

x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    y = tf.cumsum(x ** 2)
j = tape.jacobian(y, x, experimental_use_pfor=False)
print(j)
