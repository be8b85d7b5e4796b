# small Conv2D -> MaxPooling2D -> Flatten -> Dense with fixed weights
import numpy as np
import tensorflow as tf

x = np.arange(16, dtype=np.float32).reshape(1, 4, 4, 1) / 10.0
model = tf.keras.Sequential([
    tf.keras.Input(shape=(4, 4, 1)),
    tf.keras.layers.Conv2D(2, (2, 2), activation="relu",
                           kernel_initializer=tf.keras.initializers.Constant([[[[1.0, -1.0]], [[0.0, 1.0]]],
                                                                              [[[0.5, 0.0]], [[-1.0, 1.0]]]])),
    tf.keras.layers.MaxPooling2D((2, 2)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(1, kernel_initializer="ones"),
])
for layer in model.layers:
    print(layer.name, layer.output.shape)
conv_out = model.layers[0](x)
print(conv_out[0, :, :, 0].numpy())
print(conv_out[0, :, :, 1].numpy())
print(model(x))
with tf.GradientTape() as tape:
    y = model(x)
g = tape.gradient(y, model.layers[0].kernel)
print(g.shape)
print(g[:, :, 0, :].numpy())
