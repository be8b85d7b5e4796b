# why is my gradient None: tf.constant is not watched, tf.Variable is (TF autodiff guide)
import tensorflow as tf

x0 = tf.Variable(3.0, name='x0')
x1 = tf.Variable(3.0, name='x1', trainable=False)
x2 = tf.Variable(2.0, name='x2') + 1.0
x3 = tf.constant(3.0, name='x3')
with tf.GradientTape() as tape:
    y = (x0**2) + (x1**2) + (x2**2) + (x3**2)
grad = tape.gradient(y, [x0, x1, x2, x3])
for g in grad:
    print(g)
print([var.name for var in tape.watched_variables()])

c = tf.constant([1.0, 2.0])
with tf.GradientTape() as tape:
    tape.watch(c)
    s = tf.reduce_sum(c * c)
print(tape.gradient(s, c))
