# Adagrad's accumulators start at Keras's Constant(initial_accumulator_value): a Python float cast through float32
import tensorflow as tf
for dtype in (tf.float64, tf.bfloat16, tf.float16, tf.float32):
    v = tf.Variable(tf.constant([0.5, -1.5], dtype))
    opt = tf.keras.optimizers.Adagrad(0.1, initial_accumulator_value=0.1)
    for step in range(3):
        opt.apply_gradients([(tf.constant([0.25, -3.0], dtype), v)])
    print(dtype.name, opt.variables[1].numpy().tolist(), v.numpy().tolist())
