# What the other optimizers refuse: Ftrl's negative strengths, Lion's beta_1 outside (0, 1], an ema_momentum
# outside [0, 1], an unknown argument
import tensorflow as tf

attempts = [lambda: tf.keras.optimizers.Ftrl(initial_accumulator_value=-1.0),
            lambda: tf.keras.optimizers.Ftrl(learning_rate_power=0.5),
            lambda: tf.keras.optimizers.Ftrl(l1_regularization_strength=-0.1),
            lambda: tf.keras.optimizers.Ftrl(l2_shrinkage_regularization_strength=-0.1),
            lambda: tf.keras.optimizers.Lion(beta_1=0.0),
            lambda: tf.keras.optimizers.Lion(beta_1=1.5),
            lambda: tf.keras.optimizers.Nadam(use_ema=True, ema_momentum=1.5),
            lambda: tf.keras.optimizers.Adamax(use_ema=True, ema_overwrite_frequency=0.5),
            lambda: tf.keras.optimizers.Adadelta(beta_1=0.9)]
for attempt in attempts:
    try:
        attempt()
    except ValueError as error:
        print("ValueError:", error)
