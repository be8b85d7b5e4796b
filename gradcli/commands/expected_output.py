"""What a program printed against what TensorFlow printed: the same words, numbers within round-off.

TensorFlow's float32 digits differ from numpy's in the last place now and then; the comparison allows that
(and spacing), nothing else, so that a test or `gradcli batch` against a NAME.out says where they differ.

Keras's progress bars are compared as a terminal shows them, and their times as variable: an update of a bar
that the next goes back over (it ends in backspaces before a carriage return; Keras makes as many as time
allows) is left out, whether the carriage returns were kept or read as line ends; and on a progress line ("5/5
..." or "     12/Unknown ...") the times ("1s", the ETA, "12ms/step") count as one word whatever they are. This
is the one place that knows it.
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
            if not line.endswith("\b") for token in _TOKEN.findall(_without_times(line.replace("\b", "")))]


_PROGRESS_LINE = re.compile(r"^(?:\x1b\[1m)?\s*\d+/(?:\d+|Unknown)\b")
# the elapsed time or ETA in bold (verbose=1), " - 1s - " (verbose=2), the time per step
_PROGRESS_TIME = re.compile(r"(?<=\x1b\[1m)\d+(?::\d\d){0,2}s(?=\x1b\[0m)|(?<= - )\d+s(?= - )"
                            r"|\b\d+(?:ms|us|s)/(?:step|sample)\b")


def _without_times(line):
    """A line with Keras's progress times as one word, where it is a progress line."""
    return _PROGRESS_TIME.sub("<time>", line) if _PROGRESS_LINE.match(line) else line


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
