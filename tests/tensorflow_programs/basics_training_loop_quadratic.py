# Guide: basics, section "Training loops"
# Adapted: deterministic "noise" and initial weights, full-batch steps instead of tf.data batches, no plots.
import tensorflow as tf

x = tf.linspace(-2, 2, 201)
x = tf.cast(x, tf.float32)

def f(x):
  y = x**2 + 2*x - 5
  return y

y = f(x) + 0.5 * tf.sin(7.0 * x)

class Model(tf.Module):

  def __init__(self):
    # Fixed initial values instead of tf.random.uniform
    init = tf.constant([1.5, 3.0, 0.5])
    # Initialize model parameters
    self.w_q = tf.Variable(init[0])
    self.w_l = tf.Variable(init[1])
    self.b = tf.Variable(init[2])

  @tf.function
  def __call__(self, x):
    # Quadratic Model : quadratic_weight * x^2 + linear_weight * x + bias
    return self.w_q * (x**2) + self.w_l * x + self.b

quad_model = Model()

def mse_loss(y_pred, y):
  return tf.reduce_mean(tf.square(y_pred - y))

epochs = 100
learning_rate = 0.01
losses = []

for epoch in range(epochs):
  with tf.GradientTape() as tape:
    batch_loss = mse_loss(quad_model(x), y)
  # Update parameters with respect to the gradient calculations
  grads = tape.gradient(batch_loss, quad_model.variables)
  for g,v in zip(grads, quad_model.variables):
      v.assign_sub(learning_rate*g)
  # Keep track of model loss per epoch
  loss = mse_loss(quad_model(x), y)
  losses.append(loss)
  if epoch % 10 == 0:
    print(f'Mean squared error for step {epoch}: {loss.numpy():0.3f}')

print([v.name for v in quad_model.variables])
print(f'w_q = {quad_model.w_q.numpy():.3f}, w_l = {quad_model.w_l.numpy():.3f}, b = {quad_model.b.numpy():.3f}')
