"""Keras 3's other optimizers (Nadam, Adamax, Adadelta, Ftrl, Lion), on `optimizers.Optimizer`, and the table of
every optimizer by name (`OPTIMIZERS`, `get`).

Each update step follows Keras's own `update_step` operation by operation. Where Keras casts a hyperparameter to
the variable's dtype first (`beta_1 = ops.cast(self.beta_1, dtype)`), `1 - beta_1` is a float32 subtraction;
where it uses the Python float (`1 - self.beta_1`), the subtraction is Python's, rounded to float32 after: the
two differ in the last bit, so each step below keeps Keras's choice. None of these takes sparse gradients.
"""
from gradcli.engine import ops
from gradcli.engine.tensor import constant
from gradcli.functions.reductions import clip_by_value
from gradcli.tensorflow.keras.layer import in_graph
from gradcli.tensorflow.keras.optimizers import SGD, Adagrad, Adam, AdamW, Optimizer, RMSprop, divided_by_sqrt
from gradcli.tensorflow.keras.schedules import as_dtype_of
from gradcli.tensorflow.keras.variables import KerasVariable
from gradcli.lang.text import to_repr


class Nadam(Optimizer):
    """Adam with Nesterov momentum: the momentum's bias corrected by the product of the momentum schedule
    u_t = beta_1 (1 - 0.5 * 0.96^t), which Keras keeps in a variable of its own ("nadam/variable")."""

    defaults = {"beta_1": 0.9, "beta_2": 0.999, "epsilon": 1e-7}
    slots = (("momentum", "velocity"),)

    def __init__(self, learning_rate=0.001, beta_1=0.9, beta_2=0.999, epsilon=1e-7, **options):
        super().__init__(learning_rate, beta_1=beta_1, beta_2=beta_2, epsilon=epsilon, **options)

    def build(self, variables):
        if self.built:
            return
        super().build(variables)
        dtype = variables[0].dtype.name if variables else "float32"
        self.u_product = KerasVariable(1.0, None, self.name, dtype)  # ("variable", made unique)
        self.variables_made.append(self.u_product)

    def before_update_steps(self):
        dtype = self.u_product.dtype.name
        step = as_dtype_of(self.iterations.read() + 1, dtype)
        schedule = 1.0 - 0.5 * ops.power(constant(0.96, dtype), step)
        self.u_product.assign(self.u_product.read() * self.beta_1 * schedule)

    def update_step(self, grad, variable, learning_rate, slots):
        dtype = variable.dtype.name
        local_step = as_dtype_of(self.iterations.read() + 1, dtype)
        next_step = as_dtype_of(self.iterations.read() + 2, dtype)
        decay = as_dtype_of(0.96, dtype)
        beta_1, beta_2 = as_dtype_of(self.beta_1, dtype), as_dtype_of(self.beta_2, dtype)
        u_t = beta_1 * (1.0 - 0.5 * ops.power(decay, local_step))
        u_t_1 = beta_1 * (1.0 - 0.5 * ops.power(decay, next_step))
        u_product_t = as_dtype_of(self.u_product, dtype)
        u_product_t_1 = u_product_t * u_t_1
        beta_2_power = ops.power(beta_2, local_step)
        m, v = slots["momentum"], slots["velocity"]
        m.assign_add((grad - m.read()) * (1 - beta_1))
        v.assign_add((ops.square(grad) - v.read()) * (1 - beta_2))
        m_hat = u_t_1 * m.read() / (1 - u_product_t_1) + (1 - u_t) * grad / (1 - u_product_t)
        v_hat = v.read() / (1 - beta_2_power)
        variable.assign_sub(m_hat * learning_rate / (ops.sqrt(v_hat) + self.epsilon))


class Adamax(Optimizer):
    """Adam with the infinity norm: m += (g - m)(1 - beta_1); u = max(beta_2 u, |g|);
    w -= lr m / ((1 - beta_1^t)(u + epsilon))."""

    defaults = {"beta_1": 0.9, "beta_2": 0.999, "epsilon": 1e-7}
    slots = (("momentum", "norm"),)

    def __init__(self, learning_rate=0.001, beta_1=0.9, beta_2=0.999, epsilon=1e-7, **options):
        super().__init__(learning_rate, beta_1=beta_1, beta_2=beta_2, epsilon=epsilon, **options)

    def update_step(self, grad, variable, learning_rate, slots):
        dtype = variable.dtype.name
        local_step = as_dtype_of(self.iterations.read() + 1, dtype)
        beta_1_power = ops.power(as_dtype_of(self.beta_1, dtype), local_step)
        m, u = slots["momentum"], slots["norm"]
        m.assign_add((grad - m.read()) * (1 - self.beta_1))
        u.assign(ops.maximum(self.beta_2 * u.read(), ops.abs(grad)))
        variable.assign_sub(learning_rate * m.read() / ((1 - beta_1_power) * (u.read() + self.epsilon)))


class Adadelta(Optimizer):
    """a = rho a + (1 - rho) g^2; delta = -sqrt(d + epsilon) g / sqrt(a + epsilon);
    d = rho d + (1 - rho) delta^2; w += lr delta."""

    defaults = {"rho": 0.95, "epsilon": 1e-7}
    slots = (("accumulated_grad", "accumulated_delta_var"),)

    def __init__(self, learning_rate=0.001, rho=0.95, epsilon=1e-7, **options):
        super().__init__(learning_rate, rho=rho, epsilon=epsilon, **options)

    def update_step(self, grad, variable, learning_rate, slots):
        rho = self.rho
        accumulated_grad, accumulated_delta = slots["accumulated_grad"], slots["accumulated_delta_var"]
        accumulated_grad.assign(rho * accumulated_grad.read() + (1 - rho) * ops.square(grad))
        delta = -divided_by_sqrt(ops.sqrt(accumulated_delta.read() + self.epsilon) * grad,
                                 accumulated_grad.read() + self.epsilon)
        accumulated_delta.assign(rho * accumulated_delta.read() + (1 - rho) * ops.square(delta))
        variable.assign_add(learning_rate * delta)


