"""The TF-exact kernels against TensorFlow 2.21's outputs, bit for bit (NaN signs and payloads included).

The inputs are rebuilt from seeds by tests/reference/tfexact/*_cases.py; TensorFlow's outputs were recorded by
the make_*_reference.py scripts beside them (run with TensorFlow, which these tests never import). Every op gets
100003 inputs in one tensor (packets and a tail), extremes, subnormals, +-0, inf and NaN payloads among them,
and small tensors (sizes 1, 3, 7, 9, 17, 100) and tails of 7 that take the scalar routine: a tenth of those by
default, all of them with GRADCLI_TFEXACT_FULL=1.
"""
import json
import os
import pathlib
import sys

import numpy as np
import pytest

from gradcli.tensorflow.kernels import activations as k
from gradcli.tensorflow.kernels import flush, gemm, glibc_exp_log, glibc_fma, nn, onednn, reductions, trig_ops

sys.path.insert(0, str(pathlib.Path(__file__).parent / "reference" / "tfexact"))  # where the *_cases modules are
import explog_cases
import onednn_cases
import reduce_cases
import trig_cases

REFERENCE = pathlib.Path(__file__).parent / "reference" / "tfexact"

FULL = bool(os.environ.get("GRADCLI_TFEXACT_FULL"))
EVERY = 1 if FULL else 10  # of the small tensors, check every EVERY-th
F32 = np.float32


def bits(values):
    return np.asarray(values, dtype=F32).reshape(-1).view(np.uint32)


def differences(name, operands, ours, theirs):
    bad = np.flatnonzero(ours != theirs)
    lines = [f"{name}: {bad.size} of {ours.size} differ; first (inputs -> ours, TensorFlow's):"]
    for i in bad[:5]:
        inputs = ", ".join(f"{operand[i]!r}/{operand.view(np.uint32)[i]:#010x}" for operand in operands)
        lines.append(f"  ({inputs}) -> {ours[i]:#010x}, {theirs[i]:#010x}")
    return "\n".join(lines)


# ----- exp, log, tanh, sigmoid, pow, activations and their gradient kernels -----

EXPLOG = {
    "exp": k.exp, "expm1": k.expm1, "log": k.log, "log1p": k.log1p, "tanh": k.tanh, "sigmoid": k.sigmoid,
    "sqrt": k.sqrt, "rsqrt": k.rsqrt, "reciprocal": k.reciprocal, "erfc": k.erfc, "softplus": k.softplus,
    "softsign": k.softsign, "elu": k.elu, "selu": k.selu, "leaky_relu": k.leaky_relu, "relu": k.relu,
    "relu6": k.relu6, "gelu": k.gelu, "gelu_approximate": lambda x: k.gelu(x, approximate=True),
    "log_sigmoid": k.log_sigmoid, "silu": k.silu,
    "square_via_pow": lambda x: k.pow(x, F32(2.0)), "sqrt_via_pow": lambda x: k.pow(x, F32(0.5)),
    "cube_via_pow": lambda x: k.pow(x, F32(3.0)), "negative": flush.negative, "square": flush.square,
    "pow": k.pow, "multiply": flush.multiply, "add": flush.add, "subtract": flush.subtract, "divide": flush.divide,
    "tanh_grad": k.tanh_grad, "sigmoid_grad": k.sigmoid_grad, "sqrt_grad": k.sqrt_grad,
    "rsqrt_grad": k.rsqrt_grad, "reciprocal_grad": k.reciprocal_grad,
    "softsign_grad": k.softsign_grad, "elu_grad": k.elu_grad, "selu_grad": k.selu_grad,
    "leaky_relu_grad": k.leaky_relu_grad, "relu_grad": k.relu_grad, "relu6_grad": k.relu6_grad,
    "log_gradient": lambda x, dy: flush.multiply(dy, k.reciprocal(x)),
    "log1p_gradient": lambda x, dy: flush.multiply(dy, k.reciprocal(flush.add(F32(1.0), x))),
    "expm1_gradient": lambda x, dy: flush.multiply(dy, k.exp(x)),
    "softplus_gradient": lambda x, dy: flush.multiply(dy, k.sigmoid(x)),
}
EXPLOG_STORED = np.load(REFERENCE / "explog_reference.npz")


def test_every_explog_case_has_a_kernel_and_a_reference():
    assert set(EXPLOG) == set(explog_cases.CASES) and set(EXPLOG) <= set(EXPLOG_STORED.files)
    assert json.loads(str(EXPLOG_STORED["environment"]))["tensorflow"] == "2.21.0"


