# clipnorm, clipvalue and global_clipnorm with the other optimizers, on two variables with large gradients
import tensorflow as tf

for make in [tf.keras.optimizers.Nadam, tf.keras.optimizers.Adamax, tf.keras.optimizers.Adadelta,
             tf.keras.optimizers.Ftrl, tf.keras.optimizers.Lion, tf.keras.optimizers.SGD]:
    for clip in [{"clipnorm": 0.5}, {"clipvalue": 0.3}, {"global_clipnorm": 1.0}]:
        opt = make(learning_rate=0.05, **clip)
        a = tf.Variable([3.0, -4.0])
        b = tf.Variable([[10.0], [-0.5]])
        for step in range(3):
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(a ** 3) + tf.reduce_sum(b ** 2) * 5.0
            opt.apply_gradients(zip(tape.gradient(loss, [a, b]), [a, b]))
        print(opt.name, clip, a.numpy(), b.numpy()[:, 0])
