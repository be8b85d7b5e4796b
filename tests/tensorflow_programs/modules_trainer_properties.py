# Guide: basic_training_loops ("Define a training loop"), with the training state kept in classes:
# @property, __repr__/__str__, class attributes, a classmethod, raising and catching ValueError.
import tensorflow as tf

class MyModel(tf.Module):
  def __init__(self, **kwargs):
    super().__init__(**kwargs)
    self.w = tf.Variable(5.0)
    self.b = tf.Variable(0.0)

  def __call__(self, x):
    return self.w * x + self.b

  def __repr__(self):
    return f"<MyModel {self.name}: w={self.w.numpy():.3f} b={self.b.numpy():.3f}>"

class Trainer:
  history_limit = 3

  def __init__(self, model, learning_rate=0.1):
    if learning_rate <= 0:
      raise ValueError(f"learning_rate must be positive, got {learning_rate}")
    self.model = model
    self.learning_rate = learning_rate
    self._losses = []

  @classmethod
  def with_defaults(cls, model):
    return cls(model, learning_rate=0.2)

  @property
  def steps(self):
    return len(self._losses)

  @property
  def last_losses(self):
    return [round(l, 4) for l in self._losses[-self.history_limit:]]

  def step(self, x, y):
    with tf.GradientTape() as t:
      loss = tf.reduce_mean(tf.square(y - self.model(x)))
    dw, db = t.gradient(loss, [self.model.w, self.model.b])
    self.model.w.assign_sub(self.learning_rate * dw)
    self.model.b.assign_sub(self.learning_rate * db)
    self._losses.append(float(loss))
    return loss

  def __str__(self):
    return f"Trainer(lr={self.learning_rate}, steps={self.steps}, model={self.model!r})"

x = tf.linspace(-2.0, 2.0, 9)
y = 3.0 * x + 2.0

try:
  Trainer(MyModel(), learning_rate=0.0)
except ValueError as e:
  print("ValueError:", e)

trainer = Trainer.with_defaults(MyModel(name="line"))
for _ in range(5):
  trainer.step(x, y)
print(trainer)
print(trainer.steps, trainer.last_losses)
print(repr(trainer.model))
print(str(trainer.model) == repr(trainer.model))
Trainer.history_limit = 1
print(trainer.last_losses)
try:
  trainer.steps = 10
except AttributeError as e:
  print("AttributeError:", type(e).__name__)
