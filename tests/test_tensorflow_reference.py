"""gradcli against TensorFlow 2.21, case by case: values, gradients, Hessian blocks, higher derivatives, errors.

`reference/tensorflow_reference.json` (made by reference/make_tensorflow_reference.py)
holds what TensorFlow computed for each case (float64 unless a case says
float32): the value, the gradient of every source, the Hessian block of every
pair of sources (the jacobian of one source's gradient by the other, from a
second tape), the first three derivatives from nested tapes, or the error
raised. The code of each case below is TensorFlow's own, with `tf.`
spelled `gc.`. Numbers agree within a few units in the last place (TensorFlow's
vectorised exp and tanh differ from its scalar ones by one), NaN matches NaN, an
infinity the same infinity, and None (no gradient) None.

Where gradcli chooses not to do what TensorFlow does, the case is listed in
NOT_REPRODUCED with the reason, and checked to differ as described.
"""
import json
import pathlib

import numpy as np
import pytest

import gradcli as gc

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # inf and nan are answers here
DATA = json.loads((pathlib.Path(__file__).parent / "reference" / "tensorflow_reference.json").read_text())
TOLERANCES = {"float64": (1e-9, 1e-12), "float32": (2e-6, 1e-7)}  # rtol, atol

# ----- The code of each case: TensorFlow's, tf. spelled gc. -----

