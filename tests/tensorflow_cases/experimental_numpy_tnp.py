import tensorflow as tf
import tensorflow.experimental.numpy as tnp

print(tnp.asarray([1., 2.]).dtype, tnp.array(1.0).dtype, tnp.sin(1.0).dtype, tnp.sin(tf.constant(1.0)).dtype, tnp.array([1, 2]).dtype)
x = tf.constant([1.0, 2.0])
print(tnp.sin(x), type(tnp.sin(x)))
print(tnp.add(x, 1.0).dtype, tnp.add(x, tnp.asarray(1.0)).dtype, (x + 1.0).dtype)
print(tnp.sum(x), tnp.mean(x, axis=0, keepdims=True), tnp.log10(x), tnp.log2(x))
print(tnp.zeros([2]).dtype, tnp.ones(2), tnp.arange(3), tnp.linspace(0, 1, 3))
with tf.GradientTape() as t:
    t.watch(x)
    y = tnp.sum(tnp.log10(x) * tnp.exp(x))
print(t.gradient(y, x))
print(tf.experimental.numpy.square(x))
print(tnp.matmul(tf.ones([2, 2]), tf.ones([2, 2])).dtype, tnp.dot(x, x), tnp.maximum(x, 1.5), tnp.clip(x, 0, 1.5))
print(tnp.reshape(x, (2, 1)).shape, tnp.transpose(tf.ones([2, 3])).shape, tnp.concatenate([x, x]), tnp.stack([x, x], axis=1).shape)
print(tnp.where(x > 1, x, 0.0), tnp.abs(-x), tnp.absolute(-x), tnp.power(x, 2), tnp.sqrt(x), tnp.tanh(x))
print(tnp.max(x), tnp.amax(x), tnp.std(x), tnp.var(x), tnp.prod(x), tnp.cumsum(x), tnp.argmax(x), tnp.sort(tnp.asarray([3., 1.])))
print(tnp.float32, tnp.float64, tnp.pi, tnp.e, tnp.inf)
print(tnp.sin(1.0), tnp.sqrt([4.0, 9.0]), tnp.add(tf.constant([1.0]), tnp.asarray([2.0])), tnp.mean([1, 2]))
print(tnp.sum([1, 2]), tnp.sum([[1.0, 2.0]], axis=1, keepdims=True), tnp.argsort([3.0, 1.0]), tnp.cumsum([[1, 2], [3, 4]]))
v = tf.Variable([1.0, 3.0])
with tf.GradientTape() as tape:
    loss = tnp.sum(tnp.square(v - tnp.asarray([0.0, 1.0], dtype=tnp.float32)))
print(loss, tape.gradient(loss, v))
print(tnp.zeros([2], dtype=tnp.int32), tnp.eye(2), tnp.array(3.0, ndmin=2), tnp.asarray([1, 2], dtype=float))
print(tnp.log2(8.0), tnp.where([True, False], 1.0, 2.0), tnp.expand_dims(x, 0).shape, tnp.squeeze(tnp.ones([1, 2])))
print(tnp.dot([1.0, 2.0], [3.0, 4.0]), tnp.clip([1.0, 5.0], 0, 2), tnp.concatenate([tf.constant([1.0]), [2.0]]))
print(tnp.max([1, 5]), tnp.argmax([[1, 5], [7, 0]]), tnp.arange(0.0, 1.0, 0.25), tnp.square(3), tnp.abs(-3))
try:
    tnp.sin(1)
except AttributeError:
    print("AttributeError")
