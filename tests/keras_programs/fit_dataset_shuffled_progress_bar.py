# fit and evaluate on a shuffled, batched tf.data dataset, with Keras's progress bar (verbose=1)
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(21)
x = np.random.rand(40, 3).astype("float32")
y = x @ np.array([[1.0], [2.0], [-1.0]], dtype="float32")
train = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(40).batch(8)
model = tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(1)])
model.compile(optimizer=tf.keras.optimizers.SGD(0.1), loss="mse", metrics=["mae"])
model.fit(train, epochs=2, verbose=1)
print(model.evaluate(train.take(2), verbose=1))
print(model.predict(tf.data.Dataset.from_tensor_slices(x[:5]).batch(2), verbose=1).ravel())
