# A tf.function that makes its variables on the first call is traced twice for that call, as the count says
import tensorflow as tf

class M(tf.Module):
  def __init__(self):
    self.v = None
  @tf.function
  def __call__(self, x):
    print("tracing", x.shape)
    if self.v is None:
      self.v = tf.Variable(2.0)
    return x * self.v

m = M()
print(m(tf.constant(1.0)))
print(m.__call__.experimental_get_tracing_count())
print(m(tf.constant(3.0)))
print(m(tf.constant([1.0, 2.0])))
print(m.__call__.experimental_get_tracing_count())

v = None
@tf.function
def f(x):
  global v
  print("tracing f")
  if v is None:
    v = tf.Variable(1.0)
  return v + x
print(f(1.0))
print(f.experimental_get_tracing_count())
