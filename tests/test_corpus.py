"""Real code at scale: programs gradcli was not built from, each beside what TensorFlow 2.21 printed.

tests/corpus/SOURCE/ holds programs adapted from public code by written rules only (each folder's script in
tests/reference/, `make_SOURCE_corpus.py`, states its rules; each program names its source in its first lines).
Every program runs, two at a time, and the corpus keeps two promises:

- a share that passes (TensorFlow's exit status and output, numbers within float32 round-off) of at least
  FLOOR, raised as the share rises and never lowered;
- no wrong number: a program that does not pass was refused before it ran, or stopped with an error, having
  printed only what TensorFlow printed before it.
"""
import collections
import multiprocessing
import os
import pathlib
import subprocess
import sys

from click.testing import CliRunner

from gradcli.cli import main
from gradcli.commands.expected_output import output_difference

CORPUS = pathlib.Path(__file__).parent / "corpus"
PROGRAMS = sorted(CORPUS.glob("*/*.py"))
FLOOR = {"docstrings": 0.42}  # the share of each source's programs that passes (219 of 521)


def run(program):
    """(program, exit status, standard output, standard error) of `gradcli run` on one corpus program."""
    os.chdir(program.parent)
    result = CliRunner().invoke(main, ["run", program.name])
    return program, result.exit_code, result.stdout, result.stderr


def outcome(program, status, printed, stderr):
    """'pass', 'refused' (exit 2: gradcli does not run it), 'stopped' (an error where TensorFlow printed more, or
    raised another), 'missed' (TensorFlow raised; gradcli printed the same and did not), or 'wrong' (it printed
    what TensorFlow did not)."""
    expected_status = int(program.with_suffix(".status").read_text())
    difference = output_difference(program.with_suffix(".out").read_text(), printed)
    if difference and not (status != 0 and difference.message.startswith("it printed less")):
        return "wrong"
    if status == 2:
        return "refused"
    if status == expected_status == 0:
        return "pass"
    if status == expected_status == 1:
        raised = program.with_suffix(".raises")
        named = not raised.exists() or f"error: {raised.read_text().strip()}: " in stderr
        return "pass" if named and difference is None else "stopped"
    return "missed" if status == 0 else "stopped"


def outcomes():
    with multiprocessing.get_context("fork").Pool(processes=os.cpu_count() or 2, maxtasksperchild=1) as pool:
        return {ran[0]: outcome(*ran) for ran in pool.imap_unordered(run, PROGRAMS, chunksize=1)}


def test_the_corpus_passes_its_floor_and_prints_no_wrong_number():
    results = outcomes()
    wrong = sorted(str(program.relative_to(CORPUS)) for program, kind in results.items() if kind == "wrong")
    assert not wrong, f"printed what TensorFlow did not: {wrong}"
    for source, floor in FLOOR.items():
        kinds = collections.Counter(kind for program, kind in results.items() if program.parent.name == source)
        share = kinds["pass"] / sum(kinds.values())
        assert share >= floor, f"{source}: {share:.1%} pass, below the floor of {floor:.1%}: {dict(kinds)}"


def test_every_program_names_its_source_and_has_tensorflows_output():
    assert len(PROGRAMS) >= 500
    for program in PROGRAMS:
        assert program.read_text().startswith("# Source: "), program
        assert program.with_suffix(".out").exists() and program.with_suffix(".status").exists(), program


def test_the_table_of_names_real_code_uses_is_current():
    root = CORPUS.parent.parent
    made = subprocess.run([sys.executable, str(root / "benchmarks" / "corpus_names.py")], capture_output=True,
                          text=True, check=True, cwd=root)
    assert (root / "docs" / "corpus_names.md").read_text() == made.stdout, \
        "docs/corpus_names.md: run python benchmarks/corpus_names.py > docs/corpus_names.md"
