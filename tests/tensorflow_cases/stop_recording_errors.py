import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y = x * x
    with tape.stop_recording():
        z = x * 10.0
    total = y + z
print(z)
print(tape.gradient(total, x))
with tape.stop_recording():
    w = x * 3.0
print(w)
