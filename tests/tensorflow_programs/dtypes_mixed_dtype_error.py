# Guide: tensor, section "More on DTypes" / basics — TensorFlow does not promote dtypes: adding int32 and
# float32 tensors fails (the error is caught and printed)
import tensorflow as tf

x = tf.constant([1, 2, 3])
y = tf.constant([0.5, 0.5, 0.5])
try:
  print(x + y)
except tf.errors.InvalidArgumentError as e:
  print(f"{type(e).__name__}: {e}")
except Exception as e:
  print("other", type(e).__name__)
else:
  print("no error")
finally:
  print("finally runs")

print(tf.cast(x, tf.float32) + y)
print(x + 1, y + 1)
try:
  tf.constant(1.5, dtype=tf.float64) * tf.constant(2.0)
except tf.errors.InvalidArgumentError as e:
  print(f"{type(e).__name__}: {e}")
