# map, filter and reduce run the program's functions as TensorFlow runs them: traced once, then run on each
# element.
import tensorflow as tf

r = tf.data.Dataset.range(6)


def double(x):
    print("tracing double with", x)
    return x * 2


m = r.map(double)
print(m, m.cardinality())
print(list(m.as_numpy_iterator()))
print(list(m.as_numpy_iterator()))
print(r.map(double, num_parallel_calls=tf.data.AUTOTUNE))
print(r.map(lambda x: (x, tf.cast(x, tf.float32) / 2)))
print(list(r.map(lambda x: [x, -x]).as_numpy_iterator()))
print(r.map(lambda x: {"v": x, "sq": x * x}).element_spec)
f = r.filter(lambda x: x % 2 == 0)
print(f, f.cardinality())
print(list(f.as_numpy_iterator()))
pairs = tf.data.Dataset.from_tensor_slices(([1, 2, 3], [10.0, 20.0, 30.0]))
print(list(pairs.map(lambda a, b: tf.cast(a, tf.float32) + b).as_numpy_iterator()))
print(list(pairs.filter(lambda a, b: b > 15.0).as_numpy_iterator()))
print(r.reduce(tf.constant(0, tf.int64), lambda total, x: total + x))
print(pairs.reduce((0, 0.0), lambda state, element: (state[0] + element[0], state[1] + element[1])))
print(r.map(lambda x: tf.fill([2], x)).padded_batch(3))
print(r.map(lambda x: tf.fill([2], x)).batch(2).padded_batch(2, drop_remainder=True))
print(list(r.map(lambda x: tf.fill([x], x)).padded_batch(3).as_numpy_iterator()))
c = r.map(double).cache()
print(list(c.as_numpy_iterator()), list(c.as_numpy_iterator()))
print(r.map(lambda x: tf.reshape(x, [1, 1])).batch(2, drop_remainder=True))
