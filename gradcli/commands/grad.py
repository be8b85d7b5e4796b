"""`gradcli grad`: tape.gradient of formulas at a point, and what is asked beside it; over a range (--over),
beyond the first derivative (--order) and along a direction (--jvp).

Each mode builds its report from a `Question` (what is differentiated, where) and an `Asked` (the options
beside it); `output.formats` renders it.
"""
import dataclasses

import numpy as np

from gradcli.commands.calculator import Calculator, listed, parse_assignment, read_values
from gradcli.commands.comparisons import jacobians_summed, summed_identity
from gradcli.lang.results import Result, Source, Target, mismatches, non_finite
from gradcli.lang.runtime import evaluation_scope
from gradcli.words.errors import EXIT_FAILURE, GradcliError


@dataclasses.dataclass(frozen=True)
class Asked:
    """What a formula command is asked for beside its answer, as the command line gave it."""

    overs: tuple = ()  # --over: the ranges of a sweep
    order: int = 1  # --order: nested tapes
    tangents: tuple = ()  # --jvp: NAME=VALUE tangents
    jacobian: bool = False
    symbolic: bool = False
    check: bool = False
    eigen: bool = False
    expect: tuple = ()  # --expect: an answer per source
    tolerance: float = None
    strict: bool = False


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
    command, mode = "grad", "point"

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


def _refuse_combinations(question, asked):
    """Refuse the options given together that _REFUSALS keeps apart, by its first rule that applies."""
    given = {"--over": bool(asked.overs), "--jacobian": asked.jacobian, "--symbolic": asked.symbolic,
             "--check": asked.check, "--expect": bool(asked.expect), "--order": asked.order > 1,
             "--jvp": bool(asked.tangents), "--wrt": bool(question.wrt),
             "--output-gradients": bool(question.output_gradients)}
    for option, others, message in _REFUSALS:
        refused = [other for other in others if given[other]]
        if given[option] and refused:
            one = len(refused) == 1
            raise GradcliError(message.format(refused=", ".join(refused), works="works" if one else "work",
                                              it="it" if one else "them"))


def checked(asked, compare):
    """With --check, the Check `compare(finite_differences)` gives (the module is imported only then); else None."""
    if not asked.check:
        return None
    from gradcli.commands import finite_differences

    return compare(finite_differences)


def grad_report(question, asked, step_done=None):
    """The report of `gradcli grad`: at one point, or with --over at every point of the ranges; with --order N,
    N nested tapes; with --jvp, J·v. `step_done` is told how far --check has come."""
    _refuse_combinations(question, asked)
    if asked.overs:
        return sweep_report(question, asked)
    if asked.tangents:
        return jvp_report(question, asked, step_done)
    if asked.order > 1:
        return order_report(question, asked, step_done)
    calculator = Calculator(question)
    gradient = calculator.gradient()
    calculator.expect(gradient, asked.expect, asked.tolerance)
    jacobians = calculator.jacobians() if asked.jacobian else []
    derivatives = None
    if asked.symbolic:
        from gradcli.commands.symbolic import derivatives as sympy_derivatives

        derivatives = sympy_derivatives(calculator, gradient)
    return GradReport(
        call=calculator.call_text(), gradient=gradient, jacobians=jacobians,
        comparison=jacobians_summed(gradient, jacobians, calculator.weights()) if asked.jacobian else None,
        weights=calculator.weights() if question.output_gradients else None,
        check=checked(asked, lambda fd: fd.check_gradient(calculator, [gradient] + jacobians, step_done)),
        derivatives=derivatives, warnings=non_finite([gradient] + jacobians), strict=asked.strict,
        notes=calculator.integer_sources(), mismatches=mismatches([gradient], "--expect gives"))


# ----- Over a range or a grid -----

@dataclasses.dataclass
class SweepReport:
    """`gradcli grad --over`: the formulas' values and tape.gradient at every point of a range or grid."""

    sweep: object  # the Sweep
    warnings: list  # inf and nan in the results, with how many points hold them
    strict: bool
    command, mode = "grad", "sweep"

    @property
    def exit_status(self):
        return EXIT_FAILURE if self.strict and self.warnings else 0


def sweep_report(question, asked):
    from gradcli.commands.sweep import non_finite as non_finite_points
    from gradcli.commands.sweep import parse_axis, sweep

    result = sweep(question, [parse_axis(text) for text in asked.overs])
    return SweepReport(result, non_finite_points(result), asked.strict)


