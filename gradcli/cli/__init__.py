"""The command line: a thin click layer over the calculator, the program runner and the renderers.

Data goes to standard output, errors to standard error. Exit status: 0 on
success, 1 when evaluation fails or a check disagrees, 2 when the input is
wrong. Every option can also be set in the environment, as
GRADCLI_<COMMAND>_<OPTION> (GRADCLI_GRAD_FORMAT=json).
"""
import contextlib
import functools
import os
import signal
import sys

import click

from gradcli import __version__
from gradcli.cli.usage import OneLineCommand, errors_in_one_line
from gradcli.engine import limits
from gradcli.words.errors import EXIT_FAILURE, EXIT_INTERRUPTED, GradcliError
from gradcli.words.phrases import suggest
from gradcli.output.console import (Presentation, print_renderables, progress_on_terminal, terminal_width, wrapped,
                                    write_error_line, write_whole)
from gradcli.output.formats import FORMATS, Prose, render
from gradcli.words import limits as limit_words


class _Option(click.Option):
    """An option that can also be set in the environment, as GRADCLI_<COMMAND>_<OPTION> (given each option
    once all commands exist); the values of a repeatable option are split there as a shell splits words, so
    that a value holding spaces is quoted: GRADCLI_GRAD_AT='x=3 "w=[1, 2]"'."""

    def value_from_envvar(self, ctx):
        if not self.multiple:
            return super().value_from_envvar(ctx)
        text = self.resolve_envvar_value(ctx)
        if text is None:
            return None
        import shlex

        try:
            return shlex.split(text)
        except ValueError as exc:  # an unclosed quote
            raise click.BadParameter(f"{exc} in {self.envvar}={text!r}", ctx, self) from None

    def get_error_hint(self, ctx):
        hint = click.Parameter.get_error_hint(self, ctx)
        if ctx is not None and ctx.get_parameter_source(self.name) is click.core.ParameterSource.ENVIRONMENT:
            return f"{self.envvar} (for {hint})"  # say where the bad value came from
        return hint


option = functools.partial(click.option, cls=_Option)


class _Group(click.Group):
    """Turns gradcli's errors into a message on stderr and an exit status, never a traceback."""

    command_class = OneLineCommand

    def make_context(self, info_name, args, parent=None, **extra):
        with errors_in_one_line(list(args)):
            return super().make_context(info_name, args, parent, **extra)

    def resolve_command(self, ctx, args):
        if args and args[0] not in self.commands and not args[0].startswith("-"):  # not a command: say which are
            raise click.UsageError(f"no such command {args[0]!r}{suggest(args[0], self.commands)}", ctx)
        return super().resolve_command(ctx, args)

    def invoke(self, ctx):
        try:
            with errors_in_one_line():
                return super().invoke(ctx)
        except GradcliError as exc:
            click.echo(exc.format(terminal_width()), err=True)
            ctx.exit(exc.exit_code)
        except KeyboardInterrupt:
            ctx.exit(EXIT_INTERRUPTED)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except Exception as exc:  # a bug: say so in one line, unless asked for the traceback
            if os.environ.get("GRADCLI_DEBUG"):
                raise
            click.echo(f"gradcli: internal error: {type(exc).__name__}: {exc} (GRADCLI_DEBUG=1 shows more)",
                       err=True)
            ctx.exit(EXIT_FAILURE)


def entry_point():
    """The `gradcli` command: dies quietly, as other filters do, when its reader goes away (| head)."""
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    try:
        main(prog_name="gradcli")
    except SystemExit as end:
        _end_now(end)


def _end_now(end):
    """End the process once its output is out, without tearing the interpreter down: freeing numpy and every
    module takes as long as a whole formula's work (some 15 ms). Where something may still need the teardown
    (processes to wait for, threads, a status that is not a number, output that would not flush), Python ends
    as it always does."""
    import threading

    if not isinstance(end.code, (int, type(None))) or "multiprocessing" in sys.modules \
            or threading.active_count() > 1:
        raise end
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        raise end from None
    os._exit(end.code or 0)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="gradcli")
