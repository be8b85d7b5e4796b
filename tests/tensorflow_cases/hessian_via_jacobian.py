import tensorflow as tf

x = tf.Variable([1.0, -1.0])
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        f = x[0] ** 2 * x[1] + tf.exp(x[1])
    grad = inner.gradient(f, x)
hess = outer.jacobian(grad, x)
print("f:", f.numpy())
print("grad:", grad)
print("hessian:")
print(hess)
print(hess.numpy())
