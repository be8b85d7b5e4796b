"""The languages: formulas, `.grad` programs and TensorFlow code, parsed against an allow-list and run by one
interpreter; each program's result calls become Results."""
