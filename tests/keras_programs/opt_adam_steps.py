# Adam on a quadratic: the first step moves every coordinate by about lr
import tensorflow as tf

w = tf.Variable([1.0, -3.0, 0.001])
opt = tf.keras.optimizers.Adam(learning_rate=0.1)
for step in range(5):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2)
    grads = tape.gradient(loss, [w])
    opt.apply_gradients(zip(grads, [w]))
    print(step, w.numpy())
print(opt.iterations.numpy())
print(opt.beta_1, opt.beta_2, opt.epsilon, opt.amsgrad)
print([v.path for v in opt.variables])
