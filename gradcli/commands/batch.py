"""`gradcli batch`: many program files at once, each run on its own; its outcome is one `Entry`.

An entry holds a file's results when it ran, and its error when it failed (with
its results too when it ran but an expected answer did not hold). Files run in
worker processes, so that one that fails, hangs past the timeout, or crashes
costs only its own entry. The report hands each entry on as soon as it and
those before it are done, so that output streams.
"""
import collections
import dataclasses
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
import time

from gradcli.commands.run import RunReport, run_report
from gradcli.engine.errors import EXIT_FAILURE, EXIT_INTERRUPTED, GradcliError
from gradcli.engine.limits import LIMITS
from gradcli.lang.result_calls import NOTHING_TO_DIFFERENTIATE

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


# How files run; tf_exact as `gradcli run` takes it (None: TensorFlow's kernels for TensorFlow code only).
Settings = collections.namedtuple("Settings", "strict dtype tf_exact", defaults=(False, "float64", None))


class BatchReport:
    """`gradcli batch`: each file's Entry, handed on by `entries()` as it finishes, and whether Ctrl-C stopped
    the batch. The exit status counts every file's failure: asked before all entries were handed on, it runs the
    rest first."""

    command = "batch"

    def __init__(self, files, running):
        self.files, self._running, self.done, self.interrupted = files, running, [], False

    def entries(self):
        """Each entry as soon as it is done; Ctrl-C ends them early (`interrupted`), after those already done."""
        try:
            for entry in self._running:
                self.done.append(entry)
                yield entry
        except KeyboardInterrupt:
            self.interrupted = True

    @property
    def failed(self):
        return sum(not entry.ok for entry in self.done)

    @property
    def exit_status(self):
        for _ in self.entries():
            pass
        return EXIT_INTERRUPTED if self.interrupted else EXIT_FAILURE if self.failed else 0


def batch_report(files, jobs=1, timeout=None, settings=Settings(), step_done=None):
    """The report of running `files` in `jobs` worker processes; `step_done(count, total, next_file)` is told of
    each file done."""
    return BatchReport(files, _told(run_all(files, jobs, timeout, settings), files, step_done))


def _told(entries, files, step_done):
    for count, entry in enumerate(entries, start=1):
        if step_done:
            step_done(count, len(files), files[count] if count < len(files) else "")
        yield entry


def run_file(path, settings=Settings()):
    """Run one program file or TensorFlow file, as `gradcli run` does; its Entry."""
    start = time.perf_counter()
    entry = Entry(path, ok=False)
    try:
        report = run_report(path, settings.dtype, settings.strict, "auto", tf_exact=settings.tf_exact)
        (_program_entry if isinstance(report, RunReport) else _tensorflow_entry)(entry, report)
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


def _tensorflow_entry(entry, report):
    """TensorFlow code's entry: all it printed, tf.print's text included; with NAME.out beside it, what it
    printed on standard output must be that (numbers within round-off)."""
    from gradcli.lang.tensorflow.comparison import output_difference

    entry.ok, entry.output = True, "".join(text for _, text in report.printed)  # its warnings in order with the rest
    printed = "".join(text for stream, text in report.printed if stream == "stdout")
    expected = os.path.splitext(entry.file)[0] + ".out"
    if os.path.exists(expected):
        with open(expected, encoding="utf-8") as stream:
            difference = output_difference(stream.read(), printed)
        if difference:
            entry.ok, entry.error = False, Problem(f"the output differs from {os.path.basename(expected)}: "
                                                   f"{difference.message}", difference.line)


def run_all(files, jobs=1, timeout=None, settings=Settings()):
    """Each file's entry, in input order, as soon as it and those before it are done.

    Files run in `jobs` worker processes; a file still running after `timeout` seconds, or whose
    worker dies, gets an error entry and a fresh worker takes the next file. Each file also runs within
    the step limit (--max-steps, `runtime.Budget`): whichever of the two comes first stops it, the step
    limit with its own message and place, the timeout with "still running after N s"."""
    pool = _Workers(min(jobs, len(files)), timeout, settings)
    done, next_to_yield = {}, 0
    try:
        for index, entry in pool.run(files):
            done[index] = entry
            while next_to_yield in done:
                yield done.pop(next_to_yield)
                next_to_yield += 1
    finally:
        pool.close()


class _Workers:
    """Worker processes that run one file at a time, replaced when they hang or die."""

    def __init__(self, count, timeout, settings):
        self.timeout, self.settings = timeout, settings
        self.context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods()
                                                   else "spawn")
        self.idle = [self._start() for _ in range(count)]
        self.busy = {}  # connection -> (worker, index, path, started)

    def _start(self):
        parent, child = self.context.Pipe()
        process = self.context.Process(target=_serve, args=(child, os.getpid(), dataclasses.asdict(LIMITS),
                                                             self.settings), daemon=True)
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
                connection.send(path)
                self.busy[connection] = (process, index, path, time.monotonic())
            yield from self._collect()

    def _collect(self):
        ready = multiprocessing.connection.wait(list(self.busy), timeout=self._time_left())
        for connection in ready:
            process, index, path, started = self.busy.pop(connection)
            try:
                entry = connection.recv()
                self.idle.append((process, connection))
            except (EOFError, OSError):
                process.join(1)
                entry = _failed(path, started, f"the process running it crashed (exit status {process.exitcode})")
                self.idle.append(self._start())
            yield index, entry
        for connection, (process, index, path, started) in list(self.busy.items()):
            if self.timeout and time.monotonic() - started > self.timeout:
                del self.busy[connection]
                process.kill()
                process.join()
                yield index, _failed(path, started, f"still running after {self.timeout:g} s (--timeout)")
                self.idle.append(self._start())

    def _time_left(self):
        if not self.timeout:
            return None
        oldest = min(started for _, _, _, started in self.busy.values())
        return max(0.0, oldest + self.timeout - time.monotonic())

    def close(self):
        for process, _ in self.idle + [(p, None) for p, _, _, _ in self.busy.values()]:
            if process.is_alive():
                process.kill()
            process.join()


def _failed(path, started, message):
    return Entry(path, ok=False, error=Problem(message), seconds=time.monotonic() - started)


PARENT_CHECK_SECONDS = 0.2


def _serve(connection, parent, limits, settings):
    """A worker: run each path it is sent and send back its entry, until the parent goes away."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    threading.Thread(target=_end_with, args=(parent,), daemon=True).start()
    for name, value in limits.items():
        setattr(LIMITS, name, value)
    while True:
        try:
            path = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(run_file(path, settings))


def _end_with(parent):
    """End this worker as soon as its parent has ended, however it ended (a closed pipe kills it at once,
    with no chance to end its workers): the worker is then an orphan, adopted by another process."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)
