"""gradcli's random numbers against TensorFlow 2.21's and Keras 3.15's, bit for bit.

The reference (``tests/reference/tensorflow_random_reference.npz``, made by
``tests/reference/make_random_reference.py`` with TensorFlow) holds scenarios -- call sequences run in fresh TF
processes -- and their outputs.  Each scenario is replayed here, without TF,
in a fresh ``RandomContext`` / ``KerasRandomState`` and every output must be
bit-identical, except Keras ``Orthogonal`` (Eigen's QR vs LAPACK's): within
float32 rounding.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import warnings

import numpy as np
import pytest

from gradcli.tensorflow.keras.initializers import INITIALIZERS
from gradcli.tensorflow.random import distributions as D
from gradcli.tensorflow.random import keras as K
from gradcli.tensorflow.random import tensorflow as R
from gradcli.tensorflow.random.entropy import UnseededRandomnessWarning
from gradcli.tensorflow.random import philox
from gradcli.tensorflow.random.philox import PhiloxState

REFERENCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "reference", "tensorflow_random_reference.npz")
ORTHOGONAL_ATOL = 1e-6

with np.load(REFERENCE) as _data:
    ARRAYS = {key: _data[key] for key in _data.files if key != "__meta__"}
    META = json.loads(str(_data["__meta__"]))


def as_input_array(value) -> np.ndarray:
    """As make_random_reference.as_input_array: float lists become float32."""
    array = np.array(value)
    return array.astype(np.float32) if array.dtype.kind == "f" else array


class DenseKernel:
    """What keras.layers.Dense(units) draws: its kernel initializer is made (its seed drawn) with the layer, and
    called on (input_dim, units) when the layer is built."""

    def __init__(self, state, units, kernel_initializer="glorot_uniform"):
        self.units = units
        self.initializer = INITIALIZERS[kernel_initializer](state)

    def build_kernel(self, input_dim):
        return self.initializer((input_dim, self.units), "float32")


class Replayer:
    """Runs scenario steps with tf_random / keras_random (one fresh program)."""

    def __init__(self, num_threads: int):
        self.num_threads = num_threads
        self.context = R.RandomContext(num_threads=num_threads)
        self.keras = K.KerasRandomState(tf_context=self.context)
        self.generators, self.layers, self.seed_generators = {}, {}, {}

    def run(self, op: str, args: dict):
        a = dict(args)
        ctx = self.context
        if op == "set_seed":
            return ctx.set_seed(a["seed"])
        if op in ("uniform", "normal", "truncated_normal"):
            return getattr(ctx, op)(**a)
        if op == "shuffle":
            return ctx.shuffle(as_input_array(a.pop("value")), **a)
        if op == "categorical":
            return ctx.categorical(as_input_array(a.pop("logits")), **a)
        if op == "nn_dropout":
            return ctx.dropout(as_input_array(a.pop("x")), **a)
        if op.startswith("stateless_") or op in ("split", "fold_in"):
            return self._stateless(op, a)
        if op.startswith("generator."):
            return self._generator(op.split(".", 1)[1], a)
        if op.startswith("keras."):
            return self._keras(op.split(".", 1)[1], a)
        raise ValueError(op)

    def _stateless(self, op, a):
        seed = np.array(a.pop("seed"), dtype=np.int64)
        if op == "stateless_categorical":
            return R.stateless_categorical(as_input_array(a.pop("logits")), seed=seed,
                                           num_threads=self.num_threads, **a)
        if op == "stateless_dropout":
            return R.stateless_dropout(as_input_array(a.pop("x")), seed=seed, **a)
        if op == "split":
            return R.stateless_split(seed, **a)
        if op == "fold_in":
            return R.stateless_fold_in(seed, **a)
        return getattr(R, op)(seed=seed, **a)

    def _generator(self, method, a):
        name = a.pop("name")
        if method == "from_seed":
            self.generators[name] = R.Generator.from_seed(a["seed"])
            return None
        generator = self.generators[name]
        if method == "state":
            return generator.state
        if method == "split":
            for child, new in zip(a.pop("into"), generator.split(**a)):
                self.generators[child] = new
            return None
        return getattr(generator, method)(**a)

    def _keras(self, what, a):
        state = self.keras
        if what == "set_random_seed":
            return state.set_random_seed(a["seed"])
        if what == "dense_kernel":
            layer = DenseKernel(state, a["units"], a.get("initializer", "glorot_uniform"))
            return layer.build_kernel(a["input_dim"])
        if what == "initializer":
            a.pop("approximate", None)
            name, shape = a.pop("name"), a.pop("shape")
            return INITIALIZERS[name](state, **a)(shape)
        if what == "dense.new":
            self.layers[a["name"]] = DenseKernel(state, a["units"])
            return None
        if what == "dropout.new":
            self.layers[a["name"]] = K.Dropout(state, a["rate"], a.get("noise_shape"), a.get("seed"))
            return None
        if what == "sequential_kernels":
            kernels, input_dim = [], a["input_dim"]
            for layer in (self.layers[name] for name in a["layers"]):
                if isinstance(layer, DenseKernel):
                    kernels.append(layer.build_kernel(input_dim).ravel())
                    input_dim = layer.units
            return np.concatenate(kernels)
        if what == "dropout.call":
            return self.layers[a["name"]](as_input_array(a["x"]), training=True)
        if what == "seed_generator.new":
            self.seed_generators[a["name"]] = K.SeedGenerator(state, a.get("seed"))
            return None
        if what.startswith("random."):
            function = getattr(K, what.split(".", 1)[1])
            if "seed_generator" in a:
                a["seed"] = self.seed_generators[a.pop("seed_generator")]
            for array_arg in ("logits", "x"):
                if array_arg in a:
                    return function(state, as_input_array(a.pop(array_arg)), **a)
            return function(state, **a)
        raise ValueError(what)


def replay(scenario):
    """Yields (step, reference key, our output) for each recorded step."""
    replayer = Replayer(scenario["num_threads"])
    for index, item in enumerate(scenario["steps"]):
        result = replayer.run(item["op"], item["args"])
        if item["output"]:
            yield item, f"{scenario['key']}/{index}", np.ascontiguousarray(np.asarray(result))


def assert_matches(item, key, ours):
    if item["digest"]:
        expected = META["digests"][key]
        assert (ours.dtype.name, list(ours.shape)) == (expected["dtype"], expected["shape"]), key
        assert hashlib.sha256(ours.tobytes()).hexdigest() == expected["sha256"], key
        return
    expected = ARRAYS[key]
    assert ours.dtype == expected.dtype and ours.shape == expected.shape, key
    if item["args"].get("approximate"):
        np.testing.assert_allclose(ours, expected, rtol=0, atol=ORTHOGONAL_ATOL, err_msg=key)
    else:
        assert ours.tobytes() == expected.tobytes(), f"{key}: {item}"


@pytest.mark.parametrize("scenario", META["scenarios"], ids=[s["key"] for s in META["scenarios"]])
def test_scenario_matches_tensorflow(scenario):
    for item, key, ours in replay(scenario):
        assert_matches(item, key, ours)


def test_reference_versions():
    assert META["versions"]["tensorflow"] == "2.21.0"
    assert META["versions"]["keras"].startswith("3.15")


def test_tensorflow_fill_ops_ignore_thread_count():
    """TF's own outputs: only the multinomial kernels change with the thread count."""
    steps = next(s for s in META["scenarios"] if s["name"] == "threads")["steps"]
    for index, item in enumerate(steps):
        if not item["output"]:
            continue
        per_threads = []
        for threads in (1, 2, 4):
            key = f"threads@{threads}:threads/{index}"
            per_threads.append(META["digests"][key]["sha256"] if item["digest"] else ARRAYS[key].tobytes())
        assert (len(set(per_threads)) == 1) == ("categorical" not in item["op"]), item


