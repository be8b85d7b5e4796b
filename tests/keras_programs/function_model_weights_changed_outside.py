# a model called inside a tf.function reads its weights when the function runs: set_weights, assign and an
# optimizer's step outside it between calls all show
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
model = tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(2, activation="relu"),
                             tf.keras.layers.Dense(1)])


@tf.function
def predict(x):
    return model(x)


x = tf.constant([[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]])
print(predict(x).numpy())
model.set_weights([w * 2.0 for w in model.get_weights()])
print(predict(x).numpy())
model.layers[1].bias.assign([0.25])
print(predict(x).numpy())
opt = tf.keras.optimizers.SGD(learning_rate=0.1)
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(model(x) ** 2)
opt.apply_gradients(zip(tape.gradient(loss, model.trainable_weights), model.trainable_weights))
print(predict(x).numpy())
print(predict.experimental_get_tracing_count())