GRADIENT_CODE = {
    "r01_cumprod_zero_mid_ex0_rev0": lambda x: gc.math.cumprod(x, exclusive=False, reverse=False),
    "r01_cumprod_zero_mid_ex0_rev1": lambda x: gc.math.cumprod(x, exclusive=False, reverse=True),
    "r01_cumprod_zero_mid_ex1_rev0": lambda x: gc.math.cumprod(x, exclusive=True, reverse=False),
    "r01_cumprod_zero_mid_ex1_rev1": lambda x: gc.math.cumprod(x, exclusive=True, reverse=True),
    "r01_cumprod_zero_last_ex0_rev0": lambda x: gc.math.cumprod(x, exclusive=False, reverse=False),
    "r01_cumprod_zero_last_ex0_rev1": lambda x: gc.math.cumprod(x, exclusive=False, reverse=True),
    "r01_cumprod_zero_last_ex1_rev0": lambda x: gc.math.cumprod(x, exclusive=True, reverse=False),
    "r01_cumprod_zero_last_ex1_rev1": lambda x: gc.math.cumprod(x, exclusive=True, reverse=True),
    "r01_cumprod_two_zeros_ex0_rev0": lambda x: gc.math.cumprod(x, exclusive=False, reverse=False),
    "r01_cumprod_two_zeros_ex1_rev1": lambda x: gc.math.cumprod(x, exclusive=True, reverse=True),
    "r01_cumprod_no_zero_ex0_rev0": lambda x: gc.math.cumprod(x, exclusive=False, reverse=False),
    "r01_cumprod_no_zero_ex0_rev1": lambda x: gc.math.cumprod(x, exclusive=False, reverse=True),
    "r01_cumprod_no_zero_ex1_rev0": lambda x: gc.math.cumprod(x, exclusive=True, reverse=False),
    "r01_cumprod_no_zero_ex1_rev1": lambda x: gc.math.cumprod(x, exclusive=True, reverse=True),
    "r01_cumprod_2d_axis1_zero": lambda x: gc.math.cumprod(x, axis=1),
    "r01_cumprod_2d_axis0_exclusive": lambda x: gc.math.cumprod(x, axis=0, exclusive=True),
    "r01_reduce_prod_one_zero": lambda x: gc.reduce_prod(x),
    "r01_reduce_prod_two_zeros": lambda x: gc.reduce_prod(x),
    "r01_reduce_prod_no_zero": lambda x: gc.reduce_prod(x),
    "r01_reduce_prod_axis0_zero": lambda x: gc.reduce_prod(x, axis=0),
    "r01_reduce_prod_keepdims_axis1": lambda x: gc.reduce_prod(x, axis=1, keepdims=True),
    "r02_relu_second": lambda x: gc.nn.relu(x),
    "r02_abs_second": lambda x: gc.abs(x),
    "r02_relu_times_x": lambda x: gc.nn.relu(x) * x,
    "r02_abs_times_x": lambda x: gc.abs(x) * x,
    "r02_relu_scalar_zero": lambda x: gc.nn.relu(x),
    "r02_maximum_x0_second_is_None": lambda x: gc.maximum(x, 0.0),
    "r03_sqrt_relu": lambda x: gc.sqrt(gc.nn.relu(x)),
    "r03_log_relu": lambda x: gc.math.log(gc.nn.relu(x)),
    "r03_pow_relu_half": lambda x: gc.nn.relu(x) ** 0.5,
    "r03_reciprocal_relu": lambda x: gc.math.reciprocal(gc.nn.relu(x)),
    "r03_sqrt_maximum_contrast": lambda x: gc.sqrt(gc.maximum(x, 0.0)),
    "r03_relu_of_inf_seed": lambda x: gc.nn.relu(x),
    "r04_sqrt_0": lambda x: gc.sqrt(x),
    "r04_sqrt_1": lambda x: gc.sqrt(x),
    "r04_rsqrt_0": lambda x: gc.math.rsqrt(x),
    "r04_log_0": lambda x: gc.math.log(x),
    "r04_log1p_0": lambda x: gc.math.log1p(x),
    "r04_asin_0": lambda x: gc.asin(x),
    "r04_asin_1": lambda x: gc.asin(x),
    "r04_acos_0": lambda x: gc.acos(x),
    "r04_acos_1": lambda x: gc.acos(x),
    "r04_atan_0": lambda x: gc.atan(x),
    "r04_tan_0": lambda x: gc.tan(x),
    "r04_reciprocal_0": lambda x: gc.math.reciprocal(x),
    "r04_pow_x_3_0": lambda x: gc.pow(x, 3.0),
    "r04_pow_x_half_0": lambda x: gc.pow(x, 0.5),
    "r04_pow_x_2_0": lambda x: gc.pow(x, 2.0),
    "r04_pow_x_0_0": lambda x: gc.pow(x, 0.0),
    "r04_pow_x_x_0": lambda x: gc.pow(x, x),
    "r04_exp_0": lambda x: gc.exp(x),
    "r04_tanh_0": lambda x: gc.tanh(x),
    "r04_sigmoid_0": lambda x: gc.sigmoid(x),
    "r04_sin_0": lambda x: gc.sin(x),
    "r04_cos_0": lambda x: gc.cos(x),
    "r04_sinh_0": lambda x: gc.sinh(x),
    "r04_cosh_0": lambda x: gc.cosh(x),
    "r04_expm1_0": lambda x: gc.math.expm1(x),
    "r04_softplus_0": lambda x: gc.nn.softplus(x),
    "r04_square_0": lambda x: gc.square(x),
    "r04_abs_0": lambda x: gc.abs(x),
    "r04_pow_both_sources": lambda x, p: gc.pow(x, p),
    "r04_pow_base_zero_exp_grad": lambda x, p: gc.pow(x, p),
    "r04_where_log_at_0": lambda x: gc.where(x > 0, gc.math.log(x), x),
    "r04_where_sqrt_at_0": lambda x: gc.where(x > 0, gc.sqrt(x), x),
    "r04_where_log1p_at_m1": lambda x: gc.where(x > -1, gc.math.log1p(x), x),
    "r04_where_asin_at_1": lambda x: gc.where(gc.abs(x) < 1, gc.asin(x), x),
    "r04_where_acos_at_1": lambda x: gc.where(gc.abs(x) < 1, gc.acos(x), x),
    "r04_where_rsqrt_at_0": lambda x: gc.where(x > 0, gc.math.rsqrt(x), x),
    "r04_where_reciprocal_at_0": lambda x: gc.where(gc.not_equal(x, 0.0), gc.math.reciprocal(x), x),
    "r04_where_pow_half_at_0": lambda x: gc.where(x > 0, x ** 0.5, x),
    "r04_sqrt_times_x": lambda x: gc.sqrt(x) * x,
    "r04_log_times_x": lambda x: gc.math.log(x) * x,
    "r04_sqrt_of_square": lambda x: gc.sqrt(gc.square(x)),
    "r04_divide_at_0": lambda x: 1.0 / x,
    "r04_x_over_y": lambda x, z: x / z,
    "r04_atan2": lambda a, b: gc.math.atan2(a, b),
    "r04_exp_f32": lambda x: gc.exp(x),
    "r04_sigmoid_f32": lambda x: gc.sigmoid(x),
    "r04_softplus_f32": lambda x: gc.nn.softplus(x),
    "r04_tanh_f32": lambda x: gc.tanh(x),
    "r05_xent_1d": lambda labels, logits: gc.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits),
    "r05_xent_batch": lambda labels, logits: gc.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits),
    "r05_xent_axis0":
        lambda labels, logits: gc.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits, axis=0),
    "r05_xent_weighted":
        lambda labels, logits, w: gc.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits) * w,
    "r05_sparse_xent_second":
        lambda labels, logits: gc.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits),
    "r05_sigmoid_xent": lambda labels, logits: gc.nn.sigmoid_cross_entropy_with_logits(labels=labels, logits=logits),
    "r07_squeeze_axis_empty_list": lambda x: gc.squeeze(x, axis=[]) * 3.0,
    "r07_squeeze_axis_negative": lambda x: gc.squeeze(x, axis=-1),
    "r07_squeeze_scalar_axis_empty": lambda x: gc.squeeze(x, axis=[]),
    "r08_gradient_of_empty_target": lambda v: v[:0] * 2.0,
    "r09_log_subnormal": lambda x: gc.math.log(x),
    "r09_sqrt_subnormal": lambda x: gc.sqrt(x),
    "r09_relu_subnormal": lambda x: gc.nn.relu(x),
    "r09_relu_subnormal_vector": lambda x: gc.nn.relu(x),
    "r09_log_subnormal_vector": lambda x: gc.math.log(x),
    "r09_mul_flushes": lambda x: x * 1.0,
    "r09_exp_underflow_flushed": lambda x: gc.exp(x),
    "r09_sign_subnormal": lambda x: gc.sign(x),
    "r09_abs_subnormal": lambda x: gc.abs(x),
    "r09_float32_subnormal": lambda x: gc.sqrt(x),
    "r09_leaky_relu_subnormal": lambda x: gc.nn.leaky_relu(x),
    # Every reduction of an empty tensor, whole and along an axis of a (2, 0) one.
    **{f"r10_{name}_{case}": (lambda reduce, axis: lambda x: reduce(x, axis=axis))(reduce, axis)
       for name, reduce in [("reduce_max", gc.reduce_max), ("reduce_min", gc.reduce_min),
                            ("reduce_logsumexp", gc.reduce_logsumexp), ("reduce_sum", gc.reduce_sum),
                            ("reduce_mean", gc.reduce_mean), ("reduce_prod", gc.reduce_prod),
                            ("reduce_std", gc.math.reduce_std), ("reduce_variance", gc.math.reduce_variance),
                            ("reduce_euclidean_norm", gc.math.reduce_euclidean_norm)]
       for case, axis in [("empty", None), ("2x0_axis1", 1)]},
    "r10_logsumexp_all_neg_inf": lambda x: gc.reduce_logsumexp(x),
    "r10_logsumexp_pos_inf": lambda x: gc.reduce_logsumexp(x),
    "r10_logsumexp_large_tie": lambda x: gc.reduce_logsumexp(x),
    "r10_reduce_max_ties": lambda x: gc.reduce_max(x),
    "r10_reduce_prod_0x2_axis0": lambda x: gc.reduce_prod(x, axis=0),
    "r11_softmax_axis_None": lambda x, w: gc.nn.softmax(x, axis=None) * w,
    "r11_log_softmax_axis_None": lambda x, w: gc.nn.log_softmax(x, axis=None) * w,
    "r11_softmax_axis0": lambda x, w: gc.nn.softmax(x, axis=0) * w,
    "r11_log_softmax_axis0": lambda x, w: gc.nn.log_softmax(x, axis=0) * w,
    "r11_softmax_1d_default": lambda x, w: gc.nn.softmax(x) * w,
    "r15_transpose_perm_negative": lambda x: gc.transpose(x, perm=[-1, 0]),
    "r15_det_gradient_singular": lambda a: gc.linalg.det(a),
    "r16_concat_single_tensor_1d": lambda x: gc.concat(x, 0) * gc.constant([5., 6.], gc.float64),
    "r16_concat_single_tensor_2d_axis1": lambda x: gc.concat(x, 1) * gc.constant([[1., 2.], [3., 4.]], gc.float64),
    "r16_concat_single_axis_unchecked": lambda x: gc.concat([x], 5),
    "r16_concat_single_scalar": lambda x: gc.concat(x, 0),
    "fn_gather_axis0_dup": lambda p: gc.gather(p, [2, 0, 2]) * gc.constant([[1., 2.], [3., 4.], [5., 6.]], gc.float64),
    "fn_gather_axis1": lambda p: gc.gather(p, [1, 1], axis=1),
    "fn_gather_batch_dims": lambda p: gc.gather(p, [[1], [0], [1]], axis=1, batch_dims=1),
    "fn_gather_negative_axis": lambda p: gc.gather(p, [0], axis=-1),
    "fn_gather_scalar_index": lambda p: gc.gather(p, 1),
    "fn_gather_nd_elements": lambda p: gc.gather_nd(p, [[2, 1], [0, 0], [2, 1]]),
    "fn_gather_nd_rows": lambda p: gc.gather_nd(p, [[2], [2]]),
    "fn_gather_nd_batch_dims": lambda p: gc.gather_nd(p, [[1], [0], [1]], batch_dims=1),
    "fn_einsum_matmul": lambda a, b: gc.einsum('ij,jk->ik', a, b),
    "fn_einsum_trace": lambda a: gc.einsum('ii->', a),
    "fn_einsum_diag": lambda a: gc.einsum('ii->i', a),
    "fn_einsum_outer_sum": lambda a, b: gc.einsum('i,j->', a, b),
    "fn_einsum_square": lambda a: gc.einsum('i,i->', a, a),
    "fn_tensordot_axes1": lambda a, b: gc.tensordot(a, b, axes=1),
    "fn_tensordot_axes0": lambda a, b: gc.tensordot(a, b, axes=0),
    "fn_tensordot_axes_lists": lambda a, b: gc.tensordot(a, b, axes=[[0], [1]]),
    "fn_tensordot_axes2": lambda a, b: gc.tensordot(a, b, axes=2),
    "fn_norm_ord_euclidean_smooth": lambda x: gc.norm(x, ord='euclidean'),
    "fn_norm_ord_euclidean_at_zero": lambda x: gc.norm(x, ord='euclidean'),
    "fn_norm_ord_1_smooth": lambda x: gc.norm(x, ord=1),
    "fn_norm_ord_1_at_zero": lambda x: gc.norm(x, ord=1),
    "fn_norm_ord_2_smooth": lambda x: gc.norm(x, ord=2),
    "fn_norm_ord_2_at_zero": lambda x: gc.norm(x, ord=2),
    "fn_norm_ord_inf_smooth": lambda x: gc.norm(x, ord=np.inf),
    "fn_norm_ord_inf_at_zero": lambda x: gc.norm(x, ord=np.inf),
    "fn_norm_ord_3_smooth": lambda x: gc.norm(x, ord=3),
    "fn_norm_ord_3_at_zero": lambda x: gc.norm(x, ord=3),
    "fn_norm_ord_half_smooth": lambda x: gc.norm(x, ord=0.5),
    "fn_norm_ord_half_at_zero": lambda x: gc.norm(x, ord=0.5),
    "fn_norm_inf_tie": lambda x: gc.norm(x, ord=np.inf),
    "fn_norm_axis1_keepdims": lambda x: gc.norm(x, axis=1, keepdims=True),
    "fn_norm_matrix_fro": lambda x: gc.norm(x, ord='fro', axis=[0, 1]),
    "fn_norm_matrix_1": lambda x: gc.norm(x, ord=1, axis=[0, 1]),
    "fn_norm_matrix_inf": lambda x: gc.norm(x, ord=np.inf, axis=[0, 1]),
    "fn_linalg_norm_alias": lambda x: gc.linalg.norm(x),
    "fn_reduce_euclidean_norm_smooth": lambda x: gc.math.reduce_euclidean_norm(x),
    "fn_reduce_euclidean_norm_zero": lambda x: gc.math.reduce_euclidean_norm(x),
    "fn_reduce_euclidean_norm_axis": lambda x: gc.math.reduce_euclidean_norm(x, axis=0),
    "fn_reduce_euclidean_norm_int": lambda: gc.math.reduce_euclidean_norm(gc.constant([3, 4])),
    "fn_clip_by_value_bounds": lambda x: gc.clip_by_value(x, 0.0, 1.0),
    "fn_clip_by_value_tensor_bounds": lambda x, lo, hi: gc.clip_by_value(x, lo, hi),
    "fn_clip_by_value_min_gt_max": lambda x, lo, hi: gc.clip_by_value(x, lo, hi),
    "fn_clip_by_value_vector_bounds": lambda x, lo, hi: gc.clip_by_value(x, lo, hi),
    "fn_clip_by_value_int_bounds": lambda x: gc.clip_by_value(x, 0, 1),
    "fn_clip_by_norm_clipped": lambda x: gc.clip_by_norm(x, 1.0),
    "fn_clip_by_norm_inside": lambda x: gc.clip_by_norm(x, 10.0),
    "fn_clip_by_norm_at_boundary": lambda x: gc.clip_by_norm(x, 5.0),
    "fn_clip_by_norm_zero": lambda x: gc.clip_by_norm(x, 1.0),
    "fn_clip_by_norm_axes": lambda x: gc.clip_by_norm(x, 1.0, axes=[1]),
    "fn_clip_by_norm_tensor_clip": lambda x, c: gc.clip_by_norm(x, c),
    "fn_one_hot_args": lambda a, b: gc.one_hot([0, 1], 3, on_value=a, off_value=b, axis=0),
    "fn_reduce_variance": lambda x: gc.math.reduce_variance(x),
    "fn_reduce_variance_axis": lambda x: gc.math.reduce_variance(x, axis=1, keepdims=True),
    "fn_reduce_std": lambda x: gc.math.reduce_std(x),
    "fn_reduce_std_constant": lambda x: gc.math.reduce_std(x),
    "fn_moments": lambda x: gc.nn.moments(x, axes=[0]),
    "fn_moments_variance_only": lambda x: gc.nn.moments(x, axes=[0])[1],
    "fn_moments_keepdims": lambda x: gc.nn.moments(x, axes=[1], keepdims=True),
    "fn_moments_constant": lambda x: gc.nn.moments(x, axes=[0])[1],
    "fn_erf": lambda x: gc.math.erf(x),
    "fn_erfc": lambda x: gc.math.erfc(x),
    "fn_cast_f64_f32": lambda x: gc.cast(x, gc.float32),
    "fn_cast_f64_int32": lambda x: gc.cast(x, gc.int32),
    "fn_cast_int_roundtrip": lambda x: gc.cast(gc.cast(x, gc.int32), gc.float64) * x,
    "fn_cast_f32_to_f64_value": lambda x: gc.cast(x, gc.float64),
    "fn_add_broadcast": lambda a, b: gc.add(a, b),
    "fn_add_scalar": lambda a, b: gc.add(a, b),
    "fn_multiply_broadcast": lambda a, b: gc.multiply(a, b),
    "fn_multiply_zero_inf": lambda a, b: gc.multiply(a, b),
    "fn_subtract_broadcast": lambda a, b: gc.subtract(a, b),
    "fn_subtract_scalar": lambda a, b: gc.subtract(a, b),
    "fn_divide": lambda a, b: gc.divide(a, b),
    "fn_divide_by_zero": lambda a, b: gc.divide(a, b),
    "fn_truediv": lambda a, b: gc.math.truediv(a, b),
    "fn_negative": lambda x: gc.negative(x),
    "fn_negative_second_none": lambda x: -x * 3.0,
    "fn_zeros_like": lambda x: gc.zeros_like(x) + x * 0.0,
    "fn_zeros_like_unconnected": lambda x: gc.zeros_like(x),
    "fn_ones_like_zero_option": lambda x: gc.ones_like(x),
    "fn_sign": lambda x: gc.sign(x),
    "fn_sign_times_x": lambda x: gc.sign(x) * x,
    "fn_divide_no_nan": lambda a, b: gc.math.divide_no_nan(a, b),
    "fn_divide_no_nan_smooth": lambda a, b: gc.math.divide_no_nan(a, b),
    "fn_squared_difference": lambda a, b: gc.math.squared_difference(a, b),
    "fn_squared_difference_broadcast": lambda a, b: gc.math.squared_difference(a, b),
    "fn_squared_difference_equal": lambda a, b: gc.math.squared_difference(a, b),
    "fn_l2_loss": lambda x: gc.nn.l2_loss(x),
    "fn_l2_loss_matrix_f32": lambda x: gc.nn.l2_loss(x),
    "fn_l2_loss_empty": lambda x: gc.nn.l2_loss(x),
    "fn_l2_normalize": lambda x: gc.math.l2_normalize(x),
    "fn_l2_normalize_zero": lambda x: gc.math.l2_normalize(x),
    "fn_l2_normalize_tiny": lambda x: gc.math.l2_normalize(x),
    "fn_l2_normalize_axis": lambda x: gc.nn.l2_normalize(x, axis=1, epsilon=1e-3),
    "fn_leaky_relu_default": lambda x: gc.nn.leaky_relu(x),
    "fn_leaky_relu_alpha": lambda x: gc.nn.leaky_relu(x, alpha=0.1),
    "fn_leaky_relu_alpha_gt1": lambda x: gc.nn.leaky_relu(x, alpha=2.0),
    "fn_leaky_relu_f32": lambda x: gc.nn.leaky_relu(x),
    "fn_elu": lambda x: gc.nn.elu(x),
    "fn_selu": lambda x: gc.nn.selu(x),
    "fn_gelu_exact": lambda x: gc.nn.gelu(x),
    "fn_gelu_approximate": lambda x: gc.nn.gelu(x, approximate=True),
    "fn_silu": lambda x: gc.nn.silu(x),
    "fn_silu_beta": lambda x, b: gc.nn.silu(x, beta=b),
    "fn_swish_alias": lambda x: gc.nn.swish(x),
    "fn_log_sigmoid": lambda x: gc.math.log_sigmoid(x),
    "fn_log_sigmoid_f32": lambda x: gc.math.log_sigmoid(x),
    "fn_softsign": lambda x: gc.nn.softsign(x),
    "fn_softsign_first_only": lambda x: gc.nn.softsign(x),
    "fn_reciprocal": lambda x: gc.math.reciprocal(x),
    "fn_rsqrt": lambda x: gc.math.rsqrt(x),
    "fn_floor": lambda x: gc.floor(x),
    "fn_floor_times_x": lambda x: gc.floor(x) * x,
    "fn_ceil": lambda x: gc.math.ceil(x),
    "fn_round_half_even": lambda x: gc.round(x),
    "fn_round_times_x": lambda x: gc.round(x) * x,
    "fn_round_f32": lambda x: gc.round(x),
    "fn_tile": lambda x: gc.tile(x, [2, 3]) * gc.reshape(gc.range(1., 13., dtype=gc.float64), [2, 6]),
    "fn_tile_zero": lambda x: gc.tile(x, [0]),
    "fn_pad_constant": lambda x: gc.pad(x, [[2, 1]], mode='CONSTANT')
                                  * gc.constant([1., 2., 3., 4., 5., 6.], gc.float64),
    "fn_pad_constant_2d_square": lambda x: gc.pad(x, [[1, 1], [0, 1]], mode='CONSTANT') ** 2,
    "fn_pad_reflect": lambda x: gc.pad(x, [[2, 1]], mode='REFLECT') * gc.constant([1., 2., 3., 4., 5., 6.], gc.float64),
    "fn_pad_reflect_2d_square": lambda x: gc.pad(x, [[1, 1], [0, 1]], mode='REFLECT') ** 2,
    "fn_pad_symmetric": lambda x: gc.pad(x, [[2, 1]], mode='SYMMETRIC')
                                  * gc.constant([1., 2., 3., 4., 5., 6.], gc.float64),
    "fn_pad_symmetric_2d_square": lambda x: gc.pad(x, [[1, 1], [0, 1]], mode='SYMMETRIC') ** 2,
    "fn_pad_constant_values": lambda x: gc.pad(x, [[1, 1]], constant_values=7.0),
    "fn_pad_lowercase_mode": lambda x: gc.pad(x, [[1, 0]], mode='reflect'),
    "fn_split_equal": lambda x: gc.split(x, 2)[0] * 3.0,
    "fn_split_sizes": lambda x: gc.split(x, [1, 3]),
    "fn_split_sizes_minus1": lambda x: gc.split(x, [1, -1], axis=1)[1] * 2.0,
    "fn_unstack": lambda x: gc.unstack(x)[1] * 5.0,
    "fn_unstack_axis1": lambda x: gc.unstack(x, axis=1),
    "fn_identity": lambda x: gc.identity(x),
    "fn_identity_times": lambda x: gc.identity(x) * x,
    "fn_matmul_ta0_tb0": lambda a, b: gc.matmul(a, b, transpose_a=False, transpose_b=False),
    "fn_matmul_ta0_tb1": lambda a, b: gc.matmul(a, b, transpose_a=False, transpose_b=True),
    "fn_matmul_ta1_tb0": lambda a, b: gc.matmul(a, b, transpose_a=True, transpose_b=False),
    "fn_matmul_ta1_tb1": lambda a, b: gc.matmul(a, b, transpose_a=True, transpose_b=True),
    "fn_matmul_batch_broadcast": lambda a, b: gc.matmul(a, b),
    "fn_range_gradient_none": lambda x: gc.range(x, 3.0, dtype=gc.float64),
    "fn_floordiv": lambda a, b: a // b,
    "fn_floormod": lambda a, b: a % b,
    "fn_floormod_smooth": lambda a, b: a % b,
    "fn_floordiv_python_number": lambda x: x // 2,
    "fn_boolean_mask": lambda x: gc.boolean_mask(x, [True, False, True]) * gc.constant([2., 3.], gc.float64),
    "fn_boolean_mask_2d": lambda x: gc.boolean_mask(x, [[True, False], [False, True]]),
    "fn_boolean_mask_axis1": lambda x: gc.boolean_mask(x, [False, True], axis=1),
    "fn_boolean_mask_all_false": lambda x: gc.boolean_mask(x, [False, False]),
    "fn_inv": lambda a: gc.linalg.inv(a),
    "fn_inv_adjoint": lambda a: gc.linalg.inv(a, adjoint=True),
    "fn_det": lambda a: gc.linalg.det(a),
    "fn_det_1x1": lambda a: gc.linalg.det(a),
    "fn_det_batch": lambda a: gc.linalg.det(a),
    "fn_det_singular_gradient": lambda a: gc.linalg.det(a),
    "fn_solve": lambda a, b: gc.linalg.solve(a, b),
    "fn_solve_adjoint": lambda a, b: gc.linalg.solve(a, b, adjoint=True),
    "fn_trace": lambda a: gc.linalg.trace(a),
    "fn_trace_nonsquare_batch": lambda a: gc.linalg.trace(a),
    "fn_matvec": lambda a, b: gc.linalg.matvec(a, b),
    "fn_matvec_transpose": lambda a, b: gc.linalg.matvec(a, b, transpose_a=True),
    "fn_diag_part": lambda a: gc.linalg.diag_part(a) * gc.constant([2., 3.], gc.float64),
    "fn_diag_part_nonsquare": lambda a: gc.linalg.diag_part(a),
    "fn_diag_part_k1": lambda a: gc.linalg.diag_part(a, k=1),
    "fn_argmax_gradient_none": lambda x: gc.cast(gc.math.argmax(x), gc.float64),
    "fn_keras_mse": lambda t, p: gc.keras.losses.mean_squared_error(t, p),
    "fn_keras_mse_alias_tf": lambda t, p: gc.keras.losses.mse(t, p),
    "fn_keras_MSE_rank_mismatch": lambda t, p: gc.keras.losses.MSE(t, p),
    "fn_keras_mae": lambda t, p: gc.keras.losses.mean_absolute_error(t, p),
    "fn_keras_mae_alias": lambda t, p: gc.keras.losses.mae(t, p),
    "fn_keras_bce": lambda t, p: gc.keras.losses.binary_crossentropy(t, p),
    "fn_keras_bce_clipped": lambda t, p: gc.keras.losses.binary_crossentropy(t, p),
    "fn_keras_bce_at_epsilon": lambda t, p: gc.keras.losses.binary_crossentropy(t, p),
    "fn_keras_bce_logits": lambda t, p: gc.keras.losses.binary_crossentropy(t, p, from_logits=True),
    "fn_keras_bce_label_smoothing": lambda t, p: gc.keras.losses.binary_crossentropy(t, p, label_smoothing=0.1),
    "fn_keras_bce_f32": lambda t, p: gc.keras.losses.binary_crossentropy(t, p),
    "fn_keras_cce": lambda t, p: gc.keras.losses.categorical_crossentropy(t, p),
    "fn_keras_cce_unnormalized": lambda t, p: gc.keras.losses.categorical_crossentropy(t, p),
    "fn_keras_cce_zero_prob": lambda t, p: gc.keras.losses.categorical_crossentropy(t, p),
    "fn_keras_cce_logits": lambda t, p: gc.keras.losses.categorical_crossentropy(t, p, from_logits=True),
    "fn_keras_scce": lambda t, p: gc.keras.losses.sparse_categorical_crossentropy(t, p),
    "fn_keras_scce_float_labels": lambda t, p: gc.keras.losses.sparse_categorical_crossentropy(t, p),
    "fn_keras_scce_logits": lambda t, p: gc.keras.losses.sparse_categorical_crossentropy(t, p, from_logits=True),
    "fn_keras_scce_unnormalized": lambda t, p: gc.keras.losses.sparse_categorical_crossentropy(t, p),
    "fn_keras_scce_zero_prob": lambda t, p: gc.keras.losses.sparse_categorical_crossentropy(t, p),
    "fn_keras_scce_labels_column": lambda t, p: gc.keras.losses.sparse_categorical_crossentropy(t, p),
    "fn_readme_seed_f32": lambda labels, inputs, w, b:
        gc.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=gc.matmul(inputs, w) + b),
    "fn_erf_second_point": lambda x: gc.math.erf(x),
    "fn_erfc_second_point": lambda x: gc.math.erfc(x),
    "fn_elu_kink": lambda x: gc.nn.elu(x),
    "fn_elu_times_x": lambda x: gc.nn.elu(x) * x,
    "fn_selu_kink": lambda x: gc.nn.selu(x),
    "fn_selu_f32": lambda x: gc.nn.selu(x),
    "fn_reciprocal_smooth": lambda x: gc.math.reciprocal(x) * x,
    "fn_rsqrt_smooth": lambda x: gc.math.rsqrt(x),
    "fn_ceil_times_x": lambda x: gc.math.ceil(x) * x,
    "fn_argmin_gradient_none": lambda x: gc.cast(gc.math.argmin(x, axis=1), gc.float64),
    **{f"r17_{name}_far_{dtype}": code for name, code in [
        ("lgamma", gc.math.lgamma), ("erf", gc.math.erf), ("erfc", gc.math.erfc), ("digamma", gc.math.digamma),
        ("polygamma_1", lambda x: gc.math.polygamma(gc.constant(1.0, x.dtype), x)),
        ("polygamma_2", lambda x: gc.math.polygamma(gc.constant(2.0, x.dtype), x))]
        for dtype in ("float32", "float64")},
}
OUTPUT_GRADIENTS = {
    "r03_relu_of_inf_seed": lambda x: gc.constant([float("inf"), float("inf"), float("inf")], gc.float64),
}
# Integer constants are written with their dtype: TensorFlow's default for integers is int32, gradcli's float64.
ERROR_CODE = {
    "r07_squeeze_bad_axis": lambda: gc.squeeze(gc.zeros([1, 2, 1]), axis=1),
    "r07_squeeze_axis_out_of_range": lambda: gc.squeeze(gc.zeros([1, 2, 1]), axis=3),
    "r10_argmax_empty": lambda x: gc.math.argmax(x),
    "r11_softmax_axis_out_of_range": lambda x: gc.nn.softmax(x, axis=2),
    "r11_softmax_scalar": lambda x: gc.nn.softmax(x),
    "r11_softmax_axis_list": lambda x: gc.nn.softmax(x, axis=[0]),
    "r15_matmul_rank1": lambda: gc.matmul(gc.constant([1., 2.], gc.float64), gc.constant([3., 4.], gc.float64)),
    "r15_matmul_rank1_operator": lambda: gc.constant([1., 2.], gc.float64) @ gc.constant([3., 4.], gc.float64),
    "r15_matmul_rank1_rank2": lambda: gc.matmul(gc.constant([1., 2.], gc.float64),
                                                gc.constant([[3.], [4.]], gc.float64)),
    "r15_matmul_scalar": lambda: gc.matmul(gc.constant(1., gc.float64), gc.constant(2., gc.float64)),
    "r15_matmul_inner_mismatch": lambda: gc.matmul(gc.constant([[1., 2.]], gc.float64),
                                                   gc.constant([[3., 4.]], gc.float64)),
    "r15_matmul_batch_mismatch": lambda: gc.matmul(gc.ones([2, 1, 2], gc.float64), gc.ones([3, 2, 1], gc.float64)),
    "r15_transpose_perm_repeated": lambda: gc.transpose(gc.constant([[1., 2.]], gc.float64), perm=[1, 1]),
    "r15_transpose_perm_out_of_range": lambda: gc.transpose(gc.constant([[1., 2.]], gc.float64), perm=[0, 2]),
    "r15_transpose_perm_wrong_length": lambda: gc.transpose(gc.constant([[1., 2.]], gc.float64), perm=[0]),
    "r15_constant_of_tensors": lambda: gc.constant([gc.constant(1.0), gc.constant(2.0)]),
    "r15_constant_of_tensor_and_number": lambda: gc.constant([gc.constant(1.0), 2.0]),
    "r15_add_f32_f64": lambda: gc.constant(1.0, gc.float32) + gc.constant(2.0, gc.float64),
    "r15_add_f64_f32": lambda: gc.constant(2.0, gc.float64) + gc.constant(1.0, gc.float32),
    "r15_mul_f64_f32": lambda: gc.constant(2.0, gc.float64) * gc.constant(1.0, gc.float32),
    "r15_sub_f64_f32": lambda: gc.constant(2.0, gc.float64) - gc.constant(1.0, gc.float32),
    "r15_div_f64_f32": lambda: gc.constant(2.0, gc.float64) / gc.constant(1.0, gc.float32),
    "r15_pow_f64_f32": lambda: gc.constant(2.0, gc.float64) ** gc.constant(1.0, gc.float32),
    "r15_matmul_f64_f32": lambda: gc.constant([[2.0]], gc.float64) @ gc.constant([[1.0]], gc.float32),
    "r15_add_f64_int32": lambda: gc.constant(2.0, gc.float64) + gc.constant(1, gc.int32),
    "r15_concat_f64_f32": lambda: gc.concat([gc.constant([2.0], gc.float64), gc.constant([1.0], gc.float32)], 0),
    "r16_concat_two_scalars": lambda: gc.concat([gc.constant(1.0), gc.constant(2.0)], 0),
    "r16_concat_empty_list": lambda: gc.concat([], 0),
    "r16_concat_axis_out_of_range": lambda: gc.concat([gc.constant([1.0]), gc.constant([2.0])], 5),
    "r16_concat_axis_list": lambda: gc.concat([gc.constant([1.0])], [0]),
    "fn_gather_out_of_range": lambda p: gc.gather(p, [3]),
    "fn_gather_negative_index": lambda p: gc.gather(p, [-1]),
    "fn_gather_float_index": lambda p: gc.gather(p, [1.0]),
    "fn_gather_nd_out_of_range": lambda p: gc.gather_nd(p, [[3, 0]]),
    "fn_einsum_bad": lambda: gc.einsum('ij,jk->ik', gc.ones([2, 3], gc.float64), gc.ones([2, 3], gc.float64)),
    "fn_norm_fro_vector": lambda: gc.norm(gc.constant([1., 2.], gc.float64), ord='fro'),
    "fn_norm_ord_0": lambda: gc.norm(gc.constant([1., 2.], gc.float64), ord=0),
    "fn_norm_ord_negative": lambda: gc.norm(gc.constant([1., 2.], gc.float64), ord=-1),
    "fn_norm_axis_tuple3": lambda: gc.norm(gc.ones([2, 2, 2], gc.float64), axis=[0, 1, 2]),
    "fn_clip_by_value_broadcast_error": lambda: gc.clip_by_value(gc.constant([1.0], gc.float64),
                                                                 gc.constant([0., 0.], gc.float64), 1.0),
    "fn_one_hot_float_indices": lambda: gc.one_hot([0.0], 3),
    "fn_reduce_std_int": lambda: gc.math.reduce_std(gc.constant([1, 2], gc.int32)),
    "fn_leaky_relu_tensor_alpha": lambda x: gc.nn.leaky_relu(x, alpha=gc.constant(0.1, gc.float64)),
    "fn_gelu_int": lambda: gc.nn.gelu(gc.constant([1, 2], gc.int32)),
    "fn_tile_bad_length": lambda: gc.tile(gc.constant([1., 2.], gc.float64), [2, 2]),
    "fn_pad_reflect_too_big": lambda: gc.pad(gc.constant([1., 2.], gc.float64), [[2, 0]], mode='REFLECT'),
    "fn_pad_symmetric_too_big": lambda: gc.pad(gc.constant([1., 2.], gc.float64), [[3, 0]], mode='SYMMETRIC'),
    "fn_pad_bad_mode": lambda: gc.pad(gc.constant([1., 2.], gc.float64), [[1, 0]], mode='EDGE'),
    "fn_pad_negative": lambda: gc.pad(gc.constant([1., 2.], gc.float64), [[-1, 0]]),
    "fn_split_uneven": lambda: gc.split(gc.constant([1., 2., 3.], gc.float64), 2),
    "fn_unstack_scalar": lambda: gc.unstack(gc.constant(1.0, gc.float64)),
    "fn_range_delta0": lambda: gc.range(0, 3, 0),
    "fn_range_wrong_direction": lambda: gc.range(3, 0),
    "fn_zeros_negative": lambda: gc.zeros([-1]),
    "fn_int_floordiv_zero": lambda: gc.constant([7], gc.int32) // gc.constant([0], gc.int32),
    "fn_boolean_mask_shape_mismatch": lambda: gc.boolean_mask(gc.constant([1., 2.], gc.float64), [True]),
    "fn_inv_singular": lambda: gc.linalg.inv(gc.constant([[1., 2.], [2., 4.]], gc.float64)),
    "fn_inv_nonsquare": lambda: gc.linalg.inv(gc.constant([[1., 2.]], gc.float64)),
    "fn_det_nonsquare": lambda: gc.linalg.det(gc.constant([[1., 2.]], gc.float64)),
    "fn_solve_singular": lambda: gc.linalg.solve(gc.constant([[1., 2.], [2., 4.]], gc.float64),
                                                 gc.constant([[1.], [2.]], gc.float64)),
    "fn_solve_vector_rhs": lambda: gc.linalg.solve(gc.constant([[1., 2.], [3., 4.]], gc.float64),
                                                   gc.constant([1., 2.], gc.float64)),
    "fn_trace_1d": lambda: gc.linalg.trace(gc.constant([1., 2.], gc.float64)),
    "fn_matvec_mismatch": lambda: gc.linalg.matvec(gc.ones([2, 3], gc.float64), gc.ones([2], gc.float64)),
    "fn_diag_part_1d": lambda: gc.linalg.diag_part(gc.constant([1., 2.], gc.float64)),
    "fn_argmax_scalar": lambda: gc.math.argmax(gc.constant(1.0, gc.float64)),
    "fn_argmin_empty": lambda: gc.math.argmin(gc.zeros([0], gc.float64)),
    "fn_keras_mse_scalar": lambda: gc.keras.losses.mean_squared_error(gc.constant(1.0, gc.float64),
                                                                      gc.constant(0.5, gc.float64)),
    "fn_keras_mse_tf_name_missing": lambda: gc.keras.losses.mean_squared_error,
    "fn_keras_cce_shape_mismatch": lambda: gc.keras.losses.categorical_crossentropy(
        gc.constant([[0., 1.]], gc.float64), gc.constant([[0.5, 0.25, 0.25]], gc.float64)),
    "fn_keras_scce_label_out_of_range": lambda: gc.keras.losses.sparse_categorical_crossentropy(
        gc.constant([2, 0], gc.int32), gc.constant([[0.2, 0.8], [0.6, 0.4]], gc.float64)),
    "fn_erf_int": lambda: gc.math.erf(gc.constant([1], gc.int32)),
}

