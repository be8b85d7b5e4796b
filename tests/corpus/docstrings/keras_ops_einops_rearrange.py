# Source: the docstring of keras.src.ops.einops.rearrange (keras/src/ops/einops.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
import numpy as np
from keras.ops import rearrange
images = np.random.rand(32, 30, 40, 3) # BHWC format
print(repr(rearrange(images, 'b h w c -> b c h w').shape))
print(repr(rearrange(images, 'b h w c -> (b h) w c').shape))
print(repr(rearrange(images, 'b h w c -> h (b w) c').shape))
print(repr(rearrange(images, 'b h w c -> b (c h w)').shape))
print(repr(rearrange(images, 'b (h1 h) (w1 w) c -> (b h1 w1) h w c', h1=2, w1=2).shape))
print(repr(rearrange(images, 'b (h h1) (w w1) c -> b h w (c h1 w1)', h1=2, w1=2).shape))
