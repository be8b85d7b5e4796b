"""The languages: formulas and `.grad` programs, parsed against an allow-list and run by one interpreter, each
program's result calls becoming Results; TensorFlow code runs on the same interpreter, in the dialect the TensorFlow
wing registers (`dialects`)."""
