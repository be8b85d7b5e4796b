# min and max with key= on variables, and sorted of dict items by value.
import tensorflow as tf

variables = {"a": tf.Variable(3.0), "b": tf.Variable(-1.0), "c": tf.Variable(2.0)}
with tf.GradientTape() as tape:
    loss = sum(v * v for v in variables.values())
grads = dict(zip(variables, tape.gradient(loss, list(variables.values()))))
largest = max(grads, key=lambda name: abs(float(grads[name])))
print(largest, grads[largest])
print(min(variables.items(), key=lambda item: float(item[1]))[0])
print(sorted(grads.items(), key=lambda item: float(item[1])))
print(max([], default=None), min(4, 2, 8), max("abc"))
