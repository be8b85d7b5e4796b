# Guide: variable, section "Create a variable" — resizing assign without the try block (ends in an error)
import tensorflow as tf

a = tf.Variable([2.0, 3.0])
a.assign([1, 2])
print(a.numpy())
a.assign([1.0, 2.0, 3.0])
print("not reached")
