"""Work: what an operation's kernel costs, known from its inputs before it runs.

`tensor.apply` charges each primitive its `work` (a function of its input values and parameters) before it runs
its kernel, so that the step budget stops a loop of heavy operations in time and refuses a single huge one
without running it. Work is counted in elements numpy makes in the same time (about a nanosecond each).
"""
import math

# In elements numpy makes in the same time (about a nanosecond each: `Primitive.work`), measured on numpy's
# float64 kernels: BLAS does some 20 multiply-adds of a matrix product in that time, LAPACK's factorizations
# (det, inv, solve) about 2 of their n**3 steps, and einsum one term of its sum when it does not call BLAS.
MULTIPLY_ADDS_PER_ELEMENT = 16
CUBIC_STEPS_PER_ELEMENT = 2


def inputs_work(*values, **params):
    """The work of an operation that does as much as its inputs' elements (elementwise, a reduction, a move)."""
    return sum(value.size for value in values)


def matmul_work(a, b, transpose_a=False, transpose_b=False):
    """The multiply-adds of a @ b (each batch's rows × columns × inner length), as elements' work."""
    if a.ndim < 2 or b.ndim < 2:
        return a.size + b.size  # refused by the kernel
    batch = max(a.size // max(a.shape[-1] * a.shape[-2], 1), b.size // max(b.shape[-1] * b.shape[-2], 1))
    rows, inner = a.shape[-2:] if not transpose_a else a.shape[:-3:-1]
    columns = b.shape[-2] if transpose_b else b.shape[-1]
    return a.size + b.size + batch * rows * inner * columns // MULTIPLY_ADDS_PER_ELEMENT


def cubic_work(a, *others, **params):
    """The steps of a factorization of each n×n matrix of `a` (n**3 of them), as elements' work."""
    if a.ndim < 2:
        return a.size
    n = a.shape[-1]
    return a.size + sum(x.size for x in others) + a.size * n // CUBIC_STEPS_PER_ELEMENT


def einsum_work(*operands, equation):
    """The terms an einsum adds up: the product of the sizes of all its subscripts (those summed over too), as
    a loop over them all computes it; its operands' elements where the equation does not fit them (the kernel
    says why)."""
    elements = sum(x.size for x in operands)
    inputs = equation.replace(" ", "").split("->")[0].split(",")
    if len(inputs) != len(operands):
        return elements
    sizes, ellipsis = {}, 1
    for subscripts, x in zip(inputs, operands):
        before, ellipsis_mark, after = subscripts.partition("...")
        if len(before) + len(after) > x.ndim or (not ellipsis_mark and len(before) != x.ndim):
            return elements
        middle = x.shape[len(before):x.ndim - len(after)]
        ellipsis = max(ellipsis, math.prod(middle))
        for letter, size in zip(before + after, x.shape[:len(before)] + x.shape[x.ndim - len(after):]):
            sizes[letter] = max(sizes.get(letter, 1), size)
    return elements + ellipsis * math.prod(sizes.values())
