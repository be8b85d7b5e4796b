# initializers by string name in Dense, made reproducible by set_random_seed
import keras
import numpy as np

keras.utils.set_random_seed(3)
x = np.array([[1.0, -1.0, 2.0]], dtype="float32")
for name in ["glorot_uniform", "glorot_normal", "he_normal", "he_uniform", "random_normal", "random_uniform"]:
    layer = keras.layers.Dense(2, kernel_initializer=name, bias_initializer="zeros")
    out = layer(x)
    print(f"{name:15s} out={out.numpy()}")
    print(np.round(layer.kernel.numpy(), 4))
