import tensorflow as tf

params = [tf.Variable(5.0, name="p0"), tf.Variable(-3.0, name="p1"), tf.Variable(0.0, name="p2")]
targets = [1.0, 2.0, 0.0]

for i, (p, target) in enumerate(zip(params, targets)):
    if p.numpy() == target:
        print(f"param {i} already at target")
        continue
    for step in range(100):
        with tf.GradientTape() as tape:
            loss = (p - target) ** 2
        g = tape.gradient(loss, p)
        if abs(float(g)) < 1e-3:
            break
        p.assign_sub(0.25 * g)
    print(i, step, round(float(p), 4))

print([p.numpy() for p in params])
