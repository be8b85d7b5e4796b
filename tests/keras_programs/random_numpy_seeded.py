# numpy's own seeded generators beside TensorFlow: np.random.seed and np.random.default_rng
import numpy as np
import tensorflow as tf

np.random.seed(3)
print(np.random.rand(2, 3))
print(np.random.randn(4))
print(np.random.normal(1.0, 2.0, size=3))
print(np.random.uniform(-1, 1, size=(2, 2)))
print(np.random.randint(0, 100, size=6))
print(np.random.random(2), np.random.random())
items = [1, 2, 3, 4, 5, 6]
np.random.shuffle(items)
print(items)
print(np.random.permutation(8))
print(np.random.choice(10, 4), np.random.choice(["a", "b", "c"], size=2, replace=False))
x = tf.constant(np.random.rand(3))
print(x)

rng = np.random.default_rng(42)
print(rng.random(3))
print(rng.normal(size=2), rng.normal(5.0, 0.1))
print(rng.uniform(0, 5, size=3))
print(rng.integers(0, 10, size=5))
print(rng.standard_normal((2, 2)))
print(rng.permutation(6))
a = np.arange(5)
rng.shuffle(a)
print(a, rng.choice(a, 2))
np.random.seed(3)
print(np.random.rand(2))