def main():
    """Gradients as TensorFlow's GradientTape computes them, from the shell.

    tape.gradient(target, sources) sums over every target and every element of a
    target: one gradient per source, shaped like the source. gradcli computes
    exactly that, and shows the jacobian beside it.

    Every option can also be set in the environment, as GRADCLI_<COMMAND>_<OPTION>;
    the values of a repeatable option are split there as a shell splits words:
    GRADCLI_GRAD_AT='x=3 "w=[1, 2]"' gives --at x=3 --at "w=[1, 2]".

    \b
    Examples:
      gradcli grad "x*x" --at x=3
      gradcli grad "x1*x2" "sin(x1) + x2**2" --at x1=2 --at x2=-1.5 --jacobian
      gradcli grad "sin(x)" --at x=1 --order 3
      gradcli hessian "x**2*y + y**3" --at x=1 --at y=2 --eigen
      gradcli run samples/seed_cross_entropy.grad
      gradcli plot "sigmoid(x)" --over x=-10:10
      gradcli functions
    """


def _format_option(command):
    choices = list(FORMATS[command])
    return option("--format", "-f", "output_format", type=click.Choice(choices), default=choices[0],
                  show_default=True, help="table for people; " + ", ".join(choices[1:]) + " for scripts")


def _presentation_options(function, formats=None):
    """--color, and --precision and --full where the command prints numbers in `formats`, given to it together
    as `presentation`, with the width of the terminal (or COLUMNS) that tables fit."""
    @functools.wraps(function)
    def with_presentation(*args, color, precision=None, full=False, **kwargs):
        return function(*args, presentation=Presentation(precision, color, full, terminal_width()), **kwargs)

    with_presentation = option(
        "--color", type=click.Choice(["auto", "always", "never"]), default="auto", show_default=True,
        help="escape codes for colour and bold: auto uses them on a terminal unless NO_COLOR is set")(with_presentation)
    if formats is None:
        return with_presentation
    with_presentation = option("--full", is_flag=True,
                               help="every entry of every array in tables, however wide (summarised otherwise, as "
                                    "numpy does, to fit the terminal)")(with_presentation)
    return option("--precision", type=click.IntRange(1, 17), help=_precision_help(formats))(with_presentation)


def _precision_help(formats):
    """What --precision does in each of a command's formats: JSON always keeps every digit, for scripts."""
    text = [f for f in ("plain", "csv") if f in formats]
    shown = ", ".join(["tables"] + text[:-1]) + (f" and {text[-1]}" if text else "")
    default = "8 in tables" + (f"; in {' and '.join(text)}, all that read back as the same number" if text else "")
    kept = "; JSON always gives all of them" if "json" in formats else ""
    return f"significant digits of numbers in {shown}{kept}  [default: {default}]"


_color_option = _presentation_options


_strict_option = option("--strict", is_flag=True,
                        help="fail (exit 1) when a result holds inf or nan, instead of warning")


def _bytes(context, parameter, text):
    try:
        return limit_words.parse_bytes(text)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


