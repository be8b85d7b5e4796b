# keras.ops's activations with their defaults and parameters (gelu's approximate is True there), in float32 and
# float64: values and gradients.
import keras
import tensorflow as tf

for dtype in (tf.float32, tf.float64):
    x = tf.constant([[-2.0, -0.5, 0.0], [0.5, 3.0, 7.0]], dtype)
    for name, f in [("relu6", keras.ops.relu6), ("elu", keras.ops.elu), ("elu 0.5", lambda x: keras.ops.elu(x, 0.5)),
                    ("selu", keras.ops.selu), ("leaky_relu", keras.ops.leaky_relu),
                    ("leaky_relu 0.5", lambda x: keras.ops.leaky_relu(x, negative_slope=0.5)),
                    ("silu", keras.ops.silu), ("swish", keras.ops.swish), ("softplus", keras.ops.softplus),
                    ("softsign", keras.ops.softsign), ("gelu", keras.ops.gelu),
                    ("gelu exact", lambda x: keras.ops.gelu(x, approximate=False)), ("softmax", keras.ops.softmax),
                    ("softmax 0", lambda x: keras.ops.softmax(x, axis=0)),
                    ("softmax None", lambda x: keras.ops.softmax(x, axis=None)),
                    ("log_softmax", keras.ops.log_softmax),
                    ("log_softmax (0, 1)", lambda x: keras.ops.log_softmax(x, axis=(0, 1)))]:
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = f(x)
            loss = tf.reduce_sum(y * tf.constant([[1.0, -2.0, 0.5], [3.0, 1.0, -1.0]], dtype))
        print(dtype.name, name, y.dtype.name, y.numpy(), tape.gradient(loss, x).numpy())
