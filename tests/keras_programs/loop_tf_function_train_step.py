# @tf.function train step (keras-io guide) gives the same numbers as the eager step
import numpy as np
import tensorflow as tf

def build():
    tf.keras.utils.set_random_seed(5)
    return tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(4, activation="relu"),
                                tf.keras.layers.Dense(1)])

x = np.array([[1.0, 2.0, 3.0], [0.0, -1.0, 1.0], [2.0, 0.0, -2.0]], dtype=np.float32)
y = np.array([[1.0], [0.0], [-1.0]], dtype=np.float32)
loss_fn = tf.keras.losses.MeanSquaredError()

def make_step(model, opt):
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_weights)
        opt.apply_gradients(zip(grads, model.trainable_weights))
        return loss
    return train_step

eager_model, graph_model = build(), build()
eager_step = make_step(eager_model, tf.keras.optimizers.SGD(0.05))
graph_step = tf.function(make_step(graph_model, tf.keras.optimizers.SGD(0.05)))
for i in range(5):
    le, lg = eager_step(x, y), graph_step(x, y)
    print(i, f"{float(le):.6f}", f"{float(lg):.6f}")
print(np.allclose(eager_model.get_weights()[0], graph_model.get_weights()[0]))