@pytest.mark.parametrize("name", sorted(explog_cases.CASES))
def test_explog_kernel_matches_tensorflow(name):
    case = explog_cases.CASES[name]
    segments = list(case.segments())
    expected = explog_cases.decode_outputs(case, segments, EXPLOG_STORED[name])
    ends = np.cumsum([operands[0].size for operands in segments])
    chosen = [0] + list(range(1, len(segments), EVERY))
    theirs = np.concatenate([expected[ends[i] - segments[i][0].size:ends[i]] for i in chosen])
    with np.errstate(all="ignore"):
        ours = np.concatenate([bits(EXPLOG[name](*(a.reshape((4, 25) if a.size == 100 else a.shape)
                                                   for a in segments[i]))) for i in chosen])
    operands = [np.concatenate([segments[i][j] for i in chosen]) for j in range(len(segments[0]))]
    assert np.array_equal(ours, theirs), differences(name, operands, ours, theirs)


# ----- sin ... lgamma, atan2, and the ops exact in IEEE arithmetic -----

TRIG_STORED = np.load(trig_cases.REFERENCE)


def trig_runs():
    for name in trig_cases.UNARY + trig_cases.BINARY:
        for run in ["main", "tail", "matrix", *(f"size{n}" for n in trig_cases.SMALL_SIZES)]:
            yield pytest.param(name, run, id=f"{name}-{run}")


@pytest.mark.parametrize("name, run", list(trig_runs()))
def test_trig_kernel_matches_tensorflow(name, run):
    tensors = dict(trig_cases.runs(trig_cases.make_inputs(name)))[run]
    theirs = trig_cases.unpack(TRIG_STORED[f"out/{name}/{run}"], trig_cases.estimate_bits(name, tensors))
    if run == "tail" and not FULL:  # tensors of 7: every EVERY-th
        theirs = theirs.reshape(-1, 7)[::EVERY].reshape(-1)
        tensors = tensors[::EVERY]
    with np.errstate(all="ignore"):
        ours = np.concatenate([bits(getattr(trig_ops, name)(*args)) for args in tensors])
    operands = [np.concatenate([np.asarray(args[j]).reshape(-1) for args in tensors]) for j in range(len(tensors[0]))]
    assert np.array_equal(ours, theirs), differences(name, operands, ours, theirs)


def test_trig_reference_machine_is_recorded():
    assert str(TRIG_STORED["meta/tensorflow"]) == "2.21.0"
    assert str(TRIG_STORED["meta/denormals_are_zero"]) == "True" == str(TRIG_STORED["meta/flush_to_zero"])


# ----- Reductions, softmax, cross-entropies and MatMul in TensorFlow's order -----

REDUCE_STORED = np.load(REFERENCE / "reduce_reference.npz")
META = json.loads(str(REDUCE_STORED["meta"]))


def reduce_outputs(case, inputs, threads):
    op, x = case["op"], inputs["x"]
    axis, keepdims = case.get("axis"), case.get("keepdims", False)
    if op in ("max", "min"):
        return (getattr(reductions, f"reduce_{op}")(x, axis, keepdims),)
    if op == "logsumexp":
        return (nn.reduce_logsumexp(x, axis, keepdims, num_threads=threads),)
    if op in reduce_cases.REDUCTIONS:
        return (getattr(reductions, f"reduce_{op}")(x, axis, keepdims, num_threads=threads),)
    grad = inputs.get("grad")
    return {
        "bias_add_grad": lambda: (reductions.bias_add_grad(grad, num_threads=threads),),
        "add_grad": lambda: (reductions.broadcast_gradient_sum(grad, inputs["other"].shape, threads),),
        "mul_grad": lambda: (reductions.broadcast_gradient_sum(flush.multiply(x, grad), inputs["other"].shape,
                                                                 threads),),
        "log_softmax": lambda: (nn.log_softmax(x, axis),),
        "softmax": lambda: (nn.softmax(x, axis),),
        "softmax_eigen": lambda: (nn.softmax(x, axis, onednn=False),),
        "softmax_grad": lambda: (nn.softmax(x), nn.softmax_grad(nn.softmax(x), grad, threads)),
        "log_softmax_grad": lambda: (nn.log_softmax(x), nn.log_softmax_grad(nn.log_softmax(x), grad, threads)),
        "xent": lambda: nn.softmax_cross_entropy_with_logits(inputs["labels"], x),
        "sparse_xent": lambda: nn.sparse_softmax_cross_entropy_with_logits(inputs["labels"], x),
        "sigmoid_xent": lambda: (nn.sigmoid_cross_entropy_with_logits(inputs["labels"], x),),
        "matmul": lambda: (gemm.matmul(x, inputs["other"], *case["transpose"]),),
    }[op]()


def reduce_configurations():
    for case in reduce_cases.CASES:
        yield pytest.param(case, "default", META["default_threads"], id=case["name"])
        for threads in META["sweep_threads"] if case.get("sweep") else ():
            yield pytest.param(case, f"threads={threads}", threads, id=f"{case['name']}-threads={threads}")


