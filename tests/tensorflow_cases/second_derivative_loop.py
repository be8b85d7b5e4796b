import tensorflow as tf

for value in [0.0, 1.0, 2.0]:
    x = tf.Variable(value)
    with tf.GradientTape() as t2:
        with tf.GradientTape() as t1:
            y = x ** 3 - 2 * x ** 2 + x
        dy = t1.gradient(y, x)
    d2y = t2.gradient(dy, x)
    print(f"x={value}: f'={dy.numpy():.2f} f''={d2y.numpy():.2f}")

x = tf.constant(0.5)
with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
        inner.watch(x)
        y = tf.sigmoid(x)
    g = inner.gradient(y, x)
print(g)
print(outer.gradient(g, x))
