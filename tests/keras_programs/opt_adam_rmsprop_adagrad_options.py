# Adam, RMSprop and Adagrad with their options, several variables, clipping by global norm; the slots printed
import tensorflow as tf

def step(opt, ws):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(ws[0] ** 2) + tf.reduce_sum(tf.sin(ws[1]) * 3.0)
    grads = tape.gradient(loss, ws)
    opt.apply_gradients(zip(grads, ws))
    return loss

for make in [lambda: tf.keras.optimizers.Adam(0.05, beta_1=0.5, epsilon=1e-3),
             lambda: tf.keras.optimizers.Adam(0.05, amsgrad=True, global_clipnorm=1.0),
             lambda: tf.keras.optimizers.AdamW(0.05, weight_decay=0.1, amsgrad=True),
             lambda: tf.keras.optimizers.RMSprop(0.02, rho=0.8, momentum=0.5, centered=True),
             lambda: tf.keras.optimizers.RMSprop(0.02, epsilon=0.1, clipnorm=0.5),
             lambda: tf.keras.optimizers.Adagrad(0.3, initial_accumulator_value=0.5, epsilon=0.01)]:
    opt = make()
    ws = [tf.Variable([1.0, -2.0, 0.5], name="a"), tf.Variable([[0.3], [1.2]], name="b")]
    losses = [float(step(opt, ws)) for _ in range(4)]
    print(opt.name, [round(l, 5) for l in losses])
    print(ws[0].numpy(), ws[1].numpy().ravel())
    print(opt.iterations.numpy(), [v.name for v in opt.variables])
print(opt.variables[2])
print(tf.keras.optimizers.Adam().get_config()["beta_2"], tf.keras.optimizers.RMSprop().get_config()["name"])
