# Dropout inside a tf.function draws a new mask at each call, from the seed generator's state as the call finds
# it (tracing draws nothing), and a model with Dropout trains in a tf.function as eagerly
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
layer = tf.keras.layers.Dropout(0.5, seed=3)


@tf.function
def drop(x):
    return layer(x, training=True)


for i in range(3):
    print(drop(tf.ones((1, 8))).numpy())

tf.keras.utils.set_random_seed(1)
model = tf.keras.Sequential([tf.keras.layers.Dense(6, activation="relu"), tf.keras.layers.Dropout(0.3),
                             tf.keras.layers.Dense(1)])
opt = tf.keras.optimizers.Adam(0.05)
x = tf.random.uniform((8, 3))
y = tf.reduce_sum(x, axis=1, keepdims=True)


@tf.function
def step():
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(x, training=True) - y) ** 2)
    opt.apply_gradients(zip(tape.gradient(loss, model.trainable_weights), model.trainable_weights))
    return loss


for i in range(5):
    print(i, float(step()))
