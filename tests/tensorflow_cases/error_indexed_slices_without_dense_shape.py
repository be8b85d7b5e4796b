# IndexedSlices made without a dense shape cannot be made dense
import tensorflow as tf

rows = tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([0]))
print(rows.values, rows.dense_shape)
print(tf.convert_to_tensor(rows))
