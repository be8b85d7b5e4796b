import tensorflow as tf

x = tf.constant([1.0, -2.0])
v = tf.Variable(3.0)
print(+3, +2.5, +True)
try:
    print(+v)
except TypeError as e:
    print("variable:", e)
print(-x)
print(+x)
