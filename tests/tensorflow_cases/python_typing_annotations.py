# Type hints from typing on the program's functions and variables.
from typing import Dict, List, Optional, Tuple
import tensorflow as tf

def mean_loss(losses: List[float], weights: Optional[List[float]] = None) -> float:
    if weights is None:
        weights = [1.0] * len(losses)
    total: float = 0.0
    for loss, weight in zip(losses, weights):
        total += loss * weight
    return total / sum(weights)

shapes: Dict[str, Tuple[int, int]] = {"kernel": (3, 2)}
kernel = tf.ones(shapes["kernel"])
print(mean_loss([1.0, 2.0, 3.0]), mean_loss([1.0, 3.0], [3.0, 1.0]))
print(kernel.shape)
print(List[int], Optional)
