# Source: the docstring of keras.src.ops.math.view_as_real (keras/src/ops/math.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
import numpy as np
from keras import ops
complex_tensor = np.array([1 + 2j, 3 + 4j])
real = ops.view_as_real(complex_tensor)
print(repr(real))
