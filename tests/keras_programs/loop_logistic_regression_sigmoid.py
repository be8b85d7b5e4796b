# logistic regression by hand: sigmoid, BinaryCrossentropy(from_logits=True), SGD; accuracy at the end
import numpy as np
import tensorflow as tf

x = tf.constant([[0.5, 1.0], [1.5, 2.0], [3.0, 0.5], [4.0, 1.5], [0.2, 3.0], [3.5, 3.5]])
y = tf.constant([[0.0], [0.0], [1.0], [1.0], [0.0], [1.0]])
w = tf.Variable(tf.zeros((2, 1)))
b = tf.Variable(tf.zeros((1,)))
bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)
opt = tf.keras.optimizers.SGD(learning_rate=0.5)
for epoch in range(30):
    with tf.GradientTape() as tape:
        logits = x @ w + b
        loss = bce(y, logits)
    dw, db = tape.gradient(loss, [w, b])
    opt.apply_gradients([(dw, w), (db, b)])
    if epoch % 5 == 0:
        print(f"epoch {epoch}: loss {loss.numpy():.5f}")
print(w.numpy().ravel(), b.numpy())
probs = tf.sigmoid(x @ w + b)
print(np.round(probs.numpy().ravel(), 3))
acc = tf.keras.metrics.BinaryAccuracy()
acc.update_state(y, probs)
print("accuracy", acc.result().numpy())
