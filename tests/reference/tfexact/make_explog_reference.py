"""Record TensorFlow's float32 outputs for every case of explog_cases.

Run with the TensorFlow venv (tensorflow-cpu 2.21.0):
    /work/tfvenv/bin/python make_explog_reference.py
writes explog_reference.npz: per case the compressed outputs (see
explog_cases), digests of the LARGE_SIZES outputs, and a JSON record
of the environment, including whether turning oneDNN off (TF_ENABLE_ONEDNN_OPTS=0,
checked in a child process) changes any output bit.
With --digest it only prints one SHA-256 over all outputs (used for that check).
"""
import hashlib
import json
import os
import platform
import subprocess
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import explog_cases as cases
import numpy as np
import tensorflow as tf

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "explog_reference.npz")
EIGEN_COMMIT = "dcbaf2d608f306450f1e74949eb87e9a22a7ef4b"
R = tf.raw_ops


def _tape_gradient(forward):
    """d forward(x) / dx applied to dy, as tf.GradientTape computes it eagerly."""
    def gradient(x, dy):
        x = tf.constant(x)
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = forward(x)
        return tape.gradient(y, x, output_gradients=tf.constant(dy))
    return gradient


TF_OPS = {
    "exp": tf.math.exp, "expm1": tf.math.expm1, "log": tf.math.log, "log1p": tf.math.log1p,
    "tanh": tf.math.tanh, "sigmoid": tf.math.sigmoid, "sqrt": tf.math.sqrt, "rsqrt": tf.math.rsqrt,
    "reciprocal": tf.math.reciprocal, "erfc": tf.math.erfc, "softplus": tf.nn.softplus,
    "softsign": tf.nn.softsign, "elu": tf.nn.elu, "selu": tf.nn.selu, "leaky_relu": tf.nn.leaky_relu,
    "relu": tf.nn.relu, "relu6": tf.nn.relu6, "gelu": tf.nn.gelu,
    "gelu_approximate": lambda x: tf.nn.gelu(x, approximate=True), "log_sigmoid": tf.math.log_sigmoid,
    "silu": tf.nn.silu, "square_via_pow": lambda x: x ** 2.0, "sqrt_via_pow": lambda x: x ** 0.5,
    "cube_via_pow": lambda x: x ** 3.0, "negative": tf.math.negative, "square": tf.math.square,
    "pow": tf.math.pow, "multiply": tf.math.multiply, "add": tf.math.add, "subtract": tf.math.subtract,
    "divide": tf.math.truediv,
    "tanh_grad": lambda y, dy: R.TanhGrad(y=y, dy=dy), "sigmoid_grad": lambda y, dy: R.SigmoidGrad(y=y, dy=dy),
    "sqrt_grad": lambda y, dy: R.SqrtGrad(y=y, dy=dy), "rsqrt_grad": lambda y, dy: R.RsqrtGrad(y=y, dy=dy),
    "reciprocal_grad": lambda y, dy: R.ReciprocalGrad(y=y, dy=dy),
    "softsign_grad": lambda dy, x: R.SoftsignGrad(gradients=dy, features=x),
    "elu_grad": lambda dy, y: R.EluGrad(gradients=dy, outputs=y),
    "selu_grad": lambda dy, y: R.SeluGrad(gradients=dy, outputs=y),
    "leaky_relu_grad": lambda dy, x: R.LeakyReluGrad(gradients=dy, features=x, alpha=0.2),
    "relu_grad": lambda dy, y: R.ReluGrad(gradients=dy, features=y),
    "relu6_grad": lambda dy, y: R.Relu6Grad(gradients=dy, features=y),
    "log_gradient": _tape_gradient(tf.math.log),
    "log1p_gradient": _tape_gradient(tf.math.log1p), "expm1_gradient": _tape_gradient(tf.math.expm1),
    "softplus_gradient": _tape_gradient(tf.nn.softplus),
}


def run(name, operands):
    """TF's float32 output for numpy operands; size-100 tensors run as 4x25 to exercise C order."""
    shape = (4, 25) if operands[0].size == 100 else operands[0].shape
    result = TF_OPS[name](*(tf.constant(a.reshape(shape)) for a in operands))
    return np.asarray(result.numpy(), dtype=np.float32).reshape(-1)


def case_outputs(case):
    segments = list(case.segments())
    return segments, [run(case.name, operands) for operands in segments]


def large_digests(case):
    return [hashlib.sha256(run(case.name, case.large_inputs(size)).view(np.uint32).tobytes()).hexdigest()
            for size in cases.LARGE_SIZES]


def all_outputs_digest():
    digest = hashlib.sha256()
    for case in cases.CASES.values():
        for output in case_outputs(case)[1]:
            digest.update(output.tobytes())
    return digest.hexdigest()


def onednn_off_digest():
    env = dict(os.environ, TF_ENABLE_ONEDNN_OPTS="0")
    result = subprocess.run([sys.executable, __file__, "--digest"], env=env, capture_output=True, text=True,
                            check=True, cwd=HERE)
    return result.stdout.split()[-1]


def environment():
    flags = next(line.split(":", 1)[1].split() for line in open("/proc/cpuinfo") if line.startswith("flags"))
    model = next(line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name"))
    return {
        "tensorflow": tf.__version__, "numpy": np.__version__, "python": platform.python_version(),
        "libc": " ".join(platform.libc_ver()), "platform": platform.platform(), "cpu": model,
        "cpu_flags": [f for f in flags if f.startswith(("avx", "fma", "sse", "f16c"))],
        "TF_ENABLE_ONEDNN_OPTS": os.environ.get("TF_ENABLE_ONEDNN_OPTS", "unset (oneDNN on)"),
        "intra_op_threads": tf.config.threading.get_intra_op_parallelism_threads(),
        "inter_op_threads": tf.config.threading.get_inter_op_parallelism_threads(),
        "eigen_commit": EIGEN_COMMIT,
    }


def main():
    if sys.argv[1:] == ["--digest"]:
        print(all_outputs_digest())
        return
    stored, digest = {}, hashlib.sha256()
    for case in cases.CASES.values():
        segments, outputs = case_outputs(case)
        for output in outputs:
            digest.update(output.tobytes())
        stored[case.name] = cases.encode_outputs(case, segments, outputs)
        if case.name in cases.LARGE_CASES:
            stored[case.name + ":large"] = np.array(large_digests(case))
        print(f"{case.name}: {stored[case.name].size} bytes", flush=True)
    record = environment()
    record["onednn_off_identical"] = onednn_off_digest() == digest.hexdigest()
    stored["environment"] = np.array(json.dumps(record, indent=1))
    np.savez(OUTPUT, **stored)
    print(json.dumps(record, indent=1))


if __name__ == "__main__":
    main()
