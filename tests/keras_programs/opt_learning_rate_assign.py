# changing the learning rate of an optimizer between steps
import tensorflow as tf

w = tf.Variable(4.0)
opt = tf.keras.optimizers.SGD(learning_rate=0.1)
for step in range(4):
    if step == 2:
        opt.learning_rate = 0.01
    with tf.GradientTape() as tape:
        loss = 0.5 * w ** 2
    opt.apply_gradients([(tape.gradient(loss, w), w)])
    print(step, round(float(opt.learning_rate), 6), w.numpy())
opt.learning_rate.assign(0.5)
print(opt.learning_rate.numpy())
