# initializers given their parameters by position, in Keras's order (VarianceScaling(2.0, "fan_out", ...) took none before)
import tensorflow as tf
print(tf.keras.initializers.VarianceScaling(2.0, "fan_out", "uniform", 3)((2, 3)))
print(tf.keras.initializers.RandomNormal(1.0, 0.5, 4)((3,)))
print(tf.keras.initializers.RandomUniform(-1.0, 1.0, 5)((3,)))
print(tf.keras.initializers.Orthogonal(2.0, 1)((2, 2)))
print(tf.keras.initializers.GlorotUniform(7)((2, 2)))
