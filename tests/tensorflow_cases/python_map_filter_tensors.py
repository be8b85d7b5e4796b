# map and filter over tensors with the program's functions and lambdas.
import tensorflow as tf

def square(t):
    return t * t

values = [tf.constant(1.0), tf.constant(-2.0), tf.constant(3.0)]
squares = list(map(square, values))
print(squares)
positive = list(filter(lambda t: float(t) > 0, values))
print(positive)
sums = list(map(lambda a, b: a + b, values, squares))
print([float(s) for s in sums])
print(list(map(float, values)))
print(list(filter(None, [0, 1, 2, 0])))
