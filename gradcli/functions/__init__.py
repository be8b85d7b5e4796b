"""The vocabulary: every function a formula, a program or TensorFlow code may call, with TensorFlow's names
and arguments, each declared once by a row."""
