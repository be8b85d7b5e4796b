# Sequential with Input: weights, shapes, count_params
import tensorflow as tf

tf.keras.utils.set_random_seed(1)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(4,)),
    tf.keras.layers.Dense(8, activation="relu"),
    tf.keras.layers.Dense(3, activation="softmax"),
])
print(len(model.layers), len(model.weights), len(model.trainable_variables))
for w in model.weights:
    print(w.path, w.shape)
print(model.count_params())
print(model.input_shape, model.output_shape)
out = model(tf.ones((2, 4)))
print(out)
print(tf.reduce_sum(out, axis=1))
