"""Random numbers as TensorFlow 2.21 and Keras 3.15 draw them, number for number, in numpy.

- ``philox.py``: Philox4x32-10, the generator under everything.
- ``libm.py``: the C library's logf, sincosf and log, to the bit (Box-Muller uses them).
- ``distributions.py``: TensorFlow's CPU kernels: Philox state to uniform, normal, truncated normal, integer,
  categorical and shuffled values.
- ``tensorflow.py``: seeds as TensorFlow derives them, the stateful ops, the stateless ops, ``tf.random.Generator``.
- ``dataset_shuffle.py``: tf.data's ``Dataset.shuffle``, its order and its seeds per iteration.
- ``keras.py``: Keras's seeds, ``keras.random``, initializers and Dropout's masks (its docstring lists the API
  Keras layers build on).
- ``entropy.py``: unseeded draws and their warning; ``run.py``: the random state of one program run.
"""