# ----- Where gradcli chooses otherwise -----

NOT_REPRODUCED = {
    # Formulas and programs make every literal a float64 tensor, so indices written there are floats: whole
    # numbers are taken as the integers they are (a fraction is still refused).
    "fn_gather_float_index": "float indices holding whole numbers are accepted",
    "fn_one_hot_float_indices": "float indices holding whole numbers are accepted",
    # Keras 3's tf.keras.losses has only the aliases (mse, mae, ...); gc.keras.losses also has the full names,
    # as keras.losses has them.
    "fn_keras_mse_tf_name_missing": "gc.keras.losses.mean_squared_error exists",
}
# Errors raised with a message of gradcli's own, where TensorFlow's is about its internals.
OWN_MESSAGES = {
    "r15_constant_of_tensors": "constant() says to use stack", "r15_constant_of_tensor_and_number": "the same",
    "r16_concat_empty_list": "TensorFlow's message is a dump of its kernel registry",
    "r16_concat_axis_list": "axis must be an integer",
    "fn_leaky_relu_tensor_alpha": "the same words, with gradcli's repr of the tensor",
}


# ----- Running a case -----

def decode(value):
    """A JSON value of the reference data as numbers: "nan", "inf" and "-inf" stand for themselves."""
    if isinstance(value, list):
        return [decode(v) for v in value]
    return float(value) if isinstance(value, str) else value


