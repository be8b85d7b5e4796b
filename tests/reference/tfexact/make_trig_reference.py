"""Record what TensorFlow computes for the trigonometric and special functions into trig_reference.npz.

Run with the TensorFlow venv:  /work/tfvenv/bin/python tests/reference/tfexact/make_trig_reference.py
(about 10 minutes, half of it recomputing everything with the other TF_ENABLE_ONEDNN_OPTS setting in a child
process). The inputs and the storage format are trig_cases'; the metadata records the TensorFlow, numpy,
Python and glibc versions, the CPU and its flags, the flush modes and whether oneDNN changes any bit.
"""
import os
import platform
import subprocess
import sys

import numpy as np
from trig_cases import BINARY, REFERENCE, UNARY, estimate_bits, make_inputs, pack, runs


def _tensorflow_functions(tf):
    math = tf.math
    functions = {name: getattr(math, name) for name in UNARY if hasattr(math, name)}
    functions.update(relu=tf.nn.relu, round=tf.math.round, floor=tf.math.floor, ceil=tf.math.ceil)
    functions.update(atan2=math.atan2, add=math.add, subtract=math.subtract, multiply=math.multiply,
                     divide=math.divide, squared_difference=math.squared_difference,
                     divide_no_nan=math.divide_no_nan, floordiv=math.floordiv, floormod=math.floormod,
                     maximum=math.maximum, minimum=math.minimum,
                     relu_grad=lambda g, y: tf.raw_ops.ReluGrad(gradients=g, features=y))
    return functions


def compute_outputs(names):
    """TensorFlow's outputs for every run of every operation in `names`, as {key: uint32 array}."""
    import tensorflow as tf
    functions = _tensorflow_functions(tf)
    outputs = {}
    for name in names:
        function = functions[name]
        for run, tensors in runs(make_inputs(name)):
            results = [function(*(tf.constant(a) for a in args)).numpy().reshape(-1) for args in tensors]
            outputs[f"{name}/{run}"] = np.concatenate(results).view(np.uint32)
    return outputs


def _cpu_description():
    info = open("/proc/cpuinfo").read() if os.path.exists("/proc/cpuinfo") else ""
    model = next((line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("model name")), "")
    flags = next((line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("flags")), "")
    return model, flags


def _flush_modes(tf):
    """Whether TensorFlow's kernels flush subnormals, seen from outside: 1e-45 + 0 and 2**-126 * 0.5."""
    tiny = tf.constant(np.float32(1e-45)) + tf.constant(np.float32(0))
    half_normal = tf.constant(np.float32(2.0 ** -126)) * tf.constant(np.float32(0.5))
    return {"denormals_are_zero": bool(tiny.numpy() == 0), "flush_to_zero": bool(half_normal.numpy() == 0)}


def _onednn_check(names):
    """Recompute every output in a child process with the other TF_ENABLE_ONEDNN_OPTS setting; return the
    setting used here and whether every bit agreed."""
    current = os.environ.get("TF_ENABLE_ONEDNN_OPTS", "default (on)")
    other = "0" if current != "0" else "1"
    child = subprocess.run([sys.executable, __file__, "--outputs-only", *names], capture_output=True,
                           env={**os.environ, "TF_ENABLE_ONEDNN_OPTS": other}, check=True)
    return current, other, child.stdout


def main():
    import tensorflow as tf
    names = UNARY + BINARY
    outputs = compute_outputs(names)
    current, other, other_digest = _onednn_check(names)
    same = other_digest.decode().strip() == _digest(outputs)
    model, flags = _cpu_description()
    metadata = {
        "tensorflow": tf.__version__, "numpy": np.__version__, "python": platform.python_version(),
        "glibc": " ".join(platform.libc_ver()), "cpu": model, "cpu_flags": flags,
        "TF_ENABLE_ONEDNN_OPTS": current, f"outputs_with_TF_ENABLE_ONEDNN_OPTS={other}_identical": str(same),
        **{k: str(v) for k, v in _flush_modes(tf).items()},
        "eigen_commit": "dcbaf2d608f306450f1e74949eb87e9a22a7ef4b (matches the wheel's headers)",
    }
    estimates = {f"{name}/{run}": estimate_bits(name, tensors)
                 for name in names for run, tensors in runs(make_inputs(name))}
    stored = {f"out/{key}": pack(bits, estimates[key]) for key, bits in outputs.items()}
    stored.update({f"count/{key}": np.array(bits.size) for key, bits in outputs.items()})
    stored.update({f"meta/{key}": np.array(value) for key, value in metadata.items()})
    np.savez(REFERENCE, **stored)
    print(f"wrote {REFERENCE} ({REFERENCE.stat().st_size / 1e6:.2f} MB); oneDNN setting changes nothing: {same}")


def _digest(outputs):
    import hashlib
    h = hashlib.sha256()
    for key in sorted(outputs):
        h.update(key.encode())
        h.update(outputs[key].tobytes())
    return h.hexdigest()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--outputs-only":
        print(_digest(compute_outputs(sys.argv[2:])))
    else:
        main()
