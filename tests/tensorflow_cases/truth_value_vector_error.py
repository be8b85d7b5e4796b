import tensorflow as tf

x = tf.constant([0.5, -1.0, 2.0])
print(x > 0)
if tf.reduce_min(x) < 0:
    print("some negative")
if tf.reduce_max(x) > 1.5:
    print("some large")
if x > 0:
    print("all positive?")
print("never printed")
