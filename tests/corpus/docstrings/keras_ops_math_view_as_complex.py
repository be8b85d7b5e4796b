# Source: the docstring of keras.src.ops.math.view_as_complex (keras/src/ops/math.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
import numpy as np
from keras import ops
real_imag = np.array([[1.0, 2.0], [3.0, 4.0]])
complex_tensor = ops.view_as_complex(real_imag)
print(repr(complex_tensor))