def _two_fresh_runs(draw):
    """Two programs' draws, and whether gradcli warned that they depend on unseeded randomness."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        draws = [draw(K.KerasRandomState(R.RandomContext())) for _ in range(2)]
    return draws, any(w.category is UnseededRandomnessWarning for w in caught)


CROSS_PROCESS_DRAWS = {
    "tf_unseeded": lambda ks: ks.tf_context.uniform([8]),
    "tf_op_seed_only": lambda ks: ks.tf_context.uniform([8], seed=5),
    "keras_dense_after_tf_set_seed":
        lambda ks: (ks.tf_context.set_seed(0), DenseKernel(ks, 4).build_kernel(3))[1],
    "keras_dense_after_keras_set_random_seed":
        lambda ks: (ks.set_random_seed(0), DenseKernel(ks, 4).build_kernel(3))[1],
    "keras_random_normal_unseeded": lambda ks: K.normal(ks, [8]),
}


@pytest.mark.parametrize("mode", sorted(CROSS_PROCESS_DRAWS))
def test_seeded_exactly_when_tensorflow_is_and_warned_when_not(mode):
    (first, second), warned = _two_fresh_runs(CROSS_PROCESS_DRAWS[mode])
    differs = META["cross_process"][mode]["differs_between_runs"]
    assert (not np.array_equal(first, second)) == differs
    assert warned == differs


def test_philox_known_answer():
    """Random123's published Philox4x32-10 known-answer vectors (kat_vectors)."""
    cases = [
        (0, 0, [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]),
        (0xFFFFFFFF_FFFFFFFF, (1 << 128) - 1, [0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD]),
        (0x299F31D0_A4093822, 0x03707344_13198A2E_85A308D3_243F6A88,
         [0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1]),
    ]
    for key, counter, expected in cases:
        assert PhiloxState(key, counter).blocks(1)[0].tolist() == expected


