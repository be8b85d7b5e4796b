# compile with optimizer given by string: default learning rates; optimizer.iterations after fit
import numpy as np
import tensorflow as tf

x = np.array([[1.0, 2.0], [2.0, 0.0], [0.5, 0.5]], dtype=np.float32)
y = np.array([[1.0], [0.0], [0.5]], dtype=np.float32)
for name in ["sgd", "adam", "rmsprop", "adagrad"]:
    model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(
        1, kernel_initializer=tf.keras.initializers.Constant(0.3))])
    model.compile(optimizer=name, loss="mse")
    h = model.fit(x, y, epochs=2, batch_size=1, shuffle=False, verbose=0)
    opt = model.optimizer
    print(f"{name:8s} {type(opt).__name__:8s} lr={float(opt.learning_rate):.4g} "
          f"iterations={int(opt.iterations)} loss={[round(v, 6) for v in h.history['loss']]}")
