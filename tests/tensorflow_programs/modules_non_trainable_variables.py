# Guide: intro_to_modules / autodiff — trainable=False variables are listed in .variables only,
# and the tape does not watch them automatically.
import tensorflow as tf

class Scaler(tf.Module):
  def __init__(self):
    super().__init__(name='scaler')
    self.w = tf.Variable(2.0, name='w')
    self.steps = tf.Variable(0, trainable=False, name='steps')
    self.offset = tf.Variable(0.5, trainable=False, name='offset')

  def __call__(self, x):
    self.steps.assign_add(1)
    return self.w * x + self.offset

s = Scaler()
with tf.GradientTape() as tape:
  y = s(tf.constant(3.0))

print(y)
print([v.name for v in tape.watched_variables()])
print(tape.gradient(y, [s.w, s.offset]))
print("trainable:", [v.name for v in s.trainable_variables])
print("all:", [v.name for v in s.variables])
print([v.trainable for v in s.variables])
print(s.steps.numpy(), s.steps.dtype)
