# basic_training_loops guide, Keras 3 style: weights made with add_weight, trained with a loop and with fit
import numpy as np
import tensorflow as tf

class MyModelKeras(tf.keras.Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w = self.add_weight(shape=(), initializer=tf.keras.initializers.Constant(5.0), name="w")
        self.b = self.add_weight(shape=(), initializer="zeros", name="b")

    def call(self, x):
        return self.w * x + self.b

x = np.linspace(-2.0, 2.0, 9).astype(np.float32)
y = 3.0 * x + 2.0
m1 = MyModelKeras()
opt = tf.keras.optimizers.SGD(learning_rate=0.1)
for epoch in range(5):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(y - m1(x)))
    grads = tape.gradient(loss, m1.trainable_variables)
    opt.apply_gradients(zip(grads, m1.trainable_variables))
    print(epoch, round(float(loss), 5), m1.w.numpy(), m1.b.numpy())

m2 = MyModelKeras()
m2.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.1), loss="mse")
history = m2.fit(x, y, epochs=5, batch_size=1000, shuffle=False, verbose=0)
print([round(l, 5) for l in history.history["loss"]])
print(m2.w.numpy(), m2.b.numpy())
print(len(m2.trainable_variables), [v.name for v in m2.trainable_variables])
