"""TensorFlow's names that gradcli knows of but does not run, and what it says of them: one table, one wording.

Code that reaches one of them (`tf.io`, `tf.data.TFRecordDataset`) is refused
before it runs, in TensorFlow code and in formulas alike, with a message that
says what the name is for and what gradcli runs instead of a guess at a name it
does have; of `tf.data`, the datasets in memory run (`RUN_ANYWAY`). Formulas
also refuse what only TensorFlow code may use (`NOT_IN_FORMULAS`: random
numbers). Names are written as TensorFlow's documentation writes them: `tf.`
for tensorflow, `np.` for numpy, whatever the code imports them as.
"""

# Each name (a module or a class), and what it is for, as a plural noun: "gradcli runs ..., not <that>".
NOT_RUN = {
    "tf.strings": "string operations",
    "tf.sparse": "sparse tensors", "tf.SparseTensor": "sparse tensors",
    "tf.ragged": "ragged tensors", "tf.RaggedTensor": "ragged tensors",
    "tf.experimental.numpy.experimental_enable_numpy_behavior": "NumPy's behavior for tensors (its type "
                                                                "promotion and array methods)",
    "tf.saved_model": "saved models", "tf.train": "checkpoints and training utilities",
    "tf.io": "files", "tf.summary": "TensorBoard summaries", "tf.image": "image operations",
    "tf.signal": "signal processing", "tf.distribute": "distribution strategies",
    **{f"tf.keras.callbacks.{name}": files for name, files in (
        ("ModelCheckpoint", "models saved to files"), ("BackupAndRestore", "training backed up to files"),
        ("TensorBoard", "TensorBoard's log files"), ("CSVLogger", "logs written to CSV files"))},
}


# The modules above of which gradcli runs a part, and what that part is: a name outside it is refused by its name.
PARTLY_RUN = {"tf.data": "datasets in memory (tf.data.Dataset.from_tensor_slices, from_tensors, range and zip, "
                         "and their transformations), not files, generators or TensorFlow Datasets"}

# What gradcli runs inside the modules above (the part of those PARTLY_RUN).
RUN_ANYWAY = tuple(f"tf.data.Dataset.{name}" for name in ("from_tensor_slices", "from_tensors", "range", "zip")) + (
    "tf.data.INFINITE_CARDINALITY", "tf.data.UNKNOWN_CARDINALITY", "tf.data.AUTOTUNE")

# What TensorFlow code runs (gradcli run) but a formula, a function of its variables, does not.
NOT_IN_FORMULAS = {"tf.random": "random numbers", "np.random": "random numbers"}


def not_in_formulas(dotted):
    """The message for a dotted name of a formula that only TensorFlow code may use; else None."""
    name = next((name for name in NOT_IN_FORMULAS if dotted == name or dotted.startswith(name + ".")), None)
    return name and (f"{name} is not run in formulas, which are functions of their variables, not of "
                     f"{NOT_IN_FORMULAS[name]}; TensorFlow code run by 'gradcli run' may use it")


def not_run(dotted):
    """The message for a dotted name (`tf.data.Dataset`) that is, or is inside, a name of the table; else None."""
    parts = dotted.split(".")
    if any((name + ".").startswith(dotted + ".") or dotted.startswith(name + ".") for name in RUN_ANYWAY):
        return None  # (on the way to what gradcli runs, or inside it)
    for end in range(2, len(parts) + 1):
        name = ".".join(parts[:end])
        if name in PARTLY_RUN:
            return f"{dotted} is not run by gradcli: of {name} it runs {PARTLY_RUN[name]}"
        if name in NOT_RUN:
            return (f"{name} is not run by gradcli: it runs tensors, variables, gradient tapes and the functions "
                    f"'gradcli functions' lists, not {NOT_RUN[name]}")
    return None
