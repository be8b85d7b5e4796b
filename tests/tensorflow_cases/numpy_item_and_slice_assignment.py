# numpy's item and slice assignment into arrays, of numbers, lists and tensors.
import numpy as np
import tensorflow as tf
t = tf.constant([1.0, 2.0])
a = t.numpy()
a[0] = 5.0
print(a, t)
v = tf.Variable([1.0, 2.0])
b = v.numpy()
b[1] = 7.0
print(b, v.numpy())
c = np.zeros((2, 3))
c[0] = tf.constant([1.0, 2.0, 3.0])
c[1, 1:] = [4, 5]
c[:, 0] += 1
c[c > 4] = -1
print(c)
d = np.arange(6)
d[tf.constant(2)] = 9
print(d)
e = np.array(t)
e[1] = 3
print(e, t)
x = tf.ones([2])
arr = np.asarray(x)
try:
    arr[0] = 3.0
except ValueError as e:
    print("ValueError", e)
print(x)
