# the learning rate set from tensors; what Keras refuses in an optimizer's arguments, caught
import tensorflow as tf
opt = tf.keras.optimizers.SGD(0.1)
opt.learning_rate = tf.constant(0.5)
print(opt.learning_rate)
opt.learning_rate.assign(tf.Variable(0.25))
print(float(opt.learning_rate))
try:
    tf.keras.optimizers.SGD(tf.Variable(0.1))
except ValueError as e:
    print("ValueError", str(e)[:60])
try:
    tf.keras.optimizers.Adam(0.1, clipnorm=1.0, clipvalue=1.0)
except ValueError as e:
    print("ValueError", e)
try:
    tf.keras.optimizers.Adam(0.1, foo=1)
except ValueError as e:
    print("ValueError", e)
try:
    tf.keras.optimizers.SGD(0.1, momentum=1)
except ValueError as e:
    print("ValueError", e)
s = tf.keras.optimizers.SGD(tf.keras.optimizers.schedules.ExponentialDecay(0.1, 2, 0.5))
try:
    s.learning_rate = 0.3
except TypeError as e:
    print("TypeError", str(e)[:50])