class Ftrl(Optimizer):
    """Follow The Regularized Leader: a linear slot and an accumulator of squared gradients, from which the
    weights are computed anew each step (with L1, L2 and L2-shrinkage regularization)."""

    defaults = {"learning_rate_power": -0.5, "initial_accumulator_value": 0.1, "l1_regularization_strength": 0.0,
                "l2_regularization_strength": 0.0, "l2_shrinkage_regularization_strength": 0.0, "beta": 0.0}
    slots = (("accumulator", "linear"),)

    def __init__(self, learning_rate=0.001, learning_rate_power=-0.5, initial_accumulator_value=0.1,
                 l1_regularization_strength=0.0, l2_regularization_strength=0.0,
                 l2_shrinkage_regularization_strength=0.0, beta=0.0, **options):
        super().__init__(learning_rate, learning_rate_power=learning_rate_power,
                         initial_accumulator_value=initial_accumulator_value,
                         l1_regularization_strength=l1_regularization_strength,
                         l2_regularization_strength=l2_regularization_strength,
                         l2_shrinkage_regularization_strength=l2_shrinkage_regularization_strength, beta=beta,
                         **options)

    def check(self):
        positive = ("initial_accumulator_value", "learning_rate_power", "l1_regularization_strength",
                    "l2_regularization_strength", "l2_shrinkage_regularization_strength")
        for name in positive:
            value = getattr(self, name)
            if name == "learning_rate_power" and value > 0.0:
                raise ValueError(f"`learning_rate_power` needs to be negative or zero. Received: "
                                 f"learning_rate_power={value}.")
            if name != "learning_rate_power" and value < 0.0:
                raise ValueError(f"`{name}` needs to be positive or zero. Received: {name}={value}.")

    def slot_initial_value(self, slot):
        return self.initial_accumulator_value if slot == "accumulator" else 0

    def update_step(self, grad, variable, learning_rate, slots):
        accumulator, linear = slots["accumulator"], slots["linear"]
        power = -self.learning_rate_power
        l2_reg = self.l2_regularization_strength + self.beta / (2.0 * learning_rate)
        grad_to_use = grad + 2 * self.l2_shrinkage_regularization_strength * variable.read()
        new_accumulator = accumulator.read() + ops.square(grad)
        new_root, old_root = _power(new_accumulator, power), _power(accumulator.read(), power)
        linear.assign_add(grad_to_use - (new_root - old_root) / learning_rate * variable.read())
        quadratic = new_root / learning_rate + 2 * l2_reg
        l1 = self.l1_regularization_strength
        clipped = clip_by_value(linear.read(), -l1, l1)
        variable.assign((clipped - linear.read()) / quadratic)
        accumulator.assign(new_accumulator)


def _power(x, exponent):
    """keras.ops.power(x, exponent) of a Python float exponent: TensorFlow's Pow, the exponent in x's dtype; in a
    graph, x^0.5 is Sqrt, as TensorFlow's graph optimizer rewrites it (grappler's ConvertPow), which rounds
    otherwise."""
    if exponent == 0.5 and in_graph():
        return ops.sqrt(x)
    return ops.power(x, constant(exponent, x.value.dtype))


class Lion(Optimizer):
    """w -= lr sign(beta_1 m + (1 - beta_1) g); m = beta_2 m + (1 - beta_2) g."""

    defaults = {"beta_1": 0.9, "beta_2": 0.99}
    slots = (("momentum",),)

    def __init__(self, learning_rate=0.001, beta_1=0.9, beta_2=0.99, **options):
        super().__init__(learning_rate, beta_1=beta_1, beta_2=beta_2, **options)

    def check(self):
        if self.beta_1 <= 0 or self.beta_1 > 1:
            raise ValueError(f"Argument `beta_1` must be in the [0, 1] range. Otherwise, the optimizer degenerates "
                             f"to SignSGD. Received: beta_1={self.beta_1}.")

    def update_step(self, grad, variable, learning_rate, slots):
        dtype = variable.dtype.name
        beta_1, beta_2 = as_dtype_of(self.beta_1, dtype), as_dtype_of(self.beta_2, dtype)
        m = slots["momentum"]
        variable.assign_sub(learning_rate * ops.sign(m.read() * beta_1 + grad * (1.0 - beta_1)))
        m.assign(m.read() * beta_2 + grad * (1.0 - beta_2))


OPTIMIZERS = {optimizer.__name__: optimizer
              for optimizer in (SGD, Adam, AdamW, RMSprop, Adagrad, Nadam, Adamax, Adadelta, Ftrl, Lion)}
# keras.optimizers.get's names: the classes' names in lower case.
BY_STRING = {name.lower(): optimizer for name, optimizer in OPTIMIZERS.items()}


def get(identifier):
    """keras.optimizers.get: an optimizer given, or one made with its defaults from its name ("adam")."""
    if isinstance(identifier, Optimizer):
        return identifier
    if isinstance(identifier, str) and identifier.lower() in BY_STRING:
        return BY_STRING[identifier.lower()]()
    raise ValueError(f"Could not interpret optimizer identifier: {to_repr(identifier)}")