def _limit_options(command):
    """--max-elements, --max-length, --max-depth, --max-statements, --max-steps and --max-memory, in force while the
    command runs."""
    @functools.wraps(command)
    def with_limits(*args, max_elements, max_length, max_depth, max_statements, max_steps, max_memory, **kwargs):
        with limits.applied(max_elements=max_elements, max_length=max_length, max_depth=max_depth,
                            max_statements=max_statements, max_steps=max_steps, max_memory=max_memory):
            return command(*args, **kwargs)

    with_limits = option("--max-memory", default=f"{limits.machine_share() // limit_words.MIB}M", show_default=True,
                         envvar="GRADCLI_MAX_MEMORY", callback=_bytes,
                         help="at most this much memory held while a program runs, in bytes or with K, M or G "
                              "(KiB, MiB, GiB)")(with_limits)

    for name, default, upper, text in reversed([
            ("elements", 10 ** 8, None, "elements in any array an operation makes"),
            ("length", limits.LIMITS.max_length, None, "characters in a formula or program file"),
            ("depth", limits.LIMITS.max_depth, 1000, "levels of nesting in an expression, and of calls"),
            ("statements", limits.LIMITS.max_statements, None, "statements in a program"),
            ("steps", limits.LIMITS.max_steps, None, "steps a program runs (statements, loop turns, items, calls)")]):
        with_limits = option(f"--max-{name}", type=click.IntRange(1, upper), default=default, show_default=True,
                             envvar=f"GRADCLI_MAX_{name.upper()}", help=f"at most this many {text}")(with_limits)
    return with_limits


def _numbers_options(command):
    """--dtype, --format, --precision, --full and --color: how a command that computes numbers shows them."""
    def apply(function):
        return _dtype_option(_format_option(command)(_presentation_options(function, FORMATS[command])))
    return apply


def _symbolic_option(what):
    return option("--symbolic", is_flag=True, help=f"also {what} as a formula (scalars only, with sympy); exit 1 "
                                                   "if one differs from the tape's (a float32 tape's within "
                                                   "float32 round-off, as --expect takes it)")


def _check_option(of_what, tapes_per_evaluation):
    """--check, whose limit is told in source elements: each evaluation runs `tapes_per_evaluation` tapes
    backward (the formulas counting one too)."""
    most = limits.CHECK_MAX_EVALUATIONS
    elements = (f"{most // 2:,} source elements, {most:,} / 2N with --order N" if tapes_per_evaluation == 1
                else f"{most // 4:,} source elements")
    return option("--check", is_flag=True,
                  help=f"compare with central finite differences{of_what}, element by element (the same infinity "
                       "agrees; where they give nan, the element is not checked); exit 1 if they disagree. It "
                       f"evaluates twice per source element, at most {most:,} times, the formulas and each tape "
                       f"run backward counting one each: at most {elements}")


_TF_EXACT_HELP = ("compute float32 values with TensorFlow 2.21's own CPU kernels, bit for bit (Eigen's and glibc's "
                  "approximations, Eigen's order of sums), or with numpy's; float64 values keep numpy's")


def _tf_exact_option(default):
    """--tf-exact/--no-tf-exact, `default` naming what holds when neither is given."""
    return option("--tf-exact/--no-tf-exact", default=None, help=f"{_TF_EXACT_HELP}  [default: {default}]")


def _tf_exact_kernels(command):
    """--tf-exact/--no-tf-exact for a command on formulas: TensorFlow's kernels while it runs, when asked for."""
    @functools.wraps(command)
    def with_kernels(*args, tf_exact, **kwargs):
        from gradcli.engine.exact_mode import tf_exact_kernels

        if tf_exact and kwargs["dtype"] != "float32":  # float64 keeps numpy's kernels: the flag would do nothing
            raise GradcliError("--tf-exact computes float32 numbers with TensorFlow's kernels: give it with "
                               "--dtype float32 (float64 numbers are always numpy's)")
        with tf_exact_kernels(bool(tf_exact)):
            return command(*args, **kwargs)
    return _tf_exact_option("off")(with_kernels)


_dtype_option = option("--dtype", type=click.Choice(["float64", "float32"]), default="float64", show_default=True,
                       help="the dtype of numbers in formulas and programs: float32 reproduces TensorFlow's "
                            "default-dtype numbers (TensorFlow code keeps TensorFlow's own dtypes)")


@main.command()
@click.argument("formulas", nargs=-1, required=True)
@option("--at", "-a", "at", multiple=True, metavar="NAME=VALUE",
        help="a value: a number, a nested list ('w=[[1, 2], [3, 4]]') or an expression of constants "
             "('pi/4', 'linspace(0, 1, 5)'); repeat for each name")
