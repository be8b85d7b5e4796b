"""What each command reports: the numbers it computed, before any of them is rendered, and its exit status.

A command builds its report here and hands it to `render.render`, which turns it
into text in the format asked for; the click layer only parses options.
"""
import dataclasses

from gradcli.errors import EXIT_FAILURE


@dataclasses.dataclass
class GradReport:
    """`gradcli grad`: tape.gradient of the formulas, and what was asked for beside it."""

    call: str  # the TensorFlow call answered, as text
    gradient: object  # the Result
    jacobians: list  # one Result per formula, with --jacobian
    comparison: object  # how the jacobians sum to the gradient (a Comparison), with --jacobian
    weights: list  # the output gradients, when given
    check: object  # the finite-difference Check, with --check
    derivatives: list  # sympy's Derivatives, with --symbolic
    warnings: list  # inf and nan in the results
    strict: bool
    command = "grad"

    @property
    def exit_status(self):
        disagrees = (self.check and not self.check.agrees) or any(not d.agrees for d in self.derivatives or [])
        return EXIT_FAILURE if disagrees or (self.strict and self.warnings) else 0


def grad_report(formulas, assignments, wrt, output_gradients, unconnected, dtype, jacobian, symbolic, check, strict):
    from gradcli.calculator import Calculator
    from gradcli.results import non_finite

    calculator = Calculator(formulas, assignments, wrt, output_gradients, unconnected, dtype)
    gradient = calculator.gradient()
    jacobians = calculator.jacobians() if jacobian else []
    derivatives = None
    if symbolic:
        from gradcli.symbolic_derivatives import derivatives as sympy_derivatives

        derivatives = sympy_derivatives(calculator, gradient)
    return GradReport(
        call=calculator.call_text(), gradient=gradient, jacobians=jacobians,
        comparison=calculator.compare(gradient, jacobians) if jacobian else None,
        weights=calculator.weights() if output_gradients else None,
        check=calculator.finite_difference_check([gradient] + jacobians) if check else None,
        derivatives=derivatives, warnings=non_finite([gradient] + jacobians), strict=strict)


@dataclasses.dataclass
class SweepReport:
    """`gradcli grad --over`: the formulas' values and tape.gradient at every point of a range or grid."""

    sweep: object  # the Sweep
    warnings: list  # inf and nan in the results, with how many points hold them
    strict: bool
    command = "grad sweep"

    @property
    def exit_status(self):
        return EXIT_FAILURE if self.strict and self.warnings else 0


def sweep_report(formulas, assignments, overs, wrt, output_gradients, unconnected, dtype, strict):
    from gradcli.sweep import non_finite, sweep

    result = sweep(formulas, assignments, overs, wrt, output_gradients, unconnected, dtype)
    return SweepReport(result, non_finite(result), strict)


@dataclasses.dataclass
class RunReport:
    """`gradcli run`: a program's results, and the expected answers that do not hold."""

    results: list
    mismatches: list
    warnings: list
    strict: bool
    command = "run"

    @property
    def exit_status(self):
        return EXIT_FAILURE if self.mismatches or (self.strict and self.warnings) else 0


@dataclasses.dataclass
class TensorFlowReport:
    """`gradcli run` of TensorFlow code: what it printed (already written, unless kept here for JSON), and
    the warnings TensorFlow would have logged."""

    file: str
    printed: list  # the text it printed, when kept
    warnings: list
    exit_status: int = 0
    command = "run tensorflow"


def run_report(path, dtype, strict, language, write):
    """The report of running a file: a program's results, or what TensorFlow code printed. TensorFlow code
    prints as it runs, through `write`, or into the report when `write` is None."""
    from gradcli.program import read_program_file, run_program
    from gradcli.results import mismatches, non_finite
    from gradcli.tensorflow_code import is_tensorflow, run_tensorflow

    text, source = read_program_file(path), "<stdin>" if path == "-" else path
    if language == "tf" or (language == "auto" and is_tensorflow(path, text)):
        report = TensorFlowReport(source, [], [])
        run_tensorflow(text, source, write or report.printed.append, report.warnings.append, strict)
        return report
    results = run_program(text, source, dtype)
    return RunReport(results, mismatches(results), non_finite(results), strict)


class BatchReport:
    """`gradcli batch`: each file's Entry, as it finishes; the exit status counts the failures seen."""

    command = "batch"

    def __init__(self, entries, total):
        self._entries, self.total, self.failed = entries, total, 0

    def entries(self):
        for entry in self._entries:
            self.failed += not entry.ok
            yield entry

    @property
    def exit_status(self):
        return EXIT_FAILURE if self.failed else 0


def batch_report(files, jobs, timeout, strict):
    from gradcli.batch_runner import run_all

    return BatchReport(run_all(files, jobs, timeout, strict), len(files))


@dataclasses.dataclass
class GraphReport:
    """`gradcli graph`: the recorded tape, as trees of GraphNodes."""

    roots: list
    exit_status: int = 0
    command = "graph"


def graph_report(formulas, assignments, output_gradients, dtype):
    from gradcli.calculator import Calculator
    from gradcli.tape_tree import build

    return GraphReport(build(Calculator(formulas, assignments, output_gradients=output_gradients, dtype=dtype)))


@dataclasses.dataclass
class PlotReport:
    """`gradcli plot`: the picture's numbers, and the file it was written to (None: drawn in the terminal)."""

    picture: object  # the plot.Picture
    output: str
    warnings: list  # inf and nan in the sweep, which the picture leaves out
    exit_status: int = 0
    command = "plot"


def plot_report(formulas, assignments, overs, dtype, path, lr, steps, output):
    from gradcli import plot
    from gradcli.sweep import non_finite

    if output:
        plot.check_output(output)
    picture = plot.picture(formulas, assignments, overs, dtype, path, lr, steps)
    if output:
        plot.write_image(picture, output)
    return PlotReport(picture, output, non_finite(picture.sweep))


@dataclasses.dataclass
class FunctionsReport:
    """`gradcli functions`: the vocabulary, by group."""

    groups: dict  # group name -> its Functions, in the order declared
    exit_status: int = 0
    command = "functions"


def functions_report():
    from gradcli.vocabulary import GROUPS, VOCABULARY

    entries = list(dict.fromkeys(VOCABULARY.values()))
    return FunctionsReport({group: [e for e in entries if e.group == group] for group in GROUPS})
