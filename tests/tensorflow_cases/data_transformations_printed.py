# tf.data's transformations: each printed under TensorFlow's class name, with its cardinality and elements.
import tensorflow as tf

r = tf.data.Dataset.range(7)
for d in [r.batch(3), r.batch(3, drop_remainder=True), r.batch(2).unbatch(), r.repeat(2), r.repeat(),
          r.take(3), r.take(-1), r.skip(5), r.skip(-1), r.prefetch(1), r.prefetch(tf.data.AUTOTUNE), r.cache(),
          r.enumerate(), r.enumerate(10), r.concatenate(tf.data.Dataset.range(2)),
          r.concatenate(r.batch(2)), r.padded_batch(4), r.repeat().take(9), r.repeat().skip(2),
          tf.data.Dataset.range(0).repeat(), r.filter(lambda x: x > 2).repeat(2)]:
    print(d)
    print(d.cardinality())
    print(list(d.take(20).as_numpy_iterator()))
print(list(r.batch(3)))
print(len(r.batch(3)), len(r.repeat(3)))
print(list(r.repeat(2).skip(3).take(6).as_numpy_iterator()))
print(list(tf.data.Dataset.range(6).batch(4).unbatch().batch(5).as_numpy_iterator()))
pairs = tf.data.Dataset.from_tensor_slices(([1, 2, 3], [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
print(pairs.batch(2))
for x, y in pairs.batch(2):
    print(x, y)
print(list(pairs.batch(2).unbatch().as_numpy_iterator()))
print(list(pairs.enumerate().as_numpy_iterator()))
