"""`gradcli batch --scheduler`: a batch's files run as tasks on a Dask cluster, with the output of a local run.

The client reads each file and the NAME.out beside it and sends them with the
task (`batch.Source`): the workers need gradcli installed
(`pip install 'gradcli[dask]'`), not the files. A task runs a few files, one
after the other, each as a local worker runs it (`batch.run_alone`: in a forked
child, within the timeout and the limits), so that on a worker too no file
reaches another. Tasks are submitted in a window of a few per worker thread, so
that the client holds a bounded number of futures however many paths it is
given; entries come back in the order of the files, each as soon as it and
those before it are done. A worker that dies has its tasks run again on others
by the scheduler; a file whose workers keep dying ends as its own failed entry.

Dask's `distributed` is imported only here, and this module only for --scheduler.
"""
import contextlib
import logging
import uuid

from gradcli.commands.batch import Entry, Problem, in_order, read_source, reported, run_alone, with_limits
from gradcli.words.errors import GradcliError

INSTALL = "pip install 'gradcli[dask]'"
CONNECT_SECONDS = 3  # how long the client tries to reach a scheduler before it gives up
TASKS_PER_THREAD = 4  # the window: tasks submitted and not yet done, per thread of the cluster's workers
FILES_PER_TASK = 16  # files a task runs at most, one after the other
LOCAL = "local:"  # --scheduler local:N, a LocalCluster of N worker processes


def cluster_report(files, address, timeout, settings, step_done=None):
    """The report of running `files` on the Dask cluster at `address` (or `local:N`), as `batch_report`'s. The
    cluster is reached at once: one that cannot be is an error (exit 2) before any output."""
    stack = contextlib.ExitStack()
    client = stack.enter_context(_connected(address))
    return reported(files, _closing(stack, in_order(_finished(client, files, timeout, with_limits(settings)))),
                    step_done)


def _distributed():
    try:
        import distributed
    except ImportError:
        raise GradcliError(f"--scheduler runs files on a Dask cluster, which needs Dask's distributed package: "
                           f"{INSTALL}") from None
    return distributed


def local_workers(address):
    """N of `local:N`, or None for the address of a scheduler."""
    if not address.startswith(LOCAL):
        return None
    count = address[len(LOCAL):]
    if not count.isdigit() or int(count) < 1:
        raise GradcliError(f"--scheduler {address}: local: takes a number of worker processes, as in local:2")
    return int(count)


@contextlib.contextmanager
def _connected(address):
    """A client of the scheduler at `address`, or of a LocalCluster of N worker processes for `local:N`."""
    distributed = _distributed()
    for name in ["distributed", *logging.root.manager.loggerDict]:  # its warnings (a task rescheduled) are not
        if name.startswith("distributed"):                          # output; distributed sets some loggers' own
            logging.getLogger(name).setLevel(logging.ERROR)         # levels (distributed.client's)
    count = local_workers(address)
    if count:
        # (its web pages on a free port of this machine only, and no log of its own shutdown in the output)
        with distributed.LocalCluster(n_workers=count, threads_per_worker=1, processes=True,
                                      dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL) as cluster, \
                distributed.Client(cluster, set_as_default=False) as client:
            yield client
        return
    try:
        client = distributed.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError, ValueError, TypeError) as exc:  # unreachable, or not an address
        raise GradcliError(f"could not reach the Dask scheduler at {address}: {exc}") from None
    with client:
        yield client


def _closing(stack, entries):
    """The entries, then the cluster's client closed (also when they are not all asked for)."""
    with stack:
        yield from entries


def _finished(client, files, timeout, settings):
    """(index, entry) for each file as its task ends, with at most a window of tasks submitted and not done;
    the tasks still running are cancelled if the batch ends early (Ctrl-C)."""
    threads = max(1, sum(client.nthreads().values()))
    window = TASKS_PER_THREAD * threads
    per_task = max(1, min(FILES_PER_TASK, len(files) // window))  # a small batch still keeps every thread busy
    tasks = _Tasks(client, settings, timeout)
    try:
        for start in range(0, len(files), per_task):
            while len(tasks.submitted) >= window:
                yield from tasks.next_done()
            yield from tasks.submit(list(enumerate(files[start:start + per_task], start)))
        while tasks.submitted:
            yield from tasks.next_done()
    finally:
        tasks.cancel()


def run_files(sources, settings, timeout):
    """A task: each file (a Source) run alone, one after the other; their entries."""
    return [run_alone(source, settings, timeout) for source in sources]


class _Tasks:
    """The batch's tasks on the cluster: each runs a few files, so that the cluster's cost per task (a round
    trip through the scheduler) is shared by them."""

    def __init__(self, client, settings, timeout):
        self.distributed = _distributed()
        self.client, self.settings, self.timeout = client, settings, timeout
        self.batch = uuid.uuid4().hex  # in the tasks' keys: unique on a cluster that other batches share
        self.running = self.distributed.as_completed(loop=client.loop)
        self.submitted = {}  # future -> its files, [(index, path)]

    def submit(self, files):
        """Submit a task of `files` ([(index, path)]); (index, entry) of those that cannot be read, as a local run
        reports them."""
        sources, read = [], []
        for index, path in files:
            try:
                sources.append(read_source(path))
                read.append((index, path))
            except OSError as exc:
                yield index, Entry(path, ok=False, error=Problem(f"{type(exc).__name__}: {exc}"))
        if read:
            future = self.client.submit(run_files, sources, self.settings, self.timeout, pure=False,
                                        key=f"gradcli-batch-{self.batch}-{read[0][0]}-{len(read)}")
            self.submitted[future] = read
            self.running.add(future)

    def next_done(self):
        """(index, entry) of each file of the next task to end. A task of several files whose workers all died
        is run again a file a task, so that only a file that kills workers fails, on its own entry."""
        future = next(self.running)
        files = self.submitted.pop(future)
        if future.status == "finished":
            yield from zip((index for index, _ in files), future.result())
            return
        if len(files) > 1 and isinstance(future.exception(), self.distributed.KilledWorker):
            for file in files:
                yield from self.submit([file])
            return
        message = failure(self.distributed, future)
        for index, path in files:
            yield index, Entry(path, ok=False, error=Problem(message))

    def cancel(self):
        if self.submitted:
            self.client.cancel(list(self.submitted))


def failure(distributed, future):
    """Why a task that ended gave no entries."""
    if future.status == "cancelled":
        return "the cluster dropped its task (was the scheduler restarted?)"
    error = future.exception()
    if isinstance(error, distributed.KilledWorker):
        return "every worker that ran it died (Dask gave it up after its allowed failures)"
    return f"internal error: {type(error).__name__}: {error}"
