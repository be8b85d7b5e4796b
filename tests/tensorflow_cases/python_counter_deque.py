# collections.Counter of predicted classes and a deque of recent losses.
from collections import Counter, deque
import tensorflow as tf

logits = tf.constant([[1.0, 2.0, 0.5], [3.0, 0.1, 0.2], [0.0, 4.0, 1.0], [0.3, 0.2, 5.0]])
predicted = tf.argmax(logits, axis=1).numpy().tolist()
counts = Counter(predicted)
print(counts)
print(counts.most_common(1), counts[1], counts[7])
recent = deque(maxlen=3)
for step in range(5):
    recent.append(float(tf.square(tf.constant(float(step)))))
    print(list(recent))
print(recent, sum(recent) / len(recent))
recent.appendleft(-1.0)
print(recent, recent.popleft(), recent.pop())
