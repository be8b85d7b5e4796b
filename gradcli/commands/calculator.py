"""The calculator behind `gradcli grad`: formulas and `--at` values in, results out.

The formulas are TensorFlow's list of targets: their gradient is one result,
summed over the formulas and their elements. Their jacobians, one result per
formula, keep everything apart. Beyond the first derivative, the nested
levels, the Hessian and J·v come from the same recording (`curvature`).

    >>> calc = Calculator(Question(["x*x"], ["x=3"]))
    >>> float(calc.gradient().sources[0].result)
    6.0
"""
import copy
import dataclasses
import keyword
import unicodedata

import numpy as np

from gradcli.engine.tape import GradientTape, UnconnectedGradients, unconnected_policy
from gradcli.engine.tensor import constant
from gradcli.lang import parse, results
from gradcli.lang.program import evaluate_formula
from gradcli.lang.results import Ask, Expectation, Seed, check_seeds
from gradcli.lang.runtime import evaluation_scope
from gradcli.words.errors import GradcliError, Position
from gradcli.words.phrases import counted, suggest


@dataclasses.dataclass(frozen=True)
class Question:
    """What a formula command differentiates, and where, as its options give it: the formulas (TensorFlow's list
    of targets), the --at values, the sources (--wrt), the output gradients, what an unconnected source gets,
    and the dtype of numbers."""

    formulas: tuple
    at: tuple = ()
    wrt: tuple = ()
    output_gradients: tuple = ()
    unconnected: str = "none"
    dtype: str = "float64"


class Calculator:
    """Formulas (the targets) evaluated at `--at` values, on a persistent tape that watches every value.

    The formulas are evaluated once, when their values are first asked for; every derivative, to any order, is
    then computed from that one recording. `at` gives the same formulas at other values, without parsing them
    again."""

    def __init__(self, question, more_values=None):
        """`more_values` (name -> tensor) are values already made, as a sweep makes its points, after --at's."""
        self.formulas = [f.strip() for f in question.formulas]  # expressions: outer spaces mean nothing
        self.dtype, self.output_gradient_texts = question.dtype, question.output_gradients
        self.unconnected = unconnected_policy(question.unconnected)  # click has checked it
        self.locators = [parse.Locator(_formula_source(i, len(self.formulas)), f) for i, f in enumerate(self.formulas)]
        self.trees = [parse.parse_formula(f, locate.source) for f, locate in zip(self.formulas, self.locators)]
        with evaluation_scope(self.dtype):
            self.values = {**read_values(question.at), **(more_values or {})}
        self.sources = _sources(question.wrt, self.values)
        self.tape = GradientTape(persistent=True)
        self._targets = self._seeds = None  # evaluated when first asked for

    def at(self, values, dtype=None):
        """These formulas, sources and output gradients with the names bound to `values` (name -> tensor), and
        numbers made in `dtype` (this calculator's by default), on a tape of their own: nothing is parsed again."""
        seeds = self.seeds
        moved = copy.copy(self)
        moved.values, moved.dtype, moved.tape = values, dtype or self.dtype, GradientTape(persistent=True)
        moved._targets = None
        moved._seeds = None if seeds is None else [Seed(constant(s.value, moved.dtype), s.position) for s in seeds]
        return moved

    def evaluate(self, values):
        """Each formula's value, with the names bound to `values`."""
        return [evaluate_formula(tree, locate, dict(values), missing_value)
                for tree, locate in zip(self.trees, self.locators)]

    @property
    def targets(self):
        """Each formula's value at this calculator's values, recorded on its tape."""
        if self._targets is None:
            with self.recording():
                self.tape.watch(list(self.values.values()))
                self._targets = self.evaluate(self.values)
        return self._targets

    def recording(self):
        """A block in which this calculator's tape records, and numbers are made in its dtype."""
        return evaluation_scope(self.dtype, self.tape)

    @property
    def seeds(self):
        """The --output-gradients values (Seeds), one per formula, each of its formula's shape; None when not
        given."""
        if self._seeds is None and self.output_gradient_texts:
            self._seeds = self._read_seeds(self.output_gradient_texts)
        return self._seeds

    def _read_seeds(self, texts):
        """The Seeds `texts` give, each checked against its formula's value; an error is placed at the text."""
        if len(texts) != len(self.targets):
            raise GradcliError(f"--output-gradients was given {counted(len(texts), 'time')} for "
                               f"{counted(len(self.targets), 'formula')}; give one per formula, in order")
        seeds = []
        with evaluation_scope(self.dtype):
            for i, text in enumerate(texts):
                source, text = f"--output-gradients {i + 1}", text.strip()
                seeds.append(Seed(constant_value(text, source), Position(source, 1, 1, len(text) + 1, text)))
        check_seeds(list(zip(self.formulas, self.targets)), seeds)
        return seeds

    def source_tensors(self):
        """The sources' values, in order."""
        return [self.values[name] for name in self.sources]

    def gradient(self):
        """TensorFlow's tape.gradient(formulas, sources): summed over formulas and elements."""
        targets, seeds = list(zip(self.formulas, self.targets)), self.seeds
        with np.errstate(all="ignore"):
            return results.gradient(Ask(self.tape), targets, self._named(self.sources), seeds, self.unconnected)

    def jacobians(self, names=None):
        """TensorFlow's tape.jacobian(formula, sources), for each formula; by the values of `names` if given."""
        sources = self._named(names or self.sources)
        with np.errstate(all="ignore"):
            return [results.jacobian(Ask(self.tape, line), [(formula, target)], sources, self.unconnected)
                    for line, (formula, target) in enumerate(zip(self.formulas, self.targets), start=1)]

    def jvp(self, tangents):
        """J·v of each formula along `tangents` (name -> tensor), as ForwardAccumulator computes it."""
        targets = list(zip(self.formulas, self.targets))
        with self.recording():
            return results.jvp(Ask(self.tape, paused=self.tape.stop_recording), targets, self._named(tangents),
                               list(tangents.items()), labels=[f"--jvp {name}" for name in tangents])

    def _named(self, names):
        return [(name, self.values[name]) for name in names]

    def nested_gradients(self, order):
        """What `order` nested tapes give (`curvature.nested_gradients`): [targets, level 1, ..., level `order`],
        seeded with the output gradients; each level but the last recorded, for its jacobian."""
        from gradcli.engine import curvature  # (imported only beyond the first derivative: start-up stays quick)

        targets, seeds = self.targets, self.seeds
        with self.recording(), results.failing_at():
            return curvature.nested_gradients(self.tape, targets, self.source_tensors(), order,
                                              None if seeds is None else [s.value for s in seeds], self.unconnected)

    def hessian(self):
        """The one formula's gradient, and each source's row of Hessian blocks (`curvature.hessian_rows`)."""
        from gradcli.engine import curvature

        (target,) = self.targets
        with self.recording(), results.failing_at():
            return curvature.hessian_rows(self.tape, target, self.source_tensors(), self.tape.stop_recording)

    def expect(self, gradient, texts, tolerance=None):
        """State the answers `--expect` gives, one per source, on the gradient's sources."""
        if not texts:
            return
        if len(texts) != len(gradient.sources):
            raise GradcliError(f"--expect was given {counted(len(texts), 'time')} for "
                               f"{counted(len(gradient.sources), 'source')}; give one per source, in order")
        for i, (text, source) in enumerate(zip(texts, gradient.sources)):
            value = None if text.strip() == "None" else constant_value(text.strip(), f"--expect {i + 1}")
            source.expected = Expectation(value, None, tolerance)

    def integer_sources(self):
        """A note for each source of an integer dtype: TensorFlow does not watch it, so its gradient is None."""
        return [f"{name} is {self.values[name].value.dtype.name}: an integer source gets no gradient (None), as "
                "TensorFlow does not watch integer tensors" for name in self.sources
                if self.values[name].value.dtype.kind in "iub"]

    def call_text(self):
        """The TensorFlow call this calculator answers, as text."""
        extra = f", output_gradients={listed(list(self.output_gradient_texts))}" if self.seeds is not None else ""
        extra += ", unconnected_gradients='zero'" if self.unconnected is UnconnectedGradients.ZERO else ""
        return f"tape.gradient({listed(self.formulas)}, {listed(self.sources)}{extra})"

    def weights(self):
        """The output gradient of each formula: ones unless given."""
        if self.seeds is not None:
            return [s.value.numpy() for s in self.seeds]
        return [np.ones(t.shape) for t in self.targets]


