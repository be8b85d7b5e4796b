# & | ^ ~ on tensors: logic on booleans, bits of integers (by the first operand's dtype); &= too; floats refused
import tensorflow as tf
import numpy as np

a = tf.constant([True, False, True])
b = tf.constant([True, True, False])
print(a & b, a | b, a ^ b, ~a)
i = tf.constant([5, 3, 12])
j = tf.constant([3, 6, 10])
print(i & j, i | j, i ^ j, ~i)
print(a & True, True & a, i & 1, 6 | i)
u = tf.constant([0.5, 2.0])
print((u > 0.) & (u < 1.), bool(tf.reduce_all((u >= 0.) & (u < 5.))))
print(np.array([True, False]) & a[:2], 6 & 3, True ^ False, ~5)
mask = u > 1.0
mask &= u < 3.0
print(mask)
print(u & u)
