# Python's sorted, map and a set comprehension in a tf.function's trace, over Python values and shapes.
import tensorflow as tf

layers = {"b": tf.Variable([1.0, 2.0]), "a": tf.Variable([3.0]), "c": tf.Variable([0.5, 0.5, 0.5])}

@tf.function
def total_norm():
    names = sorted(layers, key=lambda name: -len(name + "x"))
    squares = list(map(lambda name: tf.reduce_sum(layers[name] ** 2), sorted(names)))
    sizes = {int(v.shape[0]) for v in layers.values()}
    print("traced with sizes", sorted(sizes))
    return tf.add_n(squares)

with tf.GradientTape() as tape:
    norm = total_norm()
print(norm)
print(tape.gradient(norm, [layers[k] for k in sorted(layers)]))
print(total_norm())
