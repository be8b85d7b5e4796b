# Guide: advanced_autodiff, section "Example: Hessian" (Newton's method step)
# Adapted: two small tf.Module dense layers with deterministic weights; fixed input; no plot.
import tensorflow as tf

class Dense(tf.Module):
  def __init__(self, in_features, units, scale):
    super().__init__()
    n = in_features * units
    self.kernel = tf.Variable(tf.reshape(scale * tf.sin(tf.range(1, n + 1, dtype=tf.float32)), [in_features, units]))
    self.bias = tf.Variable(tf.zeros([units]))

  def __call__(self, x):
    return tf.nn.relu(x @ self.kernel + self.bias)

x0 = tf.reshape(tf.cos(tf.range(15, dtype=tf.float32)) + 1.0, [5, 3])
x = x0
layer1 = Dense(3, 4, 0.5)
layer2 = Dense(4, 2, 0.7)

with tf.GradientTape() as t2:
  with tf.GradientTape() as t1:
    x = layer1(x)
    x = layer2(x)
    loss = tf.reduce_mean(x**2)

  g = t1.gradient(loss, layer1.kernel)

h = t2.jacobian(g, layer1.kernel)

print(f'layer.kernel.shape: {layer1.kernel.shape}')
print(f'h.shape: {h.shape}')

n_params = tf.reduce_prod(layer1.kernel.shape)

g_vec = tf.reshape(g, [n_params, 1])
h_mat = tf.reshape(h, [n_params, n_params])
print(n_params)

eps = 1e-3
eye_eps = tf.eye(h_mat.shape[0])*eps

# X(k+1) = X(k) - (∇²f(X(k)))^-1 @ ∇f(X(k))
update = tf.linalg.solve(h_mat + eye_eps, g_vec)

# Reshape the update and apply it to the variable.
_ = layer1.kernel.assign_sub(tf.reshape(update, layer1.kernel.shape))
print(f'loss before: {loss.numpy():.6f}')
print(f'gradient norm: {tf.norm(g_vec).numpy():.6f}')
print(f'hessian trace: {tf.linalg.trace(h_mat).numpy():.6f}')
new_loss = tf.reduce_mean(layer2(layer1(x0))**2)
print('loss decreased:', bool(new_loss < loss))
