# Source: the docstring of keras.src.metrics.correlation_metrics.PearsonCorrelation (keras/src/metrics/correlation_metrics.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
pcc = keras.metrics.PearsonCorrelation(axis=-1)
y_true = [[0, 1, 0.5], [1, 1, 0.2]]
y_pred = [[0.1, 0.9, 0.5], [1, 0.9, 0.2]]
pcc.update_state(y_true, y_pred)
print(repr(pcc.result()))
