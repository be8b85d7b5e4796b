# Dense with initializers given by name and as objects
import tensorflow as tf

x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
for init in ["zeros", "ones", tf.keras.initializers.Constant(0.5), tf.keras.initializers.Identity()]:
    layer = tf.keras.layers.Dense(2, kernel_initializer=init, bias_initializer="ones")
    print(type(init).__name__ if not isinstance(init, str) else init, layer(x).numpy().tolist())
layer = tf.keras.layers.Dense(2, kernel_initializer=tf.constant_initializer([[1.0, -1.0], [0.5, 2.0]]),
                              bias_initializer=tf.keras.initializers.Constant([0.1, 0.2]))
print(layer(x))
print(layer.get_weights())
