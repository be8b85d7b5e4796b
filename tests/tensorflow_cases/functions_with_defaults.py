import tensorflow as tf

def mse(pred, target, scale=1.0):
    return scale * tf.reduce_mean((pred - target) ** 2)

def grad_of(fn, x, persistent=False):
    with tf.GradientTape(persistent=persistent) as tape:
        tape.watch(x)
        y = fn(x)
    return y, tape.gradient(y, x)

def poly(x, a=1.0, b=0.0, c=0.0):
    return a * x ** 2 + b * x + c

x = tf.constant([1.0, 2.0, 3.0])
print(mse(x, tf.zeros(3)))
print(mse(x, tf.zeros(3), scale=0.5))
y, g = grad_of(poly, x)
print(y, g)
def shifted(t):
    return poly(t, b=2.0, c=-1.0)

y, g = grad_of(shifted, x, persistent=True)
print(y)
print(g)
value, slope = grad_of(tf.sin, tf.constant(0.0))
print(value, slope)

def summary(t, name="tensor"):
    return f"{name}: mean={tf.reduce_mean(t).numpy():.3f} max={tf.reduce_max(t).numpy():.1f}"

print(summary(g))
print(summary(g, name="grad"))
