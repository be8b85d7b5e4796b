# an endless tf.data pipeline (shuffle, batch, repeat) with steps_per_epoch, as tutorials feed fit
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(9)
x = np.random.rand(48, 4).astype("float32")
y = (x.sum(axis=1) > 2).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(48, seed=1).batch(12).repeat()
model = tf.keras.Sequential([tf.keras.Input(shape=(4,)), tf.keras.layers.Dense(4, activation="relu"),
                             tf.keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
history = model.fit(ds, steps_per_epoch=4, epochs=3, verbose=2)
print([round(v, 5) for v in history.history["loss"]])
