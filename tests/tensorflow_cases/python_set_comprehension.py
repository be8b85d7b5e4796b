# Sets and set comprehensions of shapes and integers.
import tensorflow as tf

tensors = [tf.zeros([2, 3]), tf.ones([3]), tf.zeros([2, 3]), tf.ones([4, 1])]
ranks = {len(t.shape) for t in tensors}
print(ranks)
sizes = {int(tf.size(t)) for t in tensors}
print(sorted(sizes))
seen = set()
for t in tensors:
    seen.add(tuple(t.shape.as_list()))
print(len(seen), (2, 3) in seen)
print({1, 2} | {3}, {1, 2, 3} - {2}, {1, 2} & {2, 3})
print(set(), set([4, 4, 5]))
evens = {i for i in range(10) if i % 2 == 0}
print(evens, 4 in evens)
