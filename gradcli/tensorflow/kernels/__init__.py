"""TensorFlow-exact float32 kernels: what TensorFlow 2.21's CPU kernels compute, bit for bit, in numpy float32.

One module per family, each routine a small function whose docstring names the Eigen, glibc or TensorFlow
routine it reproduces:

* `flush`, `x86_tables`: FTZ/DAZ arithmetic, Eigen's packet/tail split, the Intel vrcpps/vrsqrtps tables;
* `eigen_exp_log`, `glibc_exp_log`, `activations`: exp, expm1, log, log1p, tanh, sigmoid, sqrt, rsqrt,
  reciprocal, pow, erfc, softplus, softsign, elu, selu, leaky_relu, relu, gelu, silu and their gradient kernels;
* `trig_base`, `eigen_trig`, `glibc_fma`, `glibc_trig`, `lgamma`, `trig_ops`: sin ... atanh, atan2, erf, lgamma,
  digamma, and the ops exact in IEEE arithmetic (add ... minimum, comparisons) with TensorFlow's flush modes;
* `reductions`, `nn`: reduce_sum/mean/prod/max/min in Eigen's order, softmax, log_softmax, the cross-entropy
  kernels and 2-D MatMul;
* `table`: which of them each primitive of `gradcli.engine.ops` runs in TF-exact mode; `mode` switches it.

Sources: Eigen at commit dcbaf2d608f306450f1e74949eb87e9a22a7ef4b (the headers the tensorflow 2.21.0 wheel
ships; MPL-2.0), glibc 2.36's float functions (LGPL-2.1+; reimplemented, their constants reproduced), oneDNN
v3.7 (Apache-2.0) for Softmax and MatMul. docs/tensorflow.md says what the results depend on.
The kernels are imported only when the mode is switched on, so start-up does not pay for them.
"""
