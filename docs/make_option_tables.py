"""Write each command's option table into docs/cli.md, as its --help gives the options.

A table sits between `<!-- options of COMMAND -->` and `<!-- end of options -->`;
tests/test_docs.py fails until the tables are what this writes. Run it after
changing an option: `python docs/make_option_tables.py`.
"""
import pathlib
import re

from gradcli.cli import main
from gradcli.cli.usage import option_table

PAGE = pathlib.Path(__file__).resolve().parent / "cli.md"
TABLE = re.compile(r"(<!-- options of (\w+) -->\n).*?(\n<!-- end of options -->)", re.DOTALL)


def with_current_tables(text):
    """`text` (the page) with each marked table as the command's options are now."""
    return TABLE.sub(lambda found: found[1] + option_table(main.commands[found[2]]) + found[3], text)


if __name__ == "__main__":
    PAGE.write_text(with_current_tables(PAGE.read_text()))
