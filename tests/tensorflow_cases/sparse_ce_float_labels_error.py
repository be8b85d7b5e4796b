import tensorflow as tf

labels = tf.constant([1.0, 0.0])
logits = tf.constant([[1.0, 2.0], [2.0, 1.0]])
print(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
