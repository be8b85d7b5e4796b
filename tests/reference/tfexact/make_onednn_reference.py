"""Record TensorFlow's float32 outputs for onednn_cases: its fused MatMul activations and its MatMuls.

Run with a Python that has tensorflow-cpu 2.21.0 (not a dependency of gradcli):
    python tests/reference/tfexact/make_onednn_reference.py
writes onednn_reference.npz beside it: each activation's outputs and each MatMul's, as float32 bits, and a JSON
record of what they depend on (TensorFlow's version, the CPU's vector instructions, oneDNN on).
"""
import json
import os
import pathlib
import platform

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np
import onednn_cases as cases
import tensorflow as tf

OUTPUT = pathlib.Path(__file__).resolve().parent / "onednn_reference.npz"


def fused_activation(name, values):
    """name(x @ [[1]] + [0]) in a tf.function: TensorFlow's optimizer fuses MatMul, bias add and activation."""
    kernel, bias = tf.Variable([[1.0]]), tf.Variable([0.0])
    activation = {"tanh": tf.math.tanh, "sigmoid": tf.math.sigmoid, "elu": tf.nn.elu, "swish": tf.nn.silu}[name]
    return tf.function(lambda x: activation(tf.matmul(x, kernel) + bias))(values[:, None]).numpy()[:, 0]


def main():
    stored = {}
    inputs = cases.activation_inputs()
    for name in cases.ACTIVATIONS:
        stored[name] = fused_activation(name, inputs).view(np.uint32)
    for case in cases.MATMULS:
        a, b = cases.matmul_inputs(case)
        stored[cases.matmul_name(case)] = tf.matmul(a, b, transpose_a=case[0], transpose_b=case[1]).numpy().view(
            np.uint32)
    from tensorflow.python.util import _pywrap_util_port
    stored["environment"] = json.dumps({
        "tensorflow": tf.__version__, "numpy": np.__version__, "machine": platform.machine(),
        "onednn": bool(_pywrap_util_port.IsMklEnabled()),
        "TF_ENABLE_ONEDNN_OPTS": os.environ.get("TF_ENABLE_ONEDNN_OPTS"),
        "cpu_flags": sorted({flag for flag in open("/proc/cpuinfo").read().split()
                             if flag in {"avx", "avx2", "fma", "avx512f", "avx512_bf16", "amx_tile"}})})
    np.savez_compressed(OUTPUT, **stored)
    print(f"wrote {OUTPUT} ({len(stored) - 1} cases)")


if __name__ == "__main__":
    main()
