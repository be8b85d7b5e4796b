"""Python's parser, as gradcli uses it: quiet, with room for long chains of operators, and its syntax errors
placed where the user will look for them (where the text ends, for input that ends too early).

`parse.py` checks what it returns against the allow-lists; nothing here evaluates anything.
"""
import ast
import sys
import threading
import warnings

from gradcli.words.errors import GradcliError, Position

# Python's parser makes a chain of n operators (a + b + c + ..., one level of the language) a syntax tree nested
# n deep, and CPython 3.11 builds that tree recursively, in C, as deep as three times the recursion limit. A text
# long enough to nest deeper than the limit in force lets it is parsed in a thread of its own, with the limit
# raised for PARSE_DEPTH levels and a stack with room for them (a level takes under 100 bytes of it; the main
# thread's 8 MB hold some 150,000). Deeper input is refused, asking to split it: its tree alone would take
# hundreds of megabytes.
PARSE_DEPTH = 150_000
PARSE_STACK = 64 * 1024 * 1024  # bytes, reserved, not used: the pages a parse does not reach cost nothing
AST_DEPTH_PER_RECURSION = 3  # CPython 3.11's ast construction nests 3 levels per unit of the recursion limit


def quiet_parse(text, source, mode):
    """`ast.parse` without Python's SyntaxWarnings ("invalid decimal literal"), which would go to stderr as noise;
    with room for PARSE_DEPTH levels of nesting."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        if len(text) <= sys.getrecursionlimit():  # too short to nest deeper than the limit lets it
            return ast.parse(text, filename=source, mode=mode)
        return _parse_in_deep_stack(text, source, mode)


def _parse_in_deep_stack(text, source, mode):
    """`ast.parse` in a thread with a stack deep enough for PARSE_DEPTH levels, and the recursion limit raised
    to match while it runs (this thread waits for it meanwhile); what it raises is raised here."""
    outcome = {}

    def parse():
        try:
            outcome["tree"] = ast.parse(text, filename=source, mode=mode)
        except BaseException as exc:  # (SyntaxError, RecursionError, MemoryError, ValueError): raised below
            outcome["error"] = exc

    limit = sys.getrecursionlimit()
    stack = threading.stack_size(PARSE_STACK)
    try:
        sys.setrecursionlimit(max(limit, PARSE_DEPTH // AST_DEPTH_PER_RECURSION))
        worker = threading.Thread(target=parse, name="gradcli-parse")
        worker.start()
        worker.join()
    finally:
        threading.stack_size(stack)
        sys.setrecursionlimit(limit)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["tree"]


def parse_text(text, source, mode, first_line=1, text_of_file=None):
    """`ast.parse`, with its failures as errors at their place; `text` may start at `first_line` of a file."""
    try:
        return quiet_parse(text, source, mode)
    except SyntaxError as exc:
        message, line, col = _syntax_error_place(exc, text, mode)
        line += first_line - 1
        lines = (text_of_file or text).splitlines()
        line_text = lines[line - 1] if 0 < line <= len(lines) else ""
        col = max(1, min(col, len(line_text) + 1))
        raise GradcliError(message, Position(source, line, col, 0, line_text)) from None
    except (RecursionError, MemoryError):
        line = first_line + _too_deep_line(text, mode)
        lines = (text_of_file or text).splitlines()
        line_text = lines[line - 1] if 0 < line <= len(lines) else ""
        advice = ("split it into several statements" if mode == "exec" else
                  "write it as a program (gradcli run) whose statements name its parts")
        raise GradcliError(f"this is too long or too deeply nested for Python's parser; {advice}",
                           Position(source, line, 1, len(line_text) + 1, line_text)) from None
    except ValueError as exc:  # null bytes
        raise GradcliError(str(exc), Position(source, first_line, 1)) from None


def _syntax_error_place(exc, text, mode):
    """The message, line and column (in `text`) of a syntax error. Where the text ended before the code
    did, the caret goes just past its last character (Python's parser gives no column for a formula's end,
    and a program's may come after trailing comments)."""
    end_line, end_col = _end_of_code(text)
    at_end = not exc.lineno or not exc.offset or (exc.lineno, exc.offset) >= (end_line, end_col)
    if exc.msg == "invalid syntax" and at_end:
        what = "formula" if mode == "eval" else "program"
        return f"invalid syntax: unexpected end of the {what}", end_line, end_col
    return exc.msg, exc.lineno or 1, exc.offset or 1


def _end_of_code(text):
    """The line and column just past the last character of code (comments and spaces aside)."""
    lines = text.splitlines() or [""]
    for number in range(len(lines), 0, -1):
        code = _without_comment(lines[number - 1]).rstrip()
        if code:
            return number, len(code) + 1
    return 1, 1


def _without_comment(line):
    """The line without a trailing # comment (a # inside a string does not start one)."""
    import io
    import tokenize

    try:
        for token in tokenize.generate_tokens(io.StringIO(line).readline):
            if token.type == tokenize.COMMENT:
                return line[:token.start[1]]
    except (tokenize.TokenError, SyntaxError):
        pass  # an unfinished line: its comment, if any, stays
    return line


def _too_deep_line(text, mode):
    """The index of the first line that the parser cannot take on its own (0 if none alone is the cause)."""
    for index, line in enumerate(text.splitlines()):
        try:
            quiet_parse(line.strip(), "<line>", mode)
        except (RecursionError, MemoryError):
            return index
        except (SyntaxError, ValueError):
            pass
    return 0
