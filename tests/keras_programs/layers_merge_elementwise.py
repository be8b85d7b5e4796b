# Multiply, Subtract, Average, Maximum, Minimum (and their functional forms), with ties and broadcasting; gradients
import tensorflow as tf

a = tf.constant([[1.0, -2.0, 3.0], [0.5, 0.5, -1.5]])
b = tf.constant([[1.0, 4.0, -3.0], [2.0, 0.5, -1.0]])
c = tf.constant([[0.25], [-2.0]])
for layer, inputs in [(tf.keras.layers.Multiply(), [a, b, c]), (tf.keras.layers.Subtract(), [a, b]),
                      (tf.keras.layers.Average(), [a, b, c]), (tf.keras.layers.Maximum(), [a, b]),
                      (tf.keras.layers.Minimum(), [a, b, c]), (tf.keras.layers.Average(), [a, b])]:
    with tf.GradientTape() as tape:
        tape.watch(inputs)
        y = layer(inputs)
        loss = tf.reduce_sum(y * tf.constant([[1.0, 2.0, 3.0]]))
    print(layer.name, y.numpy())
    print([g.numpy() for g in tape.gradient(loss, inputs)])
    print(layer.get_config())
print(tf.keras.layers.multiply([a, b]).numpy(), tf.keras.layers.subtract([a, b]).numpy())
print(tf.keras.layers.average([a, b, b]).numpy())
print(tf.keras.layers.maximum([a, c]).numpy(), tf.keras.layers.minimum([a, c]).numpy())
