"""How the limits on what gradcli accepts are said: each limit's option and environment variable, the messages
for input beyond one, and amounts of memory as --max-memory takes them. The numbers are the engine's
(`gradcli.engine.limits`); the words are here.
"""

# How each limit is raised from the command line, for the messages.
OPTIONS = {"max_elements": "--max-elements or GRADCLI_MAX_ELEMENTS", "max_length": "--max-length or GRADCLI_MAX_LENGTH",
           "max_depth": "--max-depth or GRADCLI_MAX_DEPTH",
           "max_statements": "--max-statements or GRADCLI_MAX_STATEMENTS",
           "max_steps": "--max-steps or GRADCLI_MAX_STEPS", "max_memory": "--max-memory or GRADCLI_MAX_MEMORY"}


def more_than(name, limit, what):
    """The message for input beyond the limit `name` (of `limit`): what it was, the limit, and how to raise it."""
    return f"{what}, more than the limit of {limit:,} (raise it with {OPTIONS[name]})"


def beyond(name, limit, comparison, unit):
    """The message for input beyond a limit said as a comparison: 'the expression is nested deeper' than the
    limit of so many `unit`, and how to raise it."""
    return f"{comparison} than the limit of {limit:,} {unit} (raise it with {OPTIONS[name]})"


def reached(name, limit, what, unit):
    """The message for a run that reached a limit: 'the program reached the limit of 1,000 steps' and how to
    raise it."""
    return f"{what} reached the limit of {limit:,} {unit} (raise it with {OPTIONS[name]})"


def more_memory_than(limit, what):
    """The message for a run that would hold more memory than --max-memory allows."""
    return f"{what}, more than the memory limit of {limit:,} bytes (raise it with {OPTIONS['max_memory']})"


MIB, GIB = 2 ** 20, 2 ** 30
_UNITS = {"": 1, "K": 2 ** 10, "M": MIB, "G": GIB}  # (no suffix: bytes)


def parse_bytes(text):
    """An amount of memory as --max-memory takes it: bytes, or a number of KiB, MiB or GiB ("512M", "2G")."""
    plain = str(text).strip().upper().removesuffix("B").removesuffix("I")
    number, unit = (plain[:-1], plain[-1]) if plain[-1:] in ("K", "M", "G") else (plain, "")
    try:
        amount = int(float(number) * _UNITS[unit])
    except (ValueError, OverflowError):
        raise ValueError(f"{text!r} is not an amount of memory (bytes, or a number with K, M or G)") from None
    if amount < 1:
        raise ValueError("the memory limit must be at least 1 byte")
    return amount
