"""Drawing a plot's Picture (`gradcli.commands.plot`): in the terminal, or as an SVG or PNG file.

In the terminal, the curves are drawn by uniplot and the heatmap as shades and
arrows, a rich renderable sized to the console; files are drawn by matplotlib
(the optional extra `gradcli[plot]`). Both libraries are imported only here,
only when drawing.
"""
import math
import os
import warnings

import numpy as np

from gradcli.words.errors import EXIT_FAILURE, EvaluationError, GradcliError
from gradcli.words.phrases import counted

IMAGE_SUFFIXES = (".svg", ".png")
SHADES = " .:-=+*#%@"  # the heatmap's values, low to high
ARROWS = "→↗↑↖←↙↓↘"  # the gradient's direction, counter-clockwise from east
PALETTE = [(68, 1, 84), (59, 82, 139), (33, 145, 140), (94, 201, 98), (253, 231, 37)]  # viridis, low to high
MISSING_MATPLOTLIB = "--output needs matplotlib, which is not installed: pip install 'gradcli[plot]'"


class MissingExtra(GradcliError):
    """An optional dependency is not installed; exit status 1."""

    exit_code = EXIT_FAILURE


def _short(x):
    return f"{x:.4g}"


def _ranges(picture):
    return ", ".join(f"{a.name} from {_short(a.start)} to {_short(a.stop)}" for a in picture.sweep.axes)


# ----- In the terminal -----

class TerminalPlot:
    """A rich renderable: the picture sized to the console, in colour where the console shows colour."""

    def __init__(self, picture):
        self.picture = picture

    def __rich_measure__(self, console, options):
        from rich.measure import Measurement

        widest = max(line.cell_len for line in self._lines(console, console.width) if line.no_wrap)
        return Measurement(widest, widest)  # the drawing itself is never wrapped; its words are

    def __rich_console__(self, console, options):
        yield from self._lines(console, min(options.max_width, console.width))

    def _lines(self, console, width):
        height = max(8, min(20, console.height - 10))
        # Numbers near the float limits overflow in the drawing's arithmetic: that is no news to the user
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            if len(self.picture.names) == 1:
                return list(_curves(self.picture, width, height, colour=console.color_system is not None))
            return list(_heatmap(self.picture, width, height))


def _curves(picture, width, height, colour):
    """Each formula's curve and the gradient, by uniplot: block characters in colour, else one character per
    series (its legend shows which). The title and the legend are words, the drawing is not: Texts that may wrap,
    and Texts that may not."""
    from rich.text import Text
    from uniplot import plot_to_string

    (axis,) = picture.sweep.axes
    (x,) = picture.sweep.coordinates
    series = [picture.values(t) for t in picture.sweep.targets] + [picture.gradient(axis.name)]
    labels = picture.formulas + [picture.gradient_label(axis.name)]
    x, x_power = _scaled(x)
    y_power = _power(np.concatenate(series))
    series = [s / 10.0 ** y_power for s in series]
    units = ", ".join(f"{what} in units of 1e{power:+d}" for what, power in ((axis.name, x_power),
                                                                               ("values", y_power)) if power)
    yield Text(f"{picture.value_label} and its gradient, {_ranges(picture)}" + (f" ({units})" if units else ""),
               overflow="fold")
    text = plot_to_string(series, [x] * len(series), legend_labels=labels, lines=True, width=max(20, width - 14),
                          height=height, color=colour, character_set="block" if colour else "ascii")
    lines = Text.from_ansi(text).split("\n")
    legend = max(i for i, line in enumerate(lines) if "└" in line.plain) + 2  # after the frame and the x ticks
    for line in lines[:legend]:
        line.no_wrap = True
        yield line
    for line in lines[legend:]:
        line.overflow = "fold"
        yield line


