# Two MLPs fitted for 12 epochs (Keras's fit runs its steps in a graph, where TensorFlow's graph optimizer turns
# RMSprop's and Adagrad's division by a square root into a product with rsqrt); each epoch's loss printed with
# every float32 digit
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
x = rng.random((1280, 40), dtype=np.float32)
labels = rng.integers(0, 10, size=1280).astype(np.int32)
targets = rng.normal(size=(1280, 3)).astype(np.float32)


def fit(layers, optimizer, loss, y, batch_size):
    model = tf.keras.Sequential([tf.keras.Input(shape=(40,)), *layers])
    model.compile(optimizer=optimizer, loss=loss)
    history = model.fit(x, y, batch_size=batch_size, epochs=12, shuffle=False, verbose=0)
    print(type(optimizer).__name__, history.history["loss"])


fit([tf.keras.layers.Dense(48, activation="sigmoid"), tf.keras.layers.Dense(10)], tf.keras.optimizers.RMSprop(1e-3),
    tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True), labels, 128)
fit([tf.keras.layers.Dense(32, activation="relu"), tf.keras.layers.Dense(3)], tf.keras.optimizers.Adagrad(0.05),
    "mse", targets, 50)
