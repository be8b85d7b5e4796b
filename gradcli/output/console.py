"""The terminal: how to present (digits, colour, width), rich consoles, progress bars, and writing output
whole (Ctrl-C held back while a line is written; a full disk an error of its own).

rich is imported only when a console or a progress bar is made: formats for
scripts never import it.
"""
import collections
import contextlib
import os
import signal
import sys

from gradcli.words.errors import EvaluationError


def terminal_width():
    """The width output fits: COLUMNS, else the terminal's, else None (piped: nothing is wrapped). Read here, as
    shutil.get_terminal_size would, whose import costs every run shutil's archive modules."""
    try:
        return int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        pass
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns
    except (AttributeError, ValueError, OSError):
        return None


class Presentation(collections.namedtuple("Presentation", "digits color full width",
                                          defaults=(None, "auto", False, None))):
    """How to present numbers and text: significant `digits` (None: 8 in tables, all a number's dtype holds in
    plain and CSV), `color` ("auto": on a terminal, unless the NO_COLOR environment variable is set; "always";
    "never"), `full`: every entry of an array, where tables otherwise summarise it to fit; and `width`, the
    terminal's (or COLUMNS), which tables, plots and messages fit; None where none is given (piped output):
    then nothing is wrapped, and tables summarise arrays to DEFAULT_WIDTH."""

    @property
    def precision(self):
        """The significant digits of numbers in tables."""
        return self.digits or 8

    @property
    def table_width(self):
        """The width tables summarise their arrays to fit."""
        return self.width or DEFAULT_WIDTH


DEFAULT_WIDTH = 80


def console(file, presentation, width=None):
    """A rich console writing to `file` as `presentation` says: no markup in cells (a formula's [x] is text),
    and escape codes only where colour is wanted."""
    from rich.console import Console

    color = {"always": {"force_terminal": True}, "never": {"color_system": None}}.get(presentation.color, {})
    if presentation.color == "auto" and os.environ.get("NO_COLOR"):
        color = {"color_system": None}
    return Console(file=file, highlight=False, markup=False, width=width, **color)


FOLDED = 8  # the narrowest a column of text is folded to, to fit a narrow terminal


def narrowest_width(console, renderables):
    """The narrowest width at which `renderables` print with no number cut or wrapped: a table's column that
    must not wrap keeps its widest cell (text columns fold, down to their heading), a line that must not wrap
    keeps its length, and anything else (a plot) its own minimum."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    unbounded = console.options.update_width(1_000_000)

    def rigid(renderable):
        if isinstance(renderable, Group):
            return max(map(rigid, renderable.renderables), default=0)
        if isinstance(renderable, Text):
            return renderable.cell_len if renderable.no_wrap else 0
        if isinstance(renderable, Table):  # too wide, it shows a record per row: a line per cell, after its header
            record_lines = [0]
            for column in renderable.columns:
                if column.no_wrap:
                    column.min_width = max(console.measure(cell, options=unbounded).maximum
                                           for cell in [column.header, *column._cells])
                    record_lines.append(len(str(column.header)) + 2 + max(
                        (console.measure(cell, options=unbounded).maximum for cell in column._cells), default=0))
            return max(record_lines)
        return console.measure(renderable, options=unbounded).minimum

    return max(map(rigid, renderables), default=0)


@contextlib.contextmanager
def progress_on_terminal(what, presentation):
    """A progress bar on stderr while the block runs, when stderr is a terminal: yields `step_done(count, total,
    now=None)`, which shows `count` of `total` done and, when given, what runs `now`; None elsewhere."""
    terminal = console(sys.stderr, presentation)
    if not terminal.is_terminal:
        yield None
        return
    from rich.progress import Progress

    with Progress(console=terminal, transient=True) as progress:
        task = progress.add_task(what)

        def step_done(count, total, now=None):
            progress.update(task, completed=count, total=total, **({} if now is None else {"description": now}))
        yield step_done


# ----- Writing -----

def wrapped(text, width):
    """Prose folded to `width`, line by line (a word longer than the width is cut), continued lines indented;
    as it is where no width is given."""
    if not width:
        return text
    import textwrap

    return "\n".join(textwrap.fill(line, width, subsequent_indent="  ", break_on_hyphens=False) or line
                     for line in text.splitlines())


def write_error_line(line):
    """A line on standard error as it comes, before an error that may end the run."""
    write_whole(line + "\n", sys.stderr)


def write_whole(text, file):
    """Write and flush `text` with Ctrl-C held back until it is all out: an interrupted write loses data."""
    hold = hasattr(signal, "pthread_sigmask")
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT}) if hold else None
    try:
        with writing(file):
            file.write(text)
            file.flush()
    finally:
        if hold:
            signal.pthread_sigmask(signal.SIG_SETMASK, previous)  # a pending Ctrl-C is raised here


@contextlib.contextmanager
def writing(file):
    """Report a failed write (a full disk) as an error of its own, exit status 1; what is left unwritten goes
    nowhere, so that Python's own flush at exit does not fail again."""
    try:
        yield
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            raise
        os.dup2(os.open(os.devnull, os.O_WRONLY), file.fileno())
        name = "standard output" if file is sys.stdout else "standard error"
        raise EvaluationError(f"could not write to {name}: {exc.strerror or exc}") from None


def print_renderables(renderables, file, presentation):
    """Print with rich, as wide as the terminal (tables summarise arrays to fit it), or wider where the content
    would otherwise wrap or be cut: numbers never are. Piped output has no padding at the end of its lines."""
    terminal = console(file, presentation, width=presentation.table_width)
    unbounded = terminal.options.update_width(1_000_000)
    needed = (narrowest_width(terminal, renderables) if presentation.width else
              max((terminal.measure(r, options=unbounded).maximum for r in renderables), default=0))  # piped
    if needed > terminal.width:
        terminal = console(file, presentation, width=needed)
    with writing(file):
        if terminal.is_terminal:
            for renderable in renderables:
                terminal.print(renderable)
            return
        with terminal.capture() as captured:
            for renderable in renderables:
                terminal.print(renderable)
        file.write("".join(line.rstrip() + "\n" for line in captured.get().splitlines()))
        file.flush()
