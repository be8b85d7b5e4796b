"""The library's cases against TensorFlow: each a function of a module `m` (tensorflow, or gradcli as `gc`) and
the input tensors it names, written once so that both run the same code (TensorFlow's names are gradcli's).

make_front_doors_reference.py runs them with TensorFlow and stores each value and gradient of its sum by each
input in tensorflow_front_doors.json; tests/test_front_doors.py runs them with gradcli and compares. This
module imports nothing: TensorFlow's Python and gradcli's both read it.
"""

INPUTS = {  # float64, as gradcli's library makes Python's floats
    "x": [0.3, 1.7, 2.5],
    "y": [1.2, 0.4, 3.1],
    "m": [[0.5, -1.0, 2.0, 0.25], [1.5, 3.0, -0.5, 2.0], [-2.0, 0.75, 1.0, -1.5]],
    "p": [[0.7, 0.2, 0.1], [0.2, 0.6, 0.2], [0.1, 0.1, 0.8]],
}

# name: (the function of m and the inputs, the inputs it takes)
CASES = {
    "asinh": (lambda m, x: m.asinh(x), "x"),
    "acosh": (lambda m, x: m.math.acosh(x + 1.0), "x"),
    "atanh": (lambda m, x: m.math.atanh(x / 3.0), "x"),
    "lgamma": (lambda m, x: m.math.lgamma(x), "x"),
    "lgamma_negative": (lambda m, x: m.math.lgamma(-x), "x"),
    "digamma": (lambda m, x: m.math.digamma(x), "x"),
    "polygamma": (lambda m, x: m.math.polygamma(m.constant([1.0, 2.0, 3.0], m.float64), x), "x"),
    "xlogy": (lambda m, x, y: m.math.xlogy(x, y), "xy"),
    "xlogy_zero": (lambda m, x, y: m.math.xlogy(x * m.constant([0.0, 1.0, 0.0], m.float64), y), "xy"),
    "xdivy": (lambda m, x, y: m.math.xdivy(x, y), "xy"),
    "multiply_no_nan": (lambda m, x, y: m.math.multiply_no_nan(x, y - 0.4), "xy"),
    "polyval": (lambda m, x, y: m.math.polyval([y[0], -y[1], x[0]], x), "xy"),
    "cumulative_logsumexp": (lambda m, x: m.math.cumulative_logsumexp(x * 10.0), "x"),
    "cumulative_logsumexp_reverse": (lambda m, m2: m.math.cumulative_logsumexp(m2, axis=1, reverse=True), "m"),
    "sort": (lambda m, x: m.sort(x * m.constant([1.0, -1.0, 1.0], m.float64)) * m.constant([1.0, 2.0, 3.0], m.float64),
             "x"),
    "sort_descending_axis_0": (lambda m, m2: m.sort(m2, axis=0, direction="DESCENDING") ** 2, "m"),
    "argsort": (lambda m, m2: m.argsort(m2, direction="DESCENDING"), "m"),
    "top_k": (lambda m, m2: m.math.top_k(m2, k=2).values ** 2, "m"),
    "top_k_indices": (lambda m, m2: m.nn.top_k(m2, 3).indices, "m"),
    "slice": (lambda m, m2: m.slice(m2, [1, 1], [2, -1]) ** 2, "m"),
    "convert_to_tensor": (lambda m, x, y: m.convert_to_tensor([x[0], y[1] * x[2], 1.0]) ** 2, "xy"),
    "fill": (lambda m, x: m.fill([2, 3], x[1]) * m.constant([1.0, 2.0, 3.0], m.float64), "x"),
    "shape_size_rank": (lambda m, m2: m.stack([m.size(m2), m.rank(m2), m.shape(m2)[1]]), "m"),
    "constant_shape": (lambda m: m.constant([1.0, 2.0, 3.0, 4.0], m.float64, shape=[2, 2]), ""),
    "eye_batch_shape": (lambda m: m.eye(2, 3, batch_shape=[2], dtype=m.float64), ""),
    "linspace_axis": (lambda m, x, y: m.linspace(x, y, 4, axis=1), "xy"),
    "gather_nd_ignore": (lambda m, m2: m.gather_nd(m2, [[0, 1], [5, 0], [2, 3]], bad_indices_policy="IGNORE") ** 2,
                         "m"),
    "l2_normalize_dim": (lambda m, m2: m.math.l2_normalize(m2, dim=1), "m"),
    "transpose_conjugate": (lambda m, m2: m.transpose(m2, conjugate=True) ** 2, "m"),
    "diag_part_align": (lambda m, m2: m.linalg.diag_part(m2, k=1, padding_value=9.0, align="LEFT_LEFT") ** 2, "m"),
    "matmul_hints": (lambda m, m2, p: m.matmul(p, m2, a_is_sparse=True, b_is_sparse=True, grad_a=True,
                                              output_type=m.float64), "mp"),
    "sparse_categorical_crossentropy_ignore_class": (
        lambda m, p: m.keras.losses.sparse_categorical_crossentropy(m.constant([0, 1, 2]), p, ignore_class=1), "p"),
    "relu_features_name": (lambda m, x: m.nn.relu(features=x - 1.0, name="relu"), "x"),
    "add_name_by_position": (lambda m, x, y: m.add(x, y, "sum"), "xy"),
}
