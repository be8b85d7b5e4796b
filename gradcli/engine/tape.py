"""GradientTape: TensorFlow's tape semantics, on the operations `tensor.apply` records.

`gradient(target, sources)` is a vector-Jacobian product: every target (and every
element of a non-scalar target) is seeded with ones, or with `output_gradients`,
and the contributions are summed, so each source gets one gradient shaped like
itself. `jacobian(target, sources)` keeps the target's elements apart instead,
giving `target.shape + source.shape`, by pushing all its rows through the graph
at once as one batched cotangent.

Targets, sources and output gradients are structures flattened as TensorFlow's
`nest` flattens them (a dict by sorted key, a namedtuple by field), and the
answer comes back in the sources' structure. Output gradients must match their
targets one for one, shape for shape: TensorFlow instead broadcasts them where
it can and seeds missing ones with ones, silently; a tape whose
`lenient_output_gradients` is set does the same, with a warning.

    >>> x = constant(3.0)
    >>> with GradientTape() as tape:
    ...     tape.watch(x)
    ...     y = x * x
    >>> float(tape.gradient(y, x))
    6.0
"""
import collections
import contextlib
import enum
import warnings
from operator import attrgetter

import numpy as np

from gradcli.engine import ops, recording, sparse
from gradcli.engine import tensor as tensors
from gradcli.engine.limits import check_elements
from gradcli.engine.recording import ACTIVE, DONATED, FORWARD, RECYCLED, WATCHED, Node, Recorder
from gradcli.engine.tensor import Tensor, constant
from gradcli.words.errors import ComputationError, OperationError, complex_gradient_refused
from gradcli.words.phrases import counted

# Jacobian rows are pushed through in chunks so that no intermediate exceeds this many elements.
JACOBIAN_CHUNK_ELEMENTS = 1 << 24


class UnconnectedGradients(str, enum.Enum):
    """What `gradient` returns for a source the target does not depend on."""

    NONE = "none"
    ZERO = "zero"


def unconnected_policy(value):
    """`value` ('none', 'zero', or one of UnconnectedGradients) as one of UnconnectedGradients."""
    try:
        return UnconnectedGradients(value)
    except ValueError:
        raise ValueError(f"Unknown value for unconnected_gradients: {value!r} (it must be 'none' or 'zero')") from None


class OutputGradientsError(ValueError):
    """`output_gradients` does not give one gradient of the right shape per target."""

    def __init__(self, message, index=None, tensorflow=""):
        super().__init__(message)
        self.index = index  # the offending entry, when there is one
        # What TensorFlow would have done instead, silently ("TensorFlow would broadcast it to the target's
        # shape"), for messages that name the entry their own way; "" when TensorFlow fails too.
        self.tensorflow = tensorflow


class CrossBatchWarning(UserWarning, ValueError):
    """batch_jacobian's target has rows that depend on other rows of the source, which TensorFlow assumes they
    do not: its answer (returned all the same) then mixes the rows. A ValueError too, so that turned into an
    error (`warnings.simplefilter("error", CrossBatchWarning)`, or --strict) it reads as one."""


class OutputGradientsWarning(UserWarning):
    """Output gradients were broadcast, summed, filled in or left out, as TensorFlow does without a word."""


def flatten(structure):
    """The leaves of a nested list, tuple, namedtuple or dict, as TensorFlow's nest.flatten orders them: a dict
    by sorted key, everything else in the order written."""
    if isinstance(structure, dict):
        structure = [structure[key] for key in sorted(structure)]
    if isinstance(structure, (list, tuple)):
        return [leaf for item in structure for leaf in flatten(item)]
    return [structure]


def pack_like(structure, leaves):
    """`leaves` arranged in the nesting of `structure` (the inverse of `flatten`): dicts keep their own key
    order, namedtuples their type."""
    leaves = iter(leaves)

    def build(item):
        if isinstance(item, dict):
            built = {key: build(item[key]) for key in sorted(item)}
            return {key: built[key] for key in item}
        if isinstance(item, tuple) and hasattr(item, "_fields"):
            return type(item)(*(build(value) for value in item))
        if isinstance(item, (list, tuple)):
            return type(item)(build(value) for value in item)
        return next(leaves)

    return build(structure)


