"""TensorFlow code, run as written: its dialect of the interpreter, TensorFlow's objects (variables, tapes,
shapes), and what TensorFlow prints."""
