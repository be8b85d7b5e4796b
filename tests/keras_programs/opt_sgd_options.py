# SGD's options on tf.Variables: Nesterov momentum, weight decay, clipvalue, loss_scale_factor; names and config
import tensorflow as tf

def quadratic_grads(w):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2 * tf.constant([1.0, 3.0]))
    return tape.gradient(loss, w)

for kwargs in [{"momentum": 0.9, "nesterov": True}, {"weight_decay": 0.1}, {"momentum": 0.5, "clipvalue": 1.0},
               {"loss_scale_factor": 4.0}, {"momentum": 0.3, "weight_decay": 0.2, "clipnorm": 2.0}]:
    w = tf.Variable([2.0, -1.0])
    opt = tf.keras.optimizers.SGD(learning_rate=0.05, **kwargs)
    for step in range(3):
        opt.apply_gradients([(quadratic_grads(w), w)])
    print(opt.name, kwargs, w.numpy())
    print([v.path for v in opt.variables])
cfg = tf.keras.optimizers.SGD(0.2, momentum=0.5, name="my_sgd").get_config()
print(cfg["name"], cfg["learning_rate"], cfg["momentum"], cfg["nesterov"], cfg["weight_decay"])
