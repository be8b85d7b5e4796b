# 3-layer MLP trained with Adam for 100 steps on a tiny regression set, loss printed every 10 steps
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(42)
x = np.linspace(-1.0, 1.0, 8, dtype=np.float32).reshape(-1, 1)
x = np.concatenate([x, x ** 2], axis=1)
y = (np.sin(3.0 * x[:, :1]) + 0.5 * x[:, 1:]).astype(np.float32)

model = tf.keras.Sequential([
    tf.keras.Input(shape=(2,)),
    tf.keras.layers.Dense(16, activation="relu"),
    tf.keras.layers.Dense(16, activation="tanh"),
    tf.keras.layers.Dense(1),
])
optimizer = tf.keras.optimizers.Adam(learning_rate=0.01)
loss_fn = tf.keras.losses.MeanSquaredError()

for step in range(100):
    with tf.GradientTape() as tape:
        pred = model(x, training=True)
        loss = loss_fn(y, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    if step % 10 == 0:
        print(f"step {step:3d}: loss = {loss.numpy():.6f}")

final = loss_fn(y, model(x))
print(f"final loss = {final.numpy():.6f}")
print("iterations:", optimizer.iterations.numpy())
print(np.round(model(x).numpy().ravel(), 4))
print(np.round(y.ravel(), 4))
