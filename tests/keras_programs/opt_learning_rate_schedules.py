# learning-rate schedules: ExponentialDecay, PiecewiseConstantDecay, InverseTimeDecay, CosineDecay
import tensorflow as tf

exp = tf.keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=2, decay_rate=0.5)
stair = tf.keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=2, decay_rate=0.5, staircase=True)
pw = tf.keras.optimizers.schedules.PiecewiseConstantDecay(boundaries=[2, 4], values=[1.0, 0.5, 0.1])
inv = tf.keras.optimizers.schedules.InverseTimeDecay(1.0, decay_steps=1, decay_rate=0.5)
cos = tf.keras.optimizers.schedules.CosineDecay(1.0, decay_steps=4)
for step in range(6):
    print(step, [round(float(s(step)), 6) for s in (exp, stair, pw, inv, cos)])
w = tf.Variable(1.0)
opt = tf.keras.optimizers.SGD(learning_rate=exp)
for step in range(4):
    with tf.GradientTape() as tape:
        loss = w ** 2
    opt.apply_gradients([(tape.gradient(loss, w), w)])
    print(step, w.numpy(), float(opt.learning_rate))