@option("--over", "overs", multiple=True, metavar="NAME=START:STOP[:COUNT]",
        help="sweep NAME over COUNT points from START to STOP (default 101), the others fixed by --at: a row per "
             "point ('x=-2:2:9'); repeat for a grid")
@option("--wrt", "-w", multiple=True, metavar="A,B",
        help="the sources, in this order (repeat or separate with commas)  [default: every --at name, then every "
             "--over name]")
@option("--output-gradients", multiple=True, metavar="VALUE",
        help="the output gradient of each formula, in order (TensorFlow's output_gradients)")
@option("--unconnected", type=click.Choice(["none", "zero"]), default="none", show_default=True,
        help="what a source the formulas do not depend on gets")
@_numbers_options("grad")
@option("--jacobian", is_flag=True,
        help="also each formula's jacobian, and how it sums to the gradient; at one point (--at, not --over)")
@_symbolic_option("each derivative")
@_check_option("", tapes_per_evaluation=1)
@option("--expect", multiple=True, metavar="VALUE",
        help="the gradient expected for each source, in order ('--expect 6' or '--expect None'): exit 1, with "
             "both values on stderr, when it differs; at one point (--at, not --over)")
@option("--tolerance", type=click.FloatRange(min=0), metavar="T",
        help="how far the gradient may be from --expect, relative and absolute  [default: 1e-6 relative, 1e-9 "
             "absolute; 1e-5 and 1e-6 in float32]")
@option("--order", type=click.IntRange(1, 10), default=1, show_default=True,
        help="the N-th derivative, as N nested tapes compute it: each tape.gradient of the one inside it, summed "
             "as the first is ('--order 3'); with --jacobian, the Hessian (N = 2) beside it; at one point (--at, "
             "not --over)")
@option("--jvp", "tangents", multiple=True, metavar="NAME=VALUE",
        help="forward mode: each formula's derivative along this tangent of NAME, J·v "
             "(ForwardAccumulator); repeat for each name ('--jvp x=1 --jvp y=0'); at one point (--at, not --over)")
@_strict_option
@_tf_exact_kernels
@_limit_options
def grad(formulas, output_format, presentation, **options):
    """Differentiate FORMULAS, TensorFlow's list of targets, at the --at values.

    The answer is tape.gradient(formulas, sources): for each source, the sum over
    every formula and every element of a formula of d formula / d source. Use -
    to read formulas from standard input, one per line.

    \b
    Examples:
      gradcli grad "x*x" --at x=3                            # 6.0
      gradcli grad "x1*x2" "sin(x1) + x2**2" --at x1=2 --at x2=-1.5 --jacobian
      gradcli grad "reduce_sum(w * w)" --at "w=[[1, 2], [3, 4]]" --format json
      gradcli grad "x**3" --at x=2 --symbolic --check
      echo "sin(x)" | gradcli grad - --at x=pi/4 --format plain
      gradcli grad --at x=2 -- "-x**2"                       # -- before a formula that starts with -
      gradcli grad "reduce_logsumexp(stack([x, 2*x, x**2]))" --over x=-2:2:9 --format csv
      gradcli grad "x*y" --over x=0:1:3 --over y=0:1:3 --format json   # a grid of 9 points
      gradcli grad "sin(x)" --at x=1 --order 3                  # -cos(1), from three nested tapes
      gradcli grad "x**2*y" --at x=1 --at y=2 --order 2 --jacobian   # the Hessian, and how it sums
      gradcli grad "x**2*y" --at x=1 --at y=2 --jvp x=1 --jvp y=0.5 --jacobian   # J·v by forward mode
    """
    from gradcli.commands.calculator import read_formulas
    from gradcli.commands.grad import Asked, grad_report

    if "-" in formulas:
        formulas = [f for item in formulas for f in (read_formulas(sys.stdin) if item == "-" else [item])]
        if not formulas:
            raise click.UsageError("nothing to differentiate: standard input holds no formula")
    question = _question(formulas, options)
    with _checking(options["check"], presentation) as step_done:
        report = grad_report(question, Asked(**options), step_done)
    _show(report, output_format, presentation)


