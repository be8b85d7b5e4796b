# Sequential grown with add(), fit with Adam and accuracy, gradients and batch_jacobian through it, summary after fit
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
model = keras.Sequential(name="grow")
model.add(keras.Input(shape=(3,)))
model.add(keras.layers.Dense(4, activation="tanh"))
model.add(keras.layers.Dense(2, activation="softmax"))
inp = keras.Input(shape=(3,))
print(keras.Model(inp, keras.layers.Dense(1)(inp)).name)
print(model.output_shape, [w.path for w in model.weights], model.count_params())
x = np.array([[0.1, 0.2, 0.3], [1.0, -1.0, 0.5], [0.0, 0.0, 1.0], [2.0, 1.0, 0.0]], dtype="float32")
y = np.array([0, 1, 1, 0])
model.compile(optimizer=keras.optimizers.Adam(0.01), loss=keras.losses.SparseCategoricalCrossentropy(), metrics=["accuracy"])
h = model.fit(x, y, epochs=3, batch_size=2, shuffle=False, verbose=0)
print({k: [round(v, 5) for v in vs] for k, vs in h.history.items()})
print(model.evaluate(x, y, verbose=0, return_dict=True))
with tf.GradientTape() as tape:
    out = model(x)
    loss = tf.reduce_sum(out[:, 0])
g = tape.gradient(loss, model.trainable_variables)
print([tuple(v.shape) for v in g])
xt = tf.constant(x)
with tf.GradientTape() as tape:
    tape.watch(xt)
    out = model(xt)
print(tape.batch_jacobian(out, xt).shape)
model.summary()
print(model.layers[0].get_config if False else model.layers[0].units, model.layers[1].activation.__name__)
