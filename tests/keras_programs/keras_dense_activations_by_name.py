# Dense activations given by name, with a fixed kernel so the output is readable
import tensorflow as tf

x = tf.constant([[-2.0, 1.0], [0.5, 3.0]])
kernel = tf.keras.initializers.Constant([[1.0, -1.0, 0.5], [0.5, 2.0, -1.0]])
for act in [None, "linear", "relu", "sigmoid", "tanh", "softmax", "softplus", "elu", "selu", "swish", "gelu"]:
    layer = tf.keras.layers.Dense(3, activation=act, kernel_initializer=kernel)
    print(f"{str(act):8s}", layer(x).numpy())
layer = tf.keras.layers.Dense(3, activation="relu")
print(layer.activation.__name__)
print(tf.keras.layers.Dense(3).activation.__name__)
