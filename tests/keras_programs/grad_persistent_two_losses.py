# persistent tape: two losses from one forward pass, gradients for both, then delete the tape
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.Input(shape=(2,)),
                             tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.Constant(0.5))])
x = tf.constant([[1.0, 2.0], [0.0, -1.0]])
with tf.GradientTape(persistent=True) as tape:
    y = model(x)
    l1 = tf.reduce_mean(tf.abs(y))
    l2 = tf.reduce_mean(y ** 2)
    total = l1 + 0.5 * l2
g1 = tape.gradient(l1, model.trainable_variables)
g2 = tape.gradient(l2, model.trainable_variables)
gt = tape.gradient(total, model.trainable_variables)
for a, b, c in zip(g1, g2, gt):
    print(a.numpy().ravel(), b.numpy().ravel(), c.numpy().ravel())
    print(bool(tf.reduce_all(tf.abs(a + 0.5 * b - c) < 1e-6)))
print(tape.gradient([l1, l2], model.trainable_variables[1]))
del tape
