import tensorflow as tf

# Newton's method for x**3 - 2x - 5 = 0
x = tf.Variable(2.0, dtype=tf.float64)
iteration = 0
while True:
    with tf.GradientTape() as tape:
        f = x ** 3 - 2 * x - 5
    df = tape.gradient(f, x)
    step = f / df
    x.assign_sub(step)
    iteration += 1
    print(iteration, x.numpy(), abs(step.numpy()))
    if abs(step.numpy()) < 1e-10:
        break
    if iteration > 20:
        print("no convergence")
        break
print("root:", x)
print(f"root = {x.numpy():.12f} after {iteration} iterations")
