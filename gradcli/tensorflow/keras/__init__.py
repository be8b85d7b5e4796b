"""Keras in TensorFlow code: `tf.keras`, `from tensorflow import keras` and `import keras` (Keras 3.15.1).

Loaded the first time a program looks into it (`lazy`), so that programs without Keras start as fast as
before. What each module holds is said in its own docstring: `variables` and `naming` (Keras's variables and
names), `layer` (the base of every layer), `layers`, `convolution`, `pooling`, `normalization`, `reshaping`,
`merging`, `noise`, `recurrent` and `attention` (the built-in layers; `windows`, the sliding windows of convolutions and
poolings), `functional`, `models`, `subclassing` (the program's own layers and models), `initializers`,
`activations`, `array_ops`
(keras.ops's array functions), `training` (compile, fit, evaluate, predict), `fit_data` (the batches they go through),
`compiled` (what compile gives a model: its loss and metrics), `callbacks` (keras.callbacks and the program's
own), `progress` (Keras's progress bar and lines), `summary`, `optimizers` and `optimizers_more`,
`sparse_updates` (their steps on sparse gradients), `schedules`, `losses` and `losses_more`, `metrics`,
`metrics_more` and `metrics_scores`, and `training_namespaces` (what training uses), and
`namespace`, which puts them together.
"""
