# SGD with Nesterov momentum, eagerly and inside a tf.function: the same seeded model, data and 20 steps,
# so that what a traced step reads (the weights, the optimizer's slots and iteration count) is read when it runs
import tensorflow as tf

loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
tf.keras.utils.set_random_seed(1)
xs = tf.random.uniform((20, 5, 6))
ys = tf.random.uniform((20, 5), maxval=3, dtype=tf.int32)


def train(compiled):
    tf.keras.utils.set_random_seed(0)
    model = tf.keras.Sequential([tf.keras.layers.Dense(4, activation="relu"), tf.keras.layers.Dense(3)])
    opt = tf.keras.optimizers.SGD(learning_rate=0.1, momentum=0.9, nesterov=True)

    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x))
        g = tape.gradient(loss, model.trainable_weights)
        opt.apply_gradients(zip(g, model.trainable_weights))
        return loss

    if compiled:
        step = tf.function(step)
    for i in range(20):
        print(i, float(step(xs[i], ys[i])))
    print(int(opt.iterations.numpy()), model.layers[-1].bias.numpy())


train(False)
train(True)
