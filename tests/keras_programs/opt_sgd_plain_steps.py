# SGD without momentum: w <- w - lr * g, via apply_gradients(zip(grads, vars))
import tensorflow as tf

w = tf.Variable([1.0, -2.0])
b = tf.Variable(0.5)
opt = tf.keras.optimizers.SGD(learning_rate=0.1)
for step in range(4):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2) + (b - 3.0) ** 2
    grads = tape.gradient(loss, [w, b])
    opt.apply_gradients(zip(grads, [w, b]))
    print(step, f"loss={loss.numpy():.5f}", w.numpy(), b.numpy())
print(opt.iterations)
print(opt.learning_rate)