def inputs_of(case):
    dtypes = case.get("input_dtypes", {})
    return {name: gc.constant(decode(value), dtypes.get(name, case["dtype"])) for name, value in case["inputs"].items()}


def assert_close(got, want, dtype, what):
    """`got` (a tensor, a structure of them, or None) is TensorFlow's `want`."""
    if want is None:
        assert got is None, f"{what}: TensorFlow gives None, gradcli {got!r}"
        return
    assert got is not None, f"{what}: TensorFlow gives {want}, gradcli None"
    if isinstance(got, (list, tuple)) and not isinstance(want, (int, float, str)):
        assert len(got) == len(want), what
        for i, (g, w) in enumerate(zip(got, want)):
            assert_close(g, w, dtype, f"{what}[{i}]")
        return
    rtol, atol = TOLERANCES[dtype]
    expected = np.asarray(decode(want), dtype=np.float64)
    actual = np.asarray(got.numpy() if isinstance(got, gc.Tensor) else got, dtype=np.float64)
    assert actual.size == expected.size, f"{what}: shape {actual.shape}, TensorFlow's has {expected.size} elements"
    np.testing.assert_allclose(actual.reshape(expected.shape), expected, rtol=rtol, atol=atol, err_msg=what)


def gradient_cases():
    return [case for case in DATA["gradient"] if case["name"] not in NOT_REPRODUCED]


