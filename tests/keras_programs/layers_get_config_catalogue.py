# get_config of the built-in layers, with their initializers and activations serialized as Keras 3 serializes them
import tensorflow as tf

L = tf.keras.layers
initializers = tf.keras.initializers
for layer in [L.Dense(2), L.Dense(3, activation="relu", kernel_initializer="he_normal", use_bias=False),
              L.Dense(1, kernel_initializer=initializers.GlorotUniform(seed=3), bias_initializer=initializers.Constant(0.5)),
              L.Activation("tanh"), L.ReLU(6.0), L.LeakyReLU(0.2), L.ELU(), L.Softmax(axis=1), L.Flatten(), L.Reshape((2, 3)),
              L.Dropout(0.25, seed=1), L.Concatenate(axis=1), L.Add(), L.Embedding(7, 3),
              L.Embedding(4, 2, embeddings_initializer=initializers.RandomNormal(stddev=0.1)),
              L.BatchNormalization(momentum=0.9), L.Conv1D(2, 3, padding="causal", activation="sigmoid"),
              L.Conv2D(4, (3, 2), strides=2, padding="same", kernel_initializer="lecun_uniform"),
              L.Conv2DTranspose(2, 3, strides=2), L.Conv1DTranspose(1, 2), L.DepthwiseConv2D(3, depth_multiplier=2),
              L.SeparableConv2D(3, 2, pointwise_initializer="orthogonal"),
              L.SimpleRNN(3), L.LSTM(2, return_sequences=True, unit_forget_bias=False),
              L.GRU(4, reset_after=False, recurrent_initializer=initializers.Orthogonal(gain=2.0, seed=1)),
              L.MultiHeadAttention(2, 3, value_dim=4, output_shape=5, dropout=0.1),
              L.Dense(2, kernel_initializer=initializers.VarianceScaling(2.0, "fan_out", "uniform")),
              L.Dense(2, kernel_initializer="truncated_normal", bias_initializer="random_uniform")]:
    print(layer.get_config())
