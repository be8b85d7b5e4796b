# the ways a program imports Keras: tf.keras, from tensorflow import keras, keras itself, its submodules
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers
from keras import layers as L3
from keras.layers import Dense
from tensorflow.keras.models import Sequential
import keras.ops as ops
m = Sequential([keras.Input(shape=(2,)), layers.Dense(1, kernel_initializer="ones"), L3.Activation("relu")])
print(m(tf.constant([[1.0, -3.0]])), Dense(2).units, ops.sum(tf.ones((2,))))
