# Source: the docstring of tensorflow.python.framework.tensor_shape.TensorShape.__eq__ (tensorflow/python/framework/tensor_shape.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
t_a = tf.TensorShape([1,2])
a = [1, 2]
t_b = tf.TensorShape([1,2])
t_c = tf.TensorShape([1,2,3])
print(repr(t_a.__eq__(a)))
print(repr(t_a.__eq__(t_b)))
print(repr(t_a.__eq__(t_c)))
p_a = tf.TensorShape([1,None])
p_b = tf.TensorShape([1,None])
p_c = tf.TensorShape([2,None])
print(repr(p_a.__eq__(p_b)))
print(repr(t_a.__eq__(p_a)))
print(repr(p_a.__eq__(p_c)))
unk_a = tf.TensorShape(None)
unk_b = tf.TensorShape(None)
print(repr(unk_a.__eq__(unk_b)))
print(repr(unk_a.__eq__(t_a)))
