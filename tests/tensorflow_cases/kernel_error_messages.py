# What an operation's failure says, caught and printed: TensorFlow's kernel, message and op
import tensorflow as tf

failing = {
    "matmul": lambda: tf.matmul(tf.ones([1, 4]), tf.ones([3, 3])),
    "reshape to a multiple": lambda: tf.reshape(tf.range(30), [7, -1]),
    "reshape to a size": lambda: tf.reshape(tf.range(30), [7, 2]),
    "add": lambda: tf.constant([1.0, 2.0]) + tf.constant([1.0, 2.0, 3.0]),
    "multiply": lambda: tf.multiply(tf.constant([1.0, 2.0]), tf.constant([1.0, 2.0, 3.0])),
    "subtract": lambda: tf.constant([[1.0], [2.0]]) - tf.ones([3, 1]),
    "divide": lambda: tf.ones([2, 2]) / tf.ones([3]),
    "maximum": lambda: tf.maximum(tf.ones([2]), tf.ones([3])),
    "pow": lambda: tf.pow(tf.ones([2]), tf.ones([3])),
    "squared_difference": lambda: tf.math.squared_difference(tf.ones([2]), tf.ones([3])),
    "inverse": lambda: tf.linalg.inv(tf.zeros([2, 2])),
    "floordiv": lambda: tf.constant([1, 2]) // tf.constant([0, 1]),
}
for name, f in failing.items():
    try:
        f()
    except tf.errors.InvalidArgumentError as e:
        print(name, "|", e.message)
