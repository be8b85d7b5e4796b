# Keras 3 optimizer.apply(grads, vars) and apply_gradients(zip(...)) do the same step
import tensorflow as tf

def make():
    return tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.Constant([[0.5, -0.5], [1.0, 0.0]]))

x = tf.constant([[1.0, 2.0]])
l1, l2 = make(), make()
l1.build((None, 2))
l2.build((None, 2))
o1 = tf.keras.optimizers.Adam(0.01)
o2 = tf.keras.optimizers.Adam(0.01)
for step in range(3):
    for layer, opt, use_apply in ((l1, o1, True), (l2, o2, False)):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.square(layer(x)))
        grads = tape.gradient(loss, layer.trainable_variables)
        if use_apply:
            opt.apply(grads, layer.trainable_variables)
        else:
            opt.apply_gradients(zip(grads, layer.trainable_variables))
print(l1.kernel.numpy())
print(l2.kernel.numpy())
print(o1.iterations.numpy(), o2.iterations.numpy())
print(o1.built, len(o1.variables))
