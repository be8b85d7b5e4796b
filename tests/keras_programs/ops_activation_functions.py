# keras.ops's activation functions, with their parameters and keras.ops's own defaults (gelu approximate)
import keras
import tensorflow as tf

x = tf.constant([[-4.0, -2.0, -1.0, -0.5, 0.0], [0.5, 1.0, 2.0, 3.0, 6.5]])
ops = keras.ops
print(ops.relu6(x).numpy(), ops.leaky_relu(x).numpy(), ops.leaky_relu(x, negative_slope=0.01).numpy())
print(ops.hard_sigmoid(x).numpy(), ops.hard_silu(x).numpy(), ops.hard_swish(x).numpy())
print(ops.elu(x, alpha=0.5).numpy(), ops.selu(x).numpy(), ops.celu(x, 1.5).numpy())
print(ops.gelu(x).numpy(), ops.gelu(x, approximate=False).numpy(), ops.silu(x).numpy(), ops.swish(x).numpy())
print(ops.softplus(x).numpy(), ops.softsign(x).numpy(), ops.log_sigmoid(x).numpy())
print(ops.softmax(x).numpy(), ops.softmax(x, axis=0).numpy(), ops.log_softmax(x, axis=-1).numpy())
print(ops.glu(x).numpy() if x.shape[-1] % 2 == 0 else ops.glu(x, axis=0).numpy())
print(ops.hard_tanh(x).numpy(), ops.hard_shrink(x, 1.0).numpy(), ops.soft_shrink(x).numpy())
print(ops.tanh_shrink(x).numpy(), ops.sparse_plus(x).numpy(), ops.sparse_sigmoid(x).numpy())
print(ops.squareplus(x).numpy(), ops.squareplus(x, 2).numpy(), ops.threshold(x, 0.75, 0.0).numpy())
print(ops.sparsemax(x).numpy(), ops.sparsemax(x, axis=0).numpy())
print(ops.relu(x).numpy(), ops.sigmoid(x).numpy(), ops.tanh(x).numpy())
