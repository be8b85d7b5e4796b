import tensorflow as tf

step = tf.Variable(0)
for i in range(3):
    step.assign_add(1)
print(step)
t = tf.constant(1.0)
t += 2.0
print(t)
w = tf.Variable(1.0)
w = w + 1.0
print(w)
v = tf.Variable(1.0)
v += 1.0
print(v)
