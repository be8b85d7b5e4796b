# a filtered dataset has no known size: Keras's bar counts "Unknown" steps in the first epoch
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(38)
x = np.random.rand(40, 2).astype("float32")
y = x.sum(axis=1, keepdims=True)
ds = tf.data.Dataset.from_tensor_slices((x, y)).filter(lambda a, b: b[0] > 0.5).batch(8)
print(ds.cardinality().numpy())
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
model.fit(ds, epochs=2, verbose=1)
model.fit(ds, epochs=2, verbose=2)
print(round(model.evaluate(ds, verbose=1), 5))
print(model.predict(ds.map(lambda a, b: a), verbose=1).shape)
