# Adagrad accumulates squared gradients; initial_accumulator_value
import tensorflow as tf

w = tf.Variable([1.0, 1.0])
opt = tf.keras.optimizers.Adagrad(learning_rate=0.5)
for step in range(4):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2 * tf.constant([1.0, 4.0]))
    g = tape.gradient(loss, w)
    opt.apply_gradients([(g, w)])
    print(step, g.numpy(), w.numpy())
v = tf.Variable(1.0)
opt2 = tf.keras.optimizers.Adagrad(learning_rate=0.5, initial_accumulator_value=1.0)
opt2.apply_gradients([(tf.constant(2.0), v)])
print(v.numpy())
