# An exception shows its arguments as Python shows them: each by its repr.
import tensorflow as tf
e = ValueError(5, "a")
print(repr(e), str(e), e.args)
print(repr(ValueError(tf.constant(1.0))))
print(repr(ValueError([1, 2])), str(ValueError([1, 2])))
