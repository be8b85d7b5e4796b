# keras.metrics.Mean: update_state, result, reset_state, sample_weight
import tensorflow as tf

m = tf.keras.metrics.Mean(name="avg_loss")
m.update_state([1.0, 3.0, 5.0, 7.0])
print(m.result())
m.update_state(10.0)
print(m.result().numpy())
m.update_state([2.0, 4.0], sample_weight=[1.0, 3.0])
print(float(m.result()))
print(m.name, [v.name for v in m.variables])
m.reset_state()
print(m.result().numpy())
m(tf.constant([0.5, 1.5]))
print(m.result().numpy())
s = tf.keras.metrics.Sum()
s.update_state([1.0, 2.0])
s.update_state(3.0)
print(s.result())
