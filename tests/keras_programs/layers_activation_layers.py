# activation layers: LeakyReLU, PReLU (trained slopes, shared axes), ELU, ReLU(max_value, threshold, slope), Softmax
import tensorflow as tf

x = tf.constant([[[-2.0, -0.5, 0.0], [0.5, 3.0, 7.0]], [[-1.0, 1.0, -3.0], [6.0, -6.0, 0.25]]])
for layer in [tf.keras.layers.LeakyReLU(), tf.keras.layers.LeakyReLU(negative_slope=0.1), tf.keras.layers.ELU(0.5),
              tf.keras.layers.ReLU(max_value=6.0), tf.keras.layers.ReLU(negative_slope=0.2, threshold=0.5),
              tf.keras.layers.ReLU(6.0, 0.1, 1.0), tf.keras.layers.Softmax(), tf.keras.layers.Softmax(axis=1),
              tf.keras.layers.PReLU(), tf.keras.layers.PReLU(alpha_initializer=tf.keras.initializers.Constant(0.25)),
              tf.keras.layers.PReLU(alpha_initializer="ones", shared_axes=[1])]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * x)
    print(layer.name, [w.shape for w in layer.weights])
    print(y.numpy())
    print(tape.gradient(loss, x).numpy())
prelu = tf.keras.layers.PReLU(shared_axes=[1, 2])
with tf.GradientTape() as tape:
    y = prelu(x)
    loss = tf.reduce_sum(y * y + y)
print(prelu.alpha.shape, tape.gradient(loss, prelu.alpha).numpy())
print(prelu.get_config())
