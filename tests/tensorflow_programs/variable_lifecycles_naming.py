# Guide: variable, section "Lifecycles, naming, and watching"
import tensorflow as tf

my_tensor = tf.constant([[1.0, 2.0], [3.0, 4.0]])

# Create a and b; they will have the same name but will be backed by
# different tensors.
a = tf.Variable(my_tensor, name="Mark")
# A new variable with the same name, but different value
# Note that the scalar add is broadcast
b = tf.Variable(my_tensor + 1, name="Mark")

# These are elementwise-unequal, despite having the same name
print(a == b)
print(a.name, b.name)

step_counter = tf.Variable(1, trainable=False)
print(step_counter.trainable, a.trainable)
print(step_counter)
