"""Every format of every command works in every mode of the command, and gives output that parses as that
format: the one table of formats (`output.formats.FORMATS`) holds a renderer for each."""
import csv
import io
import json
import pathlib

import pytest
from click.testing import CliRunner

from gradcli.cli import main
from gradcli.output.formats import FORMATS

SAMPLES = pathlib.Path(__file__).resolve().parent.parent / "samples"
# command -> mode -> arguments that make a report of that mode (None: the command's one mode)
MODES = {
    "grad": {"point": ["x*x", "--at", "x=3"], "sweep": ["x*x", "--over", "x=0:1:3"],
             "jvp": ["x*y", "--at", "x=3", "--at", "y=2", "--jvp", "x=1"]},
    "hessian": {None: ["x*x*y", "--at", "x=1", "--at", "y=2"]},
    "run": {"program": [str(SAMPLES / "seed_square.grad")],
            "tensorflow": [str(SAMPLES / "tf" / "list_of_targets_is_a_sum.py")]},
    "batch": {None: [str(SAMPLES / "seed_square.grad"), str(SAMPLES / "tf" / "jacobians.py")]},
    "graph": {None: ["x*x + sin(x)", "--at", "x=2"]},
    "functions": {None: []},
}


def parses(output_format, text):
    """Whether `text` is what `output_format` promises: one JSON document, JSON lines, CSV rows of one width,
    plain lines of numbers, or a table (any text)."""
    if output_format == "json":
        json.loads(text)
    elif output_format == "jsonl":
        assert all(json.loads(line) for line in text.splitlines())
    elif output_format == "csv":
        rows = list(csv.reader(io.StringIO(text)))
        assert rows and len({len(row) for row in rows}) == 1
    elif output_format == "plain":
        assert text.strip()
    return bool(text.strip())


CASES = [(command, output_format, mode) for command, modes in MODES.items()
         for output_format in FORMATS[command] for mode in modes]


@pytest.mark.parametrize("command, output_format, mode", CASES)
def test_every_format_in_every_mode(command, output_format, mode):
    result = CliRunner().invoke(main, [command, *MODES[command][mode], "--format", output_format])
    assert result.exit_code == 0, result.stderr
    assert parses(output_format, result.stdout)
    assert "internal error" not in result.stderr


@pytest.mark.parametrize("command", FORMATS)
def test_each_format_of_a_command_has_every_mode_of_it(command):
    modes = [frozenset(renderer) if isinstance(renderer, dict) else None for renderer in FORMATS[command].values()]
    assert len(set(modes)) == 1, f"{command}: {modes}"


def test_the_modes_here_are_the_commands_modes():
    for command, modes in MODES.items():
        renderer = next(iter(FORMATS[command].values()))
        assert set(modes) == (set(renderer) if isinstance(renderer, dict) else {None}), command
