# exclude_from_weight_decay: AdamW, SGD and Lion decaying the kernels of a model but not the biases (by name), or
# not the variables listed
import keras
import tensorflow as tf

tf.keras.utils.set_random_seed(6)
xs = tf.random.normal((8, 3))
ys = tf.random.normal((8, 2))
for make in [lambda: keras.optimizers.AdamW(0.05, weight_decay=0.5), lambda: keras.optimizers.SGD(0.1, weight_decay=0.2),
             lambda: keras.optimizers.Lion(0.01, weight_decay=1.0)]:
    for exclusion in ["names", "list", None]:
        tf.keras.utils.set_random_seed(0)
        model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(4, activation="tanh"), keras.layers.Dense(2)])
        opt = make()
        if exclusion == "names":
            opt.exclude_from_weight_decay(var_names=["bias"])
        elif exclusion == "list":
            opt.exclude_from_weight_decay(var_list=[model.layers[0].kernel])
        for step in range(4):
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(tf.square(model(xs) - ys))
            opt.apply_gradients(zip(tape.gradient(loss, model.trainable_weights), model.trainable_weights))
        print(opt.name, exclusion, model.layers[0].kernel.numpy()[0], model.layers[0].bias.numpy())
w = tf.Variable([1.0, 2.0], name="weights")
v = tf.Variable([1.0, 2.0], name="other")
opt = keras.optimizers.SGD(0.1, weight_decay=0.5)
opt.exclude_from_weight_decay(var_names=["weight"])
opt.apply_gradients([(tf.constant([0.5, 0.5]), w), (tf.constant([0.5, 0.5]), v)])
print(w.numpy(), v.numpy())
