# A shuffle draws its seeds when an iterator is made, as TensorFlow makes iterators: one made and not used still
# takes its seeds; one under a batch, a map, a zip or a repeat is made with theirs; one concatenated second is made
# when the first dataset ends. Keras's evaluate and predict make one more iterator after their pass.
import tensorflow as tf

shuffled = tf.data.Dataset.range(6).shuffle(6, seed=11)
print([int(x) for x in shuffled])
unused = iter(shuffled)
print([int(x) for x in shuffled])
batched = shuffled.batch(4)
unused = iter(batched)
print([b.numpy().tolist() for b in batched])
mapped = shuffled.map(lambda x: x * 10)
first, second = iter(mapped), iter(mapped)
print(int(next(second)), int(next(first)))
zipped = tf.data.Dataset.zip(shuffled, tf.data.Dataset.range(3))
unused = iter(zipped)
print([(int(a), int(b)) for a, b in zipped])
joined = tf.data.Dataset.range(2).concatenate(shuffled)
unused = iter(joined)
print([int(x) for x in joined])
print([int(x) for x in shuffled.repeat(2)])
print([int(x) for x in shuffled.repeat().take(8)])
unused = iter(shuffled.take(0))
unused = iter(shuffled.skip(-1))
print([int(x) for x in shuffled])

x = tf.reshape(tf.range(12, dtype=tf.float32), [6, 2]) / 10.0
y = tf.reduce_sum(x * [1.0, -1.0], axis=1, keepdims=True)
data = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(6, seed=2).batch(4)
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.05), loss="mse")
print(round(model.evaluate(data, verbose=0), 5))
print(model.predict(data.map(lambda a, b: a), verbose=0)[:, 0].tolist())
print([b[0].numpy()[:, 0].tolist() for b in data])
history = model.fit(data, epochs=2, verbose=0, validation_data=data)
print([round(v, 5) for v in history.history["loss"]], [round(v, 5) for v in history.history["val_loss"]])
print([b[0].numpy()[:, 0].tolist() for b in data])
