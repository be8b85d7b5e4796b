# functional API: two Inputs, Concatenate, Model(inputs, outputs)
import numpy as np
import tensorflow as tf

a = tf.keras.Input(shape=(2,), name="a")
b = tf.keras.Input(shape=(1,), name="b")
h = tf.keras.layers.Concatenate()([a, b])
out = tf.keras.layers.Dense(1, kernel_initializer="ones", bias_initializer=tf.keras.initializers.Constant(0.5))(h)
model = tf.keras.Model(inputs=[a, b], outputs=out)
xa = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
xb = np.array([[10.0], [20.0]], dtype=np.float32)
print(model([xa, xb]))
print(model({"a": xa, "b": xb}).numpy())
print([l.name for l in model.layers])
print(model.output_shape)
print(tf.keras.layers.concatenate([xa, xb], axis=1))
