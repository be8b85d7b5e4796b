# collections.namedtuple to carry a training step's results.
import collections
import tensorflow as tf

Step = collections.namedtuple("Step", ["loss", "grad"])
Point = collections.namedtuple("Point", "x y", defaults=[0.0])

def step(w):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2)
    return Step(loss, tape.gradient(loss, w))

w = tf.Variable([1.0, -2.0])
result = step(w)
print(result.loss)
print(result.grad)
loss, grad = result
print(float(loss), grad.numpy())
p = Point(1.0)
print(p, p._replace(y=5.0), p._asdict(), p._fields)
print(p == (1.0, 0.0), len(p), p[0], isinstance(p, Point), type(p))
