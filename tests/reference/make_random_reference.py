"""Regenerates tests/reference/tensorflow_random_reference.npz, TensorFlow 2.21's and Keras 3.15's random
numbers for tests/test_random.py (TensorFlow is not a dependency of gradcli):

    python tests/reference/make_random_reference.py     # with tensorflow-cpu==2.21.0, keras 3.15

Writes ``tensorflow_random_reference.npz`` next to this file: every output array
(bit-exact, in its own dtype, compressed) plus ``__meta__``, a JSON string
holding the versions, the scenarios (the exact call sequences, replayable
without TF) and a few facts that can only be observed across processes
(unseeded ops differ between runs; thread-count (in)dependence).

A scenario is a fresh TF program: a list of steps run in order in one
process, so the stateful state (global seed, op-seed counter, kernel cache,
Python's random for Keras) carries from step to step.  Steps marked
``digest`` store only a SHA-256 of a large output.  Each scenario runs in its
own subprocess: the global seed, the kernel cache, Keras's global state and
TF's intra-op thread count are all process-wide.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "tensorflow_random_reference.npz")


# ---------------------------------------------------------------------------
# The scenarios (plain data, shared with the test through __meta__)
# ---------------------------------------------------------------------------

def step(op, output=True, digest=False, **args):
    return {"op": op, "args": args, "output": output, "digest": digest}


def as_input_array(value) -> np.ndarray:
    """A step's list-valued input as the program would hold it: floats as float32."""
    array = np.array(value)
    return array.astype(np.float32) if array.dtype.kind == "f" else array


def _logits(rows, classes, seed):
    return np.random.default_rng(seed).normal(size=(rows, classes)).round(3).astype(np.float32).tolist()


