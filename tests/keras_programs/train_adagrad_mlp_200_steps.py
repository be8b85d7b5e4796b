# An MLP trained eagerly with Adagrad for 200 steps of 64 samples, sparse categorical crossentropy from logits;
# each step's loss printed with every float32 digit: each step's sums and updates must be TensorFlow's
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
steps, batch = 200, 64
x_all = rng.random((steps * batch, 24), dtype=np.float32)
y_all = rng.integers(0, 10, size=steps * batch).astype(np.int32)

model = tf.keras.Sequential([
    tf.keras.Input(shape=(24,)),
    tf.keras.layers.Dense(16, activation="relu"),
    tf.keras.layers.Dense(10),
])
optimizer = tf.keras.optimizers.Adagrad(learning_rate=0.05)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
for step in range(steps):
    x, y = x_all[step * batch:(step + 1) * batch], y_all[step * batch:(step + 1) * batch]
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    print(step, float(loss))
print([float(tf.reduce_sum(v)) for v in model.trainable_variables])
