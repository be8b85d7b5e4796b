"""Identities between results, in numbers: a jacobian weighted by the output gradients and summed is the
gradient; contracted with the tangents, it is the jvp. `grad --jacobian` shows them, and `--check` weighs
finite differences the same way.
"""
import dataclasses

import numpy as np

from gradcli.lang.results import same_numbers


def weighted_sum(blocks, weights, by_sources=False):
    """The sum over the connected `blocks` (jacobians, or None) of each contracted with its weight: over the
    block's leading axes, its target's (uᵀJ: the targets weighted by their output gradients); or, `by_sources`,
    over its trailing axes, its source's (J·v: the sources moved along their tangents). None when no block is
    connected."""
    terms = [np.tensordot(b, w, axes=np.ndim(w)) if by_sources else np.tensordot(w, b, axes=np.ndim(w))
             for b, w in zip(blocks, weights) if b is not None]
    return sum(terms) if terms else None


@dataclasses.dataclass
class Comparison:
    """An identity between results, in numbers: per answer, the blocks weighted and summed, and whether that is
    the answer (a jacobian weighted by the output gradients is the gradient; by the tangents, the jvp)."""

    summed: list  # per answer: the weighted sum of its blocks, or None if none is connected
    equal: list  # per answer: does it equal the weighted sum?


def summed_identity(answers, blocks, weights, by_sources=False):
    """The Comparison of each answer (a tensor, or None) with its row of `blocks` summed by `weighted_sum`."""
    summed = [weighted_sum(row, weights, by_sources) for row in blocks]
    return Comparison(summed, [same_numbers(answer, total) for answer, total in zip(answers, summed)])


def jacobians_summed(result, jacobians, weights):
    """The Comparison of each source's result with its jacobians (one per target) summed over the targets and
    their elements, weighted by `weights` (one per target: its output gradient)."""
    return summed_identity([s.result for s in result.sources],
                           [[jac.sources[i].result for jac in jacobians] for i in range(len(result.sources))], weights)


