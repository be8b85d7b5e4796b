# Guide: intro_to_graphs, section "Non-strict execution" — the eager out-of-range gather without the try
# block (ends in the InvalidArgumentError)
import tensorflow as tf

x = tf.constant([0.0, 1.0])
print(tf.gather(x, [1]))
print(tf.gather(x, [2]))
print("not reached")
