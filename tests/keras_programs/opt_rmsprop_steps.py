# RMSprop plain, with momentum, and centered
import tensorflow as tf

for kwargs in [{}, {"momentum": 0.9}, {"centered": True}, {"rho": 0.5}]:
    w = tf.Variable([1.0, -0.5])
    opt = tf.keras.optimizers.RMSprop(learning_rate=0.01, **kwargs)
    history = []
    for step in range(4):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(w ** 2 * tf.constant([1.0, 10.0]))
        opt.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
        history.append(w.numpy())
    print(kwargs)
    print(tf.stack(history).numpy())
