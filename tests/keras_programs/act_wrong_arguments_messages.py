# Wrong arguments to keras.activations' and keras.ops' functions: Keras's own messages, which name the function
# as Keras names it
import keras
import tensorflow as tf

v = tf.constant([-2.0, -0.5, 0.0, 1.5])
print(keras.activations.elu(v, alpha=0.5).numpy(), keras.activations.elu(v, 0.5).numpy())
calls = [lambda: keras.activations.elu(v, beta=0.5), lambda: keras.activations.relu(v, alpha=0.5),
         lambda: keras.activations.gelu(v, approx=True), lambda: keras.activations.leaky_relu(v, alpha=0.5),
         lambda: keras.activations.softmax(v, dim=0), lambda: keras.activations.linear(v, 1),
         lambda: keras.activations.get("elu")(v, 0.5, 3), lambda: keras.ops.elu(v, 0.5, 3),
         lambda: keras.activations.hard_sigmoid(v, 1.0), lambda: keras.ops.gelu(v, approx=False),
         lambda: keras.activations.threshold(v), lambda: keras.activations.mish(v, slope=1),
         lambda: keras.activations.glu(v[:3]), lambda: keras.activations.exponential(v, 2)]
for call in calls:
    try:
        call()
    except (TypeError, ValueError) as error:
        print(type(error).__name__, error)
