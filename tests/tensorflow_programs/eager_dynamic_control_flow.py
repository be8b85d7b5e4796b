# Guide: eager (older "Eager execution" guide), sections "Setup and basic usage" and "Dynamic control flow"
import numpy as np
import tensorflow as tf

print(tf.executing_eagerly())

x = [[2.]]
m = tf.matmul(x, x)
print("hello, {}".format(m))

a = tf.constant([[1, 2],
                 [3, 4]])
b = tf.add(a, 1)
print(a * b)
c = np.multiply(a, b)
print(c)

def fizzbuzz(max_num):
  counter = tf.constant(0)
  max_num = tf.convert_to_tensor(max_num)
  for num in range(1, max_num.numpy()+1):
    num = tf.constant(num)
    if int(num % 3) == 0 and int(num % 5) == 0:
      print('FizzBuzz')
    elif int(num % 3) == 0:
      print('Fizz')
    elif int(num % 5) == 0:
      print('Buzz')
    else:
      print(num.numpy())
    counter += 1
  return counter

print(fizzbuzz(15))