def _heatmap(picture, width, height):
    """The summed formulas as shades (and colours), the gradient's direction as arrows, the descent path as o."""
    from rich.text import Text

    (xs, ys), total = (a.points() for a in picture.sweep.axes), picture.total()
    margin = 10
    columns, rows = max(20, width - margin - 2), height
    cx = np.rint(np.linspace(0, len(xs) - 1, columns)).astype(int)
    cy = np.rint(np.linspace(len(ys) - 1, 0, rows)).astype(int)  # the top row is the largest y
    cells = total[np.ix_(cx, cy)].T  # rows x columns
    low, high = _finite_range(cells)
    scale = 10.0 ** _power(np.array([low, high]))  # so that high - low does not overflow
    span = (high / scale - low / scale) or 1
    levels = np.clip(((cells / scale - low / scale) / span * (len(SHADES) - 1)).round(), 0, len(SHADES) - 1)
    grid = [[SHADES[int(v)] if np.isfinite(v) else "?" for v in row] for row in levels]
    _draw_arrows(picture, grid, cx, cy, (xs, ys))
    path_cells = _draw_path(picture, grid, (xs, ys))
    x_name, y_name = picture.names
    yield Text(f"{picture.value_label} with its gradient, {_ranges(picture)}", style="bold", overflow="fold")
    for r, row in enumerate(grid):
        label = _short(ys[0] if r == rows - 1 else ys[-1]) if r in (0, rows - 1) else (y_name if r == rows // 2 else "")
        line = Text(f"{label:>{margin}} │", no_wrap=True)
        for c, char in enumerate(row):
            style = "bold white" if (r, c) in path_cells else _colour(levels[r][c])
            line.append(char, style=style)
        yield line
    yield Text(" " * margin + " └" + "─" * columns, no_wrap=True)
    ticks = f"{_short(xs[0])}".ljust(columns // 2) + f"{x_name}"
    yield Text(" " * (margin + 2) + ticks.ljust(columns - len(_short(xs[-1]))) + _short(xs[-1]), no_wrap=True)
    unknown = ", ?: inf or nan" if np.isnan(levels).any() else ""
    yield Text(f"shades, low to high: '{SHADES}', from {_short(low)} to {_short(high)}{unknown}", overflow="fold")
    yield Text(f"arrows: tape.gradient (d/d{x_name}, d/d{y_name}), pointing uphill", overflow="fold")
    if picture.descent is not None:
        yield Text(_descent_note(picture.descent, path_cells), overflow="fold")


def _descent_note(descent, drawn):
    """What the path shows: where the descent went, or that it diverged; and where it left the picture."""
    start, end = (", ".join(_short(v) for v in point) for point in (descent.points[0], descent.points[-1]))
    steps = counted(len(descent.points) - 1, "step")
    went = f"diverged after {steps}" if descent.diverged else f"({end}) after {steps}"
    left = f"; it leaves the picture after {counted(drawn.steps, 'step')}" if drawn.steps is not None else ""
    return f"o: descent from ({start}), lr {descent.lr:g}: {went}{left}"


def _power(values):
    """The power of ten to divide `values` by for the axes to label them: 0 unless they are beyond 1e15."""
    largest = float(np.max(np.abs(values[np.isfinite(values)]), initial=0.0))
    return int(math.floor(math.log10(largest))) if largest >= 1e15 else 0


def _scaled(values):
    power = _power(values)
    return values / 10.0 ** power, power


def _finite_range(values):
    finite = values[np.isfinite(values)]
    return (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)


def _colour(level):
    if not np.isfinite(level):
        return ""
    r, g, b = PALETTE[int(level * (len(PALETTE) - 1) / (len(SHADES) - 1) + 0.5)]
    return f"rgb({r},{g},{b})"


def _draw_arrows(picture, grid, cx, cy, axes):
    """An arrow every few cells, in the gradient's direction as drawn (a cell is about twice as tall as wide)."""
    (xs, ys), rows, columns = axes, len(grid), len(grid[0])
    gx, gy = (picture.gradient(name) for name in picture.names)
    per_column, per_row = (xs[-1] - xs[0]) / columns, (ys[-1] - ys[0]) / rows
    for r in range(1, rows, 3):
        for c in range(2, columns, 6):
            u, v = gx[cx[c], cy[r]] / per_column, gy[cx[c], cy[r]] / per_row * 2
            if np.isfinite(u) and np.isfinite(v) and (u or v) and grid[r][c] != "?":
                grid[r][c] = ARROWS[int(round(math.atan2(v, u) / (math.pi / 4))) % 8]


class _Path(set):
    """The cells a descent path marks, and after how many steps it left the picture (None: it did not)."""

    steps = None


def _draw_path(picture, grid, axes):
    """The descent path's points as o, in the cells they fall in, up to where it leaves the picture."""
    marked = _Path()
    if picture.descent is None:
        return marked
    (xs, ys), rows, columns = axes, len(grid), len(grid[0])
    for step, (x, y) in enumerate(picture.descent.points):
        c = (x - xs[0]) / (xs[-1] - xs[0]) * (columns - 1)
        r = (ys[-1] - y) / (ys[-1] - ys[0]) * (rows - 1)
        if not (-0.5 <= r < rows - 0.5 and -0.5 <= c < columns - 0.5):  # (nan too)
            marked.steps = step
            break
        grid[round(r)][round(c)] = "o"
        marked.add((round(r), round(c)))
    return marked


# ----- As a file -----

def check_output(path):
    """Refuse, before any work, a file name that is not .svg or .png, or one in a folder that does not exist."""
    if os.path.splitext(path)[1].lower() not in IMAGE_SUFFIXES:
        raise GradcliError(f"--output writes .svg or .png files, not {path!r}")
    folder = os.path.dirname(path)
    if folder and not os.path.isdir(folder):
        raise GradcliError(f"--output {path!r}: there is no folder {folder!r} to write it in")


def write_image(picture, path):
    """Draw the picture with matplotlib into `path` (.svg or .png); the SVG is the same for the same numbers."""
    try:
        import matplotlib
    except ImportError:
        raise MissingExtra(MISSING_MATPLOTLIB) from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # Text stays text in the SVG (searchable, and readable by a screen reader or a test).
    with matplotlib.rc_context({"svg.hashsalt": "gradcli", "svg.fonttype": "none", "figure.figsize": (8, 5)}):
        figure, axes = plt.subplots(layout="constrained")
        (_draw_curves if len(picture.names) == 1 else _draw_heatmap)(picture, figure, axes)
        svg = path.lower().endswith(".svg")
        try:
            figure.savefig(path, format="svg" if svg else "png", metadata={"Date": None} if svg else None, dpi=120)
        except OSError as exc:
            raise EvaluationError(f"cannot write {path}: {exc.strerror or exc}") from None
        finally:
            plt.close(figure)


def _draw_curves(picture, figure, axes):
    (name,) = picture.names
    (x,) = picture.sweep.coordinates
    for target in picture.sweep.targets:
        axes.plot(x, picture.values(target), label=target.expr)
    axes.plot(x, picture.gradient(name), linestyle="--", label=picture.gradient_label(name))
    axes.axhline(0, color="0.8", linewidth=0.8, zorder=0)
    axes.set(xlabel=name, title=f"{picture.value_label} and its gradient")
    axes.grid(alpha=0.3)
    axes.legend()


def _draw_heatmap(picture, figure, axes):
    (xs, ys), (x_name, y_name) = (a.points() for a in picture.sweep.axes), picture.names
    mesh = axes.pcolormesh(xs, ys, picture.total().T, shading="auto", cmap="viridis", rasterized=True)  # small SVGs
    figure.colorbar(mesh, ax=axes, label=picture.value_label)
    step = max(1, len(xs) // 15), max(1, len(ys) // 15)
    gx, gy = (picture.gradient(n)[::step[0], ::step[1]].T for n in picture.names)
    norm = np.hypot(gx, gy)
    norm[norm == 0] = 1
    axes.quiver(xs[::step[0]], ys[::step[1]], gx / norm, gy / norm, color="white", alpha=0.8, angles="xy",
                label=f"tape.gradient (d/d{x_name}, d/d{y_name}), direction")
    if picture.descent is not None:
        px, py = picture.descent.points.T
        axes.plot(px, py, "o-", color="tab:red", markersize=3,
                  label=f"gradient descent, lr {picture.descent.lr:g}, {len(px) - 1} steps")
    axes.set(xlabel=x_name, ylabel=y_name, title=f"{picture.value_label} with its gradient")
    axes.legend(loc="upper right", fontsize="small")
