# tf.tensor_scatter_nd_update/_add/_sub with their gradients, and a variable's scatter_nd_update/_add/_sub.
import tensorflow as tf
t = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
u = tf.Variable([10.0, 20.0])
with tf.GradientTape(persistent=True) as tape:
    r = tf.tensor_scatter_nd_update(t, [[0, 1], [2, 0]], u)
    loss = tf.reduce_sum(r * tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
print(r)
print(tape.gradient(loss, [t, u]))
print(tf.tensor_scatter_nd_update(tf.zeros([4, 2]), [[1], [3]], [[1.0, 2.0], [3.0, 4.0]]))
with tf.GradientTape() as tape:
    a = tf.tensor_scatter_nd_add(t, [[0, 0], [0, 0], [1, 1]], tf.stack([u[0], u[1], u[0]]))
    s = tf.reduce_sum(a * a)
print(a, tape.gradient(s, [t, u]))
print(tf.tensor_scatter_nd_sub(tf.constant([1, 2, 3, 4]), [[3], [1]], [10, 20]))
print(tf.tensor_scatter_nd_update(tf.constant([-0.0, 1.0]), [[1]], [5.0]))
v = tf.Variable([1.0, 2.0, 3.0, 4.0])
v.scatter_nd_update([[0], [2]], [9.0, 8.0])
print(v.numpy())
v.scatter_nd_add([[1], [1]], [1.0, 1.0])
print(v.numpy())
v.scatter_nd_sub([[3]], [4.0])
print(v.numpy())
try:
    tf.tensor_scatter_nd_update(tf.zeros([3]), [[5]], [1.0])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError")
