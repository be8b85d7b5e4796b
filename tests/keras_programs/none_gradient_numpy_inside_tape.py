# why is my gradient None: leaving TensorFlow (numpy / float()) inside the tape
import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
with tf.GradientTape(persistent=True) as tape:
    pred = model(x)
    loss_np = np.mean(pred.numpy() ** 2)            # numpy: tape cannot see this
    loss_tf_from_np = tf.constant(loss_np)
    loss_float = tf.convert_to_tensor(float(tf.reduce_mean(pred)))
    loss_ok = tf.reduce_mean(pred ** 2)
print(type(loss_np).__name__, loss_np)
print(tape.gradient(loss_tf_from_np, model.trainable_variables))
print(tape.gradient(loss_float, model.trainable_variables))
print([g.numpy().ravel() for g in tape.gradient(loss_ok, model.trainable_variables)])
del tape
