import tensorflow as tf

x = tf.Variable([-0.5, 0.25, 0.75])
functions = [
    ("sigmoid", tf.sigmoid),
    ("tanh", tf.tanh),
    ("softplus", tf.nn.softplus),
    ("log1p", tf.math.log1p),
    ("expm1", tf.math.expm1),
    ("asin", tf.asin),
    ("acos", tf.acos),
    ("atan", tf.atan),
    ("sinh", tf.sinh),
    ("cosh", tf.cosh),
    ("tan", tf.tan),
    ("square", tf.square),
    ("exp", tf.exp),
]
for name, fn in functions:
    with tf.GradientTape() as tape:
        y = tf.reduce_sum(fn(x))
    g = tape.gradient(y, x)
    print(f"{name:8s} y={y.numpy():+.5f} grad={g.numpy()}")
