# SGD with momentum=0.9 on a 1-D quadratic; compare with the update written by hand
import tensorflow as tf

var = tf.Variable(1.0)
opt = tf.keras.optimizers.SGD(learning_rate=0.1, momentum=0.9)
v, manual = 0.0, 1.0
for step in range(5):
    with tf.GradientTape() as tape:
        loss = (var ** 2) / 2.0
    grad = tape.gradient(loss, var)
    opt.apply_gradients([(grad, var)])
    v = 0.9 * v - 0.1 * manual
    manual = manual + v
    print(step, var.numpy(), round(manual, 6))
print(opt.iterations.numpy(), len(opt.variables))
