# Keras's initializers take their parameters positionally too, in Keras's order; too many are refused.
import keras

print(keras.initializers.RandomNormal(5.0, 0.1, 1)(shape=(3,)))
print(keras.initializers.RandomUniform(2.0, 3.0, 1)(shape=(3,)))
print(keras.initializers.TruncatedNormal(1.0, 0.5, 2)(shape=(3,)))
print(keras.initializers.Constant(0.5)(shape=(2,)))
print(keras.initializers.VarianceScaling(2.0, "fan_avg", "uniform", 3)(shape=(2, 2)))
print(keras.initializers.Orthogonal(2.0, 4)(shape=(2, 2)))
print(keras.initializers.GlorotUniform(5)(shape=(2, 2)))
print(keras.initializers.Identity(3.0)(shape=(2, 2)))
for make in (lambda: keras.initializers.Zeros(1), lambda: keras.initializers.Identity(1, 2),
             lambda: keras.initializers.RandomNormal(5.0, 0.1, 1, 4),
             lambda: keras.initializers.Constant(1.0, value=2.0)):
    try:
        make()
    except TypeError as e:
        print(e)
