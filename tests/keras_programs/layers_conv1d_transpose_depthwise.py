# Conv1DTranspose, DepthwiseConv2D (depth multiplier) and SeparableConv2D with fixed kernels; values and gradients
import numpy as np
import tensorflow as tf

x1 = tf.constant(np.linspace(-1.0, 1.0, 10, dtype=np.float32).reshape(1, 5, 2))
layer = tf.keras.layers.Conv1DTranspose(3, 3, strides=2, padding="same",
                                        kernel_initializer=tf.keras.initializers.Constant(
                                            np.linspace(-0.5, 0.5, 18).reshape(3, 3, 2)))
with tf.GradientTape() as tape:
    tape.watch(x1)
    y = layer(x1)
    loss = tf.reduce_sum(tf.tanh(y))
print(y.shape, y.numpy())
print([g.numpy() for g in tape.gradient(loss, [x1, layer.kernel])])

x = tf.constant(np.linspace(-2.0, 2.0, 1 * 4 * 5 * 2, dtype=np.float32).reshape(1, 4, 5, 2))
depthwise = tf.keras.layers.DepthwiseConv2D(2, depth_multiplier=2, padding="same",
                                            depthwise_initializer=tf.keras.initializers.Constant(
                                                np.linspace(-1.0, 1.0, 16).reshape(2, 2, 2, 2)),
                                            bias_initializer="ones", activation="relu")
separable = tf.keras.layers.SeparableConv2D(3, (3, 2), strides=(1, 2),
                                            depthwise_initializer=tf.keras.initializers.Constant(
                                                np.linspace(0.5, -0.5, 12).reshape(3, 2, 2, 1)),
                                            pointwise_initializer=tf.keras.initializers.Constant(
                                                np.linspace(-1.0, 2.0, 6).reshape(1, 1, 2, 3)))
for conv in [depthwise, separable]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = conv(x)
        loss = tf.reduce_sum(y ** 2)
    print(conv.name, y.shape, [w.path for w in conv.weights], [w.shape for w in conv.weights])
    print(y.numpy()[0, :, :, 0])
    print([g.numpy().ravel()[:8] for g in tape.gradient(loss, [x] + conv.trainable_weights)])
