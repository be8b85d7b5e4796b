# Source: the docstring of keras.src.layers.preprocessing.image_preprocessing.random_zoom.RandomZoom (keras/src/layers/preprocessing/image_preprocessing/random_zoom.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
input_img = np.random.random((32, 224, 224, 3))
layer = keras.layers.RandomZoom(.5, .2)
out_img = layer(input_img)
