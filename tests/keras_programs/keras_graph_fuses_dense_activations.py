# Inside a graph (predict, fit, evaluate, tf.function) a Dense layer's activation is fused into its MatMul and bias
import numpy as np
import tensorflow as tf


def make():
    return tf.keras.Sequential([tf.keras.Input(shape=(4,)), tf.keras.layers.Dense(6),
                                tf.keras.layers.Activation("tanh"), tf.keras.layers.Dense(5, activation="elu"),
                                tf.keras.layers.Dense(3, use_bias=False, activation="sigmoid"),
                                tf.keras.layers.Dense(2, activation="silu")])


tf.keras.utils.set_random_seed(11)
model = make()
x = np.linspace(-3.0, 3.0, 28, dtype=np.float32).reshape(7, 4)
print(model(x).numpy())
print(model.predict(x, verbose=0))
print(tf.function(lambda v: model(v))(x).numpy())
y = np.linspace(-1.0, 1.0, 14, dtype=np.float32).reshape(7, 2)
model.compile(optimizer=tf.keras.optimizers.SGD(0.1), loss="mse")
print(model.fit(x, y, epochs=3, batch_size=7, shuffle=False, verbose=0).history["loss"])
print(model.evaluate(x, y, verbose=0))
eager = make()
eager.set_weights(model.get_weights())
eager.compile(optimizer=tf.keras.optimizers.SGD(0.1), loss="mse", run_eagerly=True)
print(eager.evaluate(x, y, verbose=0))
print(eager.fit(x, y, epochs=2, batch_size=7, shuffle=False, verbose=0).history["loss"])
