# A shuffled dataset handed to fit: Keras iterates it anew each epoch, and each iteration has its own order.
import tensorflow as tf

tf.random.set_seed(1)
x = tf.reshape(tf.range(16, dtype=tf.float32), [8, 2]) / 10.0
y = tf.reduce_sum(x * [1.0, -2.0], axis=1, keepdims=True)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8, seed=4).batch(3)
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.1), loss="mse")
history = model.fit(ds, epochs=3, verbose=0)
print([round(v, 5) for v in history.history["loss"]])
print(model.layers[0].kernel.numpy())
print([[int(v) for v in batch[0][:, 0] * 10] for batch in ds])
