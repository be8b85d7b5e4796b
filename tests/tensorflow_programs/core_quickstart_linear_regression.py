# Guide: core/quickstart_core, sections "Build a machine learning model" and "Train and evaluate your model"
# Adapted: fixed data; the weights start at fixed values instead of tf.random.uniform; full-batch training.
import tensorflow as tf

class LinearRegression(tf.Module):

  def __init__(self):
    self.built = False

  @tf.function
  def __call__(self, x):
    # Initialize the model parameters on the first call
    if not self.built:
      # Fixed weight vector and bias term
      rand_w = tf.fill([x.shape[-1], 1], 0.5)
      rand_b = tf.constant(0.1)
      self.w = tf.Variable(rand_w)
      self.b = tf.Variable(rand_b)
      self.built = True
    y = tf.add(tf.matmul(x, self.w), self.b)
    return tf.squeeze(y, axis=1)

def mse_loss(y_pred, y):
  return tf.reduce_mean(tf.square(y_pred - y))

x_train = tf.reshape(tf.linspace(-1.0, 1.0, 24), [8, 3])
y_train = tf.reduce_sum(x_train * tf.constant([1.0, -2.0, 0.5]), axis=1) + 0.3 + 0.2 * tf.sin(tf.range(8, dtype=tf.float32) * 3.0)

lin_reg = LinearRegression()
prediction = lin_reg(x_train[:1])
print(prediction.numpy())

epochs = 100
learning_rate = 0.05
train_losses = []

for epoch in range(epochs):
  with tf.GradientTape() as tape:
    y_pred = lin_reg(x_train)
    batch_loss = mse_loss(y_pred, y_train)
  # Update parameters with respect to the gradient calculations
  grads = tape.gradient(batch_loss, lin_reg.variables)
  for g,v in zip(grads, lin_reg.variables):
    v.assign_sub(learning_rate * g)
  train_losses.append(batch_loss)
  if epoch % 10 == 0:
    print(f'Mean squared error for step {epoch}: {batch_loss.numpy():0.3f}')

print(f"\nFinal train loss: {train_losses[-1]:0.3f}")
print([v.shape for v in lin_reg.variables])
print(lin_reg.__call__.experimental_get_tracing_count())
