"""Functions in combination, against TensorFlow 2.21: each expression's value and its gradient by each input.

The inputs (x of shape (3, 4), w (4, 3), v (3,), b (2, 3, 4), float64) and TensorFlow's
answers are in `reference/tensorflow_expressions.json` (made by reference/make_tensorflow_expressions.py); the
expressions are TensorFlow's code with
`tf.` spelled `gc.`. They exercise the functions' less common arguments: batch_dims,
negative and multiple axes, mirror padding, einsum's diagonals and ellipsis, transposed
and adjoint products, matrix norms, label smoothing.
"""
import json
import pathlib

import numpy as np
import pytest

import gradcli as gc

DATA = json.loads((pathlib.Path(__file__).parent / "reference" / "tensorflow_expressions.json").read_text())

EXPRESSIONS = [
    lambda x, w, v, b: gc.reduce_sum(gc.gather(b, [[1, 0, 3], [2, 2, 0]], axis=2, batch_dims=1) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.gather(b, [[1, 0], [2, 2]], axis=-1, batch_dims=-1) * 3.0),
    lambda x, w, v, b: gc.reduce_sum(gc.gather(x, [2, 0, 2], axis=0) * gc.gather(x, [1, 1, 3], axis=1)[0:3, 0:1]),
    lambda x, w, v, b: gc.reduce_sum(gc.gather_nd(b, [[0, 1], [1, 2], [0, 1]]) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.gather_nd(b, [[[1], [0]], [[2], [2]]], batch_dims=1) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.boolean_mask(b, [[True, False, True], [False, True, True]]) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.boolean_mask(x, [True, False, True, True], axis=1) ** 3),
    lambda x, w, v, b: gc.reduce_sum(gc.tile(x, [2, 3]) * gc.tile(x, [2, 3])),
    lambda x, w, v, b: gc.reduce_sum(gc.pad(b, [[0, 1], [1, 2], [2, 1]], mode='SYMMETRIC') ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.pad(b, [[1, 1], [2, 2], [3, 0]], mode='reflect') ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.pad(x, [[1, 1], [2, 2]], constant_values=3.0) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.split(x, [1, -1, 2], axis=1)[1] ** 2) + gc.reduce_sum(gc.split(b, 2)[0]),
    lambda x, w, v, b: gc.reduce_sum(gc.stack(gc.unstack(b, axis=2)[::2]) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.einsum('ij,jk->ik', x, w) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.einsum('bij,jk->bik', b, w) ** 2),
    lambda x, w, v, b: gc.einsum('ii->', gc.matmul(x, w)) + gc.reduce_sum(gc.einsum('ii->i', gc.matmul(w, x)) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.einsum('...j,jk->...k', b, w) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.einsum('ij,ij,i->', x, x, v)),
    lambda x, w, v, b: gc.reduce_sum(gc.einsum('ij->ji', x) * gc.transpose(x)),
    lambda x, w, v, b: (gc.reduce_sum(gc.tensordot(b, w, axes=1) ** 2)
                           + gc.reduce_sum(gc.tensordot(x, w, axes=[[1, 0], [0, 1]]))),
    lambda x, w, v, b: gc.reduce_sum(gc.tensordot(v, x, axes=0) ** 2),
    lambda x, w, v, b: (gc.reduce_sum(gc.linalg.matvec(x, w[:, 0]) ** 2)
                           + gc.reduce_sum(gc.linalg.matvec(w, v, transpose_a=False) ** 2)),
    lambda x, w, v, b: (gc.reduce_sum(gc.matmul(b, x, transpose_b=True) ** 2)
                           + gc.reduce_sum(gc.matmul(w, x, transpose_a=True, transpose_b=True))),
    lambda x, w, v, b: (gc.linalg.det(gc.matmul(x, w))
                           + gc.reduce_sum(gc.linalg.inv(gc.matmul(x, w) + 3.0 * gc.eye(3, dtype=gc.float64)))),
    lambda x, w, v, b: gc.reduce_sum(gc.linalg.solve(gc.matmul(x, w) + 3.0 * gc.eye(3, dtype=gc.float64),
                                                     gc.reshape(v, [3, 1]), adjoint=True) ** 2),
    lambda x, w, v, b: (gc.reduce_sum(gc.linalg.diag_part(b, k=1) ** 2)
                           + gc.reduce_sum(gc.linalg.diag_part(x, k=-1)) + gc.reduce_sum(gc.linalg.trace(b))),
    lambda x, w, v, b: (gc.norm(b, ord=3, axis=2)[0, 0] + gc.reduce_sum(gc.norm(b, axis=[1, 2], ord=1))
                           + gc.norm(x, ord='fro', axis=[-2, -1])),
    lambda x, w, v, b: gc.reduce_sum(gc.norm(b, ord=np.inf, axis=[2, 1], keepdims=True)),
    lambda x, w, v, b: (gc.reduce_sum(gc.clip_by_norm(b, 2.0, axes=[1, 2]) ** 2)
                           + gc.reduce_sum(gc.clip_by_value(x, v[0], v[1]) ** 2)),
    lambda x, w, v, b: (gc.reduce_sum(gc.nn.moments(b, axes=[0, 2])[1])
                           + gc.reduce_sum(gc.math.reduce_variance(b, axis=[1]))),
    lambda x, w, v, b: gc.reduce_sum(gc.math.l2_normalize(b, axis=[0, 2]) ** 3),
    lambda x, w, v, b: (gc.reduce_sum(gc.nn.silu(x, beta=v[0]) + gc.nn.gelu(x, approximate=True)
                           + gc.nn.leaky_relu(x, 0.3) + gc.nn.selu(x) + gc.nn.elu(x) + gc.nn.softsign(x))),
    lambda x, w, v, b: gc.reduce_sum(gc.math.divide_no_nan(x, gc.nn.relu(gc.transpose(w))) ),
    lambda x, w, v, b: (gc.reduce_sum(gc.math.squared_difference(b, x) + gc.math.floormod(b, 0.7)
                           + gc.math.erf(b) * gc.math.erfc(b))),
    lambda x, w, v, b: gc.reduce_sum(gc.nn.softmax(b, axis=1) * b) + gc.reduce_sum(gc.nn.log_softmax(b) ** 2),
    lambda x, w, v, b: gc.reduce_sum(gc.keras.losses.categorical_crossentropy(gc.nn.softmax(x), gc.nn.softmax(b[0]),
                                                                              label_smoothing=0.2)),
    lambda x, w, v, b: gc.reduce_sum(gc.keras.losses.binary_crossentropy(gc.sigmoid(x), gc.sigmoid(b[1]),
                                                                         from_logits=False, label_smoothing=0.1)),
    lambda x, w, v, b: gc.reduce_sum(gc.keras.losses.sparse_categorical_crossentropy(
        gc.constant([1, 3, 0]), gc.nn.softmax(x), from_logits=False)),
    lambda x, w, v, b: (gc.reduce_sum(gc.keras.losses.mean_squared_error(x, b)
                           + gc.keras.losses.mean_absolute_error(b, x))),
    lambda x, w, v, b: (gc.reduce_sum(gc.math.cumprod(b, axis=1, reverse=True)
                           + gc.cumsum(b, axis=-1, exclusive=True))),
    lambda x, w, v, b: gc.reduce_sum(gc.math.reduce_euclidean_norm(b, axis=[0, 1]) ** 2) + gc.nn.l2_loss(x),
    lambda x, w, v, b: gc.reduce_sum(gc.math.log_sigmoid(b) + gc.math.reciprocal(b + 3.0) + gc.math.rsqrt(b + 3.0)),
]


@pytest.mark.parametrize("index", range(len(EXPRESSIONS)))
def test_value_and_gradients_agree_with_tensorflow(index):
    want = DATA["cases"][index]
    inputs = {name: gc.constant(value) for name, value in DATA["inputs"].items()}
    with gc.GradientTape() as tape:
        tape.watch(list(inputs.values()))
        y = EXPRESSIONS[index](**inputs)
    grads = tape.gradient(y, inputs)
    np.testing.assert_allclose(float(y), want["y"], rtol=1e-9)
    for name, grad in grads.items():
        if want["gradients"][name] is None:
            assert grad is None, name
        else:
            np.testing.assert_allclose(grad.numpy(), want["gradients"][name], rtol=1e-8, atol=1e-10, err_msg=name)


def test_there_is_an_answer_per_expression():
    assert len(DATA["cases"]) == len(EXPRESSIONS)
