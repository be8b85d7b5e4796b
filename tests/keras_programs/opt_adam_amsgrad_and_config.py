# Adam with amsgrad and custom betas; get_config shows the hyperparameters
import tensorflow as tf

w1 = tf.Variable([2.0, -1.0])
w2 = tf.Variable([2.0, -1.0])
a = tf.keras.optimizers.Adam(learning_rate=0.3, beta_1=0.8, beta_2=0.5, amsgrad=True)
b = tf.keras.optimizers.Adam(learning_rate=0.3, beta_1=0.8, beta_2=0.5)
for step in range(6):
    for opt, w in ((a, w1), (b, w2)):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(w ** 4)
        opt.apply_gradients([(tape.gradient(loss, w), w)])
    print(step, w1.numpy(), w2.numpy())
cfg = a.get_config()
print({k: cfg[k] for k in ["name", "learning_rate", "beta_1", "beta_2", "epsilon", "amsgrad"]})
