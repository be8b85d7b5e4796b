# gradients with dict and nested-list sources mirror their structure
import tensorflow as tf

layer = tf.keras.layers.Dense(2, kernel_initializer="ones", bias_initializer="ones")
x = tf.constant([[1.0, 2.0]])
with tf.GradientTape(persistent=True) as tape:
    loss = tf.reduce_sum(layer(x) ** 2)
grads = tape.gradient(loss, {"kernel": layer.kernel, "bias": layer.bias})
print(sorted(grads))
print(grads["kernel"])
print(grads["bias"])
nested = tape.gradient(loss, [[layer.kernel], (layer.bias,)])
print(type(nested).__name__, type(nested[0]).__name__, type(nested[1]).__name__)
print(nested[1][0])
