# keras.ops's array functions: arange's dtypes, all/any/amax/amin, argmin/argmax (int32), argsort, broadcast_to, erf.
import numpy as np
import keras

print(keras.ops.arange(4), keras.ops.arange(0.0, 1.0, 0.25), keras.ops.arange(1, 7, 2))
print(keras.ops.arange(5, dtype="float32"), keras.ops.arange(np.float64(2.0)))
x = keras.ops.convert_to_tensor([[1.0, -3.0, 2.5], [0.5, 4.0, -1.0]])
print(keras.ops.absolute(x))
print(keras.ops.all(x > -5.0), keras.ops.any(x > 3.0, axis=1), keras.ops.all(x, keepdims=True))
print(keras.ops.amax(x), keras.ops.amin(x, axis=0), keras.ops.amax(x, axis=1, keepdims=True))
print(keras.ops.argmin(x), keras.ops.argmax(x), keras.ops.argmin(x, axis=1), keras.ops.argmax(x, axis=0))
print(keras.ops.argmax(x, axis=1, keepdims=True), keras.ops.argmin(x, keepdims=True))
print(keras.ops.argsort(keras.ops.convert_to_tensor([3.0, 1.0, 2.0])), keras.ops.argsort(x, axis=0))
print(keras.ops.argsort(keras.ops.convert_to_tensor([True, False])), keras.ops.argsort(x, axis=None))
print(keras.ops.broadcast_to(keras.ops.convert_to_tensor([1, 2]), (3, 2)))
print(keras.ops.erf(keras.ops.convert_to_tensor([-1.0, 0.0, 0.5])))
