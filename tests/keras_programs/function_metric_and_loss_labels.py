# a loss object and a metric inside a tf.function see each call's labels, not those of the call that traced it
import tensorflow as tf

loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
accuracy = tf.keras.metrics.SparseCategoricalAccuracy()
mean = tf.keras.metrics.Mean()


@tf.function
def measure(y, logits):
    loss = loss_fn(y, logits)
    accuracy.update_state(y, logits)
    mean.update_state(loss)
    return loss


logits = tf.constant([[2.0, 0.5, -1.0], [0.1, 0.2, 3.0], [1.0, 1.5, 0.0]])
for labels in ([0, 2, 1], [1, 0, 0], [2, 2, 1]):
    print(float(measure(tf.constant(labels), logits)), float(accuracy.result()), float(mean.result()))
