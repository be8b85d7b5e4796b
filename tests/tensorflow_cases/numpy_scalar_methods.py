# numpy's scalars (a 0-d tensor's .numpy()) have its arrays' methods; np.ravel, np.squeeze, np.expand_dims
import numpy as np
import tensorflow as tf

loss = tf.reduce_sum(tf.constant([0.25, 0.5]))
value = loss.numpy()
print(type(value).__name__, value.ravel(), value.reshape(1, 1), value.astype(np.float64), value.size)
print(value.round(1), value.flatten().tolist(), value.copy() + 1)
grads = [tf.constant(1.5), tf.constant([[1.0], [2.0]])]
print([g.numpy().ravel().tolist() for g in grads])
print(np.ravel(grads[1]), np.squeeze(grads[1].numpy()), np.expand_dims(np.array([1, 2]), 0).shape)
