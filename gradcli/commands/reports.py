"""What each command reports: the numbers it computed, before any of them is rendered, and its exit status.

A command builds its report here and hands it to `render.render`, which turns it
into text in the format asked for; the click layer only parses options.
"""
import dataclasses

import numpy as np

from gradcli.engine.errors import EXIT_FAILURE, EXIT_USAGE, GradcliError


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
    notes: list = ()  # what the tape did as TensorFlow does, without a word: integer sources get no gradient
    mismatches: list = ()  # the --expect answers that do not hold
    command = "grad"

    @property
    def exit_status(self):
        return checked_exit_status(self)


def checked_exit_status(report):
    """1 when finite differences or sympy disagree with the tape, an expected answer does not hold, or --strict
    finds inf or nan."""
    disagrees = (report.check and not report.check.agrees) or any(not d.agrees for d in report.derivatives or [])
    return EXIT_FAILURE if disagrees or report.mismatches or (report.strict and report.warnings) else 0


# The options of `gradcli grad` that do not combine: each rule is an option, the options it does not go with,
# and what the refusal says ({refused}: those given; {works} and {it} agree with their number).
_REFUSALS = (
    ("--over", ("--jacobian", "--symbolic", "--check", "--expect", "--order", "--jvp"),
     "{refused} {works} at one point: give {it} with --at, not --over"),
    ("--expect", ("--order", "--jvp"), "--expect checks first derivatives; it does not combine with {refused}"),
    ("--jvp", ("--order", "--symbolic", "--wrt", "--output-gradients"),
     "--jvp takes its directions from the tangents; it does not combine with {refused}"),
)


def _refuse_combinations(given):
    """Refuse the options given together (`given`: each option's name -> whether it was given) that _REFUSALS
    keeps apart, by its first rule that applies."""
    for option, others, message in _REFUSALS:
        refused = [other for other in others if given[other]]
        if given[option] and refused:
            one = len(refused) == 1
            raise GradcliError(message.format(refused=", ".join(refused), works="works" if one else "work",
                                              it="it" if one else "them"))


def _checked(check, compare):
    """With --check, the Check `compare(finite_differences)` gives (the module is imported only then); else None."""
    if not check:
        return None
    from gradcli.commands import finite_differences

    return compare(finite_differences)


def grad_report(formulas, assignments, overs, wrt, output_gradients, unconnected, dtype, jacobian, symbolic, check,
                strict, expect, tolerance, order=1, tangents=(), step_done=None):
    """The report of `gradcli grad`: at one point, or with --over at every point of the ranges; with --order N,
    N nested tapes; with --jvp, J·v. `step_done` is told how far --check has come."""
    from gradcli.commands.calculator import Calculator
    from gradcli.lang.results import jacobians_summed, mismatches, non_finite

    _refuse_combinations({"--over": bool(overs), "--jacobian": jacobian, "--symbolic": symbolic, "--check": check,
                          "--expect": bool(expect), "--order": order > 1, "--jvp": bool(tangents), "--wrt": bool(wrt),
                          "--output-gradients": bool(output_gradients)})
    if overs:
        return sweep_report(formulas, assignments, overs, wrt, output_gradients, unconnected, dtype, strict)
    if tangents:
        return jvp_report(formulas, assignments, tangents, dtype, jacobian, check, strict, step_done)
    if order > 1:
        return order_report(formulas, assignments, wrt, output_gradients, unconnected, dtype, order, jacobian,
                            symbolic, check, strict, step_done)
    calculator = Calculator(formulas, assignments, wrt, output_gradients, unconnected, dtype)
    gradient = calculator.gradient()
    calculator.expect(gradient, expect, tolerance)
    jacobians = calculator.jacobians() if jacobian else []
    derivatives = None
    if symbolic:
        from gradcli.commands.symbolic import derivatives as sympy_derivatives

        derivatives = sympy_derivatives(calculator, gradient)
    return GradReport(
        call=calculator.call_text(), gradient=gradient, jacobians=jacobians,
        comparison=jacobians_summed(gradient, jacobians, calculator.weights()) if jacobian else None,
        weights=calculator.weights() if output_gradients else None,
        check=_checked(check, lambda fd: fd.check_gradient(calculator, [gradient] + jacobians, step_done)),
        derivatives=derivatives, warnings=non_finite([gradient] + jacobians), strict=strict,
        notes=calculator.integer_sources(), mismatches=mismatches([gradient], "--expect gives"))


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
    from gradcli.commands.sweep import non_finite, parse_axis, sweep

    result = sweep(formulas, assignments, [parse_axis(text) for text in overs], wrt, output_gradients, unconnected,
                   dtype)
    return SweepReport(result, non_finite(result), strict)


