# BatchNormalization: batch statistics in training, moving statistics in inference
import tensorflow as tf

bn = tf.keras.layers.BatchNormalization()
x = tf.constant([[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [6.0, 60.0]])
print(bn(x, training=False))
print(bn(x, training=True))
print("moving_mean", bn.moving_mean.numpy())
print("moving_variance", bn.moving_variance.numpy())
for _ in range(3):
    bn(x, training=True)
print("moving_mean", bn.moving_mean.numpy())
print(bn(x, training=False).numpy())
print([w.name for w in bn.weights])
print([w.name for w in bn.trainable_weights], [w.name for w in bn.non_trainable_weights])
