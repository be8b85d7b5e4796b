"""The result calls of a program: `gradient(...)`, `jacobian(...)`, `hessian(...)`, `jvp(...)` and
`batch_jacobian(...)`, each a statement of its own or the value of a name.

Each is declared once, here, by its signature (TensorFlow's, plus `expect=`, the answer the program states);
the checker reads their names, the program dialect binds a call's arguments to them, and messages list them.
"""


def gradient(target, sources, output_gradients=None, unconnected_gradients="none", expect=None):
    """GradientTape.gradient: the sum over the targets and their elements, one answer per source."""


def jacobian(target, sources, unconnected_gradients="none", expect=None):
    """GradientTape.jacobian of one target: target.shape + source.shape per source."""


def hessian(target, sources, unconnected_gradients="none", expect=None):
    """A scalar target's Hessian: a row of blocks per source."""


def jvp(target, primals, tangents, expect=None):
    """J·v of the target along the tangents, as ForwardAccumulator computes it."""


def batch_jacobian(target, source, unconnected_gradients="none", expect=None):
    """GradientTape.batch_jacobian of one target by one source."""


RESULT_CALLS = {call.__name__: call for call in (gradient, jacobian, hessian, jvp, batch_jacobian)}
LISTED = ", ".join(f"{name}(...)" for name in list(RESULT_CALLS)[:-1]) + f" or {list(RESULT_CALLS)[-1]}(...)"
NOTHING_TO_DIFFERENTIATE = f"nothing to differentiate: the program has no result call ({LISTED})"
