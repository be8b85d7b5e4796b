# weight_decay on every optimizer: the weights are decayed by lr * weight_decay before each step
import tensorflow as tf

makers = [tf.keras.optimizers.SGD, tf.keras.optimizers.Adam, tf.keras.optimizers.RMSprop,
          tf.keras.optimizers.Adagrad, tf.keras.optimizers.Nadam, tf.keras.optimizers.Adamax,
          tf.keras.optimizers.Adadelta, tf.keras.optimizers.Ftrl, tf.keras.optimizers.Lion]
for make in makers:
    opt = make(learning_rate=0.1, weight_decay=0.05)
    w = tf.Variable([1.5, -2.5, 0.25])
    for step in range(4):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.square(w - 1.0) * tf.constant([1.0, 2.0, 3.0]))
        opt.apply_gradients([(tape.gradient(loss, w), w)])
    print(opt.name, opt.weight_decay, w.numpy())
