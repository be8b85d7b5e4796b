# copy.copy and copy.deepcopy of nested lists and dicts of weights.
import copy
import tensorflow as tf

config = {"layers": [4, 8], "rate": 0.1}
shallow = copy.copy(config)
deep = copy.deepcopy(config)
config["layers"].append(16)
print(shallow["layers"], deep["layers"])
weights = [tf.constant([1.0, 2.0]), tf.constant([3.0])]
copied = copy.deepcopy(weights)
print(copied[0], len(copied))
arrays = copy.deepcopy([tf.constant([1.0]).numpy()])
arrays[0][0] = 5.0
print(arrays)
