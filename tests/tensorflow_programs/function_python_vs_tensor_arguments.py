# Guide: function, section "Pass tensors instead of python literals"
# Adapted: tf.print writes to sys.stdout so its lines are recorded.
import sys
import tensorflow as tf

def train_one_step():
  pass

@tf.function
def train(num_steps):
  print("Tracing with num_steps = ", num_steps)
  tf.print("Executing with num_steps = ", num_steps, output_stream=sys.stdout)
  for _ in tf.range(num_steps):
    train_one_step()

print("Retracing occurs for different Python arguments.")
train(num_steps=10)
train(num_steps=20)

print()
print("Traces are reused for Tensor arguments.")
train(num_steps=tf.constant(10))
train(num_steps=tf.constant(20))
print(train.experimental_get_tracing_count())
