"""model.summary(): Keras's table of a model's layers, their output shapes and parameter counts, drawn by rich as
Keras draws it for an 80-column output (what Keras prints when its output is not a terminal).

A Sequential model, and a functional one whose layers form a chain, get three columns; other functional models
a fourth, "Connected to". A layer's output shape is that of its symbolic output (Sequential, functional) or
what its `compute_output_shape` gives for the shape it was built for (the layers of the program's models).
"""
import io
import math

import numpy as np

import rich.box
import rich.console
import rich.markup
import rich.table

from gradcli.tensorflow.keras.layer import KerasTensor

LINE_LENGTH = 76  # min(88 or 108, 80 columns - 4), as Keras sizes it


def summary_text(model):
    layers = model.sublayers()
    chain = model.is_chain()
    if chain:
        positions, header, justify = [0.45, 0.80, 1.0], ["Layer (type)", "Output Shape", "Param #"], \
            ["left", "left", "right"]
    else:
        positions, header = [0.3, 0.56, 0.74, 1.0], ["Layer (type)", "Output Shape", "Param #", "Connected to"]
        justify = ["left", "left", "right", "left"]
    widths, current = [], 0
    for position in positions:
        widths.append(int(position * LINE_LENGTH) - current)
        current += widths[-1]
    table = rich.table.Table(*[rich.table.Column(name, justify=j, width=w) for name, j, w in
                               zip(header, justify, widths)], width=LINE_LENGTH, show_lines=True)
    for layer in layers:
        row = [f"{rich.markup.escape(layer.name)} ({rich.markup.escape(layer.class_name())})", _shape(layer),
               f"{layer.count_params():,}" if layer.built else "0 (unbuilt)"]
        if not chain:
            row.append(_connections(layer, model))
        table.add_row(*row)
    trainable, non_trainable = model.trainable_weights, model.non_trainable_weights
    optimizer = getattr(model, "optimizer", None)
    made = optimizer.variables if optimizer is not None and optimizer.built else []  # (counted once built)
    everything = trainable + non_trainable + made
    lines = [f'Model: "{rich.markup.escape(model.name)}"', table,
             f" Total params: {_count(everything):,} ({_memory(_bytes(everything))})",
             f" Trainable params: {_count(trainable):,} ({_memory(_bytes(trainable))})",
             f" Non-trainable params: {_count(non_trainable):,} ({_memory(_bytes(non_trainable))})"]
    if made:
        lines.append(f" Optimizer params: {_count(made):,} ({_memory(_bytes(made))})")
    output = io.StringIO()
    console = rich.console.Console(file=output, width=80, highlight=False, color_system=None, force_terminal=False)
    for line in lines:
        console.print(line)
    return output.getvalue().rstrip("\n")


def _shape(layer):
    output = layer.output
    if isinstance(output, KerasTensor):
        return _shape_text(output.shape)
    if layer.build_shape is not None:
        shape = layer.compute_output_shape(layer.build_shape)
        return "?" if shape is None else _shape_text(shape)
    return "?"


def _shape_text(shape):
    return f"({', '.join(str(d) for d in shape)})"


def _connections(layer, model):
    found = []
    for tensor in model.nodes:
        made_by, args, _ = tensor.history
        if made_by is layer:
            from gradcli.engine.tape import flatten
            found += [f"{t.history[0].name}[0][0]" for t in flatten(list(args)) if isinstance(t, KerasTensor)]
    return ", ".join(found) or "-"


def _count(weights):
    return int(sum(math.prod(w.handle.tensor.shape) for w in weights))


def _bytes(weights):
    return sum(math.prod(w.handle.tensor.shape) * np.dtype(w.handle.tensor.value.dtype).itemsize for w in
               {id(w): w for w in weights}.values())


def _memory(size):
    for unit in ["B", "KB", "MB", "GB", "TB", "PB"]:
        if size / 1024 < 1:
            return f"{size:.2f} {unit}"
        size /= 1024
    return f"{size:.2f} PB"