@pytest.mark.parametrize("case", gradient_cases(), ids=lambda case: case["name"])
def test_value_gradient_and_hessian(case):
    name, dtype = case["name"], case["dtype"]
    tensors = inputs_of(case)
    sources = [tensors[s] for s in case["sources"]]
    code = GRADIENT_CODE[name]
    if "error" in case:  # TensorFlow raised, in the forward pass or the gradient
        with pytest.raises((ValueError, TypeError)):
            with gc.GradientTape() as tape:
                tape.watch(sources)
                y = code(**tensors)
            tape.gradient(y, sources)
        return
    with gc.GradientTape(persistent=True) as outer:
        outer.watch(sources)
        with gc.GradientTape(persistent=True) as inner:
            inner.watch(sources)
            y = code(**tensors)
        seed = OUTPUT_GRADIENTS[name](**tensors) if name in OUTPUT_GRADIENTS else None
        policy = case.get("unconnected_gradients", "none")
        grads = inner.gradient(y, sources, output_gradients=seed, unconnected_gradients=policy)
    value_dtype = case["value_dtype"] if isinstance(case["value_dtype"], str) else case["value_dtype"][0]
    assert_close(y, case["value"], dtype, "value")
    for s, g in zip(case["sources"], grads):
        assert_close(g, case["gradient"][s], dtype, f"gradient of {s}")
    for s, g in zip(case["sources"], grads):
        for s2, x2 in zip(case["sources"], sources):
            want = (case.get("second") or {}).get(s, {}) if "second" in case else None
            if want is None or s2 not in want:
                continue
            got = None if g is None else outer.jacobian(g, x2)
            assert_close(got, want[s2], dtype, f"d(gradient of {s})/d{s2}")
    assert value_dtype in ("float32", "float64", "int32", "int64", "bool")


