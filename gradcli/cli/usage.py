"""The click layer's own errors said as gradcli's (one `error:` line, the usage after it), and its commands'
options as the Markdown tables of docs/cli.md."""
import contextlib
import re
import textwrap

import click

from gradcli.output.console import terminal_width
from gradcli.words.errors import GradcliError
from gradcli.words.phrases import suggest


class OneLineError(click.ClickException):
    """An error of click's (a bad option, a missing argument) said as gradcli says its own: one `error:` line,
    then, where it helps, the command's usage on a second line."""

    def __init__(self, message, exit_code, usage=None):
        super().__init__(message)
        self.exit_code, self.usage = exit_code, usage

    def show(self, file=None):
        width = terminal_width()
        text = GradcliError(self.message).format(width)
        if self.usage:
            text += "\n" + (textwrap.fill(self.usage, width, subsequent_indent="  ") if width else self.usage)
        click.echo(text, file=file, err=True)


@contextlib.contextmanager
def errors_in_one_line(args=()):
    """Turn click's errors raised inside the block into OneLineError; `args` are the command line being parsed,
    for what a formula that starts with - needs."""
    try:
        yield
    except OneLineError:
        raise
    except click.ClickException as exc:
        ctx = getattr(exc, "ctx", None)
        message = _no_such_option(exc, args) if isinstance(exc, click.NoSuchOption) else exc.format_message()
        if message[:1].isupper() and message[1:2].islower():  # click's sentences; gradcli's messages are lowercase
            message = message[0].lower() + message[1:]
        usage = None
        if isinstance(exc, click.UsageError) and ctx is not None:
            usage = f"usage: {ctx.get_usage().removeprefix('Usage: ')}  ({ctx.command_path} --help for more)"
        raise OneLineError(message.rstrip("."), exc.exit_code, usage) from None


_FORMULA_COMMANDS = ("grad", "hessian", "graph", "plot")
_OPTION_WORD = re.compile(r"--?[A-Za-z][A-Za-z0-9-]*(=.*)?")


def _no_such_option(exc, args):
    """What an unknown option says: the options it may have meant, of its own command only; and, where it is a
    formula that starts with - (`-x*x`), how to write that."""
    ctx = exc.ctx
    typed = next((arg for arg in args if arg.startswith(exc.option_name)), exc.option_name)
    if ctx is not None and ctx.command.name in _FORMULA_COMMANDS and not _OPTION_WORD.fullmatch(typed):
        return (f"no such option: {exc.option_name}; a formula that starts with - goes after --: "
                f'{ctx.command_path} [OPTIONS] -- "{typed}"')
    params = ctx.command.params if ctx is not None else ()
    names = [name for param in params for name in param.opts + param.secondary_opts]
    return f"no such option: {exc.option_name}{suggest(exc.option_name, names)}"


class OneLineCommand(click.Command):
    """A command whose errors of parsing are said in one line."""

    def make_context(self, info_name, args, parent=None, **extra):
        with errors_in_one_line(list(args)):
            return super().make_context(info_name, args, parent, **extra)


def option_table(command):
    """The options of a click `command` as a Markdown table, as its --help gives them (docs/cli.md holds these
    tables: `python docs/make_option_tables.py` writes them there)."""
    ctx = click.Context(command, info_name=command.name)
    rows = ["| option | meaning |", "| --- | --- |"]
    for param in command.params:
        record = param.get_help_record(ctx) if isinstance(param, click.Option) else None
        if record is None or param.name == "help":
            continue
        names, meaning = record
        meaning = re.sub(r"\s*\[env var: [^];]*\]$|env var: [^;]*; ", "", meaning)  # (each has one, by its name)
        names = ", ".join(f"`{name.strip()}`" for name in names.split(", "))
        rows.append(f"| {names.replace('|', chr(92) + '|')} | {meaning.replace('|', chr(92) + '|')} |")
    return "\n".join(rows)
