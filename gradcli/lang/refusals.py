"""A program refused before it runs, with every reason at once: each construct, name, attribute and import
gradcli does not run, at its place, so that one run of the checker says all that a program needs changed."""
from gradcli.words.errors import GradcliError

MOST_SHOWN = 50  # reasons listed in full; beyond, how many more there are


class ProgramRefused(GradcliError):
    """The refusal of a program for several reasons (message, position), in the order of the text: it reads as
    the first, followed by the others, each with its place and line."""

    def __init__(self, reasons):
        reasons = sorted(dict.fromkeys(reasons), key=_place)
        super().__init__(*reasons[0])
        self.reasons = reasons

    def located(self, position):
        return self

    def format(self, width=None):
        shown = [GradcliError(message, position).format(width) for message, position in self.reasons[:MOST_SHOWN]]
        if len(self.reasons) > MOST_SHOWN:
            shown.append(f"error: and {len(self.reasons) - MOST_SHOWN} more reasons gradcli does not run it")
        return "\n".join(shown)


def _place(reason):
    position = reason[1]
    return (0, 0) if position is None else (position.line, position.col)


def refuse(reasons):
    """Raise the refusal for `reasons` (message, position), if there is one: as a plain error for one."""
    if len(reasons) == 1:
        raise GradcliError(*reasons[0])
    if reasons:
        raise ProgramRefused(reasons)
