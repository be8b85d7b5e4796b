# AutoGraph: an if, while or for on a tensor in a tf.function is traced once per branch (the body once), then run as a graph at each call
import tensorflow as tf

@tf.function
def f(x):
  print("tracing f")
  if tf.reduce_sum(x) > 0:
    print("  positive branch")
    y = x * 2.0
  else:
    print("  other branch")
    y = -x
  n = tf.constant(0)
  while n < 3:
    print("  while body")
    n += 1
    y = y + 1.0
  return y

print(f(tf.constant([1.0, 2.0])))
print(f(tf.constant([-1.0, -2.0])))
print(f(tf.constant([1.0])))
print(f.experimental_get_tracing_count())

@tf.function
def g(x):
  total = tf.constant(0.0)
  for v in x:
    print("  for body")
    if v > 1.0:
      total += v
  return total

x = tf.Variable([0.5, 1.5, 2.5])
with tf.GradientTape() as tape:
  y = g(x)
print(y, tape.gradient(y, x))
