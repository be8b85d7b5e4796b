# keras-io custom training loop, scaled down: functional model, SparseCategoricalCrossentropy, optimizer.apply
import numpy as np
import keras
import tensorflow as tf

keras.utils.set_random_seed(1337)
inputs = keras.Input(shape=(4,), name="digits")
x1 = keras.layers.Dense(8, activation="relu")(inputs)
x2 = keras.layers.Dense(8, activation="relu")(x1)
outputs = keras.layers.Dense(3, name="predictions")(x2)
model = keras.Model(inputs=inputs, outputs=outputs)

optimizer = keras.optimizers.Adam(learning_rate=1e-2)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
x_train = np.array([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
                    [1, 1, 0, 0], [0, 0, 1, 1]], dtype="float32")
y_train = np.array([0, 1, 2, 0, 1, 2])
batch_size = 3
for epoch in range(3):
    print(f"\nStart of epoch {epoch}")
    for step in range(len(x_train) // batch_size):
        xb = x_train[step * batch_size:(step + 1) * batch_size]
        yb = y_train[step * batch_size:(step + 1) * batch_size]
        with tf.GradientTape() as tape:
            logits = model(xb, training=True)
            loss_value = loss_fn(yb, logits)
        grads = tape.gradient(loss_value, model.trainable_weights)
        optimizer.apply(grads, model.trainable_weights)
        print(f"Training loss (for 1 batch) at step {step}: {float(loss_value):.4f}")
        print(f"Seen so far: {(step + 1) * batch_size} samples")
print(np.argmax(model(x_train), axis=1))
