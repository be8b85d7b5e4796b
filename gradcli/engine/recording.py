"""Recording: which tapes are listening, what each has recorded, and what a recorded operation keeps.

A `Recorder` is one tape's record: for each tensor (by key) the `Node` that
computed it, or `WATCHED` for a tensor watched directly. `ACTIVE` lists the
recorders of the tapes inside their `with` block, innermost last; `record` adds
an operation to each of them that watches one of its inputs. `FORWARD` lists
the forward-mode accumulators inside their `with` block, innermost last: each
is shown every operation, to carry tangents through it (`forward.py`).

This module also owns the memory mechanisms of recording and of backward
passes: lean nodes (a tape used once keeps only the values its rules read),
the pool of arrays a backward pass is done with, and pausing the cycle
collector. It imports nothing else of gradcli, so the tensor, the primitives
and the tape all build on it.
"""
import contextlib
import gc
import math

import numpy as np

WATCHED = True  # a Recorder's entry for a tensor watched directly rather than computed

# Values smaller than this are kept whatever a node needs: a Spec would save nothing worth its cost.
LEAN_MIN_ELEMENTS = 4096

ACTIVE: list["Recorder"] = []  # the Recorder of every tape recording now, innermost last
FORWARD: list = []  # the ForwardAccumulator of every forward-mode block now, innermost last

# Where the operations recorded now come from, as the code that runs them says (the interpreter: the call of
# the user's it is evaluating), or None. Each Node keeps it, so that a gradient that fails later can be told
# as the user wrote it; the engine never looks inside.
ORIGIN = None


def set_origin(origin):
    """Make `origin` where the operations recorded from now on come from; returns the one it replaces."""
    global ORIGIN
    previous, ORIGIN = ORIGIN, origin
    return previous


class Recorder:
    """One tape's record: tensor key -> the Node that computed it, or WATCHED."""

    __slots__ = ("nodes", "persistent")

    def __init__(self, persistent):
        self.nodes, self.persistent = {}, persistent


def start_forward(accumulator):
    """Make `accumulator` listen, innermost (a forward-mode block begins)."""
    FORWARD.append(accumulator)


def stop_forward(accumulator):
    """`accumulator` no longer listens (its block ended)."""
    FORWARD.remove(accumulator)


@contextlib.contextmanager
def forward_paused_from(accumulator):
    """Within this block, `accumulator` and those inside it do not listen (their own rules' operations are no
    operations of the program they watch); those outside it do."""
    index = FORWARD.index(accumulator)
    paused = FORWARD[index:]
    del FORWARD[index:]
    try:
        yield
    finally:
        FORWARD.extend(paused)


def is_recording():
    """Whether some tape or accumulator is listening: a rule's operations may then be differentiated again."""
    return bool(ACTIVE or FORWARD)


def start(recorder):
    """Make `recorder` record, innermost; pauses the cycle collector, and says whether it was running."""
    was_collecting = pause_collector()
    ACTIVE.append(recorder)
    return was_collecting


def stop(recorder, was_collecting):
    """The end of what `start` began."""
    ACTIVE.remove(recorder)
    resume_collector(was_collecting)


@contextlib.contextmanager
def not_listening(recorder):
    """Within this block, `recorder` records nothing (TensorFlow's `stop_recording`)."""
    index = ACTIVE.index(recorder)
    ACTIVE.pop(index)
    try:
        yield
    finally:
        ACTIVE.insert(index, recorder)


@contextlib.contextmanager
def stopped():
    """Within this block, no tape records and no accumulator carries tangents (TensorFlow's
    `record.stop_recording`, which `recompute_grad` runs its function in)."""
    tapes, accumulators = ACTIVE[:], FORWARD[:]
    del ACTIVE[:], FORWARD[:]
    try:
        yield
    finally:
        ACTIVE[:0], FORWARD[:0] = tapes, accumulators


class Spec:
    """What a node keeps of a tensor whose value its rules never read: key, shape and dtype."""

    __slots__ = ("key", "shape", "dtype")

    def __init__(self, tensor):
        self.key, self.shape, self.dtype = tensor.key, tensor.value.shape, tensor.value.dtype

    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: math.prod(self.shape))


class Node:
    """One recorded operation: `out = prim(*inputs, **params)`.

    A node on tapes that are all used once keeps only the (large) values its rules read, as
    `prim.saves` says; the other inputs, and the output, become `Spec`s, so that their memory can go.
    `origin` is the ORIGIN it was recorded in."""

    __slots__ = ("prim", "inputs", "params", "out", "origin")

    def __init__(self, prim, inputs, params, out, lean):
        self.prim, self.params, self.origin = prim, params, ORIGIN
        self.inputs = inputs if not lean or prim.keeps_inputs else tuple(_spec(x) for x in inputs)
        self.out = out if not lean or prim.keeps_ans else _spec(out)


def _spec(tensor):
    return Spec(tensor) if tensor.value.size >= LEAN_MIN_ELEMENTS else tensor


def record(prim, inputs, params, out):
    """Add `out = prim(*inputs)` to every active recorder that has one of the inputs."""
    if len(ACTIVE) == 1:  # one tape: the common case, without the bookkeeping of several
        recorder = ACTIVE[0]
        nodes = recorder.nodes
        for x in inputs:
            if x.key in nodes:
                nodes[out.key] = Node(prim, inputs, params, out, not recorder.persistent)
                return
        return
    listeners, lean = [], True
    for recorder in ACTIVE:
        nodes = recorder.nodes
        for x in inputs:
            if x.key in nodes:
                listeners.append(nodes)
                lean = lean and not recorder.persistent
                break
    if listeners:
        node = Node(prim, inputs, params, out, lean)
        for nodes in listeners:
            nodes[out.key] = node


# ----- Memory -----

# Arrays a backward pass is done with, for the next results of their shape and dtype: on large arrays,
# writing into memory already mapped is much cheaper than a fresh allocation. Only a backward pass
# that nothing records fills it, and it empties it when it ends.
RECYCLED: list = []

# The incoming gradient of the node whose rule runs now, while only that rule will read it and nothing else
# holds it: a gradient kernel given it as its g (kernels.times_g) may write its result into it, in place.
DONATED: list = []


def reusable_buffer(values):
    """A recycled array that a result of `values` (broadcast together) fits exactly, taken from the pool."""
    shapes = [np.shape(v) for v in values]
    try:
        shape = shapes[0] if all(s == shapes[0] for s in shapes) else np.broadcast_shapes(*shapes)
    except ValueError:
        return None  # the operation itself will say what is wrong
    dtype = np.result_type(*values)
    for i, array in enumerate(RECYCLED):
        if array.shape == shape and array.dtype == dtype:
            return RECYCLED.pop(i)
    return None


def pause_collector():
    """Pause Python's cycle collector, saying whether it was running. A tape and a backward pass make no
    reference cycles (they are freed by reference counting), and on a large heap the collector's repeated
    scans of the many small objects they create would cost more than the work itself."""
    collecting = gc.isenabled()
    gc.disable()
    return collecting


def resume_collector(was_collecting):
    if was_collecting:
        gc.enable()


@contextlib.contextmanager
def paused_collector():
    was_collecting = pause_collector()
    try:
        yield
    finally:
        resume_collector(was_collecting)
