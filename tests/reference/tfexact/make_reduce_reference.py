"""Record TensorFlow's outputs for every case of reduce_cases into
reduce_reference.npz, for tests/test_tfexact_kernels.py to compare against.

Run with the TensorFlow venv:  /work/tfvenv/bin/python make_reduce_reference.py

TensorFlow reads its thread count and TF_ENABLE_ONEDNN_OPTS once per process,
so each configuration runs in a worker subprocess:
  * the default one (all CPUs, oneDNN on): every case;
  * oneDNN off: every case, to record which results oneDNN changes, and the
    reference of the cases marked onednn=False (Eigen's softmax);
  * intra-op pools of SWEEP_THREADS threads: the cases marked sweep.
Outputs are stored as uint32 bit patterns under "<case>|<config>|<index>",
with the inputs' checksums and the machine description under "meta".
"""

import importlib.metadata
import json
import os
import pathlib
import platform
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))  # reduce_cases is beside this script
import reduce_cases

HERE = pathlib.Path(__file__).resolve().parent
OUTPUT = HERE / "reduce_reference.npz"
DEFAULT = "default"
ONEDNN_OFF = "onednn_off"


def _gradient(tf, forward, x, upstream, wrt_other=None):
    """Forward output and the tape's gradient with output_gradients=upstream."""
    x = tf.constant(x)
    sources = [x] if wrt_other is None else [tf.constant(wrt_other)]
    with tf.GradientTape() as tape:
        for source in sources:
            tape.watch(source)
        y = forward(x) if wrt_other is None else forward(x, sources[0])
    return y, tape.gradient(y, sources[0], output_gradients=tf.constant(upstream))


def tensorflow_outputs(tf, case, inputs):
    """Run one case through TensorFlow; returns a tuple of numpy arrays."""
    op, x = case["op"], inputs["x"]
    axis, keepdims = case.get("axis"), case.get("keepdims", False)
    if op in reduce_cases.REDUCTIONS:
        function = getattr(tf, f"reduce_{op}")
        return (function(x, axis=axis, keepdims=keepdims),)
    if op == "bias_add_grad":
        return (tf.raw_ops.BiasAddGrad(out_backprop=inputs["grad"]),)
    if op in ("add_grad", "mul_grad"):
        forward = (lambda a, b: a + b) if op == "add_grad" else (lambda a, b: a * b)
        return (_gradient(tf, forward, x, inputs["grad"], wrt_other=inputs["other"])[1],)
    if op == "log_softmax":
        return (tf.nn.log_softmax(x, axis=axis),)
    if op in ("softmax", "softmax_eigen"):
        return (tf.nn.softmax(x, axis=axis),)
    if op == "softmax_grad":
        return _gradient(tf, tf.nn.softmax, x, inputs["grad"])
    if op == "log_softmax_grad":
        return _gradient(tf, tf.nn.log_softmax, x, inputs["grad"])
    if op == "xent":
        return tuple(tf.raw_ops.SoftmaxCrossEntropyWithLogits(features=x, labels=inputs["labels"]))
    if op == "sparse_xent":
        return tuple(tf.raw_ops.SparseSoftmaxCrossEntropyWithLogits(features=x, labels=inputs["labels"]))
    if op == "sigmoid_xent":
        return (tf.nn.sigmoid_cross_entropy_with_logits(labels=inputs["labels"], logits=x),)
    if op == "matmul":
        transpose_a, transpose_b = case["transpose"]
        return (tf.linalg.matmul(x, inputs["other"], transpose_a=transpose_a,
                                 transpose_b=transpose_b),)
    raise ValueError(op)


