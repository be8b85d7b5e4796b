import tensorflow as tf

X = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0])
Y = 3.0 * X - 2.0
w = tf.Variable(0.0, name="w")
b = tf.Variable(0.0, name="b")
history = {"loss": [], "w": []}

def predict(x):
    return w * x + b

for epoch in range(1, 31):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(predict(X) - Y))
    dw, db = tape.gradient(loss, [w, b])
    w.assign_sub(0.02 * dw)
    b.assign_sub(0.02 * db)
    history["loss"].append(loss.numpy())
    history["w"].append(w.numpy())
    if epoch % 10 == 0:
        print(f"epoch {epoch:2d} | loss {loss.numpy():.6f} | w {w.numpy():.4f} | b {b.numpy():.4f}")

print(len(history["loss"]))
print(history["loss"][:3])
print(min(history["loss"]) < 1.0)
print(w)
print(b)
print(predict(tf.constant([6.0])))