def missing_value(name):
    """What a formula's name without a value is told."""
    return f"'{name}' has no value; give it with --at {name}=VALUE"


def _formula_source(index, count):
    return "<formula>" if count == 1 else f"<formula {index + 1}>"


def parse_assignment(text, option, form="NAME=VALUE", example="x=3"):
    """`NAME=VALUE` (as `option` takes it: `form`, as in `example`) split into the name and the value's text. A
    NAME is any name a formula may use (θ too), read as Python reads it (NFKC-normalised)."""
    name, equals, value = text.partition("=")
    name = unicodedata.normalize("NFKC", name.strip())
    if not equals or not value.strip() or not name.isidentifier() or keyword.iskeyword(name):
        raise GradcliError(f"{option} takes {form}, as in {option} {example}, not {text!r}")
    return name, value.strip()


def read_values(assignments, option="--at"):
    """The `--at NAME=VALUE` values (or another option's, such as --jvp), in the order given; each VALUE an
    expression of constants."""
    values = {}
    for text in assignments:
        name, value = parse_assignment(text, option)
        if name in values:
            raise GradcliError(f"{option} gives {name} twice")
        values[name] = constant_value(value, f"{option} {name}")
    return values


def constant_value(text, source):
    """A number, a nested list, or an expression of constants such as pi/4 or linspace(0, 1, 5), as a tensor;
    `source` names the option it comes from, in errors."""
    return evaluate_formula(parse.parse_formula(text, source), parse.Locator(source, text), {})


def _sources(wrt, values):
    """The sources: the --wrt names (each given alone or with commas) in that order, or every --at name in order."""
    if not wrt:
        return list(values)
    names = [name.strip() for item in wrt for name in item.split(",")]
    if not all(names):
        raise GradcliError(f"--wrt takes the names of sources, as in --wrt x,y, not {','.join(wrt)!r}")
    for name in names:
        if name not in values:
            raise GradcliError(f"--wrt names '{name}', which has no value; give it with --at {name}=VALUE"
                               f"{suggest(name, values)}")
    return names


def listed(items):
    """Names or formulas as a TensorFlow call writes them: one alone ("x"), several as a list ("[x, y]")."""
    return items[0] if len(items) == 1 else "[" + ", ".join(items) + "]"


def read_formulas(lines):
    """Formulas from text, one per line; blank lines and # comments are skipped."""
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]

