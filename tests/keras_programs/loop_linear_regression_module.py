# basic_training_loops guide: tf.Module with w, b trained by hand with assign_sub
import tensorflow as tf

TRUE_W, TRUE_B = 3.0, 2.0
tf.random.set_seed(0)
x = tf.linspace(-2.0, 2.0, 21)
noise = tf.random.normal(shape=[21], stddev=0.2)
y = x * TRUE_W + TRUE_B + noise

class MyModel(tf.Module):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w = tf.Variable(5.0)
        self.b = tf.Variable(0.0)

    def __call__(self, x):
        return self.w * x + self.b

def loss(target_y, predicted_y):
    return tf.reduce_mean(tf.square(target_y - predicted_y))

model = MyModel()
print("Variables:", model.variables)
print("Starting: loss=%1.6f" % loss(y, model(x)).numpy())
for epoch in range(10):
    with tf.GradientTape() as t:
        current_loss = loss(y, model(x))
    dw, db = t.gradient(current_loss, [model.w, model.b])
    model.w.assign_sub(0.1 * dw)
    model.b.assign_sub(0.1 * db)
    print(f"Epoch {epoch:2d}: W = {model.w.numpy():1.2f}, b = {model.b.numpy():1.2f}, "
          f"loss={loss(y, model(x)):2.5f}")
