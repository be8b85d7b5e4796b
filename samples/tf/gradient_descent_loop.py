# Fitting a line with tf.Variable, assign_sub and a loop: the gradient of the
# mean squared error, step after step.
import tensorflow as tf

xs = tf.constant([-1.0, 0.0, 1.0, 2.0])
ys = tf.constant([-2.0, 1.0, 4.0, 7.0])
slope = tf.Variable(0.0, name="slope")
intercept = tf.Variable(0.0, name="intercept")


def mse(pred, target):
    return tf.reduce_mean(tf.square(pred - target))


history = []
for step in range(6):
    with tf.GradientTape() as tape:
        loss = mse(slope * xs + intercept, ys)
    d_slope, d_intercept = tape.gradient(loss, [slope, intercept])
    slope.assign_sub(0.1 * d_slope)
    intercept.assign_sub(0.1 * d_intercept)
    history.append(loss.numpy())
    if step % 2 == 0:
        print(f"step {step}: loss {loss.numpy():.4f}, slope {slope.numpy():+.3f}, intercept {intercept.numpy():+.3f}")

print(slope)
print(len(history), history[-1] < history[0])
