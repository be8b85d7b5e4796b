# Every parameter of Keras's relu and elu, alone and together, as functions and as layers: values and gradients,
# at the kinks (0, the threshold, max_value) too.
import keras
import tensorflow as tf

x = tf.constant([-1.0, -0.5, 0.0, 0.25, 0.5, 3.0, 4.0, 6.0, 7.0])


def show(name, f):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    print(name, y.numpy(), tape.gradient(y, x).numpy())


show("slope threshold", lambda x: keras.activations.relu(x, negative_slope=0.2, threshold=0.5))
show("slope max", lambda x: keras.activations.relu(x, negative_slope=0.1, max_value=3.0))
show("slope max 6", lambda x: keras.activations.relu(x, negative_slope=0.1, max_value=6.0))
show("max 6", lambda x: keras.activations.relu(x, max_value=6.0))
show("max 3", lambda x: keras.activations.relu(x, max_value=3.0))
show("max 0", lambda x: keras.activations.relu(x, max_value=0.0))
show("threshold", lambda x: keras.activations.relu(x, threshold=0.5))
show("negative threshold", lambda x: keras.activations.relu(x, threshold=-0.5))
show("all three", lambda x: keras.activations.relu(x, negative_slope=0.1, max_value=3.0, threshold=0.5))
show("slope", lambda x: keras.activations.relu(x, negative_slope=0.1))
show("steep slope", lambda x: keras.activations.relu(x, negative_slope=2.0, threshold=1.0))
show("layer slope max", keras.layers.ReLU(max_value=3.0, negative_slope=0.1))
show("layer slope threshold", keras.layers.ReLU(threshold=0.5, negative_slope=0.2))
show("layer max 6", keras.layers.ReLU(max_value=6.0))
show("elu alpha", lambda x: keras.activations.elu(x, alpha=0.5))
show("elu alpha 2", lambda x: keras.activations.elu(x, 2.0))
show("elu alpha 1", lambda x: keras.activations.elu(x, alpha=1.0))
x64 = tf.constant([-1.0, 0.0, 0.5, 3.0], tf.float64)
with tf.GradientTape() as tape:
    tape.watch(x64)
    y = keras.activations.relu(x64, negative_slope=0.3, max_value=2.0, threshold=0.5)
print(y.dtype.name, y.numpy(), tape.gradient(y, x64).numpy())
for bad in ({"negative_slope": -0.1}, {"threshold": -1.0}, {"negative_slope": None}):
    try:
        keras.layers.ReLU(**bad)
    except ValueError as error:
        print(error)
