"""`gradcli functions`: the vocabulary, by group."""
import dataclasses

from gradcli.functions import GROUPS, VOCABULARY


@dataclasses.dataclass
class FunctionsReport:
    """`gradcli functions`: the vocabulary, by group."""

    groups: dict  # group name -> its Functions, in the order declared
    exit_status: int = 0
    command = "functions"


def functions_report():
    entries = list(dict.fromkeys(VOCABULARY.values()))
    return FunctionsReport({group: [e for e in entries if e.group == group] for group in GROUPS})
