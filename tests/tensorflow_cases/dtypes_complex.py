# Guide: variable (complex variables) and tensor ("More on DTypes") — complex64/complex128 printing and arithmetic
import tensorflow as tf

complex_variable = tf.Variable([5 + 4j, 6 + 1j])
print(complex_variable.dtype)
c = tf.complex(tf.constant([1.0, 0.0, -2.0]), tf.constant([1.0, 3.0, 0.5]))
print(c)
print(c.dtype, c.dtype.real_dtype)
print(tf.math.real(c), tf.math.imag(c))
print(tf.abs(c))
print(tf.math.conj(c) * c)
print(tf.cast(c, tf.complex128) + complex_variable.read_value()[0])
print(tf.constant(1 + 2j, dtype=tf.complex64) ** 2)
print(tf.reduce_sum(c))
print(tf.cast(tf.constant([1.5, -2.0]), tf.complex64))
print(tf.math.angle(tf.constant([1j, -1 + 0j], dtype=tf.complex64)))
