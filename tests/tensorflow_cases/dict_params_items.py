import tensorflow as tf

params = {
    "w1": tf.Variable([[0.1, -0.2], [0.3, 0.4]], name="w1"),
    "b1": tf.Variable([0.0, 0.0], name="b1"),
    "w2": tf.Variable([[1.0], [-1.0]], name="w2"),
}
x = tf.constant([[1.0, 2.0]])
y_true = tf.constant([[0.5]])

def model(x):
    h = tf.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"]

with tf.GradientTape() as tape:
    y = model(x)
    loss = tf.reduce_mean(tf.square(y - y_true))
grads = tape.gradient(loss, params)
print(y)
print(loss)
for name, g in grads.items():
    print(name, g.shape, g.numpy().tolist())
for name, var in params.items():
    var.assign_sub(0.1 * grads[name])
print(params["w2"])
print([name for name, g in grads.items() if g is not None])
print({k: v.shape.as_list() for k, v in params.items()})
