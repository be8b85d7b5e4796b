# Guide: function, section "Obtaining concrete functions" — a concrete function does not retrace:
# calling it with the wrong dtype raises (the guide's assert_raises; here try/except prints the class)
import tensorflow as tf

@tf.function
def double(a):
  return a + a

double_floats = double.get_concrete_function(tf.TensorSpec(shape=[], dtype=tf.float32))
print(double_floats(tf.constant(2.0)))

try:
  double_floats(tf.constant(1))
except (TypeError, tf.errors.InvalidArgumentError) as e:
  print('Caught expected exception', type(e).__name__)
  # The message names the traced function with an internal counter; keep the rest.
  print(str(e).split(' as ', 1)[1].split(' [Op:')[0])
