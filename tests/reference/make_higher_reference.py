"""Regenerates tests/reference/tensorflow_higher_reference.json with TensorFlow 2.21 (not a dependency of gradcli):

    python tests/reference/make_higher_reference.py     # with tensorflow-cpu==2.21.0

For each elementwise function at points that include its kinks: the first,
second and third derivatives of sum(f(x)) from nested tapes, a JVP and a
Hessian-vector product (forward over reverse) with ForwardAccumulator; and
Hessians, JVPs and batch jacobians of a few functions of several inputs. All in
float64; None where TensorFlow returns None, the error's type where it fails.
"""
import json
import pathlib

import numpy as np
import tensorflow as tf

REAL = [-1.3, -0.4, 0.0, 0.5, 1.7]
POSITIVE = [0.3, 1.1, 2.5]
UNIT = [-0.6, 0.0, 0.7]
NONZERO = [-1.3, 0.5, 1.7]
ELEMENTWISE = {  # name: (TensorFlow's function, points)
    "abs": (tf.abs, REAL), "sqrt": (tf.sqrt, POSITIVE), "square": (tf.square, REAL), "exp": (tf.exp, REAL),
    "log": (tf.math.log, POSITIVE), "log1p": (tf.math.log1p, [-0.5, 0.0, 1.5]), "expm1": (tf.math.expm1, REAL),
    "sin": (tf.sin, REAL), "cos": (tf.cos, REAL), "tan": (tf.tan, UNIT), "asin": (tf.asin, UNIT),
    "acos": (tf.acos, UNIT), "atan": (tf.atan, REAL), "sinh": (tf.sinh, REAL), "cosh": (tf.cosh, REAL),
    "tanh": (tf.tanh, REAL), "sigmoid": (tf.sigmoid, REAL), "reciprocal": (tf.math.reciprocal, NONZERO),
    "rsqrt": (tf.math.rsqrt, POSITIVE), "erf": (tf.math.erf, REAL), "erfc": (tf.math.erfc, REAL),
    "negative": (tf.negative, REAL), "identity": (tf.identity, REAL), "sign": (tf.sign, REAL),
    "softplus": (tf.nn.softplus, REAL), "softsign": (tf.nn.softsign, REAL), "elu": (tf.nn.elu, REAL),
    "selu": (tf.nn.selu, REAL), "log_sigmoid": (tf.math.log_sigmoid, REAL), "leaky_relu": (tf.nn.leaky_relu, REAL),
    "silu": (tf.nn.silu, REAL), "gelu": (tf.nn.gelu, REAL), "relu": (tf.nn.relu, REAL),
    "asinh": (tf.asinh, REAL), "acosh": (tf.math.acosh, [1.2, 2.0, 3.5]), "atanh": (tf.math.atanh, UNIT),
    "lgamma": (tf.math.lgamma, [-2.5, 0.5, 1.0, 3.0]), "digamma": (tf.math.digamma, [-2.5, 0.5, 1.0, 3.0]),
}
TANGENT_SEED = 3


def plain(tensor):
    return None if tensor is None else np.asarray(tensor).tolist()


def attempt(function):
    try:
        return function()
    except Exception as exc:  # TensorFlow's refusal is the answer
        return {"error": type(exc).__name__}


def derivatives(f, x, order):
    """The derivatives of sum(f(x)) from 1 to `order`, from nested tapes; None once a level is None."""
    tapes = [tf.GradientTape(persistent=True) for _ in range(order)]
    for tape in tapes:
        tape.__enter__()
        tape.watch(x)
    level = tf.reduce_sum(f(x))
    found = []
    for tape in reversed(tapes):
        tape.__exit__(None, None, None)
        level = None if level is None else tape.gradient(level, x)
        found.append(level)
        if level is not None:
            level = tf.reduce_sum(level)
    return [plain(level) for level in found]


def jvp_and_hvp(f, x, v):
    with tf.autodiff.ForwardAccumulator(x, v) as acc:
        y = f(x)
    jvp = acc.jvp(y)
    with tf.autodiff.ForwardAccumulator(x, v) as acc:
        with tf.GradientTape() as tape:
            tape.watch(x)
            s = tf.reduce_sum(f(x))
        g = tape.gradient(s, x)
    return plain(jvp), plain(None if g is None else acc.jvp(g))


def elementwise_cases():
    rng = np.random.default_rng(TANGENT_SEED)
    cases = []
    for name, (f, points) in ELEMENTWISE.items():
        x = tf.constant(points, tf.float64)
        v = tf.constant(rng.normal(size=len(points)), tf.float64)
        case = {"name": name, "x": points, "tangent": v.numpy().tolist(), "value": plain(f(x))}
        found = attempt(lambda: derivatives(f, x, 3))
        case["derivatives"] = found
        forward = attempt(lambda: jvp_and_hvp(f, x, v))
        case["jvp"], case["hvp"] = (forward, forward) if isinstance(forward, dict) else forward
        cases.append(case)
    return cases


