"""The TensorFlow wing: TensorFlow and Keras code run as written, and TensorFlow's own numbers, beside gradcli's
core, which imports none of it (the core loads it by name at its plug-in points, `gradcli.engine.plug_in`).

Its layers, bottom to top (docs/architecture.md says what each module holds): `kernels` (TensorFlow's float32
kernels, bit for bit), `random` (TensorFlow's, Keras's, numpy's and Python's random numbers), the values and
namespaces TensorFlow code holds (`objects`, `function`, `module`, `debugging`, `numpy_namespace`, `python`,
`random_namespace`, `tnp`, `library`), `data` (tf.data), `keras` (Keras 3) and `dialect`, which puts them together
and runs a program (`run_tensorflow`).
"""
