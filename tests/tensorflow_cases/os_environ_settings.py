import os

os.environ["TF_CPP_MIN_LOG_LEVEL"] = "2"
print(os.environ.setdefault("GRADCLI_EXAMPLE_SETTING", "on"), os.environ.get("GRADCLI_EXAMPLE_SETTING"))
print(os.environ.get("TF_CPP_MIN_LOG_LEVEL"), os.environ["TF_CPP_MIN_LOG_LEVEL"])
print(os.environ.get("GRADCLI_EXAMPLE_UNSET"), os.environ.get("GRADCLI_EXAMPLE_UNSET", "default"))
print("GRADCLI_EXAMPLE_SETTING" in os.environ)
import tensorflow as tf

x = tf.constant(3.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * x
print(tape.gradient(y, x))
try:
    os.environ["GRADCLI_EXAMPLE_NUMBER"] = 2
except TypeError as e:
    print("TypeError:", e)
