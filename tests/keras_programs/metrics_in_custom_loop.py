# per-epoch metrics in a custom loop: Mean for the loss, SparseCategoricalAccuracy, reset each epoch
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(21)
x = np.array([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0], [0.5, 0.2], [0.9, 0.8]], dtype=np.float32)
y = np.array([0, 1, 1, 0, 0, 1])
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(8, activation="relu"),
                             tf.keras.layers.Dense(2)])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt = tf.keras.optimizers.Adam(0.05)
loss_metric = tf.keras.metrics.Mean()
acc_metric = tf.keras.metrics.SparseCategoricalAccuracy()
for epoch in range(4):
    for i in range(0, 6, 3):
        xb, yb = x[i:i + 3], y[i:i + 3]
        with tf.GradientTape() as tape:
            logits = model(xb, training=True)
            loss = loss_fn(yb, logits)
        grads = tape.gradient(loss, model.trainable_weights)
        opt.apply(grads, model.trainable_weights)
        loss_metric.update_state(loss)
        acc_metric.update_state(yb, logits)
    print(f"epoch {epoch}: loss={loss_metric.result():.4f} acc={acc_metric.result():.4f}")
    loss_metric.reset_state()
    acc_metric.reset_state()
print(opt.iterations.numpy())
