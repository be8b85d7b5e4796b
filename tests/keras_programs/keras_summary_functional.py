# model.summary() of a functional model with two inputs (the "Connected to" column)
import keras

a = keras.Input(shape=(3,), name="numeric")
b = keras.Input(shape=(2,), name="extra")
x = keras.layers.Dense(4, activation="relu", name="encode")(a)
x = keras.layers.Concatenate(name="join")([x, b])
x = keras.layers.BatchNormalization(name="norm")(x)
out = keras.layers.Dense(1, name="score")(x)
model = keras.Model(inputs=[a, b], outputs=out, name="two_inputs")
model.summary()
