"""`gradcli batch`: many program files at once, each run on its own; its outcome is one `Entry`.

An entry holds a file's results when it ran, and its error when it failed (with
its results too when it ran but an expected answer did not hold). Files run in
worker processes, so that one that fails, hangs past the timeout, or crashes
costs only its own entry. The report hands each entry on as soon as it and
those before it are done, so that output streams.

Every file runs as if it ran alone: a worker imports what programs need once,
then forks a child for each file (`run_alone`), so that nothing a program
changes (classes, module attributes, os.environ, random states, caches, Keras's
names) outlives it; copy-on-write makes the fork cheap. The same function runs
each file on a Dask cluster's workers (`batch_cluster.py`).
"""
import collections
import dataclasses
import functools
import gc
import importlib
import io
import multiprocessing
import multiprocessing.connection
import os
import pickle
import pkgutil
import select
import signal
import sys
import threading
import time

from gradcli.commands.run import RunReport, run_report
from gradcli.engine.limits import LIMITS
from gradcli.lang.result_calls import NOTHING_TO_DIFFERENTIATE
from gradcli.words.errors import EXIT_FAILURE, EXIT_INTERRUPTED, GradcliError

RUNNABLE = (".grad", ".py")  # program files, and TensorFlow code


def expand(paths, stdin=()):
    """Files as given, folders as every program (*.grad) and TensorFlow file (*.py) below them (sorted), '-' as
    paths read from `stdin`, one per line."""
    files = []
    for path in paths:
        if path == "-":
            files.extend(expand([line.strip() for line in stdin if line.strip()]))
        elif os.path.isdir(path):
            files.extend(sorted(os.path.join(folder, name) for folder, _, names in os.walk(path)
                                for name in names if name.endswith(RUNNABLE)))
        else:
            files.append(path)
    return files


@dataclasses.dataclass(frozen=True)
class Source:
    """A file to run. Run here, only its path: it is read where it runs. Sent to a cluster, whose workers share
    no file system with the client, also what the client read: `data` the file's bytes, `expected` those of the
    NAME.out beside it (None when there is none)."""

    path: str
    data: bytes = None
    expected: bytes = None


def expected_output_path(path):
    """Where TensorFlow code's expected output is: NAME.out beside NAME.py."""
    return os.path.splitext(path)[0] + ".out"


def read_source(path):
    """A file and its NAME.out as a client sends them to a cluster."""
    with open(path, "rb") as stream:
        data = stream.read()
    try:
        with open(expected_output_path(path), "rb") as stream:
            expected = stream.read()
    except FileNotFoundError:
        expected = None
    return Source(path, data, expected)


@dataclasses.dataclass
class Problem:
    """Why a file failed, and where in it (line and column, when known)."""

    message: str
    line: int = None
    col: int = None

    @classmethod
    def at(cls, message, position):
        return cls(message, position.line, position.col) if position else cls(message)


@dataclasses.dataclass
class Entry:
    """One file's outcome: `ok` when it ran and its expected answers hold."""

    file: str
    ok: bool
    results: list = None  # its Results, when a program ran
    output: str = None  # what it printed, when TensorFlow code ran
    error: Problem = None  # why it failed
    mismatches: list = None  # a Problem per expected answer that does not hold, when that is why
    warnings: list = None  # inf and nan in its results
    seconds: float = 0.0


# How files run; tf_exact as `gradcli run` takes it (None: TensorFlow's kernels for TensorFlow code only);
# limits: the limits (--max-steps and the like) as a dict of LIMITS's fields, None for those of the process.
Settings = collections.namedtuple("Settings", "strict dtype tf_exact limits", defaults=(False, "float64", None, None))


class BatchReport:
    """`gradcli batch`: each file's Entry, handed on by `entries()` as it finishes, and whether Ctrl-C stopped
    the batch. The exit status counts every file's failure: asked before all entries were handed on, it runs the
    rest first."""

    command = "batch"

    def __init__(self, files, running):
        self.files, self._running, self.failed, self.interrupted = files, running, 0, False

    def entries(self):
        """Each entry as soon as it is done; Ctrl-C ends them early (`interrupted`), after those already done.
        Only the count of failures is kept: a million files' entries need not fit in memory at once."""
        try:
            for entry in self._running:
                self.failed += not entry.ok
                yield entry
        except KeyboardInterrupt:
            self.interrupted = True

    @property
    def exit_status(self):
        for _ in self.entries():
            pass
        return EXIT_INTERRUPTED if self.interrupted else EXIT_FAILURE if self.failed else 0


def batch_report(files, jobs=1, timeout=None, settings=Settings(), step_done=None):
    """The report of running `files` in `jobs` worker processes; `step_done(count, total, next_file)` is told of
    each file done."""
    return reported(files, run_all(files, jobs, timeout, settings), step_done)