def stateful_scenarios():
    scenarios = {}
    scenarios["ops_in_a_row"] = [
        step("set_seed", output=False, seed=1234),
        step("uniform", shape=[3, 5]),
        step("uniform", shape=[1001], minval=-2.0, maxval=3.0),
        step("uniform", shape=[999], maxval=7.5),
        step("uniform", shape=[1000], minval=0.0, maxval=1.0),
        step("uniform", shape=[1001], dtype="float64"),
        step("uniform", shape=[1001], minval=-5, maxval=12, dtype="int32"),
        step("uniform", shape=[1001], minval=-2**31, maxval=2**31 - 1, dtype="int32"),
        step("uniform", shape=[1001], minval=-10**15, maxval=3 * 10**15, dtype="int64"),
        step("normal", shape=[2001]),
        step("normal", shape=[1001], mean=1.5, stddev=0.25),
        step("normal", shape=[1001], dtype="float64"),
        step("truncated_normal", shape=[2003]),
        step("truncated_normal", shape=[1001], mean=-1.0, stddev=3.0),
        step("truncated_normal", shape=[1001], dtype="float64"),
        step("shuffle", value=list(range(1000))),
        step("shuffle", value=np.arange(14.0).reshape(7, 2).tolist()),
        step("categorical", logits=_logits(3, 5, 0), num_samples=40),
        step("nn_dropout", x=np.ones((20, 30)).tolist(), rate=0.3),
        step("nn_dropout", x=np.ones((2, 3)).tolist(), rate=0.0),
        step("uniform", shape=[5]),
        step("uniform", shape=[1001], dtype="float16"),
        step("uniform", shape=[101], minval=-3.0, maxval=2.5, dtype="float16"),
        step("normal", shape=[1001], mean=1.0, stddev=3.0, dtype="float16"),
        step("truncated_normal", shape=[1001], dtype="float16"),
    ]
    scenarios["same_op_seed_reuses_kernel"] = [
        step("set_seed", output=False, seed=7),
        *[step("uniform", shape=[5], seed=1) for _ in range(3)],
        *[step("normal", shape=[6], seed=1) for _ in range(2)],
        step("uniform", shape=[5], seed=1, dtype="float64"),
        step("uniform", shape=[9], seed=1),
        step("truncated_normal", shape=[6], seed=1),
        step("truncated_normal", shape=[6], seed=1),
        step("uniform", shape=[4], seed=1, minval=0, maxval=100, dtype="int32"),
        step("uniform", shape=[4], seed=1, minval=0, maxval=100, dtype="int32"),
        step("shuffle", value=list(range(10)), seed=3),
        step("shuffle", value=list(range(10)), seed=3),
        step("categorical", logits=_logits(2, 4, 1), num_samples=5, seed=2),
        step("categorical", logits=_logits(2, 4, 1), num_samples=5, seed=2),
        step("nn_dropout", x=np.ones((4, 5)).tolist(), rate=0.5, seed=1),
        step("set_seed", output=False, seed=7),
        step("uniform", shape=[5], seed=1),
        step("uniform", shape=[5]),
        step("uniform", shape=[5]),
    ]
    scenarios["op_seed_without_global_seed"] = [
        step("uniform", shape=[1000], seed=42),
        step("uniform", shape=[1000], seed=42),
        step("normal", shape=[1000], seed=43),
        step("truncated_normal", shape=[1000], seed=2**40 + 5),
    ]
    scenarios["seed_edge_cases"] = [
        step("set_seed", output=False, seed=0),
        step("uniform", shape=[100], seed=0),
        step("set_seed", output=False, seed=2**31 - 1),
        step("uniform", shape=[100], seed=2**31 - 1),
        step("set_seed", output=False, seed=-17),
        step("uniform", shape=[100]),
        step("uniform", shape=[100], seed=-5),
        step("set_seed", output=False, seed=10**12 + 3),
        step("normal", shape=[100]),
    ]
    scenarios["many_set_seeds"] = [
        item for seed in (0, 1, 2, 3, 99, 123456)
        for item in (step("set_seed", output=False, seed=seed),
                     step("uniform", shape=[257]), step("normal", shape=[257]),
                     step("truncated_normal", shape=[257]), step("uniform", shape=[3]))
    ]
    scenarios["shuffle_sizes"] = [
        step("set_seed", output=False, seed=5),
        *[step("shuffle", value=list(range(n))) for n in (1, 2, 3, 4, 5, 17, 64, 1000)],
        step("shuffle", value=np.arange(24).reshape(4, 3, 2).tolist()),
    ]
    scenarios["categorical_shapes"] = [
        step("set_seed", output=False, seed=11),
        step("categorical", logits=_logits(1, 2, 2), num_samples=1000),
        step("categorical", logits=_logits(4, 10, 3), num_samples=257),
        step("categorical", logits=[[0.0, float("-inf"), 1.0], [5.0, 5.0, 5.0]], num_samples=100),
        step("categorical", logits=_logits(64, 10, 4), num_samples=1000, digest=True),
        step("categorical", logits=_logits(200, 20, 5), num_samples=50),
        step("categorical", logits=_logits(3, 2, 6), num_samples=100000, digest=True),
        step("categorical", logits=_logits(2, 3, 7), num_samples=9, dtype="int32"),
    ]
    return scenarios


def stateless_scenarios():
    seeds = [[1, 2], [0, 0], [-1, 5], [123456789, 987654321], [2**40, -2**50], [7, 0]]
    steps = []
    for seed in seeds:
        steps += [
            step("stateless_uniform", shape=[1001], seed=seed),
            step("stateless_uniform", shape=[333], seed=seed, minval=-1.0, maxval=1.0),
            step("stateless_uniform", shape=[1001], seed=seed, dtype="float64"),
            step("stateless_uniform", shape=[501], seed=seed, minval=-7, maxval=7, dtype="int32"),
            step("stateless_uniform", shape=[501], seed=seed, minval=0, maxval=2**62, dtype="int64"),
            step("stateless_uniform", shape=[64], seed=seed, minval=None, maxval=None, dtype="uint32"),
            step("stateless_uniform", shape=[64], seed=seed, minval=None, maxval=None, dtype="int64"),
            step("stateless_normal", shape=[2001], seed=seed),
            step("stateless_normal", shape=[1001], seed=seed, mean=3.0, stddev=0.5),
            step("stateless_normal", shape=[1001], seed=seed, dtype="float64"),
            step("stateless_truncated_normal", shape=[2001], seed=seed),
            step("stateless_truncated_normal", shape=[1001], seed=seed, dtype="float64"),
            step("stateless_categorical", logits=_logits(3, 6, 8), num_samples=50, seed=seed),
            step("stateless_dropout", x=np.ones((10, 10)).tolist(), rate=0.25, seed=seed),
            step("split", seed=seed, num=3),
            step("fold_in", seed=seed, data=12),
        ]
    steps += [
        step("stateless_normal", shape=[400000], seed=[11, 12], digest=True),
        step("stateless_truncated_normal", shape=[200000], seed=[13, 14], digest=True),
        step("stateless_normal", shape=[3, 0, 2], seed=[1, 1]),
        *[step(op, shape=[2001], seed=seed, dtype="float16")
          for op in ("stateless_uniform", "stateless_normal", "stateless_truncated_normal")
          for seed in ([1, 2], [5, -6])],
    ]
    return {"stateless": steps}


