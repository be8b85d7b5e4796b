# SGD with Nesterov momentum on a model's weights
import tensorflow as tf

layer = tf.keras.layers.Dense(1, kernel_initializer="ones", bias_initializer="zeros")
x = tf.constant([[1.0, 2.0], [2.0, 1.0], [0.0, 1.0]])
y = tf.constant([[1.0], [0.0], [2.0]])
opt = tf.keras.optimizers.SGD(learning_rate=0.05, momentum=0.5, nesterov=True)
for step in range(5):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((layer(x) - y) ** 2)
    grads = tape.gradient(loss, layer.trainable_variables)
    opt.apply_gradients(zip(grads, layer.trainable_variables))
    print(f"step {step}: loss {loss.numpy():.6f}")
print(layer.kernel.numpy().ravel(), layer.bias.numpy())
print(opt.nesterov, opt.momentum)