class GradientTape:
    """Records operations on watched tensors, to differentiate them afterwards."""

    # Set (by the interpreter of TensorFlow code) to seed as TensorFlow does: output gradients broadcast to
    # their targets' shapes, and missing ones filled with ones, each with an OutputGradientsWarning.
    lenient_output_gradients = False
    # Set (likewise) to answer with a gather's rows (sparse.Slices) where TensorFlow answers with IndexedSlices;
    # otherwise every answer is a dense tensor.
    keeps_slices = False

    def __init__(self, persistent=False, watch_accessed_variables=True):
        self.persistent = persistent
        # TensorFlow's: whether trainable variables read while recording are watched (gradcli's library has no
        # variables of its own; TensorFlow code's tapes watch theirs by it)
        self.watch_accessed_variables = bool(watch_accessed_variables)
        self._recorder = Recorder(persistent)
        self._used = False
        self._entered = False

    def _check_loop(self, use_pfor, what):
        """TensorFlow's refusal of a jacobian taken in a loop of gradients from a tape that forgets after one."""
        if not use_pfor and not self.persistent:
            raise RuntimeError(f"GradientTape must be created with persistent=True to compute {what}"
                               "experimental_use_pfor set to False.")  # (TensorFlow's spaces, as it has them)

    def __enter__(self):
        self._was_collecting = recording.start(self._recorder)
        self._entered = True
        return self

    def __exit__(self, *exc_info):
        if self.recording():
            recording.stop(self._recorder, self._was_collecting)

    def recording(self):
        """Whether the tape records now: inside its `with` block, and not paused by stop_recording."""
        return any(r is self._recorder for r in ACTIVE)

    def watch(self, tensor):
        """Record operations on `tensor` (or on every tensor of a structure) from now on.

        As in TensorFlow, only floating-point tensors are recorded: an integer source gets no gradient (and a
        complex one is refused when its gradient is asked for)."""
        for t in flatten(tensor):
            if not isinstance(t, Tensor):
                raise ValueError(f"Passed in object {t!r} of type '{type(t).__name__}', not a tensor (watch() "
                                 "takes tensors)")
            if t.value.dtype.kind == "f":
                self._recorder.nodes.setdefault(t.key, WATCHED)

    @contextlib.contextmanager
    def stop_recording(self):
        """A context in which operations are not recorded on this tape (refused, as TensorFlow refuses it, when
        the tape is not recording)."""
        if not self.recording():
            raise self.not_recording_error()
        with recording.not_listening(self._recorder):
            yield

    def not_recording_error(self):
        """What TensorFlow raises for stop_recording outside the tape's block: a RuntimeError where there is no
        tape to stop (never entered, or used up), else a ValueError."""
        if not self._entered or self._used:
            return RuntimeError("Trying to stop recording a tape which is not recording.")
        return ValueError("Tape is not recording.")

    def reset(self):
        """Forget everything recorded so far."""
        self._recorder.nodes = {}

    def gradient(self, target, sources, output_gradients=None, unconnected_gradients="none"):
        """The sum over all targets and their elements of d target / d source, for each source."""
        unconnected = self._begin(unconnected_gradients)
        if target is None:
            raise TypeError("Argument `target` should be a list or nested structure of Tensors to be "
                            "differentiated, but received None.")
        targets, flat_sources = _tensors(flatten(target), "target"), _tensors(flatten(sources), "source")
        _refuse_complex(targets, flat_sources)
        seeds, notes = seeds_for(targets, output_gradients, self.lenient_output_gradients)
        for note in notes:  # what the lenient seeding did, said at the caller's line
            warnings.warn(note, OutputGradientsWarning, stacklevel=2)
        # A tape used once can let each node go as soon as it is done: less memory, fewer fresh pages.
        release = None if self.persistent else self._recorder.nodes
        with recording.paused_collector():
            grads = self._propagate(self._plan(targets, flat_sources), targets, seeds, flat_sources, release,
                                    slices=self.keeps_slices)
        results = [_finish(grads.get(s.key), s.shape, s.value.dtype, unconnected) for s in flat_sources]
        if not self.keeps_slices:
            results = [sparse.dense(r) for r in results]
        self._end()
        return pack_like(sources, results)

    def jacobian(self, target, sources, unconnected_gradients="none", parallel_iterations=None,
                 experimental_use_pfor=True):
        """d target / d source for each source, shaped `target.shape + source.shape`. (TensorFlow's loop over
        the target, vectorized or not, and in chunks of parallel_iterations, gives the same numbers.)"""
        self._check_loop(experimental_use_pfor, "the jacobian with eager execution enabled and with  ")
        unconnected = self._begin(unconnected_gradients)
        if not isinstance(target, Tensor):
            raise TypeError("jacobian() takes one target tensor; call it once per target")
        flat_sources = _tensors(flatten(sources), "source")
        _refuse_complex([target], flat_sources)
        for s in flat_sources:
            check_elements(target.size * s.size, "the jacobian")
        plan = self._plan([target], flat_sources)
        rows = [[] for _ in flat_sources]
        with recording.paused_collector():
            for seed in _identity_chunks(target, plan):
                grads = self._propagate(plan, [target], [seed], flat_sources)
                for row, s in zip(rows, flat_sources):
                    row.append(grads.get(s.key))
        results = [_finish(_join_rows(row) if row else None, target.shape + s.shape, s.value.dtype, unconnected)
                   for row, s in zip(rows, flat_sources)]
        self._end()
        return pack_like(sources, results)

    def batch_jacobian(self, target, source, unconnected_gradients="none", parallel_iterations=None,
                       experimental_use_pfor=True):
        """TensorFlow's batch_jacobian: for each row i of the batch (axis 0), d target[i] / d source[i], shaped
        `target.shape + source.shape[1:]`.

        TensorFlow computes it as the gradient of each column of the target summed over the batch, which is the
        per-row jacobian only if row i of the target depends on row i of the source alone. gradcli returns the
        same, and checks that assumption with one more row pushed through the graph (a random combination of
        the target's rows): where it fails, a CrossBatchWarning says which rows."""
        self._check_loop(experimental_use_pfor, "the batch_jacobian with eager execution enabled and  with ")
        self._begin(unconnected_gradients)  # checked, though the answer is zeros either way
        (target,), (source,) = _tensors([target], "target"), _tensors([source], "source")
        _refuse_complex([target], [source])
        _check_batches(target, source)
        check_elements(target.size * source.size // max(source.shape[0], 1), "the batch jacobian")
        plan = self._plan([target], [source])
        chunks, probe = [], _probe(target)
        with recording.paused_collector():
            for seed in _batch_seed_chunks(target, probe, plan):
                chunks.append(self._propagate(plan, [target], [seed], [source]).get(source.key))
        self._end()
        if chunks[0] is None:  # zeros, whatever unconnected_gradients says, as TensorFlow's batch_jacobian gives
            return Tensor(np.zeros(target.shape + source.shape[1:], target.value.dtype))
        rows = _join_rows(chunks)  # (columns + 1, batch) + source.shape[1:]
        columns = ops.getitem(rows, index=(slice(0, rows.shape[0] - 1),))
        blocks = ops.reshape(ops.transpose(columns, perm=(1, 0) + tuple(range(2, rows.ndim))),
                             shape=target.shape + source.shape[1:])
        _warn_of_cross_batch_rows(blocks.value, rows.value[-1], probe, target.ndim)
        return blocks

    def _begin(self, unconnected_gradients):
        if self._used:
            raise RuntimeError("A non-persistent GradientTape can only be used to compute one set of "
                               "gradients (or jacobians)")
        return unconnected_policy(unconnected_gradients)

    def _end(self):
        if not self.persistent:  # used up: it records no more, even inside its `with` (as in TensorFlow)
            if self.recording():
                recording.stop(self._recorder, self._was_collecting)
            self._used, self._recorder.nodes = True, {}

    def operations_between(self, sources, targets):
        """The recorded operations on a path from a source to a target, in the order they ran."""
        path, _ = self._plan(list(targets), list(sources))
        return path[::-1]

    def _plan(self, targets, sources):
        """The recorded nodes on a path from a source to a target, latest first, and the tensors on those paths."""
        tracked = self._recorder.nodes
        reached = {}
        stack = [t.key for t in targets]
        while stack:
            key = stack.pop()
            node = tracked.get(key)
            if type(node) is Node and key not in reached:
                reached[key] = node
                stack.extend([x.key for x in node.inputs])
        on_path = {s.key for s in sources if s.key in tracked}  # gradients flow only into what the tape saw
        path = []
        for node in sorted(reached.values(), key=attrgetter("out.key")):  # keys follow creation order
            for x in node.inputs:
                if x.key in on_path:
                    on_path.add(node.out.key)
                    path.append(node)
                    break
        path.reverse()
        return path, on_path

    @staticmethod
    def _propagate(plan, targets, seeds, sources, release=None, slices=False):
        """Push the seeds back along the planned path; the summed gradient of every source.

        With `release` (the tape's record), each node is dropped from it, and from the plan, once used. With
        `slices`, a gather's rows that reach a custom gradient are refused (TensorFlow hands its grad_fn
        IndexedSlices, which Python's operators refuse); otherwise they reach it dense."""
        path, on_path = plan
        keep = {s.key for s in sources}
        grads = {}  # id -> (gradient, whether only this dict holds it)
        for t, seed in zip(targets, seeds):
            _accumulate(grads, t.key, seed, owned=False)
        if tensors.TF_EXACT is not None:  # TF-exact mode: TensorFlow's order of adding up gradients too
            path[:] = _tensorflow_order(path)
        recycle = _nothing_records()  # when nothing records this pass, its finished arrays can be reused
        if tensors.CHARGE is not None:  # its bookkeeping, beside the operations its rules apply: as many again
            tensors.CHARGE(len(path) + PASS_OPERATIONS, 0)
        try:
            with np.errstate(divide="ignore", invalid="ignore"):  # inf and nan are answers here, not accidents
                for i, node in enumerate(path):
                    _backprop_node(node, grads, keep, on_path, recycle, slices)
                    if release is not None:
                        path[i] = None
                        release.pop(node.out.key, None)
        finally:
            RECYCLED.clear()
        return {key: sparse.gathered(g) for key, (g, _) in grads.items() if key in keep}


def _tensorflow_order(path):
    """The nodes of `path` (latest first) in the order TensorFlow's tape visits them (tape.h, ComputeGradient):
    a queue from the targets' operations, each operation once every use of its output has passed its gradient
    back. The gradients reaching a tensor are added in the order they arrive, so they add up as TensorFlow's do."""
    producer = {node.out.key: node for node in path}
    uses = collections.Counter(x.key for node in path for x in node.inputs if x.key in producer)
    queue = collections.deque(node for node in path if not uses[node.out.key])
    order = []
    while queue:
        node = queue.popleft()
        order.append(node)
        for x in node.inputs:
            if x.key in producer:
                uses[x.key] -= 1
                if not uses[x.key]:
                    queue.append(producer[x.key])
    return order


# What a backward pass costs beside its nodes, counted in operations: planning the path, flattening the targets
# and sources, seeding, and the answers (measured: a pass through one node takes as long as a dozen operations).
PASS_OPERATIONS = 12


def _backprop_node(node, grads, keep, on_path, recycle, slices=False):
    """Move the gradient of `node`'s output onto its inputs (keeping it if the output is a source)."""
    key = node.out.key
    entry = grads.get(key) if key in keep else grads.pop(key, None)
    if entry is None:
        return
    g, owned = entry
    g = sparse.gathered(g)
    if isinstance(g, sparse.Slices):
        if node.prim in sparse.PASSING_ROWS:
            if node.inputs[0].key in on_path:
                _accumulate(grads, node.inputs[0].key, sparse.passed_through(node, g), owned=False)
            return
        if slices and node.prim.opaque:
            raise sparse.refused_by_custom_gradient()
        g, owned = g.dense(), True
    inputs, ans = node.inputs, node.out
    g_shape, ans_shape = g.value.shape, ans.shape
    lead = () if g_shape == ans_shape else g_shape[: len(g_shape) - len(ans_shape)]
    opaque = node.prim.opaque  # a custom gradient: its rule may keep g, give None, or give a tensor held elsewhere
    passed_on = []
    rules = [(x, rule) for x, rule in zip(inputs, node.prim.rules(len(inputs)))
             if rule is not None and x.key in on_path]
    # g's array is this pass's alone and read by one rule only: a gradient kernel of that rule may write into it.
    donate = (recycle and owned and not opaque and len(rules) == 1 and key not in keep
              and g.value.size >= recording.LEAN_MIN_ELEMENTS)
    for x, rule in rules:
        if donate:
            DONATED.append(g.value)
        try:
            gx = rule(g, ans, *inputs, **node.params)
        except OperationError as exc:  # (inv, in det's gradient): the failure is det's, where it was recorded
            raise ComputationError(exc.detail, node.prim.name, node.origin, gradient=True) from None
        finally:
            DONATED.clear()
        if gx is None and opaque:
            continue
        if isinstance(gx, sparse.Slices):  # a gather's rows (its values may be g's array, reshaped)
            _accumulate(grads, x.key, gx, owned=False)
            passed_on.append(gx.values)
            continue
        if gx.value.shape != lead + x.shape:
            raise AssertionError(f"the gradient rule of {node.prim.name} gave shape {gx.shape} "
                                 f"for an input of shape {x.shape}")
        # A rule may hand g itself on (to several inputs, even): only a new array is this input's alone.
        fresh = not opaque and gx is not g and _owns_its_array(gx) and all(gx is not y for y in inputs)
        _accumulate(grads, x.key, gx, owned=fresh)
        passed_on.append(gx)
    # g's array is now finished with, unless it is a source's answer or lives on in what was passed on.
    if (recycle and owned and not opaque and key not in keep and g.value.size >= recording.LEAN_MIN_ELEMENTS
            and not any(np.may_share_memory(gx.value, g.value) for gx in passed_on)):
        RECYCLED.append(g.value)


def _tensors(items, role):
    for item in items:
        if not isinstance(item, Tensor):
            raise TypeError(f"each {role} must be a tensor, not {type(item).__name__}")
    return items


def _refuse_complex(targets, sources):
    """Refuse complex targets and sources: gradcli computes no gradients of complex numbers."""
    for role, group in (("target", targets), ("source", sources)):
        for i, t in enumerate(group):
            if t.value.dtype.kind == "c":
                raise complex_gradient_refused(f"{role} {i} is {t.dtype.name}")


def _accumulate(grads, key, g, owned):
    """Add `g` to the gradient of `key`. In place when that gradient's array is held by nothing else and
    no tape records the backward pass: a fresh array for every sum is, on large arrays, a fresh set of
    memory pages, which costs more than the addition. (Not while an accumulator carries tangents either: it
    keeps the sums it has seen.) Where a gather's rows are among them, the gradients are kept in a list, to be
    added all at once as TensorFlow adds them (sparse.aggregate) when they are used."""
    entry = grads.get(key)
    if entry is None:
        grads[key] = (g, owned)
        return
    previous, previous_owned = entry
    if type(previous) is list or isinstance(previous, sparse.Slices) or isinstance(g, sparse.Slices):
        grads[key] = ((previous if type(previous) is list else [previous]) + [g], False)
        return
    into = previous.value
    if (previous_owned and _nothing_records() and into.shape == g.value.shape
            and into.dtype == np.result_type(into, g.value)):
        np.add(into, g.value, out=into)
    else:
        total = previous + g
        grads[key] = (total, _owns_its_array(total))


def _nothing_records():
    """Whether no tape, accumulator or capture (a tf.function's trace, which keeps each operation to run again)
    sees the operations of a backward pass: only then may it work in place, outside them."""
    return not (ACTIVE or FORWARD or tensors.CAPTURE is not None)


def _owns_its_array(t):
    v = t.value
    return type(v) is np.ndarray and v.base is None and v.flags.writeable


def seeds_for(targets, output_gradients, lenient=False):
    """The initial gradient of each target: ones, or its entry of `output_gradients` (numbers in the target's
    dtype); and notes of what was done leniently. Strictly, one entry per target of its shape; leniently,
    TensorFlow's seeding."""
    if output_gradients is None:
        return [_ones(t) for t in targets], []
    given, notes = flatten(output_gradients), []
    if len(given) != len(targets):
        given = _pad_or_cut(given, len(targets), lenient, notes)
    return [_seed(i, t, g, lenient, notes) for i, (t, g) in enumerate(zip(targets, given))], notes


def _ones(target):
    return Tensor(np.ones(target.shape, target.value.dtype))


def _pad_or_cut(given, count, lenient, notes):
    if len(given) < count:
        what = f"TensorFlow seeds the missing {counted(count - len(given), 'target')} with ones"
    else:
        what = f"TensorFlow ignores the extra {counted(len(given) - count, 'entry', 'entries')}"
    message = f"output_gradients has {counted(len(given), 'entry', 'entries')} for " \
              f"{counted(count, 'target')}"
    if not lenient:
        raise OutputGradientsError(f"{message}; give one per target ({what}, without a word)")
    notes.append(f"{message}: {what}")
    return (given + [_MISSING] * count)[:count]


_MISSING = object()  # an entry output_gradients lacks (TensorFlow seeds it with ones), unlike a None given


def _seed(i, target, g, lenient, notes):
    if g is _MISSING:
        return _ones(target)
    if g is None:
        raise OutputGradientsError(f"output_gradients[{i}] is None; TensorFlow refuses it too (\"Attempt to "
                                   "convert a value (None) with an unsupported type\"): give ones for the "
                                   "default seed")
    if isinstance(g, Tensor) and g.value.dtype != target.value.dtype:
        raise OutputGradientsError(f"output_gradients[{i}] is {g.dtype.name}, but target {i} is "
                                   f"{target.dtype.name}; TensorFlow refuses that too")
    g = constant(g, target.value.dtype)
    return g if g.shape == target.shape else _fitted_seed(i, target, g, lenient, notes)


def _fitted_seed(i, target, g, lenient, notes):
    """A seed of another shape than its target's: refused, or (leniently) broadcast or summed as TensorFlow's
    gradients of elementwise operations would."""
    try:
        broadcast = np.broadcast_shapes(g.shape, target.shape)
    except ValueError:
        broadcast = None
    if broadcast == target.shape:
        what, seed = "broadcast it to the target's shape", ops.broadcast_to(g, shape=target.shape)
    elif broadcast == g.shape and target.ndim:  # a scalar target's gradients reshape the seed: TensorFlow fails
        what = "sum it over the axes the target lacks, as the gradients of elementwise operations do"
        seed = ops.sum_to(g, target.shape, 0)
    else:
        what, seed = None, None
    message = f"output_gradients[{i}] has shape {g.shape}, but target {i} has shape {target.shape}"
    if seed is None or not lenient:
        tensorflow = f"TensorFlow would {what}, without a word" if what else ""
        hint = f" ({tensorflow})" if tensorflow else ""
        raise OutputGradientsError(f"{message}; each must have its target's shape{hint}", index=i,
                                   tensorflow=tensorflow)
    notes.append(f"{message}: TensorFlow would {what}, and so does this tape")
    return seed


def _identity_chunks(target, plan):
    """The rows of the identity over the target's elements, as batched seeds of a few rows each."""
    n = target.size
    largest = max([target.size] + [node.out.size for node in plan[0]])
    rows_per_chunk = max(1, JACOBIAN_CHUNK_ELEMENTS // max(largest, 1))
    for start in range(0, max(n, 1), rows_per_chunk):  # an empty target: one chunk of no rows, as TensorFlow's
        rows = min(rows_per_chunk, n - start)
        seed = np.zeros((rows, n), dtype=target.value.dtype)
        seed[np.arange(rows), start + np.arange(rows)] = 1
        yield Tensor(seed.reshape((rows,) + target.shape))


def _check_batches(target, source):
    for tensor in (target, source):
        if tensor.ndim < 2:
            raise ValueError(f"Shape {tuple(tensor.shape)} must have rank at least 2")
    if target.shape[0] != source.shape[0]:  # (TensorFlow's message, parentheses and all)
        raise ValueError(f"Need first dimension of target shape ({tuple(target.shape)}) and source shape "
                         f"({tuple(source.shape)}) to match.")


def _probe(target):
    """A fixed random weighting of the target's elements: the cross-batch check's extra row."""
    return np.random.default_rng(0).normal(size=target.shape).astype(target.value.dtype)


def _batch_seed_chunks(target, probe, plan):
    """batch_jacobian's seeds, a few rows at a time: row j is ones down the batch at column j of the target
    (TensorFlow's gradient of that column summed over the batch), and a last row is the probe."""
    batch, columns = target.shape[0], target.size // max(target.shape[0], 1)
    largest = max([target.size] + [node.out.size for node in plan[0]])
    rows_per_chunk = max(1, JACOBIAN_CHUNK_ELEMENTS // max(largest, 1))
    for start in range(0, columns + 1, rows_per_chunk):
        rows = min(rows_per_chunk, columns + 1 - start)
        seed = np.zeros((rows, batch, columns), dtype=target.value.dtype)
        for r in range(rows):
            if start + r < columns:
                seed[r, :, start + r] = 1
            else:
                seed[r] = probe.reshape(batch, columns)
        yield Tensor(seed.reshape((rows,) + target.shape))


# How far the probe's row may be from what the per-row blocks predict, relative to the size of its terms.
CROSS_BATCH_RTOL = {np.dtype(np.float64): 1e-7, np.dtype(np.float32): 1e-3}


def _warn_of_cross_batch_rows(blocks, probed, probe, target_rank):
    """Warn when the probe's gradient is not what the blocks give row by row: some row of the target then
    depends on another row of the source."""
    batch, source_row = blocks.shape[0], blocks.shape[target_rank:]
    weights = probe.reshape((batch, -1) + (1,) * len(source_row))
    flat = blocks.reshape((batch, weights.shape[1]) + source_row)
    with np.errstate(invalid="ignore", over="ignore"):
        predicted = np.sum(weights * flat, axis=1)
        size = np.sum(np.abs(weights * flat), axis=1) + np.abs(probed)
        differs = np.abs(probed - predicted) > CROSS_BATCH_RTOL.get(blocks.dtype, 1e-7) * size + 1e-300
    differs &= np.isfinite(probed) & np.isfinite(predicted)
    rows = sorted({int(i) for i in np.argwhere(differs)[:, 0]})
    if rows:
        shown = ", ".join(map(str, rows[:5])) + (", ..." if len(rows) > 5 else "")
        warnings.warn(f"batch_jacobian: the target's rows depend on other rows of the source (rows {shown} of "
                      "the source reach other rows of the target, as a mean over the batch does); TensorFlow "
                      "assumes they do not, and its answer, returned here, sums those cross-row derivatives into "
                      "each row's block: use jacobian to keep them apart", CrossBatchWarning, stacklevel=3)


def _join_rows(chunks):
    """The per-chunk jacobian rows of one source as one tensor; None if the source is unconnected."""
    if chunks[0] is None:  # connection does not depend on the seed: every chunk agrees
        return None
    return chunks[0] if len(chunks) == 1 else ops.concat(*chunks, axis=-chunks[0].ndim)


def _finish(grad, shape, dtype, unconnected):
    if grad is None:
        return Tensor(np.zeros(shape, dtype)) if unconnected is UnconnectedGradients.ZERO else None
    if isinstance(grad, sparse.Slices) or grad.shape == tuple(shape):
        return grad
    return ops.reshape(grad, shape=tuple(shape))
