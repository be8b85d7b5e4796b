# a text CNN (Embedding, Conv1D, GlobalMaxPooling1D, Dropout, Dense) trained a few steps by a GradientTape loop
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(13)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(8,)),
    tf.keras.layers.Embedding(30, 6),
    tf.keras.layers.Conv1D(5, 3, activation="relu"),
    tf.keras.layers.GlobalMaxPooling1D(),
    tf.keras.layers.Dropout(0.5),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
model.summary()
tokens = np.random.default_rng(2).integers(0, 30, size=(4, 8))
labels = np.array([[1.0], [0.0], [1.0], [0.0]], np.float32)
loss_function = tf.keras.losses.BinaryCrossentropy()
optimizer = tf.keras.optimizers.SGD(0.5)
for step in range(5):
    with tf.GradientTape() as tape:
        loss = loss_function(labels, model(tokens, training=True))
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    print(step, loss.numpy())
print(model(tokens).numpy().ravel())
