# The classifier of the beginner tutorials: History's keys and values with metrics and validation, plotted
# curves as lists, and model.history
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(22)
x = np.random.rand(90, 6).astype("float32")
labels = np.argmax(x[:, :3], axis=1)
model = tf.keras.models.Sequential([
    tf.keras.layers.Input(shape=(6,)),
    tf.keras.layers.Dense(12, activation="relu"),
    tf.keras.layers.Dropout(0.2),
    tf.keras.layers.Dense(3),
])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
model.compile(optimizer="adam", loss=loss_fn, metrics=["accuracy"])
history = model.fit(x, labels, epochs=3, validation_split=0.2, verbose=2)
print(list(history.history.keys()))
print(history.epoch, history.params)
print(model.history is history)
acc = history.history["accuracy"]
val_acc = history.history["val_accuracy"]
print([round(a, 4) for a in acc], [round(a, 4) for a in val_acc])
