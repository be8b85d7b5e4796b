# jacobian of every output w.r.t. a Dense kernel (the autodiff guide's "jacobian with respect to a model")
import tensorflow as tf

layer = tf.keras.layers.Dense(2, activation=tf.nn.relu,
                              kernel_initializer=tf.keras.initializers.Constant([[1.0, -1.0], [0.5, 0.5]]))
x = tf.constant([[1.0, 2.0], [3.0, -1.0]])
with tf.GradientTape() as tape:
    y = layer(x)
j = tape.jacobian(y, layer.kernel)
print(y)
print(j.shape)
print(j)
print(tf.reduce_sum(j, axis=[0, 1]))
