# SGD with Nesterov momentum and Adam(amsgrad=True), AdamW with amsgrad, training a small classifier for 10 steps
import tensorflow as tf

tf.keras.utils.set_random_seed(7)
xs = tf.random.normal((10, 8, 3))
ys = tf.random.uniform((10, 8), maxval=2, dtype=tf.int32)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
for make in [lambda: tf.keras.optimizers.SGD(0.1, momentum=0.9, nesterov=True),
             lambda: tf.keras.optimizers.Adam(0.02, amsgrad=True),
             lambda: tf.keras.optimizers.AdamW(0.02, weight_decay=0.01, amsgrad=True)]:
    tf.keras.utils.set_random_seed(3)
    model = tf.keras.Sequential([tf.keras.layers.Dense(6, activation="tanh"), tf.keras.layers.Dense(2)])
    opt = make()
    for i in range(10):
        with tf.GradientTape() as tape:
            loss = loss_fn(ys[i], model(xs[i]))
        opt.apply_gradients(zip(tape.gradient(loss, model.trainable_weights), model.trainable_weights))
    config = opt.get_config()
    print(opt.name, float(loss), model.layers[1].bias.numpy(), config.get("amsgrad"), config.get("nesterov"))