@dataclasses.dataclass
class RunReport:
    """`gradcli run`: a program's results, the expected answers that do not hold, and the error that ended it
    (the results before it are shown)."""

    results: list
    mismatches: list
    warnings: list
    strict: bool
    error: GradcliError = None
    command = "run"

    @property
    def exit_status(self):
        if self.error:
            return self.error.exit_code
        if not self.results:
            return EXIT_USAGE  # nothing to differentiate
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


def run_report(path, dtype, strict, language, write=None, log=None):
    """The report of running a file: a program's results, or what TensorFlow code printed. TensorFlow code
    prints as it runs, through `write` (standard output) and `log` (standard error, line by line), or into the
    report where they are None."""
    from gradcli.lang.program import is_tensorflow, read_program_file, run_program
    from gradcli.lang.results import mismatches, non_finite

    text, source = read_program_file(path), "<stdin>" if path == "-" else path
    if language == "tf" or (language == "auto" and is_tensorflow(path, text)):
        from gradcli.lang.tensorflow.dialect import run_tensorflow

        report = TensorFlowReport(source, [], [])
        run_tensorflow(text, source, write or report.printed.append, log or report.warnings.append, strict)
        return report
    results, error = [], None
    try:
        run_program(text, source, dtype, results)
    except GradcliError as exc:
        error = exc
    return RunReport(results, mismatches(results), non_finite(results), strict, error)


class BatchReport:
    """`gradcli batch`: each file's Entry, as it finishes; the exit status counts the failures seen."""

    command = "batch"

    def __init__(self, entries, files):
        self._entries, self.files, self.failed = entries, files, 0

    def entries(self):
        for entry in self._entries:
            self.failed += not entry.ok
            yield entry

    @property
    def exit_status(self):
        return EXIT_FAILURE if self.failed else 0


def batch_report(files, jobs, timeout, strict, dtype):
    from gradcli.commands.files import Settings, run_all

    return BatchReport(run_all(files, jobs, timeout, Settings(strict, dtype)), files)


@dataclasses.dataclass
class GraphReport:
    """`gradcli graph`: each formula as the tree of operations its user wrote (GraphNodes), with the gradient that
    flowed into each."""

    roots: list
    exit_status: int = 0
    command = "graph"


def graph_report(formulas, assignments, wrt, output_gradients, dtype):
    from gradcli.commands.calculator import Calculator
    from gradcli.commands.formula_tree import build

    return GraphReport(build(Calculator(formulas, assignments, wrt, output_gradients, dtype=dtype)))


@dataclasses.dataclass
class PlotReport:
    """`gradcli plot`: the picture's numbers, and the file it was written to (None: drawn in the terminal)."""

    picture: object  # the plot.Picture
    output: str
    warnings: list  # inf and nan in the sweep, which the picture leaves out
    exit_status: int = 0
    command = "plot"


def plot_report(formulas, assignments, overs, dtype, path, lr, steps, output):
    from gradcli.output import drawing
    from gradcli.commands import picture as plot
    from gradcli.commands.sweep import non_finite

    if output:
        drawing.check_output(output)
    picture = plot.picture(formulas, assignments, overs, dtype, path, lr, steps)
    if output:
        drawing.write_image(picture, output)
    return PlotReport(picture, output, non_finite(picture.sweep))


@dataclasses.dataclass
class FunctionsReport:
    """`gradcli functions`: the vocabulary, by group."""

    groups: dict  # group name -> its Functions, in the order declared
    exit_status: int = 0
    command = "functions"


def functions_report():
    from gradcli.functions import GROUPS, VOCABULARY

    entries = list(dict.fromkeys(VOCABULARY.values()))
    return FunctionsReport({group: [e for e in entries if e.group == group] for group in GROUPS})