def generator_scenarios():
    return {"generator": [
        step("generator.from_seed", output=False, name="g", seed=42),
        step("generator.normal", name="g", shape=[5]),
        step("generator.state", name="g"),
        step("generator.normal", name="g", shape=[1001]),
        step("generator.uniform", name="g", shape=[1001]),
        step("generator.uniform", name="g", shape=[101], minval=-1.0, maxval=4.0),
        step("generator.uniform", name="g", shape=[101], minval=3, maxval=9, dtype="int64"),
        step("generator.uniform", name="g", shape=[101], minval=-3, maxval=9, dtype="int32"),
        step("generator.uniform_full_int", name="g", shape=[17]),
        step("generator.truncated_normal", name="g", shape=[1001]),
        step("generator.normal", name="g", shape=[501], dtype="float64"),
        step("generator.state", name="g"),
        step("generator.skip", output=False, name="g", delta=1000),
        step("generator.normal", name="g", shape=[7]),
        step("generator.make_seeds", name="g", count=3),
        step("generator.split", output=False, name="g", count=2, into=["g1", "g2"]),
        step("generator.normal", name="g1", shape=[9]),
        step("generator.normal", name="g2", shape=[9]),
        step("generator.state", name="g"),
        step("generator.state", name="g1"),
        step("generator.from_seed", output=False, name="big", seed=2**100 + 2**64 + 3),
        step("generator.uniform", name="big", shape=[50]),
        step("generator.from_seed", output=False, name="vec", seed=[5, 6]),
        step("generator.normal", name="vec", shape=[50]),
        step("generator.state", name="vec"),
        step("generator.from_seed", output=False, name="neg", seed=-3),
        step("generator.truncated_normal", name="neg", shape=[50]),
    ]}


