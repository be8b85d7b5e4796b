# float16 and float32 tensors do not mix: TensorFlow's kernel refuses them (an InvalidArgumentError ends the program)
import tensorflow as tf

half = tf.constant([1.0, 2.0], tf.float16)
single = tf.constant([0.5, 0.25])
print(half + tf.cast(single, tf.float16))
print(half * single)
print("not reached")
