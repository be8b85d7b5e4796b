import tensorflow as tf
import keras

x = tf.constant([1.0, 2.0])
w = tf.Variable(3.0)
with tf.GradientTape(persistent=True, watch_accessed_variables=False) as tape:
    y = x * w
    tape.watch(x)
    z = x * x * w
print(tape.gradient(z, [x, w]))
print(tape.jacobian(z, x, experimental_use_pfor=False, parallel_iterations=1))
print(tape.batch_jacobian(tf.reshape(z, [2, 1]), tf.reshape(x, [2, 1]), experimental_use_pfor=False))
with tf.GradientTape() as once:
    once.watch(x)
    q = x * x
try:
    once.jacobian(q, x, experimental_use_pfor=False)
except RuntimeError as e:
    print(e)

print(tf.add(x, x, name="sum"), tf.nn.relu(features=-x), tf.identity(input=x, name="same"))
print(tf.add(x, x, "sum"), tf.math.atan2(y=x, x=-x), tf.linspace(0.0, 1.0, 3, "grid", 0), tf.zeros([2], tf.int32, "z"))
print(tf.constant(2.0, shape=[2, 2]), tf.constant([1, 2, 3, 4], shape=(2, 2)))
try:
    tf.constant([1.0, 2.0], shape=[2, 2])
except TypeError as e:
    print("TypeError")
print(tf.eye(2, batch_shape=[2]), tf.linalg.eye(2, 3, batch_shape=[1]).shape)
print(tf.transpose([[1.0, 2.0]], conjugate=True), tf.linalg.diag_part([[1.0, 2.0], [3.0, 4.0]], k=1, padding_value=9, align="LEFT_LEFT"))
print(tf.linspace([0.0, 10.0], [1.0, 20.0], 3, axis=1), tf.linspace(0.0, 1.0, 3, axis=-1))
print(tf.gather_nd([1.0, 2.0], [[0], [5], [1]], bad_indices_policy="IGNORE"))
print(tf.math.l2_normalize([3.0, 4.0], dim=0), tf.zeros([2], layout=None), tf.ones_like(x, layout=None))
print(tf.matmul([[1.0, 2.0]], [[3.0], [4.0]], a_is_sparse=True, grad_a=True, output_type=tf.float32))
print(tf.linalg.matvec([[1.0, 2.0]], [3.0, 4.0], b_is_sparse=True))
labels = tf.constant([0, 1, 2])
probabilities = tf.constant([[0.7, 0.2, 0.1], [0.2, 0.6, 0.2], [0.1, 0.1, 0.8]])
print(keras.losses.sparse_categorical_crossentropy(labels, probabilities, ignore_class=1))
print(tf.as_dtype(type_value="float64"), tf.cast(x, dtype=tf.int32, name="c"))
