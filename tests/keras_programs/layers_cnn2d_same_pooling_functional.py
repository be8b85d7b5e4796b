# a functional CNN with "same" convolutions, max and average pooling and a global average; summary and a training step
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(3)
inputs = tf.keras.Input(shape=(8, 8, 1))
x = tf.keras.layers.Conv2D(3, 3, padding="same", activation="relu")(inputs)
x = tf.keras.layers.MaxPooling2D(padding="same")(x)
x = tf.keras.layers.Conv2D(4, (2, 2), strides=(1, 1), padding="same")(x)
x = tf.keras.layers.AveragePooling2D(pool_size=(3, 3), strides=(2, 2), padding="same")(x)
x = tf.keras.layers.GlobalAveragePooling2D()(x)
outputs = tf.keras.layers.Dense(2, activation="softmax")(x)
model = tf.keras.Model(inputs, outputs)
model.summary()
for layer in model.layers:
    print(layer.name, layer.output.shape)
images = np.random.default_rng(0).uniform(size=(4, 8, 8, 1)).astype(np.float32)
print(model(images).numpy())
optimizer = tf.keras.optimizers.SGD(0.1)
loss_function = tf.keras.losses.SparseCategoricalCrossentropy()
with tf.GradientTape() as tape:
    loss = loss_function(np.array([0, 1, 1, 0]), model(images))
optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
print(loss.numpy())
print(model(images).numpy())