@pytest.mark.parametrize("case", [c for c in gradient_cases() if "derivatives" in c], ids=lambda case: case["name"])
def test_higher_derivatives(case):
    tensors = inputs_of(case)
    (x,) = [tensors[s] for s in case["sources"]]
    levels = len(case["derivatives"]) + ("derivatives_error" in case)
    tapes = [gc.GradientTape(persistent=True) for _ in range(levels)]
    for tape in tapes:
        tape.__enter__()
        tape.watch(x)
    current = GRADIENT_CODE[case["name"]](**tensors)
    for k, tape in enumerate(reversed(tapes)):
        tape.__exit__(None, None, None)
        if k == len(case["derivatives"]):  # TensorFlow raised at this level
            with pytest.raises((ValueError, TypeError, LookupError)):
                tape.gradient(current, x)
            return
        current = None if current is None else tape.gradient(current, x)
        assert_close(current, case["derivatives"][k], case["dtype"], f"derivative {k + 1}")


ERROR_TYPES = {"InvalidArgumentError": (gc.InvalidArgumentError, ValueError), "ValueError": (ValueError,),
               "TypeError": (TypeError,), "RuntimeError": (RuntimeError,)}


@pytest.mark.parametrize("case", [c for c in DATA["error"] if c["name"] not in NOT_REPRODUCED],
                         ids=lambda case: case["name"])
