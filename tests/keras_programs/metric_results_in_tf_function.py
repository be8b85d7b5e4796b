# The counting and score metrics inside tf.functions: updated in one (each call's labels and predictions), and
# their results read in another traced once, which must read the counts of each call, not those of its trace
import keras
import tensorflow as tf

metrics = [keras.metrics.AUC(num_thresholds=5), keras.metrics.Precision(), keras.metrics.TruePositives(),
           keras.metrics.F1Score(average="macro"), keras.metrics.R2Score(), keras.metrics.MeanIoU(2),
           keras.metrics.PrecisionAtRecall(0.5, num_thresholds=5), keras.metrics.Hinge()]


@tf.function
def results():
    return [m.result() for m in metrics]


@tf.function
def update_and_result(y, p):
    out = []
    for m in metrics:
        m.update_state(y, p)
        out.append(m.result())
    return out


for i in range(3):
    y = tf.constant([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]) if i != 1 else tf.constant([[0.0, 1.0], [1.0, 0.0], [0.0, 0.0]])
    p = tf.constant([[0.8, 0.3], [0.4, 0.6], [0.7, 0.2]]) * (i + 1) / 3.0
    for m in metrics:
        m.update_state(y, p)
    print([float(tf.reduce_mean(r)) for r in results()])
for m in metrics:
    m.reset_state()
for i in range(3):
    p = tf.constant([[0.9, 0.1], [0.2, 0.7], [0.6, 0.4]]) * (3 - i) / 3.0
    print([float(tf.reduce_mean(r)) for r in update_and_result(tf.constant([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0]]), p)])
