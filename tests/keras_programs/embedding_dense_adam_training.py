# An Embedding -> Dense -> Dense model trained with Adam: the embeddings' gradient is IndexedSlices, and Adam
# updates the rows a batch repeats occurrence by occurrence, in a loop of our own and in fit
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
tokens = tf.constant([[1, 3, 3, 0], [2, 2, 2, 4], [3, 1, 0, 0]])
targets = tf.constant([[[0.5], [1.0], [-1.0], [0.0]], [[1.0], [0.5], [0.25], [-0.5]], [[0.0], [1.0], [2.0], [1.5]]])
model = tf.keras.Sequential([tf.keras.layers.Embedding(6, 4), tf.keras.layers.Dense(8, activation="relu"),
                             tf.keras.layers.Dense(1)])
loss_fn = tf.keras.losses.MeanSquaredError()
opt = tf.keras.optimizers.Adam(0.01)
for step in range(6):
    with tf.GradientTape() as tape:
        loss = loss_fn(targets, model(tokens))
    grads = tape.gradient(loss, model.trainable_weights)
    opt.apply_gradients(zip(grads, model.trainable_weights))
    print(step, float(loss), [type(g).__name__ for g in grads])
print(model.layers[0].embeddings.numpy())

tf.keras.utils.set_random_seed(1)
model = tf.keras.Sequential([tf.keras.layers.Embedding(6, 4), tf.keras.layers.Dense(8, activation="relu"),
                             tf.keras.layers.Dense(1)])
model.compile(optimizer=tf.keras.optimizers.RMSprop(0.01), loss="mse")
history = model.fit(tokens, targets, epochs=4, batch_size=2, shuffle=False, verbose=0)
print(history.history)
print(model.layers[0].embeddings.numpy())
