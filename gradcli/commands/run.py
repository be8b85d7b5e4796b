"""`gradcli run`: a program file's results, or what TensorFlow code printed, and the exit status each gives."""
import dataclasses

from gradcli.engine.exact_mode import tf_exact_kernels
from gradcli.lang import dialects
from gradcli.lang.program import is_tensorflow, program_text, read_program_file, run_program
from gradcli.lang.results import mismatches, non_finite
from gradcli.words.errors import EXIT_FAILURE, EXIT_USAGE, GradcliError


@dataclasses.dataclass
class RunReport:
    """`gradcli run`: a program's results, the expected answers that do not hold, and the error that ended it
    (the results before it are shown)."""

    results: list
    mismatches: list
    warnings: list
    strict: bool
    error: GradcliError = None
    command, mode = "run", "program"

    @property
    def exit_status(self):
        if self.error:
            return self.error.exit_code
        if not self.results:
            return EXIT_USAGE  # nothing to differentiate
        return EXIT_FAILURE if self.mismatches or (self.strict and self.warnings) else 0


@dataclasses.dataclass
class TensorFlowReport:
    """`gradcli run` of TensorFlow code: what it printed (already written, unless kept here)."""

    file: str
    printed: list  # (stream, text) pieces of what it printed, in order, when kept: "stdout" for print,
    #                "stderr" for tf.print and the warnings TensorFlow logs (it writes both to standard error)
    exit_status: int = 0
    command, mode = "run", "tensorflow"


def run_report(path, dtype, strict, language, write=None, log=None, tf_exact=None, data=None):
    """The report of running a file: a program's results, or what TensorFlow code printed. TensorFlow code
    prints as it runs, through `write` (standard output) and `log` (standard error, line by line), or into the
    report where they are None (tf.print's text and TensorFlow's warnings with the rest of what it printed).
    float32 values are computed with TensorFlow's own kernels where `tf_exact` says so (None: in TensorFlow
    code only). `data`: the file's bytes, when they were read elsewhere (a batch's cluster sends them)."""
    text = read_program_file(path) if data is None else program_text(data, path)
    source = "<stdin>" if path == "-" else path
    if language == "tf" or (language == "auto" and is_tensorflow(path, text)):
        run_tensorflow = dialects.runner("tf")
        report = TensorFlowReport(source, [])

        def keep_error_line(line):
            report.printed.append(("stderr", line + "\n"))

        with tf_exact_kernels(tf_exact is not False):
            run_tensorflow(text, source, write or (lambda piece: report.printed.append(("stdout", piece))),
                           log or keep_error_line, strict, tf_printed=log or keep_error_line)
        return report
    results, error = [], None
    try:
        with tf_exact_kernels(bool(tf_exact)):
            run_program(text, source, dtype, results)
    except GradcliError as exc:
        error = exc
    return RunReport(results, mismatches(results), non_finite(results), strict, error)
