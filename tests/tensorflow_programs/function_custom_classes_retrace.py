# Guide: function, section "Use the tracing protocol" (class attributes read inside tf.function; new
# instances of user classes make new traces)
import tensorflow as tf

@tf.function
def get_mixed_flavor(fruit_a, fruit_b):
  print("Tracing", type(fruit_a).__name__, type(fruit_b).__name__)
  return fruit_a.flavor + fruit_b.flavor

class Fruit:
  flavor = tf.constant([0, 0])

class Apple(Fruit):
  flavor = tf.constant([1, 2])

class Mango(Fruit):
  flavor = tf.constant([3, 4])

print(get_mixed_flavor(Apple(), Mango())) # Traces a new concrete function
print(get_mixed_flavor(Apple(), Mango())) # Traces a new concrete function again
apple, mango = Apple(), Mango()
print(get_mixed_flavor(apple, mango))
print(get_mixed_flavor(apple, mango))     # Same objects: the trace is reused
print(get_mixed_flavor.experimental_get_tracing_count())
print(isinstance(apple, Fruit), issubclass(Mango, Fruit), Fruit.flavor.numpy())
