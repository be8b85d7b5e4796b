import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0])
print(f"mean: {tf.reduce_mean(x):.2f}")
print(f"values: {x}")
print(f"values: {x:.2f}")
print("not reached")