def keras_scenarios():
    scenarios = {}
    scenarios["keras_dense_default"] = [
        step("keras.set_random_seed", output=False, seed=0),
        step("keras.dense_kernel", units=3, input_dim=2),
        step("keras.dense_kernel", units=64, input_dim=32),
        step("keras.dense_kernel", units=1, input_dim=100),
    ]
    scenarios["keras_initializers"] = [
        step("keras.set_random_seed", output=False, seed=1),
        *[step("keras.dense_kernel", units=16, input_dim=24, initializer=name)
          for name in ("glorot_uniform", "glorot_normal", "he_normal", "he_uniform",
                       "random_normal", "random_uniform", "truncated_normal",
                       "lecun_normal", "lecun_uniform")],
        *[step("keras.initializer", name=name, shape=shape, seed=seed)
          for name in ("glorot_uniform", "glorot_normal", "he_normal", "he_uniform",
                       "random_normal", "random_uniform", "truncated_normal")
          for shape, seed in (([5, 7], 3), ([3, 3, 4, 8], 1234), ([1000], None))],
        step("keras.initializer", name="random_normal", shape=[40, 40], seed=5, mean=1.0, stddev=2.0),
        step("keras.initializer", name="random_uniform", shape=[40, 40], seed=5, minval=-3.0, maxval=0.5),
        step("keras.initializer", name="variance_scaling", shape=[40, 40], seed=5,
             scale=0.3, mode="fan_out", distribution="untruncated_normal"),
        step("keras.initializer", name="orthogonal", shape=[6, 4], seed=9, approximate=True),
        step("keras.initializer", name="orthogonal", shape=[3, 8], seed=9, approximate=True),
    ]
    scenarios["keras_sequential"] = [
        step("keras.set_random_seed", output=False, seed=42),
        step("keras.dense.new", output=False, name="d1", units=8),
        step("keras.dropout.new", output=False, name="drop", rate=0.5),
        step("keras.dense.new", output=False, name="d2", units=2),
        step("keras.sequential_kernels", layers=["d1", "drop", "d2"], input_dim=4),
        step("keras.dropout.call", name="drop", x=np.ones((6, 8)).tolist()),
        step("keras.dropout.call", name="drop", x=np.ones((6, 8)).tolist()),
    ]
    scenarios["keras_dropout"] = [
        step("keras.set_random_seed", output=False, seed=3),
        step("keras.dropout.new", output=False, name="a", rate=0.4),
        step("keras.dropout.new", output=False, name="b", rate=0.1, seed=77),
        step("keras.dropout.new", output=False, name="c", rate=0.5, noise_shape=[None, 1, 5]),
        *[step("keras.dropout.call", name=name, x=np.arange(1.0, 61.0).reshape(4, 3, 5).tolist())
          for name in ("a", "b", "c", "a", "b", "c")],
        step("keras.dropout.call", name="a", x=np.ones((100, 50)).tolist()),
    ]
    scenarios["keras_random"] = [
        step("keras.set_random_seed", output=False, seed=2024),
        step("keras.random.normal", shape=[3, 4]),
        step("keras.random.normal", shape=[3, 4]),
        step("keras.random.uniform", shape=[500], minval=-2.0, maxval=3.0),
        step("keras.random.uniform", shape=[500], seed=9),
        step("keras.random.uniform", shape=[500], seed=9),
        step("keras.random.truncated_normal", shape=[999], stddev=0.1),
        step("keras.random.randint", shape=[200], minval=0, maxval=10),
        step("keras.random.categorical", logits=_logits(2, 5, 9), num_samples=30),
        step("keras.random.shuffle", x=list(range(100))),
        step("keras.random.dropout", x=np.ones((5, 6)).tolist(), rate=0.5, noise_shape=[None, 1]),
        step("keras.seed_generator.new", output=False, name="sg", seed=1337),
        *[step("keras.random.normal", shape=[10], seed_generator="sg") for _ in range(3)],
        step("keras.seed_generator.new", output=False, name="sg_default"),
        step("keras.random.uniform", shape=[10], seed_generator="sg_default"),
        step("keras.set_random_seed", output=False, seed=2024),
        step("keras.random.normal", shape=[3, 4]),
        step("uniform", shape=[10]),
    ]
    return scenarios


def thread_scenarios():
    """Big outputs whose TF result might depend on the intra-op thread count."""
    return {"threads": [
        step("set_seed", output=False, seed=99),
        step("uniform", shape=[300001], digest=True),
        step("normal", shape=[300001], digest=True),
        step("truncated_normal", shape=[300001], digest=True),
        step("truncated_normal", shape=[4001], dtype="float64"),
        step("normal", shape=[4001], dtype="float64"),
        step("categorical", logits=_logits(64, 10, 4), num_samples=1000, digest=True),
        step("categorical", logits=_logits(7, 3, 1), num_samples=5000, digest=True),
        step("stateless_categorical", logits=_logits(200, 20, 5), num_samples=50, seed=[3, 4], digest=True),
    ]}


# ---------------------------------------------------------------------------
# Running scenarios under TensorFlow
# ---------------------------------------------------------------------------

