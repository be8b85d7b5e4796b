"""`import keras` (Keras 3 as itself): tf.keras's namespace, loaded when first looked into, but for
`keras.losses`, which has Keras 3's long names (`mean_squared_error`) and not tf.keras's short ones (`mse`)."""
from gradcli.lang.tensorflow.keras import KERAS, KerasNamespace


class KerasModule(KerasNamespace):
    """The `keras` module: tf.keras's members, keras.losses its own."""

    def __init__(self):
        self.name, self._members = "keras", None

    @property
    def members(self):
        if self._members is None:
            from gradcli.lang.tensorflow.keras.training_namespaces import keras_module_members
            self._members = keras_module_members(KERAS.members)
        return self._members


KERAS_MODULE = KerasModule()
