# Guide: core/logistic_regression_core (Logistic regression for binary classification with Core APIs),
# sections "The log loss function", "The gradient descent update rule", "Train the model"
# Adapted: fixed small data set, fixed initial weights, full-batch training.
import tensorflow as tf

def log_loss(y_pred, y):
  # Compute the log loss function
  ce = tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=y_pred)
  return tf.reduce_mean(ce)

class LogisticRegression(tf.Module):

  def __init__(self):
    self.built = False

  def __call__(self, x, train=True):
    # Initialize the model parameters on the first call
    if not self.built:
      rand_w = tf.fill([x.shape[-1], 1], 0.1)
      rand_b = tf.constant(0.0)
      self.w = tf.Variable(rand_w)
      self.b = tf.Variable(rand_b)
      self.built = True
    # Compute the model output
    z = tf.add(tf.matmul(x, self.w), self.b)
    z = tf.squeeze(z, axis=1)
    if train:
      return z
    return tf.sigmoid(z)

def predict_class(y_pred, thresh=0.5):
  # Return a tensor with  `1` if `y_pred` > `0.5`, and `0` otherwise
  return tf.cast(y_pred > thresh, tf.float32)

def accuracy(y_pred, y):
  # Return the proportion of matches between `y_pred` and `y`
  y_pred = tf.math.sigmoid(y_pred)
  y_pred_class = predict_class(y_pred)
  check_equal = tf.cast(y_pred_class == y,tf.float32)
  acc_val = tf.reduce_mean(check_equal)
  return acc_val

x_train = tf.constant([[0.5, 1.0], [1.5, -0.5], [-1.0, -1.5], [-0.5, 0.5], [2.0, 0.0], [-1.5, -0.5]])
y_train = tf.constant([1., 1., 0., 0., 1., 0.])

log_reg = LogisticRegression()
y_pred = log_reg(x_train[:5], train=False)
print(y_pred.numpy())

epochs = 200
learning_rate = 0.1
for epoch in range(epochs):
  with tf.GradientTape() as tape:
    y_pred_batch = log_reg(x_train)
    batch_loss = log_loss(y_pred_batch, y_train)
  batch_accuracy = accuracy(y_pred_batch, y_train)
  grads = tape.gradient(batch_loss, log_reg.variables)
  for g,v in zip(grads, log_reg.variables):
    v.assign_sub(learning_rate * g)
  if epoch % 40 == 0:
    print(f"Epoch: {epoch}, Training log loss: {batch_loss:.3f}, accuracy: {batch_accuracy:.3f}")

print(predict_class(log_reg(x_train, train=False)).numpy())
