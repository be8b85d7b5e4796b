# gradient clipping: tf.clip_by_global_norm by hand, and optimizer clipnorm / clipvalue
import tensorflow as tf

def grads_for(w):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2) * 10.0
    return tape.gradient(loss, w)

w = tf.Variable([3.0, -4.0])
g = grads_for(w)
clipped, norm = tf.clip_by_global_norm([g], 1.0)
print(g, norm)
print(clipped[0])
print(tf.clip_by_norm(g, 5.0))
for kwargs in [{}, {"clipnorm": 1.0}, {"clipvalue": 0.5}, {"global_clipnorm": 2.0}]:
    v = tf.Variable([3.0, -4.0])
    opt = tf.keras.optimizers.SGD(learning_rate=0.1, **kwargs)
    opt.apply_gradients([(grads_for(v), v)])
    print(kwargs, v.numpy())
