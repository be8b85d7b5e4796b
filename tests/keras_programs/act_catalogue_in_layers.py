# The new activations by name in Dense and Activation layers, trained 5 steps with SGD
import keras
import tensorflow as tf

tf.keras.utils.set_random_seed(2)
xs = tf.random.normal((16, 3))
ys = tf.random.normal((16, 1))
for name in ["hard_sigmoid", "hard_silu", "mish", "celu", "hard_tanh", "log_sigmoid", "squareplus", "tanh_shrink",
             "sparse_plus", "soft_shrink"]:
    tf.keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(4, activation=name), keras.layers.Dense(1),
                              keras.layers.Activation(name)])
    opt = keras.optimizers.SGD(0.1)
    for step in range(5):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(xs) - ys))
        opt.apply_gradients(zip(tape.gradient(loss, model.trainable_weights), model.trainable_weights))
    print(name, float(loss), model.layers[0].kernel.numpy()[0])
