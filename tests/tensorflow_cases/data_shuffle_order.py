# Dataset.shuffle in TensorFlow's order: for several seeds and buffer sizes, reshuffled at each iteration or not,
# repeated after or before, and seeded by the global seed (which random ops after it go on drawing from).
import tensorflow as tf

for seed in [1, 7, 42, 12345]:
    for buffer_size in [1, 2, 3, 5, 10, 100]:
        ds = tf.data.Dataset.range(10).shuffle(buffer_size, seed=seed)
        print(seed, buffer_size, [int(x) for x in ds], [int(x) for x in ds])
for seed in [1, 42]:
    ds = tf.data.Dataset.range(10).shuffle(4, seed=seed, reshuffle_each_iteration=False)
    print("fixed", seed, [int(x) for x in ds], [int(x) for x in ds])
ds = tf.data.Dataset.range(7).shuffle(3, seed=5)
print(ds, ds.cardinality())
print("repeat after", [int(x) for x in ds.repeat(2)])
print("repeat before", [int(x) for x in tf.data.Dataset.range(7).repeat(2).shuffle(3, seed=5)])
pairs = tf.data.Dataset.from_tensor_slices(([1, 2, 3, 4, 5], [1.5, 2.5, 3.5, 4.5, 5.5]))
for x, y in pairs.shuffle(5, seed=3).batch(2):
    print(x, y)
tf.random.set_seed(3)
print("global", [int(x) for x in tf.data.Dataset.range(10).shuffle(4)])
print("global again", [int(x) for x in tf.data.Dataset.range(10).shuffle(4)])
print("global and op seed", [int(x) for x in tf.data.Dataset.range(10).shuffle(4, seed=9)])
print(tf.random.uniform([2]))
