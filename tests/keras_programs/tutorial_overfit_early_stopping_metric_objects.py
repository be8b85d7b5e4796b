# The overfit-and-underfit tutorial's pattern: metric objects with names, EarlyStopping on a val_ metric of
# them, a tf.data pipeline with shuffle and batch for training and validation
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(41)
features = np.random.rand(120, 5).astype("float32")
labels = (features[:, :1] + 0.3 * np.random.rand(120, 1) > 0.6).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((features[:96], labels[:96])).shuffle(96).batch(16)
validate_ds = tf.data.Dataset.from_tensor_slices((features[96:], labels[96:])).batch(16)
model = keras.Sequential([keras.Input(shape=(5,)), keras.layers.Dense(16, activation="elu"),
                          keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(0.01),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0, name="binary_accuracy"), "mae"])
history = model.fit(train_ds, validation_data=validate_ds, epochs=30, verbose=0,
                    callbacks=[keras.callbacks.EarlyStopping(monitor="val_binary_accuracy", patience=3)])
print(len(history.epoch), sorted(history.history))
print([round(v, 4) for v in history.history["val_binary_accuracy"]])
