# Source: the docstring of keras.src.layers.preprocessing.mel_spectrogram.MelSpectrogram (keras/src/layers/preprocessing/mel_spectrogram.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
layer = keras.layers.MelSpectrogram(num_mel_bins=64,
                                    sampling_rate=8000,
                                    sequence_stride=256,
                                    fft_length=2048)
print(repr(layer(keras.random.uniform(shape=(16000,))).shape))
layer = keras.layers.MelSpectrogram(num_mel_bins=80,
                                    sampling_rate=8000,
                                    sequence_stride=128,
                                    fft_length=2048)
print(repr(layer(keras.random.uniform(shape=(2, 16000))).shape))
