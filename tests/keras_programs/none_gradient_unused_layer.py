# why is my gradient None: a layer that is not used in the forward pass
import tensorflow as tf

class Net(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.a = tf.keras.layers.Dense(2, kernel_initializer="ones")
        self.unused = tf.keras.layers.Dense(2, kernel_initializer="ones")
        self.b = tf.keras.layers.Dense(1, kernel_initializer="ones")

    def call(self, x):
        return self.b(self.a(x))

net = Net()
x = tf.constant([[1.0, 2.0]])
net(x)
net.unused.build((None, 2))
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(net(x))
grads = tape.gradient(loss, net.trainable_variables)
for v, g in zip(net.trainable_variables, grads):
    print(v.path, None if g is None else g.numpy().tolist())
opt = tf.keras.optimizers.SGD(0.1)
opt.apply_gradients((g, v) for g, v in zip(grads, net.trainable_variables) if g is not None)
print(net.a.kernel.numpy())
