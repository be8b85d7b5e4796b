# fit with sample_weight and with class_weight
import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype=np.float32)
y = np.array([[0.0], [0.0], [1.0], [1.0]], dtype=np.float32)

def make():
    m = tf.keras.Sequential([tf.keras.Input(shape=(1,)), tf.keras.layers.Dense(
        1, activation="sigmoid", kernel_initializer="zeros")])
    m.compile(optimizer=tf.keras.optimizers.SGD(0.5), loss="binary_crossentropy")
    return m

plain = make()
print([round(v, 6) for v in plain.fit(x, y, epochs=3, batch_size=4, shuffle=False, verbose=0).history["loss"]])
weighted = make()
sw = np.array([1.0, 1.0, 3.0, 0.0])
print([round(v, 6) for v in weighted.fit(x, y, sample_weight=sw, epochs=3, batch_size=4, shuffle=False,
                                         verbose=0).history["loss"]])
balanced = make()
print([round(v, 6) for v in balanced.fit(x, y, class_weight={0: 1.0, 1: 2.0}, epochs=3, batch_size=4, shuffle=False,
                                         verbose=0).history["loss"]])
for m in (plain, weighted, balanced):
    print(m.layers[0].kernel.numpy().ravel(), m.layers[0].bias.numpy())
