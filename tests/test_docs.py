"""The README and the pages of docs/: every `$ gradcli ...` example, run as a user would run it, prints what the
page shows; docs/functions.md is what `gradcli functions --format markdown` prints; every link leads somewhere;
and the README stays short enough to read in five minutes."""
import os
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
README_MOST_BYTES = 15_000


def examples(page):
    for block in re.findall(r"```console\n(.*?)```", page.read_text(), re.DOTALL):
        for chunk in re.split(r"^\$ ", block, flags=re.MULTILINE)[1:]:
            command, _, output = chunk.partition("\n")
            yield command, output


EXAMPLES = [(page.relative_to(ROOT).as_posix(), command, output)
            for page in PAGES for command, output in examples(page)]


def tidy(text):
    return "\n".join(line.rstrip() for line in text.splitlines()).strip("\n")


@pytest.mark.parametrize("page, command, expected", EXAMPLES,
                         ids=[f"{page}: {command[:60]}" for page, command, _ in EXAMPLES])
def test_example(page, command, expected):
    assert command.startswith("gradcli ")
    shell = f"{sys.executable} -m {command} 2>&1"
    done = subprocess.run(shell, shell=True, capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "COLUMNS": "80"})
    assert tidy(done.stdout) == tidy(expected)


def test_the_readme_has_an_example_of_every_command():
    from gradcli.cli import main

    shown = {command.split()[1] for page, command, _ in EXAMPLES if page == "README.md"}
    assert shown == set(main.commands)


def test_the_readme_is_short():
    assert len((ROOT / "README.md").read_bytes()) <= README_MOST_BYTES


def test_docs_functions_md_is_what_gradcli_functions_prints_in_markdown():
    done = subprocess.run([sys.executable, "-m", "gradcli", "functions", "--format", "markdown"], capture_output=True,
                          text=True, cwd=ROOT, check=True)
    assert (ROOT / "docs" / "functions.md").read_text() == done.stdout, \
        "regenerate it: gradcli functions --format markdown > docs/functions.md"


def test_docs_functions_md_lists_every_function_of_the_vocabulary_by_group():
    from gradcli.functions import GROUPS, VOCABULARY

    listed, group = {}, None
    for line in (ROOT / "docs" / "functions.md").read_text().splitlines():
        if line.startswith("## "):
            group = line[3:]
            listed[group] = []
        elif group and line.startswith("| `"):
            listed[group].extend(re.findall(r"`(\w+)(?:\(.*?\))?`", line.split(" | ")[0]))
    declared = {}
    for entry in dict.fromkeys(VOCABULARY.values()):
        declared.setdefault(entry.group, []).extend([entry.name, *entry.aliases])
    assert list(listed) == list(GROUPS)
    assert listed == declared


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_leads_to_a_file_or_heading(page):
    for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text()):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.exists(), f"{page.name}: {target}"
        if anchor and linked.suffix == ".md":
            headings = re.findall(r"^#+ (.*)$", linked.read_text(), re.MULTILINE)
            slugs = {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in headings}
            assert anchor in slugs, f"{page.name}: {target}"


README_EXAMPLES = [command for page, command, _ in EXAMPLES if page == "README.md"]
MACHINE_FORMATS = re.compile(r"(--format|-f) (json|jsonl|csv|plain|markdown)\b|\|")


@pytest.mark.parametrize("width", [50, 200])
@pytest.mark.parametrize("command", README_EXAMPLES, ids=lambda v: v[:60] if isinstance(v, str) else str(v))
def test_readme_examples_fit_the_width_they_are_given(command, width):
    """No internal error or library warning, and nothing for people wider than COLUMNS (data, and what
    TensorFlow code prints, keep their own lines)."""
    done = subprocess.run(f"{sys.executable} -m {command}", shell=True, capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "COLUMNS": str(width)})
    assert "internal error" not in done.stderr and "Warning" not in done.stderr
    shown = done.stderr if MACHINE_FORMATS.search(command) or command.endswith(".py") else done.stdout + done.stderr
    assert max(map(len, shown.splitlines()), default=0) <= width, shown


