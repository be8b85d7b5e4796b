# Guide: tensor, section "More on DTypes"
import tensorflow as tf

the_f64_tensor = tf.constant([2.2, 3.3, 4.4], dtype=tf.float64)
the_f16_tensor = tf.cast(the_f64_tensor, dtype=tf.float16)
# Now, cast to an uint8 and lose the decimal precision
the_u8_tensor = tf.cast(the_f16_tensor, dtype=tf.uint8)
print(the_f64_tensor)
print(the_f16_tensor)
print(the_u8_tensor)
print(the_u8_tensor.dtype, the_u8_tensor.dtype.name, the_u8_tensor.dtype.size)
