# A dataset made by tf.data's transformations, handed to a Keras model's fit, evaluate and predict.
import tensorflow as tf

x = tf.reshape(tf.range(12, dtype=tf.float32), [6, 2]) / 10.0
y = tf.reduce_sum(x, axis=1, keepdims=True)
ds = tf.data.Dataset.from_tensor_slices((x, y)).map(lambda a, b: (a * 2.0, b)).batch(4).prefetch(1)
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.01), loss="mse")
history = model.fit(ds, epochs=2, verbose=0)
print([round(v, 4) for v in history.history["loss"]])
print(round(model.evaluate(ds, verbose=0), 4))
print(model.predict(ds.map(lambda a, b: a), verbose=0))
