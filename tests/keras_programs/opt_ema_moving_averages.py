# use_ema: the moving averages of the weights (the first step copies them), overwriting the weights every
# ema_overwrite_frequency steps, and finalize_variable_values
import tensorflow as tf

for options in [{"use_ema": True}, {"use_ema": True, "ema_momentum": 0.5},
                {"use_ema": True, "ema_momentum": 0.9, "ema_overwrite_frequency": 3}]:
    for make in [tf.keras.optimizers.Adam, tf.keras.optimizers.SGD, tf.keras.optimizers.Nadam]:
        opt = make(learning_rate=0.1, **options)
        w = tf.Variable([1.0, -2.0])
        for step in range(5):
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(w ** 2)
            opt.apply_gradients([(tape.gradient(loss, w), w)])
            print(step, w.numpy(), opt.variables[2].numpy())
        print(opt.name, opt.use_ema, opt.ema_momentum, opt.ema_overwrite_frequency,
              [v.path for v in opt.variables])
        opt.finalize_variable_values([w])
        print(w.numpy())
