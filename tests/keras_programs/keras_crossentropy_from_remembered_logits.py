# Keras's sigmoid and softmax remember their logits: its cross-entropies start from them, unclipped
import numpy as np
import tensorflow as tf

z = tf.constant([[20.0], [-20.0], [0.3]])
y = tf.constant([[0.0], [1.0], [1.0]])
print(tf.keras.losses.binary_crossentropy(y, tf.keras.activations.sigmoid(z)).numpy())
print(tf.keras.losses.binary_crossentropy(y, tf.sigmoid(z)).numpy())  # a plain sigmoid: clipped probabilities
print(tf.keras.losses.BinaryCrossentropy()(y, tf.keras.activations.sigmoid(z)).numpy())
logits = tf.constant([[30.0, -30.0], [0.1, 0.2]])
onehot = tf.constant([[0.0, 1.0], [1.0, 0.0]])
print(tf.keras.losses.categorical_crossentropy(onehot, tf.keras.activations.softmax(logits)).numpy())
print(tf.keras.losses.categorical_crossentropy(onehot, tf.nn.softmax(logits)).numpy())
print(tf.keras.losses.sparse_categorical_crossentropy(np.array([1, 0]), tf.keras.activations.softmax(logits)).numpy())
print(tf.keras.losses.SparseCategoricalCrossentropy(reduction=None)(np.array([1, 0]),
                                                                  tf.keras.activations.softmax(logits)).numpy())

model = tf.keras.Sequential([tf.keras.Input(shape=(1,)),
                             tf.keras.layers.Dense(1, activation="sigmoid", kernel_initializer="ones")])
model.compile(loss="binary_crossentropy", optimizer=tf.keras.optimizers.SGD(0.01))
x, target = np.array([[20.0], [-3.0]], dtype=np.float32), np.array([[0.0], [1.0]], dtype=np.float32)
print(tf.keras.losses.binary_crossentropy(target, model(x)).numpy())
print(model.evaluate(x, target, verbose=0))
print(model.fit(x, target, epochs=2, verbose=0, shuffle=False).history["loss"])

tf.keras.utils.set_random_seed(3)
deep = tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(8, activation="tanh"),
                            tf.keras.layers.Dense(8, activation="elu"), tf.keras.layers.Dense(8, activation="swish"),
                            tf.keras.layers.Dense(2, activation="sigmoid")])
inputs = np.linspace(-2.0, 2.0, 15, dtype=np.float32).reshape(5, 3)
print(deep(inputs).numpy())
print(deep.predict(inputs, verbose=0))  # a graph: the activations fused into their Dense layers' MatMul
