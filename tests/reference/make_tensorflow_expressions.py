"""Regenerates tests/reference/tensorflow_expressions.json with TensorFlow 2.21 (not a dependency of gradcli):

    python tests/reference/make_tensorflow_expressions.py [--output PATH]    # with tensorflow-cpu==2.21.0

Forty-two expressions of four float64 inputs (x of shape (3, 4), w (4, 3), v (3,),
b (2, 3, 4), drawn uniformly from a seeded generator), each reduced to a scalar
y: TensorFlow's value of y and its gradient by each input, None where TensorFlow
gives None. The expressions exercise the functions' less common arguments;
tests/test_tensorflow_expressions.py holds the same code with `tf.` spelled `gc.`
and reads the answers by position.
"""
import argparse
import json
import pathlib

import keras
import numpy as np
import tensorflow as tf

HERE = pathlib.Path(__file__).resolve().parent
OUTPUT = HERE / "tensorflow_expressions.json"

SEED = 7
INPUT_SHAPES = {"x": (3, 4), "w": (4, 3), "v": (3,), "b": (2, 3, 4)}
INPUT_RANGES = {"x": 2.0, "w": 2.0, "v": 1.0, "b": 2.0}  # each input is uniform in [-range, range)

EXPRESSIONS = [
    lambda x, w, v, b: tf.reduce_sum(tf.gather(b, [[1, 0, 3], [2, 2, 0]], axis=2, batch_dims=1) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.gather(b, [[1, 0], [2, 2]], axis=-1, batch_dims=-1) * 3.0),
    lambda x, w, v, b: tf.reduce_sum(tf.gather(x, [2, 0, 2], axis=0) * tf.gather(x, [1, 1, 3], axis=1)[0:3, 0:1]),
    lambda x, w, v, b: tf.reduce_sum(tf.gather_nd(b, [[0, 1], [1, 2], [0, 1]]) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.gather_nd(b, [[[1], [0]], [[2], [2]]], batch_dims=1) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.boolean_mask(b, [[True, False, True], [False, True, True]]) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.boolean_mask(x, [True, False, True, True], axis=1) ** 3),
    lambda x, w, v, b: tf.reduce_sum(tf.tile(x, [2, 3]) * tf.tile(x, [2, 3])),
    lambda x, w, v, b: tf.reduce_sum(tf.pad(b, [[0, 1], [1, 2], [2, 1]], mode='SYMMETRIC') ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.pad(b, [[1, 1], [2, 2], [3, 0]], mode='reflect') ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.pad(x, [[1, 1], [2, 2]], constant_values=3.0) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.split(x, [1, -1, 2], axis=1)[1] ** 2) + tf.reduce_sum(tf.split(b, 2)[0]),
    lambda x, w, v, b: tf.reduce_sum(tf.stack(tf.unstack(b, axis=2)[::2]) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.einsum('ij,jk->ik', x, w) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.einsum('bij,jk->bik', b, w) ** 2),
    lambda x, w, v, b: tf.einsum('ii->', tf.matmul(x, w)) + tf.reduce_sum(tf.einsum('ii->i', tf.matmul(w, x)) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.einsum('...j,jk->...k', b, w) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.einsum('ij,ij,i->', x, x, v)),
    lambda x, w, v, b: tf.reduce_sum(tf.einsum('ij->ji', x) * tf.transpose(x)),
    lambda x, w, v, b: (tf.reduce_sum(tf.tensordot(b, w, axes=1) ** 2)
                        + tf.reduce_sum(tf.tensordot(x, w, axes=[[1, 0], [0, 1]]))),
    lambda x, w, v, b: tf.reduce_sum(tf.tensordot(v, x, axes=0) ** 2),
    lambda x, w, v, b: (tf.reduce_sum(tf.linalg.matvec(x, w[:, 0]) ** 2)
                        + tf.reduce_sum(tf.linalg.matvec(w, v, transpose_a=False) ** 2)),
    lambda x, w, v, b: (tf.reduce_sum(tf.matmul(b, x, transpose_b=True) ** 2)
                        + tf.reduce_sum(tf.matmul(w, x, transpose_a=True, transpose_b=True))),
    lambda x, w, v, b: (tf.linalg.det(tf.matmul(x, w))
                        + tf.reduce_sum(tf.linalg.inv(tf.matmul(x, w) + 3.0 * tf.eye(3, dtype=tf.float64)))),
    lambda x, w, v, b: tf.reduce_sum(tf.linalg.solve(tf.matmul(x, w) + 3.0 * tf.eye(3, dtype=tf.float64),
                                                     tf.reshape(v, [3, 1]), adjoint=True) ** 2),
    lambda x, w, v, b: (tf.reduce_sum(tf.linalg.diag_part(b, k=1) ** 2)
                        + tf.reduce_sum(tf.linalg.diag_part(x, k=-1)) + tf.reduce_sum(tf.linalg.trace(b))),
    lambda x, w, v, b: (tf.norm(b, ord=3, axis=2)[0, 0] + tf.reduce_sum(tf.norm(b, axis=[1, 2], ord=1))
                        + tf.norm(x, ord='fro', axis=[-2, -1])),
    lambda x, w, v, b: tf.reduce_sum(tf.norm(b, ord=np.inf, axis=[2, 1], keepdims=True)),
    lambda x, w, v, b: (tf.reduce_sum(tf.clip_by_norm(b, 2.0, axes=[1, 2]) ** 2)
                        + tf.reduce_sum(tf.clip_by_value(x, v[0], v[1]) ** 2)),
    lambda x, w, v, b: (tf.reduce_sum(tf.nn.moments(b, axes=[0, 2])[1])
                        + tf.reduce_sum(tf.math.reduce_variance(b, axis=[1]))),
    lambda x, w, v, b: tf.reduce_sum(tf.math.l2_normalize(b, axis=[0, 2]) ** 3),
    lambda x, w, v, b: (tf.reduce_sum(tf.nn.silu(x, beta=v[0]) + tf.nn.gelu(x, approximate=True)
                        + tf.nn.leaky_relu(x, 0.3) + tf.nn.selu(x) + tf.nn.elu(x) + tf.nn.softsign(x))),
    lambda x, w, v, b: tf.reduce_sum(tf.math.divide_no_nan(x, tf.nn.relu(tf.transpose(w)))),
    lambda x, w, v, b: (tf.reduce_sum(tf.math.squared_difference(b, x) + tf.math.floormod(b, 0.7)
                        + tf.math.erf(b) * tf.math.erfc(b))),
    lambda x, w, v, b: tf.reduce_sum(tf.nn.softmax(b, axis=1) * b) + tf.reduce_sum(tf.nn.log_softmax(b) ** 2),
    lambda x, w, v, b: tf.reduce_sum(tf.keras.losses.categorical_crossentropy(tf.nn.softmax(x), tf.nn.softmax(b[0]),
                                                                              label_smoothing=0.2)),
    lambda x, w, v, b: tf.reduce_sum(tf.keras.losses.binary_crossentropy(tf.sigmoid(x), tf.sigmoid(b[1]),
                                                                         from_logits=False, label_smoothing=0.1)),
    lambda x, w, v, b: tf.reduce_sum(tf.keras.losses.sparse_categorical_crossentropy(
        tf.constant([1, 3, 0]), tf.nn.softmax(x), from_logits=False)),
    # Keras 3's tf.keras.losses has only the short aliases (mse, mae); the full names are keras.losses'.
    lambda x, w, v, b: (tf.reduce_sum(keras.losses.mean_squared_error(x, b)
                        + keras.losses.mean_absolute_error(b, x))),
    lambda x, w, v, b: (tf.reduce_sum(tf.math.cumprod(b, axis=1, reverse=True)
                        + tf.cumsum(b, axis=-1, exclusive=True))),
    lambda x, w, v, b: tf.reduce_sum(tf.math.reduce_euclidean_norm(b, axis=[0, 1]) ** 2) + tf.nn.l2_loss(x),
    lambda x, w, v, b: tf.reduce_sum(tf.math.log_sigmoid(b) + tf.math.reciprocal(b + 3.0) + tf.math.rsqrt(b + 3.0)),
]


def make_inputs():
    """The four inputs as nested lists, drawn in order from one seeded generator."""
    rng = np.random.default_rng(SEED)
    return {name: rng.uniform(-INPUT_RANGES[name], INPUT_RANGES[name], size=shape).tolist()
            for name, shape in INPUT_SHAPES.items()}


def plain(gradient):
    """A gradient as nested lists (an IndexedSlices densified), or None."""
    return None if gradient is None else tf.convert_to_tensor(gradient).numpy().tolist()


def value_and_gradients(expression, inputs):
    tensors = {name: tf.constant(value, tf.float64) for name, value in inputs.items()}
    with tf.GradientTape() as tape:
        tape.watch(list(tensors.values()))
        y = expression(**tensors)
    gradients = tape.gradient(y, tensors)
    return {"y": float(y), "gradients": {name: plain(gradients[name]) for name in tensors}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    output = parser.parse_args().output
    inputs = make_inputs()
    document = {"inputs": inputs, "cases": [value_and_gradients(expression, inputs) for expression in EXPRESSIONS]}
    output.write_text(json.dumps(document, separators=(",", ":"), allow_nan=False))


if __name__ == "__main__":
    main()
