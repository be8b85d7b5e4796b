# Source: the docstring of keras.src.optimizers.multi_optimizer.OptimizerMap.__getitem__ (keras/src/optimizers/multi_optimizer.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.src import optimizers
from keras.src.optimizers.multi_optimizer import OptimizerMap
opt_adam = optimizers.Adam()
opt_sgd = optimizers.SGD()
opt_rmsprop = optimizers.RMSprop()
optimizer_map = OptimizerMap(default_optimizer=opt_rmsprop)
optimizer_map["encoder/layer_0/dense"] = opt_adam
optimizer_map["encoder/.*"] = opt_sgd
optimizer_map["decoder"] = opt_adam
print(repr(optimizer_map["decoder"].name))
print(repr(optimizer_map["encoder/layer_0/dense"].name))
print(repr(optimizer_map["encoder/layer_0/attention/query"].name))
print(repr(optimizer_map["decoder/layer_0/dense"].name))
