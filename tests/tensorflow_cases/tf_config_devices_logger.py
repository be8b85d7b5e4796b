# What a CPU-only TensorFlow answers of its devices and its logger, and tf.device's block.
import tensorflow as tf

gpus = tf.config.list_physical_devices("GPU")
print(gpus, len(gpus))
if gpus:
    print("training on the GPU")
else:
    print("training on the CPU")
print(tf.config.list_physical_devices("CPU"), tf.config.list_physical_devices())
print(tf.config.list_logical_devices("GPU"), tf.config.functions_run_eagerly())
print(tf.config.experimental.list_physical_devices("GPU"))
logger = tf.get_logger()
print(logger)
logger.setLevel("ERROR")
print(logger, logger.level)
with tf.device("/GPU:0"):
    a = tf.constant([1.0, 2.0])
    b = a * 3.0
with tf.device("/CPU:0"):
    c = tf.reduce_sum(b)
print(b.device, c)
tf.config.run_functions_eagerly(False)
