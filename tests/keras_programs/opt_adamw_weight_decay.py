# AdamW: decoupled weight decay; zero gradient still shrinks the weights
import tensorflow as tf

w = tf.Variable([1.0, 2.0])
z = tf.Variable([1.0, 2.0])
opt = tf.keras.optimizers.AdamW(learning_rate=0.1, weight_decay=0.5)
for step in range(3):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum((w - 1.5) ** 2) + 0.0 * tf.reduce_sum(z)
    grads = tape.gradient(loss, [w, z])
    opt.apply_gradients(zip(grads, [w, z]))
    print(step, w.numpy(), z.numpy())
print(opt.weight_decay)