# ----- Derivatives beyond the first, and along a direction -----

def order_report(formulas, assignments, wrt, output_gradients, unconnected, dtype, order, jacobian, symbolic, check,
                 strict, step_done=None):
    """`gradcli grad --order N`: N nested tapes, each tape.gradient of the level inside it; with --jacobian, the
    jacobian of each entry of level N-1 (the Hessian, for N = 2), which summed gives level N."""
    from gradcli.commands.calculator import Calculator
    from gradcli.lang.interpreter import evaluation_scope
    from gradcli.lang.results import Result, Source, Target, non_finite

    calculator = Calculator(formulas, assignments, wrt, output_gradients, unconnected, dtype)
    sources = calculator.source_tensors()
    levels = calculator.nested_gradients(order)
    with evaluation_scope(dtype):
        blocks = [None if g is None else calculator.tape.jacobian(g, sources) for g in levels[-2]] if jacobian else []
    result = Result("gradient", 1, [Target(f, t) for f, t in zip(calculator.formulas, levels[0])],
                    [Source(name, s, a) for name, s, a in zip(calculator.sources, sources, levels[-1])], order=order)
    jacobians = [Result("jacobian", j + 1, [Target(_level_label(name, order - 1), g)],
                        [Source(n, s, b) for n, s, b in zip(calculator.sources, sources, row)])
                 for j, (name, g, row) in enumerate(zip(calculator.sources, levels[-2], blocks)) if row is not None]
    derivatives = None
    if symbolic:
        from gradcli.commands.symbolic import nested_derivatives

        derivatives = nested_derivatives(calculator, result, order)
    return GradReport(
        call=_nested_call(calculator, order), gradient=result, jacobians=jacobians,
        comparison=_summed_blocks(result, jacobians) if jacobian else None, weights=None,
        check=_checked(check, lambda fd: fd.check_levels(calculator, order, result, step_done)),
        derivatives=derivatives,
        warnings=non_finite([result] + jacobians), strict=strict)


def _level_label(name, order):
    """The entry of level `order` of nested tapes for source `name`: d/dx, then d/dx (order 2), ..."""
    return f"d/d{name}" if order == 1 else f"d/d{name} (order {order})"


def _nested_call(calculator, order):
    """tape.gradient(tape.gradient(f, x), x) and so on: the calls N nested tapes make."""
    from gradcli.commands.calculator import listed

    call = calculator.call_text()
    for _ in range(order - 1):
        call = f"tape.gradient({call}, {listed(calculator.sources)})"
    return call


def _summed_blocks(result, jacobians):
    """The identity linking the jacobians of level N-1 to level N: summed over their rows and over the sources'
    entries, they give each source's level N."""
    from gradcli.lang.results import jacobians_summed

    return jacobians_summed(result, jacobians, [np.ones(jac.targets[0].value.shape) for jac in jacobians])


@dataclasses.dataclass
class JvpReport:
    """`gradcli grad --jvp`: each formula's forward-mode derivative along the tangents, J·v; with --jacobian, each
    formula's jacobian by the tangents' names, and J·v from it."""

    call: str
    result: object  # the Result, kind "jvp"
    jacobians: list  # one Result per formula, with --jacobian
    comparison: object  # per formula, J·v from its jacobian, and whether that is the jvp (a Comparison)
    check: object  # central differences along the tangents, with --check
    warnings: list
    strict: bool
    derivatives: list = ()  # (--jvp has no --symbolic,
    notes: list = ()  # no integer sources to note,
    mismatches: list = ()  # and no --expect)
    command = "grad jvp"

    @property
    def exit_status(self):
        return checked_exit_status(self)


