import tensorflow as tf

values = tf.constant([3.0, 1.0, 2.0])
print(max(values), min(values))
print(sum(values))
print(sum(values.numpy()), max(values.numpy()))
print(abs(values - 2.0))
print(len(values), len(values.shape))
print(round(float(values[0]) / 7, 3))
print(round(values.numpy()[0] / 7, 3))
print(int(values[1]), float(values[2]))
losses = [tf.constant(0.5), tf.constant(0.25), tf.constant(0.125)]
print(sum(losses) / len(losses))
print(min(losses), max(losses))
print(list(range(len(losses))))
totals = [float(l) for l in losses]
print(totals, sum(totals))
print(abs(-3), abs(tf.constant(-3)))
