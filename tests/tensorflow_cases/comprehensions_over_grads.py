import tensorflow as tf

layers = [tf.Variable(tf.fill((2,), float(i + 1)), name=f"layer{i}") for i in range(3)]
x = tf.constant([1.0, -1.0])
with tf.GradientTape() as tape:
    h = x
    for v in layers:
        h = tf.tanh(h * v)
    loss = tf.reduce_sum(h ** 2)
grads = tape.gradient(loss, layers)
print([g.shape for g in grads])
print([round(float(tf.sqrt(tf.reduce_sum(g ** 2))), 5) for g in grads])
norms = {v.name: float(tf.reduce_sum(tf.abs(g))) for v, g in zip(layers, grads)}
for name, value in norms.items():
    print(f"{name:>10s} {value:.6f}")
print(sum(float(tf.reduce_sum(g)) for g in grads))
squares = [g ** 2 for g in grads if g is not None]
print(len(squares), squares[0])
values = [value for name, value in norms.items()]
print(max(values) > min(values), min(values))