class TFRunner:
    """Executes scenario steps with the real TF / Keras (one fresh process)."""

    def __init__(self):
        import keras
        import tensorflow as tf
        self.tf, self.keras = tf, keras
        self.generators, self.layers, self.seed_generators = {}, {}, {}

    def run(self, op, args):
        tf = self.tf
        a = dict(args)
        if op == "set_seed":
            return tf.random.set_seed(a["seed"])
        if op in ("uniform", "normal", "truncated_normal"):
            if "dtype" in a:
                a["dtype"] = getattr(tf, a["dtype"])
            return getattr(tf.random, op)(**a)
        if op == "shuffle":
            return tf.random.shuffle(as_input_array(a.pop("value")), **a)
        if op == "categorical":
            logits = as_input_array(a.pop("logits"))
            dtype = getattr(tf, a.pop("dtype", "int64"))
            return tf.random.categorical(logits, dtype=dtype, **a)
        if op == "nn_dropout":
            return tf.nn.dropout(as_input_array(a.pop("x")), **a)
        if op.startswith("stateless_") or op in ("split", "fold_in"):
            return self._stateless(op, a)
        if op.startswith("generator."):
            return self._generator(op.split(".", 1)[1], a)
        if op.startswith("keras."):
            return self._keras(op.split(".", 1)[1], a)
        raise ValueError(op)

    def _stateless(self, op, a):
        tf = self.tf
        if "dtype" in a:
            a["dtype"] = getattr(tf, a["dtype"])
        seed = tf.constant(a.pop("seed"), dtype=tf.int64)
        if op == "stateless_categorical":
            return tf.random.stateless_categorical(as_input_array(a.pop("logits")), seed=seed, **a)
        if op == "stateless_dropout":
            return tf.nn.experimental.stateless_dropout(as_input_array(a.pop("x")), seed=seed, **a)
        if op == "split":
            return tf.random.split(seed, **a)
        if op == "fold_in":
            return tf.random.fold_in(seed, **a)
        return getattr(tf.random, op)(seed=seed, **a)

    def _generator(self, method, a):
        tf = self.tf
        name = a.pop("name")
        if method == "from_seed":
            self.generators[name] = tf.random.Generator.from_seed(a["seed"])
            return None
        g = self.generators[name]
        if method == "state":
            return g.state
        if method == "split":
            for child, gen in zip(a.pop("into"), g.split(**a)):
                self.generators[child] = gen
            return None
        if "dtype" in a:
            a["dtype"] = getattr(tf, a["dtype"])
        return getattr(g, method)(**a)

    def _keras(self, what, a):
        keras = self.keras
        if what == "set_random_seed":
            return keras.utils.set_random_seed(a["seed"])
        if what == "dense_kernel":
            layer = keras.layers.Dense(a["units"], kernel_initializer=a.get("initializer", "glorot_uniform"))
            layer.build((None, a["input_dim"]))
            return layer.kernel
        if what == "initializer":
            a.pop("approximate", None)
            name = a.pop("name")
            shape = a.pop("shape")
            return keras.initializers.get({"class_name": name, "config": a})(shape)
        if what == "dense.new":
            self.layers[a["name"]] = keras.layers.Dense(a["units"])
            return None
        if what == "dropout.new":
            noise_shape = a.get("noise_shape")
            self.layers[a["name"]] = keras.layers.Dropout(
                a["rate"], noise_shape=tuple(noise_shape) if noise_shape else None, seed=a.get("seed"))
            return None
        if what == "sequential_kernels":
            layers = [self.layers[name] for name in a["layers"]]
            keras.Sequential([keras.Input((a["input_dim"],))] + layers)
            return np.concatenate([layer.kernel.numpy().ravel()
                                   for layer in layers if isinstance(layer, keras.layers.Dense)])
        if what == "dropout.call":
            return self.layers[a["name"]](as_input_array(a["x"]), training=True)
        if what == "seed_generator.new":
            self.seed_generators[a["name"]] = keras.random.SeedGenerator(a.get("seed"))
            return None
        if what.startswith("random."):
            function = getattr(keras.random, what.split(".", 1)[1])
            if "seed_generator" in a:
                a["seed"] = self.seed_generators[a.pop("seed_generator")]
            for array_arg in ("logits", "x"):
                if array_arg in a:
                    return function(as_input_array(a.pop(array_arg)), **a)
            return function(**a)
        raise ValueError(what)


def run_scenario(steps: list, num_threads: int | None) -> tuple[dict, dict]:
    """Runs one scenario in this process; returns ({index: array}, {index: digest})."""
    import tensorflow as tf
    if num_threads is not None:
        tf.config.threading.set_intra_op_parallelism_threads(num_threads)
    arrays, digests = {}, {}
    runner = TFRunner()
    for index, item in enumerate(steps):
        result = runner.run(item["op"], item["args"])
        if not item["output"]:
            continue
        value = np.ascontiguousarray(np.asarray(result))
        if item["digest"]:
            digests[str(index)] = {"sha256": hashlib.sha256(value.tobytes()).hexdigest(),
                                   "dtype": value.dtype.name, "shape": list(value.shape)}
        else:
            arrays[str(index)] = value
    return arrays, digests


