# iter(dataset): elements by next() and get_next(), its element_spec, and get_next past the end.
import tensorflow as tf

it = iter(tf.data.Dataset.range(2))
print(it.element_spec)
print(it.get_next(), next(it))
for x in it:
    print(x)
try:
    it.get_next()
except tf.errors.OutOfRangeError as e:
    print("out of range:", e)
try:
    next(it)
except StopIteration:
    print("stop")
pairs = iter(tf.data.Dataset.from_tensor_slices(([1, 2, 3], [4.0, 5.0, 6.0])))
print(pairs.element_spec)
next(pairs)
print([(int(a), float(b)) for a, b in pairs])
pairs.get_next()
