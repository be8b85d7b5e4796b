# An MLP fitted with Adam for 20 epochs of 10 batches of 64 samples (Keras's fit runs its steps in a graph),
# sparse categorical crossentropy from logits; each epoch's loss printed with every float32 digit
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
x = rng.random((640, 24), dtype=np.float32)
y = rng.integers(0, 10, size=640).astype(np.int32)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(24,)),
    tf.keras.layers.Dense(16, activation="relu"),
    tf.keras.layers.Dense(10),
])
model.compile(optimizer=tf.keras.optimizers.Adam(1e-3),
              loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
history = model.fit(x, y, batch_size=64, epochs=20, shuffle=False, verbose=0)
for value in history.history["loss"]:
    print(value)
print([float(tf.reduce_sum(v)) for v in model.trainable_variables])
