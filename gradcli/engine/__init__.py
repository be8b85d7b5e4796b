"""The engine: tensors, TensorFlow's dtypes, the table of primitives with their derivative rules, the tape
(reverse mode), forward mode, derivatives beyond the first, custom gradients, and the limits a computation
keeps to. Nothing here parses, prints or reads options. The one import circle in gradcli is here: a tensor's
operators (`x * y`) call the op table, which makes tensors. TensorFlow's own float32 kernels plug in from the
TensorFlow wing by name (`plug_in`, `exact_mode`); the engine imports nothing of it.
"""
