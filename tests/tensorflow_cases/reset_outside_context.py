import tensorflow as tf

x = tf.Variable(2.0)
t2 = tf.GradientTape(persistent=True)
with t2:
    y = x ** 3
    t2.reset()
    y2 = x ** 2
print(t2.gradient(y, x))
print(t2.gradient(y2, x))
t2.reset()
print("not reached")
