"""The engine: tensors, TensorFlow's dtypes, the table of primitives with their derivative rules, the tape
(reverse mode), forward mode, and derivatives beyond the first. It knows no text: nothing here parses,
prints or reads options. The one import circle in gradcli is here: a tensor's operators (`x * y`) call the
op table, which makes tensors.
"""
