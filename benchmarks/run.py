"""gradcli's performance, measured side by side with its peers in one run, as ratios.

    python benchmarks/run.py            # every figure, with its target
    python benchmarks/run.py --only jacobian,chain

Absolute times mean little on a shared, noisy machine; each figure is a ratio
of two things timed in the same run, interleaved, taking the best of several
repetitions (for large arrays and the scalar chain, the median of 5 such runs).
Peers that are not installed are skipped with a note; install them with
`pip install autograd jax torch` to compare (never a dependency of gradcli).
"""
import argparse
import functools
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import numpy as np

import gradcli as gc

# How gradcli is started: its installed command, else as a module of this Python.
GRADCLI = [shutil.which("gradcli")] if shutil.which("gradcli") else [sys.executable, "-m", "gradcli"]


def start_numpy():
    """A process that only imports numpy: the baseline of start-up."""
    subprocess.run([sys.executable, "-c", "import numpy"], check=True)


@functools.cache
def byte_compile_gradcli():
    """Byte-compile gradcli once, as installing a wheel does: an editable install under PYTHONDONTWRITEBYTECODE
    would otherwise compile every module at every start."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.dirname(gc.__file__)], check=True)


def median(values):
    return sorted(values)[len(values) // 2]


def best_of(functions, repeat):
    """The best time of each function, running them in turn `repeat` times."""
    times = [float("inf")] * len(functions)
    for _ in range(repeat):
        for i, f in enumerate(functions):
            start = time.perf_counter()
            f()
            times[i] = min(times[i], time.perf_counter() - start)
    return times


def peer(name):
    """The module, or None with a note when the peer is not installed."""
    try:
        return __import__(name)
    except ImportError:
        print(f"  note: {name} is not installed; pip install {name} to compare with it", file=sys.stderr)
        return None


class Report:
    def __init__(self):
        self.rows = []

    def add(self, figure, value, target, met):
        self.rows.append((figure, value, target, "yes" if met else ("-" if met is None else "NO")))
        print(f"  {figure}: {value}", file=sys.stderr)

    def print(self):
        header = ("figure", "measured", "target", "met")
        widths = [max(len(str(r[i])) for r in self.rows + [header]) for i in range(4)]
        line = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |"  # noqa: E731
        print(line(header))
        print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
        for r in self.rows:
            print(line(r))


# ----- Start-up -----

def median_ratios(functions, repeat):
    """For each function after the first, the median over `repeat` paired runs of its time / the first's: each
    pair runs back to back, so that a slow moment of a shared machine slows both."""
    ratios = [[] for _ in functions[1:]]
    for _ in range(repeat):
        times = []
        for f in functions:
            start = time.perf_counter()
            f()
            times.append(time.perf_counter() - start)
        for i, t in enumerate(times[1:]):
            ratios[i].append(t / times[0])
    return [median(r) for r in ratios]


def startup(report, repeat=21):
    byte_compile_gradcli()
    plain = lambda: subprocess.run(GRADCLI + ["grad", "x*x", "--at", "x=3", "--format", "plain"],  # noqa: E731
                                   check=True, capture_output=True)
    table = lambda: subprocess.run(GRADCLI + ["grad", "x*x", "--at", "x=3"],  # noqa: E731
                                   check=True, capture_output=True)
    plain_ratio, table_ratio = median_ratios([start_numpy, plain, table], repeat)
    report.add("start-up, median of paired runs: gradcli grad --format plain / python -c 'import numpy'",
               f"{plain_ratio:.2f}x", "<= 1.3x", plain_ratio <= 1.3)
    report.add("start-up, median of paired runs: gradcli grad (a table, with rich) / python -c 'import numpy'",
               f"{table_ratio:.2f}x", "for comparison", None)


# ----- Sweeps -----

SWEPT = [("elementwise", "x * sigmoid(x)", 1.2), ("not elementwise", "reduce_logsumexp(stack([x, 2*x, x**2]))", 3.0)]


def sweeps(report, repeat=15, points=1000):
    """`grad --over` of 1000 points against `grad --at` of one, each a whole process printing CSV."""
    byte_compile_gradcli()
    for kind, formula, target in SWEPT:
        def run(*where, formula=formula):
            subprocess.run(GRADCLI + ["grad", formula, *where, "--format", "csv"], check=True, capture_output=True)
        t_sweep, t_point = best_of([lambda: run("--over", f"x=-2:2:{points}"), lambda: run("--at", "x=0.5")], repeat)
        ratio = t_sweep / t_point
        report.add(f"sweep of {points} points, {kind} ({formula}) / one point, whole process", f"{ratio:.2f}x",
                   f"<= {target}x", ratio <= target)


# ----- TensorFlow code -----

TENSORFLOW_SNIPPETS = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "oracle", "tf")
TESTS = os.path.join(os.path.dirname(__file__), "..", "tests")
TENSORFLOW_FOLDERS = [  # (what, folder): the snippets, the guides' programs, the Keras programs
    ("TensorFlow snippets", TENSORFLOW_SNIPPETS if os.path.isdir(TENSORFLOW_SNIPPETS) else
     os.path.join(os.path.dirname(__file__), "..", "samples", "tf")),
    ("programs of TensorFlow's guides", os.path.join(TESTS, "tensorflow_programs")),
    ("Keras programs", os.path.join(TESTS, "keras_programs")),
]


def tensorflow_code(report, repeat=5, most=15):
    """The median TensorFlow program of each folder (at most `most` of them, spread over it) as a whole process,
    against TensorFlow itself run side by side (the python in $TENSORFLOW_PYTHON, if set), else against
    starting numpy."""
    peer = os.environ.get("TENSORFLOW_PYTHON")
    byte_compile_gradcli()
    for what, folder in TENSORFLOW_FOLDERS:
        programs = sorted(f for f in os.listdir(folder) if f.endswith(".py") and f != "check.py") \
            if os.path.isdir(folder) else []
        if programs:
            chosen = programs[::max(1, len(programs) // most)][:most]
            _tensorflow_folder(report, f"median of {len(chosen)} {what}", folder, chosen, peer, repeat)


def _tensorflow_folder(report, name, folder, programs, peer, repeat):
    ours, numpy_kernels, theirs = [], [], []
    for program in programs:
        run = lambda *kernels: subprocess.run(GRADCLI + ["run", program, *kernels], cwd=folder,  # noqa: E731
                                              capture_output=True)
        other = (lambda: subprocess.run([peer, program], cwd=folder, capture_output=True)) if peer else start_numpy  # noqa
        mine, plain, reference = best_of([run, lambda: run("--no-tf-exact"), other], repeat if not peer else 2)
        ours.append(mine)
        numpy_kernels.append(plain)
        theirs.append(reference)
    typical = median(ours)
    if peer:
        ratio = median(theirs) / typical
        report.add(f"{name}: TensorFlow / gradcli run, whole process", f"{ratio:.1f}x", ">= 15x", ratio >= 15)
    report.add(f"{name}: gradcli run, whole process", f"{typical * 1000:.0f} ms", "for comparison", None)
    ratio = typical / (best_of([start_numpy], repeat)[0] if peer else median(theirs))
    report.add(f"{name}: gradcli run / python -c 'import numpy'", f"{ratio:.2f}x", "for comparison", None)
    ratio = typical / median(numpy_kernels)
    report.add(f"{name}: gradcli run (TF-exact kernels) / gradcli run --no-tf-exact (numpy's)", f"{ratio:.2f}x",
               "<= 1.10x", ratio <= 1.10)


# ----- TF-exact kernels -----

def _kernel_cases(x, y, g):
    """(name, TF-exact kernel call, numpy's float32 call) on float32 values."""
    from gradcli.tensorflow.kernels import activations as a, nn, reductions, trig_ops as t
    rows = x.reshape(-1, 100)
    return [
        ("exp", lambda: a.exp(x), lambda: np.exp(x)), ("log", lambda: a.log(y), lambda: np.log(y)),
        ("tanh", lambda: a.tanh(x), lambda: np.tanh(x)),
        ("sigmoid", lambda: a.sigmoid(x), lambda: 1 / (1 + np.exp(-x))),
        ("pow", lambda: a.pow(y, x), lambda: np.power(y, x)), ("rsqrt", lambda: a.rsqrt(y), lambda: 1 / np.sqrt(y)),
        ("sin", lambda: t.sin(x), lambda: np.sin(x)), ("tan", lambda: t.tan(x), lambda: np.tan(x)),
        ("atan2", lambda: t.atan2(x, y), lambda: np.arctan2(x, y)),
        ("erf", lambda: t.erf(x), lambda: x.copy()),  # numpy has no erf: against a copy
        ("softplus", lambda: a.softplus(x), lambda: np.logaddexp(0, x)),
        ("multiply", lambda: t.multiply(x, y), lambda: np.multiply(x, y)),
        ("tanh_grad", lambda: a.tanh_grad(x, g), lambda: g * (1 - x * x)),
        ("reduce_sum", lambda: reductions.reduce_sum(x), lambda: np.sum(x)),
        ("reduce_sum, rows of 100", lambda: reductions.reduce_sum(rows, axis=1), lambda: np.sum(rows, axis=1)),
        ("softmax, rows of 100", lambda: nn.softmax(rows),
         lambda: np.exp(rows) / np.sum(np.exp(rows), 1, keepdims=True)),
        ("log_softmax, rows of 100", lambda: nn.log_softmax(rows),
         lambda: rows - np.log(np.sum(np.exp(rows), 1, keepdims=True))),
    ]


def tf_exact_kernels(report, repeat=5, size=10 ** 5):
    """Each TF-exact kernel's time on `size` float32 values against numpy's float32 function."""
    rng = np.random.default_rng(0)
    x, y, g = (rng.normal(size=size).astype(np.float32), rng.uniform(0.01, 8, size).astype(np.float32),
               rng.normal(size=size).astype(np.float32))
    with np.errstate(all="ignore"):
        for name, exact, plain in _kernel_cases(x, y, g):
            mine, numpys = best_of([exact, plain], repeat)
            report.add(f"TF-exact {name}, {size:,} float32 values: ms (numpy's ms, ratio)",
                       f"{mine * 1000:.1f} ({numpys * 1000:.2f}, {mine / numpys:.0f}x)", "for comparison", None)


# ----- Large arrays -----
# Each engine computes the same function and its gradient from its own tensors, made before the timing (as a
# program holds its data and weights); numpy computes the forward alone, the baseline of every ratio.

def _elementwise(m, x):
    return m.reduce_sum(m.tanh(x) * m.sin(x) + m.exp(-x ** 2))


def _mlp(m, X, T, w1, b, w2):
    return m.reduce_mean(m.square(m.tanh(X @ w1 + b) @ w2 - T))


def _large_cases():
    """(name, function, its constants, its sources), as numpy arrays."""
    rng = np.random.default_rng(0)
    x = rng.normal(size=10 ** 6)
    X, T = rng.normal(size=(2048, 512)), rng.normal(size=(2048, 64))
    W1, b1, W2 = rng.normal(size=(512, 512)) * 0.05, np.zeros(512), rng.normal(size=(512, 64)) * 0.05
    return [("elementwise, 10^6 floats", _elementwise, [], [x]),
            ("MLP 2048x512 -> 512 -> 64, mean squared loss", _mlp, [X, T], [W1, b1, W2])]


def _gradcli_gradient(f, constants, sources):
    constants, sources = [gc.constant(c) for c in constants], [gc.constant(s) for s in sources]

    def run():
        with gc.GradientTape() as tape:
            tape.watch(sources)
            y = f(gc, *constants, *sources)
        return tape.gradient(y, sources)
    return run


def _peer_gradients(f, constants, sources):
    """(peer, a function computing f and its gradient) for each peer installed."""
    for name, gradient in (("autograd", _autograd_gradient), ("JAX eager", _jax_gradient),
                           ("PyTorch", _torch_gradient)):
        module = peer(name.split()[0].lower().replace("pytorch", "torch"))
        if module:
            yield name, gradient(module, f, constants, sources)


def _autograd_gradient(autograd, f, constants, sources):
    import autograd.numpy as anp
    shim = _NumpyShim(anp)
    grad = autograd.grad(lambda *xs: f(shim, *constants, *xs), argnum=list(range(len(sources))))
    return lambda: grad(*sources)


def _jax_gradient(jax, f, constants, sources):
    jax.config.update("jax_enable_x64", True)
    shim, convert = _NumpyShim(jax.numpy), jax.numpy.asarray
    held, watched = [convert(c) for c in constants], [convert(s) for s in sources]
    grad = jax.grad(lambda *xs: f(shim, *held, *xs), argnums=tuple(range(len(sources))))
    return lambda: [g.block_until_ready() for g in grad(*watched)]


def _torch_gradient(torch, f, constants, sources):
    torch.set_num_threads(2)
    shim = _NumpyShim(torch)
    held = [torch.from_numpy(c) for c in constants]
    watched = [torch.from_numpy(s.copy()).requires_grad_() for s in sources]
    return lambda: torch.autograd.grad(f(shim, *held, *watched), watched)


def large_arrays(report, runs=5, repeat=5):
    """Each case's forward and gradient in gradcli and its peers against numpy's forward: `runs` runs, each
    timing every engine side by side (the best of `repeat`), and the median of each ratio over the runs."""
    for name, f, constants, sources in _large_cases():
        numpy_shim = _NumpyShim(np)
        engines = [("numpy forward", lambda: f(numpy_shim, *constants, *sources)),
                   ("gradcli", _gradcli_gradient(f, constants, sources))] + list(_peer_gradients(f, constants, sources))
        names = [n for n, _ in engines]
        ratios = {n: [] for n in names[1:]}
        for _ in range(runs):
            times = dict(zip(names, best_of([run for _, run in engines], repeat)))
            for n in names[1:]:
                ratios[n].append(times[n] / times["numpy forward"])
        ours = median(ratios["gradcli"])
        report.add(f"{name}: gradcli (forward + gradient) / numpy forward, median of {runs} runs", f"{ours:.2f}x",
                   "<= 2.2x", ours <= 2.2)
        for n in names[2:]:
            report.add(f"{name}: {n} (forward + gradient) / numpy forward", f"{median(ratios[n]):.2f}x",
                       "for comparison", None)
            against = median([a / b for a, b in zip(ratios["gradcli"], ratios[n])])
            ahead = n in ("autograd", "JAX eager")
            report.add(f"{name}: gradcli / {n}", f"{against:.2f}x", "<= 1.0x" if ahead else "for comparison",
                       against <= 1.0 if ahead else None)


class _NumpyShim:
    """TensorFlow's names over a numpy-like module, so one formula serves every library."""

    def __init__(self, module):
        self.m = module

    def reduce_sum(self, x):
        return self.m.sum(x)

    def reduce_mean(self, x):
        return self.m.mean(x)

    def __getattr__(self, name):
        return getattr(self.m, name)


# ----- Tape overhead on scalars -----

def scalar_chain(report, steps=20_000, runs=5, repeat=3):
    """Tape overhead: a chain of `steps` scalar operations and its gradient, in gradcli and its peers; `runs`
    runs, each timing every engine side by side (the best of `repeat`), and the median over the runs."""
    def ours():
        x = gc.constant(0.5)
        with gc.GradientTape() as tape:
            tape.watch(x)
            y = x
            for _ in range(steps):
                y = gc.sin(y) * 1.0001
        return tape.gradient(y, x)

    timed = [("gradcli", ours)]
    torch = peer("torch")
    if torch:
        torch.set_num_threads(2)

        def with_torch():
            x = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
            y = x
            for _ in range(steps):
                y = torch.sin(y) * 1.0001
            return torch.autograd.grad(y, x)
        timed.append(("PyTorch", with_torch))
    autograd = peer("autograd")
    if autograd:
        import autograd.numpy as anp

        def chain(x):
            for _ in range(steps):
                x = anp.sin(x) * 1.0001
            return x
        grad = autograd.grad(chain)
        timed.append(("autograd", lambda: grad(0.5)))
    names = [name for name, _ in timed]
    per_run = [dict(zip(names, best_of([f for _, f in timed], repeat))) for _ in range(runs)]
    for name in names:  # two ops a step: sin and the product
        per_op = median([times[name] for times in per_run]) / (2 * steps) * 1e6
        report.add(f"scalar chain, {steps} steps: {name}, forward + gradient per op", f"{per_op:.2f} us",
                   "for comparison", None)
    if "PyTorch" in names:
        ratio = median([times["gradcli"] / times["PyTorch"] for times in per_run])
        report.add(f"scalar chain: gradcli / PyTorch, median of {runs} runs", f"{ratio:.2f}x", "<= 1.0x",
                   ratio <= 1.0)


# ----- Jacobian -----

def jacobian(report, n=400, repeat=7):
    rng = np.random.default_rng(1)
    W, x = rng.normal(size=(n, n)) / np.sqrt(n), rng.normal(size=n)

    def ours():
        xt = gc.constant(x)
        with gc.GradientTape() as tape:
            tape.watch(xt)
            y = gc.tanh(gc.linalg.matvec(gc.constant(W), xt))  # matmul takes matrices only, as in TensorFlow
        return tape.jacobian(y, xt)

    timed = [("gradcli", ours)]
    jax = peer("jax")
    if jax:
        jax.config.update("jax_enable_x64", True)
        jac = jax.jacrev(lambda v: jax.numpy.tanh(W @ v))
        timed.append(("jax.jacrev", lambda: jac(x).block_until_ready()))
    torch = peer("torch")
    if torch:
        Wt, xt = torch.tensor(W), torch.tensor(x)
        timed.append(("torch jacobian(vectorize=True)", lambda: torch.autograd.functional.jacobian(
            lambda v: torch.tanh(Wt @ v), xt, vectorize=True)))
    _against_peers(report, timed, repeat, f"jacobian of tanh(W @ x), x of {n}", "jax.jacrev")


def _against_peers(report, timed, repeat, figure, target_peer):
    """gradcli's time over each peer's, timed side by side; at most 1.0x against `target_peer`."""
    times = dict(zip([name for name, _ in timed], best_of([f for _, f in timed], repeat)))
    for name in times:
        if name != "gradcli":
            ratio = times["gradcli"] / times[name]
            met = ratio <= 1.0 if name == target_peer else None
            report.add(f"{figure}: gradcli / {name}", f"{ratio:.2f}x",
                       "<= 1.0x" if name == target_peer else "for comparison", met)


# ----- Hessian and Hessian-vector products -----

def hessian(report, n=200, repeat=7):
    """The Hessian of sum(tanh(W @ x)), x of n, as gradcli computes it (the jacobian of the gradient, all rows
    pushed back at once) against jax.hessian (no jit) and torch's hessian(vectorize=True); and a Hessian-vector
    product (forward over reverse) against one gradient."""
    from gradcli.engine.curvature import hessian_rows

    rng = np.random.default_rng(2)
    W, x, v = rng.normal(size=(n, n)) / np.sqrt(n), rng.normal(size=n), rng.normal(size=n)
    Wt = gc.constant(W)

    def f(xt):
        return gc.reduce_sum(gc.tanh(gc.linalg.matvec(Wt, xt)))  # matmul takes matrices only, as in TensorFlow

    def ours():
        xt = gc.constant(x)
        with gc.GradientTape(persistent=True) as tape:
            tape.watch(xt)
            _, rows = hessian_rows(tape, f(xt), [xt], tape.stop_recording)
        return rows[0][0]

    timed = [("gradcli", ours)]
    jax = peer("jax")
    if jax:
        jax.config.update("jax_enable_x64", True)
        hess = jax.hessian(lambda u: jax.numpy.sum(jax.numpy.tanh(W @ u)))
        timed.append(("jax.hessian (no jit)", lambda: hess(x).block_until_ready()))
    torch = peer("torch")
    if torch:
        Wtorch, xtorch = torch.tensor(W), torch.tensor(x)
        timed.append(("torch hessian(vectorize=True)", lambda: torch.autograd.functional.hessian(
            lambda u: torch.tanh(Wtorch @ u).sum(), xtorch, vectorize=True)))
    _against_peers(report, timed, repeat, f"Hessian of sum(tanh(W @ x)), x of {n}", "jax.hessian (no jit)")

    def gradient():
        xt = gc.constant(x)
        with gc.GradientTape() as tape:
            tape.watch(xt)
            y = f(xt)
        return tape.gradient(y, xt)

    def hessian_vector_product():
        xt = gc.constant(x)
        with gc.autodiff.ForwardAccumulator(xt, gc.constant(v)) as acc:
            with gc.GradientTape() as tape:
                tape.watch(xt)
                y = f(xt)
            g = tape.gradient(y, xt)
        return acc.jvp(g)

    t_hvp, t_gradient = best_of([hessian_vector_product, gradient], repeat * 10)
    ratio = t_hvp / t_gradient
    report.add(f"Hessian-vector product (forward over reverse) / one gradient, x of {n}", f"{ratio:.2f}x",
               "<= 5.0x", ratio <= 5.0)


# ----- Batch -----

SMALL_PROGRAM = ("x = [[{a}], [2.0], [3.0]]\nw = [[0.5, -1.0, 0.25]]\ny = reduce_sum(tanh(w @ x) ** 2)\n"
                 "gradient(y, [w, x])\n")


def batch(report, files=1000):
    program = SMALL_PROGRAM
    with tempfile.TemporaryDirectory() as folder:
        for i in range(files):
            with open(os.path.join(folder, f"p{i:04d}.grad"), "w") as f:
                f.write(program.format(a=i / files))
        for jobs in (1, 2):
            run = lambda: subprocess.run(GRADCLI + ["batch", folder, "--format", "jsonl", "--jobs", str(jobs)],  # noqa
                                         check=True, stdout=subprocess.DEVNULL)
            (elapsed,) = best_of([run], 3)
            rate = files / elapsed
            report.add(f"batch of {files} small files, --jobs {jobs}", f"{rate:.0f} files/s",
                       ">= 500 files/s" if jobs == 1 else "for comparison", rate >= 500 if jobs == 1 else None)


def cluster(report, files=2000, paths=10 ** 5, seconds=20):
    """`gradcli batch` of small files, --jobs 2 against --scheduler local:2 (a Dask LocalCluster of 2 worker
    processes, start-up included), and the client's peak memory with 10^3 and with 10^5 paths on standard
    input, each batch stopped by Ctrl-C after `seconds` (10^5 files would take too long to run here)."""
    if peer("distributed") is None:
        return
    with tempfile.TemporaryDirectory() as folder:
        for i in range(files):
            with open(os.path.join(folder, f"p{i:04d}.grad"), "w") as f:
                f.write(SMALL_PROGRAM.format(a=i / files))
        run = lambda *how: subprocess.run(GRADCLI + ["batch", folder, "--format", "jsonl", *how],  # noqa: E731
                                          check=True, stdout=subprocess.DEVNULL)
        t_jobs, t_cluster = best_of([lambda: run("--jobs", "2"), lambda: run("--scheduler", "local:2")], 1)
        report.add(f"batch of {files} small files, --jobs 2", f"{files / t_jobs:.0f} files/s", "for comparison", None)
        report.add(f"batch of {files} small files, --scheduler local:2 / --jobs 2 (files per second)",
                   f"{t_jobs / t_cluster:.2f}x", ">= 0.8x", t_jobs / t_cluster >= 0.8)
        report.add("cluster path's cost per file, beyond --jobs 2's (2 workers)",
                   f"{(t_cluster - t_jobs) / files * 2e3:.1f} ms", "for comparison", None)
        few, many = (_client_peak_memory(folder, count, seconds) for count in (10 ** 3, paths))
        report.add(f"client's peak memory, --scheduler local:2, 10^3 / 10^5 paths on stdin (stopped after {seconds} s)",
                   f"{few:.0f} MB / {many:.0f} MB", "flat, < 200 MB", many < 200 and many < few * 1.2)


def _client_peak_memory(folder, count, seconds):
    """The peak memory (MB) of a `gradcli batch - --scheduler local:2` given `count` paths of the files in
    `folder` on standard input, stopped by Ctrl-C after `seconds`."""
    names = sorted(os.listdir(folder))
    with tempfile.TemporaryFile("w+") as paths:
        paths.writelines(os.path.join(folder, names[i % len(names)]) + "\n" for i in range(count))
        paths.seek(0)
        # (Ctrl-C's default restored: run in the background, the benchmark would pass on SIGINT ignored)
        process = subprocess.Popen(GRADCLI + ["batch", "-", "--format", "jsonl", "--scheduler", "local:2"],
                                   stdin=paths, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        time.sleep(seconds)
        os.kill(process.pid, signal.SIGINT)  # (a batch done before then is a zombie, which takes it too)
        _, status, usage = os.wait4(process.pid, 0)  # (its peak, whether or not it had finished)
        process.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss / 1024


# ----- Scale -----

def _program(statements, chain):
    """`statements` assignments: a chain, each on the one before, or independent ones; then one gradient."""
    lines = ["a0 = 0.5"]
    for i in range(1, statements):
        lines.append(f"a{i} = a{i - 1} * 1.000001 + 0.5" if chain else f"a{i} = a0 * {i % 7 + 1}.0 - {i}.0")
    lines.append(f"gradient(a{statements - 1}, a0)")
    return "\n".join(lines) + "\n"


_RUN_AND_REPORT_PEAK = """
import sys
from gradcli.cli import main
try:
    main(["run", sys.argv[1], "--format", "json"], standalone_mode=False)
finally:
    status = open("/proc/self/status").read()
    peak = next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM"))
    print(int(peak) // 1024, file=sys.stderr)
"""


def _measure_run(path):
    """Seconds and peak memory (MB) of `gradcli run path` as a whole process.

    The peak is the process's own high-water mark after exec (VmHWM), which a parent's size cannot inflate."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", _RUN_AND_REPORT_PEAK, path], stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, check=True)
    return time.perf_counter() - start, float(done.stderr.split()[-1])


def scale(report):
    if not os.path.exists("/proc/self/status"):
        print("  note: the scale figures read each process's peak memory from /proc: Linux only", file=sys.stderr)
        return
    with tempfile.TemporaryDirectory() as folder:
        empty = os.path.join(folder, "empty.grad")
        with open(empty, "w") as f:
            f.write("a0 = 0.5\ngradient(a0, a0)\n")
        base_time, base_memory = min(_measure_run(empty) for _ in range(3))
        for kind, chain in (("statements", False), ("chain of ops", True)):
            measured = {}
            for n in (10_000, 100_000):
                path = os.path.join(folder, f"{kind.split()[0]}{n}.grad")
                with open(path, "w") as f:
                    f.write(_program(n, chain))
                seconds, memory = min(_measure_run(path) for _ in range(2))
                measured[n] = (seconds - base_time, memory - base_memory)
                report.add(f"program of {n} {kind}: time, peak memory", f"{seconds:.2f} s, {memory:.0f} MB",
                           "for comparison", None)
            time_growth = measured[100_000][0] / measured[10_000][0]
            memory_growth = measured[100_000][1] / max(measured[10_000][1], 1e-9)
            report.add(f"{kind} 10,000 -> 100,000: growth of time, memory (beyond start-up)",
                       f"{time_growth:.1f}x, {memory_growth:.1f}x", "about 10x (linear)",
                       time_growth <= 13 and memory_growth <= 13)


# ----- The step budget -----

RUNAWAYS = {  # TensorFlow code that never ends, each doing a different kind of work a turn
    "an empty loop": "while True:\n    pass\n",
    "Python arithmetic": "x = 0\nwhile True:\n    x = x + 1\n",
    "a tensor operation": "import tensorflow as tf\nx = tf.constant(1.0)\nwhile True:\n    x = x * 1.0\n",
    "a 1000x1000 tensor operation": "import tensorflow as tf\nx = tf.ones([1000, 1000])\n"
                                    "while True:\n    x = x * 1.0\n",
    "a tape and its gradient": "import tensorflow as tf\nx = tf.Variable(1.0)\nwhile True:\n"
                               "    with tf.GradientTape() as tape:\n        y = x * x\n    g = tape.gradient(y, x)\n",
    "random draws": "import tensorflow as tf\ntf.random.set_seed(0)\nwhile True:\n    x = tf.random.normal([100])\n",
}
RUNAWAY_SPREAD = 2  # the longest a runaway may run before the step limit stops it, against an empty loop
PROJECT = os.path.join(os.path.dirname(__file__), "..")
PROGRAM_FOLDERS = ["samples", os.path.join("samples", "tf"), os.path.join("tests", "tensorflow_cases")]


def step_budget(report):
    """How long each kind of runaway loop runs before the step limit stops it (a whole process, at the default
    limit), and the largest share of that limit the project's own programs use."""
    byte_compile_gradcli()
    with tempfile.TemporaryDirectory() as folder:
        times = {}
        for kind, code in RUNAWAYS.items():
            path = os.path.join(folder, "runaway.py")
            with open(path, "w") as f:
                f.write(code)
            start = time.perf_counter()
            done = subprocess.run(GRADCLI + ["run", path], capture_output=True, text=True)
            times[kind] = time.perf_counter() - start
            assert done.returncode == 1 and "--max-steps" in done.stderr, done.stderr
        report.add("runaway loops, each stopped by the default step limit, whole process: " +
                   ", ".join(f"{kind} {seconds:.1f} s" for kind, seconds in times.items()),
                   f"{max(times.values()):.1f} s", "for comparison", None)
        slowest = max(times, key=times.get)
        spread = times[slowest] / times["an empty loop"]
        report.add("the slowest runaway to stop / an empty loop (every kind of work stops in about the same time)",
                   f"{spread:.2f}x ({slowest})", f"<= {RUNAWAY_SPREAD}x", spread <= RUNAWAY_SPREAD)
    share, largest = _largest_share_of_the_budget()
    report.add("largest share of the step limit a program of the project's own uses (samples/, tests/)",
               f"{share:.3%} ({largest})", "< 1%", share < 0.01)


def _largest_share_of_the_budget():
    """The largest share of the step limit that a program file of samples/ and tests/ takes, and its name."""
    from gradcli.commands.run import run_report
    from gradcli.words.errors import GradcliError
    from gradcli.engine.limits import LIMITS
    from gradcli.lang import interpreter

    used = []

    class CountedBudget(interpreter.Budget):  # the steps each run took, as its interpreter charged them
        __slots__ = ()

        def __init__(self):
            super().__init__()
            used.append(self)

    interpreter.Budget, original = CountedBudget, interpreter.Budget
    shares = {}
    try:
        for folder in PROGRAM_FOLDERS:
            where = os.path.join(PROJECT, folder)
            for name in sorted(os.listdir(where)):
                if name.endswith((".grad", ".py")):
                    used.clear()
                    try:
                        run_report(os.path.join(where, name), "float64", False, "auto", write=lambda text: None,
                                   log=lambda text: None)
                    except GradcliError:
                        pass  # a case that ends in TensorFlow's error: the steps up to it count
                    shares[os.path.join(folder, name)] = max(b.steps for b in used) / LIMITS.max_steps
    finally:
        interpreter.Budget = original
    largest = max(shares, key=shares.get)
    return shares[largest], largest


# ----- Random numbers -----

RANDOM_VALUES = 10**6


def random_numbers(report, repeat=7):
    """TensorFlow's random numbers as gradcli reproduces them (Philox and TensorFlow's transforms, in numpy)
    against numpy's own generator drawing as many."""
    from gradcli.tensorflow.random import tensorflow as tf_random
    rng = np.random.default_rng(0)
    pairs = [
        ("uniform float32", lambda: rng.random(RANDOM_VALUES, dtype=np.float32),
         lambda: tf_random.stateless_uniform([RANDOM_VALUES], [1, 2])),
        ("normal float32", lambda: rng.standard_normal(RANDOM_VALUES, dtype=np.float32),
         lambda: tf_random.stateless_normal([RANDOM_VALUES], [1, 2])),
        ("normal float64", lambda: rng.standard_normal(RANDOM_VALUES),
         lambda: tf_random.stateless_normal([RANDOM_VALUES], [1, 2], dtype="float64")),
        ("truncated normal float32", lambda: rng.standard_normal(RANDOM_VALUES, dtype=np.float32),
         lambda: tf_random.stateless_truncated_normal([RANDOM_VALUES], [1, 2])),
    ]
    for kind, numpy_draw, gradcli_draw in pairs:
        t_numpy, t_gradcli = best_of([numpy_draw, gradcli_draw], repeat)
        report.add(f"10^6 random numbers, {kind}: TensorFlow's, reproduced ({t_gradcli * 1e3:.0f} ms) / numpy's "
                   f"generator ({t_numpy * 1e3:.0f} ms)", f"{t_gradcli / t_numpy:.1f}x", "for comparison", None)


BENCHMARKS = {"startup": startup, "sweep": sweeps, "tensorflow": tensorflow_code, "kernels": tf_exact_kernels,
              "large": large_arrays, "chain": scalar_chain,
              "jacobian": jacobian, "hessian": hessian, "batch": batch, "cluster": cluster, "scale": scale,
              "budget": step_budget, "random": random_numbers}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated: " + ",".join(BENCHMARKS))
    args = parser.parse_args()
    chosen = args.only.split(",") if args.only else list(BENCHMARKS)
    report = Report()
    for name in chosen:
        print(f"{name} ...", file=sys.stderr)
        BENCHMARKS[name](report)
    report.print()


if __name__ == "__main__":
    main()
