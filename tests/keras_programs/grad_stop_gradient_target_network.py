# stop_gradient: a target computed by a second network is treated as a constant
import tensorflow as tf

online = tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False)
target = tf.keras.layers.Dense(1, kernel_initializer=tf.keras.initializers.Constant(0.5), use_bias=False)
x = tf.constant([[1.0, 2.0]])
with tf.GradientTape(persistent=True) as tape:
    q = online(x)
    t = target(x)
    loss_a = tf.reduce_sum((q - t) ** 2)
    loss_b = tf.reduce_sum((q - tf.stop_gradient(t)) ** 2)
print(tape.gradient(loss_a, [online.kernel, target.kernel]))
print(tape.gradient(loss_b, [online.kernel, target.kernel]))
