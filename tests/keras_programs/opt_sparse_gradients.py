# Each optimizer on a gather's gradient (IndexedSlices, an index repeated): Keras updates the rows occurrence by
# occurrence, so a slot holds the sum of the occurrences' squares, not the square of their sum
import tensorflow as tf

v = tf.Variable([[0.5, 0.5]] * 3)
opt = tf.keras.optimizers.Adam(0.01)
with tf.GradientTape() as t:
    loss = tf.reduce_sum(tf.gather(v, [1, 1]) * tf.constant([[1.0, -2.0], [0.5, 3.0]]))
g = t.gradient(loss, v)
print(type(g).__name__)
opt.apply_gradients([(g, v)])
print(v.numpy())

makers = {
    "SGD": lambda: tf.keras.optimizers.SGD(0.1),
    "SGD momentum": lambda: tf.keras.optimizers.SGD(0.1, momentum=0.9),
    "SGD nesterov": lambda: tf.keras.optimizers.SGD(0.1, momentum=0.9, nesterov=True),
    "Adam": lambda: tf.keras.optimizers.Adam(0.01),
    "Adam amsgrad": lambda: tf.keras.optimizers.Adam(0.01, amsgrad=True),
    "AdamW": lambda: tf.keras.optimizers.AdamW(0.01, weight_decay=0.1),
    "RMSprop": lambda: tf.keras.optimizers.RMSprop(0.01),
    "RMSprop momentum": lambda: tf.keras.optimizers.RMSprop(0.01, momentum=0.5),
    "RMSprop centered": lambda: tf.keras.optimizers.RMSprop(0.01, centered=True),
    "RMSprop both": lambda: tf.keras.optimizers.RMSprop(0.01, momentum=0.5, centered=True),
    "Adagrad": lambda: tf.keras.optimizers.Adagrad(0.1),
    "Adam clipnorm": lambda: tf.keras.optimizers.Adam(0.1, clipnorm=1.0),  # the norm of the rows' values
    "SGD clipvalue": lambda: tf.keras.optimizers.SGD(0.1, clipvalue=0.4),
    "RMSprop clipnorm": lambda: tf.keras.optimizers.RMSprop(0.01, clipnorm=0.5),
}
weights = tf.constant([[1.0, -2.0], [0.5, 3.0], [0.3, 0.7], [-1.5, 0.25]])
for name, make in makers.items():
    v = tf.Variable([[0.5, -0.25], [0.125, 0.75], [1.0, 0.5], [-0.5, 0.0]])
    opt = make()
    for step in range(4):
        with tf.GradientTape() as t:
            loss = tf.reduce_sum(tf.gather(v, [1, 1, 2, 1]) * weights * (step + 1.0))
        opt.apply_gradients([(t.gradient(loss, v), v)])
    print(name, v.numpy().tolist())
    print([w.numpy().tolist() for w in opt.variables[2:]])