def test_errors_where_tensorflow_raises(case):
    tensors = inputs_of(case)
    kind = case["error"]["type"].rpartition(".")[2]
    with pytest.raises(ERROR_TYPES.get(kind, (ValueError, TypeError))) as raised:
        ERROR_CODE[case["name"]](**tensors)
    core = case["error"]["core"].split(", node name:")[0].rstrip(".")
    assert core in str(raised.value) or case["name"] in OWN_MESSAGES


def test_every_case_is_run_or_said_why_not():
    names = {c["name"] for c in DATA["gradient"] + DATA["error"]}
    assert set(GRADIENT_CODE) | set(ERROR_CODE) == names and set(NOT_REPRODUCED) <= names


@pytest.mark.parametrize("name", ["fn_gather_float_index", "fn_one_hot_float_indices"])
def test_whole_float_indices_are_taken_as_integers(name):
    case = next(c for c in DATA["error"] if c["name"] == name)
    assert isinstance(ERROR_CODE[name](**inputs_of(case)), gc.Tensor)


# ----- TensorFlow's answers to whole snippets (gradcli's float64 default written out where it differs) -----

def test_squeeze_with_an_empty_axis_list_squeezes_every_size_one_axis():
    zeros = gc.zeros([1, 2, 1])
    assert gc.squeeze(zeros, axis=[]).shape == gc.squeeze(zeros, axis=()).shape == gc.squeeze(zeros).shape == (2,)
    assert gc.squeeze(zeros, axis=[0, 0]).shape == (2, 1)


