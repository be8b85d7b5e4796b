# Sparse gradients of bfloat16 and float16 variables: each occurrence of a repeated row is scattered and rounded
import tensorflow as tf

makers = {
    "SGD": lambda: tf.keras.optimizers.SGD(0.1),
    "SGD momentum": lambda: tf.keras.optimizers.SGD(0.1, momentum=0.9),
    "Adam": lambda: tf.keras.optimizers.Adam(0.1),
    "RMSprop": lambda: tf.keras.optimizers.RMSprop(0.01),
}
for dtype in [tf.bfloat16, tf.float16, tf.float64]:
    for name, make in makers.items():
        v = tf.Variable(tf.constant([[0.5, -0.25], [0.125, 0.75], [1.0, 0.5]], dtype))
        opt = make()
        for step in range(3):
            with tf.GradientTape() as tape:
                weights = tf.constant([[1.0, -2.0], [0.5, 3.0], [0.3, 0.7], [0.01, -0.02]], dtype)
                loss = tf.reduce_sum(tf.gather(v, [1, 1, 2, 1]) * weights * 1.37)
            opt.apply_gradients([(tape.gradient(loss, v), v)])
        print(dtype.name, name, v.numpy().tolist())
