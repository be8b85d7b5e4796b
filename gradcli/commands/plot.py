"""`gradcli plot`: the numbers of a picture of formulas and their gradient; `output.drawing` draws them.

Over one swept name, each formula's curve and the gradient the tape returns:
the derivative of their sum, as tape.gradient sums its targets. Over two, a
heatmap of the (summed) formulas with the gradient field on it, and, with
`--path`, the path gradient descent takes from the `--at` point. The values and
gradients come from a sweep (`gradcli.commands.sweep`), the descent from the calculator
at each point it reaches.
"""
import dataclasses

import numpy as np

from gradcli.commands.calculator import Calculator, parse_assignment
from gradcli.commands.sweep import parse_axis, sweep
from gradcli.engine.tensor import constant
from gradcli.words.errors import EvaluationError, GradcliError

POINTS = {1: 401, 2: 61}  # points per --over name given without a COUNT: a curve, a heatmap


@dataclasses.dataclass
class PlotReport:
    """`gradcli plot`: the picture's numbers, the file it is to be written to (None: drawn in the terminal), and
    the warnings of inf and nan in the sweep, which the picture leaves out."""

    picture: object  # the Picture
    output: str
    warnings: list
    exit_status: int = 0
    command = "plot"


def plot_report(question, overs, path=False, lr=0.1, steps=50, output=None):
    """The report of `gradcli plot` of the question over the --over names; with `path`, the way gradient
    descent goes from their --at values (`lr`, `steps`); `output` names the file the picture goes to."""
    from gradcli.commands.sweep import non_finite

    drawn = picture(question, overs, path, lr, steps)
    return PlotReport(drawn, output, non_finite(drawn.sweep))


@dataclasses.dataclass
class Descent:
    """Gradient descent from a point: each step moves by -lr times tape.gradient there."""

    points: np.ndarray  # (steps taken + 1, 2): where it went
    lr: float
    diverged: bool = False  # whether it stopped because the next point, or the gradient, was no longer finite


@dataclasses.dataclass
class Picture:
    formulas: list
    sweep: object  # the Sweep of the formulas over the --over names
    descent: Descent = None

    @property
    def names(self):
        return [a.name for a in self.sweep.axes]

    @property
    def value_label(self):
        """What the tape differentiates: the formula, or the sum of the formulas."""
        return self.formulas[0] if len(self.formulas) == 1 else f"sum([{', '.join(self.formulas)}])"

    def gradient_label(self, name):
        return f"d/d{name} {self.value_label}"

    def values(self, target):
        """A formula's values, shaped as the grid; inf and nan (left out of pictures) as nan."""
        return _shown(target.values).reshape([a.count for a in self.sweep.axes])

    def total(self):
        """The summed formulas at each point, shaped as the grid."""
        return sum(self.values(t) for t in self.sweep.targets)

    def gradient(self, name):
        """tape.gradient for `name` at each point, shaped as the grid."""
        return self.values(next(s for s in self.sweep.sources if s.expr == name))


def picture(question, overs, path=False, lr=0.1, steps=50):
    """The numbers a plot draws: the question's formulas and their gradient over the --over names (one or
    two)."""
    axes = [parse_axis(text, POINTS.get(len(overs), POINTS[1])) for text in overs]
    if len(axes) not in (1, 2):
        raise GradcliError(f"plot draws over one --over name (a curve) or two (a heatmap), not {len(axes)}")
    names = [a.name for a in axes]
    start = {}  # the --at texts of swept names: where --path starts
    for text in question.at:
        name, _ = parse_assignment(text, "--at")
        if name in names:
            start[name] = text
    if path and len(names) != 2:
        raise GradcliError("--path draws gradient descent on a heatmap: give two --over names, and where it "
                           "starts as the --at value of each")
    if path and set(start) != set(names):
        raise GradcliError(f"--path starts from --at values of both --over names: give --at {names[0]}=... "
                           f"--at {names[1]}=...")
    if start and not path:
        raise GradcliError(f"{next(iter(start))} is given by both --at and --over; --at gives a swept name only "
                           "where --path starts")
    fixed = tuple(text for text in question.at if text not in start.values())
    # a name a formula does not depend on has a gradient of zero there: the picture draws it flat
    swept = dataclasses.replace(question, at=fixed, wrt=tuple(names), unconnected="zero")
    result = sweep(swept, axes)
    for target in result.targets:
        if target.shape != ():
            raise GradcliError(f"plot draws formulas of one number; '{target.expr}' has shape {target.shape}: "
                               "reduce it (reduce_sum(...)), or see every element with grad --over")
    _refuse_nothing_finite(result, overs)
    descent = None
    if path:
        descent = _descend(Calculator(dataclasses.replace(swept, at=fixed + tuple(start[n] for n in names))), lr,
                           steps)
    return Picture(list(question.formulas), result, descent)


def _refuse_nothing_finite(result, overs):
    """Fail (exit status 1) where the summed formulas are finite at no point: there is nothing to draw."""
    total = sum(np.asarray(t.values, dtype=np.float64) for t in result.targets)
    if not np.isfinite(total).any():
        what = "nan" if np.isnan(total).all() else "inf" if np.isinf(total).all() else "not finite"
        shown = result.targets[0].expr if len(result.targets) == 1 else "the sum of the formulas"
        raise EvaluationError(f"nothing finite to draw: {shown} is {what} on all of {' '.join(overs)}")


def _descend(calculator, lr, steps):
    """Where gradient descent goes from the calculator's point: each step is `gradcli grad --at` of the point
    before, the sources moved by -lr times the gradient there; it stops where that is no longer finite."""
    def position(at):
        return np.array([float(at.values[n].value) for n in calculator.sources])

    here, points = calculator, [position(calculator)]
    for _ in range(steps):
        gradient = np.array([float(s.result.value) for s in here.gradient().sources])
        with np.errstate(all="ignore"):  # a step that overflows is where the descent diverged
            moved = points[-1] - lr * gradient
        if not np.all(np.isfinite(moved)):
            return Descent(np.array(points), lr, diverged=True)
        here = calculator.at({**calculator.values, **{n: constant(float(v), calculator.dtype)
                                                      for n, v in zip(calculator.sources, moved)}})
        points.append(position(here))
    return Descent(np.array(points), lr)


def _shown(values):
    return np.where(np.isfinite(values), values, np.nan)
