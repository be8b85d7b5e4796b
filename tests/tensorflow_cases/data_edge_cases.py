# Edge cases of tf.data: numpy sources, a captured variable read at each run, constants and Python control
# flow in map, dict elements batched and unbatched, len() of infinite and unknown datasets, empty shapes.
import numpy as np
import tensorflow as tf
v = tf.Variable(2.0)
ds = tf.data.Dataset.from_tensor_slices(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=np.float32))
print(ds)
m = ds.map(lambda x: x * v)
print(list(m.as_numpy_iterator()))
v.assign(3.0)
print(list(m.as_numpy_iterator()))
print(list(tf.data.Dataset.range(3).map(lambda x: 7).as_numpy_iterator()))
print(tf.data.Dataset.range(3).map(lambda x: 7.5))
def f(x):
    if x > 1:
        return x * 10
    return x
print(list(tf.data.Dataset.range(4).map(f).as_numpy_iterator()))
d = tf.data.Dataset.from_tensor_slices({"a": [1, 2, 3], "b": [[1.0], [2.0], [3.0]]}).batch(2)
for e in d:
    print(e)
print(list(d.unbatch().as_numpy_iterator()))
print(tf.data.Dataset.from_tensor_slices([[1, 2], [3, 4]]).reduce(tf.zeros([2], tf.int32), lambda s, x: s + x))
for k, (a, b) in tf.data.Dataset.from_tensor_slices(([1, 2], [3, 4])).enumerate():
    print(k, a, b)
print(tf.data.Dataset.range(2).cardinality().dtype)
print(len(tf.data.Dataset.range(5).batch(2, drop_remainder=True)))
try:
    len(tf.data.Dataset.range(5).repeat())
except TypeError as e:
    print("TypeError", e)
try:
    len(tf.data.Dataset.range(5).filter(lambda x: x > 1))
except TypeError as e:
    print("TypeError", e)
print(tf.data.Dataset.from_tensors(tf.constant([[1.5]])).element_spec)
print(tf.data.Dataset.from_tensor_slices(tf.zeros([3, 0])).element_spec)
print(tf.data.Dataset.range(0).batch(2).cardinality(), tf.data.Dataset.range(5).take(-1).skip(10).cardinality())
ds = tf.data.Dataset.from_tensor_slices(([1.0, 2.0], [3, 4])).map(lambda x, y: {"x": x, "y": y})
print(ds.element_spec)
print(list(tf.data.Dataset.range(3).map(lambda x: (x,)).as_numpy_iterator()))
print(tf.data.Dataset.range(3).map(lambda x: (x,)))
print(list(tf.data.Dataset.range(5).map(lambda x: tf.cast(x, tf.float32) / 2).batch(2).as_numpy_iterator()))
print(list(tf.data.Dataset.range(1, 10, 3).take(2)), tf.data.Dataset.range(-3).cardinality())