def _question(formulas, options):
    """The Question the options give (taking them out of `options`), with `formulas` its targets."""
    from gradcli.commands.calculator import Question

    return Question(tuple(formulas), **{name: options.pop(name) for name in QUESTION_OPTIONS if name in options})


QUESTION_OPTIONS = ("at", "wrt", "output_gradients", "unconnected", "dtype")


def _checking(check, presentation):
    """A block in which `step_done` (what it yields) shows on a terminal how far --check has come: it can take
    a while."""
    return progress_on_terminal("finite differences", presentation) if check else contextlib.nullcontext()


@main.command()
@click.argument("formula")
@option("--at", "-a", "at", multiple=True, metavar="NAME=VALUE",
        help="a value, as for grad ('w=[1, 2]'); repeat for each name")
@option("--wrt", "-w", multiple=True, metavar="A,B",
        help="the sources, in this order (repeat or separate with commas)  [default: every --at name]")
@_numbers_options("hessian")
@option("--eigen", is_flag=True,
        help="also the Hessian's eigenvalues, and what they say: a minimum, a maximum or a saddle?")
@_symbolic_option("each second derivative")
@_check_option(" of the gradient", tapes_per_evaluation=2)
@_strict_option
@_tf_exact_kernels
@_limit_options
def hessian(formula, output_format, presentation, **options):
    """The Hessian of a scalar FORMULA at the --at values: d²f/dxᵢdxⱼ, block by block.

    Each row is a source's gradient differentiated again by every source (two
    nested tapes: the jacobian of the gradient). --eigen says whether the
    point is a minimum, a maximum or a saddle.

    \b
    Examples:
      gradcli hessian "x**2*y + y**3" --at x=1 --at y=2 --eigen
      gradcli hessian "reduce_sum(w * w * x)" --at "w=[1, 2]" --at x=3 --wrt w --format json
      gradcli hessian "x**2 - y**2" --at x=0 --at y=0 --eigen --symbolic --check
    """
    from gradcli.commands.grad import Asked
    from gradcli.commands.hessian import hessian_report

    question = _question([formula], options)
    with _checking(options["check"], presentation) as step_done:
        report = hessian_report(question, Asked(**options), step_done)
    _show(report, output_format, presentation)


@main.command()
@click.argument("formulas", nargs=-1, required=True)
@option("--at", "-a", "at", multiple=True, metavar="NAME=VALUE", help="a value, as for grad")
@option("--wrt", "-w", multiple=True, metavar="A,B", help="the sources, as for grad  [default: every --at name]")
@option("--output-gradients", multiple=True, metavar="VALUE", help="the output gradient of each formula")
@_numbers_options("graph")
@_tf_exact_kernels
@_limit_options
def graph(formulas, output_format, presentation, **options):
    """Draw FORMULAS as trees of the operations written: each one's value and its gradient.

    The gradient shown at each part is what flowed back into it from the
    targets: the sum over each of its uses. At the sources it is tape.gradient's
    answer.

    \b
    Examples:
      gradcli graph "x*x + sin(x)" --at x=3
      gradcli graph "reduce_mean(square(w * x - 1))" --at "w=[0.5, 2]" --at x=3
      gradcli graph "x*y" --at x=2 --at y=3 --wrt x --format json
    """
    from gradcli.commands.graph import graph_report

    _show(graph_report(_question(formulas, options)), output_format, presentation)


@main.command()
@click.argument("formulas", nargs=-1, required=True)
@option("--over", "overs", multiple=True, required=True, metavar="NAME=START:STOP[:COUNT]",
        help="the name to sweep, from START to STOP (default COUNT 401, or 61 a side for two names): one name "
             "draws curves ('x=-10:10'), two a heatmap ('--over x=-2:2 --over y=-1:3')")
