# a frozen layer (trainable=False) drops out of trainable_variables and gets no gradient
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.Input(shape=(2,)),
    tf.keras.layers.Dense(2, kernel_initializer="ones", name="frozen"),
    tf.keras.layers.Dense(1, kernel_initializer="ones", name="head"),
])
model.get_layer("frozen").trainable = False
print(len(model.weights), len(model.trainable_weights), len(model.non_trainable_weights))
print([v.path for v in model.trainable_variables])
x = tf.constant([[1.0, -1.0], [2.0, 0.5]])
with tf.GradientTape(persistent=True) as tape:
    loss = tf.reduce_sum(model(x))
print(tape.gradient(loss, model.trainable_variables))
print(tape.gradient(loss, model.get_layer("frozen").kernel))
model.get_layer("frozen").trainable = True
print(len(model.trainable_weights))