# ----- Derivatives beyond the first -----

def order_report(question, asked, step_done=None):
    """`gradcli grad --order N`: N nested tapes, each tape.gradient of the level inside it; with --jacobian, the
    jacobian of each entry of level N-1 (the Hessian, for N = 2), which summed gives level N."""
    calculator, order = Calculator(question), asked.order
    sources = calculator.source_tensors()
    levels = calculator.nested_gradients(order)
    with evaluation_scope(question.dtype):
        blocks = ([None if g is None else calculator.tape.jacobian(g, sources) for g in levels[-2]]
                  if asked.jacobian else [])
    result = Result("gradient", 1, [Target(f, t) for f, t in zip(calculator.formulas, levels[0])],
                    [Source(name, s, a) for name, s, a in zip(calculator.sources, sources, levels[-1])], order=order)
    jacobians = [Result("jacobian", j + 1, [Target(_level_label(name, order - 1), g)],
                        [Source(n, s, b) for n, s, b in zip(calculator.sources, sources, row)])
                 for j, (name, g, row) in enumerate(zip(calculator.sources, levels[-2], blocks)) if row is not None]
    derivatives = None
    if asked.symbolic:
        from gradcli.commands.symbolic import nested_derivatives

        derivatives = nested_derivatives(calculator, result, order)
    return GradReport(
        call=_nested_call(calculator, order), gradient=result, jacobians=jacobians,
        comparison=_summed_blocks(result, jacobians) if asked.jacobian else None, weights=None,
        check=checked(asked, lambda fd: fd.check_levels(calculator, order, result, step_done)),
        derivatives=derivatives, warnings=non_finite([result] + jacobians), strict=asked.strict)


def _level_label(name, order):
    """The entry of level `order` of nested tapes for source `name`: d/dx, then d/dx (order 2), ..."""
    return f"d/d{name}" if order == 1 else f"d/d{name} (order {order})"


def _nested_call(calculator, order):
    """tape.gradient(tape.gradient(f, x), x) and so on: the calls N nested tapes make."""
    call = calculator.call_text()
    for _ in range(order - 1):
        call = f"tape.gradient({call}, {listed(calculator.sources)})"
    return call


def _summed_blocks(result, jacobians):
    """The identity linking the jacobians of level N-1 to level N: summed over their rows and over the sources'
    entries, they give each source's level N."""
    return jacobians_summed(result, jacobians, [np.ones(jac.targets[0].value.shape) for jac in jacobians])


# ----- Along a direction -----

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
    command, mode = "grad", "jvp"

    @property
    def exit_status(self):
        return checked_exit_status(self)


def jvp_report(question, asked, step_done=None):
    calculator = Calculator(question)
    with evaluation_scope(question.dtype):
        given = read_values(asked.tangents, "--jvp")
    for name in given:
        if name not in calculator.values:
            raise GradcliError(f"--jvp gives a tangent for '{name}', which has no value; give it with --at "
                               f"{name}=VALUE")
    result = calculator.jvp(given)
    jacobians = calculator.jacobians(list(given)) if asked.jacobian else []
    return JvpReport(_jvp_call(calculator, asked.tangents), result, jacobians,
                     _jacobian_times_tangents(result, jacobians) if asked.jacobian else None,
                     checked(asked, lambda fd: fd.check_jvp(calculator, result, step_done)),
                     non_finite([result]), asked.strict)


def _jacobian_times_tangents(result, jacobians):
    """The identity linking each formula's jacobian to its jvp: contracted with the tangents and summed over the
    names, it gives J·v. The forward mode's None (the tangents do not reach the formula) is zeros here, as is an
    unconnected block."""
    zeros = [np.zeros(t.value.shape) for t in result.targets]
    return summed_identity([z if t.jvp is None else t.jvp for z, t in zip(zeros, result.targets)],
                           [[np.zeros(z.shape + s.value.shape) if s.result is None else s.result for s in jac.sources]
                            for z, jac in zip(zeros, jacobians)],
                           [s.result for s in result.sources], by_sources=True)


def _jvp_call(calculator, tangent_assignments):
    names, values = zip(*(parse_assignment(text, "--jvp") for text in tangent_assignments))
    return f"ForwardAccumulator({listed(names)}, {listed(values)}).jvp({listed(calculator.formulas)})"
