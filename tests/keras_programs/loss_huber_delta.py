# Huber loss: quadratic below delta, linear above
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0], [0.0, 0.0]])
y_pred = tf.constant([[0.6, 0.4], [0.4, 3.6]])
print(tf.keras.losses.Huber()(y_true, y_pred))
print(tf.keras.losses.Huber(delta=0.5)(y_true, y_pred))
print(tf.keras.losses.Huber(delta=2.0, reduction="none")(y_true, y_pred))
print(tf.keras.losses.Huber(reduction="sum")(y_true, y_pred))
print(tf.keras.losses.huber(y_true, y_pred, delta=1.0))
x = tf.Variable([0.5, 3.0])
with tf.GradientTape() as tape:
    loss = tf.keras.losses.Huber(reduction="sum")(tf.zeros(2), x)
print(tape.gradient(loss, x))
