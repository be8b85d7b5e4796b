# Guide: function, section "Loops" / "Looping over Python data" (a Python loop is unrolled at trace time)
# Adapted: instead of counting graph nodes, a trace-time print shows each unrolled step; tf.data is left out.
import tensorflow as tf

@tf.function
def train(dataset):
  loss = tf.constant(0)
  for pair in dataset:
    x, y = pair[0], pair[1]
    print("  traced a step")
    loss += tf.abs(y - x) # Some dummy computation.
  return loss

small_data = [(1, 1)] * 3
big_data = [(1, 1)] * 10
print("small:")
print(train(small_data))
print("big:")
print(train(big_data))
print("small again:")
print(train(small_data))
print("tensor data:")
print(train(tf.constant([[1, 4], [2, 7]])))  # a tensor loop is traced once
print(train(tf.constant([[0, 1], [5, 3], [2, 2]])))
print(train.experimental_get_tracing_count())
