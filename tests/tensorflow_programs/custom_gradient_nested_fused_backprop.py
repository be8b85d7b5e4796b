# Source: tf.custom_gradient API documentation ("wrap nested @tf.custom_gradients in another function"
# to control the second-order gradient). Here y = x**3 with hand-written first and second derivatives.
import tensorflow as tf

@tf.custom_gradient
def cube(x):
  y = x ** 3
  x_grad = 3.0 * x ** 2
  def first_order_gradient(dy):
    @tf.custom_gradient
    def first_order_custom(unused_x):
      def second_order_and_transpose(ddy):
        return ddy * 6.0 * x
      return x_grad, second_order_and_transpose
    return dy * first_order_custom(x)
  return y, first_order_gradient

x = tf.constant(2.0)
with tf.GradientTape() as t2:
  t2.watch(x)
  with tf.GradientTape() as t1:
    t1.watch(x)
    y = cube(x)
  dy_dx = t1.gradient(y, x)
d2y_dx2 = t2.gradient(dy_dx, x)

print('y:', y.numpy())
print('dy_dx:', dy_dx.numpy())      # 3 * x**2 => 12
print('d2y_dx2:', d2y_dx2.numpy())  # 6 * x => 12
