# more learning-rate schedules: PolynomialDecay, CosineDecay with alpha and warmup, staircase, config
import tensorflow as tf

poly = tf.keras.optimizers.schedules.PolynomialDecay(0.5, decay_steps=4, end_learning_rate=0.1, power=2.0)
cyc = tf.keras.optimizers.schedules.PolynomialDecay(0.5, decay_steps=2, cycle=True)
cos = tf.keras.optimizers.schedules.CosineDecay(1.0, decay_steps=4, alpha=0.2)
warm = tf.keras.optimizers.schedules.CosineDecay(0.0, decay_steps=4, warmup_target=1.0, warmup_steps=2)
inv = tf.keras.optimizers.schedules.InverseTimeDecay(1.0, decay_steps=2, decay_rate=1.0, staircase=True)
pw = tf.keras.optimizers.schedules.PiecewiseConstantDecay([1, 3], [0.3, 0.2, 0.1])
for step in range(8):
    print(step, [round(float(s(step)), 6) for s in (poly, cyc, cos, warm, inv, pw)])
print(poly.get_config())
print(cos(tf.constant(3)))
w = tf.Variable([1.0, 2.0])
opt = tf.keras.optimizers.Adam(learning_rate=cos)
for step in range(3):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w ** 2)
    opt.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
    print(step, w.numpy(), round(float(opt.learning_rate), 6))
print(opt.get_config()["learning_rate"]["class_name"], len(opt.variables))
