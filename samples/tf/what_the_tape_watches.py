# What a GradientTape watches: trainable variables it sees read, tensors it is
# told to watch, and nothing recorded while recording is stopped.
import tensorflow as tf

trained = tf.Variable(2.0, name="trained")
frozen = tf.Variable(3.0, name="frozen", trainable=False)
plain = tf.constant(4.0)

with tf.GradientTape(persistent=True) as tape:
    y = trained * frozen * plain
print(tape.gradient(y, [trained, frozen, plain]))
print([v.name for v in tape.watched_variables()])

with tf.GradientTape() as tape:
    tape.watch(plain)
    y = trained * plain
print(tape.gradient(y, {"trained": trained, "plain": plain}))

with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(frozen)
    y = trained * frozen
print(tape.gradient(y, [trained, frozen]))

with tf.GradientTape() as tape:
    kept = trained ** 2
    with tape.stop_recording():
        ignored = trained ** 3
    z = kept + ignored
print(tape.gradient(z, trained))

with tf.GradientTape() as tape:
    first = trained * 10.0
    tape.reset()
    second = trained * 100.0
print(tape.gradient(first + second, trained))
