"""Randomness without a seed: where its bits come from, and the warning that a run's output depends on it.

TensorFlow seeds an unseeded kernel, ``Generator.from_non_deterministic_state``
and Keras's default seeds from the operating system, and so does gradcli: such
a program prints different numbers on each run, in TensorFlow too. gradcli says
so (``gradcli run`` once per run; ``--strict`` makes it an error), since no
output of such a program can be compared with another.
"""
import contextlib
import contextvars
import warnings

UNSEEDED = ("output depends on unseeded randomness: seed it (tf.random.set_seed, keras.utils.set_random_seed, "
            "np.random.seed, a seed= argument) to print the same numbers on every run")


class UnseededRandomnessWarning(UserWarning, ValueError):
    """A random draw had no seed to derive from. A ValueError too, so that turned into an error (--strict) it
    reads as one."""


_SAID = contextvars.ContextVar("unseeded_said")


@contextlib.contextmanager
def said_once():
    """Within the block (a program's run), the warning is given once."""
    token = _SAID.set([False])
    try:
        yield
    finally:
        _SAID.reset(token)


def warn_unseeded():
    """Say that the run's output depends on randomness no seed fixes (once, in a `said_once` block)."""
    said = _SAID.get(None)
    if said is not None:
        if said[0]:
            return
        said[0] = True
    warnings.warn(UNSEEDED, UnseededRandomnessWarning, stacklevel=3)


def unseeded_bits(bits):
    """`bits` random bits from the operating system, for a draw no seed fixes (with the warning)."""
    import secrets  # here: it loads OpenSSL's hashes, which a seeded program never needs

    warn_unseeded()
    return secrets.randbits(bits)
