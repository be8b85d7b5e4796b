import tensorflow as tf

t = tf.constant(2.75)
print(float(t), int(t), bool(t))
print(int(tf.constant(-2.75)), int(tf.constant(9)), float(tf.constant(9)))
print(bool(tf.constant(0.0)), bool(tf.constant(0)), bool(tf.constant([1.0])))
print(float(tf.Variable(0.5)), int(tf.Variable(3)))
if t > 0:
    print("positive")
if tf.constant(1.0) < tf.constant(0.5):
    print("smaller")
else:
    print("not smaller")
print(t > 2, t >= 3.0, t == 2.75, t != 2.75)
x = tf.Variable(1.0)
steps = 0
while x < 10.0:
    x.assign(x * 2)
    steps += 1
print(steps, x.numpy())
print(float(tf.reduce_sum(tf.constant([0.1, 0.2]))))
print(round(float(t), 1), round(t.numpy(), 1))
print(abs(tf.constant(-3.0)))
print(t.numpy().item(), tf.constant(0.1).numpy().item())
v = [1.0, 2.0, 3.0]
print(v[int(tf.constant(1))])