@pytest.mark.parametrize("case, config, threads", list(reduce_configurations()))
def test_reduction_matches_tensorflow(case, config, threads):
    inputs = reduce_cases.case_inputs(case)
    assert reduce_cases.inputs_checksum(inputs) == META["checksums"][case["name"]], "numpy drew other inputs"
    stored, index = [], 0
    while f"{case['name']}|{config}|{index}" in REDUCE_STORED.files:
        stored.append(REDUCE_STORED[f"{case['name']}|{config}|{index}"].view(F32))
        index += 1
    with np.errstate(all="ignore"):
        ours = reduce_outputs(case, inputs, threads)
    assert len(ours) == len(stored)
    for theirs, result in zip(stored, ours):
        result = np.asarray(result, dtype=F32)
        assert result.shape == theirs.shape
        assert np.array_equal(bits(result), bits(theirs)), differences(case["name"], [], bits(result), bits(theirs))


def test_reduce_reference_machine_is_described():
    assert META["tensorflow"] == "2.21.0"
    assert set(META["cases_changed_by_onednn_off"]) <= {
        case["name"] for case in reduce_cases.CASES if case["op"] in ("softmax", "softmax_eigen", "softmax_grad",
                                                                       "matmul")}


@pytest.mark.parametrize("vectorised, scalar, values", [
    (glibc_fma._glibc_expf, glibc_exp_log.glibc_expf,
     np.r_[np.random.default_rng(1).uniform(-100, 89, 3000), 0, -0.0, 1e-40, -1e-40, 88.72283, 88.7229, -87.33,
           -88, -103.97, np.inf, -np.inf, np.nan]),
    (glibc_fma._glibc_logf, glibc_exp_log.glibc_logf,
     np.r_[np.exp2(np.random.default_rng(2).uniform(-126, 128, 3000)), 1 + np.arange(-50, 50) * 2.0 ** -23,
           0, -0.0, 1, 1e-40, -1, np.inf, np.nan]),
], ids=["expf", "logf"])
def test_vectorised_glibc_matches_the_one_float_transcription(vectorised, scalar, values):
    values = values.astype(F32)
    with np.errstate(all="ignore"):
        expected = np.array([scalar(v) for v in values], dtype=F32)
        assert np.array_equal(bits(vectorised(values)), bits(expected))


# ----- oneDNN's kernels: a fused MatMul's activations, and MatMul's kernel for each shape -----

ONEDNN_STORED = np.load(REFERENCE / "onednn_reference.npz")
ONEDNN_ACTIVATIONS = {"tanh": onednn.tanh, "sigmoid": onednn.logistic, "elu": onednn.elu, "swish": onednn.swish}


def test_onednn_reference_machine_is_recorded():
    environment = json.loads(str(ONEDNN_STORED["environment"]))
    assert environment["tensorflow"] == "2.21.0" and environment["onednn"] and "avx512f" in environment["cpu_flags"]


@pytest.mark.parametrize("name", onednn_cases.ACTIVATIONS)
def test_fused_activation_matches_tensorflow(name):
    inputs = onednn_cases.activation_inputs()
    with np.errstate(all="ignore"):
        ours = bits(ONEDNN_ACTIVATIONS[name](inputs))
    theirs = ONEDNN_STORED[name]
    assert inputs.size > 10 ** 5 and np.array_equal(ours, theirs), differences(name, [inputs], ours, theirs)


@pytest.mark.parametrize("case", onednn_cases.MATMULS, ids=onednn_cases.matmul_name)
def test_matmul_takes_onednns_kernel_for_its_shape(case):
    a, b = onednn_cases.matmul_inputs(case)
    ours = bits(gemm.matmul(a, b, transpose_a=case[0], transpose_b=case[1]))
    theirs = ONEDNN_STORED[onednn_cases.matmul_name(case)].reshape(-1)
    assert np.array_equal(ours, theirs), f"{(ours != theirs).sum()} of {ours.size} differ"


# ----- Shapes -----

def test_scalars_give_zero_dimensional_arrays_and_c_order_decides_the_packets():
    assert k.exp(F32(1.0)).shape == () and k.exp(F32(1.0)).dtype == F32
    assert trig_ops.atan2(F32(1), np.ones((2, 3), F32)).shape == (2, 3)
    x = np.arange(24, dtype=F32).reshape(2, 3, 4) / F32(7)
    assert np.array_equal(bits(k.tanh(x.transpose(2, 0, 1))), bits(k.tanh(np.ascontiguousarray(x.transpose(2, 0, 1)))))
    with pytest.raises(TypeError):
        trig_ops.sin(np.float64(1))


def test_no_tensorflow_needed():
    assert "tensorflow" not in sys.modules
