"""What a program printed against what TensorFlow printed: the same words, numbers within round-off.

TensorFlow's float32 digits differ from numpy's in the last place now and then; the comparison allows that
(and spacing), nothing else, so that a test or `gradcli batch` against a NAME.out says where they differ.
"""
import collections
import math
import re

OutputDifference = collections.namedtuple("OutputDifference", "message line")  # line: of the output, 1-based

_TOKEN = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?(?:nan|inf)\b|\S")


def output_difference(expected, printed):
    """How printed output differs from the expected, or None: word by word, whitespace aside, numbers
    equal within float32 round-off (1e-4 relative) or half a unit of the last digit either shows."""
    want, got = _tokens(expected), _tokens(printed)
    for (a, line), (b, _) in zip(want, got):
        if not _same(a, b):
            return OutputDifference(f"line {line} has {b!r} where {a!r} is expected", line)
    if len(want) != len(got):
        line = (want[len(got)] if len(want) > len(got) else got[len(want)])[1]
        more_or_less = "less" if len(got) < len(want) else "more"
        return OutputDifference(f"it printed {more_or_less} than expected, from line {line}", line)
    return None


def _tokens(text):
    return [(token, line_number) for line_number, line in enumerate(text.splitlines(), start=1)
            for token in _TOKEN.findall(line)]


def _same(a, b):
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    if x != x or y != y:
        return x != x and y != y
    if math.isinf(x) or math.isinf(y):
        return x == y
    return abs(x - y) <= max(1e-4 * max(abs(x), abs(y)), 1e-6, 0.5 * min(_last_place(a), _last_place(b)))


def _last_place(token):
    return 0.0 if "e" in token.lower() or "." not in token else 10.0 ** -len(token.split(".")[1])
