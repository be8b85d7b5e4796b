# Guide: customization/basics, section "GPU acceleration" / "Explicit device placement" (time_matmul)
# Adapted: `import time` and time.time() are kept, but only deterministic facts are printed; no devices.
import time
import tensorflow as tf

def time_matmul(x):
  start = time.time()
  for loop in range(10):
    result_matrix = tf.linalg.matmul(x, x)

  result = time.time()-start
  print("10 loops took a non-negative time:", result >= 0)
  return result_matrix

x = tf.ones([50, 50]) / 50.0
r = time_matmul(x)
print(r.shape, r.dtype, float(r[0, 0]))
print(x.device.endswith("CPU:0"))
