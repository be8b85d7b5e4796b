import tensorflow as tf

def batches(x, y, size):
    for start in range(0, len(x), size):
        yield x[start:start + size], y[start:start + size]

def endless():
    n = 0
    while True:
        n += 1
        if n % 2:
            continue
        yield n

x = tf.reshape(tf.range(12.0), [6, 2])
y = tf.range(6.0)
w = tf.Variable([[0.5], [-0.5]])
for step, (xb, yb) in enumerate(batches(x, y, 4)):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((tf.squeeze(xb @ w, 1) - yb) ** 2)
    g = tape.gradient(loss, w)
    w.assign_sub(0.01 * g)
    print(step, xb.shape, loss.numpy())
g = endless()
print(next(g), next(g), next(g))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))
print(list(batches([1, 2, 3], [4, 5, 6], 2)))
print(sum(len(a) for a, b in batches([1, 2, 3], [4, 5, 6], 2)))
def delegating():
    yield from range(3)
    yield "end"
    return
    yield "never"
print(list(delegating()), [v for v in delegating()])
def pairs():
    got = yield 1
    print("got", got)
    yield got
p = pairs()
print(next(p)); print(next(p))
try:
    next(p)
except StopIteration:
    print("StopIteration")
print(type(g).__name__, w.numpy())
