# Guide: tutorials/customization/custom_training_walkthrough, sections "Create a model", "Define the loss
# and gradients functions", "Create an optimizer", "Use the trained model to make predictions"
# Adapted: the Keras model and optimizer are a tf.Module MLP and hand-written SGD; no data files
# (the guide's three prediction examples are used as the features).
import tensorflow as tf

class_names = ['Adélie', 'Chinstrap', 'Gentoo']

class Linear(tf.Module):
  def __init__(self, in_dim, out_dim, seed, name=None):
    super().__init__(name=name)
    n = in_dim * out_dim
    self.w = tf.Variable(tf.reshape(tf.sin(tf.range(n, dtype=tf.float32) * seed), [in_dim, out_dim]))
    self.b = tf.Variable(tf.zeros([out_dim]))

  def __call__(self, x):
    return x @ self.w + self.b

class Model(tf.Module):
  def __init__(self):
    super().__init__()
    self.hidden = Linear(4, 10, 1.3, name='hidden')
    self.out = Linear(10, 3, 0.7, name='out')

  def __call__(self, x, training=False):
    return self.out(tf.nn.relu(self.hidden(x)))

model = Model()

features = tf.convert_to_tensor([
    [0.3, 0.8, 0.4, 0.5,],
    [0.4, 0.1, 0.8, 0.5,],
    [0.7, 0.9, 0.8, 0.4]
])
labels = tf.constant([0, 1, 2])

predictions = model(features)
print(predictions[:2])
print(tf.nn.softmax(predictions[:2]))
print("Prediction: {}".format(tf.math.argmax(predictions, axis=1)))
print("    Labels: {}".format(labels))

def loss(model, x, y, training):
  y_ = model(x, training=training)
  return tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=y_))

l = loss(model, features, labels, training=False)
print("Loss test: {}".format(l))

def grad(model, inputs, targets):
  with tf.GradientTape() as tape:
    loss_value = loss(model, inputs, targets, training=True)
  return loss_value, tape.gradient(loss_value, model.trainable_variables)

iterations = tf.Variable(0)
loss_value, grads = grad(model, features, labels)
print("Step: {}, Initial Loss: {}".format(iterations.numpy(), loss_value.numpy()))
for g, v in zip(grads, model.trainable_variables):
  v.assign_sub(0.5 * g)
iterations.assign_add(1)
print("Step: {},         Loss: {}".format(iterations.numpy(), loss(model, features, labels, training=True).numpy()))

predictions = model(features, training=False)
for i, logits in enumerate(predictions):
  class_idx = tf.math.argmax(logits).numpy()
  p = tf.nn.softmax(logits)[class_idx]
  name = class_names[class_idx]
  print("Example {} prediction: {} ({:4.1f}%)".format(i, name, 100*p))
