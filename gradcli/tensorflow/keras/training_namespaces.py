"""What Keras's training objects offer TensorFlow code: the members of `tf.keras.optimizers` (with
`schedules`), of `tf.keras.losses` beyond gradcli's vocabulary, of `tf.keras.metrics`, and of `keras.losses`
where Keras 3's own module differs from tf.keras's; and each object's attributes, by type.

    OPTIMIZERS, LOSSES, METRICS, SCHEDULES  -- by Keras's names (classes as types the program can call)
    tf_keras(...), keras(...)  -- the namespaces tf.keras and keras, as the dialect offers them
    get_optimizer("adam"), get_loss("mse"), get_metric("accuracy")  -- by the strings compile() takes
    ATTRIBUTES  -- (type, {attribute: getter}) rows for the dialect's table
"""
import functools

from gradcli.functions import losses as function_losses
from gradcli.lang import classes
from gradcli.lang.runtime import Namespace
from gradcli.tensorflow import function
from gradcli.tensorflow.keras import (losses, losses_more, metrics, metrics_more, metrics_scores, optimizers,
                                           optimizers_more, schedules)
from gradcli.tensorflow.keras.naming import forget_names, to_snake_case
from gradcli.tensorflow.keras.variables import ATTRIBUTES as VARIABLE_ATTRIBUTES, KerasVariable
from gradcli.lang.text import to_repr

__all__ = ["OPTIMIZERS", "LOSSES", "METRICS", "SCHEDULES", "ATTRIBUTES", "forget_names", "get_optimizer",
           "get_loss", "loss_getter", "get_metric", "tf_keras", "keras", "clip_by_global_norm"]

clip_by_global_norm = optimizers.clip_by_global_norm


def _types(classes_by_name, module):
    """Classes as the program sees them: types it may call, and compare with type() and isinstance()."""
    return {name: classes.PyType(name, cls, cls, module=f"{module}.{name}") for name, cls in classes_by_name.items()}


SCHEDULES = _types(schedules.SCHEDULES, "keras.src.optimizers.schedules.learning_rate_schedule")
OPTIMIZERS = {**_types(optimizers_more.OPTIMIZERS, "keras.src.optimizers"), "get": optimizers_more.get,
              "schedules": Namespace("tensorflow.keras.optimizers.schedules", SCHEDULES)}
METRIC_CLASSES = {**metrics.CLASSES, **metrics_more.CLASSES, **metrics_scores.CLASSES}
# keras.metrics.get's names (compile's): each class's name, snake-cased too, and Keras's abbreviations.
METRICS_BY_STRING = {**{name: cls for name, cls in METRIC_CLASSES.items()},
                     **{to_snake_case(name): cls for name, cls in METRIC_CLASSES.items()},
                     **{alias: METRIC_CLASSES[name] for name, aliases in (
                         ("BinaryCrossentropy", ("bce", "BCE")), ("MeanSquaredError", ("mse", "MSE")),
                         ("MeanAbsoluteError", ("mae", "MAE")), ("MeanAbsolutePercentageError", ("mape", "MAPE")),
                         ("MeanSquaredLogarithmicError", ("msle", "MSLE"))) for alias in aliases}}
def _as_python_in_traces(per_sample):
    """A per-sample function that makes a tf.function's trace calling it run as Python at each call: the
    accuracies compare values with numpy, which a trace would not compute again."""
    @functools.wraps(per_sample)
    def call(*args, **kwargs):
        function.runs_as_python()
        return per_sample(*args, **kwargs)
    return call


