# optimizers on float16 and bfloat16 variables step in the variable's dtype, as Keras casts everything to it
import tensorflow as tf

for dtype in (tf.float16, tf.bfloat16):
    for make in (lambda: tf.keras.optimizers.SGD(0.1, momentum=0.9, nesterov=True),
                 lambda: tf.keras.optimizers.Adam(0.05), lambda: tf.keras.optimizers.RMSprop(0.01)):
        w = tf.Variable([1.5, -0.25, 3.0], dtype=dtype)
        opt = make()
        for _ in range(3):
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(w * w * tf.constant([1.0, 2.0, 0.5], dtype))
            opt.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
        print(dtype.name, opt.name, w.numpy(), opt.variables[-1].dtype)
