# Source: the docstring of keras.src.metrics.iou_metrics.OneHotIoU (keras/src/metrics/iou_metrics.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = np.array([[0, 0, 1], [1, 0, 0], [0, 1, 0], [1, 0, 0]])
y_pred = np.array([[0.2, 0.3, 0.5], [0.1, 0.2, 0.7], [0.5, 0.3, 0.1],
                      [0.1, 0.4, 0.5]])
sample_weight = [0.1, 0.2, 0.3, 0.4]
m = keras.metrics.OneHotIoU(num_classes=3, target_class_ids=[0, 2])
m.update_state(
    y_true=y_true, y_pred=y_pred, sample_weight=sample_weight)
print(repr(m.result()))