@option("--at", "-a", "at", multiple=True, metavar="NAME=VALUE",
        help="a fixed value, as for grad ('w=[1, 2]'); for an --over name, where --path starts ('x=-1.5')")
@option("--output", metavar="FILE.svg|FILE.png",
        help="write the picture to this file (needs matplotlib: pip install 'gradcli[plot]') "
             "instead of drawing it in the terminal ('sigmoid.svg')")
@option("--path", is_flag=True,
        help="with two --over names: draw the path gradient descent takes from their --at values "
             "('--path --at x=-1.5 --at y=2')")
@option("--lr", type=click.FloatRange(min=0, min_open=True), default=0.1, show_default=True,
        help="the learning rate of --path: each step moves by -lr * gradient ('--lr 0.02')")
@option("--steps", type=click.IntRange(1, 10_000), default=50, show_default=True,
        help="how many steps --path takes ('--steps 100')")
@_dtype_option
@_color_option
@_tf_exact_kernels
@_limit_options
def plot(formulas, overs, output, path, lr, steps, presentation, **options):
    """Draw FORMULAS and their gradient over a range of one name, or a heatmap over two.

    Over one name: each formula's curve and tape.gradient, the derivative of
    their sum (the tape sums its targets). Over two: the summed formulas as a
    heatmap, with the gradient's direction as arrows, and with --path the way
    gradient descent goes. In colour on a terminal; plain characters when
    piped or NO_COLOR is set.

    \b
    Examples:
      gradcli plot "sigmoid(x)" --over x=-10:10
      gradcli plot "sigmoid(x)" --over x=-10:10 --output sigmoid.svg
      gradcli plot "x**2" "sin(3*x)" --over x=-2:2               # each formula, and d/dx of their sum
      gradcli plot "(1 - x)**2 + 5*(y - x**2)**2" --over x=-2:2 --over y=-1:3 --path --at x=-1.5 --at y=2 --lr 0.02
    """
    from gradcli.commands.plot import plot_report
    from gradcli.output import drawing

    if output:
        drawing.check_output(output)
    report = plot_report(_question(formulas, options), overs, path, lr, steps, output)
    if output:
        drawing.write_image(report.picture, output)
    _show(report, "terminal", presentation)


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@_numbers_options("run")
@option("--language", type=click.Choice(["auto", "grad", "tf"]), default="auto", show_default=True,
        help="grad for a program, tf for TensorFlow code; auto: tf for a .py file or one that imports tensorflow")
@_strict_option
@_tf_exact_option("on for TensorFlow code, off for programs")
@_limit_options
def run(file, output_format, presentation, dtype, language, strict, tf_exact):
    """Evaluate a program file, or run TensorFlow code as TensorFlow would.

    \b
    A program is a small subset of Python:
      x = [1.0, 2.0]           # a name bound to a literal
      y = reduce_sum(x * x)    # or to an expression
      gradient(y, x)           # one result per call
      jacobian(x * x, x)

    TensorFlow code (a .py file, as written: tf.Variable, tf.GradientTape,
    loops, functions, print) prints what TensorFlow 2.21 would print; --dtype
    does not apply to it (its dtypes are TensorFlow's).

    \b
    Examples:
      gradcli run samples/seed_cross_entropy.grad
      gradcli run samples/seed_two_targets.grad --format json | python3 -m json.tool
      gradcli run docs/seed_question.py
      cat samples/tf/jacobians.py | gradcli run - --language tf
    """
    from gradcli.commands.run import run_report

    write = None if output_format == "json" else functools.partial(write_whole, file=sys.stdout)
    report = run_report(file, dtype, strict, language, write, log=write_error_line, tf_exact=tf_exact)
    _show(report, output_format, presentation)


