# Guide: core/mlp_core (Multilayer perceptrons for digit recognition with Core APIs), sections
# "Dense layer", "MLP", "Loss function", "Optimizer" (Adam written by hand), "Train the model"
# Adapted: a tiny fixed data set and a deterministic weight initializer instead of xavier_init.
import tensorflow as tf

def fixed_init(shape):
  in_dim, out_dim = shape
  lim = tf.sqrt(6.)/tf.sqrt(tf.cast(in_dim + out_dim, tf.float32))
  return lim * tf.reshape(tf.sin(tf.range(in_dim * out_dim, dtype=tf.float32) + 1.0), (in_dim, out_dim))

class DenseLayer(tf.Module):

  def __init__(self, out_dim, weight_init=fixed_init, activation=tf.identity):
    # Initialize the dimensions and activation functions
    self.out_dim = out_dim
    self.weight_init = weight_init
    self.activation = activation
    self.built = False

  def __call__(self, x):
    if not self.built:
      # Infer the input dimension based on first call
      self.in_dim = x.shape[1]
      # Initialize the weights and biases
      self.w = tf.Variable(self.weight_init(shape=(self.in_dim, self.out_dim)))
      self.b = tf.Variable(tf.zeros(shape=(self.out_dim,)))
      self.built = True
    # Compute the forward pass
    z = tf.add(tf.matmul(x, self.w), self.b)
    return self.activation(z)

class MLP(tf.Module):

  def __init__(self, layers):
    self.layers = layers

  @tf.function
  def __call__(self, x, preds=False):
    # Execute the model's layers sequentially
    for layer in self.layers:
      x = layer(x)
    return x

def cross_entropy_loss(y_pred, y):
  # Compute cross entropy loss with a sparse operation
  sparse_ce = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=y_pred)
  return tf.reduce_mean(sparse_ce)

def accuracy(y_pred, y):
  # Compute accuracy after extracting class predictions
  class_preds = tf.argmax(tf.nn.softmax(y_pred), axis=1)
  is_equal = tf.equal(y, class_preds)
  return tf.reduce_mean(tf.cast(is_equal, tf.float32))

class Adam:

    def __init__(self, learning_rate=1e-3, beta_1=0.9, beta_2=0.999, ep=1e-7):
      # Initialize optimizer parameters and variable slots
      self.beta_1 = beta_1
      self.beta_2 = beta_2
      self.learning_rate = learning_rate
      self.ep = ep
      self.t = 1.
      self.v_dvar, self.s_dvar = [], []
      self.built = False

    def apply_gradients(self, grads, vars):
      # Initialize variables on the first call
      if not self.built:
        for var in vars:
          v = tf.Variable(tf.zeros(shape=var.shape))
          s = tf.Variable(tf.zeros(shape=var.shape))
          self.v_dvar.append(v)
          self.s_dvar.append(s)
        self.built = True
      # Update the model variables given their gradients
      for i, (d_var, var) in enumerate(zip(grads, vars)):
        self.v_dvar[i].assign(self.beta_1*self.v_dvar[i] + (1-self.beta_1)*d_var)
        self.s_dvar[i].assign(self.beta_2*self.s_dvar[i] + (1-self.beta_2)*tf.square(d_var))
        v_dvar_bc = self.v_dvar[i]/(1-(self.beta_1**self.t))
        s_dvar_bc = self.s_dvar[i]/(1-(self.beta_2**self.t))
        var.assign_sub(self.learning_rate*(v_dvar_bc/(tf.sqrt(s_dvar_bc) + self.ep)))
      self.t += 1.
      return

x = tf.reshape(tf.cos(tf.range(40, dtype=tf.float32)), [8, 5])
y = tf.constant([0, 1, 2, 0, 1, 2, 0, 1], dtype=tf.int64)

mlp_model = MLP([
    DenseLayer(out_dim=6, activation=tf.nn.relu),
    DenseLayer(out_dim=3)])
optimizer = Adam(learning_rate=0.05)

for epoch in range(30):
  with tf.GradientTape() as tape:
    y_pred = mlp_model(x)
    batch_loss = cross_entropy_loss(y_pred, y)
  batch_acc = accuracy(y_pred, y)
  grads = tape.gradient(batch_loss, mlp_model.variables)
  optimizer.apply_gradients(grads, mlp_model.variables)
  if epoch % 5 == 0:
    print(f"Epoch: {epoch}")
    print(f"Training loss: {batch_loss:.3f}, Training accuracy: {batch_acc:.3f}")

print([tuple(v.shape) for v in mlp_model.variables])
print(len(optimizer.v_dvar), optimizer.t)
