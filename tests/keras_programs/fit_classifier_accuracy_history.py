# classifier fit with metrics=["accuracy"]; loss and accuracy per epoch
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(12)
x = np.array([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0], [0.2, 0.1], [0.9, 0.8], [0.1, 0.9], [0.8, 0.2]],
             dtype=np.float32)
y = np.array([0, 1, 1, 0, 0, 0, 1, 1])
model = tf.keras.Sequential([
    tf.keras.Input(shape=(2,)),
    tf.keras.layers.Dense(8, activation="tanh"),
    tf.keras.layers.Dense(2, activation="softmax"),
])
model.compile(optimizer=tf.keras.optimizers.Adam(0.05), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
history = model.fit(x, y, epochs=8, batch_size=4, shuffle=False, verbose=0)
print(sorted(history.history))
for epoch, (l, a) in enumerate(zip(history.history["loss"], history.history["accuracy"])):
    print(f"epoch {epoch + 1}: loss={l:.4f} accuracy={a:.4f}")
print(np.argmax(model.predict(x, verbose=0), axis=1))
