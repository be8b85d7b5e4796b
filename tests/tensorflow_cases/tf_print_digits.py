import sys
import tensorflow as tf

# tf.print writes a float32 with 6 digits where they read back as the same number, else with 9; a float64 with
# 15, else 17.
tf.print(tf.constant([0.1, 1 / 3, 2.0, 1e-7 / 3, 123456789.0]), output_stream=sys.stdout)
tf.print(tf.constant([0.1, 1 / 3, 2.0, 1e-7 / 3, 123456789.0], tf.float64), output_stream=sys.stdout)
tf.print(tf.tanh(tf.constant([0.9, 0.5])), tf.constant(2.5), output_stream=sys.stdout)
