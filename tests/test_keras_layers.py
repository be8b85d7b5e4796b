"""Keras's built-in layers where gradcli cannot compute what TensorFlow computes: each is refused with a message
that names what it does not do, never run to a plausible other number.

What the layers do compute is checked against TensorFlow by the programs of keras_programs/ (layers_*.py, run by
tests/test_tensorflow.py).
"""
import pytest
from click.testing import CliRunner

from gradcli.cli import main

SETUP = "import numpy as np\nimport tensorflow as tf\nlayers = tf.keras.layers\n"


def run(tmp_path, code):
    (tmp_path / "prog.py").write_text(SETUP + code)
    return CliRunner().invoke(main, ["run", str(tmp_path / "prog.py")])


@pytest.mark.parametrize("code, message", [
    ("layers.Embedding(10, 3, mask_zero=True)\n", "does not make a mask (mask_zero=True)"),
    ("layers.LayerNormalization(gamma_regularizer='l2')\n", "does not take gamma_regularizer"),
    ("layers.LayerNormalization(rms_scaling=True)\n", "does not take rms_scaling=True"),
    ("layers.UpSampling2D(interpolation='bilinear')\n", "does not resize images with interpolation='bilinear'"),
    ("layers.LSTM(2, stateful=True)\n", "is not stateful"),
    ("layers.GRU(2, dropout=0.5)(tf.ones((1, 3, 2)), training=True)\n", "does not drop out in training"),
    ("layers.Lambda(lambda v: v, mask=lambda v, m: m)\n", "does not take a mask"),
    ("layers.Multiply()([tf.ones((2, 3)), tf.ones((2, 1, 3))])\n", "merges tensors of one rank"),
    ("layers.Conv2DTranspose(2, 3, output_padding=1)\n", "does not take output_padding"),
    ("layers.PReLU(alpha_regularizer='l2')\n", "does not take alpha_regularizer"),
    ("layers.Dense(2, kernel_regularizer='l2')\n", "does not take kernel_regularizer"),
    ("layers.Conv2D(2, 3, activity_regularizer='l1')\n", "does not take activity_regularizer"),
    ("layers.Embedding(5, 2, embeddings_constraint='non_neg')\n", "does not take embeddings_constraint"),
    ("layers.BatchNormalization(gamma_constraint='non_neg')\n", "does not take gamma_constraint"),
    ("layers.LSTM(2, recurrent_regularizer='l2')\n", "does not take recurrent_regularizer"),
    ("class Scaled(layers.Layer):\n    def build(self, shape):\n"
     "        self.w = self.add_weight(shape=(1,), regularizer='l2')\n"
     "    def call(self, x):\n        return x * self.w\nScaled()(tf.ones((1, 1)))\n", "does not take regularizer"),
    ("print(layers.Dense(2, activation=lambda v: v * 2.0).get_config())\n", "does not describe the activation"),
    ("layers.MultiHeadAttention(2, 3, use_gate=True)\n", "does not take use_gate"),
    ("layers.MultiHeadAttention(2, 3)(tf.ones((1, 2, 3, 4)), tf.ones((1, 2, 3, 4)))\n", "attends over sequences"),
    ("layers.MultiHeadAttention(2, 3, kernel_initializer='orthogonal')(tf.ones((1, 2, 4)), tf.ones((1, 2, 4)))\n",
     "does not initialize its projections with Orthogonal"),
    ("inputs = tf.keras.Input((3, 2))\nlayers.LSTM(2, return_state=True)(inputs)\n",
     "gives its states (return_state=True) to calls on tensors only"),
])
def test_what_gradcli_does_not_compute_is_refused_by_name(tmp_path, code, message):
    result = run(tmp_path, code)
    assert result.exit_code == 1 and result.stdout == ""
    assert "error: NotImplementedError: gradcli's" in result.stderr and message in result.stderr, result.stderr



@pytest.mark.parametrize("code", ["layers.MaxPooling2D()(tf.constant([[[[1.0], [np.nan]], [[2.0], [3.0]]]]))\n",
                                  "layers.MaxPooling1D()(tf.constant([[[-np.inf], [1.0]]]))\n",
                                  "tf.nn.max_pool2d(tf.constant([[[[np.nan]]]]), 1, 1, 'VALID')\n"])
def test_max_pooling_refuses_nan_and_minus_infinity_which_tensorflows_kernel_treats_its_own_way(tmp_path, code):
    result = run(tmp_path, code)
    assert result.exit_code == 1 and "gradcli does not max-pool NaN or -inf" in result.stderr, result.stderr
