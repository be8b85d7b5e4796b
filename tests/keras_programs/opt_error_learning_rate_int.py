# Keras 3 wants a float learning rate: an int is refused
import tensorflow as tf

print(tf.keras.optimizers.SGD(learning_rate=0.5).learning_rate.numpy())
opt = tf.keras.optimizers.SGD(learning_rate=1)
print("not reached")
