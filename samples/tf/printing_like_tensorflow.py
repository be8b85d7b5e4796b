# How tensors, variables, shapes and dtypes print: exactly as TensorFlow prints them.
import tensorflow as tf

scalar = tf.constant(0.1)
vector = tf.linspace(0.0, 1.0, 4)
matrix = tf.constant([[1.0, -2.5], [30.0, 4.0]])
cube = tf.reshape(tf.range(8.0), (2, 2, 2))
flags = vector > 0.5
print(scalar)
print(repr(scalar))
print(vector)
print(matrix)
print(cube)
print(flags)
print([scalar, None, matrix])
print(matrix.shape, matrix.shape[0], len(matrix.shape), matrix.dtype)
print(tf.Variable(matrix, name="m"))
print(tf.Variable(2.5))
print(f"{scalar}", f"{scalar:.3f}", f"{vector}")
print(scalar.numpy(), [scalar.numpy()], matrix.numpy())
