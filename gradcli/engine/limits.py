"""Limits on what gradcli accepts: input that exceeds one fails cleanly, naming the limit and how to raise it.

The command line sets them from its options or the environment (their names and
the messages are `gradcli.words.limits`'); the library starts with the defaults
below, without a limit on array sizes.

The memory a run may hold (`max_memory`) is the process's resident size: an
array, string or list is refused before it is made when its bytes would take the
process past it (`check_bytes`), and the run's budget checks the resident size
as it goes (`check_resident`), so that what accumulates is stopped too.
"""
import contextlib
import dataclasses
import functools
import gc
import os

from gradcli.words import limits as words
from gradcli.words.errors import LimitExceeded
from gradcli.words.limits import GIB


@dataclasses.dataclass
class Limits:
    max_elements: int | None = None  # elements in any array an operation makes; None for no limit
    max_length: int = 10_000_000  # characters in a formula or a program file
    max_depth: int = 100  # nesting of an expression, and of calls: deeper would overflow the evaluator's stack
    max_statements: int = 1_000_000  # statements in a program
    max_steps: int = 30_000_000  # work a program does: statements, loop turns, calls, operations (runtime.Budget)
    max_memory: int | None = None  # bytes the process may hold while it runs a program; None for no limit


def machine_share():
    """The default of --max-memory: a quarter of the machine's memory (eight gradcli runs side by side fit in
    twice the machine; TensorFlow itself needs about as much for the same programs), at least 1 GiB."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 4 * GIB
    return max(GIB, total // 4)


LIMITS = Limits()

def exceeded(name, what):
    """The message for input beyond the limit `name` as it stands now (`words.limits.more_than`)."""
    return words.more_than(name, getattr(LIMITS, name), what)


def beyond(name, comparison, unit):
    """The message for input beyond the limit `name` as it stands now, said as a comparison
    (`words.limits.beyond`)."""
    return words.beyond(name, getattr(LIMITS, name), comparison, unit)


@contextlib.contextmanager
def applied(**values):
    """Within this block, the given limits hold instead of the current ones."""
    saved = dataclasses.replace(LIMITS)
    for name, value in values.items():
        setattr(LIMITS, name, value)
    try:
        yield LIMITS
    finally:
        for field in dataclasses.fields(Limits):
            setattr(LIMITS, field.name, getattr(saved, field.name))


def check_elements(count, what, itemsize=8):
    """Refuse to make an array (or a list, a string) of `count` elements when that is beyond the limit, or when
    its elements, of `itemsize` bytes each (8 unless said: a float64, a list's reference), would take the process
    past the memory limit."""
    if LIMITS.max_elements is not None and count > LIMITS.max_elements:
        raise LimitExceeded(exceeded("max_elements", f"{what} would have {count:,} elements"))
    check_bytes(count * itemsize, what)


class MemoryExceeded(LimitExceeded):
    """A run would hold more memory than --max-memory allows."""


def check_bytes(count, what):
    """Refuse to make a value of `count` bytes when the process would then hold more than the memory limit.
    The resident size is read for large values only (it costs a system call); small ones are caught as they
    accumulate, by `check_resident`."""
    if LIMITS.max_memory is not None and count >= LARGE_VALUE_BYTES:
        held = resident_bytes()
        if count + held > LIMITS.max_memory:
            held = collected_resident_bytes()
            if count + held > LIMITS.max_memory:
                raise MemoryExceeded(memory_exceeded(f"{what} would take {count:,} bytes beside the {held:,} held"))


LARGE_VALUE_BYTES = 1 << 20


def check_resident():
    """Stop a run whose process holds more than the memory limit. Python's cycle collector is run first, which
    a tape pauses, so that garbage held only in cycles does not count."""
    if LIMITS.max_memory is not None and resident_bytes() > LIMITS.max_memory:
        held = collected_resident_bytes()
        if held > LIMITS.max_memory:
            raise MemoryExceeded(memory_exceeded(f"the program holds {held:,} bytes"))


def collected_resident_bytes():
    """The memory the process holds once the garbage in cycles is collected (a tape pauses the collector: it is
    not the program's to count) and the C library has given back to the system what is free."""
    gc.collect()
    libc = _c_library()
    if libc is not None:
        libc.malloc_trim(0)
    return resident_bytes()


@functools.cache
def _c_library():
    """glibc, whose malloc_trim gives freed memory back to the system; None elsewhere. (Loaded when first needed:
    ctypes costs every command's start.)"""
    try:
        import ctypes

        return ctypes.CDLL("libc.so.6")
    except (OSError, ImportError, AttributeError):
        return None


def memory_exceeded(what):
    return words.more_memory_than(LIMITS.max_memory, what)


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def resident_bytes():
    """The memory the process holds now (its resident set), from /proc/self/statm; 0 where there is none."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return 0


# What --check may cost, in evaluations: a forward pass through the formulas counts one, and so does each tape run
# backward. It evaluates twice for each source element: at most 10,000 elements for grad --check, 5,000 for
# hessian --check and grad --order 2 --check (each move also runs a tape backward).
CHECK_MAX_EVALUATIONS = 20_000
