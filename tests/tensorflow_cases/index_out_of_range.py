import tensorflow as tf

v = tf.constant([10.0, 20.0, 30.0])
print(v[0], v[-1])
for i in range(4):
    print(i, v[i].numpy())
