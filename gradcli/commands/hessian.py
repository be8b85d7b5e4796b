"""`gradcli hessian`: a scalar formula's Hessian, block by block, with its gradient and what is asked beside it
(the eigenvalues, sympy's second derivatives, finite differences)."""
import dataclasses

import numpy as np

from gradcli.commands.calculator import Calculator, listed
from gradcli.commands.grad import checked, checked_exit_status
from gradcli.lang.results import Result, Source, Target, non_finite
from gradcli.words.errors import GradcliError


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


def hessian_report(question, asked, step_done=None):
    """The report of `gradcli hessian` of the question's one formula, with the --eigen, --symbolic and --check
    that `asked` holds; `step_done` is told how far --check has come."""
    from gradcli.engine import curvature

    calculator = Calculator(question)
    (target,) = calculator.targets
    if target.ndim:
        raise GradcliError(f"hessian takes a scalar formula, but {calculator.formulas[0]} has shape "
                           f"{target.shape}; wrap it in reduce_sum(...) for the Hessian of its sum")
    sources = calculator.source_tensors()
    gradient, blocks = calculator.hessian()
    result = Result("hessian", 1, [Target(calculator.formulas[0], target)],
                    [Source(name, s, row) for name, s, row in zip(calculator.sources, sources, blocks)], order=2)
    found = None
    if asked.eigen:
        flat_gradient = np.concatenate([np.zeros(s.size) if g is None else np.asarray(g.value, np.float64).ravel()
                                        for g, s in zip(gradient, sources)])
        found = curvature.eigen(curvature.hessian_matrix(blocks, sources), flat_gradient,
                                unconnected=all(g is None for g in gradient))
    derivatives = None
    if asked.symbolic:
        from gradcli.commands.symbolic import second_derivatives

        derivatives = second_derivatives(calculator, result)
    return HessianReport(f"hessian of {calculator.formulas[0]} by {listed(calculator.sources)}", result, gradient,
                         found, checked(asked, lambda fd: fd.check_hessian(calculator, result, step_done)),
                         derivatives, non_finite([result]), asked.strict)