# keras.metrics's functions: the per-sample values the mean metrics average.
METRIC_FUNCTIONS = {
    "binary_accuracy": metrics.binary_accuracy, "categorical_accuracy": metrics.categorical_accuracy,
    "sparse_categorical_accuracy": metrics.sparse_categorical_accuracy,
    "sparse_top_k_categorical_accuracy": metrics.sparse_top_k_categorical_accuracy,
    "top_k_categorical_accuracy": metrics_more.top_k_categorical_accuracy,
    "pearson_correlation": metrics_more.pearson_correlation,
    "concordance_correlation": metrics_more.concordance_correlation,
    "mean_squared_error": function_losses.mean_squared_error,
    "mean_absolute_error": function_losses.mean_absolute_error,
    "binary_crossentropy": function_losses.binary_crossentropy,
    "categorical_crossentropy": function_losses.categorical_crossentropy,
    "sparse_categorical_crossentropy": losses.sparse_categorical_crossentropy, "huber": losses.huber,
    "log_cosh": losses.log_cosh, "kl_divergence": losses.kl_divergence,
    **losses_more.LONG_NAMES, **{name: losses_more.FUNCTIONS[name] for name in (
        "hinge", "squared_hinge", "categorical_hinge", "poisson", "binary_focal_crossentropy",
        "categorical_focal_crossentropy")}}
METRICS = {**_types(METRIC_CLASSES, "keras.src.metrics"),
           **{name: _as_python_in_traces(per_sample) for name, per_sample in METRIC_FUNCTIONS.items()}}

# tf.keras.losses beyond what the vocabulary puts there (mse, MSE, mae, MAE and the cross-entropies).
LOSS_CLASSES = {**losses.CLASSES, **losses_more.CLASSES}
LOSSES = {**_types(LOSS_CLASSES, "keras.src.losses.losses"), "huber": losses.huber, "logcosh": losses.log_cosh,
          "kld": losses.kl_divergence, "KLD": losses.kl_divergence,
          "kullback_leibler_divergence": losses.kl_divergence, **losses_more.FUNCTIONS, **losses_more.SHORT_NAMES}
_TF_ONLY_LOSSES = ("MSE", "MAE", "mse", "mae", "KLD", "kld", "kullback_leibler_divergence", "logcosh",
                   *losses_more.SHORT_NAMES)


def tf_keras(library_losses):
    """tf.keras, from the namespace of the vocabulary's losses under tf.keras.losses."""
    members = library_losses.members
    members.update(LOSSES, get=loss_getter(members))
    return Namespace("tensorflow.keras", {"losses": library_losses,
                                          "optimizers": Namespace("tensorflow.keras.optimizers", OPTIMIZERS),
                                          "metrics": Namespace("tensorflow.keras.metrics", METRICS)})


def keras(tf_keras_namespace):
    """Keras 3 imported as itself (`import keras`): tf.keras, but for keras.losses, which has the long names
    (mean_squared_error, log_cosh, ...) and not tf.keras's short ones (mse, MSE, logcosh, ...)."""
    tf_losses = tf_keras_namespace.members["losses"].members
    members = {name: member for name, member in tf_losses.items() if name not in _TF_ONLY_LOSSES}
    members.update(mean_squared_error=tf_losses["mse"], mean_absolute_error=tf_losses["mae"],
                   log_cosh=losses.log_cosh, kl_divergence=losses.kl_divergence, get=loss_getter(members),
                   **losses_more.LONG_NAMES)
    return Namespace("keras", {**tf_keras_namespace.members, "losses": Namespace("keras.losses", members)})


def get_optimizer(identifier):
    return optimizers_more.get(identifier)


def loss_getter(functions):
    """keras.losses.get, over `functions` (the members of the module it is in)."""
    return lambda identifier: get_loss(identifier, functions)


def get_loss(identifier, functions):
    """keras.losses.get: a loss object or function given, a class's name made into an object, or the function of
    that name among `functions` (the members of tf.keras.losses)."""
    if isinstance(identifier, str):
        if identifier in LOSS_CLASSES:
            return LOSS_CLASSES[identifier]()
        aliases = {"mean_squared_error": "mse", "mean_absolute_error": "mae", "log_cosh": "logcosh",
                   "kl_divergence": "kld", "mean_absolute_percentage_error": "mape",
                   "mean_squared_logarithmic_error": "msle"}
        name = aliases.get(identifier, identifier)
        if name in functions and not isinstance(functions[name], classes.PyType):
            return functions[name]
    elif isinstance(identifier, losses.Loss) or callable(identifier):
        return identifier
    raise ValueError(f"Could not interpret loss identifier: {to_repr(identifier)}")


