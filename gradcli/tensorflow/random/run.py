"""The random state of one program run: TensorFlow's eager context, Keras's seeds and numpy's global generator.

A TensorFlow program's randomness starts afresh at each run, as in a new
Python process: ``program_run()`` opens a fresh ``RandomRun`` for the block,
and ``current()`` is the one in force (a fresh one outside any block, for the
library). ``keras.utils.set_random_seed(n)`` seeds all three at once.
"""
import contextlib
import contextvars

import numpy as np

from gradcli.tensorflow.random.entropy import said_once, warn_unseeded
from gradcli.tensorflow.random.keras import KerasRandomState
from gradcli.tensorflow.random.tensorflow import RandomContext


class RandomRun:
    """``tensorflow``: TensorFlow's global seed and kernels; ``keras``: Python's ``random`` and Keras's global
    SeedGenerator; ``numpy_global()``: what ``np.random.rand`` and its kin draw from (numpy's own MT19937)."""

    def __init__(self):
        self.tensorflow = RandomContext()
        self.keras = KerasRandomState(self.tensorflow)
        self._numpy = np.random.RandomState()
        self._numpy_seeded = False
        self.global_generator = None  # tf.random.get_global_generator's: made unseeded on first use

    def seed_numpy(self, seed):
        """``np.random.seed(seed)``: numpy's own seeding (None: from the operating system)."""
        self._numpy.seed(seed)
        self._numpy_seeded = seed is not None

    def numpy_global(self):
        """numpy's global generator, to draw from (saying so if nothing seeded it)."""
        if not self._numpy_seeded:
            warn_unseeded()
        return self._numpy

    def set_random_seed(self, seed):
        """``keras.utils.set_random_seed``: Python's random, numpy's and TensorFlow's seeds."""
        self.keras.set_random_seed(seed)
        self.seed_numpy(seed)


_CURRENT = contextvars.ContextVar("random_run")


def current() -> RandomRun:
    """The random state of the program running now."""
    run = _CURRENT.get(None)
    if run is None:
        run = RandomRun()
        _CURRENT.set(run)
    return run


@contextlib.contextmanager
def program_run():
    """A fresh random state for the block: a program's run, which says once that it draws unseeded."""
    token = _CURRENT.set(RandomRun())
    try:
        with said_once():
            yield _CURRENT.get()
    finally:
        _CURRENT.reset(token)
