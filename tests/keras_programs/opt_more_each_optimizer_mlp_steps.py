# Nadam, Adamax, Adadelta, Ftrl and Lion training the same seeded two-layer model for 8 steps each, eagerly;
# the losses, the iteration count and the last layer's bias printed
import tensorflow as tf

tf.keras.utils.set_random_seed(5)
xs = tf.random.normal((8, 6, 4))
ys = tf.random.normal((8, 6, 2))
makers = {
    "Nadam": lambda: tf.keras.optimizers.Nadam(0.02),
    "Adamax": lambda: tf.keras.optimizers.Adamax(0.05),
    "Adadelta": lambda: tf.keras.optimizers.Adadelta(1.0),
    "Ftrl": lambda: tf.keras.optimizers.Ftrl(0.1),
    "Lion": lambda: tf.keras.optimizers.Lion(0.01),
}
for name, make in makers.items():
    tf.keras.utils.set_random_seed(1)
    model = tf.keras.Sequential([tf.keras.layers.Dense(5, activation="relu"), tf.keras.layers.Dense(2)])
    loss_fn = tf.keras.losses.MeanSquaredError()
    opt = make()
    losses = []
    for i in range(8):
        with tf.GradientTape() as tape:
            loss = loss_fn(ys[i], model(xs[i]))
        grads = tape.gradient(loss, model.trainable_weights)
        opt.apply_gradients(zip(grads, model.trainable_weights))
        losses.append(float(loss))
    print(name, int(opt.iterations.numpy()), losses)
    print(model.layers[-1].bias.numpy(), model.layers[0].kernel.numpy()[0])