def get_metric(identifier):
    """compile()'s metric of `identifier`: a metric given, or one made from its name and named so."""
    if isinstance(identifier, metrics.Metric):
        return identifier
    if isinstance(identifier, str) and identifier in metrics.BY_STRING:
        return metrics.BY_STRING[identifier]()
    if isinstance(identifier, str) and identifier in METRICS_BY_STRING:
        return METRICS_BY_STRING[identifier](name=identifier)
    raise ValueError(f"Could not interpret metric identifier: {identifier}")


# ----- attributes, by type -----

def _own(name):
    """An attribute of the object itself (its method, property or setting)."""
    return lambda value: getattr(value, name)


def _setting(name):
    """A hyperparameter some objects of a family have and others not: an AttributeError where absent."""
    def get(value):
        settings = {**getattr(type(value), "defaults", {}), **getattr(value, "kwargs", {})}
        if name not in settings and name not in getattr(type(value), "config_keys", ()):
            raise AttributeError(f"'{type(value).__name__}' object has no attribute '{name}'")
        return value.kwargs[name] if name in getattr(value, "kwargs", {}) else getattr(value, name)
    return get


def _attribute(name):
    """An attribute some kinds of an object have: an AttributeError where absent."""
    def get(value):
        if not hasattr(value, name):
            raise AttributeError(f"'{type(value).__name__}' object has no attribute '{name}'")
        return getattr(value, name)
    return get


_HYPERPARAMETERS = ("momentum", "nesterov", "beta_1", "beta_2", "epsilon", "amsgrad", "rho", "centered",
                    "initial_accumulator_value", "learning_rate_power", "l1_regularization_strength",
                    "l2_regularization_strength", "l2_shrinkage_regularization_strength", "beta")
_LOSS_OPTIONS = ("from_logits", "label_smoothing", "axis", "ignore_class", "delta", "apply_class_balancing",
                 "alpha", "gamma", "beta")
_SCHEDULE_SETTINGS = ("initial_learning_rate", "decay_steps", "decay_rate", "staircase", "boundaries", "values",
                      "end_learning_rate", "power", "cycle", "alpha", "warmup_target", "warmup_steps")

ATTRIBUTES = [
    (KerasVariable, VARIABLE_ATTRIBUTES),
    (optimizers.Optimizer, {
        **{name: _own(name) for name in (
            "apply_gradients", "apply", "build", "iterations", "learning_rate", "variables", "get_config", "name",
            "built", "weight_decay", "clipnorm", "clipvalue", "global_clipnorm", "loss_scale_factor", "use_ema",
            "ema_momentum", "ema_overwrite_frequency", "gradient_accumulation_steps", "finalize_variable_values",
            "exclude_from_weight_decay")},
        **{name: _setting(name) for name in _HYPERPARAMETERS}}),
    (schedules.LearningRateSchedule, {"get_config": _own("get_config"), "name": _own("name"),
                                      **{name: _setting(name) for name in _SCHEDULE_SETTINGS}}),
    (losses.Loss, {"name": _own("name"), "reduction": _own("reduction"), "get_config": _own("get_config"),
                   "dtype": _own("dtype"), **{name: _setting(name) for name in _LOSS_OPTIONS}}),
    (metrics.Metric, {**{name: _own(name) for name in (
        "update_state", "result", "reset_state", "name", "variables", "get_config", "dtype")},
        **{name: _setting(name) for name in ("threshold", "k")},
        **{name: _attribute(name) for name in (
            "thresholds", "top_k", "class_id", "num_thresholds", "curve", "summation_method", "average", "beta",
            "num_classes", "target_class_ids", "class_aggregation", "num_regressors", "specificity", "sensitivity",
            "recall", "precision")}}),
]
