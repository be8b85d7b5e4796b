# a Sequential model whose first layer has input_shape= or input_dim= starts with an Input of that shape, so it
# is built at once (Keras's legacy form); count_params of a model or layer never built is Keras's ValueError
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
model = tf.keras.Sequential([tf.keras.layers.Dense(2, input_shape=(3,), activation="relu"), tf.keras.layers.Dense(1)])
print(len(model.weights), model.count_params(), model.built)
model.summary()
print(model.input_shape, model.output_shape, [w.path for w in model.weights])
print(model(tf.constant([[1.0, 2.0, 3.0]])).numpy())

by_dim = tf.keras.Sequential([tf.keras.layers.Dense(2, input_dim=4), tf.keras.layers.Dense(1)])
print(len(by_dim.weights), by_dim.count_params(), by_dim.input_shape)
added = tf.keras.Sequential()
added.add(tf.keras.layers.Dense(3, input_shape=(2,)))
print(added.count_params(), added.output_shape)
with_input = tf.keras.Sequential([tf.keras.Input((5,)), tf.keras.layers.Dense(2)])
print(len(with_input.weights), with_input.count_params())

unbuilt = tf.keras.Sequential([tf.keras.layers.Dense(2), tf.keras.layers.Dense(1)])
print(len(unbuilt.weights), unbuilt.built)
for thing in (unbuilt, tf.keras.layers.Dense(3), tf.keras.layers.Dense(3, input_shape=(2,))):
    try:
        thing.count_params()
    except ValueError as e:
        print("ValueError:", e)
unbuilt(tf.ones((1, 4)))
print(unbuilt.count_params())