@pytest.mark.parametrize("blocks", [1, 5, 16, 17, 40])
def test_philox_on_python_integers_and_on_numpy_arrays_agree(blocks):
    """Few blocks are computed on Python's integers, many on numpy's arrays: the same numbers."""
    rng = np.random.default_rng(blocks)
    for _ in range(20):
        key, counter = int(rng.integers(2**63)) * 2 + 1, int(rng.integers(2**63)) << 65 | int(rng.integers(2**63))
        offsets = rng.integers(0, 2**40, size=blocks, dtype=np.uint64)
        numpy_blocks = philox.philox_at(key, counter, np.tile(offsets, 17))[:blocks]  # 17 or more: numpy's
        assert np.array_equal(philox.philox_at(key, counter, offsets), numpy_blocks)


def test_skip_carries_across_counter_words():
    state = PhiloxState(5, (1 << 64) - 1)
    direct = PhiloxState(5, 1 << 64).blocks(3)
    assert np.array_equal(state.blocks(4)[1:], direct)
    assert np.array_equal(state.skip(1).blocks(3), direct)


def test_truncated_normal_groups_are_independent_of_output_size():
    """Group g's values depend only on g (its reserved window), not on n."""
    state = R.stateless_philox_state([3, 4])
    long = D.fill_truncated_normal(state, 4001, "float32")
    assert np.array_equal(D.fill_truncated_normal(state, 10, "float32"), long[:10])
    assert np.all(np.abs(long) < 2)


def test_eigen_blocks_single_shard_for_cheap_work():
    assert D.eigen_parallel_for_blocks(3, 100, 8) == [0]
    assert D.eigen_parallel_for_blocks(64, 166_596, 2) == list(range(0, 64, 8))


def test_keras_global_seed_generator_scramble():
    state = K.KerasRandomState(R.RandomContext())
    state.set_random_seed(0)
    first_seed = random.Random(0).randint(1, 10**9)
    drawn = [state.draw_seed(None) for _ in range(3)]
    expected = np.array([first_seed, 0])
    for value in drawn:
        assert np.array_equal(value, expected % (2**31 - 2))
        expected = (expected + 1) * 5387 % 933199
