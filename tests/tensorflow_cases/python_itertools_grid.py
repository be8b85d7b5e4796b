# itertools over hyperparameters and layers.
import itertools
import tensorflow as tf

for rate, decay in itertools.product([0.1, 0.01], [0.0, 0.5]):
    w = tf.Variable(1.0)
    with tf.GradientTape() as tape:
        loss = w * w + decay * w
    g = tape.gradient(loss, w)
    print(rate, decay, float(w - rate * g))
print(list(itertools.combinations(range(4), 2)))
print(list(itertools.permutations("abc", 2))[:4])
print(list(itertools.chain([1, 2], (3,), range(4, 6))))
print(list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.islice(itertools.count(10, 5), 4)))
print(list(itertools.accumulate([1, 2, 3, 4])))
print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)))
for i, j in zip(itertools.count(), "xy"):
    print(i, j)
print(list(itertools.zip_longest([1, 2], [3], fillvalue=0)), list(itertools.repeat(7, 3)))
