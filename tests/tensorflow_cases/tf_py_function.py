# tf.py_function over the program's own functions: eager, differentiable through a tape, inside a tf.function too.
import tensorflow as tf

def scaled_square(x, scale):
    return scale * x * x

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y = tf.py_function(scaled_square, [x, tf.constant(3.0)], tf.float32)
print(y, tape.gradient(y, x))
print(tf.py_function(lambda a: (a + 1.0, a * 2.0), [tf.constant([1.0, 2.0])], [tf.float32, tf.float32]))
print(tf.py_function(lambda: 3.0, [], tf.float32))

@tf.function
def traced(t):
    return tf.py_function(lambda v: v * 10.0, [t], tf.float32) + 1.0

print(traced(tf.constant(2.0)), traced(tf.constant(5.0)))
