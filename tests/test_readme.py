"""Every `$ gradcli ...` example in the README, run as a user would run it, prints what the README shows."""
import os
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
BLOCKS = re.findall(r"```console\n(.*?)```", (ROOT / "README.md").read_text(), re.DOTALL)


def examples():
    for block in BLOCKS:
        for chunk in re.split(r"^\$ ", block, flags=re.MULTILINE)[1:]:
            command, _, output = chunk.partition("\n")
            yield command, output


def tidy(text):
    return "\n".join(line.rstrip() for line in text.splitlines()).strip("\n")


@pytest.mark.parametrize("command, expected", list(examples()), ids=lambda v: v[:60] if isinstance(v, str) else "")
def test_readme_example(command, expected):
    assert command.startswith("gradcli ")
    shell = f"{sys.executable} -m {command} 2>&1"
    done = subprocess.run(shell, shell=True, capture_output=True, text=True, cwd=ROOT, env={**os.environ, "COLUMNS": "80"})
    assert tidy(done.stdout) == tidy(expected)


def test_the_readme_has_examples():
    assert len(list(examples())) >= 8


def test_the_readme_lists_every_function_of_the_vocabulary_by_group():
    from gradcli.functions import GROUPS, VOCABULARY

    section = (ROOT / "README.md").read_text().split("\n## Functions\n")[1].split("\n## ")[0]
    listed = {}
    for item in re.findall(r"^- ([a-z ]+)(?: \(.*?\))?: `(.*?)`", section, re.MULTILINE | re.DOTALL):
        group, names = item
        listed[group] = names.split()
    declared = {}
    for entry in dict.fromkeys(VOCABULARY.values()):
        declared.setdefault(entry.group, []).extend([entry.name] + [f"({alias})" for alias in entry.aliases])
    assert set(listed) == set(GROUPS)
    assert listed == declared
