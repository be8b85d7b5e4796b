# tape.jacobian and tape.batch_jacobian of a small model's output w.r.t. its input
import tensorflow as tf

tf.keras.utils.set_random_seed(8)
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(3, activation="sigmoid"),
                             tf.keras.layers.Dense(2)])
x = tf.constant([[0.1, 0.2], [1.0, -1.0], [0.0, 0.5]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = model(x)
j = tape.jacobian(y, x)
bj = tape.batch_jacobian(y, x)
print(j.shape, bj.shape)
print(bj)
print(tf.reduce_max(tf.abs(j[1, :, 1, :] - bj[1])).numpy())
print(tf.reduce_sum(tf.abs(j[0, :, 1, :])).numpy())
