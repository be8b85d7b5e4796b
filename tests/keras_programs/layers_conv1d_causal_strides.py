# Conv1D with fixed weights: valid, same and causal padding, strides; forward values and the kernel's gradient
import numpy as np
import tensorflow as tf

x = tf.constant(np.arange(14, dtype=np.float32).reshape(1, 7, 2) / 7.0 - 0.5)
kernel = tf.keras.initializers.Constant(np.array([[[1.0, -0.5, 0.0], [0.5, -0.25, 0.0]],
                                                  [[0.5, 0.25, -1.0], [0.25, 0.125, -0.5]],
                                                  [[-1.0, 0.0, 2.0], [-0.5, 0.0, 1.0]]]))
for padding, strides in [("valid", 1), ("same", 1), ("causal", 1), ("same", 2), ("causal", 3)]:
    layer = tf.keras.layers.Conv1D(3, 3, strides=strides, padding=padding, kernel_initializer=kernel,
                                   bias_initializer="ones", activation="tanh")
    with tf.GradientTape() as tape:
        y = layer(x)
        loss = tf.reduce_sum(y ** 2)
    kernel_gradient, bias_gradient = tape.gradient(loss, [layer.kernel, layer.bias])
    print(padding, strides, y.shape, layer.compute_output_shape((None, 7, 2)))
    print(y.numpy())
    print(kernel_gradient.numpy()[:, 0, :])
    print(bias_gradient.numpy())
