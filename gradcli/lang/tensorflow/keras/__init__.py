"""Keras in TensorFlow code: `tf.keras`, `from tensorflow import keras` and `import keras` (Keras 3.15.1).

Loaded the first time a program looks into it (`lazy`), so that programs without Keras start as fast as
before. What each module holds is said in its own docstring: `variables` and `naming` (Keras's variables and
names), `layer` (the base of every layer), `layers` and `convolution` (the built-in layers), `functional`,
`models`, `subclassing` (the program's own layers and models), `initializers`, `activations`, `training`
(compile, fit, evaluate, predict), `summary`, `optimizers` and `optimizers_more`, `schedules`, `losses` and
`losses_more`, `metrics`, `metrics_more` and `metrics_scores`, and `training_namespaces` (what training uses),
and `namespace`, which puts them together.
"""