def run_scenario_in_subprocess(group: str, scenario: str, num_threads: int | None) -> tuple[dict, dict]:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "scenario.npz")
        command = [sys.executable, __file__, "--group", group, "--scenario", scenario, "--out", out]
        if num_threads is not None:
            command += ["--threads", str(num_threads)]
        subprocess.run(command, check=True)
        with np.load(out) as data:
            arrays = {key: data[key] for key in data.files if key != "__digests__"}
            digests = json.loads(str(data["__digests__"]))
    return arrays, digests


GROUPS = {
    "stateful": stateful_scenarios, "stateless": stateless_scenarios,
    "generator": generator_scenarios, "keras": keras_scenarios, "threads": thread_scenarios,
}
THREAD_VARIANTS = (1, 2, 4)


# ---------------------------------------------------------------------------
# Facts observable only across processes
# ---------------------------------------------------------------------------

UNSEEDED_PROBE = r"""
import json, sys, numpy as np, tensorflow as tf, keras
mode = sys.argv[1]
if mode == "tf_unseeded":
    out = tf.random.uniform([8]).numpy()
elif mode == "tf_op_seed_only":
    out = tf.random.uniform([8], seed=5).numpy()
elif mode == "keras_dense_after_tf_set_seed":
    tf.random.set_seed(0); layer = keras.layers.Dense(4); layer.build((None, 3)); out = layer.kernel.numpy()
elif mode == "keras_dense_after_keras_set_random_seed":
    keras.utils.set_random_seed(0); layer = keras.layers.Dense(4); layer.build((None, 3)); out = layer.kernel.numpy()
elif mode == "keras_random_normal_unseeded":
    out = keras.random.normal([8]).numpy()
print(json.dumps(out.ravel().tolist()))
"""


def cross_process_facts() -> dict:
    """For each mode: do two fresh processes print different values?"""
    facts = {}
    for mode in ("tf_unseeded", "tf_op_seed_only", "keras_dense_after_tf_set_seed",
                 "keras_dense_after_keras_set_random_seed", "keras_random_normal_unseeded"):
        runs = [subprocess.run([sys.executable, "-c", UNSEEDED_PROBE, mode], check=True,
                               capture_output=True, text=True).stdout.strip().splitlines()[-1]
                for _ in range(2)]
        facts[mode] = {"differs_between_runs": runs[0] != runs[1]}
    return facts


def versions() -> dict:
    import keras
    import tensorflow as tf
    return {"tensorflow": tf.__version__, "keras": keras.__version__, "numpy": np.__version__,
            "python": platform.python_version(), "glibc": " ".join(platform.libc_ver()),
            "machine": platform.machine(), "cpus": len(os.sched_getaffinity(0))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--group", help=argparse.SUPPRESS)
    parser.add_argument("--scenario", help=argparse.SUPPRESS)
    parser.add_argument("--threads", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--out", default=OUTPUT)
    options = parser.parse_args()

    if options.scenario:                   # child: one scenario, one thread setting
        arrays, digests = run_scenario(GROUPS[options.group]()[options.scenario], options.threads)
        np.savez_compressed(options.out, __digests__=np.array(json.dumps(digests)), **arrays)
        return

    arrays, digests, scenarios = {}, {}, []
    default_threads = len(os.sched_getaffinity(0))
    for group, builder in GROUPS.items():
        thread_settings = THREAD_VARIANTS if group == "threads" else (None,)
        for threads in thread_settings:
            prefix = f"{group}@{threads}" if threads else group
            for name, steps in builder().items():
                key = f"{prefix}:{name}"
                print(f"running {key}", flush=True)
                step_arrays, step_digests = run_scenario_in_subprocess(group, name, threads)
                arrays.update({f"{key}/{index}": value for index, value in step_arrays.items()})
                digests.update({f"{key}/{index}": value for index, value in step_digests.items()})
                scenarios.append({"key": key, "name": name, "steps": steps,
                                  "num_threads": threads or default_threads})
    meta = {"versions": versions(), "scenarios": scenarios, "digests": digests,
            "cross_process": cross_process_facts(),
            "notes": "num_threads of groups run without an explicit setting is the "
                     "process's CPU affinity count (TF's default intra-op pool size)."}
    np.savez_compressed(options.out, __meta__=np.array(json.dumps(meta)), **arrays)
    print(f"wrote {options.out}: {len(arrays)} arrays, {len(digests)} digests, "
          f"{os.path.getsize(options.out) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
