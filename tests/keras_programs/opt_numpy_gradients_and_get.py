# gradients given as numpy arrays or lists; optimizers and losses by name
import numpy as np
import tensorflow as tf

w = tf.Variable([1.0, 2.0])
opt = tf.keras.optimizers.get("adam")
print(opt.name, opt.learning_rate.numpy())
opt.apply_gradients([(np.array([0.5, -0.5], dtype=np.float32), w)])
opt.apply([[0.25, 1.0]], [w])
print(w.numpy(), opt.iterations.numpy())
for name in ["sgd", "rmsprop", "adagrad", "adamw"]:
    o = tf.keras.optimizers.get(name)
    print(name, o.name, round(float(o.learning_rate), 6))
print(tf.keras.optimizers.get(opt) is opt)
