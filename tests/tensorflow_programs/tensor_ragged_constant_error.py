# Guide: tensor, section "Ragged Tensors" (a ragged list cannot be a regular tensor)
import tensorflow as tf

ragged_list = [
    [0, 1, 2, 3],
    [4, 5],
    [6, 7, 8],
    [9]]

try:
  tensor = tf.constant(ragged_list)
except Exception as e:
  print(f"{type(e).__name__}: {e}")

print(len(ragged_list), [len(row) for row in ragged_list])
