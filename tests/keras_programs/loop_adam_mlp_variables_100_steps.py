# a 3-layer MLP written with tf.Variables (no Keras layers), trained with Keras's Adam for 100 steps
import numpy as np
import tensorflow as tf

x = np.linspace(-1.0, 1.0, 16, dtype=np.float32).reshape(-1, 1)
x = np.concatenate([x, x ** 2, np.cos(2.0 * x)], axis=1)
y = (np.sin(3.0 * x[:, :1]) + 0.5 * x[:, 1:2]).astype(np.float32)

def init(shape, scale, phase):
    values = np.sin(np.arange(np.prod(shape), dtype=np.float32) * 1.7 + phase) * scale
    return tf.Variable(values.reshape(shape).astype(np.float32))

w1, b1 = init((3, 16), 0.6, 0.1), tf.Variable(tf.zeros(16))
w2, b2 = init((16, 16), 0.3, 0.7), tf.Variable(tf.zeros(16))
w3, b3 = init((16, 1), 0.4, 1.3), tf.Variable(tf.zeros(1))
params = [w1, b1, w2, b2, w3, b3]

def model(inputs):
    h = tf.nn.relu(inputs @ w1 + b1)
    h = tf.tanh(h @ w2 + b2)
    return h @ w3 + b3

optimizer = tf.keras.optimizers.Adam(learning_rate=0.01)
loss_fn = tf.keras.losses.MeanSquaredError()
for step in range(100):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x))
    grads = tape.gradient(loss, params)
    optimizer.apply_gradients(zip(grads, params))
    if step % 10 == 0:
        print(f"step {step:3d}: loss = {loss.numpy():.6f}")
print(f"final loss = {loss_fn(y, model(x)).numpy():.6f}")
print("iterations:", optimizer.iterations.numpy(), len(optimizer.variables))
print(np.round(model(x).numpy().ravel()[:6], 4))
