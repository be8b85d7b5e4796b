# A dataclass as a training configuration, with defaults, a default_factory and equality by fields.
import dataclasses
from dataclasses import dataclass, field
import tensorflow as tf

@dataclass
class Config:
    learning_rate: float
    steps: int = 3
    layers: list = field(default_factory=list)

@dataclass()
class Extended(Config):
    momentum: float = 0.0

    def describe(self):
        return f"{self.learning_rate} x {self.steps}"

config = Config(0.25)
config.layers.append(4)
print(config, Config(0.25, steps=3) == Config(0.25), config == Config(0.5))
other = Config(0.1, 2)
print(other.layers, other.steps, Extended(0.1, momentum=0.9), Extended(0.2).describe())
w = tf.Variable(4.0)
for _ in range(config.steps):
    with tf.GradientTape() as tape:
        loss = (w - 1.0) ** 2
    w.assign_sub(config.learning_rate * tape.gradient(loss, w))
print(w.numpy())
try:
    Config()
except TypeError as error:
    print("TypeError")
