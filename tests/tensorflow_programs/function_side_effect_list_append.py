# Guide: function, section "Changing Python global and free variables" (external_list side effect)
import tensorflow as tf

external_list = []

@tf.function
def side_effect(x):
  print('Python side effect')
  external_list.append(x)

side_effect(1)
side_effect(1)
side_effect(1)
# The list append only happened once!
assert len(external_list) == 1
print(len(external_list), external_list)
side_effect(2)
print(len(external_list), external_list)
