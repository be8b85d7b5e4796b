# Source: the docstring of keras.src.metrics.regression_metrics.R2Score (keras/src/metrics/regression_metrics.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = np.array([[1], [4], [3]], dtype=np.float32)
y_pred = np.array([[2], [4], [4]], dtype=np.float32)
metric = keras.metrics.R2Score()
metric.update_state(y_true, y_pred)
result = metric.result()
print(repr(result))
