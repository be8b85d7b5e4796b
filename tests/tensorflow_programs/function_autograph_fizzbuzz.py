# Guide: function, section "AutoGraph transformations" / "Conditionals" (fizzbuzz over tf.range)
# Adapted: tf.print writes to sys.stdout so its lines are recorded.
import sys
import tensorflow as tf

@tf.function
def fizzbuzz(n):
  for i in tf.range(1, n + 1):
    print('Tracing for loop')
    if i % 15 == 0:
      print('Tracing fizzbuzz branch')
      tf.print('fizzbuzz', output_stream=sys.stdout)
    elif i % 3 == 0:
      print('Tracing fizz branch')
      tf.print('fizz', output_stream=sys.stdout)
    elif i % 5 == 0:
      print('Tracing buzz branch')
      tf.print('buzz', output_stream=sys.stdout)
    else:
      print('Tracing default branch')
      tf.print(i, output_stream=sys.stdout)

fizzbuzz(tf.constant(5))
fizzbuzz(tf.constant(20))
