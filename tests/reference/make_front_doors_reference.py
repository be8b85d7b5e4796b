"""Regenerates tests/reference/tensorflow_front_doors.json with TensorFlow 2.21 (not a dependency of gradcli):

    python tests/reference/make_front_doors_reference.py [--output PATH]    # with tensorflow-cpu==2.21.0

Runs each case of front_door_cases.py with `m` = tensorflow on its float64 inputs: the value, and the gradient
of its sum by each input (None where TensorFlow gives None; none for integer results), as lists with NaN and
infinities as "nan", "inf" and "-inf". Also records what TensorFlow says of unary plus on a tensor.
tests/test_front_doors.py runs the same cases with gradcli.
"""
import argparse
import json
import pathlib
import sys

import keras
import numpy as np
import tensorflow as tf

HERE = pathlib.Path(__file__).resolve().parent
OUTPUT = HERE / "tensorflow_front_doors.json"
sys.path.insert(0, str(HERE))
from front_door_cases import CASES, INPUTS  # noqa: E402 (beside this script)


def plain(value):
    """A JSON value of a numpy array or number: lists, with nan and infinities as strings."""
    array = np.asarray(value)
    if array.dtype.kind == "f":
        return np.vectorize(lambda v: v if np.isfinite(v) else str(v), otypes=[object])(array).tolist()
    return array.tolist()


def run(function, names):
    inputs = [tf.constant(INPUTS[name], tf.float64) for name in names]
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(inputs)
        value = function(tf, *inputs)
        total = tf.reduce_sum(value) if value.dtype.is_floating else None
    entry = {"value": plain(value), "dtype": value.dtype.name}
    if total is not None:
        entry["gradients"] = {name: None if g is None else plain(tf.convert_to_tensor(g))
                              for name, g in zip(names, tape.gradient(total, inputs))}
    return entry


def unary_plus():
    try:
        +tf.constant(1.0)
    except TypeError as error:
        return str(error)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    output = parser.parse_args().output
    cases = {name: run(function, names) for name, (function, names) in CASES.items()}
    document = {"tensorflow": tf.__version__, "keras": keras.__version__, "unary_plus": unary_plus(), "cases": cases}
    output.write_text(json.dumps(document, indent=1) + "\n")


if __name__ == "__main__":
    main()
