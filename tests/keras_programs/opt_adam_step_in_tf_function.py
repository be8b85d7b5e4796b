# an Adam step inside a tf.function: the tape sees the variables the trace reads; each call steps again
import tensorflow as tf
w = tf.Variable([1.0, 2.0])
opt = tf.keras.optimizers.Adam(0.1)
@tf.function
def step():
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2)
    g = tape.gradient(loss, [w])
    opt.apply_gradients(zip(g, [w]))
    return loss
for i in range(3):
    print(step().numpy(), w.numpy())
print(opt.iterations.numpy())
