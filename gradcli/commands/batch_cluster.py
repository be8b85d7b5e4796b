"""`gradcli batch --scheduler`: a batch's files run as tasks on a Dask cluster, with the output of a local run.

The client reads each file and the NAME.out beside it and sends them with the
task (`batch.Source`): the workers need gradcli installed
(`pip install 'gradcli[dask]'`), not the files. Each task runs its file as a
local worker does (`batch.run_alone`: in a forked child, within the timeout and
the limits), so that on a worker too no file reaches another. Files are
submitted in a window of a few tasks per worker thread, so that the client holds
a bounded number of futures however many paths it is given; entries come back in
the order of the files, each as soon as it and those before it are done. A
worker that dies has its tasks run again on others by the scheduler; a file
whose workers keep dying ends as its own failed entry.

Dask's `distributed` is imported only here, and this module only for --scheduler.
"""
import contextlib
import logging
import uuid

from gradcli.commands.batch import Entry, Problem, in_order, read_source, reported, run_alone, with_limits
from gradcli.engine.errors import GradcliError

INSTALL = "pip install 'gradcli[dask]'"
CONNECT_SECONDS = 3  # how long the client tries to reach a scheduler before it gives up
TASKS_PER_THREAD = 4  # the window: files submitted and not yet done, per thread of the cluster's workers
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
    count = local_workers(address)
    if count:
        with distributed.LocalCluster(n_workers=count, threads_per_worker=1, processes=True,
                                      dashboard_address=None, silence_logs=logging.ERROR) as cluster, \
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
    distributed = _distributed()
    window = TASKS_PER_THREAD * max(1, sum(client.nthreads().values()))
    batch = uuid.uuid4().hex  # the tasks' keys: unique on a cluster that other batches share
    running, submitted = distributed.as_completed(loop=client.loop), {}  # future -> (index, path)
    try:
        for index, path in enumerate(files):
            while len(submitted) >= window:
                yield _outcome(distributed, submitted, next(running))
            try:
                source = read_source(path)
            except OSError as exc:  # as a local run reports a file it cannot read
                yield index, Entry(path, ok=False, error=Problem(f"{type(exc).__name__}: {exc}"))
                continue
            future = client.submit(run_alone, source, settings, timeout, key=f"gradcli-batch-{batch}-{index}",
                                   pure=False)
            submitted[future] = index, path
            running.add(future)
        while submitted:
            yield _outcome(distributed, submitted, next(running))
    finally:
        if submitted:
            client.cancel(list(submitted))


def _outcome(distributed, submitted, future):
    """(index, entry) of a task that ended: its entry, or why the cluster could not give one."""
    index, path = submitted.pop(future)
    if future.status == "finished":
        return index, future.result()
    if future.status == "cancelled":
        message = "the cluster dropped its task (was the scheduler restarted?)"
    elif isinstance(future.exception(), distributed.KilledWorker):
        message = "every worker that ran it died (Dask gave it up after its allowed failures)"
    else:
        error = future.exception()
        message = f"internal error: {type(error).__name__}: {error}"
    return index, Entry(path, ok=False, error=Problem(message))
