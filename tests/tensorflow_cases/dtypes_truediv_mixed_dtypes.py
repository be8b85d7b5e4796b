# x / y of a float16 and a float32 tensor: truediv refuses different dtypes before any kernel runs (a TypeError)
import tensorflow as tf

print(tf.constant(1.0, tf.float16) / tf.constant(3.0, tf.float16))
print(tf.constant(1.0, tf.float16) / tf.constant(3.0))
