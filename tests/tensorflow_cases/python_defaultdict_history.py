# collections.defaultdict and OrderedDict as a training history.
from collections import OrderedDict, defaultdict
import tensorflow as tf

history = defaultdict(list)
w = tf.Variable(4.0)
opt = tf.keras.optimizers.SGD(learning_rate=0.25)
for epoch in range(3):
    with tf.GradientTape() as tape:
        loss = (w - 1.0) ** 2
    grads = tape.gradient(loss, [w])
    opt.apply_gradients(zip(grads, [w]))
    history["loss"].append(round(float(loss), 4))
    history["w"].append(round(float(w), 4))
print(history)
print(dict(history))
counts = defaultdict(int)
for word in ["a", "b", "a"]:
    counts[word] += 1
print(counts)
ordered = OrderedDict()
ordered["second"] = 2
ordered["first"] = 1
ordered.move_to_end("second")
print(ordered, list(ordered.keys()))
