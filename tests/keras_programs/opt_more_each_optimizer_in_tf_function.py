# The other optimizers inside a tf.function's training step: 6 steps each of a seeded model, the step traced once
import tensorflow as tf

tf.keras.utils.set_random_seed(2)
xs = tf.random.normal((6, 5, 3))
ys = tf.random.uniform((6, 5), maxval=3, dtype=tf.int32)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
for make in [lambda: tf.keras.optimizers.Nadam(0.01), lambda: tf.keras.optimizers.Adamax(0.02),
             lambda: tf.keras.optimizers.Adadelta(0.5, rho=0.9), lambda: tf.keras.optimizers.Ftrl(0.05),
             lambda: tf.keras.optimizers.Lion(0.003, beta_1=0.8)]:
    tf.keras.utils.set_random_seed(4)
    model = tf.keras.Sequential([tf.keras.layers.Dense(4, activation="relu"), tf.keras.layers.Dense(3)])
    opt = make()

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x))
        grads = tape.gradient(loss, model.trainable_weights)
        opt.apply_gradients(zip(grads, model.trainable_weights))
        return loss

    print(opt.name, [round(float(step(xs[i], ys[i])), 6) for i in range(6)])
    print(model.layers[0].kernel.numpy()[0], int(opt.iterations))
