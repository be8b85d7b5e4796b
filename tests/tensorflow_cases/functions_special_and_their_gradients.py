import tensorflow as tf

x = tf.constant([0.3, 1.7, 2.5])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    values = {
        "asinh": tf.asinh(x),
        "acosh": tf.math.acosh(x + 1.0),
        "atanh": tf.math.atanh(x / 3.0),
        "lgamma": tf.math.lgamma(x),
        "digamma": tf.math.digamma(x),
        "polygamma": tf.math.polygamma(tf.constant(2.0), x),
        "xlogy": tf.math.xlogy(x, x + 1.0),
        "xdivy": tf.math.xdivy(x, x + 1.0),
        "multiply_no_nan": tf.math.multiply_no_nan(x, x - 1.7),
        "polyval": tf.math.polyval([2.0, -1.0, x[0]], x),
        "cumulative_logsumexp": tf.math.cumulative_logsumexp(x * 10.0),
        "cumulative_logsumexp_reverse": tf.math.cumulative_logsumexp(x, reverse=True),
    }
for name, y in values.items():
    print(name, y.numpy(), tape.gradient(y, x).numpy())

# at the edges: xlogy of x = 0 and multiply_no_nan of y = 0 are 0, and so are their gradients' parts
z = tf.constant([0.0, 2.0])
w = tf.constant([0.0, 0.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch([z, w])
    a = tf.math.xlogy(z, w)
    b = tf.math.multiply_no_nan(tf.constant([float("inf"), float("nan")]) * z, w)
print(a, tape.gradient(a, [z, w]))
print(b, tape.gradient(b, [z, w]))
print(tf.math.lgamma([0.0, -1.0]), tf.math.digamma([0.0, -2.0]))

# second derivatives: lgamma'' is polygamma(1, x)
with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
        inner.watch(x)
        y = tf.reduce_sum(tf.math.lgamma(x))
    g = inner.gradient(y, x)
print(g, outer.gradient(g, x))
print(tf.math.cumulative_logsumexp([[-1000.0, 0.0], [1.0, 2.0]], axis=1, exclusive=True))
print(hasattr(tf.math, "log10"))