# Functions of several inputs, each given as (inputs, function); Hessian blocks, a JVP along the tangents, and
# an HVP (forward over reverse) of sum(f).
SEVERAL = {
    "maximum_tie": ([[1.0, 2.0, 3.0], [1.0, 0.5, 3.0]], lambda a, b: tf.maximum(a * a, b * a)),
    "minimum_tie": ([[1.0, 2.0, -3.0], [1.0, 0.5, -3.0]], lambda a, b: tf.minimum(a * b, b * b)),
    "where_kink": ([[-1.0, 0.0, 2.0], [0.5, 0.5, 0.5]], lambda a, b: tf.where(a > 0, a ** 3 * b, -a * b * b)),
    "relu_times": ([[-1.0, 0.0, 2.0], [1.5, -2.0, 0.5]], lambda a, b: tf.nn.relu(a * b) * a),
    "abs_times": ([[-1.0, 0.0, 2.0], [1.5, -2.0, 0.5]], lambda a, b: tf.abs(a - b) * b * a),
    "reduce_max_ties": ([[1.0, 3.0, 3.0], [2.0, 1.0, 1.0]], lambda a, b: tf.reduce_max(a * b) * tf.reduce_sum(a)),
    "softmax_xent": ([[0.2, -1.0, 0.5], [0.3, 0.3, 0.4]],
                     lambda a, b: tf.nn.softmax_cross_entropy_with_logits(labels=b, logits=a * a)),
    "matmul_tanh": ([[[0.5, -1.0], [0.25, 2.0]], [[1.0, 0.3], [-0.2, 0.7]]],
                    lambda a, b: tf.tanh(tf.matmul(a, b)) * tf.sin(a)),
    "pow": ([[0.5, 1.5, 2.0], [2.0, 0.5, 3.0]], lambda a, b: tf.pow(a, b) * b),
}


def several_cases():
    rng = np.random.default_rng(TANGENT_SEED + 1)
    cases = []
    for name, (values, f) in SEVERAL.items():
        xs = [tf.constant(v, tf.float64) for v in values]
        vs = [tf.constant(rng.normal(size=np.shape(v)), tf.float64) for v in values]
        with tf.GradientTape(persistent=True) as outer:
            outer.watch(xs)
            with tf.GradientTape() as inner:
                inner.watch(xs)
                s = tf.reduce_sum(f(*xs))
            grads = inner.gradient(s, xs)
        hessian = [[None] * len(xs) if g is None else [plain(b) for b in outer.jacobian(g, xs)] for g in grads]
        with tf.autodiff.ForwardAccumulator(xs, vs) as acc:
            y = f(*xs)
        jvp = acc.jvp(y)
        with tf.autodiff.ForwardAccumulator(xs, vs) as acc:
            with tf.GradientTape() as tape:
                tape.watch(xs)
                s = tf.reduce_sum(f(*xs))
            gs = tape.gradient(s, xs)
        hvp = [None if g is None else plain(acc.jvp(g)) for g in gs]
        cases.append({"name": name, "inputs": values, "tangents": [v.numpy().tolist() for v in vs],
                      "value": plain(f(*xs)), "gradient": [plain(g) for g in grads], "hessian": hessian,
                      "jvp": plain(jvp), "hvp": hvp})
    return cases


BATCH = {
    "per_row": lambda x: tf.tanh(x) * tf.reduce_sum(x, axis=1, keepdims=True),
    "centred": lambda x: x - tf.reduce_mean(x, axis=0, keepdims=True),
    "batch_sum": lambda x: x * tf.reduce_sum(x, axis=0, keepdims=True),
    "rank_3": lambda x: tf.stack([tf.sin(x), x ** 3], axis=1),
    "softmax_rows": lambda x: tf.nn.softmax(x * x),
}


def batch_cases():
    x = tf.constant([[1.0, 2.0, -0.5], [3.0, 4.0, 0.25], [0.5, -1.0, 2.0]], tf.float64)
    cases = []
    for name, f in BATCH.items():
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = f(x)
        cases.append({"name": name, "x": x.numpy().tolist(), "batch_jacobian": plain(tape.batch_jacobian(y, x))})
    return cases


if __name__ == "__main__":
    document = {"tensorflow": tf.__version__, "elementwise": elementwise_cases(), "several": several_cases(),
                "batch_jacobian": batch_cases()}
    with open(pathlib.Path(__file__).resolve().parent / "tensorflow_higher_reference.json", "w") as stream:
        json.dump(document, stream, indent=1)
