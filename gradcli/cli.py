"""The command line: a thin click layer over the program runner and the renderers.

Data goes to standard output, errors to standard error. Exit status: 0 on
success, 1 when evaluation fails, 2 when the input is wrong.
"""
import sys

import click

from gradcli import __version__
from gradcli.errors import GradcliError


class _Group(click.Group):
    """Turns gradcli's errors into a message on stderr and an exit status, never a traceback."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except GradcliError as exc:
            click.echo(exc.format(), err=True)
            ctx.exit(exc.exit_code)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"], "auto_envvar_prefix": "GRADCLI"})
@click.version_option(__version__, prog_name="gradcli")
def main():
    """Gradients as TensorFlow's GradientTape computes them, from the shell.

    \b
    Examples:
      gradcli run samples/seed_cross_entropy.grad
      gradcli run prog.grad --format json
    """


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table", show_default=True,
              help="tables for people, or JSON for scripts")
def run(file, output_format):
    """Evaluate a program file: each gradient(...) and jacobian(...) result.

    \b
    A program is a small subset of Python:
      x = [1.0, 2.0]           # a name bound to a literal
      y = sum(x * x)           # or to an expression
      gradient(y, x)           # one result per call
      jacobian(x * x, x)

    \b
    Examples:
      gradcli run samples/seed_cross_entropy.grad
      gradcli run prog.grad --format json | jq '.results[0].sources'
    """
    from gradcli import render
    from gradcli.program import run_program

    results = run_program(_read(file), "<stdin>" if file == "-" else file)
    if output_format == "json":
        click.echo(render.results_json(results))
    else:
        _print_rich([render.result_tables(r) for r in results])


def _read(path):
    """A file's text (stdin for '-'); invalid UTF-8 is an input error placed at its byte."""
    data = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        from gradcli.errors import Position
        raise GradcliError(f"the file is not valid UTF-8 (byte 0x{data[exc.start]:02x})",
                           Position(path, line, col)) from None


def _print_rich(renderables):
    """Print to stdout with rich, as wide as the content needs so that numbers never wrap."""
    from rich.console import Console

    console = Console(file=sys.stdout, highlight=False)
    for renderable in renderables:
        width = max(console.width, console.measure(renderable).maximum)
        console.print(renderable, width=width)
