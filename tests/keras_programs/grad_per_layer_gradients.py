# gradients for every layer's kernel and bias in a Sequential model
import tensorflow as tf

tf.keras.utils.set_random_seed(3)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(2,)),
    tf.keras.layers.Dense(3, activation="relu", name="hidden"),
    tf.keras.layers.Dense(2, activation="sigmoid", name="output"),
])
x = tf.constant([[1.0, 2.0], [-1.0, 0.5]])
y = tf.constant([[1.0, 0.0], [0.0, 1.0]])
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(model(x) - y))
grads = tape.gradient(loss, model.trainable_variables)
print(f"loss = {loss.numpy():.6f}")
for var, g in zip(model.trainable_variables, grads):
    print(f"{var.path}, shape: {g.shape}")
    print(g.numpy())
for layer in model.layers:
    print(layer.name, [round(float(tf.norm(g)), 6) for g in grads[:2]] if layer.name == "hidden"
          else [round(float(tf.norm(g)), 6) for g in grads[2:]])
