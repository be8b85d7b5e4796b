# The other optimizers with a schedule as learning rate, the learning rate assigned and set between steps,
# iterations, float64 and float16 variables, and apply() without variables once built
import keras
import tensorflow as tf

schedule = keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=2, decay_rate=0.5)
for make in [keras.optimizers.Nadam, keras.optimizers.Adamax, keras.optimizers.Adadelta, keras.optimizers.Ftrl,
             keras.optimizers.Lion]:
    scheduled = make(learning_rate=schedule)
    assigned = make(learning_rate=0.1)
    a = tf.Variable([1.0, -2.0, 0.5])
    b = tf.Variable([1.0, -2.0, 0.5])
    for step in range(4):
        for opt, v in ((scheduled, a), (assigned, b)):
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(tf.sin(v) * v)
            opt.apply_gradients([(tape.gradient(loss, v), v)])
        if step == 1:
            assigned.learning_rate = 0.02
        if step == 2:
            assigned.learning_rate.assign(0.3)
    print(make.__name__, int(scheduled.iterations), float(scheduled.learning_rate), float(assigned.learning_rate))
    print(" ", a.numpy(), b.numpy())
    for dtype in [tf.float64, tf.float16]:
        v = tf.Variable(tf.constant([0.75, -1.25], dtype))
        opt = make(learning_rate=0.05)
        opt.build([v])
        for step in range(3):
            opt.apply([tf.constant([0.5, -0.25], dtype) * v])
        print(" ", dtype.name, v.numpy().tolist(), [w.dtype for w in opt.variables])
