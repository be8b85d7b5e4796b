# an optimizer is built on its first variables: another variable later is refused
import tensorflow as tf

w = tf.Variable([1.0, 2.0], name="w")
v = tf.Variable([3.0], name="v")
opt = tf.keras.optimizers.SGD(0.1, momentum=0.9)
opt.apply_gradients([(tf.constant([1.0, 1.0]), w)])
print(w.numpy(), len(opt.variables))
opt.apply_gradients([(tf.constant([1.0]), v)])
print("not reached")
