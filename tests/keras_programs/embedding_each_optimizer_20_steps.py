# An Embedding -> Dense model trained 20 steps by each optimizer: the embeddings' gradient is IndexedSlices
# with repeated rows, which each optimizer updates as Keras does
import tensorflow as tf

tokens = tf.constant([[1, 3, 3, 0, 7], [2, 2, 2, 4, 7], [3, 1, 0, 0, 5], [6, 6, 1, 2, 3]])
targets = tf.reshape(tf.range(20.0) % 3.0 - 1.0, [4, 5, 1])
makers = {
    "SGD": lambda: tf.keras.optimizers.SGD(0.1),
    "SGD momentum": lambda: tf.keras.optimizers.SGD(0.05, momentum=0.9, nesterov=True),
    "Adam": lambda: tf.keras.optimizers.Adam(0.01),
    "Adam amsgrad": lambda: tf.keras.optimizers.Adam(0.01, amsgrad=True),
    "AdamW": lambda: tf.keras.optimizers.AdamW(0.01),
    "RMSprop": lambda: tf.keras.optimizers.RMSprop(0.01),
    "RMSprop centered momentum": lambda: tf.keras.optimizers.RMSprop(0.01, momentum=0.5, centered=True),
    "Adagrad": lambda: tf.keras.optimizers.Adagrad(0.1),
}
for name, make in makers.items():
    tf.keras.utils.set_random_seed(3)
    model = tf.keras.Sequential([tf.keras.layers.Embedding(8, 4), tf.keras.layers.Dense(1)])
    loss_fn = tf.keras.losses.MeanSquaredError()
    opt = make()
    losses = []
    for step in range(20):
        with tf.GradientTape() as tape:
            loss = loss_fn(targets, model(tokens))
        grads = tape.gradient(loss, model.trainable_weights)
        opt.apply_gradients(zip(grads, model.trainable_weights))
        losses.append(float(loss))
    print(name, losses[0], losses[9], losses[19])
    print(model.layers[0].embeddings.numpy()[1:4])