def reported(files, entries, step_done=None):
    """The report of the `entries` of `files` (in their order, as they come), `step_done` told of each."""
    return BatchReport(files, _told(entries, files, step_done))


def with_limits(settings):
    """The settings with this process's limits (--max-steps and the like) in them, to travel to the workers."""
    return settings if settings.limits else settings._replace(limits=dataclasses.asdict(LIMITS))


def _told(entries, files, step_done):
    for count, entry in enumerate(entries, start=1):
        if step_done:
            step_done(count, len(files), files[count] if count < len(files) else "")
        yield entry


def run_file(source, settings=Settings()):
    """Run one program file or TensorFlow file (a Source), as `gradcli run` does, in this process; its Entry."""
    start = time.perf_counter()
    entry = Entry(source.path, ok=False)
    try:
        report = run_report(source.path, settings.dtype, settings.strict, "auto", tf_exact=settings.tf_exact,
                            data=source.data)
        if isinstance(report, RunReport):
            _program_entry(entry, report)
        else:
            _tensorflow_entry(entry, report, source)
    except GradcliError as exc:
        entry.error = Problem.at(exc.message, exc.position)
    except (OSError, RecursionError, MemoryError) as exc:
        entry.error = Problem(f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # a bug in gradcli: reported in the entry, the batch goes on
        entry.error = Problem(f"internal error: {type(exc).__name__}: {exc}")
    entry.seconds = time.perf_counter() - start
    return entry


def _program_entry(entry, report):
    """A program's entry: ok as `gradcli run` would exit 0, else the first reason it would not."""
    if report.error:
        raise report.error
    entry.ok, entry.results, entry.warnings = report.exit_status == 0, report.results, report.warnings or None
    if report.mismatches:
        entry.mismatches = [Problem.at(m.message, m.position) for m in report.mismatches]
        entry.error = entry.mismatches[0]
    elif not report.results:
        entry.error = Problem(NOTHING_TO_DIFFERENTIATE)
    elif not entry.ok:
        entry.error = Problem(f"non-finite results (--strict): {report.warnings[0]}")


def _tensorflow_entry(entry, report, source):
    """TensorFlow code's entry: all it printed, tf.print's text included; with NAME.out beside it, what it
    printed on standard output must be that (numbers within round-off)."""
    from gradcli.commands.expected_output import output_difference

    entry.ok, entry.output = True, "".join(text for _, text in report.printed)  # its warnings in order with the rest
    printed = "".join(text for stream, text in report.printed if stream == "stdout")
    expected = _expected_output(source)
    if expected is not None:
        difference = output_difference(expected, printed)
        if difference:
            name = os.path.basename(expected_output_path(source.path))
            entry.ok, entry.error = False, Problem(f"the output differs from {name}: {difference.message}",
                                                   difference.line)


def _expected_output(source):
    """The text of the file's NAME.out (None when it has none), read as a text file is read (universal
    newlines), whether from the disk here or from the bytes the client sent."""
    if source.data is None:
        path = expected_output_path(source.path)
        return open(path, encoding="utf-8").read() if os.path.exists(path) else None
    return None if source.expected is None else io.TextIOWrapper(io.BytesIO(source.expected), encoding="utf-8").read()


def run_all(files, jobs=1, timeout=None, settings=Settings()):
    """Each file's entry, in input order, as soon as it and those before it are done.

    Files run in `jobs` worker processes, each in a child of its worker (`run_alone`); a file still running
    after `timeout` seconds, or whose process dies, gets an error entry. Each file also runs within the step
    limit (--max-steps, `runtime.Budget`): whichever of the two comes first stops it, the step limit with its
    own message and place, the timeout with "still running after N s"."""
    pool = _Workers(min(jobs, len(files)), timeout, with_limits(settings))
    try:
        yield from in_order(pool.run(files))
    finally:
        pool.close()


def in_order(finished):
    """The entries of (index, entry) pairs that come in any order, in the order of their indexes, each as soon as
    it and those before it have come."""
    done, next_to_yield = {}, 0
    for index, entry in finished:
        done[index] = entry
        while next_to_yield in done:
            yield done.pop(next_to_yield)
            next_to_yield += 1


class _Workers:
    """Worker processes that each run one file at a time, replaced when one dies."""

    def __init__(self, count, timeout, settings):
        self.timeout, self.settings = timeout, settings
        self.context = multiprocessing.get_context("fork")  # (each file runs in a fork of its worker anyway)
        self.idle = [self._start() for _ in range(count)]
        self.busy = {}  # connection -> (worker, index, path, started)

    def _start(self):
        parent, child = self.context.Pipe()
        process = self.context.Process(target=_serve, args=(child, os.getpid(), self.timeout, self.settings),
                                       daemon=True)
        process.start()
        child.close()
        return process, parent

    def run(self, files):
        """(index, entry) for every file, in the order they finish."""
        pending = list(enumerate(files))[::-1]
        while pending or self.busy:
            while pending and self.idle:
                process, connection = self.idle.pop()
                index, path = pending.pop()
                connection.send(Source(path))
                self.busy[connection] = (process, index, path, time.monotonic())
            yield from self._collect()

    def _collect(self):
        for connection in multiprocessing.connection.wait(list(self.busy)):
            process, index, path, started = self.busy.pop(connection)
            try:
                entry = connection.recv()
                self.idle.append((process, connection))
            except (EOFError, OSError):
                process.join(1)
                entry = failed_entry(path, started, _crashed(process.exitcode))
                self.idle.append(self._start())
            yield index, entry

    def close(self):
        for process, _ in self.idle + [(p, None) for p, _, _, _ in self.busy.values()]:
            if process.is_alive():
                process.kill()
            process.join()


def failed_entry(path, started, message):
    return Entry(path, ok=False, error=Problem(message), seconds=time.monotonic() - started)


def _crashed(exit_status):
    return f"the process running it crashed (exit status {exit_status})"


PARENT_CHECK_SECONDS = 0.2


def _serve(connection, parent, timeout, settings):
    """A worker: run each file it is sent, alone, and send back its entry, until the parent goes away."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    threading.Thread(target=_end_with, args=(parent,), daemon=True).start()
    while True:
        try:
            source = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(run_alone(source, settings, timeout))


def _end_with(parent):
    """End this process as soon as its parent has ended, however it ended (a closed pipe kills it at once,
    with no chance to end its children): it is then an orphan, adopted by another process."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


# ----- Each file alone -----

# What programs may need, imported by a worker before its first file so that every child starts with it.
_PREPARED_PACKAGES = ("gradcli.engine", "gradcli.functions", "gradcli.lang")


@functools.cache
def prepare():
    """Import all a file may need, once per worker process: each file's child then finds it loaded, in pages it
    shares with the worker, rather than loading it again. The collector leaves these objects be (gc.freeze),
    so that it does not copy their pages into every child by touching them."""
    for name in _PREPARED_PACKAGES:
        package = importlib.import_module(name)
        for module in pkgutil.walk_packages(package.__path__, name + "."):
            importlib.import_module(module.name)
    _prctl()
    gc.freeze()


PR_SET_PDEATHSIG = 1  # Linux's prctl option: a signal for this process when the thread that forked it ends


@functools.cache
def _prctl():
    """Linux's prctl, or None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    return ctypes.CDLL(None, use_errno=True).prctl


def _end_with_parent(parent):
    """End this child with its parent: killed by Linux as the thread that forked it (and waits for it) ends;
    elsewhere, by a thread that watches for the parent."""
    prctl = _prctl()
    if prctl is None or prctl(PR_SET_PDEATHSIG, signal.SIGKILL) != 0:
        threading.Thread(target=_end_with, args=(parent,), daemon=True).start()
    elif os.getppid() != parent:  # it ended before the signal was asked for
        os._exit(0)


def run_alone(source, settings=Settings(), timeout=None):
    """Run a file (a Source) in a child forked from this process, as if it ran alone: nothing the program
    changes outlives the child. Its entry; a file still running after `timeout` seconds is stopped, and one
    whose child dies gets a failed entry."""
    prepare()
    started, parent = time.monotonic(), os.getpid()
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(reading)
        _run_in_child(writing, parent, source, settings)
    os.close(writing)
    with open(reading, "rb") as stream:
        if not select.select([stream], [], [], timeout)[0]:
            os.kill(child, signal.SIGKILL)
            os.waitpid(child, 0)
            return failed_entry(source.path, started, f"still running after {timeout:g} s (--timeout)")
        data = stream.read()
    exit_status = os.waitstatus_to_exitcode(os.waitpid(child, 0)[1])
    if exit_status != 0:  # (a child ends with 0 only once its whole entry is written)
        return failed_entry(source.path, started, _crashed(exit_status))
    return pickle.loads(data)


def _run_in_child(writing, parent, source, settings):
    """The child of `run_alone`: run the file and write its entry; then end at once, running nothing of what
    the parent would run on its way out (exit handlers, flushing its buffers)."""
    status = 0
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is for the batch, which ends the workers
        signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the handler of the process it was forked from
        _end_with_parent(parent)
        for name, value in (settings.limits or {}).items():
            setattr(LIMITS, name, value)
        with open(writing, "wb") as stream:
            stream.write(pickle.dumps(run_file(source, settings)))
    except BaseException:  # noqa: BLE001 - the parent reports a child that did not end with 0 as crashed
        status = 1
    finally:
        os._exit(status)
