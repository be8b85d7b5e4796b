"""Every function of the vocabulary is callable by name in programs and formulas, as in the library.

Each row calls a function as a program would (by its bare name, TensorFlow's argument
names as keywords) and compares the program's gradient with the library's own.
"""
import numpy as np
import pytest

import gradcli as gc
from gradcli.commands.calculator import Calculator, Question
from gradcli.functions import VOCABULARY
from gradcli.lang.program import run_program

X = [[0.5, -1.2, 2.0], [1.5, 0.3, -0.7]]

# name, an expression of x (shape (2, 3)) as a program writes it, the same with the library
PROGRAM_CALLS = [
    ("gather", "reduce_sum(gather(x, [1, 0, 1], axis=1) ** 2)",
     lambda x: gc.reduce_sum(gc.gather(x, [1, 0, 1], axis=1) ** 2.0)),
    ("gather_nd", "reduce_sum(gather_nd(x, [[1, 2], [0, 0]]) ** 2)",
     lambda x: gc.reduce_sum(gc.gather_nd(x, [[1, 2], [0, 0]]) ** 2.0)),
    ("boolean_mask", "reduce_sum(boolean_mask(x, x > 0) ** 3)",
     lambda x: gc.reduce_sum(gc.boolean_mask(x, x > 0) ** 3.0)),
    ("einsum", "einsum('ij,ij->', x, x)", lambda x: gc.einsum("ij,ij->", x, x)),
    ("tensordot", "tensordot(x, x, axes=[[0, 1], [0, 1]])", lambda x: gc.tensordot(x, x, axes=[[0, 1], [0, 1]])),
    ("norm", "norm(x, ord=1, axis=[0, 1]) + norm(x)", lambda x: gc.norm(x, ord=1, axis=[0, 1]) + gc.norm(x)),
    ("clip_by_norm", "reduce_sum(clip_by_norm(x, 1.0, axes=[1]) ** 2)",
     lambda x: gc.reduce_sum(gc.clip_by_norm(x, 1.0, axes=[1]) ** 2.0)),
    ("moments", "reduce_sum(moments(x, axes=[0])[1])", lambda x: gc.reduce_sum(gc.nn.moments(x, axes=[0])[1])),
    ("pad", "reduce_sum(pad(x, [[1, 0], [2, 2]], mode='SYMMETRIC') ** 2)",
     lambda x: gc.reduce_sum(gc.pad(x, [[1, 0], [2, 2]], mode="SYMMETRIC") ** 2.0)),
    ("split", "reduce_sum(split(x, 3, axis=1)[2] * x[:, 0:1])",
     lambda x: gc.reduce_sum(gc.split(x, 3, axis=1)[2] * x[:, 0:1])),
    ("tile", "reduce_sum(tile(x, [2, 1]) ** 2)", lambda x: gc.reduce_sum(gc.tile(x, [2, 1]) ** 2.0)),
    ("matmul", "reduce_sum(matmul(x, x, transpose_b=True))",
     lambda x: gc.reduce_sum(gc.matmul(x, x, transpose_b=True))),
    ("det", "det(matmul(x, x, transpose_b=True))", lambda x: gc.linalg.det(gc.matmul(x, x, transpose_b=True))),
    ("keras losses", "reduce_sum(mse(x, x * x) + binary_crossentropy(sigmoid(x), sigmoid(2 * x)))",
     lambda x: gc.reduce_sum(gc.keras.losses.mse(x, x * x)
                             + gc.keras.losses.binary_crossentropy(gc.sigmoid(x), gc.sigmoid(2.0 * x)))),
    ("activations", "reduce_sum(gelu(x) + selu(x) + elu(x) + silu(x) + leaky_relu(x, alpha=0.1) + softsign(x))",
     lambda x: gc.reduce_sum(gc.nn.gelu(x) + gc.nn.selu(x) + gc.nn.elu(x) + gc.nn.silu(x)
                             + gc.nn.leaky_relu(x, alpha=0.1) + gc.nn.softsign(x))),
    ("operators", "reduce_sum(x // 0.5 + x % 0.5 * x)", lambda x: gc.reduce_sum(x // 0.5 + x % 0.5 * x)),
]


def library_gradient(function):
    x = gc.constant(X)
    with gc.GradientTape() as tape:
        tape.watch(x)
        y = function(x)
    return tape.gradient(y, x).numpy()


@pytest.mark.parametrize("name, expression, function", PROGRAM_CALLS, ids=[c[0] for c in PROGRAM_CALLS])
def test_a_program_calls_the_function_by_name(name, expression, function):
    (result,) = run_program(f"x = {X}\ny = {expression}\ngradient(y, x)\n")
    np.testing.assert_allclose(result.sources[0].result.numpy(), library_gradient(function), rtol=1e-12)


def test_a_formula_calls_the_functions_by_name():
    calculator = Calculator(Question(["reduce_sum(gather(x, [1, 0]) ** 2) + norm(x) + l2_loss(x)"], [f"x={X}"]))
    result = calculator.gradient()
    expected = library_gradient(lambda x: gc.reduce_sum(gc.gather(x, [1, 0]) ** 2.0) + gc.norm(x) + gc.nn.l2_loss(x))
    np.testing.assert_allclose(result.sources[0].result.numpy(), expected, rtol=1e-12)


def test_integer_results_stay_integer_in_programs():
    (result,) = run_program("x = [1.0, 3.0, 2.0]\nk = argmax(x)\nr = range(3)\ny = x * cast(r, 'float64')\n"
                            "gradient(y, x)\n")
    assert result.sources[0].result.numpy().tolist() == [0.0, 1.0, 2.0]


def test_every_function_has_a_signature_to_show():
    for name, entry in VOCABULARY.items():
        assert entry.signature.startswith(entry.name + "(")
