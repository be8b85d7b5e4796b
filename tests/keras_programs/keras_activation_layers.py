# Activation layer by name, ReLU/LeakyReLU/Softmax layers, and their gradients
import tensorflow as tf

x = tf.constant([[-2.0, -0.5, 0.0, 1.5, 3.0]])
layers = [tf.keras.layers.Activation("relu"), tf.keras.layers.Activation("sigmoid"),
          tf.keras.layers.Activation(tf.nn.tanh), tf.keras.layers.ReLU(max_value=2.0),
          tf.keras.layers.LeakyReLU(negative_slope=0.1), tf.keras.layers.Softmax()]
for layer in layers:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        s = tf.reduce_sum(y * tf.constant([1.0, 2.0, 3.0, 4.0, 5.0]))
    print(layer.name, y.numpy().round(5), tape.gradient(s, x).numpy().round(5))
