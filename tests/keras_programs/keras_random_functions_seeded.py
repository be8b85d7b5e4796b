# keras.random with integer seeds, a SeedGenerator, and the global seed keras.utils.set_random_seed sets
import keras
import tensorflow as tf

print(keras.random.normal((2, 2), mean=1.0, stddev=0.5, seed=3))
print(keras.random.uniform((3,), seed=3))
print(keras.random.truncated_normal((3,), seed=3))
print(keras.random.randint((4,), minval=0, maxval=10, seed=3))
print(keras.random.categorical([[1.0, 2.0, 3.0]], 5, seed=3))
print(keras.random.shuffle(tf.range(6), seed=3))
print(keras.random.dropout(tf.ones((2, 4)), rate=0.5, seed=3))
gen = keras.random.SeedGenerator(7)
print(keras.random.uniform((2,), seed=gen), keras.random.uniform((2,), seed=gen))
keras.utils.set_random_seed(1)
print(keras.random.normal((3,)))
print(keras.random.normal((3,)))
print(tf.keras.random.uniform((2,), minval=-1.0, maxval=1.0))
tf.keras.utils.set_random_seed(1)
print(keras.random.normal((3,)))
