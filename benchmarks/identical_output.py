"""How many TensorFlow cases gradcli prints byte for byte as TensorFlow did, with TF-exact kernels on and off.

    python benchmarks/identical_output.py [--list] [FOLDER ...]

For every NAME.py of tests/tensorflow_cases, tensorflow_programs and keras_programs, and of the public
reference snippets beside the project (or of the folders given), that gradcli
passes (same exit status, output within float32 round-off, as tests/test_tensorflow.py checks), it compares
gradcli's standard output with NAME.out byte for byte, once with `--tf-exact` and once with `--no-tf-exact`.
--list names the passing cases that are not identical with TF-exact kernels, with their first differing line.
"""
import argparse
import os
import pathlib
import sys

from click.testing import CliRunner

from gradcli.cli import main
from gradcli.commands.expected_output import output_difference

TESTS = pathlib.Path(__file__).resolve().parent.parent / "tests"
PUBLIC = TESTS.parent.parent / "shared" / "oracle" / "tf"  # the public reference snippets, where they are
FOLDERS = [TESTS / "tensorflow_cases", TESTS / "tensorflow_programs", TESTS / "keras_programs",
           *([PUBLIC] if PUBLIC.is_dir() else [])]


def outcome(case, exact):
    """'identical', 'round-off' (passes, not byte for byte) or 'fails', and the first line that differs."""
    cwd = os.getcwd()
    os.chdir(case.parent)
    try:
        result = CliRunner().invoke(main, ["run", case.name, "--tf-exact" if exact else "--no-tf-exact"])
    finally:
        os.chdir(cwd)
    expected = case.with_suffix(".out").read_text()
    if result.exit_code != int(case.with_suffix(".status").read_text()) or output_difference(expected, result.stdout):
        return "fails", ""
    if result.stdout == expected:
        return "identical", ""
    first = next((i for i, (a, b) in enumerate(zip(expected.splitlines(), result.stdout.splitlines())) if a != b), 0)
    return "round-off", f"TF {expected.splitlines()[first]!r} / gradcli {result.stdout.splitlines()[first]!r}"


def main_(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=pathlib.Path, default=FOLDERS)
    parser.add_argument("--list", action="store_true", help="list the passing cases not printed byte for byte")
    args = parser.parse_args(argv)
    for folder in args.folders:
        cases = sorted(p for p in folder.glob("*.py") if p.with_suffix(".out").exists())  # (not check.py)
        counts = {True: {}, False: {}}
        unequal = []
        for case in cases:
            for exact in (True, False):
                kind, line = outcome(case, exact)
                counts[exact][kind] = counts[exact].get(kind, 0) + 1
                if exact and kind == "round-off":
                    unequal.append(f"  {case.stem}: {line}")
        for exact in (True, False):
            c = counts[exact]
            passing = c.get("identical", 0) + c.get("round-off", 0)
            print(f"{folder.name} {'TF-exact' if exact else 'numpy   '}: {c.get('identical', 0)} of {passing} passing "
                  f"cases byte-identical ({100 * c.get('identical', 0) / max(passing, 1):.1f}%), "
                  f"{c.get('fails', 0)} failing, {len(cases)} cases")
        if args.list:
            print("\n".join(unequal))
        sys.stdout.flush()


if __name__ == "__main__":
    main_()
