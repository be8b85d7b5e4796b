# seeded initializer objects called directly with a shape
import tensorflow as tf

shape = (2, 3)
inits = [
    tf.keras.initializers.GlorotUniform(seed=1),
    tf.keras.initializers.GlorotNormal(seed=1),
    tf.keras.initializers.HeNormal(seed=1),
    tf.keras.initializers.HeUniform(seed=1),
    tf.keras.initializers.RandomNormal(mean=0.0, stddev=0.05, seed=1),
    tf.keras.initializers.RandomUniform(minval=-0.1, maxval=0.1, seed=1),
    tf.keras.initializers.TruncatedNormal(stddev=1.0, seed=1),
    tf.keras.initializers.LecunNormal(seed=1),
]
for init in inits:
    print(type(init).__name__)
    print(init(shape=shape).numpy())
g = tf.keras.initializers.GlorotUniform(seed=3)
print("same seed object called twice equal:", bool(tf.reduce_all(g((2, 2)) == g((2, 2)))))
