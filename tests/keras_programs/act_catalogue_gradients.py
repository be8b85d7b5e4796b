# Gradients of keras.activations' functions under a tape, at points away from and at their kinks
import keras
import tensorflow as tf

x = tf.Variable([-4.0, -3.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 3.0, 4.0])
for name in ["hard_sigmoid", "hard_silu", "mish", "celu", "hard_tanh", "hard_shrink", "soft_shrink",
             "tanh_shrink", "log_sigmoid", "sparse_plus", "sparse_sigmoid", "squareplus", "relu6", "selu",
             "softsign", "exponential", "elu", "leaky_relu"]:
    with tf.GradientTape() as tape:
        y = tf.reduce_sum(getattr(keras.activations, name)(x) * tf.range(1.0, 12.0))
    print(name, float(y), tape.gradient(y, x).numpy())
with tf.GradientTape(persistent=True) as tape:
    g = keras.activations.glu(tf.reshape(x[:10], [2, 5]), axis=0)
    s = keras.activations.sparsemax(tf.reshape(x[:10], [2, 5])) * tf.reshape(tf.range(10.0, 20.0), [2, 5])
    t = keras.activations.elu(x, alpha=0.3)
print(tape.gradient(g, x).numpy(), tape.gradient(s, x).numpy())
print(tape.gradient(t, x).numpy())
