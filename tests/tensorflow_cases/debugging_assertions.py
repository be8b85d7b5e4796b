# tf.debugging's assertions: what holds returns, what fails raises TensorFlow's error with its message
import tensorflow as tf
def show(f):
  try:
    r = f()
    print("ok", repr(r))
  except Exception as e:
    print(type(e).__name__, repr(str(e)))
show(lambda: tf.debugging.assert_equal((3, 10), (4, 10)))
show(lambda: tf.debugging.assert_equal(tf.constant([1., 2.]), tf.constant([1., 3.]), message="msg"))
show(lambda: tf.debugging.assert_equal(tf.constant([1., 2.]), tf.constant([1., 2.])))
show(lambda: tf.debugging.assert_positive(tf.constant([1.0, -2.0])))
show(lambda: tf.debugging.assert_positive(tf.constant([1.0, -2.0]), message="weights must be positive"))
show(lambda: tf.debugging.assert_non_negative(tf.constant([1.0, -2.0])))
show(lambda: tf.debugging.assert_negative(tf.constant([1.0, -2.0])))
show(lambda: tf.debugging.assert_less(tf.constant([1.0, 5.0]), 3.0))
show(lambda: tf.debugging.assert_greater(tf.constant([1.0, 5.0]), 3.0))
show(lambda: tf.debugging.assert_less_equal(tf.constant([1.0, 5.0]), 3.0))
show(lambda: tf.debugging.assert_rank(tf.constant([1.0, 5.0]), 2))
show(lambda: tf.debugging.check_numerics(tf.constant([1.0, float('nan')]), "bad"))
show(lambda: tf.debugging.check_numerics(tf.constant([1.0, 2.0]), "bad"))
show(lambda: tf.debugging.is_numeric_tensor(tf.constant(True)))
show(lambda: tf.debugging.assert_all_finite(tf.constant([1.0, float('inf')]), "inf!"))
show(lambda: tf.debugging.assert_type(tf.constant([1.0]), tf.int32))
print(tf.constant(1.0).device, tf.Variable(1.0).device)
print(tf.autodiff.GradientTape is tf.GradientTape)
