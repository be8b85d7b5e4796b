# Source: the docstring of tensorflow.python.ops.array_ops.gather (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
params = tf.constant(['p0', 'p1', 'p2', 'p3', 'p4', 'p5'])
print(repr(params[3].numpy()))
print(repr(tf.gather(params, 3).numpy()))
indices = [2, 0, 2, 5]
print(repr(tf.gather(params, indices).numpy()))
print(repr(tf.gather(params, [[2, 0], [2, 5]]).numpy()))
params = tf.constant([[0, 1.0, 2.0],
                      [10.0, 11.0, 12.0],
                      [20.0, 21.0, 22.0],
                      [30.0, 31.0, 32.0]])
print(repr(tf.gather(params, indices=[3,1]).numpy()))
print(repr(tf.gather(params, indices=[2,1], axis=1).numpy()))
def result_shape(p_shape, i_shape, axis=0):
  return p_shape[:axis] + i_shape + p_shape[axis+1:]
print(repr(result_shape([1, 2, 3], [], axis=1)))
print(repr(result_shape([1, 2, 3], [7], axis=1)))
print(repr(result_shape([1, 2, 3], [7, 5], axis=1)))
print(repr(params.shape.as_list()))
indices = tf.constant([[0, 2]])
print(repr(tf.gather(params, indices=indices, axis=0).shape.as_list()))
print(repr(tf.gather(params, indices=indices, axis=1).shape.as_list()))
params = tf.random.normal(shape=(5, 6, 7, 8))
indices = tf.random.uniform(shape=(10, 11), maxval=7, dtype=tf.int32)
result = tf.gather(params, indices, axis=2)
print(repr(result.shape.as_list()))
a, b = 0, 1
print(repr(tf.reduce_all(
    # the corresponding slice of the result
    result[:, :, a, b, :] ==
    # is equal to the slice of `params` along `axis` at the index.
    params[:, :, indices[a, b], :]
).numpy().item()))
params = tf.constant([
    [0, 0, 1, 0, 2],
    [3, 0, 0, 0, 4],
    [0, 5, 0, 6, 0]])
indices = tf.constant([
    [2, 4],
    [0, 4],
    [1, 3]])
print(repr(tf.gather(params, indices, axis=1, batch_dims=1).numpy()))
def manually_batched_gather(params, indices, axis):
  batch_dims=1
  result = []
  for p,i in zip(params, indices):
    r = tf.gather(p, i, axis=axis-batch_dims)
    result.append(r)
  return tf.stack(result)
print(repr(manually_batched_gather(params, indices, axis=1).numpy()))
def batched_result_shape(p_shape, i_shape, axis=0, batch_dims=0):
  return p_shape[:axis] + i_shape[batch_dims:] + p_shape[axis+1:]
print(repr(batched_result_shape(
    p_shape=params.shape.as_list(),
    i_shape=indices.shape.as_list(),
    axis=1,
    batch_dims=1)))
print(repr(tf.gather(params, indices, axis=1, batch_dims=1).shape.as_list()))