def paragraphs(page):
    return re.split(r"\n\s*\n", page.read_text())


def test_the_readmes_bit_for_bit_claims_say_where_they_hold():
    """On AMD CPUs TensorFlow itself prints other bits (docs/tensorflow.md): each README paragraph claiming
    bit-for-bit output says on what machine it holds."""
    claims = [p for p in paragraphs(ROOT / "README.md") if re.search(r"bit\s+for\s+bit", p, re.IGNORECASE)]
    assert claims and all(re.search(r"Intel\s+CPU", p) for p in claims), claims
    assert any(re.search(r"AMD\s+CPUs", p) for p in claims)


def test_the_docs_say_that_kerass_progress_lines_are_printed_with_their_times_compared_as_variable():
    pages = [" ".join((ROOT / name).read_text().split()) for name in ("README.md", "docs/tensorflow.md")]
    assert all("prints Keras's progress lines" in page for page in pages[:1])
    assert "Keras's progress output" in pages[1] and "as variable" in pages[1]


def test_the_option_tables_of_docs_cli_md_are_what_the_commands_offer():
    sys.path.insert(0, str(ROOT / "docs"))
    try:
        from make_option_tables import PAGE, TABLE, with_current_tables
    finally:
        sys.path.pop(0)
    text = PAGE.read_text()
    assert {found[2] for found in TABLE.finditer(text)} >= {"grad", "plot"}
    assert text == with_current_tables(text), "regenerate them: python docs/make_option_tables.py"
    assert all(f"`{option}" in text for option in ("--expect", "--tolerance", "--strict", "--full", "--tf-exact"))


def test_docs_say_which_grad_options_need_one_point():
    from gradcli.cli import main
    from gradcli.cli.usage import option_table

    table = option_table(main.commands["grad"])
    for option in ("--jacobian", "--order", "--jvp", "--expect"):
        (row,) = [line for line in table.splitlines() if f"`{option}" in line]
        assert "at one point (--at, not --over)" in row


def help_examples():
    """Every example of every command's --help that runs gradcli alone (no pipe, no redirection)."""
    from gradcli.cli import main

    for command in [main, *main.commands.values()]:
        for line in (command.help or "").splitlines():
            example = line.split("  #")[0].strip()
            if example.startswith("gradcli ") and not re.search(r"[|<>]", example):
                yield example


WALKED = sorted({command for _, command, _ in EXAMPLES if not re.search(r"[|<>]", command)} | set(help_examples()))
RULE = re.compile(r"^─{3,}$")


def headers(text):
    """The words of each table's header: the lines above each rule."""
    lines = text.splitlines()
    return {word for i, line in enumerate(lines[1:], start=1) if RULE.match(line.strip()) for word in
            lines[i - 1].split()}


@pytest.mark.parametrize("command", WALKED, ids=lambda v: v[:70])
def test_every_example_keeps_its_columns_and_fits_50_80_and_200_columns(command, tmp_path):
    """In tables, verdicts and messages: no column lost and no line wider than the terminal (data for scripts,
    and what TensorFlow code prints, keep their own lines)."""
    import shlex

    from click.testing import CliRunner

    from gradcli.cli import main

    args = shlex.split(command)[1:]
    if "--output" in args:
        args[args.index("--output") + 1] = str(tmp_path / os.path.basename(args[args.index("--output") + 1]))
    os.chdir(ROOT)
    outputs = {width: CliRunner().invoke(main, args, env={"COLUMNS": str(width)}) for width in (200, 80, 50)}
    wide = headers(outputs[200].stdout)
    for width, result in outputs.items():
        assert "internal error" not in result.stderr and "Traceback" not in result.stderr, result.stderr
        for_people = result.stderr if MACHINE_FORMATS.search(command) or command.endswith(".py") else result.output
        assert max(map(len, for_people.splitlines()), default=0) <= width, for_people
        assert all(word in result.stdout for word in wide), (width, wide, result.stdout)
