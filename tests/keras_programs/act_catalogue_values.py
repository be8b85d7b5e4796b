# keras.activations: every function on values around its kinks, in float32 and float64, and the names Keras
# gives them
import keras
import numpy as np
import tensorflow as tf

x = tf.constant([-4.0, -3.0, -1.5, -1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0, 1.5, 3.0, 4.0, 7.0])
names = ["relu", "sigmoid", "tanh", "softmax", "softplus", "elu", "selu", "silu", "swish", "gelu", "softsign",
         "relu6", "leaky_relu", "exponential", "linear", "log_softmax", "hard_sigmoid", "hard_silu", "hard_swish",
         "mish", "celu", "glu", "hard_tanh", "hard_shrink", "soft_shrink", "tanh_shrink", "log_sigmoid",
         "sparse_plus", "sparse_sigmoid", "squareplus", "sparsemax"]
for name in names:
    function = getattr(keras.activations, name)
    print(name, function.__name__, function(x).numpy())
    print(" ", function(tf.cast(x, tf.float64)).numpy().tolist())
print(keras.activations.threshold(x, 0.5, -2.0).numpy())
print(keras.activations.elu(x, alpha=0.5).numpy(), keras.activations.celu(x, alpha=2.0).numpy())
print(keras.activations.gelu(x, approximate=True).numpy())
print(keras.activations.hard_shrink(x, threshold=1.0).numpy(), keras.activations.soft_shrink(x, 1.0).numpy())
print(keras.activations.squareplus(x, b=1).numpy(), keras.activations.glu(tf.reshape(x, [2, 7]), axis=0).numpy())
print(keras.activations.sparsemax(tf.reshape(x, [7, 2]), axis=0).numpy())
print(keras.activations.sparsemax(np.array([[0.1, 0.5, 0.45], [2.0, -1.0, 0.0]], "float32")).numpy())
print(tf.keras.activations.hard_sigmoid([[-3.5, 2.5]]).numpy(), tf.keras.activations.mish(2.0).numpy())
