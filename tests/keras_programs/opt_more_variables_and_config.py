# What the other optimizers keep: their variables' paths (Nadam's product of momentum schedules is "variable"),
# their slots' values after two steps, their configs and their hyperparameters as attributes
import tensorflow as tf

w = tf.Variable([[1.0, -2.0], [0.5, 3.0]], name="w")
b = tf.Variable([0.25, -0.75], name="b")
for opt in [tf.keras.optimizers.Nadam(0.1, beta_1=0.8), tf.keras.optimizers.Adamax(0.1, epsilon=1e-3),
            tf.keras.optimizers.Adadelta(0.1, rho=0.5),
            tf.keras.optimizers.Ftrl(0.1, learning_rate_power=-0.25, initial_accumulator_value=0.5,
                                     l1_regularization_strength=0.01, l2_regularization_strength=0.02,
                                     l2_shrinkage_regularization_strength=0.03, beta=0.5),
            tf.keras.optimizers.Lion(0.1, beta_2=0.5)]:
    for step in range(2):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(w ** 3) + tf.reduce_sum(tf.exp(b))
        opt.apply_gradients(zip(tape.gradient(loss, [w, b]), [w, b]))
    print(type(opt).__name__, [v.path for v in opt.variables])
    print([v.numpy().tolist() for v in opt.variables[2:]])
    print(opt.get_config())
    print(w.numpy().tolist(), b.numpy().tolist())
print(tf.keras.optimizers.Ftrl().l1_regularization_strength, tf.keras.optimizers.Nadam().beta_2,
      tf.keras.optimizers.Adadelta().rho, tf.keras.optimizers.Lion().beta_2)
for name in ["nadam", "adamax", "adadelta", "ftrl", "lion"]:
    print(type(tf.keras.optimizers.get(name)).__name__)
