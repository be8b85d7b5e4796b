# Losses of several learning rates, ranked with sorted(key=...) and min/max by key.
import tensorflow as tf

def loss_after_steps(rate):
    w = tf.Variable(3.0)
    for _ in range(5):
        with tf.GradientTape() as tape:
            loss = (w - 1.0) ** 2
        w.assign_sub(rate * tape.gradient(loss, w))
    return float(((w - 1.0) ** 2).numpy())

rates = [0.01, 0.1, 0.5, 0.9, 1.2]
results = [(rate, loss_after_steps(rate)) for rate in rates]
ranked = sorted(results, key=lambda pair: pair[1])
for rate, loss in ranked:
    print(f"rate={rate}: loss={loss:.6f}")
print("best:", min(results, key=lambda pair: pair[1])[0])
print("worst:", max(results, key=lambda pair: pair[1])[0])
print(sorted(rates, reverse=True))
