# keras.random functions with integer seeds and a SeedGenerator
import keras

print(keras.random.normal((2, 3), seed=1))
print(keras.random.normal((2, 3), seed=1))
print(keras.random.uniform((3,), minval=0.0, maxval=2.0, seed=5))
gen = keras.random.SeedGenerator(42)
print(keras.random.normal((2,), seed=gen))
print(keras.random.normal((2,), seed=gen))
print(keras.random.dropout(keras.ops.ones((8,)), rate=0.5, seed=3))
