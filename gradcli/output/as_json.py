"""Results as strict JSON: the reference schema, one line per document.

One entry per result, its flattened targets (shape, value) and sources (shape,
gradient or jacobian), scalars as bare numbers, arrays as nested lists,
non-finite numbers as "inf", "-inf", "nan". json is imported only when a
document is written: the plain and table formats do without it.
"""
import numpy as np

from gradcli.output.as_text import verdict
from gradcli.output.numbers import plain_number, repr_number


def to_json_value(array):
    """A tensor's value as a bare number or nested lists, strict-JSON safe; None stays None. Each number is the
    shortest that reads back as itself in its own dtype: a float32 0.20586157, not its float64 widening."""
    if array is None:
        return None
    array = np.asarray(array)
    if array.ndim == 0:
        return plain_number(repr_number(array))
    return [to_json_value(row) for row in array]


# The key of each source's answer in JSON, by the kind of result: its kind, but a jvp's sources hold tangents.
SOURCE_KEYS = {"jvp": "tangent"}


def result_to_dict(result):
    """A result as JSON: its targets (with their jvp, for a jvp) and sources (with their gradient, jacobian,
    hessian — a list of blocks, one per source —, batch_jacobian or tangent); `order` for nested tapes."""
    doc = {"kind": result.kind, "line": result.line}
    if result.order != 1:
        doc["order"] = result.order
    doc["targets"] = [{"expr": t.expr, "shape": list(t.value.shape), "value": to_json_value(t.value.value),
                       **({"jvp": json_result(t.jvp)} if result.kind == "jvp" else {})} for t in result.targets]
    doc["sources"] = [{"expr": s.expr, "shape": list(s.value.shape),
                       SOURCE_KEYS.get(result.kind, result.kind): json_result(s.result)} for s in result.sources]
    return doc


def json_result(result):
    if result is None:
        return None
    if isinstance(result, list):  # a hessian's row of blocks
        return [json_result(block) for block in result]
    return to_json_value(result.value)


def json_line(document):
    """One line of strict JSON (json is imported here: the plain and table formats do without it)."""
    import json

    return json.dumps(document, allow_nan=False)


def results_json(results, check=None, symbolic=None):
    """The JSON document for results, as one line of strict JSON; with a finite-difference check
    and symbolic derivatives when given."""
    return json_line(results_document(results, check, symbolic))


def results_document(results, check=None, symbolic=None):
    """The document `results_json` writes, as a dict."""
    doc = {"results": [result_to_dict(r) for r in results]}
    if check is not None:
        doc["check"] = {"max_abs_error": plain_number(check.max_abs_error),
                        "max_rel_error": plain_number(check.max_rel_error), "agrees": check.agrees,
                        "unchecked": [{"kind": d.kind, "source": d.source, "index": list(d.index),
                                       "tape": plain_number(d.tape),
                                       "finite_differences": plain_number(d.finite_differences)}
                                      for d in check.unchecked]}
    if symbolic is not None:
        doc["symbolic"] = [{"target": r.target, "source": r.source, "derivative": r.formula,
                            "value": plain_number(r.value), "tape": plain_number(r.tape), "agrees": r.agrees}
                           for r in symbolic]
    return doc


def entry_line(entry):
    """A batch entry as one line of strict JSON, without its timing (output must not depend on the machine)."""
    line = {"file": entry.file, "ok": entry.ok}
    if entry.results is not None:
        line["results"] = [result_to_dict(r) for r in entry.results]
    if entry.output is not None:
        line["output"] = entry.output
    if entry.warnings:
        line["warnings"] = entry.warnings
    if entry.error:
        line["error"] = vars(entry.error)
    if entry.mismatches:
        line["mismatches"] = [vars(m) for m in entry.mismatches]
    return json_line(line)


def point_dict(sweep, i):
    return {"at": {a.name: plain_number(c[i]) for a, c in zip(sweep.axes, sweep.coordinates)},
            "targets": [{"expr": t.expr, "shape": list(t.shape), "value": to_json_value(t.values[i])}
                        for t in sweep.targets],
            "sources": [{"expr": s.expr, "shape": list(s.shape),
                         "gradient": None if s.values is None else to_json_value(s.values[i])} for s in sweep.sources]}


def eigen_document(found):
    return {"eigenvalues": [plain_number(v) for v in found.values], "curvature": found.curvature,
            "stationary": found.stationary, "verdict": verdict(found)}
