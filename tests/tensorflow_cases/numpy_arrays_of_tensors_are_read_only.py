# A tensor's array (np.asarray, a dataset's numpy iterator) is read-only; the tensors made of an array are copies.
import numpy as np
import tensorflow as tf
a = np.zeros(3, dtype=np.float32)
t = tf.constant(a)
c = tf.convert_to_tensor(a)
v = tf.Variable(a)
s = tf.math.sin(a)
ds = tf.data.Dataset.from_tensor_slices(np.zeros((2, 2), dtype=np.float32))
r = tf.reshape(a, [3])
i = tf.identity(a)
a[0] = 5.0
print(t, c, v.numpy(), s, r, i)
print(list(ds.as_numpy_iterator()))
for e in ds.as_numpy_iterator():
    try:
        e[0] = 7.0
    except ValueError as err:
        print(err)
    break
print(list(ds.as_numpy_iterator()))
b = np.ones(2, dtype=np.float32)
x = tf.Variable([1.0, 2.0])
x.assign(b)
b[0] = 9
print(x.numpy())
m = np.array([[1.0, 2.0]], dtype=np.float32)
w = tf.constant([[1.0], [1.0]])
out = tf.matmul(m, w)
m[0, 0] = 100
print(out)
n = t.numpy()
n[1] = 3
print(t)
