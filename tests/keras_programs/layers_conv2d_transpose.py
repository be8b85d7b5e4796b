# Conv2DTranspose with fixed kernels: strides, valid and same padding, kernels smaller than the strides; gradients
import numpy as np
import tensorflow as tf

x = tf.constant(np.arange(1, 19, dtype=np.float32).reshape(1, 3, 3, 2) / 10.0)
kernel = np.arange(3 * 3 * 2 * 2, dtype=np.float32).reshape(3, 3, 2, 2) / 20.0 - 0.4
for filters, size, strides, padding in [(2, 3, 1, "valid"), (2, 3, 2, "valid"), (2, 3, 2, "same"),
                                        (2, (3, 2), (1, 2), "same"), (2, 1, 3, "valid"), (2, 2, 2, "same")]:
    k = kernel[:size, :size] if isinstance(size, int) else kernel[:size[0], :size[1]]
    layer = tf.keras.layers.Conv2DTranspose(filters, size, strides=strides, padding=padding,
                                            kernel_initializer=tf.keras.initializers.Constant(k),
                                            bias_initializer=tf.keras.initializers.Constant(0.5))
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * y)
    gx, gk, gb = tape.gradient(loss, [x, layer.kernel, layer.bias])
    print(size, strides, padding, y.shape, layer.kernel.shape, layer.compute_output_shape((None, 3, 3, 2)))
    print(y.numpy()[0, :, :, 0])
    print(gx.numpy()[0, :, :, 1])
    print(gk.numpy()[..., 0, 1])
    print(gb.numpy())