@main.command()
@click.argument("paths", nargs=-1, required=True)
@_format_option("batch")
@option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
        help="run files in this many processes; the output is the same")
@option("--timeout", type=click.FloatRange(min=0), default=60, show_default=True,
        help="seconds a file may run before it fails (0: no limit)")
@_dtype_option
@_color_option
@_strict_option
@_tf_exact_option("on for TensorFlow code, off for programs")
@_limit_options
@option("--scheduler", metavar="ADDRESS",
        help="run the files as tasks on the Dask cluster at ADDRESS (tcp://host:8786), or on local:N (N worker "
             "processes here) instead of --jobs; the output is the same (needs pip install 'gradcli[dask]')")
def batch(paths, output_format, jobs, timeout, dtype, strict, presentation, tf_exact, scheduler):
    """Run many files: PATHS are files, folders (every *.grad and *.py below them) or - (paths on stdin).

    Each file runs on its own: one that fails is reported with its place, and
    the others go on. A program's expected answers (expect=...) must hold for it
    to pass; TensorFlow code (*.py) with a NAME.out beside it must print what
    that file holds (numbers within float32 round-off). Exit status 0 when every
    file passed, 1 when any failed.

    \b
    Examples:
      gradcli batch samples/
      gradcli batch samples/ --format jsonl --jobs 2 > results.jsonl
      find . -name '*.grad' | gradcli batch - --format jsonl
      gradcli batch samples/ --scheduler local:2
    """
    from gradcli.commands.batch import Settings, batch_report, expand

    files = expand(paths, sys.stdin if "-" in paths else ())
    missing = [path for path in files if not os.path.exists(path)]
    if missing:
        raise click.UsageError(f"no such file or folder: {missing[0]}")
    if not files:
        raise click.UsageError(f"no program files (*.grad) or TensorFlow files (*.py) in {' '.join(paths)}")
    with progress_on_terminal(files[0], presentation) as step_done:
        if scheduler:
            from gradcli.commands.batch_cluster import cluster_report

            report = cluster_report(files, scheduler, timeout or None, Settings(strict, dtype, tf_exact), step_done)
        else:
            report = batch_report(files, jobs, timeout or None, Settings(strict, dtype, tf_exact), step_done)
        _show(report, output_format, presentation)


@main.command()
@_format_option("functions")
@_color_option
def functions(output_format, presentation):
    """List the functions formulas and programs may call, by group.

    Names may carry TensorFlow's prefixes (tf.math.log, tf.nn.relu) or np.;
    pi, e, inf and nan are constants.

    \b
    Examples:
      gradcli functions
      gradcli functions --format plain | grep reduce
    """
    from gradcli.commands.functions import functions_report

    report = functions_report()
    _show(report, output_format, presentation)


def _show(report, output_format, presentation):
    """Print the report as its command renders it in `output_format`, each part as soon as it is ready;
    then end with the report's exit status."""
    for stream, content in render(report, output_format, presentation):
        file = sys.stdout if stream == "stdout" else sys.stderr
        if isinstance(content, str):
            write_whole(content + "\n", file)
        elif isinstance(content, Prose):
            write_whole(wrapped(content.text, presentation.width) + "\n", file)
        elif isinstance(content, GradcliError):
            write_whole(content.format(presentation.width) + "\n", file)
        else:
            print_renderables(content, file, presentation)
    if report.exit_status:
        sys.exit(report.exit_status)


def _name_environment_variables(group):
    """Give every option of every command its environment variable, GRADCLI_<COMMAND>_<OPTION>, shown in --help
    (the limits share GRADCLI_MAX_*)."""
    for name, command in group.commands.items():
        for param in command.params:
            if isinstance(param, click.Option):
                longest = max(param.opts, key=len).lstrip("-").replace("-", "_").upper()
                param.envvar = param.envvar or f"GRADCLI_{name.upper()}_{longest}"
                param.show_envvar = True


_name_environment_variables(main)
