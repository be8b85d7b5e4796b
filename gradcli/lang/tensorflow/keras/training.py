"""Keras's Model: a layer that can be compiled, fitted, evaluated and asked to predict."""
from gradcli.lang.tensorflow.keras.layer import Layer


class Model(Layer):
    tf_type_name = "Model"
