# A custom training loop with keras.utils.Progbar, as GAN and VAE tutorials show their progress: values
# averaged over the steps, stateful ones shown as given, verbose=1 and 2
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(42)
x = np.random.rand(48, 3).astype("float32")
y = x.sum(axis=1, keepdims=True)
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(1)])
optimizer = keras.optimizers.SGD(0.05)
loss_fn = keras.losses.MeanSquaredError()
dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(8)
for epoch in range(2):
    print(f"Epoch {epoch + 1}/2")
    progbar = keras.utils.Progbar(target=6, stateful_metrics=["step"])
    for step, (xb, yb) in enumerate(dataset):
        with tf.GradientTape() as tape:
            loss = loss_fn(yb, model(xb, training=True))
        grads = tape.gradient(loss, model.trainable_weights)
        optimizer.apply_gradients(zip(grads, model.trainable_weights))
        progbar.update(step + 1, values=[("loss", loss), ("step", step)])
quiet = keras.utils.Progbar(4, verbose=2)
for i in range(4):
    quiet.add(1, values=[("value", 0.5 * i)])
print(quiet.target)
