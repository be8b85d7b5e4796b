# The program's own names that begin with two underscores.
import tensorflow as tf

__version_of_model__ = "1.0"
__scale = 2.0

def __loss(w):
    return (w * __scale - 1.0) ** 2

w = tf.Variable(1.5)
with tf.GradientTape() as tape:
    __value = __loss(w)
print(__version_of_model__, float(__value), float(tape.gradient(__value, w)))
