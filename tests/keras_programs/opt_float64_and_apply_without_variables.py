# optimizers on float64 variables; apply(grads) after the optimizer is built; a None gradient is skipped
import tensorflow as tf

w = tf.Variable([1.0, -0.5], dtype=tf.float64)
v = tf.Variable(3.0, dtype=tf.float64)
unused = tf.Variable(1.0, dtype=tf.float64)
opt = tf.keras.optimizers.Adam(0.1)
opt.build([w, v])
for i in range(3):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 3) + v * v
    opt.apply(tape.gradient(loss, [w, v]))
    print(i, w.numpy(), v.numpy())
print(opt.variables[2].dtype, opt.variables[2].numpy())
sgd = tf.keras.optimizers.SGD(0.1)
with tf.GradientTape() as tape:
    loss = v * 2.0
grads = tape.gradient(loss, [v, unused])
print(grads[1])
sgd.apply_gradients(zip(grads, [v, unused]))
print(v.numpy(), unused.numpy(), sgd.iterations.numpy())
