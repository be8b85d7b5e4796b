# numpy's own streams: np.random.RandomState (Mersenne Twister) and default_rng (PCG64), as real code seeds its data.
import numpy as np
import tensorflow as tf

rng = np.random.RandomState(42)
x = rng.rand(3, 2).astype(np.float32)
noise = rng.randn(3)
labels = rng.randint(0, 5, size=4)
print(x)
print(noise, labels)
print(rng.normal(0.0, 2.0, size=(2,)), rng.uniform(-1, 1, 3), rng.choice(5, 2), rng.permutation(4))
items = list(range(6))
rng.shuffle(items)
print(items)
rng.seed(7)
print(rng.random_sample(2), rng.standard_normal(2))
w = tf.Variable(x)
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(w ** 2)
print(tape.gradient(loss, w))
g = np.random.default_rng(3)
print(g.random(3), g.integers(0, 10, 3), g.normal(size=2))
print(np.random.RandomState(0).rand(2).tobytes() == np.random.RandomState(0).rand(2).tobytes())
print(np.arange(3, dtype=np.int32).tobytes())
