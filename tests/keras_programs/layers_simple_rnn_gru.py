# SimpleRNN and GRU (reset_after True and False), seeded default initializers, go_backwards, an initial state
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(3)
x = tf.constant(np.random.default_rng(1).uniform(-1.0, 1.0, size=(2, 5, 3)).astype(np.float32))
for layer in [tf.keras.layers.SimpleRNN(4), tf.keras.layers.SimpleRNN(2, return_sequences=True, go_backwards=True),
              tf.keras.layers.GRU(3), tf.keras.layers.GRU(2, reset_after=False, return_sequences=True),
              tf.keras.layers.GRU(2, activation="relu", go_backwards=True)]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(tf.sin(y))
    print(layer.name, y.shape, [(w.path, w.shape) for w in layer.weights])
    print(y.numpy())
    gradients = tape.gradient(loss, [x] + layer.trainable_weights)
    print(gradients[0].numpy()[0])
    print([g.numpy().ravel()[:4] for g in gradients[1:]])
state = tf.constant([[0.5, -0.5], [1.0, 0.0]])
print(tf.keras.layers.GRU(2, kernel_initializer="ones", recurrent_initializer="ones")(x, initial_state=state).numpy())
print(tf.keras.layers.SimpleRNN(2, kernel_initializer="ones", recurrent_initializer="zeros")(x, initial_state=[state]).numpy())
