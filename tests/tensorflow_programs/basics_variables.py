# Guide: basics, section "Variables"
import tensorflow as tf

var = tf.Variable([0.0, 0.0, 0.0])
print(var)
print(var.assign([1, 2, 3]))
print(var.assign_add([1, 1, 1]))
print(var.numpy())
