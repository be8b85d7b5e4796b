# Functions, loops, comprehensions and branches around a tape, as people write them.
import tensorflow as tf


def polynomial(x, coefficients=(1.0, -2.0, 0.5), shift=0.0):
    total = 0.0
    for power, c in enumerate(coefficients):
        total += c * (x - shift) ** power
    return total


x = tf.Variable(1.5)
slopes = {}
for shift in [0.0, 1.0, 2.0]:
    with tf.GradientTape() as tape:
        y = polynomial(x, shift=shift)
    slopes[shift] = tape.gradient(y, x).numpy()
for shift, slope in slopes.items():
    if slope > 0:
        kind = "rising"
    elif slope < 0:
        kind = "falling"
    else:
        kind = "flat"
    print(f"shift {shift}: slope {slope:.2f} ({kind})")

squares = [float(tf.square(tf.constant(n * 1.0))) for n in range(4) if n != 2]
print(squares, len(squares), max(squares), round(sum(squares), 1))

step, value = 0, tf.constant(10.0)
while True:
    step += 1
    value = value / 2.0
    if value > 1.0:
        continue
    break
print(step, value)

pairs = list(zip(["a", "b"], [tf.constant(1), tf.constant(2)]))
a_name, a_value = pairs[0]
del pairs
assert a_name == "a", "names come first"
print(a_name, a_value)