def run_worker(threads, sweep_only, path):
    """Compute the outputs of this process's configuration and save them."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    import tensorflow as tf
    if threads:
        tf.config.threading.set_intra_op_parallelism_threads(threads)
    arrays, checksums = {}, {}
    for case in reduce_cases.CASES:
        if sweep_only and not case.get("sweep"):
            continue
        inputs = reduce_cases.case_inputs(case)
        checksums[case["name"]] = reduce_cases.inputs_checksum(inputs)
        for index, output in enumerate(tensorflow_outputs(tf, case, inputs)):
            arrays[f"{case['name']}|{index}"] = np.asarray(output, dtype=np.float32).view(np.uint32)
    arrays["checksums"] = np.array(json.dumps(checksums))
    arrays["tf_version"] = np.array(tf.__version__)
    np.savez(path, **arrays)


def _run_configuration(workdir, label, threads=0, onednn=True, sweep_only=False):
    path = pathlib.Path(workdir) / f"{label}.npz"
    env = dict(os.environ, TF_ENABLE_ONEDNN_OPTS="1" if onednn else "0")
    subprocess.run([sys.executable, __file__, "--worker", str(threads),
                    "sweep" if sweep_only else "all", str(path)], env=env, check=True)
    with np.load(path) as data:
        return {key: data[key] for key in data.files}


def _cpu_description():
    flags, model = [], ""
    for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("flags") and not flags:
            flags = line.split(":", 1)[1].split()
        if line.startswith("model name") and not model:
            model = line.split(":", 1)[1].strip()
    vector_flags = [f for f in flags if f.startswith(("avx", "fma", "sse", "amx", "f16c"))]
    return model, vector_flags


def _differing_cases(first, second):
    """Names of cases whose outputs differ between two configurations."""
    names = set()
    for key, bits in first.items():
        if "|" in key and key in second and not np.array_equal(bits, second[key]):
            names.add(key.split("|")[0])
    return sorted(names)


def _outputs(configuration):
    """(case name, output index, bits) of one configuration's outputs."""
    for key, bits in configuration.items():
        if "|" in key:
            name, index = key.split("|")
            yield name, index, bits


def _stored_outputs(default, onednn_off, sweeps):
    """The arrays to store, keyed "<case>|<config>|<index>": each case's
    reference from the default run, or from the oneDNN-off run if the case
    says so, plus the thread-count sweeps."""
    from_default_run = {case["name"] for case in reduce_cases.CASES if case.get("onednn", True)}
    stored = {}
    for name, index, bits in _outputs(default):
        if name in from_default_run:
            stored[f"{name}|{DEFAULT}|{index}"] = bits
    for name, index, bits in _outputs(onednn_off):
        if name not in from_default_run:
            stored[f"{name}|{DEFAULT}|{index}"] = bits
    for threads, outputs in sweeps.items():
        for name, index, bits in _outputs(outputs):
            stored[f"{name}|threads={threads}|{index}"] = bits
    return stored


def _meta(default, onednn_off, sweeps):
    model, vector_flags = _cpu_description()
    return {
        "tensorflow": str(default["tf_version"]),
        "tensorflow_wheel": importlib.metadata.version("tensorflow-cpu"),
        "numpy": np.__version__,
        "python": platform.python_version(),
        "cpu_model": model,
        "cpu_vector_flags": vector_flags,
        "default_threads": len(os.sched_getaffinity(0)),
        "sweep_threads": list(reduce_cases.SWEEP_THREADS),
        "onednn_default": "on (TF_ENABLE_ONEDNN_OPTS unset)",
        "cases_changed_by_onednn_off": _differing_cases(default, onednn_off),
        "thread_dependent_cases": sorted(set().union(*(
            _differing_cases(sweep, default) for sweep in sweeps.values()))),
        "checksums": json.loads(str(default["checksums"])),
    }


def main():
    with tempfile.TemporaryDirectory() as workdir:
        default = _run_configuration(workdir, DEFAULT)
        onednn_off = _run_configuration(workdir, ONEDNN_OFF, onednn=False)
        sweeps = {threads: _run_configuration(workdir, f"threads{threads}", threads, sweep_only=True)
                  for threads in reduce_cases.SWEEP_THREADS}
    stored = _stored_outputs(default, onednn_off, sweeps)
    meta = _meta(default, onednn_off, sweeps)
    np.savez_compressed(OUTPUT, meta=np.array(json.dumps(meta)), **stored)
    print(f"wrote {OUTPUT} ({OUTPUT.stat().st_size} bytes, {len(stored)} arrays)")
    print("changed by oneDNN off:", meta["cases_changed_by_onednn_off"])
    print("thread dependent:", meta["thread_dependent_cases"])


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--worker":
        run_worker(int(sys.argv[2]), sys.argv[3] == "sweep", sys.argv[4])
    else:
        main()
