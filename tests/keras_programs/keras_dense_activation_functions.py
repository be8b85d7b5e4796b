# activation passed as a function: tf.nn.*, keras.activations.*, lambda
import tensorflow as tf

x = tf.constant([[1.0, -2.0, 0.5]])
init = tf.keras.initializers.Constant(0.3)
acts = [tf.nn.relu, tf.keras.activations.sigmoid, tf.math.tanh, tf.nn.leaky_relu,
        tf.keras.activations.relu, lambda z: z ** 2]
for act in acts:
    layer = tf.keras.layers.Dense(2, activation=act, kernel_initializer=init, bias_initializer="ones")
    print(getattr(act, "__name__", "?"), layer(x))
print(tf.keras.activations.get("tanh")(tf.constant([0.0, 1.0])))
print(tf.keras.activations.relu(tf.constant([-1.0, 2.0, 7.0]), max_value=6.0))