def jvp_report(formulas, assignments, tangent_assignments, dtype, jacobian, check, strict, step_done=None):
    from gradcli.commands.calculator import Calculator, read_values
    from gradcli.lang.interpreter import evaluation_scope
    from gradcli.lang.results import directional, non_finite

    calculator = Calculator(formulas, assignments, dtype=dtype)
    with evaluation_scope(dtype):
        given = read_values(tangent_assignments, "--jvp")
    for name in given:
        if name not in calculator.values:
            raise GradcliError(f"--jvp gives a tangent for '{name}', which has no value; give it with --at "
                               f"{name}=VALUE")
    targets = list(zip(calculator.formulas, calculator.targets))
    with calculator.recording():
        result = directional(calculator.tape, 1, targets, [(name, calculator.values[name]) for name in given],
                             list(given.items()), paused=calculator.tape.stop_recording,
                             labels=[f"--jvp {name}" for name in given])
    jacobians = calculator.jacobians(list(given)) if jacobian else []
    return JvpReport(_jvp_call(calculator, tangent_assignments), result, jacobians,
                     _jacobian_times_tangents(result, jacobians) if jacobian else None,
                     _checked(check, lambda fd: fd.check_jvp(calculator, result, step_done)),
                     non_finite([result]), strict)


def _jacobian_times_tangents(result, jacobians):
    """The identity linking each formula's jacobian to its jvp: contracted with the tangents and summed over the
    names, it gives J·v. The forward mode's None (the tangents do not reach the formula) is zeros here, as is an
    unconnected block."""
    from gradcli.lang.results import summed_identity

    zeros = [np.zeros(t.value.shape) for t in result.targets]
    return summed_identity([z if t.jvp is None else t.jvp for z, t in zip(zeros, result.targets)],
                           [[np.zeros(z.shape + s.value.shape) if s.result is None else s.result for s in jac.sources]
                            for z, jac in zip(zeros, jacobians)],
                           [s.result for s in result.sources], by_sources=True)


def _jvp_call(calculator, tangent_assignments):
    from gradcli.commands.calculator import listed, parse_assignment

    names, values = zip(*(parse_assignment(text, "--jvp") for text in tangent_assignments))
    return f"ForwardAccumulator({listed(names)}, {listed(values)}).jvp({listed(calculator.formulas)})"


@dataclasses.dataclass
class HessianReport:
    """`gradcli hessian`: a scalar formula's Hessian, block by block, with its gradient and what was asked for."""

    call: str
    result: object  # the Result, kind "hessian": each source's row of blocks
    gradient: list  # tape.gradient's answer per source (None where unconnected)
    eigen: object  # the Eigen, with --eigen
    check: object  # the blocks against finite differences of the gradient, with --check
    derivatives: list  # sympy's second derivatives, with --symbolic
    warnings: list
    strict: bool
    mismatches: list = ()  # (hessian has no --expect,
    notes: list = ()  # nor integer sources to note)
    command = "hessian"

    @property
    def exit_status(self):
        return checked_exit_status(self)


def hessian_report(formula, assignments, wrt, dtype, eigen, symbolic, check, strict, step_done=None):
    from gradcli.engine import curvature
    from gradcli.commands.calculator import Calculator, listed
    from gradcli.lang.results import Result, Source, Target, non_finite

    calculator = Calculator([formula], assignments, wrt, dtype=dtype)
    (target,) = calculator.targets
    if target.ndim:
        raise GradcliError(f"hessian takes a scalar formula, but {calculator.formulas[0]} has shape "
                           f"{target.shape}; wrap it in reduce_sum(...) for the Hessian of its sum")
    sources = calculator.source_tensors()
    gradient, blocks = calculator.hessian()
    result = Result("hessian", 1, [Target(calculator.formulas[0], target)],
                    [Source(name, s, row) for name, s, row in zip(calculator.sources, sources, blocks)], order=2)
    found = None
    if eigen:
        flat_gradient = np.concatenate([np.zeros(s.size) if g is None else np.asarray(g.value, np.float64).ravel()
                                        for g, s in zip(gradient, sources)])
        found = curvature.eigen(curvature.hessian_matrix(blocks, sources), flat_gradient)
    derivatives = None
    if symbolic:
        from gradcli.commands.symbolic import second_derivatives

        derivatives = second_derivatives(calculator, result)
    return HessianReport(f"hessian of {calculator.formulas[0]} by {listed(calculator.sources)}", result, gradient,
                         found, _checked(check, lambda fd: fd.check_hessian(calculator, result, step_done)),
                         derivatives, non_finite([result]), strict)
