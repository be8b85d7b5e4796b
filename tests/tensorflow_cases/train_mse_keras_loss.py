import tensorflow as tf

y_true = tf.constant([[1.0], [2.0], [3.0]])
x = tf.constant([[1.0], [2.0], [3.0]])
w = tf.Variable([[0.5]])
for step in range(3):
    with tf.GradientTape() as tape:
        y_pred = tf.matmul(x, w)
        loss = tf.reduce_mean(tf.keras.losses.mean_squared_error(y_true, y_pred))
    grad = tape.gradient(loss, w)
    w.assign_sub(0.1 * grad)
    print(step, loss.numpy(), grad.numpy())