def test_subnormal_numbers_are_zero_to_arithmetic_and_comparisons_but_kept_by_moves():
    x = gc.constant(1e-310)
    assert [bool((x > 0.0).numpy()), bool(gc.equal(x, 0.0).numpy()), float(gc.where(x > 0.0, 1.0, 2.0))] == \
        [False, True, 2.0]
    assert [float(x), float(gc.identity(x)), gc.reshape(x, [1]).numpy().tolist(), float(-x)] == \
        [1e-310, 1e-310, [1e-310], -1e-310]
    assert (x * 1.0).numpy() == 0.0 and float(gc.math.log(x)) == -np.inf


def test_a_negative_transpose_entry_counts_from_the_end_forward():
    assert gc.transpose(gc.constant([[1.0, 2.0]]), perm=[-1, 0]).numpy().tolist() == [[1.0], [2.0]]


def test_operations_stack_lists_of_tensors_where_constant_refuses_them():
    a, b = gc.constant(1.0), gc.constant(2.0)
    assert gc.stack([a, b]).numpy().tolist() == [1.0, 2.0] and (gc.add([a, b], 0.0)).numpy().tolist() == [1.0, 2.0]


def test_integer_arithmetic_stays_integer():
    i = lambda values: gc.constant(values, gc.int32)  # noqa: E731 (TensorFlow's default for integers)
    assert (i([7, -7]) // i([2, 2])).numpy().tolist() == [3, -4]
    assert (i([7, -7]) % i([2, 2])).numpy().tolist() == [1, 1] and (i([7, -7]) % i([-2, -2])).numpy().tolist() == \
        [-1, -1]
    assert gc.negative(i([1, -2])).dtype == gc.int32 and gc.sign(i([-3, 0, 5])).numpy().tolist() == [-1, 0, 1]
    assert gc.matmul(i([[1, 2]]), i([[3], [4]])).numpy().tolist() == [[11]]
    assert gc.divide(i([7]), i([2])).numpy().tolist() == [3.5] and (i([7]) / i([2])).dtype == gc.float64
    assert gc.math.truediv(gc.constant(7, gc.int64), gc.constant(2, gc.int64)).dtype == gc.float64


def test_casts_to_and_from_bool():
    as_bool = gc.cast(gc.constant([0.0, 2.0, float("nan")]), gc.bool)
    assert as_bool.dtype == gc.bool and as_bool.numpy().tolist() == [False, True, True]
    assert gc.cast(gc.constant([True, False], gc.bool), gc.float64).numpy().tolist() == [1.0, 0.0]


def test_constructor_dtypes():
    # TensorFlow's float default is float32; gradcli's is float64 (its formulas and programs compute in float64).
    assert [gc.zeros([2]).dtype, gc.zeros([2], dtype=gc.float32).dtype, gc.zeros([2], gc.int32).dtype,
            gc.ones([1], dtype="float64").dtype, gc.eye(2, dtype=gc.float32).dtype] == \
        [gc.float64, gc.float32, gc.int32, gc.float64, gc.float32]
    assert gc.eye(2, 3, dtype=gc.float64).numpy().tolist() == [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]
    assert [gc.range(3).dtype, gc.range(3.0).dtype, gc.range(0, 3, 0.5).dtype] == [gc.int32, gc.float64, gc.float64]
    assert gc.range(3, dtype=gc.float64).numpy().tolist() == [0.0, 1.0, 2.0]
    assert gc.range(1, 2.5, dtype=gc.float64).numpy().tolist() == [1.0, 2.0]
    assert gc.range(3, 0, -1).numpy().tolist() == [3, 2, 1] and gc.range(0, 0).shape == (0,)
    assert gc.ones_like(gc.constant([1.0]), dtype=gc.int32).dtype == gc.int32
    assert gc.zeros_like(gc.constant([1, 2], gc.int32)).dtype == gc.int32


def test_one_hot_values_and_dtypes():
    assert gc.one_hot([0, 2, -1, 3], 3).numpy().tolist() == [[1, 0, 0], [0, 0, 1], [0, 0, 0], [0, 0, 0]]
    assert gc.one_hot([1], 2, dtype=gc.float32).dtype == gc.float32
    assert gc.one_hot([0, 1], 0).shape == (2, 0)


def test_boolean_mask_takes_a_float_mask_as_nonzero():
    assert gc.boolean_mask(gc.constant([1.0, 2.0]), [1.0, 0.0]).numpy().tolist() == [1.0]


def test_argmax_and_argmin_take_the_first_extreme_and_never_nan():
    v = gc.constant
    assert int(gc.math.argmax(v([1.0, 3.0, 3.0]))) == 1 and int(gc.math.argmin(v([1.0, 1.0, 3.0]))) == 0
    assert gc.math.argmax(v([[1.0, 5.0], [3.0, 2.0]])).numpy().tolist() == [1, 0]
    assert gc.math.argmax(v([[1.0, 5.0], [3.0, 2.0]]), axis=1).numpy().tolist() == [1, 0]
    assert gc.math.argmax(v([1.0, 2.0]), output_type=gc.int32).dtype == gc.int32
    assert (int(gc.math.argmax(v([1.0, float("nan"), 3.0]))) == 2
            and int(gc.math.argmin(v([1.0, float("nan"), 0.0]))) == 2)
    assert [int(gc.math.argmax(v([float("nan"), 1.0]))), int(gc.math.argmin(v([float("nan"), 1.0]))),
            int(gc.math.argmax(v([1.0, float("nan")])))] == [1, 1, 0]
    assert gc.math.argmin(v([[1.0, 0.0], [2.0, 3.0]]), axis=-1).numpy().tolist() == [1, 0]
    assert np.isnan(float(gc.reduce_max(v([1.0, float("nan"), 3.0]))))
