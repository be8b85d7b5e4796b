# Source: the docstring of keras.src.metrics.reduction_metrics.Mean (keras/src/metrics/reduction_metrics.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.metrics import Mean
m = Mean()
m.update_state([1, 3, 5, 7])
print(repr(m.result()))
m.reset_state()
m.update_state([1, 3, 5, 7], sample_weight=[1, 1, 0, 0])
print(repr(m.result()))
