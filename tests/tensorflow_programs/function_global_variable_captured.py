# Guide: function, section "Depending on Python global and free variables" (a tf.Variable is read each call)
import tensorflow as tf

@tf.function
def variable_add():
  return 1 + foo

foo = tf.Variable(1)
print("Variable:", variable_add())

print("Updating the value of `foo` to 100!")
foo.assign(100)
print("Variable:", variable_add())
