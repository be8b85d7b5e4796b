# Guide: intro_to_graphs, section "Graph execution vs. eager execution" (print runs only while tracing)
# Adapted: fixed integer inputs instead of tf.random.uniform; run_functions_eagerly is left out.
import tensorflow as tf

@tf.function
def get_MSE(y_true, y_pred):
  print("Calculating MSE!")
  sq_diff = tf.pow(y_true - y_pred, 2)
  return tf.reduce_mean(sq_diff)

y_true = tf.constant([1, 5, 9, 0, 3])
y_pred = tf.constant([2, 2, 7, 4, 3])
print(y_true)
print(y_pred)

error = get_MSE(y_true, y_pred)
error = get_MSE(y_true, y_pred)
error = get_MSE(y_true, y_pred)
print(error)

def get_MSE_eager(y_true, y_pred):
  print("Calculating MSE!")
  sq_diff = tf.pow(y_true - y_pred, 2)
  return tf.reduce_mean(sq_diff)

for _ in range(2):
  error = get_MSE_eager(y_true, y_pred)
print(error)
