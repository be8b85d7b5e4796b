# an optimizer stepped inside a tf.function: its iteration count advances at each call, and a learning-rate
# schedule is asked at each step for the rate of that step
import tensorflow as tf

w = tf.Variable([1.0, -2.0, 0.5])
schedule = tf.keras.optimizers.schedules.ExponentialDecay(0.5, decay_steps=2, decay_rate=0.5, staircase=True)
opt = tf.keras.optimizers.SGD(learning_rate=schedule, momentum=0.5)
adam = tf.keras.optimizers.Adam(learning_rate=0.1)
v = tf.Variable([0.3, -0.7])


@tf.function
def step():
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2) + tf.reduce_sum(tf.sin(v))
    gw, gv = tape.gradient(loss, [w, v])
    opt.apply_gradients([(gw, w)])
    adam.apply_gradients([(gv, v)])
    return loss


for i in range(6):
    loss = step()
    print(i, float(loss), int(opt.iterations), int(adam.iterations), float(opt.learning_rate))
    print(w.numpy(), v.numpy())
adam.learning_rate = 0.01  # assigned between calls: read by the next step
step()
print(v.numpy(), int(adam.iterations))
